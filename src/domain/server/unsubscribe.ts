// Unsubscribe without signing in (issue 22, CASL, RFC 8058). Every commercial
// mail carries an 'unsubscribe' token (90 days, stored hashed): the
// /unsubscribe page describes what the link stops, its one button withdraws,
// and the one-click POST of a mail client (functions/src/one-click.ts) does
// the same without JavaScript. Withdrawal takes effect at once and is a
// consent record; a second one changes nothing and says so.
import {
  isConsentPurpose,
  maskEmail,
  type BrokenLink,
  type ConsentMethod,
  type ConsentPurpose,
  type ConsentSource,
  type UnsubscribeResult,
  type UnsubscribeView,
} from '../consent';
import { memberRef } from './approval-records';
import { readSubscriber, statusOf, withdrawPurpose } from './consent-records';
import { readAddressAlerts } from './pattern-alerts';
import type { Store, StoreTransaction } from './store';
import { checkToken, tokenIdOf, type TokenRecord } from './tokens';

export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** The one-click endpoint (a Hosting rewrite to the oneClickUnsubscribe function). */
export const ONE_CLICK_PATH = '/api/unsubscribe';


type Found = { token: TokenRecord; purpose: ConsentPurpose } | BrokenLink;

async function findLink(transaction: StoreTransaction, id: string | null, now: Date): Promise<Found> {
  const check = await checkToken(transaction, id, ['unsubscribe'], now);
  if (check.status === 'expired') return { status: 'expired' };
  if (check.status !== 'valid' || !isConsentPurpose(check.token.scope)) return { status: 'invalid' };
  return { token: check.token, purpose: check.token.scope };
}

/** What the link would stop, for the GET page; changes nothing. */
export async function describeUnsubscribe(store: Store, raw: unknown, now: Date): Promise<UnsubscribeView> {
  const id = await tokenIdOf(raw);
  return store.runTransaction(async (transaction) => {
    const found = await findLink(transaction, id, now);
    if (!('token' in found)) return found;
    const status = statusOf(await readSubscriber(transaction, found.token.email), found.purpose);
    const active = status === 'confirmed' || status === 'unconfirmed';
    return { status: active ? 'active' : 'already-unsubscribed', purpose: found.purpose, maskedEmail: maskEmail(found.token.email) };
  });
}

/** Withdraws the link's purpose at once, with a consent record; an inactive one is left as it is. */
export async function unsubscribeByToken(
  store: Store,
  raw: unknown,
  how: { source: Extract<ConsentSource, 'unsubscribe-link' | 'one-click'>; method: Extract<ConsentMethod, 'unsubscribe link' | 'one-click unsubscribe'> },
  now: Date,
): Promise<UnsubscribeResult> {
  const id = await tokenIdOf(raw);
  return store.runTransaction(async (transaction) => {
    const found = await findLink(transaction, id, now);
    if (!('token' in found)) return found;
    const { token, purpose } = found;
    const subscriber = await readSubscriber(transaction, token.email);
    const memberExists = subscriber?.uid ? (await transaction.get(memberRef(subscriber.uid))) !== null : false;
    // Pattern alerts: every pattern the address saved ends with its consent (read here, deleted among the writes).
    const endAlerts = purpose === 'alerts' ? await readAddressAlerts(transaction, token.email) : null;
    const changed = subscriber !== null && withdrawPurpose(transaction, subscriber, purpose, { ...how, memberExists }, now);
    endAlerts?.();
    return { status: changed ? 'unsubscribed' : 'already-unsubscribed', purpose, maskedEmail: maskEmail(token.email) };
  });
}
