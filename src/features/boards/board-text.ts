// The texts a board stores or derives in English (src/domain/messages.ts keeps
// them language-free, as spec §3 and §4 give them) read in the page's
// language: the default headings, the deleted message and the unknown author.
// Only what is shown is translated; the stored value stays as it is.
import { DEFAULT_BOARD_HEADING, DELETED_MESSAGE, UNKNOWN_USER } from '../../domain/messages';
import { m } from '../../i18n';
import type { Board } from '../../domain/types';

/** The heading the seed gives the discussion board (a stored value, not a message). */
export const DISCUSSION_HEADING = 'Discussion Board';

/** A board's heading as shown: the default headings in the page's language, any other as stored. */
export function headingText(heading: string | null | undefined): string {
  if (!heading || heading === DEFAULT_BOARD_HEADING) return m.boards_heading_comments();
  if (heading === DISCUSSION_HEADING) return m.boards_heading_discussion();
  return heading;
}

export function boardHeading(board: Pick<Board, 'heading'>): string {
  return headingText(board.heading);
}

/** An author's name as shown: the unknown author in the page's language. */
export function authorText(name: string): string {
  return name === UNKNOWN_USER ? m.boards_unknown_user() : name;
}

/** A message's text as shown: a soft-deleted message's text in the page's language. */
export function contentText(message: { content: string; isDeleted: boolean }): string {
  return message.isDeleted && message.content === DELETED_MESSAGE ? m.boards_deleted_message() : message.content;
}
