// First paint and hydration of a prerendered page on a throttled real load:
// Lighthouse's own "devtools" mobile settings (562.5 ms round trip, 1,474.56
// Kbps down, 675 Kbps up, 4× CPU slowdown) applied to the browser, cache off,
// each load in a fresh context. "Ready" is when the app has taken the page
// over (it calls window.__atcReady, which sets html[data-ready]). This is what
// a visitor waits for, where Lighthouse's simulated figures are a model.
import { login, max, median, round } from './lib.mjs';
import { installReadyProbe } from './page-scripts.mjs';

const THROTTLING = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export async function benchHydration({ browser, origin, routes, runs = 5 }) {
  const results = {};
  for (const route of routes) {
    const rows = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        if (route === '/admin') await login(page, origin, 'admin');
        await page.addInitScript(installReadyProbe);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', THROTTLING);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${origin}${route}`, { waitUntil: 'commit', timeout: 60_000 });
        await page.waitForFunction(() => globalThis.__readyAt !== undefined, undefined, { timeout: 60_000, polling: 100 });
        rows.push(
          await page.evaluate(() => ({
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
            ready: globalThis.__readyAt,
          })),
        );
      } finally {
        await context.close();
      }
    }
    const summary = (key) => ({ median: round(median(rows.map((row) => row[key])), 0), max: round(max(rows.map((row) => row[key])), 0) });
    results[route] = { runs: rows.length, fcp: summary('fcp'), ready: summary('ready'), perRun: rows.map((row) => ({ fcp: round(row.fcp, 0), ready: round(row.ready, 0) })) };
    console.log(`  hydration ${route}: first paint ${results[route].fcp.median} ms, app ready ${results[route].ready.median} ms (median of ${rows.length})`);
  }
  return results;
}
