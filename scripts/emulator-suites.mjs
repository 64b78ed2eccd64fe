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

// The function tests and then the contract run on the seeded project, with the functions and their triggers
// (the function tests empty Auth, and the contract's set-up empties and seeds every emulator). The rules matrix
// runs on a demo project of its own beside them: the emulators keep each project's data apart, and the functions'
// triggers are registered for the seeded project only, so they never act on the matrix's fixture. The contract
// mostly waits on the emulators (a third of the two cores idle), so the matrix costs it little. (The function
// tests cannot move there too: the Auth emulator signs in with an API key on the seeded project only.)
const SUITES = [
  { name: 'function tests', project: 'functions', lane: 'main' },
  { name: 'service contract (firebase backend)', project: 'contract', lane: 'main' },
  { name: 'rules matrix', project: 'rules', lane: 'beside', gcloudProject: `${PROJECT}-rules` },
];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
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

/** Runs one suite's Vitest project, its output inherited or kept in a file; resolves to its counts. */
function runSuite(suite, { quiet }) {
  const output = `test-results/emulators-${suite.project}.json`;
  rmSync(output, { force: true });
  const log = `test-results/emulators-${suite.project}.log`;
  const fd = quiet ? openSync(log, 'w') : null;
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--config', 'vitest.emulators.config.ts', '--project', suite.project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
      { stdio: quiet ? ['ignore', fd, fd] : 'inherit', env: { ...process.env, ...(suite.gcloudProject ? { GCLOUD_PROJECT: suite.gcloudProject } : {}) } },
    );
    child.on('close', (code) => {
      if (fd !== null) closeSync(fd);
      const report = readJson(output);
      // Skipped cases: those that store files where Storage is not emulated (it.skipIf), named in the output.
      resolve({
        name: suite.name,
        status: code ?? 1,
        output: quiet ? `\n▶ ${suite.name} (beside the contract)\n${readFileSync(log, 'utf8')}` : '',
        passed: report?.numPassedTests ?? 0,
        failed: report ? report.numFailedTests : 1,
        skipped: report ? report.numPendingTests + report.numTodoTests : 0,
      });
    });
  });
}

/** Inside `firebase emulators:exec`: the function tests and the contract, and beside them the build and the matrix; then the journeys. */
async function inside() {
  let status = 0;
  // The other lane: the journeys' site is built (about 20 s of CPU), then the rules matrix runs.
  const beside = (async () => {
    const build = withE2e ? await buildForTheJourneys() : null;
    const runs = [];
    for (const suite of SUITES.filter((entry) => entry.lane === 'beside')) runs.push(await runSuite(suite, { quiet: true }));
    return { build, runs };
  })();
  const results = [];
  for (const suite of SUITES.filter((entry) => entry.lane === 'main')) {
    console.log(`\n▶ ${suite.name}`);
    results.push(await runSuite(suite, { quiet: false }));
  }
  const { build, runs } = await beside;
  results.push(...runs);
  for (const run of runs) process.stdout.write(run.output);
  for (const run of results) if (run.status !== 0) status = run.status;
  if (withE2e) {
    console.log('\n▶ End-to-end journeys on the emulators (Playwright)');
    rmSync('test-results/e2e-emulators-report.json', { force: true });
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
  const counts = results.map(({ name, passed, failed, skipped }) => ({ name, passed, failed, skipped }));
  writeFileSync(REPORT, JSON.stringify({ results: counts, storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST !== undefined }, null, 2));
  process.exit(status);
}

function outside() {
  rmSync(REPORT, { force: true });
  // `npm test` has type-checked the functions already (FUNCTIONS_TYPECHECKED): then they are only bundled.
  const script = process.env.FUNCTIONS_TYPECHECKED === '1' ? 'bundle' : 'build';
  const build = spawnSync('npm', ['run', script, '--prefix', 'functions'], { stdio: 'inherit' });
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
