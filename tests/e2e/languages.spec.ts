// No page shows the other language's interface (issue 17): on every French
// page, no text and no accessible name, alt text, title or placeholder is a
// message of the English catalogue that French words differently; and no
// English page shows a French one. The catalogues are read from messages/,
// so a text left out of them (hard-coded) is not caught here: the French
// flows (french.spec.ts) assert French texts word for word.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { expect, signIn, test } from './fixtures';
import { distinctRoutes, frenchRoutes, inFrench, visit } from './routes';

type Message = string | { match?: Record<string, string> }[];

const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as {
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const catalogue = (locale: string): Map<string, string[]> => {
  const texts = new Map<string, string[]>();
  for (const pattern of settings['plugin.inlang.messageFormat'].pathPattern) {
    const messages = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8')) as Record<string, Message>;
    for (const [key, message] of Object.entries(messages)) {
      texts.set(key, typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match ?? {})));
    }
  }
  return texts;
};
const english = catalogue('en-CA');
const french = catalogue('fr-CA');

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The texts only one language has: a key's text where the other language's
 * differs, and which is no text of the other language anywhere (Message, Page,
 * Province… are words of both). Placeholders match anything; texts of fewer
 * than four letters are left out (FR, EN, h).
 */
function onlyIn(own: Map<string, string[]>, other: Map<string, string[]>): { key: string; text: string; pattern: RegExp }[] {
  const otherTexts = new Set([...other.values()].flat().map(normalize));
  const found: { key: string; text: string; pattern: RegExp }[] = [];
  for (const [key, texts] of own) {
    const theirs = new Set((other.get(key) ?? []).map(normalize));
    for (const raw of texts) {
      const text = normalize(raw);
      if (theirs.has(text) || otherTexts.has(text)) continue;
      const words = text.replace(/\{\w+\}/g, '');
      if ((words.match(/\p{L}/gu) ?? []).length < 4) continue;
      const source = text
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? '.+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      found.push({ key, text, pattern: new RegExp(`^${source}$`, 'su') });
    }
  }
  return found;
}

const englishOnly = onlyIn(english, french);
const frenchOnly = onlyIn(french, english);

/** Every text a person meets on the page: each element's text, and the names and descriptions the page gives. */
async function textsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) texts.add(description);
    const pageLanguage = document.documentElement.lang;
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (element.closest('script, style, svg')) continue;
      // Text marked as another language is that language on purpose (the toggle: "English" on a French page).
      if (element.closest(`[lang]:not([lang="${pageLanguage}"])`)) continue;
      // What a member wrote is shown as written, in whatever language they wrote it.
      if (element.closest('[data-stored]')) continue;
      const text = element.innerText;
      if (text) texts.add(text);
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.add(value);
      }
    }
    return [...texts].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

async function otherLanguageOn(page: Page, route: string, forbidden: typeof englishOnly): Promise<string[]> {
  await visit(page, route);
  const texts = await textsOn(page);
  return forbidden.flatMap(({ key, text, pattern }) => (texts.some((shown) => pattern.test(shown)) ? [`${route}: ${key} “${text}”`] : []));
}

test('the catalogues have texts to look for in both directions', () => {
  expect(englishOnly.length).toBeGreaterThan(300);
  expect(frenchOnly.length).toBeGreaterThan(300);
});

const half = Math.ceil(frenchRoutes.length / 2);
for (const [name, routes] of [
  ['first half', frenchRoutes.slice(0, half)],
  ['second half', frenchRoutes.slice(half)],
] as const) {
  test(`no French page shows English (${name}, as a visitor)`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const route of routes) found.push(...(await otherLanguageOn(page, route, englishOnly)));
    expect(found).toEqual([]);
  });
}

test('no French member page shows English (the admin’s console, profile and discussion board)', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const found: string[] = [];
  for (const route of [inFrench(paths.admin), inFrench(paths.profile), inFrench(paths.discussion)]) found.push(...(await otherLanguageOn(page, route, englishOnly)));
  expect(found).toEqual([]);
});

test('no English page shows French', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const route of distinctRoutes) found.push(...(await otherLanguageOn(page, route, frenchOnly)));
  expect(found).toEqual([]);
});
