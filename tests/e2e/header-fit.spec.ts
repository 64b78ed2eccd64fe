// The header fits every width from a small phone to a wide screen, for a
// visitor, a Contributor, a Franchisee and an Admin, in English and French:
// the page never scrolls sideways, and every control of the header (its row,
// and the Menu panel's links where the menus sit behind Menu) is on the
// screen. Each role signs in once and is looked at in both languages and at
// every width; a screenshot of each header is kept under
// test-results/screenshots/ (header-ROLE-LOCALE-WIDTH.png, at two widths) for a reviewer.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { LOCALES, localizePath, type Locale } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';
import { accounts, expect, login, test, type AccountRole } from './fixtures';
import { settle } from './routes';

const WIDTHS = [320, 375, 1024, 1280, 1440, 1920];
/** The widths whose header is kept as a screenshot. */
const SHOTS = [375, 1440];

/** What the header of each role holds, by name in the catalogue of the page's language. */
function expectedControls(role: AccountRole | 'visitor', locale: Locale) {
  const t = { locale };
  const member = role !== 'visitor';
  return {
    links: [
      ...(role === 'franchisee' || role === 'admin' ? [m.shell_header_discussion({}, t)] : []),
      ...(role === 'admin' ? [m.shell_header_admin({}, t)] : []),
      ...(member ? [] : [m.shell_header_join({}, t)]),
    ],
    buttons: [
      ...(member ? [m.shell_header_account({ name: accounts[role].name }, t)] : []),
      ...(member ? [m.notify_bell({}, t)] : []),
    ],
  };
}

/** The header's visible controls that are not wholly inside the viewport, by name and where they are. */
function controlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('header a, header button'))
      .filter((control) => control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.left < -0.5 || box.right > window.innerWidth + 0.5 || box.top < -0.5)
      .map(({ control, box }) => `"${control.getAttribute('aria-label') ?? control.innerText.trim()}" is at x ${Math.round(box.left)} to ${Math.round(box.right)}`),
  );
}

/** Every visible control of the header, each inside the viewport, and the page not scrolling sideways. */
async function problemsAt(page: Page, role: AccountRole | 'visitor', locale: Locale, width: number): Promise<string[]> {
  const found: string[] = [];
  const where = `${role}, ${locale}, ${width} px`;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`${where}: the page scrolls sideways by ${overflow} px`);

  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: m.shell_header_menu({}, { locale }), exact: true });
  const compact = await menu.isVisible();
  if (compact) await menu.click();

  found.push(...(await controlsOffScreen(page)).map((problem) => `${where}: ${problem}`));
  const expected = expectedControls(role, locale);
  const named = [
    ...expected.links.map((name) => header.getByRole('link', { name, exact: true })),
    ...expected.buttons.map((name) => header.getByRole('button', { name })),
  ];
  for (const control of named) {
    if (!(await control.isVisible())) found.push(`${where}: ${control.toString()} is not shown`);
  }
  if (compact) {
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
  return found;
}

async function sweep(page: Page, role: AccountRole | 'visitor') {
  const found: string[] = [];
  for (const locale of LOCALES) {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto(localizePath(paths.store, locale));
    await settle(page);
    if (role !== 'visitor') await expect(page.getByRole('banner').getByRole('button', { name: m.notify_bell({}, { locale }) })).toBeAttached();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // The header lays itself out anew on the frame after a resize (use-row-layout.ts).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      found.push(...(await problemsAt(page, role, locale, width)));
      if (SHOTS.includes(width)) {
        await page.screenshot({ path: `test-results/screenshots/header-${role}-${locale}-${width}.png`, clip: { x: 0, y: 0, width, height: 160 } });
      }
    }
  }
  expect(found).toEqual([]);
}

test('the header fits every width for a visitor, in both languages', async ({ page }) => {
  test.setTimeout(120_000);
  await sweep(page, 'visitor');
});

for (const role of ['contributor', 'franchisee', 'admin'] as const) {
  test(`the header fits every width for ${role === 'admin' ? 'an' : 'a'} ${role}, in both languages`, async ({ page }) => {
    test.setTimeout(150_000);
    await login(page, role);
    await sweep(page, role);
  });
}
