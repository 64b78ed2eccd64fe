// The journeys' `test`: tests/e2e's (each page waits, after goto and reload,
// until the app has it), with a browser context per person, since Firebase
// Auth keeps one sign-in per context (IndexedDB), and every page of every
// context watched for console errors and warnings, uncaught errors and
// Content-Security-Policy violations: a journey that meets one fails, as a
// unit test does on an unexpected console.error or console.warn
// (tests/setup/vitest.setup.ts).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, login, test as base, waitForTheAppOn, type AccountRole } from '../e2e/fixtures';

export { accounts, expect } from '../e2e/fixtures';

interface Problems {
  /** What was seen so far, each as `kind: text`. */
  seen: string[];
  /** Lets a problem the journey causes on purpose pass (a refused sign-in's 400). */
  allow: (pattern: RegExp) => void;
}

interface Journeys {
  problems: Problems;
  /** A new person at the site, in a browser context of their own; signed in through the login form as `role` when given. */
  person: (role?: AccountRole) => Promise<Page>;
}

async function watch(context: BrowserContext, problems: Problems): Promise<void> {
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.seen.push(`console ${message.type()} (${page.url()}): ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.seen.push(`page error (${page.url()}): ${error.message}`));
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  await context.exposeBinding('__reportViolation', (_source, text: string) => problems.seen.push(`CSP violation: ${text}`));
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      const source = event.sourceFile ? ' by ' + event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber : '';
      window.__reportViolation(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' in ' + event.documentURI + source);
    });`,
  });
}

async function openContext(browser: Browser, baseURL: string | undefined, problems: Problems): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  context.on('page', waitForTheAppOn);
  await watch(context, problems);
  return context;
}


export const test = base.extend<Journeys>({
  // `provide` is Playwright's fixture callback (see tests/e2e/fixtures.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  problems: async ({}, provide) => {
    const allowed: RegExp[] = [];
    const problems: Problems = { seen: [], allow: (pattern) => allowed.push(pattern) };
    await provide(problems);
    expect(problems.seen.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))).toEqual([]);
  },
  context: async ({ context, problems }, provide) => {
    await watch(context, problems);
    await provide(context);
  },
  person: async ({ browser, baseURL, problems }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (role) => {
      const context = await openContext(browser, baseURL, problems);
      opened.push(context);
      const page = await context.newPage();
      if (role) await login(page, role);
      return page;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});
