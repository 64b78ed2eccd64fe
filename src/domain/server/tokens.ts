// The tokens of the links the site mails (issue 22): /verify?token=… (an
// application's address, a subscription's double opt-in) and
// /unsubscribe?token=…. A token is 32 random bytes, base64url; only its
// SHA-256 is stored, as the id of its emailTokens document, so the database
// never holds a working link. The functions and the local backend both run
// this code (ADR 012) over their Store.
//
// A verification token works once and for 48 hours; an unsubscribe token
// works as long as CASL asks (60 days after its message) and more, and
// answers "already unsubscribed" the second time rather than "used".
import { DAY_MS, LINK_LIFETIME, RETENTION_DAYS } from '../model/retention';
import type { z } from 'zod/mini';
import { docRef, type DocRef, type StoreTransaction } from './store';
import { collections } from '../model/collections';
import type { TOKEN_PURPOSES } from '../model/form-collections';

export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

const HOUR = 60 * 60 * 1000;
const VERIFICATION = LINK_LIFETIME.verificationHours * HOUR;

/** How long each kind of link works. */
export const TOKEN_LIFETIME: Readonly<Record<TokenPurpose, number>> = {
  'verify-application': VERIFICATION,
  'confirm-subscription': VERIFICATION,
  // The local backend's stand-in for Firebase's own email-change link, which also expires within days.
  'verify-email-change': VERIFICATION,
  // CASL: an unsubscribe mechanism must work for at least 60 days after the message is sent.
  unsubscribe: LINK_LIFETIME.unsubscribeDays * DAY_MS,
  // A saved pattern's own link (ADR 036): confirmed like a subscription.
  'confirm-alert': VERIFICATION,
  // The renew link of an alert mail: it works as long as the alert could last, and again each time.
  'renew-alert': RETENTION_DAYS.patternAlert * DAY_MS,
};

/** Tokens that stop working once used (an unsubscribe link may be opened again). */
const SINGLE_USE: ReadonlySet<TokenPurpose> = new Set<TokenPurpose>(['verify-application', 'confirm-subscription', 'verify-email-change', 'confirm-alert']);

/** A stored token, as its declaration reads it (src/domain/model/form-collections.ts). */
export type TokenRecord = z.output<typeof collections.emailTokens.schema>;

/** A token as mailed (`raw`, in the link) and as stored (`id`, its hash). */
export interface NewToken {
  raw: string;
  id: string;
}

const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The SHA-256 of a text, in hex: a token's id, a rate limit's key for an address. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh token: 256 random bits. Hashing is async, so tokens are made before a transaction. */
export async function newToken(): Promise<NewToken> {
  const raw = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { raw, id: await sha256Hex(raw) };
}

/** The stored id of a token from a link, or null when it cannot be one (malformed). */
export async function tokenIdOf(raw: unknown): Promise<string | null> {
  if (typeof raw !== 'string' || !RAW_TOKEN.test(raw)) return null;
  return sha256Hex(raw);
}

export const tokenRef = (id: string) => docRef(collections.emailTokens, id);

/** Stores a new token for `purpose`, working from `now` for its lifetime. */
export function storeToken(
  transaction: StoreTransaction,
  token: NewToken,
  record: { purpose: TokenPurpose; email: string; subject: DocRef; language: string; scope?: string },
  now: Date,
): void {
  transaction.set(tokenRef(token.id), {
    purpose: record.purpose,
    email: record.email,
    subject: { collection: record.subject.collection, id: record.subject.id },
    language: record.language,
    scope: record.scope ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME[record.purpose]),
    usedAt: null,
  });
}

/** Why a link does not work, or that it does. */
export type TokenCheck =
  | { status: 'valid'; id: string; token: TokenRecord }
  | { status: 'used'; token: TokenRecord }
  | { status: 'expired'; token: TokenRecord }
  /** Well formed, but no such token was ever issued (forged, mistyped, or purged). */
  | { status: 'unknown' }
  | { status: 'malformed' };

/**
 * Reads the token of a link inside a transaction and says whether it works
 * for `purposes`. It changes nothing: the caller marks a single-use token
 * used (markUsed) in the same transaction as what the token does.
 */
export async function checkToken(
  transaction: StoreTransaction,
  id: string | null,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<TokenCheck> {
  if (id === null) return { status: 'malformed' };
  const token = await transaction.get(tokenRef(id));
  if (!token || !purposes.includes(token.purpose)) return { status: 'unknown' };
  if (token.usedAt !== null && SINGLE_USE.has(token.purpose)) return { status: 'used', token };
  if (token.expiresAt.getTime() <= now.getTime()) return { status: 'expired', token };
  return { status: 'valid', id, token };
}

/** Marks a token used at `now` (a single-use token then answers 'used'). */
export function markUsed(transaction: StoreTransaction, id: string, now: Date): void {
  transaction.update(tokenRef(id), { usedAt: now });
}
