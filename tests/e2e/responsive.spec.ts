// Every page at a phone, a tablet and a desktop width: nothing scrolls
// sideways, every visible pointer target is at least 24 by 24 CSS pixels or
// meets an exception of WCAG 2.2's target size (SC 2.5.8: a link inside a
// sentence, or a small target with no other target within a 24 px circle of
// it), and a full-page screenshot per route and width is kept under
// test-results/screenshots/ (route-width.png, e.g. store-375.png) for a
// reviewer.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { expect, signIn, test } from './fixtures';
import { distinctRoutes, visit } from './routes';

const WIDTHS = [375, 768, 1440] as const;
const MEMBER_ROUTES = [paths.profile, paths.discussion, paths.admin];

/** Finds what fails on the page as shown: sideways overflow and targets under 24 px without an exception. */
function findProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) {
      const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && element.checkVisibility())
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      problems.push(`scrolls sideways by ${overflow}px (${wide.join(', ')})`);
    }

    // An icon whose box lost its proportions has been squeezed by a row too full for it.
    for (const icon of Array.from(document.querySelectorAll<SVGSVGElement>('svg[width][height]'))) {
      const { width, height } = icon.getBoundingClientRect();
      const ratio = Number(icon.getAttribute('width')) / Number(icon.getAttribute('height'));
      if (icon.checkVisibility() && height > 0 && Math.abs(width / height - ratio) > 0.05 * ratio) {
        const owner = icon.parentElement;
        problems.push(`an icon in ${owner?.tagName.toLowerCase()} "${squash(owner?.textContent ?? '').slice(0, 40)}" is squeezed to ${Math.round(width)}×${Math.round(height)} px`);
      }
    }

    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"]';
    /** A link within a line of text (the "inline" exception). */
    const inText = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      return squash(block?.textContent ?? null).length > squash(element.textContent).length;
    };
    /** The area that takes the pointer: a checkbox or radio with its label. */
    const area = (element: HTMLElement): DOMRect => {
      const rect = element.getBoundingClientRect();
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
      if (!label) return rect;
      const other = label.getBoundingClientRect();
      const left = Math.min(rect.left, other.left);
      const top = Math.min(rect.top, other.top);
      return new DOMRect(left, top, Math.max(rect.right, other.right) - left, Math.max(rect.bottom, other.bottom) - top);
    };

    const targets = Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest('[inert]'))
      .map((element) => ({ element, rect: area(element) }))
      // Visually hidden controls (a file input behind its button, the skip link off screen) are no pointer targets.
      .filter(({ rect }) => rect.width > 2 && rect.height > 2 && rect.bottom + window.scrollY > 0);

    const small = targets.filter(({ rect }) => rect.width < 24 - 0.01 || rect.height < 24 - 0.01);
    for (const target of small) {
      if (inText(target.element)) continue;
      // The spacing exception: a 24 px circle on the target's centre meets no other target nor its circle.
      const cx = target.rect.left + target.rect.width / 2;
      const cy = target.rect.top + target.rect.height / 2;
      const crowded = targets.some((other) => {
        if (other === target) return false;
        if (other.element.contains(target.element) || target.element.contains(other.element)) return false;
        const { rect } = other;
        if (small.includes(other)) {
          return Math.hypot(rect.left + rect.width / 2 - cx, rect.top + rect.height / 2 - cy) < 24;
        }
        const dx = Math.max(rect.left - cx, 0, cx - rect.right);
        const dy = Math.max(rect.top - cy, 0, cy - rect.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (!crowded) continue;
      const name = squash(target.element.getAttribute('aria-label') ?? target.element.textContent).slice(0, 40);
      problems.push(
        `${target.element.tagName.toLowerCase()} "${name}" is ${Math.round(target.rect.width)}×${Math.round(target.rect.height)} px`,
      );
    }
    return problems;
  });
}

function screenshotName(route: string, width: number, role?: string) {
  const name = route.slice(1).replace(/[^A-Za-z0-9-]+/g, '-');
  return `test-results/screenshots/${name}${role ? `-as-${role}` : ''}-${width}.png`;
}

/** Loads each route once, then looks at it at each width in turn. */
async function sweep(page: Page, routes: readonly string[], widths: readonly number[], role?: string) {
  const found: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await visit(page, route);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      // The header lays its row out anew on the frame after a resize (src/app/layout/use-row-layout.ts).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      found.push(...(await findProblems(page)).map((problem) => `${route} at ${width}px${role ? ` as ${role}` : ''}: ${problem}`));
      await page.screenshot({ path: screenshotName(route, width, role), fullPage: true });
    }
  }
  expect(found).toEqual([]);
}

// The species selector's views are pages of their own to look at.
const pages = [...distinctRoutes, `${paths.bySpecies}?view=simple`, `${paths.bySpecies}?view=softwoods`, '/nowhere-at-all'];
const PARTS = 3;

for (let part = 0; part < PARTS; part += 1) {
  const share = pages.filter((_, index) => index % PARTS === part);
  test(`every page at ${WIDTHS.join(', ')} px, part ${part + 1} of ${PARTS}`, async ({ page }) => {
    test.setTimeout(90_000);
    await sweep(page, share, WIDTHS);
  });
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
