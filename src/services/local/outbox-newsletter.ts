// The local outbox page's "Send a test newsletter" (issue 22): the server's
// newsletter rule (src/domain/server/newsletter.ts) over the local tables, so
// the outbox shows it reaching confirmed subscribers only, each with its own
// unsubscribe link and the one-click headers. Part of the local OutboxService.
import { sendNewsletter } from '../../domain/server/newsletter';
import type { LocalContext } from './context';
import { localStore } from './server-ports';
import { localMailPorts, renderLocalConsentMail } from './mail-ports';

/** Queues the test newsletter; how many mails it queued. */
export function createTestNewsletter({ db, now }: Pick<LocalContext, 'db' | 'now'>): { sendTestNewsletter(): Promise<number> } {
  return {
    sendTestNewsletter: () => sendNewsletter(localStore(db), renderLocalConsentMail, { now: now(), origin: localMailPorts().origin }),
  };
}
