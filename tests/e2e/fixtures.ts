// Shared end-to-end helpers: a `test` whose pages wait, after goto and reload,
// until the app has taken the page over (html[data-ready]: a prerendered page
// shows its content before that; goto with waitUntil 'commit' does not wait),
// and logging in as a seeded demo account.
import { test as base, expect, type Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { DEMO_ACCOUNTS, type DemoAccount, type DemoAccountKey } from '../../src/services/demo-data';

export { expect };

/** Resolves once the app has hydrated or rendered the page (src/app/app.tsx). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  // `provide` is Playwright's fixture callback (usually named `use`; renamed so
  // React's rules of hooks do not mistake it for a hook).
  context: async ({ context }, provide) => {
    context.on('page', (page) => {
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
    });
    await provide(context);
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

export async function login(page: Page, role: AccountRole): Promise<void> {
  const account = accounts[role];
  await page.goto(paths.login);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: `Account: ${account.name}` })).toBeVisible();
}
