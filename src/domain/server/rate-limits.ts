// Fixed-window rate limits the server rules keep in Store documents
// (rateLimits/{key}): how many times an action ran in the current window.
// Issue 22 limits verification mails per address and per hour; issue 23 uses
// the same counter for posts and forms. Keys hold no raw address: callers
// pass a hash or an id.
import type { RefusalReason } from '../errors';
import { IPV6_TIERS } from '../limits';
import { CallableError } from './callable-error';
import { clientTiers } from './client-address';
import { sha256Hex } from './tokens';
import { docRef, timeOf, type StoreTransaction } from './store';
import { collections } from '../model/collections';

export interface RateLimit {
  /** At most this many actions... */
  limit: number;
  /** ...per window of this many milliseconds. */
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAt: Date; reason?: RefusalReason | null };

/** A limit under its key; `reason` names a refusal the page words otherwise than "too many tries" (a global ceiling, a piece's day). */
export interface KeyedLimit {
  key: string;
  rule: RateLimit;
  reason?: RefusalReason;
}

/**
 * A client's limits for an action (docs/decisions/028): its own key, and for
 * an IPv6 client the /56 and /48 that hold its /64, each at IPV6_TIERS'
 * multiple of the rule. Keys are `{action}_{SHA-256 of the key}`, the
 * client's own as before.
 */
export async function clientLimits(action: string, client: string, rule: RateLimit): Promise<KeyedLimit[]> {
  return Promise.all(
    clientTiers(client).map(async ({ prefix, key }) => {
      const factor = IPV6_TIERS.find((tier) => tier.prefix === prefix)?.factor ?? 1;
      return { key: `${action}_${await sha256Hex(key)}`, rule: { ...rule, limit: rule.limit * factor } };
    }),
  );
}

/** The ceiling of an action across every client (GLOBAL_LIMITS): past it the refusal says the site is busy. */
export const globalLimit = (action: string, rule: RateLimit): KeyedLimit => ({ key: `${action}-all`, rule, reason: 'site-busy' });

const limitRef = (key: string) => docRef(collections.rateLimits, key);

/**
 * Counts one action under `key` if the window allows it. Reads before it
 * writes, so call it among a transaction's reads; the count is written only
 * when allowed, with `note` beside it (a post's count names its message).
 */
export async function takeRateLimit(transaction: StoreTransaction, key: string, rule: RateLimit, now: Date, note: Record<string, string> = {}): Promise<RateDecision> {
  const stored = await transaction.get(limitRef(key));
  const next = nextRateWindow(stored, rule, now);
  if (!next.allowed) return next;
  transaction.set(limitRef(key), { windowStart: next.windowStart ?? now, count: next.count, ...note });
  return { allowed: true };
}

/**
 * The window after one more action, from a stored {windowStart, count}: the
 * same window counted once more (windowStart kept), a new one (windowStart
 * null: now, or the server's time where the client writes it: firestore.rules'
 * postLimits), or a refusal with when the window ends.
 */
export function nextRateWindow(
  stored: Record<string, unknown> | null | undefined,
  rule: RateLimit,
  now: Date,
): { allowed: true; windowStart: Date | null; count: number } | { allowed: false; retryAt: Date } {
  const start = timeOf(stored?.['windowStart']);
  const count = typeof stored?.['count'] === 'number' ? stored['count'] : 0;
  const current = start !== null && now.getTime() - start < rule.windowMs;
  if (!current) return { allowed: true, windowStart: null, count: 1 };
  if (count >= rule.limit) return { allowed: false, retryAt: new Date(start + rule.windowMs) };
  return { allowed: true, windowStart: new Date(start), count: count + 1 };
}

/**
 * Counts one action under every key only if each window allows it: all reads,
 * then all writes, so a refusal by one counts nothing under the others. The
 * refusal names the latest time the action is allowed again.
 */
export async function takeRateLimits(transaction: StoreTransaction, limits: readonly KeyedLimit[], now: Date): Promise<RateDecision> {
  const stored = await Promise.all(limits.map(({ key }) => transaction.get(limitRef(key))));
  const next = limits.map(({ rule }, index) => nextRateWindow(stored[index], rule, now));
  const refusals = next.flatMap((window, index) => (window.allowed ? [] : [{ at: window.retryAt.getTime(), reason: limits[index]!.reason ?? null }]));
  if (refusals.length > 0) {
    // A client's own limit speaks first ("too many tries"); otherwise the ceiling's reason.
    const reason = refusals.some((refusal) => refusal.reason === null) ? null : refusals[0]!.reason;
    return { allowed: false, retryAt: new Date(Math.max(...refusals.map((refusal) => refusal.at))), reason };
  }
  next.forEach((window, index) => {
    if (window.allowed) transaction.set(limitRef(limits[index]!.key), { windowStart: window.windowStart ?? now, count: window.count });
  });
  return { allowed: true };
}

/** takeRateLimit, refusing with 'resource-exhausted' and when to try again (the client's 'rate-limited'). */
export async function requireRateLimit(transaction: StoreTransaction, key: string, rule: RateLimit, now: Date, note: Record<string, string> = {}): Promise<void> {
  const decision = await takeRateLimit(transaction, key, rule, now, note);
  if (!decision.allowed) throw new CallableError('resource-exhausted', 'Too many tries.', decision.retryAt);
}

/** takeRateLimits, refusing as requireRateLimit does, with the latest time every window allows again. */
export async function requireRateLimits(transaction: StoreTransaction, limits: readonly KeyedLimit[], now: Date): Promise<void> {
  const decision = await takeRateLimits(transaction, limits, now);
  if (!decision.allowed) throw rateRefusal(decision);
}

/** A refused decision as the callable's refusal: 'resource-exhausted', when to try again, and the ceiling's reason if one spoke. */
export function rateRefusal(decision: Extract<RateDecision, { allowed: false }>): CallableError {
  const message = decision.reason ? 'The site is busy.' : 'Too many tries.';
  return new CallableError('resource-exhausted', message, decision.retryAt, decision.reason ?? null);
}
