// A member's address changes only once the new one is proven (issue 22), free
// of any SDK (ADR 012).
// - Production: the profile calls Firebase's verifyBeforeUpdateEmail, so Auth
//   changes the sign-in address only when the member follows Firebase's own
//   link. The member record then follows through the syncMemberEmail callable
//   (syncMemberEmail below), which reads the Auth user, never the client's
//   word, and copies a verified address only. Safe to call any time.
// - The local backend, which has no Firebase to send that link, does the same
//   with the site's own mail: requestEmailChange queues a 'verify-email-change'
//   mail to the new address with a /verify?token=… link, and emailChangeHandler
//   (the /verify page's handler for that purpose) changes the account and the
//   record when it is followed.
// Subscriptions stay with the address that consented (ADR 016): the new
// address subscribes, and confirms, on its own.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../languages';
import { PATTERNS } from '../limits';
import type { AuthUser } from './approval-ports';
import { isAddressProven, memberRef, memberUidsWithEmail } from './approval-records';
import { CallableError } from './callable-error';
import { siteLink } from './links';
import { openOutbox, queueMail, type RenderedMail } from './mail';
import { memberEmail, requireMember, type MemberCaller } from './member-data';
import { takeRateLimit } from './rate-limits';
import type { Store } from './store';
import { newToken, storeToken } from './tokens';
import { VERIFY_PATH, type TokenHandler } from './verify';

export const EMAIL_IN_USE = 'That email is already in use.';
export const INVALID_EMAIL = 'Not a valid email';
export const TOO_MANY_CHANGES = 'Too many email changes were asked for. Please try again later.';
/** Per member: enough for typos, too few to mail-bomb an address. */
const CHANGE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

export interface AccountAddress {
  email: string | null;
  /** Whether Auth has proven the address (Firebase's emailVerified). */
  emailVerified: boolean;
}

export interface MemberEmailAuth {
  /** The Auth user's address as Auth holds it; null when there is no such user. */
  getAccount(uid: string): Promise<AccountAddress | null>;
}

export type MemberEmailBackend = Store & MemberEmailAuth;

export interface EmailSync {
  /** The member's address after the call; null when Auth holds no verified one. */
  email: string | null;
  changed: boolean;
}

/** Copies the Auth user's verified address onto the member record. */
export async function syncMemberEmail(backend: MemberEmailBackend, caller: MemberCaller | null | undefined): Promise<EmailSync> {
  const { uid } = requireMember(caller);
  const account = await backend.getAccount(uid);
  const email = account?.email?.trim().toLowerCase() ?? '';
  // An address Auth has not verified is nobody's proof: the record keeps the old one.
  if (!account?.emailVerified || !email) return { email: null, changed: false };
  return backend.runTransaction(async (transaction) => {
    const member = await transaction.get(memberRef(uid));
    if (!member) return { email, changed: false };
    if (memberEmail(member) === email) {
      // Auth has proven the address the record holds (a member approved before verification who verified it since).
      if (!isAddressProven(member)) transaction.update(memberRef(uid), { emailVerified: true });
      return { email, changed: false };
    }
    const holders = await memberUidsWithEmail(transaction, [email]);
    if (holders.some((holder) => holder !== uid)) throw new CallableError('already-exists', EMAIL_IN_USE);
    transaction.update(memberRef(uid), { email, emailVerified: true });
    return { email, changed: true };
  });
}

// ---- The local backend's verification link ------------------------------------

export interface EmailChangeAuth {
  getUserByEmail(email: string): Promise<AuthUser | null>;
}

export type EmailChangeBackend = Store & EmailChangeAuth;

/** Renders the 'verify-email-change' mail in the recipient's language (src/mail/templates/verify-email-change.tsx). */
export type RenderEmailChange = (language: Language, data: { link: string; email: string }) => Promise<RenderedMail>;

export interface EmailChangeOptions {
  now: Date;
  /** The site's origin, which the link opens. */
  origin: string;
  render: RenderEmailChange;
}

function parseEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!new RegExp(PATTERNS.email).test(email)) throw new CallableError('invalid-argument', INVALID_EMAIL);
  return email;
}

/** Refuses an address that is another account's or another member record's, saying no more than that. */
async function requireFree(backend: EmailChangeBackend, uid: string, email: string): Promise<void> {
  const holder = await backend.getUserByEmail(email);
  const members = await backend.runTransaction((transaction) => memberUidsWithEmail(transaction, [email]));
  if ((holder && holder.uid !== uid) || members.some((member) => member !== uid)) throw new CallableError('already-exists', EMAIL_IN_USE);
}

/** Mails a link to the new address; nothing changes until it is followed. */
export async function requestEmailChange(
  backend: EmailChangeBackend,
  caller: MemberCaller | null | undefined,
  payload: { email: unknown },
  { now, origin, render }: EmailChangeOptions,
): Promise<void> {
  const { uid } = requireMember(caller);
  const email = parseEmail(payload.email);
  await requireFree(backend, uid, email);
  const stored = await backend.runTransaction((transaction) => transaction.get(memberRef(uid)));
  const language = isLanguage(stored?.['language']) ? stored['language'] : DEFAULT_LANGUAGE;
  const token = await newToken();
  const rendered = await render(language, { link: siteLink(origin, VERIFY_PATH, language, { token: token.raw }), email });
  await backend.runTransaction(async (transaction) => {
    const outbox = await openOutbox(transaction, now, [{ to: email, kind: 'verify-email-change' }]);
    const allowed = await takeRateLimit(transaction, `email-change_${uid}`, CHANGE_LIMIT, now);
    if (!allowed.allowed) throw new CallableError('failed-precondition', TOO_MANY_CHANGES);
    storeToken(transaction, token, { purpose: 'verify-email-change', email, subject: memberRef(uid), language }, now);
    queueMail(outbox, { to: email, kind: 'verify-email-change', language, rendered }, now);
  });
}

/** The accounts (Auth) half of a followed link, inside verifyLink's transaction (the local accounts table is in it). */
export interface EmailChangeAccounts {
  /** The uid of the account that signs in with this address, or null. */
  accountWith(email: string): Promise<string | null>;
  setAccountEmail(uid: string, email: string): Promise<void>;
}

/**
 * The /verify handler of a 'verify-email-change' link (verify.ts registers it
 * per backend; only the local one has it): the account's sign-in address and
 * the member record change together, in verifyLink's transaction, which marks
 * the token used. An address taken meanwhile is refused and nothing changes.
 */
export function emailChangeHandler(accounts: EmailChangeAccounts): TokenHandler {
  return async (transaction, token) => {
    const { email, subject } = token;
    const uid = subject.id;
    const member = await transaction.get(memberRef(uid));
    const members = await memberUidsWithEmail(transaction, [email]);
    const holder = await accounts.accountWith(email);
    if ((holder !== null && holder !== uid) || members.some((other) => other !== uid)) throw new CallableError('already-exists', EMAIL_IN_USE);
    await accounts.setAccountEmail(uid, email);
    if (member) transaction.update(memberRef(uid), { email, emailVerified: true });
  };
}
