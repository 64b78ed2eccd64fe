// Fixed-window rate limits the server rules keep in Store documents
// (rateLimits/{key}): how many times an action ran in the current window.
// Issue 22 limits verification mails per address and per hour; issue 23 uses
// the same counter for posts and forms. Keys hold no raw address: callers
// pass a hash or an id.
import { timeOf, type DocRef, type StoreTransaction } from './store';

export const RATE_LIMIT_COLLECTION = 'rateLimits';

export interface RateLimit {
  /** At most this many actions... */
  limit: number;
  /** ...per window of this many milliseconds. */
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAt: Date };

const limitRef = (key: string): DocRef => ({ collection: RATE_LIMIT_COLLECTION, id: key });

/**
 * Counts one action under `key` if the window allows it. Reads before it
 * writes, so call it among a transaction's reads; the count is written only
 * when allowed.
 */
export async function takeRateLimit(transaction: StoreTransaction, key: string, rule: RateLimit, now: Date): Promise<RateDecision> {
  const stored = await transaction.get(limitRef(key));
  const start = timeOf(stored?.['windowStart']);
  const count = typeof stored?.['count'] === 'number' ? stored['count'] : 0;
  const current = start !== null && now.getTime() - start < rule.windowMs;
  if (current && count >= rule.limit) return { allowed: false, retryAt: new Date(start + rule.windowMs) };
  transaction.set(limitRef(key), current ? { windowStart: new Date(start), count: count + 1 } : { windowStart: now, count: 1 });
  return { allowed: true };
}
