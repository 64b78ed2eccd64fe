// No page shows the other language's interface (issue 17): on every French
// page, no text and no accessible name, alt text, title or placeholder is a
// message of the English catalogue that French words differently; and no
// English page shows a French one. The catalogues are read from messages/,
// so a text left out of them (hard-coded) is not caught here: the French
// flows (french.spec.ts) assert French texts word for word.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { expect, signIn, test } from './fixtures';
import { foreignTexts, otherLanguageIn } from './page-checks';
import { inFrench, visit } from './routes';

async function otherLanguageOn(page: Page, route: string): Promise<string[]> {
  await visit(page, route);
  return otherLanguageIn(page, route, route.startsWith('/fr/') ? 'fr-CA' : 'en-CA');
}

test('the catalogues have texts to look for in both directions', () => {
  expect(foreignTexts['fr-CA'].length).toBeGreaterThan(300);
  expect(foreignTexts['en-CA'].length).toBeGreaterThan(300);
});

test('no French member page shows English (the admin’s console, profile and discussion board)', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const found: string[] = [];
  for (const route of [inFrench(paths.admin), inFrench(paths.profile), inFrench(paths.discussion)]) found.push(...(await otherLanguageOn(page, route)));
  expect(found).toEqual([]);
});
