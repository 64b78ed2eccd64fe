// The production hosting policy in Chromium: `vite preview` sends firebase.json's
// headers (scripts/vite/hosting-on-preview.ts), so every spec runs under them; this one checks that
// they arrive, that the app works under them without a console error or a
// Content-Security-Policy violation, that no source map is served, and that no
// form could ever submit its fields into a URL.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { z } from 'zod/mini';
import { paths } from '../../src/config/paths';
import { expect, signIn, test } from './fixtures';
import { routes, settle } from './routes';

const hostingSchema = z.object({
  hosting: z.object({ headers: z.array(z.object({ source: z.string(), headers: z.array(z.object({ key: z.string(), value: z.string() })) })) }),
});

/** firebase.json's headers for every path ("**"), by lower-case name. */
function productionHeaders(): Map<string, string> {
  const { hosting } = hostingSchema.parse(JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')));
  const everyPath = hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
  return new Map(everyPath.map(({ key, value }) => [key.toLowerCase(), value]));
}

const expected = productionHeaders();

/** Collects console errors, uncaught errors and CSP violations (reported by the page itself, from its first script on). */
async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeBinding('__reportViolation', (_source, text: string) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportViolation(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' in ' + event.documentURI);
    });`,
  });
  return problems;
}

test('pages and built files are served with the production headers of firebase.json', async ({ request }) => {
  expect([...expected.keys()].sort()).toEqual(['content-security-policy', 'permissions-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options']);
  const page = await request.get(paths.register);
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();
  // A prerendered page, the SPA fallback of an unknown path, and a script.
  for (const response of [page, await request.get('/no-such-page'), await request.get(script!)]) {
    expect(response.status(), response.url()).toBe(200);
    for (const [name, value] of expected) expect(response.headers()[name], `${name} of ${response.url()}`).toBe(value);
  }
});

test('no built script names a source map, and none is served', async ({ request }) => {
  const html = await (await request.get(paths.store)).text();
  const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    expect(await (await request.get(script)).text(), script).not.toMatch(/[#@]\s*sourceMappingURL/);
    // The build keeps hidden maps for the size check; hosting leaves them out
    // (hosting.ignore), so the path gets the app's index.html, as any unknown path does.
    const map = await request.get(`${script}.map`);
    expect(map.headers()['content-type'], `${script}.map`).toMatch(/^text\/html/);
    expect(await map.text(), `${script}.map`).not.toContain('"mappings"');
  }
});

test('every form of every prerendered page posts, and every inline script is allowed by its hash', async ({ request }) => {
  const scriptSrc = /script-src ([^;]+)/.exec(expected.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
  let forms = 0;
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    for (const [form] of html.matchAll(/<form\b[^>]*>/gi)) {
      forms += 1;
      // A submit before the app has loaded, or with scripts off, never puts what was typed into the URL.
      expect(form, `a form on ${route}`).toMatch(/\smethod="post"/i);
    }
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc=/.test(attributes!)) continue;
      const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
      expect(scriptSrc, `the inline script of ${route}`).toContain(hash);
    }
  }
  // /login, /register (four), /contact, /pricing, /custom, /knees, /sweeps and the applications at least.
  expect(forms).toBeGreaterThan(10);
});

test('public pages and a board run under the policy without a console error or a violation', async ({ page }) => {
  const problems = await watchForProblems(page);
  for (const path of [paths.register, paths.store, paths.login, paths.contact, paths.knees]) {
    await page.goto(path);
    await settle(page);
  }
  // The board of /knees, in the footer's comments panel.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Comments' }).click();
  await expect(page.getByRole('region', { name: 'Comments' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a signed-in franchisee’s store, board and profile run under the policy, and their forms post', async ({ page }) => {
  const problems = await watchForProblems(page);
  await signIn(page, 'franchisee');
  // The store's first page as a member: the session arrives while the page hydrates.
  for (const path of [paths.store, paths.knees]) {
    await page.goto(path);
    await settle(page);
  }
  await page.goto(paths.discussion);
  await settle(page);
  await expect(page.getByLabel('Write to the discussion board')).toBeVisible();
  expect(await page.locator('form:not([method="post"])').count()).toBe(0);
  await page.goto(paths.profile);
  await settle(page);
  await expect(page.locator('form')).not.toHaveCount(0);
  expect(await page.locator('form:not([method="post"])').count()).toBe(0);
  expect(problems).toEqual([]);
});

test('the policy is enforced: an inline script that is not the app’s is blocked and reported', async ({ page }) => {
  const problems = await watchForProblems(page);
  await page.goto(paths.store);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = ""';
    document.head.append(script);
  });
  await expect.poll(() => problems.filter((problem) => problem.startsWith('CSP violation: script-src-elem blocked inline'))).toHaveLength(1);
  expect(await page.locator('html[data-injected]').count()).toBe(0);
});
