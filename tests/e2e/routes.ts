// The routes of spec §2 and the waits that tell an end-to-end test a page has
// settled, shared by the shell, accessibility and responsive checks.
import { expect, type Page } from '@playwright/test';

export const routes = [
  '/store', '/register', '/login', '/temp', '/discussion', '/byspeciesfilter', '/quality', '/heritage', '/ecology',
  '/profile', '/searchtypesize', '/knees', '/sweeps', '/custom', '/franchisee', '/Franchisee', '/contributorReg',
  '/ContributorReg', '/story', '/contact', '/admin', '/pricing', '/spfsample', '/contributors', '/Offers-registration',
  '/newsletter', '/softwoods', '/hardwoods', '/nativeacadian', '/exotics', '/burls', '/boardwalk', '/buildings',
] as const;

/** The routes with one entry per page (the spelling variants of §2 render the same module). */
export const distinctRoutes = routes.filter((route) => route !== '/franchisee' && route !== '/contributorReg');

/** Each page in French: /fr followed by its English path (issue 17). */
export const frenchRoutes = distinctRoutes.map((route) => `/fr${route}`);

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
