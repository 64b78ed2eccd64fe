// Member notifications (issue 23): what the bell lists. The server rules
// write them (src/domain/server/notify.ts); a member reads their own and may
// only mark them read.
import type { RejectReason } from './moderation';

/** 'piece-inquiry': a visitor asked about a piece the member's partner lists (the excerpt is the piece's summary). */
export const NOTIFICATION_KINDS = ['comment-approved', 'comment-rejected', 'reply', 'application-approved', 'piece-inquiry'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface MemberNotification {
  id: string;
  kind: NotificationKind;
  /** Server time, ISO 8601. */
  at: string;
  read: boolean;
  /** The board's path for a message (where the bell links to), else null. */
  boardPath: string | null;
  messageId: string | null;
  /** The start of the message concerned (text, never markup), '' for none. */
  excerpt: string;
  /** For a rejection: the reason and the Admin's note. */
  reason: RejectReason | null;
  note: string;
  /** For a reply: who replied. */
  actorName: string | null;
  /** For a piece inquiry: the piece, whose page the bell links to. */
  pieceId: string | null;
}

/** The bell lists this many, newest first. */
export const NOTIFICATIONS_SHOWN = 20;
export const EXCERPT_LENGTH = 120;

export const excerptOf = (content: string): string =>
  content.length <= EXCERPT_LENGTH ? content : `${content.slice(0, EXCERPT_LENGTH - 1)}…`;
