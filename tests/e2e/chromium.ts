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

export function chromiumLaunchOptions() {
  return {
    executablePath: findChromium() ?? undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
