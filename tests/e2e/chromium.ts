import { existsSync } from 'node:fs';

/**
 * Debian's Chromium: CHROMIUM_PATH, else its headless shell (package
 * chromium-headless-shell: the same engine without the browser's UI, as
 * Playwright's own headless runs; a page load and its checks take about a
 * third less CPU than in the full browser), else /usr/bin/chromium. Nothing is
 * downloaded. scripts/test-all.mjs looks for the same two.
 */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].filter((path): path is string => Boolean(path));
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * How Chromium is started. The GPU process's work (software compositing, as
 * `--disable-gpu` leaves it) runs as a thread of the browser process
 * (`--in-process-gpu`): one process and its messages fewer per browser, about
 * an eighth of the CPU of a page load and its checks on our machines.
 * `singleProcess` also puts the pages' renderer there, a third less CPU
 * again; Chromium supports that mode only as long as no browser context is
 * closed (closing one ends the browser), so only the sweep over every route
 * uses it: its pages share one context for the worker's life (readOnlyTest).
 */
export function chromiumLaunchOptions({ singleProcess = false } = {}) {
  return {
    executablePath: findChromium() ?? undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--in-process-gpu',
      ...(singleProcess ? ['--single-process'] : []),
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/**
 * What each Playwright config here uses: Debian's Chromium, and a trace only
 * where a failure needs one. A trace records the page after every step, which
 * cost about a sixth of the run's CPU on our machines: CI records one only
 * when it retries a failed test; a local run keeps each failed test's.
 */
export function browserUse() {
  return {
    browserName: 'chromium' as const,
    launchOptions: chromiumLaunchOptions(),
    trace: process.env['CI'] ? ('on-first-retry' as const) : ('retain-on-failure' as const),
    screenshot: 'only-on-failure' as const,
  };
}
