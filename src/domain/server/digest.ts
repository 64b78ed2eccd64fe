// The admin digest (issue 22, item 8): once a day, each Admin gets a mail with
// the count of pending items in each of the console's five tabs, in the
// Admin's language, with a link to /admin, how many mails are held past
// their day's budget (mail-cap.ts) and how many were dropped the day before
// (ADR 028). Nothing is sent when nothing is pending, held or dropped, and an Admin whose record has `digestOptOut: true` gets none.
// "At most once a day" is a marker kept by the server: the day's rate-limit
// document (rateLimits/admin-digest-YYYY-MM-DD, the consortium's day in
// Halifax time), taken in the same transaction that queues the mails, so two
// runs on one day queue them once. The scheduled function runs this; the local
// backend's "Send digest now" (the outbox page) runs it without the marker,
// so it can be tried as often as wanted.
//
// Counting is bounded (ADR 009): a count query per tab, never the pending
// documents themselves.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../languages';
import { REVIEW_KINDS, type ReviewKind } from '../types';
import { APPLICATION_COLLECTIONS } from './approval-records';
import { siteLink } from './links';
import { consortiumDay, MAIL_BUDGET_NAMES, mailDayRef, openOutbox, queueMail, type RenderedMail } from './mail';
import { takeRateLimit } from './rate-limits';
import type { Store } from './store';
import { collections } from '../model/collections';

/** A count of the documents of a collection (or of every collection of that name: a collection group) that match. */
export interface CountQuery {
  collection: string;
  /** Every collection of that name, wherever it is (Firestore's collection group). */
  group?: boolean;
  /** Only the documents whose field equals the value. */
  where?: { field: string; value: string | boolean };
  /** Counted in this order, through the index the console's list reads (a document without the field is not counted, as in Firestore). */
  orderBy: string;
}

/** Counts without reading the documents (Firestore's count() aggregation). */
export interface StoreCounter {
  count(query: CountQuery): Promise<number>;
}

export type PendingCounts = Record<ReviewKind, number>;

/**
 * What each console tab counts, as the console lists it
 * (src/services/firebase/review-queues.ts). Applications: only verified
 * ones reach the console (ADR 014), and the digest counts those alone,
 * through the console's own index (emailVerified, verifiedAt).
 */
const VERIFIED = { field: 'emailVerified', value: true } as const;
const PENDING: Record<ReviewKind, CountQuery> = {
  franchisee: { collection: APPLICATION_COLLECTIONS.Franchisee, where: VERIFIED, orderBy: 'verifiedAt' },
  contributor: { collection: APPLICATION_COLLECTIONS.Contributor, where: VERIFIED, orderBy: 'verifiedAt' },
  pricing: { collection: collections.pricingInquiries.path, orderBy: 'createdAt' },
  contact: { collection: collections.contactSubmissions.path, orderBy: 'timestamp' },
  comment: { collection: collections.comments.name, group: true, where: { field: 'isApproved', value: false }, orderBy: 'timestamp' },
};

/** The pending count of each console tab. */
export async function pendingCounts(counter: StoreCounter): Promise<PendingCounts> {
  const [franchisee = 0, contributor = 0, pricing = 0, contact = 0, comment = 0] = await Promise.all(REVIEW_KINDS.map((kind) => counter.count(PENDING[kind])));
  return { franchisee, contributor, pricing, contact, comment };
}

/** How many mails wait past the day's cap (mail-cap.ts): counted, never read. */
export const heldMailCount = (counter: StoreCounter): Promise<number> => counter.count({ collection: collections.heldMail.path, orderBy: 'createdAt' });

/**
 * The mails dropped on the consortium's previous day (ADR 028): past the
 * anonymous budget or past an address's day cap, as each budget's day
 * document counts them. Read, never the mails (none was stored).
 */
export async function droppedMailCount(store: Store, now: Date): Promise<number> {
  const day = consortiumDay(new Date(now.getTime() - DAY_MS));
  const stored = await store.runTransaction((transaction) => Promise.all(MAIL_BUDGET_NAMES.map((budget) => transaction.get(mailDayRef(day, budget)))));
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return stored.reduce((sum, data) => {
    const dropped = (data?.['dropped'] ?? {}) as Record<string, unknown>;
    return sum + number(dropped['budget']) + number(dropped['address']);
  }, 0);
}

/** What the digest template is given. */
export interface AdminDigestData {
  locale: Language;
  counts: PendingCounts;
  /** Mails held past the day's cap (MAIL_DAILY_CAP), waiting for a later day. */
  heldMail: number;
  /** Mails dropped the day before (anonymous budget, address cap): counted, never sent. */
  droppedMail: number;
  /** The console, absolute, in the recipient's language. */
  adminUrl: string;
}

/** Renders the digest (src/mail/templates/admin-digest.tsx): a port, so the rules stay free of React. */
export type RenderAdminDigest = (data: AdminDigestData) => Promise<RenderedMail>;

export interface DigestOptions {
  now: Date;
  /** The site's origin, for the link to the console. */
  origin: string;
  /** Once a day (the scheduled function), or whenever asked (the local outbox's "Send digest now"). */
  once: 'per-day' | 'on-demand';
}

/** More Admins than the consortium will ever have; the digest reads no more records than this. */
export const MAX_DIGEST_ADMINS = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The consortium's calendar day (Atlantic time), YYYY-MM-DD: the key of the once-a-day marker. */
export const digestDay: (now: Date) => string = consortiumDay;

/** Queues the digest to every Admin who has not opted out; returns how many mails were queued. */
export async function sendAdminDigest(store: Store & StoreCounter, render: RenderAdminDigest, { now, origin, once }: DigestOptions): Promise<number> {
  const counts = await pendingCounts(store);
  const heldMail = await heldMailCount(store);
  const droppedMail = await droppedMailCount(store, now);
  if (heldMail === 0 && droppedMail === 0 && Object.values(counts).every((count) => count === 0)) return 0;
  // Rendered before the transaction, once per language: a transaction may run more than once.
  const rendered = new Map<Language, RenderedMail>();
  for (const locale of LANGUAGES) rendered.set(locale, await render({ locale, counts, heldMail, droppedMail, adminUrl: siteLink(origin, '/admin', locale) }));

  return store.runTransaction(async (transaction) => {
    const ids = await transaction.findIds(collections.approvedUsers, 'permissionLevel', ['Admin'], MAX_DIGEST_ADMINS);
    const admins = await Promise.all(ids.map((id) => transaction.get({ collection: collections.approvedUsers.path, id })));
    const outbox = await openOutbox(transaction, now, [{ to: null, kind: 'admin-digest' }]);
    // The day's marker: read last, as it is the transaction's first write.
    if (once === 'per-day') {
      const marker = await takeRateLimit(transaction, `admin-digest-${digestDay(now)}`, { limit: 1, windowMs: DAY_MS }, now);
      if (!marker.allowed) return 0;
    }
    let queued = 0;
    for (const admin of admins) {
      const email = admin?.['email'];
      if (!admin || typeof email !== 'string' || admin['permissionLevel'] !== 'Admin' || admin['digestOptOut'] === true) continue;
      const language = isLanguage(admin['language']) ? admin['language'] : DEFAULT_LANGUAGE;
      queueMail(outbox, { to: email, kind: 'admin-digest', language, rendered: rendered.get(language)! }, now);
      queued += 1;
    }
    return queued;
  });
}
