import { defineConfig } from '@playwright/test';
import { browserUse, chromiumLaunchOptions } from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against
// the production build on the local backend, served by `vite preview` with the
// hosting headers of firebase.json (scripts/vite/hosting-on-preview.ts), so every spec runs under
// the production Content-Security-Policy.
export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder, which Playwright empties at the start: test-results/ also holds the other
  // suites' reports (Vitest's, the firebase path's), which its clean-up must leave.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // A journey of several pages (apply, confirm, approve, sign in) takes 15 s alone and twice that
  // beside a second worker on two busy cores: the limit is for a hung test, not a slow one.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...browserUse(),
  },
  projects: [
    // The sweep over every route and the content pages' checks: their pages live in one context per
    // worker (readOnlyTest), so their Chromium runs in one process (tests/e2e/chromium.ts). A spec
    // that opens a context of its own must stay in 'journeys'.
    { name: 'routes', testMatch: /(every-route|content)\.spec\.ts$/, use: { launchOptions: chromiumLaunchOptions({ singleProcess: true }) } },
    { name: 'journeys', testIgnore: /(every-route|content)\.spec\.ts$/ },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/store`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
