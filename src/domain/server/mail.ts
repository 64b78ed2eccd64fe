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
import type { Language } from '../languages';
import type { DocRef, StoreTransaction } from './store';
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

export const mailRef = (id: string): DocRef => ({ collection: collections.mail.path, id });

/**
 * Queues a mail in the transaction. A commercial kind is refused here: it
 * goes only through the subscriptions' own sender, which checks that the
 * address confirmed that purpose (nothing commercial to an unconfirmed address).
 */
export function queueMail(
  transaction: StoreTransaction,
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
  transaction.set(mailRef(id), { ...document });
  return id;
}
