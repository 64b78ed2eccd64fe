import { defineConfig } from '@playwright/test';
import { browserUse } from './tests/e2e/chromium';

const port = Number(process.env.E2E_EMULATORS_PORT ?? 4174);

/** What the build and `vite preview` read: the firebase backend on the local Emulator Suite. */
const EMULATOR_BUILD = { VITE_BACKEND: 'firebase', VITE_USE_EMULATORS: 'true' };

// The journeys of tests/e2e-emulators: the site built for the firebase backend
// (into dist-emulators, beside the local build's dist) against the Firebase
// Emulator Suite, which must be running (scripts/emulator-suites.mjs --e2e
// runs this inside `firebase emulators:exec`, with maildev for the mail). The
// same Chromium and headers as playwright.config.ts: `vite preview` serves
// firebase.json's, its connect-src widened to the emulators' origins for this
// build only (scripts/vite/hosting-on-preview.ts). The global setup empties and
// seeds Auth and Firestore once; each journey leaves the demo data as a later
// one needs it.
export default defineConfig({
  testDir: 'tests/e2e-emulators',
  outputDir: 'test-results/e2e-emulators',
  globalSetup: './tests/e2e-emulators/global-setup.ts',
  fullyParallel: true,
  // The emulators (a JVM and the functions' Node) take one of two cores.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // A context's first page loads the Firebase SDK and opens its channels, and
  // each callable waits for the functions emulator: a journey of three
  // members takes 20 to 30 s beside a second worker.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-emulators-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...browserUse(),
  },
  webServer: {
    // Built on every run: a stale dist-emulators would test yesterday's site. scripts/emulator-suites.mjs
    // builds it beside the service contract (which waits on the emulators more than it computes) and says so.
    command: `${process.env.E2E_EMULATORS_BUILT === '1' ? '' : 'npx vite build --outDir dist-emulators --logLevel warn && '}npx vite preview --outDir dist-emulators --host 127.0.0.1 --port ${port} --strictPort`,
    env: EMULATOR_BUILD,
    url: `http://127.0.0.1:${port}/store`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
