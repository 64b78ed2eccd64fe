// A franchisee or contributor application as the server takes it (issue 22,
// ADR 014): the submitApplication callable and the local FormsService run
// this after checking the form with its service schema. The limits come
// first, in a transaction of their own (ADR 021): a refused call costs no
// password hash and no render. Then one transaction stores the application
// (unverified, the server's time), its password hash in a create-only secret only the server reads
// (the console never downloads it), the 48-hour link token, and the
// verification mail in the applicant's language. The link's handler marks the
// application verified: only then does it reach the console.
import { isLanguage, type Language } from '../languages';
import type { RejectReason } from '../moderation';
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_DECLARATIONS,
  parseLanguage,
  randomUid,
  secretRef,
  text,
  type ApprovedRole,
  type PasswordHash,
} from './approval-records';
import { siteLink } from './links';
import { openOutbox, queueMail, type RenderedMail } from './mail';
import type { DocRef, Store, StoreTransaction } from './store';
import { newToken, sha256Hex, storeToken } from './tokens';
import { GLOBAL_LIMITS, RATE_LIMITS } from '../limits';
import { clientLimits, globalLimit, requireRateLimits } from './rate-limits';
import { VERIFY_PATH, type PendingLink, type Resender, type TokenHandler } from './verify';

/** The mails of an application's life, rendered by src/mail (the render port keeps React out of the rules). */
export type ApplicationMail =
  | { template: 'verify-application'; language: Language; link: string }
  | { template: 'account-ready'; language: Language; link: string; firstName: string }
  | { template: 'application-rejected'; language: Language; firstName: string; reason: RejectReason; note: string };

export type RenderApplicationMail = (mail: ApplicationMail) => Promise<RenderedMail>;

export interface MailPorts {
  /** The site's origin, for the links (SITE_ORIGIN in the functions, the page's origin locally). */
  origin: string;
  render: RenderApplicationMail;
}

export interface ApplicationSubmission {
  role: ApprovedRole;
  /** The form's fields as its service schema returned them (email lowercased), without the password. */
  fields: Record<string, unknown> & { email: string; language: Language };
  /** The password the form sent: hashed by `ports.hash` once the limits allow the call, never stored as sent. */
  password: string;
}

export interface ApplicationPorts extends MailPorts {
  /** PBKDF2 of the password (the callable's PASSWORD_HASH_ROUNDS): the costly step, run after the limits. */
  hash: (password: string) => Promise<PasswordHash>;
}

/**
 * Stores a checked application, unverified, and mails its verification link.
 * Limited per client (RATE_LIMITS.application; `client` is the callable's
 * address, the local backend's browser id; an IPv6 client's /56 and /48 too),
 * per address (RATE_LIMITS.applicationAddress), all hashed, never stored
 * raw, and across all clients (GLOBAL_LIMITS.application); a refusal by one
 * counts nothing under the others.
 */
export async function submitApplication(store: Store, submission: ApplicationSubmission, now: Date, ports: ApplicationPorts, client: string): Promise<{ id: string }> {
  const { fields, role } = submission;
  const email = text(fields.email).toLowerCase();
  const language = parseLanguage(fields.language);
  const limits = [
    ...(await clientLimits('application', client, RATE_LIMITS.application)),
    { key: `application-address_${await sha256Hex(email)}`, rule: RATE_LIMITS.applicationAddress },
    globalLimit('application', GLOBAL_LIMITS.application),
  ];
  await store.runTransaction((transaction) => requireRateLimits(transaction, limits, now));
  const password = await ports.hash(submission.password);
  const application: DocRef = { collection: APPLICATION_COLLECTIONS[role], id: randomUid() };
  const token = await newToken();
  const link = siteLink(ports.origin, VERIFY_PATH, language, { token: token.raw });
  const rendered = await ports.render({ template: 'verify-application', language, link });
  await store.runTransaction(async (transaction) => {
    const outbox = await openOutbox(transaction, now, [{ to: email, kind: 'verify-application' }]);
    transaction.set(application, { ...fields, email, language, emailVerified: false, verifiedAt: null, submittedAt: now });
    transaction.set(secretRef(application), { password: { ...password } });
    storeToken(transaction, token, { purpose: 'verify-application', email, subject: application, language }, now);
    queueMail(outbox, { to: email, kind: 'verify-application', language, rendered }, now);
  });
  return { id: application.id };
}

const isApplicationCollection = (collection: string) => Object.values(APPLICATION_COLLECTIONS).includes(collection);

/** The 'verify-application' link: the application is verified, and so reaches the console. */
export const verifyApplication: TokenHandler = async (transaction, token, now) => {
  if (!isApplicationCollection(token.subject.collection)) return;
  const application = await transaction.get(token.subject);
  // Approved, rejected or resent meanwhile: nothing left to mark (the address is proven all the same).
  if (!application || application['emailVerified'] === true) return;
  if (text(application['email']).toLowerCase() !== token.email) return;
  const { password, ...fields } = application;
  // An application stored before issue 22 kept its hash inline: it moves to the secret, so the console never downloads it.
  if (password !== undefined) transaction.set(secretRef(token.subject), { password });
  transaction.set(token.subject, { ...fields, emailVerified: true, verifiedAt: now });
};

/** Unverified applications under this address, in both collections (one stored before issue 22 has no flag: unverified). */
async function pendingApplications(transaction: StoreTransaction, email: string, fallback: Language): Promise<PendingLink[]> {
  const pending: PendingLink[] = [];
  for (const declared of APPLICATION_DECLARATIONS) {
    for (const id of await transaction.findIds(declared, 'email', [email], 10)) {
      const subject = { collection: declared.path, id };
      const data = await transaction.get(subject);
      if (data && data['emailVerified'] !== true) pending.push({ subject, language: isLanguage(data['language']) ? data['language'] : fallback });
    }
  }
  return pending;
}

/** Resending an application's verification link. */
export function applicationResender(render: RenderApplicationMail): Resender {
  return {
    pending: pendingApplications,
    mail: async (link, language) => ({ kind: 'verify-application', rendered: await render({ template: 'verify-application', language, link }) }),
  };
}
