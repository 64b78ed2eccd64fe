// The one mail port (issue 22): the server rules decide what to send and
// queue it as a document of the `mail` collection, in the same transaction as
// the change it reports, so a mail is queued exactly when its change commits.
// Production: the Trigger Email extension (firestore-send-email) delivers
// those documents, with the emulators through a local SMTP inbox
// (docs/firebase.md); the local backend's `mail` is its outbox table, which
// the /outbox page lists. The document is the extension's shape (`to`,
// `message { subject, text, html }` and the SMTP `headers`, which the
// extension reads from the document's top level, not from `message`) plus
// what the outbox and the audit need: kind, language, whether it is
// commercial, and the time.
//
// Rendering (React Email, src/mail) happens before the transaction, through
// the MailRenderer port, so these rules stay free of React.
//
// The day's cap (MAIL_DAILY_CAP): the extension sends every document created
// in `mail`, whatever its fields, so a mail past the cap is written to
// `heldMail` instead, which nothing sends; the scheduled release
// (mail-cap.ts) moves it to `mail` on a later day. Each transaction that
// queues a mail first reads the day's count (openOutbox, among its reads).
import { MAIL_DAILY_CAP } from '../limits';
import type { Language } from '../languages';
import { docRef, type DocRef, type StoreTransaction } from './store';
import { collections } from '../model/collections';

/** Every mail the site sends. Commercial ones (CASL) only to confirmed subscribers. */
export type MailKind =
  | 'verify-application'
  | 'confirm-subscription'
  | 'account-ready'
  | 'application-rejected'
  | 'verify-email-change'
  | 'newsletter'
  | 'admin-digest'
  | 'notification';

export const COMMERCIAL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['newsletter']);

/** A rendered message: what every mail client gets, an HTML part and a plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailDocument {
  to: string;
  message: RenderedMail;
  /** Added to the SMTP message by the extension (RFC 8058 List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  kind: MailKind;
  language: Language;
  commercial: boolean;
  createdAt: Date;
}

export const mailRef = (id: string) => docRef(collections.mail, id);
export const heldMailRef = (id: string) => docRef(collections.heldMail, id);

/** The consortium's calendar day (Atlantic time), YYYY-MM-DD: the mail cap's day and the digest's. */
export function consortiumDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Halifax', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day's count of mails handed to the provider: rateLimits/mail-day-YYYY-MM-DD. */
export const mailDayRef = (day: string): DocRef => ({ collection: collections.rateLimits.path, id: `mail-day-${day}` });

/** A transaction's way to queue mail: it has read the day's count, so it knows when the cap is reached. */
export interface Outbox {
  readonly transaction: StoreTransaction;
  readonly day: string;
  /** Mails handed to the provider today, this transaction's included. */
  sent: number;
}

/** Reads the day's count: call it among the transaction's reads, before any write. */
export async function openOutbox(transaction: StoreTransaction, now: Date): Promise<Outbox> {
  const day = consortiumDay(now);
  const stored = await transaction.get(mailDayRef(day));
  const count = stored?.['count'];
  return { transaction, day, sent: typeof count === 'number' ? count : 0 };
}

/**
 * Counts one mail against the day's cap and says where it goes: `mail` (sent)
 * or, past the cap, `heldMail`. The digest is never held: it is what tells
 * the Admins that mail waits.
 */
export function takeMailSlot(outbox: Outbox, kind: MailKind): 'sent' | 'held' {
  if (outbox.sent >= MAIL_DAILY_CAP && kind !== 'admin-digest') return 'held';
  outbox.sent += 1;
  outbox.transaction.set(mailDayRef(outbox.day), { day: outbox.day, count: outbox.sent });
  return 'sent';
}

/**
 * Queues a mail in the outbox's transaction: to `mail`, or held past the
 * day's cap. A commercial kind is refused here: it goes only through the
 * subscriptions' own sender, which checks that the address confirmed that
 * purpose (nothing commercial to an unconfirmed address).
 */
export function queueMail(
  outbox: Outbox,
  mail: { to: string; kind: MailKind; language: Language; rendered: RenderedMail; headers?: Record<string, string> },
  now: Date,
  options: { commercialCheckedBy?: 'confirmed-subscription' } = {},
): string {
  const commercial = COMMERCIAL_KINDS.has(mail.kind);
  if (commercial && options.commercialCheckedBy !== 'confirmed-subscription') {
    throw new Error(`A ${mail.kind} mail goes only to a confirmed subscription.`);
  }
  const id = crypto.randomUUID();
  const document: MailDocument = {
    to: mail.to,
    message: { ...mail.rendered },
    ...(mail.headers ? { headers: mail.headers } : {}),
    kind: mail.kind,
    language: mail.language,
    commercial,
    createdAt: now,
  };
  const slot = takeMailSlot(outbox, mail.kind);
  outbox.transaction.set(slot === 'sent' ? mailRef(id) : heldMailRef(id), { ...document });
  return id;
}
