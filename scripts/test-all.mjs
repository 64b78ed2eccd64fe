#!/usr/bin/env node
// `npm test`: every check that works offline, in order, stopping at the first
// failure: the typecheck and then Vitest (unit, component, contract on the
// local backend) beside the lint and the room sizes (the typecheck and the
// lint are one single-threaded process each, and the machines have two
// cores), the production build with its
// bundle check and size budget, the end-to-end tests in Debian's Chromium,
// then the firebase path in the Firebase Emulator Suite: the service contract
// on the firebase backend, the rules matrix, the function tests and the
// journeys on the emulators (scripts/emulator-suites.mjs). Closes with the
// seconds each part took, then one line with the test counts (CI reads that
// last line).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { emulatorEnvironment } from './emulators.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = Date.now();
/** Seconds per part of the run, in the order they ran. */
const seconds = new Map();

function timed(part, started) {
  seconds.set(part, (seconds.get(part) ?? 0) + (Date.now() - started) / 1000);
}

function run(title, command, args, env = {}, part = null) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (part) timed(part, started);
  if (result.status !== 0) fail(title, result.status);
}

function fail(title, status) {
  console.error(`\n✖ ${title} failed.`);
  summary();
  process.exit(status ?? 1);
}

/**
 * Runs steps one after the other, their output kept to be printed whole (two
 * lanes at once would interleave). A step may name a part of its own for the
 * closing times (`[title, command, args, part]`); the others count to the lane's.
 */
async function lane(part, steps) {
  let started = Date.now();
  let output = '';
  for (const [title, command, args, own] of steps) {
    if (own) {
      timed(part, started);
      part = own;
      started = Date.now();
    }
    output += `\n▶ ${title}\n`;
    const status = await new Promise((resolve) => {
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => resolve(code ?? 1));
      child.on('error', (error) => {
        output += `${error.message}\n`;
        resolve(1);
      });
    });
    if (status !== 0) {
      timed(part, started);
      return { output, failed: title, status };
    }
  }
  timed(part, started);
  return { output, failed: null, status: 0 };
}

/** Several lanes at once; each lane's output is printed when all are done, `after` counts what they ran, then the first failure stops the run. */
async function sideBySide(lanes, after = () => {}) {
  const results = await Promise.all(lanes);
  for (const result of results) process.stdout.write(result.output);
  after();
  const failure = results.find((result) => result.failed);
  if (failure) fail(failure.failed, failure.status);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function summary() {
  const total = Math.round((Date.now() - startedAt) / 1000);
  const parts = [...seconds].map(([part, value]) => `${part} ${Math.round(value)}`);
  console.log(`\ntime (s): ${[...parts, `total ${total}`].join(', ')}`);
  if (seconds.has('typecheck') && seconds.has('lint')) console.log('(lint runs beside the typecheck and then Vitest: the total counts the overlap once)');
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

mkdirSync('test-results', { recursive: true });

// TypeScript 7's compiler (the native one, package typescript-native): the same
// checks in about a quarter of the CPU (docs/decisions/040). ESLint's parser
// (typescript-eslint) keeps the TypeScript 5.9 library, whose JavaScript API it needs.
const tsc = 'node_modules/typescript-native/bin/tsc';
const typecheck = [
  ['Typecheck', 'node', [tsc, '-b']],
  ['Typecheck scripts', 'node', [tsc, '-p', 'scripts']],
];
if (existsSync('functions/node_modules')) typecheck.push(['Typecheck functions', 'node', [tsc, '-p', 'functions']]);
else console.log('\nNotice: functions/node_modules is missing (run `npm ci --prefix functions`); functions/ not type-checked.');
// Vitest starts once the typecheck is done, beside the rest of the lint (the
// longer of the two by about 25 s, during which a core was idle). One worker
// per core: Vitest's own default leaves a core to its main process (one
// worker on two cores), which is mostly idle once the modules are transformed.
rmSync('test-results/vitest.json', { force: true });
const vitest = [
  'Unit, component and contract tests (Vitest, local backend)',
  'npx',
  ['vitest', 'run', `--maxWorkers=${Math.max(2, availableParallelism())}`, '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  'vitest',
];
await sideBySide(
  [
    lane('typecheck', [...typecheck, vitest]),
    lane('lint', [
      ['Lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
      // The rules that need types (floating and misused promises): oxlint over TypeScript 7 (docs/decisions/040).
      ['Lint with types (oxlint)', 'npx', ['oxlint', '--type-aware', '--max-warnings', '0']],
      ['Room sizes (modules ≤ 300 lines, functions ≤ 100)', 'node', ['scripts/room-sizes.mjs']],
    ]),
  ],
  () => {
    const vitestReport = readJson('test-results/vitest.json');
    if (!vitestReport) return;
    totals.passed += vitestReport.numPassedTests;
    totals.failed += vitestReport.numFailedTests;
    totals.skipped += vitestReport.numPendingTests + vitestReport.numTodoTests;
  },
);

run('Production build (local backend)', 'npx', ['vite', 'build'], { VITE_BACKEND: 'local' }, 'build');
run('Bundle check', 'node', ['scripts/check-bundle.mjs'], {}, 'build');
run('Size budget (first route, gzip)', 'node', ['scripts/check-size.mjs'], {}, 'build');

// Debian's headless shell first, as tests/e2e/chromium.ts picks it.
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => path && existsSync(path));
if (!chromium) {
  const line = 'Chromium not found (set CHROMIUM_PATH or run: sudo apt-get update && sudo apt-get install -y chromium-headless-shell); end-to-end tests not run.';
  if (isCI) {
    console.error(`\n✖ ${line}`);
    totals.failed += 1;
    summary();
    process.exit(1);
  }
  console.log(`\n${line}`);
  summary();
  process.exit(0);
}

console.log('\n▶ End-to-end tests (Playwright, Chromium)');
const e2eStarted = Date.now();
const e2e = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
timed('e2e', e2eStarted);
const e2eReport = readJson('test-results/e2e-report.json');
if (e2eReport?.stats) {
  totals.passed += e2eReport.stats.expected + (e2eReport.stats.flaky ?? 0);
  totals.failed += e2eReport.stats.unexpected;
  totals.skipped += e2eReport.stats.skipped;
}
if (e2e.status !== 0) fail('End-to-end tests', e2e.status);

// The firebase path: Java 21+ and Debian's Firestore emulator (scripts/emulators.mjs).
const emulators = emulatorEnvironment();
if (emulators.error || !existsSync('functions/node_modules/firebase-admin')) {
  const line = emulators.error ?? 'functions/node_modules is missing (run `npm ci --prefix functions`).';
  if (isCI) {
    console.error(`\n✖ ${line} The firebase path was not tested.`);
    totals.failed += 1;
    summary();
    process.exit(1);
  }
  console.log(`\nNotice: ${line} The firebase path (rules, contract, functions, journeys on the emulators) was not tested.`);
  summary();
  process.exit(0);
}
console.log('\n▶ The firebase path on the emulators (scripts/emulator-suites.mjs)');
const emulatorsStarted = Date.now();
rmSync('test-results/emulator-suites.json', { force: true });
const firebasePath = spawnSync('node', ['scripts/emulator-suites.mjs', '--e2e'], {
  stdio: 'inherit',
  // The typecheck above covered functions/ (it is there, or the firebase path would not run): they are only bundled.
  env: { ...process.env, CHROMIUM_PATH: chromium, FUNCTIONS_TYPECHECKED: '1' },
});
timed('emulators', emulatorsStarted);
for (const result of readJson('test-results/emulator-suites.json')?.results ?? []) {
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
}
if (firebasePath.status !== 0) fail('The firebase path on the emulators', firebasePath.status);
summary();
process.exit(0);
