// Version 9 of the local database (issue 23): moderation's records, written
// only by the server rules (src/domain/server/moderation*.ts, notify.ts): the
// audit log (newest first, by kind, by Admin), the archive of rejected items
// (purged by expiresAt), each author's stats, the trust rule, and members'
// notifications (newest first per member) with their mail opt-in.
import type { Dexie } from 'dexie';

/** Declared in openDatabase after version 8, before the hooks (a later version() would drop them). */
export function declareModerationTables(db: Dexie): void {
  db.version(9).stores({
    moderationLog: 'id, at, [kind+at], [adminUid+at]',
    moderationArchive: 'id, expiresAt',
    authorStats: 'id',
    moderationSettings: 'id',
    notifications: 'id, [uid+at]',
    notificationSettings: 'id',
  });
}
