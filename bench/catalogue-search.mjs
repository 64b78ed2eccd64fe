#!/usr/bin/env node
// The catalogue bench's measurements (bench/catalogue.mjs runs it: `npx tsx
// bench/catalogue-search.mjs`; docs/decisions/023): the catalogue's
// search on the local backend's own code, under Node on fake-indexeddb (the
// store the contract tests use; pure JavaScript and slower than a browser's
// IndexedDB, so the times are upper bounds). For 200 and then 20,000 pieces
// (the 40 seeded ones and the rest drawn around them: the seed's kinds,
// species, yards and sources, each measurement within ±35 % of a seeded
// piece's, written as the server rule stores a piece) it runs a fixed set of
// patterns and prints one line per size:
//   catalogue: pieces N, search documents read R, first results F ms, sold to gone G ms
// R: the most pieces any one search read (LocalOptions.onRead; the index
// entries each scanned are in the JSON), F: the
// slowest first callback of a live search (each pattern run twice, the
// second counted), G: from marking the first result of an open knee search
// Sold to the callback without it. Then one JSON line of every figure.
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { NO_FILTERS } from '../src/domain/catalogue/search.ts';
import { SEED_PIECES } from '../src/domain/catalogue/seed-pieces.ts';
import { storedPiece } from '../src/domain/server/pieces.ts';
import { DEMO_ACCOUNTS } from '../src/services/demo-data.ts';
import { createLocalServices } from '../src/services/local/backend.ts';
import { PIECE_KEYS, piecesTable } from '../src/services/local/db-catalogue.ts';
import { openDatabase } from '../src/services/local/db.ts';
import { memoryStore } from '../src/services/local/session.ts';

const SIZES = (process.env.BENCH_PIECES ?? '200,20000').split(',').map(Number);

/** The patterns ADR 023 names: small and large knees with all five fields, a knee with the arm only, sweeps of 1.5 m and 6 m with and without T. */
const PATTERNS = [
  { name: 'small knee', kind: 'knee', pattern: { armLength: 300, armDepth: 80, legLength: 260, legDepth: 80, thickness: 45 } },
  { name: 'large knee', kind: 'knee', pattern: { armLength: 1000, armDepth: 200, legLength: 900, legDepth: 190, thickness: 160 } },
  { name: 'knee, arm only', kind: 'knee', pattern: { armLength: 700 } },
  { name: 'sweep 1.5 m', kind: 'sweep', pattern: { span: 900, radius: 1500 } },
  { name: 'sweep 1.5 m, T', kind: 'sweep', pattern: { span: 900, radius: 1500, thickness: 90 } },
  { name: 'sweep 6 m', kind: 'sweep', pattern: { span: 1800, radius: 6000 } },
  { name: 'sweep 6 m, T', kind: 'sweep', pattern: { span: 1800, radius: 6000, thickness: 150 } },
];

globalThis.location ??= new URL('http://localhost:4173');

/** A fixed sequence, so every run draws the same stock. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

const tenth = (value) => Math.round(value * 10) / 10;

/** A piece drawn around a seeded one: each measurement within ±35 %, a knee kept an L, a sweep's rise the sagitta of its radius. */
function drawn(index, next) {
  const base = Object.fromEntries(Object.entries(SEED_PIECES[index % SEED_PIECES.length]).filter(([field]) => field !== 'id'));
  const vary = (value) => tenth(value * (0.65 + next() * 0.7));
  const availability = next() < 0.1 ? 'sold' : next() < 0.1 ? 'reserved' : 'available';
  if (base.kind === 'knee') {
    const [legDepth, armDepth] = [vary(base.measures.legDepth), vary(base.measures.armDepth)];
    const armLength = Math.max(vary(base.measures.armLength), legDepth);
    const legLength = Math.max(vary(base.measures.legLength), armDepth);
    return { ...base, availability, measures: { armLength, armDepth, legLength, legDepth, thickness: vary(base.measures.thickness) } };
  }
  const radius = 1200 + next() * 5600;
  const span = Math.min(vary(base.measures.span), radius * 1.6);
  const rise = tenth(radius - Math.sqrt(radius ** 2 - (span / 2) ** 2));
  return { ...base, availability, measures: { span, rise: Math.max(rise, 1), thickness: vary(base.measures.thickness) } };
}

async function fill(dbName, total) {
  const db = openDatabase(dbName);
  await db.open();
  const next = random(total);
  const at = new Date();
  const records = Array.from({ length: total - SEED_PIECES.length }, (_, index) => ({
    id: `bench-piece-${String(index).padStart(5, '0')}`,
    ...storedPiece(drawn(index, next), { createdAt: at, updatedAt: at }),
  }));
  // Through Dexie, in the table's transaction with its search index, whose hooks keep the index.
  const pieces = piecesTable(db);
  for (let start = 0; start < records.length; start += 2_000) {
    await db.transaction('rw', [pieces, db.table(PIECE_KEYS)], () => pieces.bulkPut(records.slice(start, start + 2_000)));
  }
  db.close();
}

/** The first value of a live search, and how long it took; the subscription is left open when `keep` is set. */
function firstResults(services, { kind, pattern }, keep = null) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let stop = null;
    let first = true;
    const watch = kind === 'knee' ? services.catalogue.watchKnees : services.catalogue.watchSweeps;
    stop = watch(pattern, NO_FILTERS, {}, (results) => {
      if (first) {
        first = false;
        resolve({ ms: performance.now() - start, results, stop });
        if (!keep) setTimeout(() => stop());
      } else keep?.(results);
    }, reject);
  });
}

async function measure(total) {
  const dbName = `bench-catalogue-${total}-${Date.now()}`;
  let reads = 0;
  let scanned = 0;
  const services = await createLocalServices({ dbName, sessionStore: memoryStore(), onRead: (count) => (reads += count), onScan: (count) => (scanned += count) });
  await fill(dbName, total);
  const searches = [];
  for (const search of PATTERNS) {
    await firstResults(services, search);
    reads = 0;
    scanned = 0;
    const { ms, results } = await firstResults(services, search);
    searches.push({ name: search.name, scanned, read: reads, ms: Math.round(ms * 10) / 10, shown: results.matches.length, more: results.more });
  }

  await services.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const knee = PATTERNS[0];
  let gone = null;
  let sold = null;
  const open = await firstResults(services, knee, (results) => {
    if (sold !== null && gone === null && !results.matches.some((match) => match.piece.id === sold.id)) gone = performance.now() - sold.at;
  });
  sold = { id: open.results.matches[0].piece.id, at: performance.now() };
  await services.catalogue.setAvailability(sold.id, 'sold');
  while (gone === null) await new Promise((resolve) => setTimeout(resolve, 1));
  open.stop();

  const read = Math.max(...searches.map((search) => search.read));
  const first = Math.max(...searches.map((search) => search.ms));
  console.log(`catalogue: pieces ${total}, search documents read ${read}, first results ${Math.round(first)} ms, sold to gone ${Math.round(gone)} ms`);
  return { pieces: total, read, first: Math.round(first), gone: Math.round(gone), searches };
}

const rows = [];
for (const total of SIZES) rows.push(await measure(total));
console.log(JSON.stringify(rows));
process.exit(0);
