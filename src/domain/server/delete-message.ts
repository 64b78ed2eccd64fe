// The deletion of a board message as spec §4 says (ADR 005, ADR 012), free of
// any SDK: Firestore through Store (store.ts) and Storage through one
// operation. The deleteMessage function runs it over firebase-admin, the local
// backend over Dexie, and tests/functions/delete-message.test.ts against a fake.
//
// In production it is a callable, not a client write, because the choice
// between a soft and a hard delete depends on replies that the client may not
// read (pending ones) and must never be undone: a soft-deleted message stays,
// an Admin's delete included. The message's files are found from the ids (its
// author's folder for this board and message), never from a path stored in
// the record.
import { ATTACHMENT_LIMITS } from '../limits';
import { deletionKind, messageFolder, softDeletedFields } from '../messages';
import { CallableError, type CallableErrorCode } from './callable-error';
import { profileRef, readAdminName } from './approval-records';
import { appendAudit, auditItem, readAuthorStats, statsAfter, writeAuthorStats } from './moderation-records';
import type { DocRef, Store, StoredData, StoreTransaction } from './store';
import { collections } from '../model/collections';

export const NOT_ALLOWED = 'Only the author or an Admin can delete this message.';
export const MESSAGE_NOT_FOUND = 'Message not found.';
export const ALREADY_DELETED = 'This message has already been deleted.';
export const INVALID_MESSAGE = 'Missing or invalid message.';

export interface DeletionBackend extends Store {
  /** Deletes every Storage object whose name starts with `prefix`; none is not an error. */
  deleteFilesUnder(prefix: string): Promise<void>;
}

export class DeletionError extends CallableError {
  constructor(code: CallableErrorCode, message: string) {
    super(code, message);
    this.name = 'DeletionError';
  }
}

export interface DeletionCaller {
  uid: string;
  /** Decoded ID token claims. */
  token: Record<string, unknown>;
}

export type DeletionOutcome = 'soft-deleted' | 'deleted';

export interface DeletionResult {
  outcome: DeletionOutcome;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A Firestore id or Auth uid that can stand in a path: 1 to 128 characters, no '/'. */
function isPathId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 128 && !value.includes('/') && value !== '.' && value !== '..';
}

/** An attachment name that can stand in a metadata document id. */
function isAttachmentName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= ATTACHMENT_LIMITS.nameLength && !value.includes('/');
}

function parsePayload(payload: unknown): { boardId: string; messageId: string } {
  const data = isRecord(payload) ? payload : {};
  const { boardId, messageId } = data;
  if (!isPathId(boardId) || !isPathId(messageId)) throw new DeletionError('invalid-argument', INVALID_MESSAGE);
  return { boardId, messageId };
}

interface StoredMessage {
  /** The author's uid; null once soft-deleted. */
  userId: string | null;
  isDeleted: boolean;
  attachmentNames: string[];
}

function parseMessage(data: Record<string, unknown>): StoredMessage {
  const attachments = Array.isArray(data['attachments']) ? data['attachments'] : [];
  const attachmentNames = attachments.flatMap((entry: unknown) => {
    const name = isRecord(entry) ? entry['name'] : undefined;
    return isAttachmentName(name) ? [name] : [];
  });
  return {
    userId: isPathId(data['userId']) ? data['userId'] : null,
    isDeleted: data['isDeleted'] === true,
    attachmentNames,
  };
}

export const messageRef = (boardId: string, messageId: string): DocRef => ({
  collection: `commentBoards/${boardId}/comments`,
  id: messageId,
});

export function attachmentRecordRef(authorUid: string, messageId: string, name: string): DocRef {
  return { collection: collections.attachments.path, id: `${authorUid}_${messageId}_${name}` };
}

/**
 * An Admin's deletion of someone else's message is logged (moderationLog, never undoable: the message
 * and its files are gone), and a member whose message an Admin deletes loses
 * their run of approvals, so the trust rule stops publishing them unreviewed.
 * Reads first: call it before the deletion's writes.
 */
async function recordAdminDeletion(
  transaction: StoreTransaction,
  deletion: { caller: DeletionCaller; boardId: string; messageId: string; data: StoredData; author: string | null },
  now: Date,
): Promise<void> {
  const { caller, boardId, messageId, data, author } = deletion;
  const stats = author ? await readAuthorStats(transaction, author) : null;
  const adminName = await readAdminName(transaction, caller.uid);
  const board = await transaction.get({ collection: collections.commentBoards.path, id: boardId });
  const profile = author ? await transaction.get(profileRef(author)) : null;
  const item = {
    commentBoardId: boardId,
    path: typeof board?.['pathname'] === 'string' ? board['pathname'] : '',
    userName: `${text(profile?.['firstName'])} ${text(profile?.['lastName'])}`.trim(),
    authorId: author,
    content: text(data['content']),
    date: data['timestamp'] ?? null,
  };
  if (author) writeAuthorStats(transaction, author, statsAfter(stats, 'removed'));
  const entry = { kind: 'comment' as const, action: 'delete' as const, itemId: messageId, boardId, adminUid: caller.uid, adminName };
  appendAudit(transaction, crypto.randomUUID(), { ...entry, item: auditItem(messageId, item), reason: null, note: '', undoes: null }, now);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Deletes a message as spec §4 says: with any reply (a pending one too) it is
 * soft-deleted and stays, without one it is removed; its files go either way.
 */
export async function deleteMessage(
  backend: DeletionBackend,
  caller: DeletionCaller | null | undefined,
  payload: unknown,
  now: Date = new Date(),
): Promise<DeletionResult> {
  if (!caller) throw new DeletionError('permission-denied', NOT_ALLOWED);
  const { boardId, messageId } = parsePayload(payload);
  const isAdmin = caller.token['role'] === 'Admin';
  const ref = messageRef(boardId, messageId);

  const { outcome, message } = await backend.runTransaction(async (transaction) => {
    const data = await transaction.get(ref);
    if (!data) throw new DeletionError('not-found', MESSAGE_NOT_FOUND);
    const stored = parseMessage(data);
    if (!isAdmin && (stored.userId === null || stored.userId !== caller.uid)) throw new DeletionError('permission-denied', NOT_ALLOWED);
    if (stored.isDeleted) throw new DeletionError('failed-precondition', ALREADY_DELETED);
    const replies = await transaction.findIds(collections.comments, 'replyTo', [messageId], 1, { boardId });
    if (isAdmin && stored.userId !== caller.uid) await recordAdminDeletion(transaction, { caller, boardId, messageId, data, author: stored.userId }, now);
    if (deletionKind(replies.length) === 'soft') {
      transaction.update(ref, softDeletedFields());
      return { outcome: 'soft-deleted' as const, message: stored };
    }
    transaction.delete(ref);
    return { outcome: 'deleted' as const, message: stored };
  });

  // After the commit: a failure here leaves files of a message that is
  // already gone or blank, which is better than a message whose files are gone.
  const author = message.userId;
  if (author !== null) {
    // The author's folder for this message: the only place its files may be (storage.rules).
    await backend.deleteFilesUnder(messageFolder(author, boardId, messageId));
    const names = message.attachmentNames;
    if (names.length > 0) {
      await backend.runTransaction(async (transaction) => {
        for (const name of names) transaction.delete(attachmentRecordRef(author, messageId, name));
      });
    }
  }
  return { outcome };
}
