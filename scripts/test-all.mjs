#!/usr/bin/env node
// `npm test`: every check that works offline, in order, stopping at the first
// failure: typecheck, lint, room sizes, Vitest (unit, component, contract on the local
// backend), the function tests against the Auth emulator, the production
// build with its bundle check and size budget, then the end-to-end tests in
// Debian's Chromium. Prints one closing line with the test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed.`);
    summary();
    process.exit(result.status ?? 1);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function summary() {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

mkdirSync('test-results', { recursive: true });

run('Typecheck', 'npx', ['tsc', '-b']);
run('Typecheck scripts', 'npx', ['tsc', '-p', 'scripts']);
if (existsSync('functions/node_modules')) run('Typecheck functions', 'npx', ['tsc', '-p', 'functions']);
else console.log('\nNotice: functions/node_modules is missing (run `npm ci --prefix functions`); functions/ not type-checked.');
run('Lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('Room sizes (modules ≤ 300 lines, functions ≤ 100)', 'node', ['scripts/room-sizes.mjs']);

console.log('\n▶ Unit, component and contract tests (Vitest, local backend)');
const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'], {
  stdio: 'inherit',
});
const vitestReport = readJson('test-results/vitest.json');
if (vitestReport) {
  totals.passed += vitestReport.numPassedTests;
  totals.failed += vitestReport.numFailedTests;
  totals.skipped += vitestReport.numPendingTests + vitestReport.numTodoTests;
}
if (vitest.status !== 0) {
  console.error('\n✖ Vitest failed.');
  summary();
  process.exit(vitest.status ?? 1);
}

// createUserOnApproval against the Auth emulator, which firebase-tools runs
// offline (Node only); it needs firebase-admin from functions/node_modules.
if (existsSync('functions/node_modules/firebase-admin')) {
  console.log('\n▶ Function tests (createUserOnApproval, Auth emulator)');
  const started = Date.now();
  rmSync('test-results/vitest-functions.json', { force: true });
  const functionTests = spawnSync(
    'npx',
    [
      'firebase',
      'emulators:exec',
      '--only',
      'auth',
      '--project',
      'demo-atlantic-timber',
      'npx vitest run --config vitest.emulators.config.ts --project functions --reporter=default --reporter=json --outputFile.json=test-results/vitest-functions.json',
    ],
    { stdio: 'inherit' },
  );
  const functionsReport = readJson('test-results/vitest-functions.json');
  if (functionsReport) {
    totals.passed += functionsReport.numPassedTests;
    totals.failed += functionsReport.numFailedTests;
    totals.skipped += functionsReport.numPendingTests + functionsReport.numTodoTests;
  }
  if (functionTests.status !== 0) {
    console.error('\n✖ Function tests failed.');
    summary();
    process.exit(functionTests.status ?? 1);
  }
  console.log(`Function tests: ${Math.round((Date.now() - started) / 1000)} s with the Auth emulator's start.`);
} else {
  const line = 'functions/node_modules is missing (run `npm ci --prefix functions`); the function tests against the Auth emulator were not run.';
  if (isCI) {
    console.error(`\n✖ ${line}`);
    totals.failed += 1;
    summary();
    process.exit(1);
  }
  console.log(`\nNotice: ${line}`);
}

console.log(
  '\nNotice: the security-rules tests (tests/rules) and the firebase-backend contract tests need the Firestore and Storage emulators (Java 21 and a download); they run under `npm run test:emulators`, not here.',
);

run('Production build (local backend)', 'npx', ['vite', 'build'], { VITE_BACKEND: 'local' });
run('Bundle check', 'node', ['scripts/check-bundle.mjs']);
run('Size budget (first route, gzip)', 'node', ['scripts/check-size.mjs']);

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
if (!chromium) {
  const line = 'Chromium not found (set CHROMIUM_PATH or run: sudo apt-get update && sudo apt-get install -y chromium); end-to-end tests not run.';
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
const e2e = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
const e2eReport = readJson('test-results/e2e-report.json');
if (e2eReport?.stats) {
  totals.passed += e2eReport.stats.expected + (e2eReport.stats.flaky ?? 0);
  totals.failed += e2eReport.stats.unexpected;
  totals.skipped += e2eReport.stats.skipped;
}
summary();
process.exit(e2e.status ?? 1);
