// The member pages as an Admin at a phone, a tablet and a desktop width (every
// route as a visitor is every-route.spec.ts's): nothing scrolls sideways, every
// visible pointer target is at least 24 by 24 CSS pixels or meets an exception
// of WCAG 2.2's target size (SC 2.5.8); the header's row fits the column; and
// no layout shifts. `E2E_SCREENSHOTS=1` keeps a full-page screenshot per route
// and width under test-results/screenshots/ for a reviewer.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { expect, signIn, test } from './fixtures';
import { findProblems, resize, SCREENSHOTS, screenshotName, WIDTHS } from './page-checks';
import { visit } from './routes';

const MEMBER_ROUTES = [paths.profile, paths.discussion, paths.admin];

/** Loads each route once, then looks at it at each width in turn. */
async function sweep(page: Page, routes: readonly string[], widths: readonly number[], role?: string) {
  const found: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await visit(page, route);
    for (const width of widths) {
      await resize(page, width);
      found.push(...(await findProblems(page)).map((problem) => `${route} at ${width}px${role ? ` as ${role}` : ''}: ${problem}`));
      if (SCREENSHOTS) await page.screenshot({ path: screenshotName(route, width, role), fullPage: true });
    }
  }
  expect(found).toEqual([]);
}

test('the member pages as an admin, and the fullest header just above the phone menu', async ({ page }) => {
  await signIn(page, 'admin');
  await sweep(page, MEMBER_ROUTES, [...WIDTHS, 1100], 'admin');
});

// The header is as wide as the content column (at most --content-width), so an
// admin's fullest row (Discussion, Admin, a long name) must fit that column at
// every desktop width without running past it.
test("an admin's header row stays inside the content column at 1100 to 1600 px", async ({ page }) => {
  await signIn(page, 'admin');
  await visit(page, paths.store);
  const found: string[] = [];
  for (const width of [1100, 1280, 1366, 1440, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => {
      const inner = document.querySelector('header')?.firstElementChild;
      const name = inner?.querySelector('nav > ul > li:last-child button > span');
      if (!inner || !name) return 'no header row or account name';
      const edge = inner.getBoundingClientRect().right - parseFloat(getComputedStyle(inner).paddingRight);
      const past = () =>
        Math.max(...Array.from(inner.querySelectorAll('nav a, nav button')).filter((e) => e.checkVisibility()).map((e) => e.getBoundingClientRect().right)) - edge;
      const shown = past();
      const text = name.textContent;
      name.textContent = 'Maximilienne Charbonneau-Vanderberg';
      const longName = past();
      name.textContent = text;
      return shown > 0.5 || longName > 0.5 ? `${Math.round(shown)} px past the column (${Math.round(longName)} px with a long name)` : '';
    });
    if (overflow) found.push(`${width} px: ${overflow}`);
  }
  expect(found).toEqual([]);
});

/** Records the layout shifts of every page load in this tab (CLS counts only those without recent input). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { total: 0, moved: [] as string[] };
    (window as unknown as { __shift: typeof state }).__shift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        state.total += entry.value;
        state.moved.push(...(entry.sources ?? []).map((source) => `${source.node?.nodeName ?? '?'} (${entry.value.toFixed(4)})`));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

// Pages whose content arrives after the first paint keep the footer below the
// fold and the header's account area steady while they load (CLS ≤ 0.01).
for (const width of [375, 1440]) {
  test(`loading pages do not shift their layout at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await watchLayoutShift(page);
    const found: string[] = [];
    for (const route of [paths.admin, paths.profile, paths.contributors]) {
      await visit(page, route);
      await page.waitForTimeout(500);
      const { total, moved } = await page.evaluate(() => (window as unknown as { __shift: { total: number; moved: string[] } }).__shift);
      if (total > 0.01) found.push(`${route}: CLS ${total.toFixed(4)} (${moved.join(', ')})`);
    }
    expect(found).toEqual([]);
  });
}
