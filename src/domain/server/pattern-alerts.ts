// Pattern alerts (ADR 036): a visitor saves the pattern of a
// /knees or /sweeps search to hear by email when a fitting piece is listed.
// The consent is the newsletter's, as a third purpose ('alerts'): the
// subscriber/{email} document's purpose, its consent records, its one-click
// unsubscribe. Each saved pattern has its own /verify link ('confirm-alert'):
// until it is followed the pattern is not in the alert index and nothing is
// mailed about it. A confirmed one lasts RETENTION_DAYS.patternAlert from its
// confirmation or its latest renewal ('renew-alert', a link in every alert).
// The listing's side is alert-listing.ts; the index's cells are
// src/domain/catalogue/pattern-alert.ts's.
import { isSavable, patternCell, patternInMm, cellEntry, type AlertPattern } from '../catalogue/pattern-alert';
import type { PieceKind } from '../catalogue/piece';
import type { Language } from '../languages';
import { ALERT_LIMITS, GLOBAL_LIMITS, RATE_LIMITS } from '../limits';
import { collections } from '../model/collections';
import { DAY_MS, retentionMs } from '../model/retention';
import { CallableError } from './callable-error';
import { appendConsentRecord, readSubscriber, requireGrantWording, statusOf, writeSubscriber, type PurposeState, type Subscriber } from './consent-records';
import { siteLink } from './links';
import { openOutbox, queueMail } from './mail';
import { clientLimits, globalLimit, requireRateLimits } from './rate-limits';
import { docRef, plainRef, timeOf, type StoredData, type Store, type StoreTransaction } from './store';
import type { RenderConsentMail } from './subscriptions';
import { newToken, sha256Hex, storeToken, type TokenRecord } from './tokens';
import { VERIFY_PATH } from './verify';

export const patternRef = (id: string) => docRef(collections.savedPatterns, id);
export const cellRef = (cell: string) => docRef(collections.patternCells, cell);

export interface SaveAlertInput {
  kind: PieceKind;
  fields: Readonly<Partial<Record<string, number>>>;
  email: string;
  language: Language;
  wording: string;
}

export interface AlertContext {
  now: Date;
  origin: string;
  /** The callable's client key (the local browser id): hashed, never stored. */
  client: string;
}

const confirmedUntil = (now: Date) => new Date(now.getTime() + retentionMs('patternAlert'));
const later = (a: Date | undefined, b: Date) => (a && a.getTime() > b.getTime() ? a : b);

function alertOf(input: SaveAlertInput): AlertPattern {
  const fields = Object.fromEntries(Object.entries(input.fields).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  return { kind: input.kind, fields };
}

/** The limits of one save: the client's, the address's, the site's; counted before the address is answered for. */
async function saveLimits(email: string, client: string) {
  return [
    ...(await clientLimits('alert-client', client, RATE_LIMITS.patternAlert)),
    { key: `alert-address_${await sha256Hex(email)}`, rule: RATE_LIMITS.patternAlertAddress },
    globalLimit('alert', GLOBAL_LIMITS.patternAlert),
  ];
}

/**
 * Saves a visitor's pattern, unconfirmed, with its grant record and its
 * confirmation request, in one transaction. Refused: a pattern nothing could
 * fit ('alert-unsavable'); past a limit (when to try again); an address that
 * keeps ALERT_LIMITS.perAddress patterns ('alert-full'); a full index cell
 * (the site is busy).
 */
export async function saveAlert(store: Store, render: RenderConsentMail, input: SaveAlertInput, context: AlertContext): Promise<'requested'> {
  const alert = alertOf(input);
  if (!isSavable(alert)) throw new CallableError('invalid-argument', 'No listed piece can fit this pattern.', null, 'alert-unsavable');
  const email = input.email.trim().toLowerCase();
  const { now } = context;
  requireGrantWording(input.wording, 'alerts', now);
  const pattern = patternInMm(alert);
  const cell = patternCell(alert.kind, pattern);
  const limits = await saveLimits(email, context.client);
  const refusal = await store.runTransaction(async (transaction) => {
    const kept = await transaction.findIds(collections.savedPatterns, 'email', [email], ALERT_LIMITS.perAddress);
    const filed = await transaction.get(cellRef(cell));
    await requireRateLimits(transaction, limits, now);
    if (kept.length >= ALERT_LIMITS.perAddress) return 'full';
    return Object.keys(filed?.entries ?? {}).length >= ALERT_LIMITS.perCell ? 'busy' : null;
  });
  if (refusal === 'full') throw new CallableError('failed-precondition', 'This address keeps as many alerts as it may.', null, 'alert-full');
  if (refusal === 'busy') throw new CallableError('resource-exhausted', 'The site is busy.', new Date(now.getTime() + DAY_MS), 'site-busy');

  const id = crypto.randomUUID();
  const token = await newToken();
  const confirmUrl = siteLink(context.origin, VERIFY_PATH, input.language, { token: token.raw });
  const rendered = await render({ name: 'confirm-alert', language: input.language, kind: alert.kind, fields: alert.fields, confirmUrl });
  return store.runTransaction(async (transaction) => {
    const subscriber = await readSubscriber(transaction, email);
    const outbox = await openOutbox(transaction, now, [{ to: email, kind: 'confirm-alert' }]);
    const base: Subscriber = subscriber ?? { email, language: input.language, uid: null, postalCode: null, purposes: {} };
    const state = base.purposes.alerts;
    const pending: PurposeState = { status: 'unconfirmed', wording: input.wording, language: input.language, source: 'pattern-search', grantedAt: now, confirmedAt: null, withdrawnAt: null };
    // A confirmed purpose stays as it is: this pattern waits for its own link all the same.
    if (state?.status !== 'confirmed') writeSubscriber(transaction, { ...base, purposes: { ...base.purposes, alerts: pending } });
    appendConsentRecord(
      transaction,
      { email, uid: base.uid, purpose: 'alerts', action: 'grant', wording: input.wording, language: input.language, source: 'pattern-search', method: 'web form, awaiting confirmation' },
      now,
    );
    transaction.set(patternRef(id), {
      email,
      language: input.language,
      kind: alert.kind,
      fields: { ...alert.fields },
      cell,
      status: 'unconfirmed',
      wording: input.wording,
      createdAt: now,
      confirmedAt: null,
      endsAt: new Date(now.getTime() + retentionMs('unverifiedApplication')),
      mailedPieces: [],
    });
    storeToken(transaction, token, { purpose: 'confirm-alert', email, subject: { collection: collections.savedPatterns.path, id }, language: input.language }, now);
    queueMail(outbox, { to: email, kind: 'confirm-alert', language: input.language, rendered }, now);
    return 'requested' as const;
  });
}

/**
 * The /verify handler of a 'confirm-alert' link: the pattern is confirmed and
 * filed in its cell of the index, the address's 'alerts' purpose confirmed
 * (a confirmation record) and kept until its last pattern ends. A pattern
 * gone (unsubscribed, purged) or already confirmed is left as it is.
 */
export async function confirmAlert(transaction: StoreTransaction, token: TokenRecord, now: Date): Promise<void> {
  const saved = await transaction.get(patternRef(token.subject.id));
  if (!saved || saved.status !== 'unconfirmed' || saved.email !== token.email) return;
  const subscriber = await readSubscriber(transaction, saved.email);
  const cell = await transaction.get(cellRef(saved.cell));
  const endsAt = confirmedUntil(now);
  transaction.update(patternRef(token.subject.id), { status: 'confirmed', confirmedAt: now, endsAt });
  const entry = cellEntry(saved.kind, patternInMm({ kind: saved.kind, fields: saved.fields }));
  transaction.set(cellRef(saved.cell), { kind: saved.kind, entries: { ...(cell?.entries ?? {}), [token.subject.id]: entry } });
  const base: Subscriber = subscriber ?? { email: saved.email, language: saved.language, uid: null, postalCode: null, purposes: {} };
  const state = base.purposes.alerts;
  const confirmed: PurposeState = {
    status: 'confirmed',
    wording: saved.wording,
    language: saved.language,
    source: 'pattern-search',
    grantedAt: state?.grantedAt ?? saved.createdAt,
    confirmedAt: state?.status === 'confirmed' ? state.confirmedAt : now,
    withdrawnAt: null,
    until: later(state?.status === 'confirmed' ? state.until : undefined, endsAt),
  };
  writeSubscriber(transaction, { ...base, purposes: { ...base.purposes, alerts: confirmed } });
  appendConsentRecord(
    transaction,
    { email: saved.email, uid: base.uid, purpose: 'alerts', action: 'confirm', wording: saved.wording, language: saved.language, source: 'pattern-search', method: 'confirmation link' },
    now,
  );
}

/** The /verify handler of a 'renew-alert' link: a confirmed pattern of a confirmed address lasts its period again from now. */
export async function renewAlert(transaction: StoreTransaction, token: TokenRecord, now: Date): Promise<void> {
  const saved = await transaction.get(patternRef(token.subject.id));
  if (!saved || saved.status !== 'confirmed' || saved.email !== token.email) return;
  const subscriber = await readSubscriber(transaction, saved.email);
  const state = subscriber?.purposes.alerts;
  if (!subscriber || state?.status !== 'confirmed') return;
  const endsAt = confirmedUntil(now);
  transaction.update(patternRef(token.subject.id), { endsAt });
  writeSubscriber(transaction, { ...subscriber, purposes: { ...subscriber.purposes, alerts: { ...state, until: later(state.until, endsAt) } } });
}

/** The cell without some of its entries: written whole (a cell is one document), or deleted once empty. */
function dropEntries(transaction: StoreTransaction, cell: string, stored: { kind: PieceKind; entries: Record<string, (number | null)[]> } | null, ids: readonly string[]): void {
  if (!stored) return;
  const entries = Object.fromEntries(Object.entries(stored.entries).filter(([id]) => !ids.includes(id)));
  if (Object.keys(entries).length === 0) transaction.delete(cellRef(cell));
  else transaction.set(cellRef(cell), { kind: stored.kind, entries });
}

/**
 * Reads (inside an unsubscribe's transaction, among its reads) the patterns
 * an address saved and their cells; the returned function, called among the
 * writes, deletes them and takes them out of the index. Unsubscribing from
 * pattern alerts ends every one of them (the page says so).
 */
export async function readAddressAlerts(transaction: StoreTransaction, email: string): Promise<() => void> {
  const ids = await transaction.findIds(collections.savedPatterns, 'email', [email], ALERT_LIMITS.perAddress * 2);
  const saved = (await Promise.all(ids.map(async (id) => ({ id, data: await transaction.get(patternRef(id)) })))).filter((found) => found.data !== null);
  const cells = [...new Set(saved.map((found) => found.data!.cell))];
  const stored = await Promise.all(cells.map((cell) => transaction.get(cellRef(cell))));
  return () => {
    for (const { id } of saved) transaction.delete(patternRef(id));
    cells.forEach((cell, index) => dropEntries(transaction, cell, stored[index] ?? null, saved.map((found) => found.id)));
  };
}

/** The purge's removal of a saved pattern whose end has come (ADR 022): the pattern, and its entry in the index. */
export function removeDuePattern(query: { before: Date }): (transaction: StoreTransaction, id: string) => Promise<StoredData | null> {
  return async (transaction, id) => {
    const data = await transaction.get(plainRef(patternRef(id)));
    const endsAt = timeOf(data?.['endsAt']);
    if (!data || endsAt === null || endsAt > query.before.getTime()) return null;
    const cell = typeof data['cell'] === 'string' ? data['cell'] : null;
    const stored = cell ? await transaction.get(cellRef(cell)) : null;
    transaction.delete(patternRef(id));
    if (cell) dropEntries(transaction, cell, stored, [id]);
    return data;
  };
}

/** Whether an address's alerts purpose is confirmed: nothing is mailed about its patterns otherwise. */
export const alertsConfirmed = (subscriber: Subscriber | null) => statusOf(subscriber, 'alerts') === 'confirmed';
