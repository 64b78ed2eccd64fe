// What a post or an edit stores, decided once for both backends (spec §4, §5,
// §6): who may post, reply and edit, the text and the files, the thread and
// whether the message waits for approval. An adapter reads the board (and the
// parent or the message), asks for the plan and stores what it says; it
// decides nothing that is written here. firestore.rules check the same again.
import { ServiceError } from './errors';
import { sanitizeFileName } from './attachments';
import { checkMessageFiles, messageText, threadIdOf } from './messages';
import { canEdit, canReply, interactionStatus, permissionDenied, postsWithoutApproval, requireSignedIn, type Viewer } from './permissions';
import type { Board, Message } from './types';

type FileFacts = { name: string; type: string; size: number };
type MessageBoard = Pick<Board, 'kind' | 'maxLength' | 'allowAttachments'>;

/** The parent a reply names, as stored on this board; null when there is none there. */
export type StoredParent = Pick<Message, 'isApproved' | 'isDeleted' | 'threadId'>;

/** The fields of a new message, attachments and time aside (each backend stores those its own way). */
export interface PostPlan {
  userId: string;
  content: string;
  replyTo: string | null;
  threadId: string;
  isApproved: boolean;
  isDeleted: false;
  editTimestamp: null;
}

/**
 * Plans a post: the viewer may take part on this board, the text and files
 * fit it, a reply goes to an approved message, and the member's role says
 * whether it waits for approval.
 */
export function planPost(
  viewer: Viewer | null,
  board: MessageBoard,
  input: { content: string; replyTo: string | null; files: readonly FileFacts[] },
  message: { id: string; parent: StoredParent | null },
): PostPlan {
  const author = requireSignedIn(viewer);
  if (interactionStatus(board, author) !== 'full') throw permissionDenied();
  const content = messageText(board, input.content, input.files.length);
  checkMessageFiles(board, input.files);
  const { parent } = message;
  if (input.replyTo !== null && (!parent || !canReply(parent))) throw new ServiceError('invalid-argument', 'Replies go to approved messages only.');
  return {
    userId: author.uid,
    content,
    replyTo: input.replyTo,
    // The thread's root, as firestore.rules require it.
    threadId: threadIdOf(message.id, input.replyTo === null ? null : parent),
    isApproved: postsWithoutApproval(author.role),
    isDeleted: false,
    editTimestamp: null,
  };
}

/** What an edit does to a message's files (§4 Edit: "kept retained, removed deleted, new uploaded"). */
export interface EditPlan<A extends { name: string }> {
  /** The text to store. */
  text: string;
  /** Current attachments that stay and are not replaced by a new file of the same name. */
  kept: A[];
  /** Current attachments the edit drops: their files are deleted. */
  removed: A[];
  /** The sanitised names of the new files (a later file of the same name replaces an earlier one). */
  newNames: string[];
}

/**
 * Plans an edit: the viewer is the author of an approved message on a board
 * they take part in; checks the text and the files against the board, and
 * splits the current attachments into kept and removed. A new file named like
 * a kept one replaces it.
 */
export function planEdit<A extends { name: string }>(
  viewer: Viewer | null,
  board: MessageBoard,
  message: Pick<Message, 'userId' | 'isApproved' | 'isDeleted'>,
  current: readonly A[],
  edit: { content: string; keep: readonly string[]; files: readonly FileFacts[] },
): EditPlan<A> {
  const author = requireSignedIn(viewer);
  if (interactionStatus(board, author) !== 'full' || !canEdit(message, author)) throw permissionDenied();
  const newNames = [...new Set(edit.files.map((file) => sanitizeFileName(file.name)))];
  const kept = current.filter((attachment) => edit.keep.includes(attachment.name) && !newNames.includes(attachment.name));
  const removed = current.filter((attachment) => !edit.keep.includes(attachment.name));
  const text = messageText(board, edit.content, kept.length + newNames.length);
  checkMessageFiles(board, edit.files, kept.length + newNames.length);
  return { text, kept, removed, newNames };
}
