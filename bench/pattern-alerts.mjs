#!/usr/bin/env node
// The pattern alerts' bench (bench/alerts.mjs runs it: `npx tsx
// bench/pattern-alerts.mjs`; docs/decisions/036): what a listing reads to
// find the saved patterns its piece fits, on the local backend's own store
// under Node on fake-indexeddb. For 200 and then 20,000 confirmed patterns
// (drawn around the seeded pieces as a visitor types them: inches, about
// a third of the fields left out, knees and sweeps alike) filed in the
// alert index as the confirmation files them, it runs the listing's lookup
// (findAlertMatches, the function the savePiece and setPieceAvailability
// handlers call) for every seeded piece, counting each document the store
// reads, and prints one line per size:
//   alerts: saved N, listing reads R, matches M
// R: the most documents any one listing read; M: the matches of all the
// listings together (each a mail, whose own reads and writes are per match:
// the pattern, the address, its day's count). Then one JSON line.
import 'fake-indexeddb/auto';
import { cellEntry, isSavable, patternCell, patternInMm } from '../src/domain/catalogue/pattern-alert.ts';
import { SEED_PIECES } from '../src/domain/catalogue/seed-pieces.ts';
import { findAlertMatches } from '../src/domain/server/alert-listing.ts';
import { openDatabase } from '../src/services/local/db.ts';
import { localStore } from '../src/services/local/server-ports.ts';

const SIZES = (process.env.BENCH_ALERTS ?? '200,20000').split(',').map(Number);

/** A fixed sequence, so every run draws the same patterns. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

/** A pattern typed in inches around a seeded piece: each measurement within 60–120 % of it, about a third left out. */
function drawn(index, next) {
  const piece = SEED_PIECES[index % SEED_PIECES.length];
  const inches = (mm) => Math.round((mm / 25.4) * (0.6 + next() * 0.6) * 2) / 2;
  const keep = () => next() < 0.7;
  if (piece.kind === 'knee') {
    return { kind: 'knee', fields: Object.fromEntries(Object.entries(piece.measures).flatMap(([name, mm]) => (keep() ? [[name, inches(mm)]] : []))) };
  }
  const fields = { X: inches(piece.measures.span), Y: Math.max(0.5, inches(piece.measures.rise)) };
  if (keep()) fields.T = inches(piece.measures.thickness);
  return { kind: 'sweep', fields };
}

/** The store, counting every document a transaction reads. */
function counting(store, counter) {
  return {
    runTransaction: (work) =>
      store.runTransaction((transaction) =>
        work({
          ...transaction,
          get: (ref) => {
            counter.reads += 1;
            return transaction.get(ref);
          },
          findIds: async (...args) => {
            const ids = await transaction.findIds(...args);
            counter.reads += Math.max(1, ids.length);
            return ids;
          },
        }),
      ),
  };
}

async function fill(db, total) {
  const next = random(total);
  const at = new Date();
  const ends = new Date(at.getTime() + 180 * 24 * 60 * 60 * 1000);
  const patterns = [];
  const cells = new Map();
  for (let index = 0; patterns.length < total; index += 1) {
    const alert = drawn(index, next);
    if (!isSavable(alert)) continue;
    const id = `bench-pattern-${String(patterns.length).padStart(5, '0')}`;
    const pattern = patternInMm(alert);
    const cell = patternCell(alert.kind, pattern);
    patterns.push({ id, email: `reader${patterns.length}@example.com`, language: 'en-CA', ...alert, cell, status: 'confirmed', wording: 'alerts-2026-11-29', createdAt: at, confirmedAt: at, endsAt: ends, mailedPieces: [] });
    const filed = cells.get(cell) ?? { id: cell, kind: alert.kind, entries: {} };
    filed.entries[id] = cellEntry(alert.kind, pattern);
    cells.set(cell, filed);
  }
  for (let start = 0; start < patterns.length; start += 2_000) await db.table('savedPatterns').bulkPut(patterns.slice(start, start + 2_000));
  await db.table('patternCells').bulkPut([...cells.values()]);
  return { cells: cells.size, largest: Math.max(...[...cells.values()].map((cell) => Object.keys(cell.entries).length)) };
}

async function measure(total) {
  const db = openDatabase(`bench-alerts-${total}-${Date.now()}`);
  await db.open();
  const index = await fill(db, total);
  const counter = { reads: 0 };
  const store = counting(localStore(db), counter);
  const listings = [];
  for (const piece of SEED_PIECES) {
    counter.reads = 0;
    const { matches } = await findAlertMatches(store, piece);
    listings.push({ piece: piece.id, reads: counter.reads, matches: matches.length });
  }
  db.close();
  const reads = Math.max(...listings.map((listing) => listing.reads));
  const matches = listings.reduce((sum, listing) => sum + listing.matches, 0);
  console.log(`alerts: saved ${total}, listing reads ${reads}, matches ${matches}`);
  return { saved: total, reads, matches, cells: index.cells, largestCell: index.largest, listings };
}

const rows = [];
for (const total of SIZES) rows.push(await measure(total));
console.log(JSON.stringify(rows));
process.exit(0);
