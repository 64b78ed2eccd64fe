// Every route of spec §2, in English and in French, with every query state a
// route reads and the not-found page, loaded once each and checked for all
// that any page must hold (one load instead of five: the same checks used to
// load every route in five specs):
// - the prerendered HTML shows the page as its bare path renders it, and the
//   app takes it over without a hydration mismatch (React #418, "Hydration
//   fell back to client rendering", src/main.tsx) or any other console error;
// - the shell: one h1 in main, the banner and the footer, a title ending with
//   the site's name, the document's language;
// - axe-core finds no WCAG 2.2 A or AA violation;
// - no text of the other language's catalogue shows (issue 17);
// - at a phone, a tablet and a desktop width nothing scrolls sideways, no icon
//   is squeezed, and every pointer target is 24 by 24 px or meets an exception
//   of SC 2.5.8. `E2E_SCREENSHOTS=1` keeps a full-page screenshot per width.
import { REGIONS } from '../../src/features/species/species-data';
import { paths } from '../../src/config/paths';
import { expect, readOnlyTest as test } from './fixtures';
import { findProblems, otherLanguageIn, resize, scan, SCREENSHOTS, screenshotName, WIDTHS } from './page-checks';
import { frenchRoutes, inFrench, routes, settle } from './routes';

/** The query states a route reads (the species selector's ?view=, a campaign's utm_ tag on the store). */
const queryStates = [
  `${paths.bySpecies}?view=simple`,
  ...REGIONS.map((region) => `${paths.bySpecies}?view=${region.id}`),
  `${paths.bySpecies}?view=unknown`,
  `${paths.store}?utm_source=newsletter`,
];

const headings: Record<string, string> = {
  [`${paths.bySpecies}?view=simple`]: 'All species groups',
  ...Object.fromEntries(REGIONS.map((region) => [`${paths.bySpecies}?view=${region.id}`, region.label])),
};

const NOT_FOUND = ['/nowhere-at-all', '/fr/nulle-part'];

const urls = [...routes, ...queryStates, ...frenchRoutes, `${inFrench(paths.bySpecies)}?view=simple`, ...NOT_FOUND];

for (const url of urls) {
  test(`${url}: hydrates, one h1, axe-clean, one language, fits every width`, async ({ page }) => {
    const lang = url === '/fr' || url.startsWith('/fr/') ? 'fr-CA' : 'en-CA';
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url);
    await settle(page);
    const heading = headings[url];
    if (heading) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    // The full URL is kept, query included.
    expect(new URL(page.url()).search).toBe(new URL(url, 'http://localhost').search);

    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/^[^|]+ \| Atlantic Timber Consortium$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    const found = [...(await scan(page, url)), ...(await otherLanguageIn(page, url, lang))];
    for (const width of WIDTHS) {
      await resize(page, width);
      found.push(...(await findProblems(page)).map((problem) => `${url} at ${width}px: ${problem}`));
      if (SCREENSHOTS) await page.screenshot({ path: screenshotName(url, width), fullPage: true });
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
}
