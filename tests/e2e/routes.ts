// The routes of spec §2 and the waits that tell an end-to-end test a page has
// settled, shared by the shell, accessibility and responsive checks.
import { expect, type Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { localizePath } from '../../src/i18n/locale';

/** Every page of spec §2, one entry each (the home path only leads on to the store). */
export const distinctRoutes: readonly string[] = Object.values(paths).filter((path) => path !== paths.home);

/** Other spellings §2 lists for two pages (not in `paths`): the router matches paths case-insensitively. */
const SPELLING_VARIANTS = ['/franchisee', '/contributorReg'];

/** The routes of spec §2 as it lists them, spelling variants included. */
export const routes: readonly string[] = [...distinctRoutes, ...SPELLING_VARIANTS];

/** A page's path in French: /fr followed by its English path (issue 17). */
export const inFrench = (path: string): string => localizePath(path, 'fr-CA');

/** Each page in French. */
export const frenchRoutes = distinctRoutes.map(inFrench);

/** Matches a URL that ends with the path (query and hash included, if given). */
export function pathEnd(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/**
 * Waits until a page is settled: its heading is shown, the session is known
 * (Join Us or the account menu), the footer knows its board, and no loading
 * status is left. In either language: the names are the English and French
 * catalogue's (messages/shell); accessible names read a no-break space as a space.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(
    header
      .getByRole('link', { name: /^(Join Us|Joignez-vous à nous)$/, includeHidden: true })
      .or(header.getByRole('button', { name: /^(Account: |Compte\s: )/, includeHidden: true })),
  ).toHaveCount(1);
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('button', { name: /^(Comments|Commentaires)$/ }).or(footer.getByRole('link', { name: /^(To Store|Vers la boutique)$/ })),
  ).toBeVisible();
  await expect(page.locator('.loading')).toHaveCount(0);
}

/** Goes to a route and waits for it to settle. */
export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await settle(page);
}
