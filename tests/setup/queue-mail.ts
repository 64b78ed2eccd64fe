// Queues a mail into a local backend's outbox behind the services' back, as a
// server rule does (src/domain/server/mail.ts), for tests of what shows it.
import type { Language } from '../../src/domain/languages';
import { openOutbox, queueMail, type MailKind, type RenderedMail } from '../../src/domain/server/mail';
import { openDatabase } from '../../src/services/local/db';
import { localStore } from '../../src/services/local/server-ports';

export async function queueTestMail(
  dbName: string,
  mail: {
    to: string;
    language: Language;
    rendered: RenderedMail;
    kind?: MailKind;
  },
  at: Date,
): Promise<void> {
  const db = openDatabase(dbName);
  try {
    const queued = { kind: 'account-ready' as MailKind, ...mail };
    await localStore(db).runTransaction(async (transaction) => queueMail(await openOutbox(transaction, at, [queued]), queued, at));
  } finally {
    db.close();
  }
}
