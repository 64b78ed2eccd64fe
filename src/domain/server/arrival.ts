// What happens when a message arrives on a board, once the post is
// stored: run by the Firestore trigger on commentBoards/{boardId}/comments
// (functions/src/index.ts) and by the local backend right after postMessage.
// In one transaction:
// - a pending post meets the trust rule (moderationSettings/trust, off by
//   default: then nothing changes, as the spec has it) when no hold rule flags
//   it and its author's last N comments were approved; it is approved now,
//   logged as the trust rule's decision, and counted in the author's stats;
// - an approved reply (a Franchisee's or an Admin's, or a trusted one) tells
//   the parent's author, unless they replied to themselves. A pending reply
//   tells them when an Admin approves it (the decision's rule).
// The trigger may run twice for one post: the reply notification has an id of
// its own (reply_<messageId>), so a second run finds it and does nothing.
import { holdFlagsOf, trustedBy } from '../moderation';
import type { PendingComment } from '../types';
import { appendAudit, readAuthorStats, readTrustSettings, statsAfter, TRUST_RULE_UID, writeAuthorStats } from './moderation-records';
import { notificationRef, notify, plannedNotification, readRecipient, type NotifyOptions } from './notify';
import { openOutbox } from './mail';
import { plainRef, timeOf, type Store, type StoredData, type StoreTransaction } from './store';
import { collections } from '../model/collections';

export interface Arrival {
  boardId: string;
  messageId: string;
}

/** What the arrival did: nothing (gone, or pending and not trusted), or approved by the trust rule; and whether it told a parent's author. */
export interface ArrivalOutcome {
  approvedByTrust: boolean;
  notified: boolean;
}

export const commentsCollection = (boardId: string) => `commentBoards/${boardId}/comments`;
export const replyNotificationId = (messageId: string) => `reply_${messageId}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const iso = (value: unknown): string => {
  const millis = timeOf(value);
  return millis === null ? '' : new Date(millis).toISOString();
};

/** A member's public name (publicProfiles), '' when unknown. */
async function nameOf(transaction: StoreTransaction, uid: string): Promise<string> {
  const profile = await transaction.get({ collection: collections.publicProfiles.path, id: uid });
  return `${text(profile?.['firstName'])} ${text(profile?.['lastName'])}`.trim();
}

/** The comment as an Admin would have seen it in the queue: what the audit entry keeps. */
function asPending(arrival: Arrival, message: StoredData, board: StoredData | null, authorName: string): PendingComment {
  const posted = iso(message['timestamp']);
  return {
    id: arrival.messageId,
    commentBoardId: arrival.boardId,
    path: text(board?.['pathname']),
    topic: text(board?.['heading']),
    userName: authorName,
    date: posted,
    content: text(message['content']),
    isApproved: false,
    authorId: text(message['userId']),
    version: iso(message['editTimestamp']) || posted,
    flags: [],
  };
}

export async function messageArrived(store: Store, arrival: Arrival, options: NotifyOptions): Promise<ArrivalOutcome> {
  return store.runTransaction(async (transaction) => {
    const ref = { collection: commentsCollection(arrival.boardId), id: arrival.messageId };
    const message = await transaction.get(ref);
    const author = text(message?.['userId']);
    if (!message || author === '' || message['isDeleted'] === true) return { approvedByTrust: false, notified: false };

    // Reads: the trust rule's inputs for a pending post, then the reply's parent and who is told.
    let trusted: { stats: Awaited<ReturnType<typeof readAuthorStats>> } | null = null;
    if (message['isApproved'] !== true) {
      const stats = await readAuthorStats(transaction, author);
      const attachments = message['attachments'];
      const flags = holdFlagsOf({ content: text(message['content']), attachmentCount: Array.isArray(attachments) ? attachments.length : 0 }, stats?.approved ?? 0);
      if (!trustedBy(await readTrustSettings(transaction), stats, flags)) return { approvedByTrust: false, notified: false };
      trusted = { stats };
    }
    const board = await transaction.get({ collection: collections.commentBoards.path, id: arrival.boardId });
    const authorName = await nameOf(transaction, author);
    const parentId = text(message['replyTo']);
    const parent = parentId === '' ? null : await transaction.get({ collection: commentsCollection(arrival.boardId), id: parentId });
    const parentAuthor = text(parent?.['userId']);
    const tells = parentAuthor !== '' && parentAuthor !== author && (await transaction.get(plainRef(notificationRef(replyNotificationId(arrival.messageId))))) === null;
    const recipient = tells ? await readRecipient(transaction, parentAuthor) : null;
    const outbox = recipient && options.render ? await openOutbox(transaction, options.now, plannedNotification(recipient)) : null;

    // Writes.
    if (trusted) {
      transaction.update(ref, { isApproved: true });
      appendAudit(
        transaction,
        crypto.randomUUID(),
        {
          kind: 'comment',
          action: 'approve',
          itemId: arrival.messageId,
          boardId: arrival.boardId,
          adminUid: TRUST_RULE_UID,
          adminName: '',
          item: { ...asPending(arrival, message, board, authorName) },
          reason: null,
          note: '',
          undoes: null,
        },
        options.now,
      );
      writeAuthorStats(transaction, author, statsAfter(trusted.stats, 'approve'));
    }
    if (recipient) {
      await notify(
        transaction,
        recipient,
        {
          kind: 'reply',
          boardId: arrival.boardId,
          boardPath: text(board?.['pathname']) || null,
          messageId: arrival.messageId,
          content: text(message['content']),
          actorName: authorName || null,
        },
        { ...options, id: replyNotificationId(arrival.messageId) },
        outbox,
      );
    }
    return { approvedByTrust: trusted !== null, notified: recipient !== null };
  });
}
