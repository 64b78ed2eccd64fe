// Layout shift on load (target CLS at most 0.01) in a desktop-sized window;
// Lighthouse reports the mobile figure. Each route loads in a fresh browser
// context (an empty database, as for a first visit) and is watched until the
// backend has loaded and the page has been still for two seconds.
import { login, max, median, round, waitForBackend } from './lib.mjs';
import { installLayoutShiftProbe } from './page-scripts.mjs';

export async function benchCls({ browser, origin, routes, runs = 3 }) {
  const results = {};
  for (const route of routes) {
    const values = [];
    const shifts = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const page = await context.newPage();
        if (route === '/admin') await login(page, origin, 'admin');
        await page.addInitScript(installLayoutShiftProbe);
        await page.goto(`${origin}${route}`);
        await waitForBackend(page);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(2000);
        const state = await page.evaluate(() => globalThis.__layoutShift);
        values.push(state.total);
        shifts.push(state.shifts);
      } finally {
        await context.close();
      }
    }
    results[route] = { median: round(median(values), 4), max: round(max(values), 4), shifts };
  }
  return results;
}
