#!/usr/bin/env node
// The firebase path's suites in one start of the Firebase Emulator Suite
// (Auth, Firestore, Functions; maildev for their mail): the service contract
// on the firebase backend, the rules matrix, the function tests and, with
// --e2e, the end-to-end journeys against the site on the emulators. Storage is
// emulated only where firebase-tools' Storage rules runtime is already in its
// cache or EMULATE_STORAGE=1 lets it download it (docs/decisions/026); else
// the cases that store files are reported as not run, with their count.
//
//   node scripts/emulator-suites.mjs [--e2e]     `npm run test:emulators`, and `npm test`
//
// Closes with one line per suite and a last 'N passed, N failed' line;
// test-results/emulator-suites.json holds the totals for scripts/test-all.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const PROJECT = 'demo-atlantic-timber';
const REPORT = 'test-results/emulator-suites.json';
const withE2e = process.argv.includes('--e2e');

/** Whether the Storage emulator can start without a download: its rules runtime cached, or a download allowed. */
function storageEmulated() {
  if (process.env.EMULATOR_DOWNLOADS === '1') return true;
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(cache) && readdirSync(cache).some((name) => name.startsWith('cloud-storage-rules-runtime'));
}

const SUITES = [
  { name: 'service contract (firebase backend)', project: 'contract' },
  // The matrix writes its fixture with the rules off before each case: the functions' triggers must not act on it
  // (they would run transactions on the same documents and time the cases out), so they are paused meanwhile.
  { name: 'rules matrix', project: 'rules', pauseTriggers: true },
  { name: 'function tests', project: 'functions' },
];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Pauses or resumes the Functions emulator's background triggers, through the Emulator Hub. */
async function backgroundTriggers(on) {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run inside firebase emulators:exec.');
  const response = await fetch(`http://${hub}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The Emulator Hub answered ${response.status} to ${on ? 'enabling' : 'disabling'} the triggers.`);
}

/**
 * Builds the site for the firebase backend on the emulators into
 * dist-emulators, its output into a file (the suites meanwhile run with
 * spawnSync, which reads no pipe), printed once the build is awaited.
 */
function buildForTheJourneys() {
  const log = 'test-results/emulators-build.log';
  const fd = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', 'dist-emulators', '--logLevel', 'warn'], {
      stdio: ['ignore', fd, fd],
      env: { ...process.env, VITE_BACKEND: 'firebase', VITE_USE_EMULATORS: 'true' },
    });
    let ended = false;
    const done = (status) => {
      if (ended) return;
      ended = true;
      closeSync(fd);
      resolve({ status, output: `Built dist-emulators beside the contract (exit ${status}).\n${readFileSync(log, 'utf8')}` });
    };
    child.on('close', (code) => done(code ?? 1));
    child.on('error', () => done(1));
  });
}

/** Inside `firebase emulators:exec`: each suite in turn, then the journeys; the counts into REPORT. */
async function inside() {
  const results = [];
  let status = 0;
  // The journeys' site is built while the contract runs: the contract mostly waits on the emulators
  // (a third of the two cores idle), and the build is about 20 s of CPU.
  const built = withE2e ? buildForTheJourneys() : null;
  for (const suite of SUITES) {
    const output = `test-results/emulators-${suite.project}.json`;
    rmSync(output, { force: true });
    console.log(`\n▶ ${suite.name}`);
    if (suite.pauseTriggers) await backgroundTriggers(false);
    const run = spawnSync(
      'npx',
      ['vitest', 'run', '--config', 'vitest.emulators.config.ts', '--project', suite.project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
      { stdio: 'inherit' },
    );
    if (suite.pauseTriggers) await backgroundTriggers(true);
    const report = readJson(output);
    // Skipped cases: those that store files where Storage is not emulated (it.skipIf), named in the output above.
    results.push({
      name: suite.name,
      passed: report?.numPassedTests ?? 0,
      failed: report ? report.numFailedTests : 1,
      skipped: report ? report.numPendingTests + report.numTodoTests : 0,
    });
    if (run.status !== 0) status = run.status ?? 1;
  }
  if (withE2e) {
    console.log('\n▶ End-to-end journeys on the emulators (Playwright)');
    rmSync('test-results/e2e-emulators-report.json', { force: true });
    const build = await built;
    process.stdout.write(build.output);
    const run = spawnSync('npx', ['playwright', 'test', '--config', 'playwright.emulators.config.ts'], {
      stdio: 'inherit',
      env: { ...process.env, ...(build.status === 0 ? { E2E_EMULATORS_BUILT: '1' } : {}) },
    });
    const stats = readJson('test-results/e2e-emulators-report.json')?.stats;
    results.push({
      name: 'journeys on the emulators',
      passed: stats ? stats.expected + (stats.flaky ?? 0) : 0,
      failed: stats ? stats.unexpected : 1,
      skipped: stats?.skipped ?? 0,
    });
    if (run.status !== 0) status = run.status ?? 1;
  }
  writeFileSync(REPORT, JSON.stringify({ results, storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST !== undefined }, null, 2));
  process.exit(status);
}

function outside() {
  rmSync(REPORT, { force: true });
  const build = spawnSync('npm', ['run', 'build', '--prefix', 'functions'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const storage = storageEmulated();
  const only = ['auth', 'firestore', 'functions', ...(storage ? ['storage'] : [])].join(',');
  const inner = `node scripts/emulator-suites.mjs --inside${withE2e ? ' --e2e' : ''}`;
  const run = spawnSync(
    'node',
    ['scripts/with-maildev.mjs', 'node', 'scripts/emulators.mjs', 'npx', 'firebase', 'emulators:exec', '--only', only, '--project', PROJECT, inner],
    { stdio: 'inherit' },
  );
  const report = readJson(REPORT);
  console.log('\nThe firebase path, on the emulators:');
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const result of report?.results ?? []) {
    console.log(`  ${result.name}: ${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''}`);
    for (const key of Object.keys(totals)) totals[key] += result[key];
  }
  if (report && !report.storage) {
    console.log(
      `  Storage: not emulated (its rules runtime is a download, docs/decisions/026): the ${totals.skipped} skipped cases store files, and storage.rules' matrix (tests/rules/storage.emulator.test.ts) was not run; the hosted emulators workflow runs them.`,
    );
  }
  if (!report) totals.failed += 1;
  console.log(`emulators: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(run.status === 0 && report ? 0 : (run.status ?? 1) || 1);
}

if (process.argv.includes('--inside')) await inside();
else outside();
