// A listing's alerts (ADR 036): when a piece is listed or becomes available
// again (the savePiece and setPieceAvailability handlers, after their write),
// the few cells of the alert index the piece could fit are read, each
// pattern filed there is tried with the search's own matchKnees/matchSweeps,
// and each confirmed pattern it fits is mailed once about this piece, in its
// address's language, with the piece's link carrying the pattern (the page
// draws it inside the piece), a renew link and a one-click unsubscribe.
// What the lookup reads depends on the piece's size, not on how many
// patterns are saved (bench/pattern-alerts.mjs).
import { fitsPattern, patternOfEntry, patternQuery, pieceCells } from '../catalogue/pattern-alert';
import { piecePath } from '../catalogue/piece-path';
import type { Piece } from '../catalogue/piece';
import type { Language } from '../languages';
import { ALERT_LIMITS } from '../limits';
import { collections } from '../model/collections';
import { readSubscriber, subscriberRef } from './consent-records';
import { siteLink } from './links';
import { openOutbox, queueMail } from './mail';
import { alertsConfirmed, cellRef, patternRef } from './pattern-alerts';
import { takeRateLimit } from './rate-limits';
import { docRef, type Store } from './store';
import type { RenderConsentMail } from './subscriptions';
import { newToken, sha256Hex, storeToken } from './tokens';
import { ONE_CLICK_PATH, UNSUBSCRIBE_PATH } from './unsubscribe';
import { VERIFY_PATH } from './verify';

export interface AlertMatches {
  /** The index documents read to find them. */
  reads: number;
  /** The saved patterns the piece fits, by id (sorted). */
  matches: string[];
}

/** The confirmed patterns a piece fits, through the cells it could fit only. */
export async function findAlertMatches(store: Store, piece: Piece): Promise<AlertMatches> {
  const cells = pieceCells(piece);
  return store.runTransaction(async (transaction) => {
    const matches: string[] = [];
    // Read together: one round trip's wait, not one a cell (a large knee could fit 64).
    const stored = await Promise.all(cells.map((cell) => transaction.get(cellRef(cell))));
    for (const filed of stored) {
      if (!filed || filed.kind !== piece.kind) continue;
      for (const [id, entry] of Object.entries(filed.entries)) if (fitsPattern(piece, patternOfEntry(piece.kind, entry))) matches.push(id);
    }
    return { reads: cells.length, matches: matches.sort() };
  });
}

export interface ListingReport {
  matched: number;
  mailed: number;
}

/** A piece as stored: its one-line summary in each language is what the mail names it by. */
type ListedPiece = Piece & { summary: Readonly<Record<Language, string>> };

interface AlertContext {
  now: Date;
  /** Read only when there is something to mail: production refuses an unset SITE_ORIGIN (links.ts). */
  origin: () => string;
}

/** Mails each confirmed pattern the (available) piece fits, once per pattern and piece; what matched and what went. */
export async function alertListing(store: Store, render: RenderConsentMail, pieceId: string, context: AlertContext): Promise<ListingReport> {
  const stored = await store.runTransaction((transaction) => transaction.get(docRef(collections.pieces, pieceId)));
  if (!stored || stored.availability !== 'available') return { matched: 0, mailed: 0 };
  const piece: ListedPiece = { ...stored, id: pieceId };
  const { matches } = await findAlertMatches(store, piece);
  let mailed = 0;
  for (const id of matches.slice(0, ALERT_LIMITS.mailsPerListing)) {
    if (await mailOne(store, render, piece, id, context)) mailed += 1;
  }
  return { matched: matches.length, mailed };
}

/** One pattern's mail about one piece: read, rendered, then queued after every check again in the transaction that queues it. */
async function mailOne(store: Store, render: RenderConsentMail, piece: ListedPiece, id: string, { now, origin }: AlertContext): Promise<boolean> {
  const eligible = await store.runTransaction(async (transaction) => {
    const saved = await transaction.get(patternRef(id));
    if (!saved || saved.status !== 'confirmed' || saved.endsAt.getTime() <= now.getTime() || saved.mailedPieces.includes(piece.id)) return null;
    return alertsConfirmed(await readSubscriber(transaction, saved.email)) ? saved : null;
  });
  if (!eligible) return false;
  const { email, language } = eligible;
  const site = origin();
  const [unsubscribe, renew] = [await newToken(), await newToken()];
  const query = Object.fromEntries(new URLSearchParams(patternQuery({ kind: eligible.kind, fields: eligible.fields })));
  const rendered = await render({
    name: 'pattern-alert',
    language,
    piece: piece.summary[language],
    pieceUrl: siteLink(site, piecePath(piece.id), language, query),
    endsAt: eligible.endsAt.toISOString(),
    renewUrl: siteLink(site, VERIFY_PATH, language, { token: renew.raw }),
    unsubscribeUrl: siteLink(site, UNSUBSCRIBE_PATH, language, { token: unsubscribe.raw }),
  });
  const dayKey = `alert-mail_${await sha256Hex(email)}`;
  return store.runTransaction(async (transaction) => {
    // Read again: an address unsubscribed, or a pattern mailed about this piece, meanwhile gets nothing.
    const saved = await transaction.get(patternRef(id));
    if (!saved || saved.status !== 'confirmed' || saved.mailedPieces.includes(piece.id)) return false;
    if (!alertsConfirmed(await readSubscriber(transaction, email))) return false;
    const outbox = await openOutbox(transaction, now, [{ to: email, kind: 'pattern-alert' }]);
    // The address's alerts of the day: past them, this piece is not mailed to it (a later listing may be).
    if (!(await takeRateLimit(transaction, dayKey, ALERT_LIMITS.mailsPerAddressDay, now)).allowed) return false;
    transaction.update(patternRef(id), { mailedPieces: [...saved.mailedPieces, piece.id] });
    storeToken(transaction, unsubscribe, { purpose: 'unsubscribe', email, subject: subscriberRef(email), language, scope: 'alerts' }, now);
    storeToken(transaction, renew, { purpose: 'renew-alert', email, subject: { collection: collections.savedPatterns.path, id }, language }, now);
    const headers = {
      'List-Unsubscribe': `<${siteLink(site, ONE_CLICK_PATH, 'en-CA', { token: unsubscribe.raw })}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    queueMail(outbox, { to: email, kind: 'pattern-alert', language, rendered, headers }, now, { commercialCheckedBy: 'confirmed-subscription' });
    return true;
  });
}
