// An Admin's decision on a pending board message, one transaction
// each (reads first, then writes):
// - approve: only the version the Admin saw (the edit time, else the post
//   time, and the names of its files) is approved; the author hears of it,
//   and a reply's parent author too;
// - reject: only a pending message (an approved one, with its replies, is
//   never removed this way); it moves to the archive for the undo window,
//   its files stay until the purge; the author is told the reason and note.
// Both log the decision and count it in the author's stats.
import { UNDO_WINDOW_MS, CHANGED_SINCE_READ, type Decision } from '../moderation';
import { DEFAULT_BOARD_HEADING, isSameMessageVersion, messageFolder, pendingComment } from '../messages';
import { CallableError } from './callable-error';
import { messageRef } from './delete-message';
import { readAdminName } from './approval-records';
import { appendAudit, auditItem, readAuthorStats, statsAfter, writeArchive, writeAuthorStats } from './moderation-records';
import type { DecisionContext, DecisionResult, DecisionTarget } from './moderation-ports';
import { notify, plannedNotification, readRecipient, type NotificationInput } from './notify';
import { openOutbox } from './mail';
import { timeOf, type StoredData, type StoreTransaction } from './store';
import { collections } from '../model/collections';

export const NOT_PENDING_COMMENT = 'This comment is no longer pending.';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const isoOf = (value: unknown): string | null => {
  const millis = timeOf(value);
  return millis === null ? null : new Date(Math.floor(millis)).toISOString();
};

/** The version an Admin saw matches the stored one: its time (to the millisecond, as the client reads it) and its files. */
function sameVersion(stored: StoredData, seen: string | null): boolean {
  const attachments = Array.isArray(stored['attachments']) ? stored['attachments'] : [];
  return isSameMessageVersion(seen, timeOf(stored['editTimestamp'] ?? stored['timestamp']), attachments);
}

async function profileName(transaction: StoreTransaction, uid: string): Promise<string | null> {
  const profile = await transaction.get({ collection: collections.publicProfiles.path, id: uid });
  const name = `${textOf(profile?.['firstName'])} ${textOf(profile?.['lastName'])}`.trim();
  return name || null;
}

/** The message as the console showed it (PendingComment), for the log. */
function commentItem(id: string, boardId: string, data: StoredData, board: StoredData | null, authorName: string | null, approved: number): StoredData {
  const userId = typeof data['userId'] === 'string' ? data['userId'] : null;
  const timestamp = isoOf(data['timestamp']) ?? '';
  const message = {
    id,
    boardId,
    userId,
    timestamp,
    editTimestamp: isoOf(data['editTimestamp']),
    content: textOf(data['content']),
    isApproved: false,
    attachments: Array.isArray(data['attachments']) ? data['attachments'] : [],
  };
  const names = new Map(userId && authorName ? [[userId, authorName]] : []);
  const shown = board ? { pathname: textOf(board['pathname']), heading: textOf(board['heading']) || DEFAULT_BOARD_HEADING } : undefined;
  return auditItem(id, { ...pendingComment(message, shown, names, new Map(userId ? [[userId, approved]] : [])) });
}

export async function decideComment(context: DecisionContext, target: DecisionTarget, decision: Decision): Promise<DecisionResult> {
  const { backend, caller, now } = context;
  const boardId = target.boardId ?? '';
  const ref = messageRef(boardId, target.id);
  const entryId = crypto.randomUUID();
  await backend.runTransaction(async (transaction) => {
    const data = await transaction.get(ref);
    if (!data || data['isApproved'] === true || data['isDeleted'] === true) throw new CallableError('not-found', NOT_PENDING_COMMENT);
    if (decision.action === 'approve' && !sameVersion(data, target.version)) throw new CallableError('failed-precondition', CHANGED_SINCE_READ, null, 'changed');
    const author = typeof data['userId'] === 'string' ? data['userId'] : null;
    const adminName = await readAdminName(transaction, caller.uid);
    const board = await transaction.get({ collection: collections.commentBoards.path, id: boardId });
    const stats = author ? await readAuthorStats(transaction, author) : null;
    const authorName = author ? await profileName(transaction, author) : null;
    const recipient = author ? await readRecipient(transaction, author) : null;
    const parentId = typeof data['replyTo'] === 'string' ? data['replyTo'] : null;
    const parent = decision.action === 'approve' && parentId ? await transaction.get(messageRef(boardId, parentId)) : null;
    const parentAuthor = typeof parent?.['userId'] === 'string' ? parent['userId'] : null;
    const parentRecipient = parentAuthor && parentAuthor !== author ? await readRecipient(transaction, parentAuthor) : null;
    const planned = [recipient, parentRecipient].flatMap((member) => (member ? plannedNotification(member) : []));
    const outbox = backend.renderNotification && planned.length > 0 ? await openOutbox(transaction, now, planned) : null;

    // Writes.
    if (decision.action === 'approve') {
      transaction.update(ref, { isApproved: true });
    } else {
      const folder = author ? messageFolder(author, boardId, target.id) : null;
      writeArchive(transaction, entryId, { collection: ref.collection, id: ref.id, data, extra: [], folder, expiresAt: new Date(now.getTime() + UNDO_WINDOW_MS) });
      transaction.delete(ref);
    }
    if (author) writeAuthorStats(transaction, author, statsAfter(stats, decision.action));
    const rejection = decision.action === 'reject' ? { reason: decision.reason, note: decision.note } : { reason: null, note: '' };
    appendAudit(
      transaction,
      entryId,
      {
        kind: 'comment',
        action: decision.action,
        itemId: target.id,
        boardId,
        adminUid: caller.uid,
        adminName,
        item: commentItem(target.id, boardId, data, board, authorName, stats?.approved ?? 0),
        ...rejection,
        undoes: null,
      },
      now,
    );
    const about: NotificationInput = {
      kind: decision.action === 'approve' ? 'comment-approved' : 'comment-rejected',
      boardId,
      boardPath: board ? textOf(board['pathname']) : null,
      messageId: target.id,
      content: textOf(data['content']),
      ...rejection,
    };
    const render = backend.renderNotification;
    const options = render ? { now, render, origin: backend.mail.origin } : { now };
    if (recipient) await notify(transaction, recipient, about, options, outbox);
    if (parentRecipient) await notify(transaction, parentRecipient, { ...about, kind: 'reply', messageId: target.id, actorName: authorName }, options, outbox);
  });
  return { entryId };
}
