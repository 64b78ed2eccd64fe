// Version 10 of the local database: the indexes the daily purge reads
// through (src/domain/server/purge.ts, ADR 022), as firestore.indexes.json
// declares them for Firestore: tokens by expiry, use and subject, consent
// records and notifications by time, rate-limit counters by window start.
// (Mail, applications and the archive were indexed by their times already.)
import type { Dexie, Transaction } from 'dexie';
import { parseSubscriber, reviewAtOf } from '../../domain/server/consent-records';
import { detailsUntil } from '../../domain/server/moderation-records';
import { collections } from '../../domain/model/collections';
import { timeOf } from '../../domain/model/declaration';

/** Declared in openDatabase after version 9, before the hooks (a later version() would drop them). */
export function declareRetentionIndexes(db: Dexie): void {
  db.version(10).stores({
    emailTokens: 'id, expiresAt, usedAt, subject.id',
    consentRecords: 'id, email, at',
    notifications: 'id, [uid+at], at',
    rateLimits: 'id, windowStart',
  });
}

/**
 * Version 13 (ADR 029): the times the purge finds an audit entry's personal
 * fields and an ended subscription by, indexed, and a subscriber by its
 * member (an account's erasure). Records made before get their times here, as
 * the rules now write them.
 */
export function declareRetentionTimes(db: Dexie): void {
  db.version(13)
    .stores({
      moderationLog: 'id, at, [kind+at], [adminUid+at], detailsUntil',
      subscribers: 'email, reviewAt, uid',
    })
    .upgrade(backfillRetentionTimes);
}

async function backfillRetentionTimes(transaction: Transaction): Promise<void> {
  await transaction
    .table(collections.moderationLog.local?.table ?? collections.moderationLog.path)
    .toCollection()
    .modify((entry: Record<string, unknown>) => {
      const at = timeOf(entry['at']);
      if (entry['detailsUntil'] === undefined && at !== null) entry['detailsUntil'] = detailsUntil(String(entry['kind']), new Date(at));
    });
  await transaction
    .table(collections.subscribers.local?.table ?? collections.subscribers.path)
    .toCollection()
    .modify((record: Record<string, unknown>) => {
      if (record['reviewAt'] === undefined) record['reviewAt'] = reviewAtOf(parseSubscriber(String(record['email']), record));
    });
}
