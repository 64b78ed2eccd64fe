// The rules of a board message, written once for both backends (spec §4, §5,
// §6): what text a message may store, which files it may carry, how an edit
// merges kept and new attachments, what a deletion leaves, how a pending
// comment shows in the review console and how an author is named. Pure: no
// SDK, no React, no storage. A backend reads and writes; it decides nothing
// that is written here.
import { ServiceError } from './errors';
import { attachmentRefusal, isOnOrigin, sanitizeFileName } from './attachments';
import type { Board, PendingComment, PublicProfile } from './types';
import { holdFlagsOf } from './moderation';

/** §4 Message deletion: the text a soft-deleted message keeps. */
export const DELETED_MESSAGE = 'This message has been deleted';

/** §8 Unknown author. */
export const UNKNOWN_USER = 'Unknown User';

/** Threads a board shows at first and adds with each 'Show earlier messages'. */
export const THREADS_PER_PAGE = 30;

/**
 * The messages a board page reads for its threads' replies at most, per page
 * of 30 threads (issue 23: one thread with thousands of replies no longer makes
 * every visitor read them all); 'Show more replies' reads as many more.
 */
export const REPLIES_PER_PAGE = 200;

/**
 * The id of a message's thread (its root): a root's is its own id, a reply's
 * its parent's threadId. Both backends store it, so a board reads a page of
 * threads with their replies without reading the rest of the board.
 */
export function threadIdOf(id: string, parent: { threadId: string } | null): string {
  return parent === null ? id : parent.threadId;
}

/**
 * threadIdOf for messages stored before threadId (a seed, an upgrade, the
 * one-off script): each id mapped to its root's, following replyTo. A reply
 * whose parent is missing belongs to the last message the chain reaches.
 */
export function threadIds(messages: readonly { id: string; replyTo: string | null }[]): Map<string, string> {
  const parentOf = new Map(messages.map((message) => [message.id, message.replyTo]));
  const roots = new Map<string, string>();
  for (const { id } of messages) {
    const seen = new Set<string>([id]);
    let current = id;
    for (let parent = parentOf.get(current); parent != null && parentOf.has(parent) && !seen.has(parent); parent = parentOf.get(current)) {
      seen.add(parent);
      current = parent;
    }
    roots.set(id, current);
  }
  return roots;
}

/** Oldest first; equal times in id order, so every run (and both backends) list them alike. */
export function byTime(a: { timestamp: string; id: string }, b: { timestamp: string; id: string }): number {
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** §3 commentBoards: the heading when a board has none. */
export const DEFAULT_BOARD_HEADING = 'Comments';

/**
 * §5 Messages: the text is trimmed and at most the board's length; a message
 * needs text, or a file where the board takes files. Returns the text to store.
 */
export function messageText(board: Pick<Board, 'maxLength' | 'allowAttachments'>, content: string, fileCount: number): string {
  const text = content.trim();
  if (text.length > board.maxLength) throw new ServiceError('invalid-argument', 'Message too long.');
  if (!text && (fileCount === 0 || !board.allowAttachments)) throw new ServiceError('invalid-argument', 'Message required.');
  return text;
}

/** The files may go on a message of this board that will carry totalCount files (src/domain/attachments.ts). */
export function checkMessageFiles(
  board: Pick<Board, 'allowAttachments'>,
  files: readonly { name: string; type: string; size: number }[],
  totalCount: number = new Set(files.map((file) => sanitizeFileName(file.name))).size,
): void {
  const refusal = attachmentRefusal(board, files, totalCount);
  if (refusal) throw new ServiceError('invalid-argument', refusal);
}

/** The attachments after an edit: the kept ones, then the new ones in upload order. */
export function mergeAttachments<A extends { name: string }>(kept: readonly A[], added: readonly A[]): A[] {
  return [...kept.filter((entry) => !added.some((addition) => addition.name === entry.name)), ...added];
}

/** §4: with replies (pending ones count) a message is soft-deleted; without, it is removed. */
export function deletionKind(replyCount: number): 'soft' | 'hard' {
  return replyCount > 0 ? 'soft' : 'hard';
}

/** §4 Message deletion with replies: exactly these fields change. */
export type SoftDeletedFields = {
  content: typeof DELETED_MESSAGE;
  attachments: [];
  isDeleted: true;
  userId: null;
  isApproved: true;
};

export function softDeletedFields(): SoftDeletedFields {
  return { content: DELETED_MESSAGE, attachments: [], isDeleted: true, userId: null, isApproved: true };
}

/** How a member is named on boards and in the console. */
export function displayName(profile: Pick<PublicProfile, 'firstName' | 'lastName'>): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** What separates a version's time from its files: never in an ISO time, and '/' is never in a stored file name. */
const VERSION_FILES = ' files:';

const attachmentNames = (attachments: readonly unknown[]): string[] =>
  attachments.map((entry) => (typeof entry === 'object' && entry !== null && typeof (entry as { name?: unknown }).name === 'string' ? (entry as { name: string }).name : ''));

/**
 * The version of a pending message an Admin approves: its edit time (else its
 * post time) and, when it has files, their names. An author may attach files
 * to a message without editing it (the second half of a post with files,
 * which sets no edit time), so the time alone would let files in after the
 * Admin read the message.
 */
export function messageVersion(time: string, attachments: readonly unknown[]): string {
  const names = attachmentNames(attachments);
  return names.length === 0 ? time : `${time}${VERSION_FILES}${names.map(encodeURIComponent).join('/')}`;
}

/** Whether the version an Admin saw is the stored message's: the same time (to the millisecond) and the same files. */
export function isSameMessageVersion(seen: string | null, storedMillis: number | null, attachments: readonly unknown[]): boolean {
  if (seen === null || storedMillis === null) return false;
  const split = seen.indexOf(VERSION_FILES);
  const seenTime = split < 0 ? seen : seen.slice(0, split);
  return Math.floor(storedMillis) === Date.parse(seenTime) && seen.slice(seenTime.length) === messageVersion('', attachments);
}

/** §3 "a comment request shows id, commentBoardId, path, topic, userName, date, content, isApproved". */
export function pendingComment(
  message: {
    id: string;
    boardId: string;
    userId: string | null;
    timestamp: string;
    editTimestamp: string | null;
    content: string;
    isApproved: boolean;
    attachments: readonly unknown[];
  },
  board: Pick<Board, 'pathname' | 'heading'> | undefined,
  names: ReadonlyMap<string, string>,
  /** How many of each author's messages were approved (authorStats), for the hold flags; an author absent has none. */
  approvedCounts: ReadonlyMap<string, number>,
): PendingComment {
  return {
    id: message.id,
    commentBoardId: message.boardId,
    path: board?.pathname ?? '',
    topic: board?.heading ?? DEFAULT_BOARD_HEADING,
    userName: (message.userId && names.get(message.userId)) || UNKNOWN_USER,
    date: message.timestamp,
    content: message.content,
    isApproved: message.isApproved,
    authorId: message.userId,
    version: messageVersion(message.editTimestamp ?? message.timestamp, message.attachments),
    flags: holdFlagsOf(
      { content: message.content, attachmentCount: message.attachments.length },
      (message.userId && approvedCounts.get(message.userId)) || 0,
    ),
  };
}

/** A message's files live in the author's folder for that board and message; paths are always worked out, never read. */
export function attachmentPath(uid: string, boardId: string, messageId: string, name: string): string {
  return `attachments/${uid}/${boardId}/${messageId}/${name}`;
}

/**
 * Where attachments live: the storage origin and, on Firebase, the project's
 * bucket (null on the local backend, which makes every URL itself from the path).
 */
export interface AttachmentHome {
  origin: string;
  bucket: string | null;
}

/** The download URL's object part: the project's bucket, the path encoded as one segment (Firebase Storage's v0 form). */
function downloadUrlPrefix(home: AttachmentHome & { bucket: string }, path: string): string {
  return `${new URL(home.origin).origin}/v0/b/${home.bucket}/o/${encodeURIComponent(path)}?`;
}

/**
 * Whether `url` may be shown as the attachment `name` of this message (issue 23):
 * on the storage origin and, where there is a bucket, a download URL of the
 * project's bucket for exactly this file of its author's folder. Any other URL
 * (another bucket, another member's or message's file) is shown as plain text.
 */
export function isMessageAttachmentUrl(url: string, home: AttachmentHome, message: { userId: string | null; boardId: string; id: string }, name: string): boolean {
  if (!isOnOrigin(url, home.origin)) return false;
  if (home.bucket === null) return true;
  if (message.userId === null) return false;
  return url.startsWith(downloadUrlPrefix({ ...home, bucket: home.bucket }, attachmentPath(message.userId, message.boardId, message.id, name)));
}

/** The canonical download URL of a file of the project's bucket, given its download token. */
export function canonicalDownloadUrl(home: AttachmentHome & { bucket: string }, path: string, token: string): string {
  return `${downloadUrlPrefix(home, path)}alt=media&token=${encodeURIComponent(token)}`;
}

/** The folder that holds every file of one message. */
export function messageFolder(uid: string, boardId: string, messageId: string): string {
  return `attachments/${uid}/${boardId}/${messageId}/`;
}
