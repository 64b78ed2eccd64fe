// Writes a member's notification as the server rules do (notify.ts), through
// a second connection to a test's local database: what a decision or a reply
// leaves for the bell, without going through them.
import { notify, type NotificationInput } from '../../src/domain/server/notify';
import { openDatabase } from '../../src/services/local/db';
import { localStore } from '../../src/services/local/server-ports';

export async function plantNotification(dbName: string, uid: string, input: NotificationInput, at: Date): Promise<void> {
  const db = openDatabase(dbName);
  try {
    await localStore(db).runTransaction((transaction) => notify(transaction, { uid, email: null, language: 'en-CA', emailOptIn: false }, input, { now: at }));
  } finally {
    db.close();
  }
}
