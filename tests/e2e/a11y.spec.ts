// axe-core (WCAG 2.2 A and AA rules) on the member pages as each role (every
// route as a visitor is every-route.spec.ts's), and the open states that matter: a header
// dropdown, the phone menu, dialogs, the comment board with its composer,
// each admin tab, forms showing their errors. Zero violations. Then what axe
// cannot see: focus shown on every Tab stop and never under the sticky
// header, and reduced motion honoured.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { accounts, expect, signIn, test } from './fixtures';
import { scan } from './page-checks';
import { visit } from './routes';

async function scanRoutes(page: Page, routes: readonly string[], who: string): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await visit(page, route);
    found.push(...(await scan(page, `${who} ${route}`)));
  }
  return found;
}

test('a franchisee’s member pages', async ({ page }) => {
  await signIn(page, 'franchisee');
  expect(await scanRoutes(page, [paths.profile, paths.discussion, paths.admin], 'franchisee')).toEqual([]);
});

test('a visitor’s open states: a header dropdown, the comment board, the phone menu, the hub sign-in dialog', async ({ page }) => {
  const found: string[] = [];
  await visit(page, paths.store);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Ecology' }).click();
  await expect(nav.getByRole('link', { name: 'Human Factors' })).toBeVisible();
  found.push(...(await scan(page, 'Ecology dropdown open')));

  await page.getByRole('contentinfo').getByRole('button', { name: 'Comments' }).click();
  const board = page.getByRole('region', { name: 'Comments' });
  await expect(board.getByText('Register or Log In to join the conversation.')).toBeVisible();
  found.push(...(await scan(page, 'comment board, visitor', '#comments-panel')));

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('button', { name: 'Quality' }).click();
  await expect(nav.getByRole('link', { name: 'Quality: overview' })).toBeVisible();
  found.push(...(await scan(page, 'phone menu open with Quality open')));

  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, paths.register);
  const signIn = page.getByRole('region', { name: 'Sign In' });
  await signIn.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  await signIn.getByLabel('Password').fill('Wrong!2345');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in failed' })).toBeVisible();
  found.push(...(await scan(page, 'hub sign-in result dialog')));
  expect(found).toEqual([]);
});

test('forms showing their errors', async ({ page }) => {
  test.setTimeout(60_000);
  const found: string[] = [];
  const forms: [string, string][] = [
    [paths.contact, 'Send message'],
    [paths.franchisee, 'Submit application'],
    [paths.contributorReg, 'Register'],
    [paths.pricing, 'Send inquiry'],
    [paths.offers, 'Register'],
  ];
  for (const [route, submit] of forms) {
    await visit(page, route);
    await page.getByRole('main').getByRole('button', { name: submit, exact: true }).click();
    await expect(page.getByRole('main').getByText(/required|must|valid/).first()).toBeVisible();
    found.push(...(await scan(page, `${route} with errors`, 'main')));
  }
  await visit(page, paths.register);
  const cards: [string, string][] = [
    ['News and Updates', 'Subscribe'],
    ['Special Offers', 'Register'],
    ['Contribute to Discussions', 'Next'],
    ['Join the Consortium', 'Next'],
    ['Sign In', 'Sign In'],
  ];
  for (const [card, submit] of cards) await page.getByRole('region', { name: card }).getByRole('button', { name: submit }).click();
  await expect(page.getByText('Field is required').first()).toBeVisible();
  found.push(...(await scan(page, '/register with an error in every card', 'main')));
  expect(found).toEqual([]);
});

test('a contributor: member pages, the account menu, the composer, a reply and a delete confirmation', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'contributor');
  const found = await scanRoutes(page, [paths.profile, paths.discussion, paths.admin], 'contributor');

  await visit(page, paths.store);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /^Account: / }).click();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  found.push(...(await scan(page, 'account dropdown open', 'header')));
  await page.keyboard.press('Escape');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Comments' }).click();
  const board = page.getByRole('region', { name: 'Comments' });
  const composer = board.getByLabel('Add a comment');
  await composer.press('Enter');
  await expect(board.getByText('Message required')).toBeVisible();
  found.push(...(await scan(page, 'composer with its error')));

  await composer.fill('A pending question about cedar.');
  await composer.press('Enter');
  const mine = board.getByRole('article', { name: `Message from ${accounts.contributor.name}` }).last();
  await expect(mine.getByText('Pending Approval')).toBeVisible();
  await mine.getByRole('button', { name: 'Delete' }).click();
  await expect(mine.getByText('Are you sure?')).toBeVisible();
  await board.getByRole('button', { name: 'Reply' }).first().click();
  found.push(...(await scan(page, 'pending message, delete confirmation and reply composer', '#comments-panel')));
  expect(found).toEqual([]);
});

test('an admin: member pages, each admin tab, Open Display and a confirmation', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  const found = await scanRoutes(page, [paths.profile, paths.discussion], 'admin');
  await visit(page, paths.admin);
  found.push(...(await scan(page, 'admin console')));
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  for (let index = 1; index < 5; index += 1) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Approve (?!selected)/ }).first()).toBeVisible();
    found.push(...(await scan(page, `admin tab ${(await tab.textContent()) ?? index}`, 'main')));
  }
  await page.getByRole('button', { name: /^Open Display for / }).first().click();
  await expect(page.getByRole('complementary', { name: 'Comment board display' }).locator('article[aria-current="true"]')).toBeVisible();
  found.push(...(await scan(page, 'admin Open Display', 'main')));

  await page.getByRole('button', { name: /^Approve (?!selected)/ }).first().click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  found.push(...(await scan(page, 'admin approve confirmation')));
  expect(found).toEqual([]);
});

test('the discussion composer’s error and the species views', async ({ page }) => {
  const found: string[] = [];
  await signIn(page, 'franchisee');
  await visit(page, paths.discussion);
  await page.getByRole('main').getByRole('textbox').first().press('Enter');
  await expect(page.getByText('Either message or attachments required')).toBeVisible();
  found.push(...(await scan(page, 'discussion composer with its error', 'main')));

  await visit(page, paths.bySpecies);
  await page.getByRole('button', { name: 'Simple view' }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(10);
  found.push(...(await scan(page, 'species simple view', 'main')));
  await page.getByRole('button', { name: 'Regular view' }).click();
  await page.getByRole('list', { name: 'Species regions' }).getByRole('link', { name: 'Softwoods', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Back to Species' })).toBeVisible();
  found.push(...(await scan(page, 'species region view', 'main')));
  expect(found).toEqual([]);
});

/**
 * Focuses every element of the page that Tab can reach, in turn, as a
 * keyboard user would see it (a key was pressed first, so script focus shows
 * as :focus-visible), and returns each one whose focus is not shown (no
 * outline of 2 px or more on it or on an ancestor drawing it for it) or that
 * sits hidden under the sticky header. Reaching them by Tab is the keyboard
 * spec's business; this is about seeing where focus is.
 */
async function unseenFocus(page: Page, where: string): Promise<string[]> {
  await page.keyboard.press('Shift');
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const header = document.querySelector('header');
    // Focus scrolls its element into view, smoothly where motion is allowed; a
    // smooth scroll would still be under way when the position is read here,
    // so the scroll is made instant (what a person sees once it has ended).
    const html = document.documentElement;
    const behavior = html.style.scrollBehavior;
    html.style.scrollBehavior = 'auto';
    const candidates = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]'));
    for (const element of candidates) {
      if (element.tabIndex < 0 || element.matches(':disabled') || !element.checkVisibility()) continue;
      element.focus();
      if (document.activeElement !== element) continue;
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').replace(/\s+/g, ' ').trim();
      const name = `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
      let shown = false;
      for (let node: HTMLElement | null = element, depth = 0; node && depth < 4 && !shown; node = node.parentElement, depth += 1) {
        const style = getComputedStyle(node);
        shown = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      }
      if (!element.matches(':focus-visible') || !shown) found.push(`no visible focus on ${name}`);
      // The sticky header covers whatever has scrolled under it.
      const rect = element.getBoundingClientRect();
      const band = header?.getBoundingClientRect();
      if (band && !header?.contains(element) && rect.height > 0 && rect.top >= band.top && rect.bottom <= band.bottom) {
        found.push(`focus hidden under the header on ${name}`);
      }
    }
    html.style.scrollBehavior = behavior;
    return found;
  });
  return problems.map((problem) => `${where}: ${problem}`);
}

test('focus is shown on every focusable element of representative pages', async ({ page }) => {
  const found: string[] = [];
  for (const route of [paths.store, paths.register, paths.bySpecies, paths.knees, paths.quality, paths.franchisee]) {
    await visit(page, route);
    found.push(...(await unseenFocus(page, route)));
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, paths.contact);
  await page.getByRole('button', { name: 'Menu' }).press('Enter');
  found.push(...(await unseenFocus(page, '/contact with the phone menu open')));
  expect(found).toEqual([]);
});

test('focus is shown in the admin console and on a member’s comment board', async ({ page }) => {
  const found: string[] = [];
  await signIn(page, 'admin');
  await visit(page, paths.admin);
  await page.getByRole('tab', { name: /^Comments Approval/ }).click();
  found.push(...(await unseenFocus(page, '/admin comments tab')));
  await visit(page, paths.store);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Comments' }).click();
  await expect(page.getByRole('region', { name: 'Comments' }).getByRole('textbox')).toBeVisible();
  found.push(...(await unseenFocus(page, '/store with its comment board')));
  expect(found).toEqual([]);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing animates or scrolls smoothly', async ({ page }) => {
    const moving = () =>
      page.evaluate(() => {
        const lasts = (value: string) => value.split(',').some((part) => parseFloat(part) > 0);
        const found = Array.from(document.querySelectorAll<HTMLElement>('*'))
          .filter((element) => {
            const style = getComputedStyle(element);
            return lasts(style.transitionDuration) || (style.animationName !== 'none' && lasts(style.animationDuration));
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
        if (getComputedStyle(document.documentElement).scrollBehavior !== 'auto') found.push('html scrolls smoothly');
        return found;
      });
    await visit(page, paths.bySpecies);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quality' }).click();
    expect(await moving()).toEqual([]);
    await visit(page, paths.register);
    const signIn = page.getByRole('region', { name: 'Sign In' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
    await signIn.getByLabel('Password').fill('Wrong!2345');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in failed' })).toBeVisible();
    expect(await moving()).toEqual([]);
  });

  test('without the preference, in-page links still scroll smoothly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await visit(page, paths.quality);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  });
});
