#!/usr/bin/env node
// Issue 23, the moderation bench's bulk figure (bench/moderation.mjs runs it:
// `npx tsx bench/moderation-bulk.mjs`): the local backend's own code, under
// Node on fake-indexeddb (the store the unit and contract tests use), seeded
// with the demo data and 10,000 pending comments across several boards; the
// admin decides the 100 oldest with one decideMany. Prints one JSON line:
//   { pending, decided, outcomes, ms, reads }
// ms: wall time of the decideMany call; reads: the records the backend read
// for it (LocalOptions.onRead). fake-indexeddb is pure JavaScript and slower
// than a browser's IndexedDB: the figure is an upper bound.
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { DEMO_ACCOUNTS } from '../src/services/demo-data.ts';
import { createLocalServices } from '../src/services/local/backend.ts';
import { openDatabase } from '../src/services/local/db.ts';
import { memoryStore } from '../src/services/local/session.ts';

const PENDING = Number(process.env.BENCH_PENDING ?? 10_000);
const DECIDED = 100;
const BOARDS = ['quality', 'store', 'heritage'];
const AUTHORS = ['demo-contributor', 'demo-contributor-2', 'demo-contributor-3'];

// The mails' links need the page's origin (src/services/local/mail-ports.ts); there is no page here.
globalThis.location ??= new URL('http://localhost:4173');

const dbName = `bench-moderation-${Date.now()}`;
let reads = 0;
const services = await createLocalServices({ dbName, sessionStore: memoryStore(), onRead: (count) => (reads += count) });

// 10,000 pending roots, oldest first, written through Dexie (its hooks derive each record's listKey).
const db = openDatabase(dbName);
await db.open();
const existing = await db.comments.filter((message) => !message.isApproved).count();
const start = Date.now() - 120 * 24 * 60 * 60 * 1000;
const records = Array.from({ length: PENDING - existing }, (_, index) => {
  const n = String(index).padStart(5, '0');
  const id = `bench-pending-${n}`;
  return {
    id,
    boardId: BOARDS[index % BOARDS.length],
    userId: AUTHORS[index % AUTHORS.length],
    content: `Pending moderation comment ${n}: what is the moisture content of the spruce knees?`,
    attachments: [],
    timestamp: new Date(start + index * 60_000).toISOString(),
    editTimestamp: null,
    replyTo: null,
    threadId: id,
    isApproved: false,
    isDeleted: false,
  };
});
await db.comments.bulkPut(records);
db.close();

await services.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
const page = await new Promise((resolve, reject) => {
  const stop = services.admin.watchPendingPage('comment', { limit: DECIDED }, (value) => {
    resolve(value);
    setTimeout(() => stop());
  }, reject);
});
if (page.total !== PENDING) throw new Error(`Expected ${PENDING} pending comments, found ${page.total}.`);

reads = 0;
const began = performance.now();
const outcomes = await services.admin.decideMany('comment', page.items, { action: 'approve' });
const ms = performance.now() - began;
const done = outcomes.filter((outcome) => outcome.outcome === 'done').length;
console.log(JSON.stringify({ pending: page.total, decided: page.items.length, done, ms: Math.round(ms), reads }));
process.exit(0);
