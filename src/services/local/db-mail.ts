// Version 11 of the local database: the mail held past the day's cap
// (src/domain/server/mail.ts, MAIL_DAILY_CAP), written only by the server
// rules and released oldest first (mail-cap.ts), hence its createdAt index.
import type { Dexie } from 'dexie';

/** Declared in openDatabase after version 10, before the hooks (a later version() would drop them). */
export function declareHeldMailTable(db: Dexie): void {
  db.version(11).stores({ heldMail: 'id, createdAt' });
}
