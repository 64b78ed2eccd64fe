// The local backend's outbox (issue 22): the `mail` collection the server rules
// queue into (src/domain/server/mail.ts) is the outbox table here, and the
// /outbox page lists it, since nothing leaves this browser. Records are read
// as untrusted: one that is not a mail is left out, not shown half. The
// admin digest can be sent from here at will (src/domain/server/digest.ts),
// and a test newsletter (outbox-newsletter.ts).
import { z } from 'zod/mini';
import type { OutboxMail, OutboxService } from '../api';
import { LANGUAGES } from '../../domain/languages';
import { timeOf } from '../../domain/server/store';
import type { LocalContext } from './context';
import type { ServerRecord } from './db';
import { createTestNewsletter } from './outbox-newsletter';
import { localCounter, localStore } from './server-ports';

const storedMail = z.object({
  id: z.string(),
  to: z.string(),
  message: z.object({
    subject: z.string(),
    html: z.string(),
    text: z.string(),
  }),
  language: z.enum(LANGUAGES),
  createdAt: z.unknown(),
});

function outboxMail(record: ServerRecord): OutboxMail | null {
  const parsed = storedMail.safeParse(record);
  const sentAt = parsed.success ? timeOf(parsed.data.createdAt) : null;
  if (!parsed.success || sentAt === null) return null;
  const { id, to, message, language } = parsed.data;
  return {
    id,
    to,
    subject: message.subject,
    language,
    sentAt: new Date(sentAt).toISOString(),
    html: message.html,
    text: message.text,
  };
}

export function createOutboxService({ db, watch, now }: LocalContext): OutboxService {
  return {
    ...createTestNewsletter({ db, now }),
    async sendDigestNow() {
      // Loaded when asked: the backend's own chunk carries no React Email.
      const [{ sendAdminDigest }, { renderAdminDigest }] = await Promise.all([import('../../domain/server/digest'), import('../../mail/templates/admin-digest')]);
      const store = { ...localStore(db), ...localCounter(db) };
      return sendAdminDigest(store, renderAdminDigest, { now: now(), origin: globalThis.location.origin, once: 'on-demand' });
    },
    watchOutbox: (callback, onError) =>
      watch.tables(
        ['outbox'],
        async () => (await db.outbox.orderBy('createdAt').reverse().toArray()).flatMap((record) => outboxMail(record) ?? []),
        callback,
        onError,
      ),
  };
}
