// The undo of a logged decision and the purge of the archive (issue 23,
// ADR 017). An undo is an audit entry of its own, `undo_<entry id>`, written
// in the transaction that undoes, so a decision is undone at most once and no
// entry ever changes:
// - a Reject: the archived item (and its extra documents) is put back
//   exactly as it was, pending, and its archive document goes;
// - an Approve of a comment: pending again, unless it has replies;
// - an Approve of an inquiry or contact message: back to its pending collection;
// - an Approve of an application: never (its account exists).
// Past UNDO_WINDOW_MS the daily purge (purge.ts) removes the archive, a
// comment's files with it.
import { isRecord, readAdminName } from './approval-records';
import { CallableError } from './callable-error';
import { messageRef } from './delete-message';
import { approvedFormRef, pendingFormRef, type FormKind } from './moderation-forms';
import { isPathId, requireModerator } from './moderation';
import type { ModerationBackend, ModerationCaller } from './moderation-ports';
import {
  appendAudit,
  archiveRef,
  auditRef,
  auditEntryOf,
  readAuthorStats,
  statsAfter,
  undoEntryId,
  writeAuthorStats,
} from './moderation-records';
import { collections } from '../model/collections';
import { plainRef, type StoreTransaction } from './store';

export const ENTRY_NOT_FOUND = 'This decision is not in the history.';
export const NOT_UNDOABLE = 'This decision cannot be undone.';
export const ACCOUNT_EXISTS = 'An approved application cannot be undone: its account exists.';
export const ALREADY_UNDONE = 'This decision was already undone.';
export const UNDO_EXPIRED = 'The time to undo this decision is over.';
export const ITEM_GONE = 'The item of this decision is gone, so it cannot be undone.';
export const HAS_REPLIES = 'This comment has replies, so it stays approved.';
export const ITEM_BACK = 'The item is there again, so this decision cannot be undone.';

/** Pending inquiries carry no status; pending contact messages 'Pending' (spec §3). */
const PENDING_STATUS: Record<FormKind, string | null> = { pricing: null, contact: 'Pending' };

export async function undoDecision(
  backend: ModerationBackend,
  caller: ModerationCaller | null | undefined,
  payload: unknown,
  { now }: { now: Date },
): Promise<{ entryId: string }> {
  const admin = requireModerator(caller);
  const entryId = isRecord(payload) ? payload['entryId'] : undefined;
  if (!isPathId(entryId)) throw new CallableError('not-found', ENTRY_NOT_FOUND);
  const undoId = undoEntryId(entryId);
  await backend.runTransaction(async (transaction) => {
    const stored = await transaction.get(auditRef(entryId));
    const entry = stored ? auditEntryOf(entryId, stored) : null;
    if (!entry) throw new CallableError('not-found', ENTRY_NOT_FOUND);
    // Only a decision on a pending item is undone: an undo, a deletion, a setting, a send or an export never.
    if (entry.action !== 'approve' && entry.action !== 'reject') throw new CallableError('failed-precondition', NOT_UNDOABLE);
    if (entry.action === 'approve' && (entry.kind === 'franchisee' || entry.kind === 'contributor')) throw new CallableError('not-found', ACCOUNT_EXISTS);
    if (await transaction.get(plainRef(auditRef(undoId)))) throw new CallableError('not-found', ALREADY_UNDONE);
    const until = entry.undoableUntil === null ? null : Date.parse(entry.undoableUntil);
    if (until === null || now.getTime() > until) throw new CallableError('not-found', UNDO_EXPIRED);
    const adminName = await readAdminName(transaction, admin.uid);
    const author = entry.kind === 'comment' ? authorOf(entry.item) : null;
    const stats = author ? await readAuthorStats(transaction, author) : null;

    if (entry.action === 'reject') await undoReject(transaction, entryId);
    else if (entry.kind === 'comment') await undoCommentApproval(transaction, entry.boardId ?? '', entry.itemId);
    else await undoFormApproval(transaction, entry.kind as FormKind, entry.itemId);

    if (author) writeAuthorStats(transaction, author, statsAfter(stats, entry.action === 'reject' ? 'undo-reject' : 'undo-approve'));
    const { kind, itemId, boardId, item } = entry;
    appendAudit(transaction, undoId, { kind, action: 'undo', itemId, boardId, adminUid: admin.uid, adminName, item: { ...item }, reason: null, note: '', undoes: entryId }, now);
  });
  return { entryId: undoId };
}

function authorOf(item: object): string | null {
  const author = (item as { authorId?: unknown }).authorId;
  return typeof author === 'string' && author !== '' ? author : null;
}

/** Reads the archive and checks nothing took the item's place; the writes follow the caller's other reads. */
async function undoReject(transaction: StoreTransaction, entryId: string): Promise<void> {
  const archive = await transaction.get(archiveRef(entryId));
  if (!archive) throw new CallableError('not-found', ITEM_GONE);
  const docs = [archive, ...archive.extra];
  for (const doc of docs) {
    if (await transaction.get({ collection: doc.collection, id: doc.id })) throw new CallableError('failed-precondition', ITEM_BACK);
  }
  for (const doc of docs) transaction.set({ collection: doc.collection, id: doc.id }, { ...doc.data });
  transaction.delete(archiveRef(entryId));
}

async function undoCommentApproval(transaction: StoreTransaction, boardId: string, id: string): Promise<void> {
  const ref = messageRef(boardId, id);
  const data = await transaction.get(ref);
  if (!data || data['isApproved'] !== true || data['isDeleted'] === true) throw new CallableError('not-found', ITEM_GONE);
  // A reply of any state: hiding the parent would leave it under a message nobody sees.
  if (
    (
      await transaction.findIds(collections.comments, 'replyTo', [id], 1, {
        boardId,
      })
    ).length > 0
  )
    throw new CallableError('failed-precondition', HAS_REPLIES);
  transaction.update(ref, { isApproved: false });
}

async function undoFormApproval(transaction: StoreTransaction, kind: FormKind, id: string): Promise<void> {
  const approved = await transaction.get(approvedFormRef(kind, id));
  if (!approved) throw new CallableError('not-found', ITEM_GONE);
  if (await transaction.get(pendingFormRef(kind, id))) throw new CallableError('failed-precondition', ITEM_BACK);
  const { status: _status, ...rest } = approved;
  const status = PENDING_STATUS[kind];
  transaction.set(pendingFormRef(kind, id), status === null ? rest : { ...rest, status });
  transaction.delete(approvedFormRef(kind, id));
}
