// The /verify?token=… links (issue 22): one rule for every purpose a link
// confirms (an application's address, a subscription's double opt-in, a
// member's new address). verifyLink checks the token, runs the handler its
// purpose registers, and marks the token used, in one transaction; the page
// shows the outcome. resendLinks mails a fresh link for whatever still waits
// on an address, limited per address and per client (issue 23: the
// callable's hashed IP address, the local browser id), and answers the same
// whether or not anything waits (nobody learns who applied or subscribed).
//
// Each backend's handler ports carry the registries (HandlerPorts.linkHandlers
// and resenders: functions/src/verification.ts, src/services/local/call-local.ts):
// adding a purpose is one entry in each.
import type { Language } from '../languages';
import { siteLink } from './links';
import { openOutbox, queueMail, type MailKind, type RenderedMail } from './mail';
import { GLOBAL_LIMITS, RATE_LIMITS } from '../limits';
import { clientLimits, globalLimit, rateRefusal, takeRateLimits, type RateLimit } from './rate-limits';
import type { DocRef, Store, StoreTransaction } from './store';
import { checkToken, markUsed, newToken, sha256Hex, storeToken, tokenIdOf, type NewToken, type TokenPurpose, type TokenRecord } from './tokens';

/** The page every confirmation link opens (paths.verify). */
export const VERIFY_PATH = '/verify';

/**
 * What a valid link does, inside verifyLink's transaction: its reads first,
 * then its writes. verifyLink marks the token used after it.
 */
export type TokenHandler = (transaction: StoreTransaction, token: TokenRecord, now: Date) => Promise<void>;
export type TokenHandlers = Partial<Record<TokenPurpose, TokenHandler>>;

/** What the /verify page shows. */
export type VerifyOutcome =
  | { status: 'done'; purpose: TokenPurpose }
  /** A second click: already confirmed, not an error. */
  | { status: 'already-used'; purpose: TokenPurpose }
  /** Too late: the page offers a new link. */
  | { status: 'expired'; purpose: TokenPurpose }
  /** Malformed, forged, mistyped, or of a purpose /verify does not confirm. */
  | { status: 'invalid' };

export async function verifyLink(store: Store, rawToken: unknown, now: Date, handlers: TokenHandlers): Promise<VerifyOutcome> {
  const id = await tokenIdOf(rawToken);
  const purposes = Object.keys(handlers) as TokenPurpose[];
  return store.runTransaction(async (transaction): Promise<VerifyOutcome> => {
    const check = await checkToken(transaction, id, purposes, now);
    switch (check.status) {
      case 'valid': {
        const { purpose } = check.token;
        const handler = handlers[purpose];
        if (!handler) return { status: 'invalid' };
        await handler(transaction, check.token, now);
        markUsed(transaction, check.id, now);
        return { status: 'done', purpose };
      }
      case 'used':
        return { status: 'already-used', purpose: check.token.purpose };
      case 'expired':
        return { status: 'expired', purpose: check.token.purpose };
      default:
        return { status: 'invalid' };
    }
  });
}

/** Something that waits on an address's confirmation: what a new link would confirm, and in which language to write. */
export interface PendingLink {
  subject: DocRef;
  language: Language;
}

/** How one purpose resends its link. */
export interface Resender {
  /** Reads only: what still waits on this (lowercased) address; `fallback` is the language of a record that names none. */
  pending(transaction: StoreTransaction, email: string, fallback: Language): Promise<PendingLink[]>;
  /** The mail carrying a new link, in the recipient's language (rendered before the transaction that queues it). */
  mail(link: string, language: Language): Promise<{ kind: MailKind; rendered: RenderedMail }>;
}
export type Resenders = Partial<Record<TokenPurpose, Resender>>;

/** Resending: at most this many requests per address per hour. */
export const RESEND_LIMIT: RateLimit = { limit: 3, windowMs: 60 * 60 * 1000 };

export type ResendOutcome = { status: 'sent' } | { status: 'limited'; retryAt: Date };

interface Found extends PendingLink {
  purpose: TokenPurpose;
}

/** A subject no record has: prepared like a real link, then found not pending and dropped. */
const NO_SUBJECT: DocRef = { collection: 'none', id: '' };
const decoy = (resenders: Resenders, language: Language): Found[] =>
  (Object.keys(resenders) as TokenPurpose[]).slice(0, 1).map((purpose) => ({ purpose, subject: NO_SUBJECT, language }));

async function findPending(transaction: StoreTransaction, email: string, fallback: Language, resenders: Resenders): Promise<Found[]> {
  const found: Found[] = [];
  for (const [purpose, resender] of Object.entries(resenders) as [TokenPurpose, Resender][]) {
    for (const link of await resender.pending(transaction, email, fallback)) found.push({ ...link, purpose });
  }
  return found;
}

const sameSubject = (a: DocRef, b: DocRef) => a.collection === b.collection && a.id === b.id;

/**
 * Mails a new link for everything still waiting on `email`. The limits count
 * every request, pending or not, under a hash of the address (RESEND_LIMIT)
 * and of the `client` (RATE_LIMITS.resend: one sender cycling through
 * addresses); a refusal by either counts nothing. The answer is 'sent' either
 * way unless a limit says when to try again. `language` is the page's, for a
 * record that names none.
 */
export async function resendLinks(
  store: Store,
  request: { email: string; language: Language },
  now: Date,
  origin: string,
  resenders: Resenders,
  client: string,
): Promise<ResendOutcome> {
  const { email, language } = request;
  const address = email.trim().toLowerCase();
  const limits = [
    { key: `resend-${await sha256Hex(address)}`, rule: RESEND_LIMIT },
    ...(await clientLimits('resend-client', client, RATE_LIMITS.resend)),
    globalLimit('resend', GLOBAL_LIMITS.resend),
  ];
  const first = await store.runTransaction(async (transaction) => {
    const pending = await findPending(transaction, address, language, resenders);
    return { pending, decision: await takeRateLimits(transaction, limits, now) };
  });
  if (!first.decision.allowed) {
    // The ceiling across all clients is no answer about this address: the site is busy (ADR 028).
    if (first.decision.reason) throw rateRefusal(first.decision);
    return { status: 'limited', retryAt: first.decision.retryAt };
  }

  // Tokens and mails are made before the transaction (hashing and rendering are async).
  // With nothing pending, one decoy is made and discarded the same way, so the
  // time the answer takes does not tell whether this address applied or subscribed.
  const prepared = await Promise.all(
    (first.pending.length > 0 ? first.pending : decoy(resenders, language)).map(async (item) => {
      const token: NewToken = await newToken();
      const link = siteLink(origin, VERIFY_PATH, item.language, { token: token.raw });
      return { item, token, mail: await resenders[item.purpose]!.mail(link, item.language) };
    }),
  );
  await store.runTransaction(async (transaction) => {
    // Whatever was confirmed, approved or withdrawn meanwhile gets no new link.
    const still = await findPending(transaction, address, language, resenders);
    const outbox = await openOutbox(transaction, now, prepared.map(({ mail }) => ({ to: address, kind: mail.kind })));
    for (const { item, token, mail } of prepared) {
      if (!still.some((other) => other.purpose === item.purpose && sameSubject(other.subject, item.subject))) continue;
      storeToken(transaction, token, { purpose: item.purpose, email: address, subject: item.subject, language: item.language }, now);
      queueMail(outbox, { to: address, kind: mail.kind, language: item.language, rendered: mail.rendered }, now);
    }
  });
  return { status: 'sent' };
}
