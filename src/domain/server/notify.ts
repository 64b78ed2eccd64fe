// Writes a member notification (notifications/{id}) among a transaction's
// writes: the one place the server rules tell a member something (issue 23).
// Only the server writes these; a member reads their own and marks them read.
import { excerptOf, type NotificationKind } from '../notifications';
import type { RejectReason } from '../moderation';
import type { DocRef, StoreTransaction } from './store';

export const NOTIFICATION_COLLECTION = 'notifications';

export interface NotificationInput {
  /** The member told. */
  uid: string;
  kind: NotificationKind;
  boardId?: string | null;
  boardPath?: string | null;
  messageId?: string | null;
  content?: string;
  reason?: RejectReason | null;
  note?: string;
  actorName?: string | null;
}

export const notificationRef = (id: string): DocRef => ({ collection: NOTIFICATION_COLLECTION, id });

/** The stored document: `at` is the server's time, `read` starts false. */
export function notificationData(input: NotificationInput, now: Date): Record<string, unknown> {
  return {
    uid: input.uid,
    kind: input.kind,
    at: now,
    read: false,
    boardId: input.boardId ?? null,
    boardPath: input.boardPath ?? null,
    messageId: input.messageId ?? null,
    excerpt: excerptOf(input.content ?? ''),
    reason: input.reason ?? null,
    note: input.note ?? '',
    actorName: input.actorName ?? null,
  };
}

/** Queues the notification's write; `id` must be new (a random id). */
export function notify(transaction: StoreTransaction, id: string, input: NotificationInput, now: Date): void {
  transaction.set(notificationRef(id), notificationData(input, now));
}
