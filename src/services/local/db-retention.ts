// Version 10 of the local database: the indexes the daily purge reads
// through (src/domain/server/purge.ts, ADR 022), as firestore.indexes.json
// declares them for Firestore: tokens by expiry, use and subject, consent
// records and notifications by time, rate-limit counters by window start.
// (Mail, applications and the archive were indexed by their times already.)
import type { Dexie } from 'dexie';

/** Declared in openDatabase after version 9, before the hooks (a later version() would drop them). */
export function declareRetentionIndexes(db: Dexie): void {
  db.version(10).stores({
    emailTokens: 'id, expiresAt, usedAt, subject.id',
    consentRecords: 'id, email, at',
    notifications: 'id, [uid+at], at',
    rateLimits: 'id, windowStart',
  });
}
