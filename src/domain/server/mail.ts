// The one mail port (issue 22): the server rules decide what to send and
// queue it as a document of the `mail` collection, in the same transaction as
// the change it reports, so a mail is queued exactly when its change commits.
// Production: the Trigger Email extension (firestore-send-email) delivers
// those documents, with the emulators through a local SMTP inbox
// (docs/firebase.md); the local backend's `mail` is its outbox table, which
// the /outbox page lists. The document is the extension's shape (`to`,
// `message { subject, text, html }` and the SMTP `headers`, which the
// extension reads from the document's top level, not from `message`) plus
// what the outbox and the audit need: kind, language, whether it is
// commercial, and the time.
//
// Rendering (React Email, src/mail) happens before the transaction, through
// the MailRenderer port, so these rules stay free of React.
//
// The day's budgets (MAIL_BUDGETS, docs/decisions/028): each kind of mail
// draws on a budget (BUDGET_OF_KIND; a rule may say otherwise for one mail),
// counted in its own document, so a flood on one budget neither fills nor
// locks another. The extension sends every document created in `mail`,
// whatever its fields, so a transactional or broadcast mail past its budget is
// written to `heldMail` instead, which nothing sends; the scheduled release
// (mail-cap.ts) moves it to `mail` on a later day, transactional first and
// newest first. An anonymous-triggered mail past its budget, or any mail past
// its address's daily cap (ADDRESS_DAILY_MAIL_CAP), is dropped and counted in
// the day's document, which the Admin digest reports. Each transaction that
// queues mail first reads the counts it will draw on (openOutbox, among its
// reads).
import { ADDRESS_DAILY_MAIL_CAP, MAIL_BUDGETS } from '../limits';
import type { Language } from '../languages';
import { docRef, timeOf, type DocRef, type StoreTransaction } from './store';
import { collections } from '../model/collections';
import { sha256HexSync } from './sha256';

/** Every mail the site sends. Commercial ones (CASL) only to confirmed subscribers. */
export type MailKind =
  | 'verify-application'
  | 'confirm-subscription'
  | 'account-ready'
  | 'application-rejected'
  | 'verify-email-change'
  | 'newsletter'
  | 'admin-digest'

  | 'notification'
  /** A partner's notice of the day's questions about its pieces, at most one an hour (piece-inquiry.ts). */
  | 'piece-inquiries'
  /** A saved pattern's confirmation request (ADR 036). */
  | 'confirm-alert'
  /** A listed piece fits a confirmed saved pattern (ADR 036): commercial. */
  | 'pattern-alert';

export const COMMERCIAL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['newsletter', 'pattern-alert']);

/** Which of the day's budgets a mail draws on (MAIL_BUDGETS). */
export type MailBudget = keyof typeof MAIL_BUDGETS;
export const MAIL_BUDGET_NAMES = Object.keys(MAIL_BUDGETS) as MailBudget[];

/**
 * Each kind's budget (docs/decisions/028). A confirmation request is
 * anonymous-triggered when a visitor's form asks for it; the profile's, for
 * a signed-in member's own address, says 'transactional' when it queues it.
 */
export const BUDGET_OF_KIND: Readonly<Record<MailKind, MailBudget>> = {
  'verify-application': 'transactional',
  'account-ready': 'transactional',
  'application-rejected': 'transactional',
  'verify-email-change': 'transactional',
  notification: 'transactional',
  'admin-digest': 'transactional',
  newsletter: 'broadcast',
  'confirm-subscription': 'anonymous',
  'piece-inquiries': 'anonymous',
  'confirm-alert': 'anonymous',
  // Set off by a partner's listing, to addresses that asked: held past the day's budget, never dropped.
  'pattern-alert': 'broadcast',
};

/** What happens to a mail past its budget: held for a later day, or dropped. */
const PAST_BUDGET: Readonly<Record<MailBudget, 'held' | 'dropped'>> = { transactional: 'held', broadcast: 'held', anonymous: 'dropped' };

/** A rendered message: what every mail client gets, an HTML part and a plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailDocument {
  to: string;
  message: RenderedMail;
  /** Added to the SMTP message by the extension (RFC 8058 List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  kind: MailKind;
  language: Language;
  commercial: boolean;
  /** The budget it drew on (MAIL_BUDGETS): the release takes held mail by it. */
  budget: MailBudget;
  createdAt: Date;
}

export const mailRef = (id: string) => docRef(collections.mail, id);
export const heldMailRef = (id: string) => docRef(collections.heldMail, id);

/** The consortium's calendar day (Atlantic time), YYYY-MM-DD: the mail cap's day and the digest's. */
export function consortiumDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Halifax', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day's count of one budget: rateLimits/mail-day-YYYY-MM-DD (transactional, its first name), mail-day-{budget}-YYYY-MM-DD. */
export const mailDayRef = (day: string, budget: MailBudget = 'transactional'): DocRef => ({
  collection: collections.rateLimits.path,
  id: budget === 'transactional' ? `mail-day-${day}` : `mail-day-${budget}-${day}`,
});

/** One address's count of the day (rateLimits/mail-to_{SHA-256 of the address}): the address is never stored. */
const mailToRef = (hash: string): DocRef => ({ collection: collections.rateLimits.path, id: `mail-to_${hash}` });

/** Why a mail was not sent, as the day's document counts it. */
export type DropReason = 'budget' | 'address';

/** A budget's day as stored: sent, and dropped by reason. */
interface DayCount {
  sent: number;
  dropped: Record<DropReason, number>;
  /** When the document was first written (the purge's field, as every rateLimits document). */
  windowStart: Date;
}

/** A transaction's way to queue mail: it has read the counts it draws on, so it knows when a budget or an address is spent. */
export interface Outbox {
  readonly transaction: StoreTransaction;
  readonly day: string;
  readonly budgets: Partial<Record<MailBudget, DayCount>>;
  /** Each planned address (lowercased): its hash and the day's count. */
  readonly addresses: Map<string, { hash: string; count: number; windowStart: Date }>;
}

/** A mail a transaction may queue, as openOutbox plans for it: its address and what it draws on. */
export interface PlannedMail {
  to: string | null | undefined;
  kind: MailKind;
  budget?: MailBudget;
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);
/** The stored windowStart, as the store hands it back (a Date, a Timestamp, ISO text), or now. */
const storedStart = (value: unknown, now: Date) => new Date(timeOf(value) ?? now.getTime());

/**
 * Reads the day's count of each budget the planned mails draw on, and each
 * planned address's: call it among the transaction's reads, before any write.
 * A mail queued later must be one of the plan (its budget and its address).
 */
export async function openOutbox(transaction: StoreTransaction, now: Date, planned: readonly PlannedMail[]): Promise<Outbox> {
  const day = consortiumDay(now);
  const outbox: Outbox = { transaction, day, budgets: {}, addresses: new Map() };
  for (const budget of new Set(planned.map(budgetOf))) {
    const stored = await transaction.get(mailDayRef(day, budget));
    const dropped = (stored?.['dropped'] ?? {}) as Record<string, unknown>;
    outbox.budgets[budget] = {
      sent: numberOf(stored?.['count']),
      dropped: { budget: numberOf(dropped['budget']), address: numberOf(dropped['address']) },
      windowStart: storedStart(stored?.['windowStart'], now),
    };
  }
  for (const mail of planned) {
    const address = mail.to?.trim().toLowerCase();
    if (!address || mail.kind === 'admin-digest' || outbox.addresses.has(address)) continue;
    // Synchronous: an IndexedDB transaction would commit while Web Crypto hashed.
    const hash = sha256HexSync(address);
    const stored = await transaction.get(mailToRef(hash));
    const current = stored?.['day'] === day;
    outbox.addresses.set(address, { hash, count: current ? numberOf(stored?.['count']) : 0, windowStart: current ? storedStart(stored?.['windowStart'], now) : now });
  }
  return outbox;
}

const budgetOf = (mail: Pick<PlannedMail, 'kind' | 'budget'>): MailBudget => mail.budget ?? BUDGET_OF_KIND[mail.kind];

function countOf(outbox: Outbox, budget: MailBudget): DayCount {
  const count = outbox.budgets[budget];
  if (!count) throw new Error(`The outbox was not opened for the ${budget} budget.`);
  return count;
}

function writeDay(outbox: Outbox, budget: MailBudget, count: DayCount): void {
  outbox.transaction.set(mailDayRef(outbox.day, budget), { day: outbox.day, budget, windowStart: count.windowStart, count: count.sent, dropped: { ...count.dropped } });
}

/**
 * Counts one mail against its budget's day and says where it goes: `mail`
 * (sent) or, past the budget, held or dropped (PAST_BUDGET). The digest is
 * never held: it is what tells the Admins that mail waits or was dropped.
 */
export function takeMailSlot(outbox: Outbox, kind: MailKind, budget: MailBudget = BUDGET_OF_KIND[kind]): 'sent' | 'held' | 'dropped' {
  const count = countOf(outbox, budget);
  if (count.sent >= MAIL_BUDGETS[budget] && kind !== 'admin-digest') {
    if (PAST_BUDGET[budget] === 'dropped') countDrop(outbox, budget, 'budget');
    return PAST_BUDGET[budget];
  }
  count.sent += 1;
  writeDay(outbox, budget, count);
  return 'sent';
}

/** The planned address's count of the day; null for the digest, which no address cap holds. */
function addressCount(outbox: Outbox, to: string, kind: MailKind) {
  if (kind === 'admin-digest') return null;
  const address = outbox.addresses.get(to.trim().toLowerCase());
  if (!address) throw new Error('The outbox was not opened for this address.');
  return address;
}

/** Counts a mail that goes nowhere under its budget's day, by reason. */
function countDrop(outbox: Outbox, budget: MailBudget, reason: DropReason): void {
  const count = countOf(outbox, budget);
  count.dropped[reason] += 1;
  writeDay(outbox, budget, count);
}

/**
 * Queues a mail in the outbox's transaction: to `mail`, held past its
 * budget, or dropped (an anonymous-triggered mail past its budget, any mail
 * past its address's day cap). A commercial kind is refused here: it goes
 * only through the subscriptions' own sender, which checks that the address
 * confirmed that purpose (nothing commercial to an unconfirmed address).
 * Returns the mail's id and where it went.
 */
export function queueMail(
  outbox: Outbox,
  mail: { to: string; kind: MailKind; language: Language; rendered: RenderedMail; headers?: Record<string, string>; budget?: MailBudget },
  now: Date,
  options: { commercialCheckedBy?: 'confirmed-subscription' } = {},
): { id: string; slot: 'sent' | 'held' | 'dropped' } {
  const commercial = COMMERCIAL_KINDS.has(mail.kind);
  if (commercial && options.commercialCheckedBy !== 'confirmed-subscription') {
    throw new Error(`A ${mail.kind} mail goes only to a confirmed subscription.`);
  }
  const id = crypto.randomUUID();
  const budget = budgetOf(mail);
  const address = addressCount(outbox, mail.to, mail.kind);
  if (address && address.count >= ADDRESS_DAILY_MAIL_CAP) {
    countDrop(outbox, budget, 'address');
    return { id, slot: 'dropped' };
  }
  const slot = takeMailSlot(outbox, mail.kind, budget);
  if (slot === 'dropped') return { id, slot };
  if (address) {
    address.count += 1;
    outbox.transaction.set(mailToRef(address.hash), { day: outbox.day, windowStart: address.windowStart, count: address.count });
  }
  const document: MailDocument = {
    to: mail.to,
    message: { ...mail.rendered },
    ...(mail.headers ? { headers: mail.headers } : {}),
    kind: mail.kind,
    language: mail.language,
    commercial,
    budget,
    createdAt: now,
  };
  outbox.transaction.set(slot === 'sent' ? mailRef(id) : heldMailRef(id), { ...document });
  return { id, slot };
}
