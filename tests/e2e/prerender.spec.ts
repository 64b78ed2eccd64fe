// Prerendered pages (scripts/prerender-plugin.ts): their content is in the
// HTML, the app takes them over without errors, and nothing a visitor typed or
// submitted before that is lost or sent natively.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { accounts, appReady, expect, test } from './fixtures';
import { m } from '../../src/paraglide/messages.js';
import { pathEnd } from './routes';

/** Holds back a route's code until `release` is called, so the visitor acts on the prerendered page. */
async function holdRouteCode(page: Page, route: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${route}-[\\w-]+\\.js$`), async (request) => {
    await released;
    await request.continue();
  });
  return release;
}

test('a page’s content and title are in its HTML, before any script runs', async ({ request }) => {
  const html = await (await request.get(paths.quality)).text();
  expect(html).toContain('<title>Quality | Atlantic Timber Consortium</title>');
  expect(html).toMatch(/<h1[^>]*>Quality<\/h1>/);
  expect(html).toContain('This website is under development and some parts are not fully functioning');
  // A part of a page that loads lazily is in its HTML too, rendered in place (no script moves it there).
  const store = await (await request.get(paths.store)).text();
  expect(store).toContain(`<dd>${m.store_carbon_high_means()}</dd>`);
  expect(store).not.toContain('<!--$?-->');
});

// That every prerendered page hydrates without an error is every-route.spec.ts's.

test('what a visitor types and submits before the app takes over is kept and sent by the app', async ({ page }) => {
  const release = await holdRouteCode(page, 'login');
  const nativeSubmits: string[] = [];
  page.on('request', (request) => request.url().includes('?') && request.isNavigationRequest() && nativeSubmits.push(request.url()));
  await page.goto(paths.login, { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(accounts.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  expect(await page.locator('html[data-ready]').count()).toBe(0);

  release();
  await appReady(page);
  await expect(page.getByRole('button', { name: `Account: ${accounts.admin.name}` })).toBeVisible();
  await expect(page).toHaveURL(pathEnd(paths.store));
  expect(nativeSubmits).toEqual([]);
});

test('a page asks for its route’s code at low priority and the entry at high, and the app still takes over', async ({ page }) => {
  const priorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    // Built files are named <chunk>-<7-character hash>.js (vite.config.ts); a hash may contain '-' too.
    const file = new URL(request.url).pathname.match(/^\/assets\/([\w-]+)-[\w-]{7}\.js$/)?.[1];
    if (file && !priorities.has(file)) priorities.set(file, request.initialPriority);
  });
  await page.goto(paths.register);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Us' })).toBeVisible();
  expect(priorities.get('index')).toBe('High');
  expect(priorities.get('register')).toBe('Low');
  expect(priorities.get('sign-in')).toBe('Low');
});
