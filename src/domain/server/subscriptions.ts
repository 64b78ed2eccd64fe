// Subscriptions through the server, with double opt-in (issue 22, CASL; ADR
// 015). Run by the requestSubscription and setMemberSubscriptions callables'
// handlers (handlers-consent.ts), on both backends.
// - A visitor's grant (hub, newsletter page) records the purpose as
//   UNCONFIRMED, appends a grant record, issues a confirm-subscription token
//   and queues the confirmation request, in one transaction. Nothing
//   commercial goes to the address until it confirms through /verify.
// - The limits come before any answer and any render (ADR 021): per client
//   (RATE_LIMITS.subscription, with its IPv6 /56 and /48 tiers, ADR 028), per
//   address (RESEND_LIMIT) and across all clients (GLOBAL_LIMITS.subscription),
//   refused with when to try again. The confirmation request draws on the
//   anonymous mail budget: past it, it is dropped (mail.ts). Then a confirmed purpose answers 'already-registered'
//   (spec §8); an unconfirmed one is asked again.
// - A visitor's form never changes the language or postal code of an address
//   that confirmed something: they are kept with the pending purpose and
//   take effect through the address's own confirmation link (or the profile).
// - A member's grant from the profile is confirmed at once when their record
//   proves the address (a verified application, a verified email change, a
//   followed link); otherwise it waits for the address's own link, as a
//   visitor's does.
import { CURRENT_WORDING, isListPurpose, wordingText, type ConsentPurpose, type GrantSource, type ListPurpose } from '../consent';
import { isLanguage, type Language } from '../languages';
import { FIELDS } from '../model/schemas';
import { isAddressProven, memberRef } from './approval-records';
import { CallableError } from './callable-error';
import {
  appendConsentRecord,
  MEMBER_FLAG,
  readSubscriber,
  requireGrantWording,
  statusOf,
  writeSubscriber,
  type ConsentEvent,
  type PurposeState,
  type Subscriber,
} from './consent-records';
import { siteLink } from './links';
import { GLOBAL_LIMITS, RATE_LIMITS } from '../limits';
import { openOutbox, queueMail, type RenderedMail } from './mail';
import { clientLimits, globalLimit, requireRateLimits, type RateLimit } from './rate-limits';
import type { Store, StoreTransaction } from './store';
import { newToken, sha256Hex, storeToken, type NewToken, type TokenRecord } from './tokens';
import { VERIFY_PATH } from './verify';
import type { ConsentMailTemplate } from './consent-mail-templates';
import { collections } from '../model/collections';

/** The mails of the consent rules (consent-mail-templates.ts), rendered outside the transaction by src/mail. */
export type { ConsentMailTemplate };

export type RenderConsentMail = (template: ConsentMailTemplate) => Promise<RenderedMail>;

/** Confirmation requests per address and hour: enough to retry, too few to flood someone's inbox. */
export const RESEND_LIMIT: RateLimit = { limit: 3, windowMs: 60 * 60 * 1000 };

export interface SubscriptionRequest {
  purpose: ListPurpose;
  email: string;
  postalCode: string | null;
  language: Language;
  wording: string;
  source: GrantSource;
}

export type SubscriptionOutcome = 'requested' | 'already-registered';

/** Canada Post's format: no D, F, I, O, Q or U anywhere, no W or Z first. */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;
const GRANT_SOURCES: readonly string[] = ['hub', 'newsletter-page'];

const invalid = (message: string) => new CallableError('invalid-argument', message);
const memberEmailOf = (member: Record<string, unknown>) => (typeof member['email'] === 'string' ? member['email'].toLowerCase() : '');

/**
 * A lowercased, trimmed address, or a refusal: the forms' own field shape
 * (FIELDS.email), so an address the forms refuse, one starting with `=` or
 * holding a `;` that a spreadsheet would split on, is refused here too.
 */
export function parseEmail(value: unknown): string {
  const parsed = FIELDS.email.safeParse(value);
  if (!parsed.success) throw invalid('Not a valid email.');
  return parsed.data;
}

function parseLanguage(value: unknown): Language {
  if (!isLanguage(value)) throw invalid('Unknown language.');
  return value;
}

/** The wording version sent, checked: a published version of this purpose (its text is the server's). */
function parseWording(value: unknown, purpose: ConsentPurpose, language: Language): string {
  if (wordingText(value, purpose, language) === null) throw invalid('Unknown consent wording.');
  return value as string;
}

export function parseSubscriptionRequest(payload: unknown): SubscriptionRequest {
  const data = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const { purpose, source } = data;
  if (!isListPurpose(purpose)) throw invalid('Unknown subscription.');
  if (typeof source !== 'string' || !GRANT_SOURCES.includes(source)) throw invalid('Unknown form.');
  const language = parseLanguage(data['language']);
  const postal = typeof data['postalCode'] === 'string' ? data['postalCode'].trim().toUpperCase() : '';
  if (purpose === 'offers' && !POSTAL_CODE.test(postal)) throw invalid('Not a valid postal code.');
  return {
    purpose,
    email: parseEmail(data['email']),
    postalCode: purpose === 'offers' ? postal : null,
    language,
    wording: parseWording(data['wording'], purpose, language),
    source: source as GrantSource,
  };
}

const pending = (request: SubscriptionRequest, now: Date): PurposeState => ({
  status: 'unconfirmed',
  wording: request.wording,
  language: request.language,
  ...(request.postalCode === null ? {} : { postalCode: request.postalCode }),
  source: request.source,
  grantedAt: now,
  confirmedAt: null,
  withdrawnAt: null,
});

/** What a visitor's form may set: the language and postal code of an address that has confirmed nothing. */
function formContact(base: Subscriber, request: SubscriptionRequest): Pick<Subscriber, 'language' | 'postalCode'> {
  if (Object.values(base.purposes).some((state) => state.status === 'confirmed')) return { language: base.language, postalCode: base.postalCode };
  return { language: request.language, postalCode: request.postalCode ?? base.postalCode };
}

export interface SubscriptionContext {
  now: Date;
  origin: string;
  /** Names the sender for RATE_LIMITS.subscription: the callable's client key, the local browser id; hashed, never stored. */
  client: string;
}

/** A visitor's grant: recorded unconfirmed, with its confirmation request queued in the same transaction. */
export async function requestSubscription(store: Store, render: RenderConsentMail, payload: unknown, context: SubscriptionContext): Promise<SubscriptionOutcome> {
  const request = parseSubscriptionRequest(payload);
  const { email, purpose, language } = request;
  requireGrantWording(request.wording, purpose, context.now);
  const limits = [
    ...(await clientLimits('subscribe-client', context.client, RATE_LIMITS.subscription)),
    { key: `subscribe_${await sha256Hex(email)}`, rule: RESEND_LIMIT },
    globalLimit('subscribe', GLOBAL_LIMITS.subscription),
  ];
  // Every try is counted before the address is answered for: no asking about addresses without end.
  const registered = await store.runTransaction(async (transaction) => {
    const subscriber = await readSubscriber(transaction, email);
    await requireRateLimits(transaction, limits, context.now);
    return statusOf(subscriber, purpose) === 'confirmed';
  });
  if (registered) return 'already-registered';
  const token = await newToken();
  const rendered = await render({ name: 'confirm-subscription', language, purpose, confirmUrl: siteLink(context.origin, VERIFY_PATH, language, { token: token.raw }) });
  return store.runTransaction(async (transaction) => {
    const subscriber = await readSubscriber(transaction, email);
    if (statusOf(subscriber, purpose) === 'confirmed') return 'already-registered';
    const outbox = await openOutbox(transaction, context.now, [{ to: email, kind: 'confirm-subscription' }]);
    const base: Subscriber = subscriber ?? { email, language, uid: null, postalCode: null, purposes: {} };
    writeSubscriber(transaction, { ...base, ...formContact(base, request), purposes: { ...base.purposes, [purpose]: pending(request, context.now) } });
    appendConsentRecord(transaction, { ...eventOf(base, request), action: 'grant', method: 'web form, awaiting confirmation' }, context.now);
    storeToken(transaction, token, { purpose: 'confirm-subscription', email, subject: { collection: collections.subscribers.path, id: email }, language, scope: purpose }, context.now);
    queueMail(outbox, { to: email, kind: 'confirm-subscription', language, rendered }, context.now);
    return 'requested';
  });
}

function eventOf(subscriber: Subscriber, request: SubscriptionRequest): Omit<ConsentEvent, 'action' | 'method'> {
  const { email, purpose, wording, language, source } = request;
  return { email, uid: subscriber.uid, purpose, wording, language, source };
}

/**
 * The /verify handler of a confirm-subscription link (verify.ts's registry;
 * verifyLink marks the token used): marks the purpose confirmed and appends a
 * confirmation record. A purpose withdrawn since the request stays withdrawn,
 * and one already confirmed is left as it is.
 */
export async function confirmSubscription(transaction: StoreTransaction, token: TokenRecord, now: Date): Promise<void> {
  const purpose = token.scope;
  if (!isListPurpose(purpose)) return;
  const subscriber = await readSubscriber(transaction, token.email);
  const state = subscriber?.purposes[purpose];
  if (!subscriber || state?.status !== 'unconfirmed') return;
  // The address's own link proves it: a member whose record holds this address is verified, and their record shows the subscription.
  const member = subscriber.uid ? await transaction.get(memberRef(subscriber.uid)) : null;
  if (subscriber.uid && member && memberEmailOf(member) === subscriber.email) {
    transaction.update(memberRef(subscriber.uid), { emailVerified: true, [MEMBER_FLAG[purpose]]: true });
  }
  // The address's own link: the language and postal code its form asked for take effect now.
  writeSubscriber(transaction, {
    ...subscriber,
    language: state.language,
    postalCode: state.postalCode ?? subscriber.postalCode,
    purposes: { ...subscriber.purposes, [purpose]: { ...state, status: 'confirmed', confirmedAt: now } },
  });
  const { wording, language, source } = state;
  appendConsentRecord(transaction, { email: subscriber.email, uid: subscriber.uid, purpose, action: 'confirm', wording, language, source, method: 'confirmation link' }, now);
}

export interface MemberSubscriptions {
  flags: Record<ListPurpose, boolean>;
  language: Language;
  /** The wording version the profile showed for each purpose. */
  wording: Record<ListPurpose, string>;
}

function parseMemberSubscriptions(payload: unknown): MemberSubscriptions {
  const data = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const { newsletter, offers } = data;
  if (typeof newsletter !== 'boolean' || typeof offers !== 'boolean') throw invalid('Subscriptions are true or false.');
  const language = parseLanguage(data['language']);
  const sent = (typeof data['wording'] === 'object' && data['wording'] !== null ? data['wording'] : {}) as Record<string, unknown>;
  const wording = (purpose: ListPurpose) => (sent[purpose] === undefined ? CURRENT_WORDING[purpose] : parseWording(sent[purpose], purpose, language));
  return { flags: { newsletter, offers }, language, wording: { newsletter: wording('newsletter'), offers: wording('offers') } };
}

/** What a member's grant needs to mail its confirmation request: the renderer and the site's origin. */
export interface MemberMailPorts {
  render: RenderConsentMail;
  origin: string;
}

type Granted = Partial<Record<ListPurpose, { token: NewToken; rendered: RenderedMail }>>;

/** The purposes a save grants that need the address's own link: the member's address is not proven and the purpose is not confirmed. */
async function unprovenGrants(store: Store, uid: string, request: MemberSubscriptions): Promise<{ email: string; purposes: ListPurpose[] }> {
  return store.runTransaction(async (transaction) => {
    const member = await transaction.get(memberRef(uid));
    if (!member || typeof member['email'] !== 'string' || isAddressProven(member)) return { email: '', purposes: [] };
    const email = member['email'].toLowerCase();
    const subscriber = await readSubscriber(transaction, email);
    return { email, purposes: (['newsletter', 'offers'] as const).filter((purpose) => request.flags[purpose] && statusOf(subscriber, purpose) !== 'confirmed') };
  });
}

/**
 * The signed-in member's own subscriptions, from the profile. The address is
 * the member record's, never the client's. A withdrawal takes effect at once.
 * A grant is confirmed at once ('signed-in member, verified address') when the
 * record proves the address (isAddressProven); otherwise (a member approved
 * before addresses were verified) it waits, unconfirmed, for the address's
 * own link, mailed as a visitor's request is: nothing commercial goes to an
 * address nobody has proven, and following the link proves it
 * (confirmSubscription). Each change is a consent record; the record's flags
 * show what is confirmed.
 */
export async function setMemberSubscriptions(store: Store, caller: { uid: string } | null | undefined, payload: unknown, now: Date, mail: MemberMailPorts): Promise<void> {
  if (!caller) throw new CallableError('permission-denied', 'Sign in to change your subscriptions.');
  const request = parseMemberSubscriptions(payload);
  const unproven = await unprovenGrants(store, caller.uid, request);
  const granted: Granted = {};
  for (const purpose of unproven.purposes) {
    const token = await newToken();
    const confirmUrl = siteLink(mail.origin, VERIFY_PATH, request.language, { token: token.raw });
    granted[purpose] = { token, rendered: await mail.render({ name: 'confirm-subscription', language: request.language, purpose, confirmUrl }) };
  }
  const limits = unproven.purposes.length > 0 ? [{ key: `subscribe_${await sha256Hex(unproven.email)}`, rule: RESEND_LIMIT }] : [];
  await store.runTransaction(async (transaction) => {
    const member = await transaction.get(memberRef(caller.uid));
    if (!member || typeof member['email'] !== 'string') throw new CallableError('not-found', 'No member record for this account.');
    const email = member['email'].toLowerCase();
    const proven = isAddressProven(member);
    const stored = await readSubscriber(transaction, email);
    // The member's own address, asked for signed in: a person's request, not an anonymous one (ADR 028).
    const outbox = proven || limits.length === 0 ? null : await openOutbox(transaction, now, [{ to: email, kind: 'confirm-subscription', budget: 'transactional' }]);
    // Confirmation requests to the member's own address count as a visitor's do (its reads come last: it writes).
    if (outbox) await requireRateLimits(transaction, limits, now);
    const next: Subscriber = { ...(stored ?? { email, postalCode: null, purposes: {} }), language: request.language, uid: caller.uid };
    const events: ConsentEvent[] = [];
    for (const purpose of ['newsletter', 'offers'] as const) {
      const state = next.purposes[purpose];
      const active = state !== undefined && state.status !== 'withdrawn';
      const base = { email, uid: caller.uid, purpose, language: request.language, source: 'profile' as const };
      const wording = request.wording[purpose];
      const mailed = granted[purpose];
      if (request.flags[purpose] && state?.status !== 'confirmed') requireGrantWording(wording, purpose, now);
      if (request.flags[purpose] && state?.status !== 'confirmed' && proven) {
        next.purposes[purpose] = { status: 'confirmed', wording, language: request.language, source: 'profile', grantedAt: now, confirmedAt: now, withdrawnAt: null };
        events.push({ ...base, wording, action: 'grant', method: 'signed-in member, verified address' });
        events.push({ ...base, wording, action: 'confirm', method: 'signed-in member, verified address' });
      } else if (request.flags[purpose] && state?.status !== 'confirmed' && outbox && mailed && unproven.email === email) {
        next.purposes[purpose] = { status: 'unconfirmed', wording, language: request.language, source: 'profile', grantedAt: now, confirmedAt: null, withdrawnAt: null };
        events.push({ ...base, wording, action: 'grant', method: 'signed-in member, awaiting confirmation' });
        const subject = { collection: collections.subscribers.path, id: email };
        storeToken(transaction, mailed.token, { purpose: 'confirm-subscription', email, subject, language: request.language, scope: purpose }, now);
        queueMail(outbox, { to: email, kind: 'confirm-subscription', budget: 'transactional', language: request.language, rendered: mailed.rendered }, now);
      } else if (!request.flags[purpose] && active) {
        next.purposes[purpose] = { ...state, status: 'withdrawn', withdrawnAt: now };
        events.push({ ...base, wording: state.wording, language: state.language, action: 'withdraw', method: 'profile' });
      }
    }
    writeSubscriber(transaction, next);
    for (const event of events) appendConsentRecord(transaction, event, now);
    const confirmed = (purpose: ListPurpose) => next.purposes[purpose]?.status === 'confirmed';
    transaction.update(memberRef(caller.uid), { [MEMBER_FLAG.newsletter]: confirmed('newsletter'), [MEMBER_FLAG.offers]: confirmed('offers'), language: request.language });
  });
}
