// A subscriber's consent as the server keeps it (issue 22, CASL): the
// subscriber/{email} document with each purpose's state, and the append-only
// consentRecords that prove every grant, confirmation and withdrawal. Only
// the server rules write either (firestore.rules refuse every client); the
// subscriptions, unsubscribe and newsletter rules share these helpers.
//
// subscriber/{email} keeps the spec's fields (§3: email, newsletter,
// specialOffers {registered, postalCode}) true only while the purpose is
// confirmed, beside `purposes.{purpose}` (status, the wording granted, the
// language, the source, the times) and `newsletterStatus`/`offersStatus`,
// the status alone, for the queries of the newsletter and the export.
import { CONSENT_PURPOSES, grantWording, wordingText, type ConsentAction, type ConsentMethod, type ConsentPurpose, type ConsentSource, type ListPurpose } from '../consent';
import { isLanguage, type Language } from '../languages';
import { memberRef } from './approval-records';
import { CallableError } from './callable-error';
import { docRef, timeOf, type DocRef, type StoredData, type StoreTransaction } from './store';
import { retentionMs } from '../model/retention';
import { collections } from '../model/collections';

export type SubscriptionStatus = 'unconfirmed' | 'confirmed' | 'withdrawn';

export interface PurposeState {
  status: SubscriptionStatus;
  /** The wording version the grant was made under. */
  wording: string;
  language: Language;
  /** An offers request's postal code, applied to the subscriber when the address confirms it. */
  postalCode?: string;
  source: ConsentSource;
  grantedAt: Date;
  confirmedAt: Date | null;
  withdrawnAt: Date | null;
  /** Pattern alerts only (ADR 036): when the last of the address's confirmed patterns ends; the purpose ends with it. */
  until?: Date;
}

export interface Subscriber {
  email: string;
  /** The language of the latest form: the one mails go out in. */
  language: Language;
  /** The member whose address this is, when a member subscribed from the profile. */
  uid: string | null;
  postalCode: string | null;
  purposes: Partial<Record<ConsentPurpose, PurposeState>>;
}

/** The document field holding a purpose's status alone (queried by the newsletter and the export). */
export const STATUS_FIELD = { newsletter: 'newsletterStatus', offers: 'offersStatus', alerts: 'alertsStatus' } as const satisfies Readonly<Record<ConsentPurpose, string>>;

/** The member record's flag of each list purpose (spec §3 ApprovedUsers); pattern alerts have none. */
export const MEMBER_FLAG: Readonly<Record<ListPurpose, string>> = { newsletter: 'subscribedToNewsletter', offers: 'subscribedToOffers' };

/** The member record's flag of a purpose, or null (pattern alerts). */
export const memberFlagOf = (purpose: ConsentPurpose): string | null => (purpose === 'alerts' ? null : MEMBER_FLAG[purpose]);

export const subscriberRef = (email: string): DocRef => ({ collection: collections.subscribers.path, id: email });

const STATUSES: readonly string[] = ['unconfirmed', 'confirmed', 'withdrawn'];

function dateOf(value: unknown): Date | null {
  const millis = timeOf(value);
  return millis === null ? null : new Date(millis);
}

function parsePurpose(value: unknown): PurposeState | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as StoredData;
  const grantedAt = dateOf(data['grantedAt']);
  const status = data['status'];
  if (typeof status !== 'string' || !STATUSES.includes(status) || grantedAt === null) return null;
  return {
    status: status as SubscriptionStatus,
    wording: String(data['wording'] ?? ''),
    language: isLanguage(data['language']) ? data['language'] : 'en-CA',
    ...(typeof data['postalCode'] === 'string' ? { postalCode: data['postalCode'] } : {}),
    source: String(data['source'] ?? '') as ConsentSource,
    grantedAt,
    confirmedAt: dateOf(data['confirmedAt']),
    withdrawnAt: dateOf(data['withdrawnAt']),
    ...(dateOf(data['until']) ? { until: dateOf(data['until'])! } : {}),
  };
}

/** The stored subscriber, or null. A record of the old shape (no purposes) holds no provable consent. */
export async function readSubscriber(transaction: StoreTransaction, email: string): Promise<Subscriber | null> {
  const data = await transaction.get(subscriberRef(email));
  return data ? parseSubscriber(email, data) : null;
}

/** A stored subscriber document as the rules read it. */
export function parseSubscriber(email: string, data: StoredData): Subscriber {
  const purposes = (typeof data['purposes'] === 'object' && data['purposes'] !== null ? data['purposes'] : {}) as StoredData;
  const offers = data['specialOffers'] as { postalCode?: unknown } | undefined;
  const parsed: Subscriber['purposes'] = {};
  for (const purpose of CONSENT_PURPOSES) {
    const state = parsePurpose(purposes[purpose]);
    if (state) parsed[purpose] = state;
  }
  return {
    email,
    language: isLanguage(data['language']) ? data['language'] : 'en-CA',
    uid: typeof data['uid'] === 'string' ? data['uid'] : null,
    postalCode: typeof offers?.postalCode === 'string' ? offers.postalCode : null,
    purposes: parsed,
  };
}

export const statusOf = (subscriber: Subscriber | null, purpose: ConsentPurpose): SubscriptionStatus | null =>
  subscriber?.purposes[purpose]?.status ?? null;

/**
 * When a purpose of the subscriber stops serving anything (ADR 029): an
 * unconfirmed one RETENTION_DAYS.unverifiedApplication after its request, a
 * withdrawn one at once. The purge drops such purposes (subscription-purge.ts),
 * and the document when none remains; a confirmed one lasts until withdrawn.
 */
export function purposeEnds(state: PurposeState): Date | null {
  if (state.status === 'unconfirmed') return new Date(state.grantedAt.getTime() + retentionMs('unverifiedApplication'));
  if (state.status === 'withdrawn') return state.withdrawnAt ?? state.grantedAt;
  return state.until ?? null;
}

/** The earliest end among the subscriber's purposes: the purge's time to look at the document again, or null (none ends). */
export function reviewAtOf(subscriber: Subscriber): Date | null {
  const ends = Object.values(subscriber.purposes).flatMap((state) => purposeEnds(state) ?? []);
  return ends.length === 0 ? null : new Date(Math.min(...ends.map((end) => end.getTime())));
}

/** Writes the whole subscriber document, the spec's flags and the queried statuses derived from the purposes. */
export function writeSubscriber(transaction: StoreTransaction, subscriber: Subscriber): void {
  const { newsletter, offers, alerts } = subscriber.purposes;
  transaction.set(subscriberRef(subscriber.email), {
    email: subscriber.email,
    language: subscriber.language,
    uid: subscriber.uid,
    newsletter: newsletter?.status === 'confirmed',
    specialOffers: { registered: offers?.status === 'confirmed', postalCode: subscriber.postalCode ?? '' },
    newsletterStatus: newsletter?.status ?? 'none',
    offersStatus: offers?.status ?? 'none',
    alertsStatus: alerts?.status ?? 'none',
    purposes: { ...subscriber.purposes },
    reviewAt: reviewAtOf(subscriber),
  });
}

export interface ConsentEvent {
  email: string;
  uid: string | null;
  purpose: ConsentPurpose;
  action: ConsentAction;
  /** A published wording version: its own text is stored beside it. */
  wording: string;
  language: Language;
  source: ConsentSource;
  method: ConsentMethod;
}

export const WORDING_RETIRED = 'The consent wording this page showed has been replaced. Reload the page, read the new wording, then try again.';

/**
 * The wording a new grant records, checked against the time (ADR 031): the
 * version the forms show now, or for a day the one it replaced; an older one
 * is refused with the reason 'wording-retired', which the forms answer by
 * asking to reload the page. A withdrawal never asks: it needs no wording.
 */
export function requireGrantWording(version: string, purpose: ConsentPurpose, now: Date): void {
  const status = grantWording(version, purpose, now);
  if (status === 'retired') throw new CallableError('failed-precondition', WORDING_RETIRED, null, 'wording-retired');
  if (status === 'unknown') throw new CallableError('invalid-argument', 'Unknown consent wording.');
}

/** Appends a consent record: never updated, never deleted, written by the server only. */
export function appendConsentRecord(transaction: StoreTransaction, event: ConsentEvent, now: Date): string {
  const id = crypto.randomUUID();
  transaction.set(
    docRef(collections.consentRecords, id),
    { ...event, wordingText: wordingText(event.wording, event.purpose, event.language) ?? '', at: now },
  );
  return id;
}

/**
 * Withdraws a purpose at once (CASL: within 10 business days; here, now):
 * the subscriber's state, the member's flag when the address is a member's
 * (read first: `memberExists`), and a withdraw record. False, and nothing
 * written, when the purpose is not active.
 */
export function withdrawPurpose(
  transaction: StoreTransaction,
  subscriber: Subscriber,
  purpose: ConsentPurpose,
  how: { source: ConsentSource; method: ConsentMethod; memberExists: boolean },
  now: Date,
): boolean {
  const state = subscriber.purposes[purpose];
  if (!state || state.status === 'withdrawn') return false;
  writeSubscriber(transaction, { ...subscriber, purposes: { ...subscriber.purposes, [purpose]: { ...state, status: 'withdrawn', withdrawnAt: now } } });
  const flag = memberFlagOf(purpose);
  if (subscriber.uid && how.memberExists && flag) transaction.update(memberRef(subscriber.uid), { [flag]: false });
  appendConsentRecord(
    transaction,
    { email: subscriber.email, uid: subscriber.uid, purpose, action: 'withdraw', wording: state.wording, language: state.language, source: how.source, method: how.method },
    now,
  );
  return true;
}
