// Shared end-to-end helpers: a `test` whose pages wait, after goto and reload,
// until the app has taken the page over (html[data-ready]: a prerendered page
// shows its content before that; goto with waitUntil 'commit' does not wait);
// `readOnlyTest`, whose page opens in a context shared by the worker's
// read-only tests; and signing in as a seeded demo account, through the form
// (`login`) or as the form leaves the tab (`signIn`).
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { DEMO_ACCOUNTS, type DemoAccount, type DemoAccountKey } from '../../src/services/demo-data';

export { expect };

/** Where a tab of the local backend keeps its sign-in (src/services/local/session.ts; tests may not import the backend). */
const SESSION_KEY = 'atlantic-timber.session.uid';

/** Resolves once the app has hydrated or rendered the page (src/app/app.tsx). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Every navigation of the page waits for the app (goto with waitUntil 'commit' excepted). */
export function waitForTheAppOn(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // goto(url, { waitUntil: 'commit' }) returns at once: for acting on a page before the app has it.
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
}

export const test = base.extend({
  // `provide` is Playwright's fixture callback (usually named `use`; renamed so
  // React's rules of hooks do not mistake it for a hook).
  context: async ({ context }, provide) => {
    context.on('page', waitForTheAppOn);
    await provide(context);
  },
});

/**
 * For tests that only read: each page opens in one browser context per
 * worker, whose database the app has already seeded and whose HTTP cache is
 * warm, instead of a fresh context that seeds its own (a fresh context's first
 * page took about twice as long: docs/performance.md). Each page is still a
 * tab of its own, so its sign-in (sessionStorage) ends with it. A test that
 * writes anything (a form, a message, a decision, the language toggle's
 * choice, which localStorage keeps) uses `test` instead, as does one that
 * needs its own `context`.
 */
export const readOnlyTest = test.extend<object, { seededContext: BrowserContext }>({
  seededContext: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      context.on('page', waitForTheAppOn);
      const page = await context.newPage();
      // The contributors page lists seeded members, so the seed is written once it shows them.
      await page.goto(paths.contributors);
      await expect(page.getByRole('heading', { name: `${DEMO_ACCOUNTS.contributor.firstName} ${DEMO_ACCOUNTS.contributor.lastName}` })).toBeVisible();
      await page.close();
      await provide(context);
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // The options a spec sets with test.use that apply to a page (the context's others apply to fresh contexts only).
  page: async ({ seededContext, viewport, reducedMotion }, provide) => {
    const page = await seededContext.newPage();
    if (viewport) await page.setViewportSize(viewport);
    if (reducedMotion) await page.emulateMedia({ reducedMotion });
    await provide(page);
    await page.close();
  },
});

const named = (account: DemoAccount) => ({ ...account, name: `${account.firstName} ${account.lastName}` });

/** The seeded demo accounts (src/services/demo-data.ts), with the name the header shows. */
export const accounts = {
  admin: named(DEMO_ACCOUNTS.admin),
  franchisee: named(DEMO_ACCOUNTS.franchisee),
  contributor: named(DEMO_ACCOUNTS.contributor),
} satisfies Record<DemoAccountKey, DemoAccount & { name: string }>;

export type AccountRole = DemoAccountKey;

/**
 * Presses Tab (or Shift+Tab) until the focus is on the target or inside it (a
 * radio group), as a keyboard user reaches it; fails if it cannot be reached.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
  }
  throw new Error(`${target.toString()} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Signs in through the login form, for the tests of signing in itself. */
export async function login(page: Page, role: AccountRole): Promise<void> {
  const account = accounts[role];
  await page.goto(paths.login);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: `Account: ${account.name}` })).toBeVisible();
  // The form then goes on to the store, which closes any menu and moves the focus to its heading:
  // a test that opened a menu before that (a busy machine) lost it.
  await expect(page).toHaveURL(new RegExp(`${paths.store}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
}

/**
 * Signs this tab in as a seeded account the way the login form leaves it (the
 * account's uid in the tab's sessionStorage: src/services/local/session.ts),
 * from the next page load on, without the form's page load and password hash.
 * Once per tab: after a sign-out in the test, a reload stays signed out. Other
 * tabs of the context stay signed out, as after a sign-in through the form.
 * `login` and the specs of the form (shell, register, profile) test the form.
 */
export async function signIn(page: Page, role: AccountRole): Promise<void> {
  await page.addInitScript(
    ({ key, uid }) => {
      try {
        const done = `${key}:restored:${uid}`;
        if (window.sessionStorage.getItem(done)) return;
        window.sessionStorage.setItem(done, '1');
        window.sessionStorage.setItem(key, uid);
      } catch {
        // about:blank and other pages without storage of the site's origin.
      }
    },
    // The seed gives each demo account the uid demo-{key} (src/services/local/seed.ts).
    { key: SESSION_KEY, uid: `demo-${role}` },
  );
}
