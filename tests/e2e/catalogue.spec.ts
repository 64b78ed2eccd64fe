// The catalogue end to end on the local build: a Franchisee lists a knee (in
// English) and a sweep (in French) at /stock; a visitor's smaller pattern at
// /knees or /sweeps finds it and a larger one does not; marked Sold, it
// leaves an open result list and its page says it is sold. axe on /stock, a
// piece's page and the results. One journey a language: the two share every
// step but the pattern, and running each in both languages cost about 60 s of
// worker time that the firebase path's journeys now use.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { localizePath, type Locale } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';
import { expect, signIn, tabTo, test } from './fixtures';
import { scan } from './page-checks';
import { settle } from './routes';

test.use({ viewport: { width: 1440, height: 900 } });

interface Listing {
  kind: 'knee' | 'sweep';
  /** Field label → what is typed, in inches. */
  measures: (t: { locale: Locale }) => [string, string][];
}

// Larger than any seeded piece, so a pattern just under it finds it alone.
const KNEE: Listing = {
  kind: 'knee',
  measures: (t) => [
    [m.store_knee_arm_length({}, t), '60'],
    [m.store_knee_arm_depth({}, t), '10'],
    [m.store_knee_leg_length({}, t), '55'],
    [m.store_knee_leg_depth({}, t), '10'],
    [m.store_knee_thickness({}, t), '8'],
  ],
};
// Span 150 in, rise 10 in: a radius of about 286 in (7.27 m), flatter and longer than any seeded sweep.
const SWEEP: Listing = {
  kind: 'sweep',
  measures: (t) => [
    [m.stock_sweep_span({}, t), '150'],
    [m.stock_sweep_rise({}, t), '10'],
    [m.stock_sweep_thickness({}, t), '6'],
  ],
};

/** The species as a piece's title says it: lower case mid-phrase in French (« Courbe en robinier faux-acacia »), as pieceTitle does. */
function locust(t: { locale: Locale }): string {
  const name = m.store_species_black_locust({}, t);
  return t.locale === 'fr-CA' ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

async function addPiece(page: Page, locale: Locale, listing: Listing) {
  const t = { locale };
  await page.goto(localizePath(paths.stock, locale));
  await page.getByRole('button', { name: m.stock_add({}, t) }).click();
  const form = page.getByRole('form', { name: m.stock_add_heading({}, t) });
  if (listing.kind === 'sweep') await form.getByRole('radio', { name: m.stock_kind_sweep({}, t) }).check();
  for (const [label, value] of listing.measures(t)) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByRole('combobox', { name: m.store_detail_species({}, t) }).selectOption({ label: m.store_species_black_locust({}, t) });
  await form.getByRole('radio', { name: m.store_filter_source_salvage({}, t) }).check();
  await form.getByRole('radio', { name: m.stock_drying_air_dried({}, t) }).check();
  await form.getByRole('textbox', { name: m.stock_postal_code({}, t) }).fill('B0J 2C0');
  await form.getByRole('textbox', { name: m.stock_town({}, t) }).fill('Lunenburg');
  await form.getByRole('radio', { name: m.stock_price_on_request({}, t) }).check();
  await form.getByRole('button', { name: m.stock_save({}, t) }).click();
  await expect(page.getByText(m.stock_saved({}, t))).toBeVisible();
  const title = listing.kind === 'knee' ? m.stock_title_knee({ species: locust(t) }, t) : m.stock_title_sweep({ species: locust(t) }, t);
  await expect(page.getByRole('list', { name: m.stock_list_label({}, t) }).getByRole('link', { name: title })).toBeVisible();
  return title;
}

async function results(page: Page, locale: Locale, query: string) {
  await page.goto(localizePath(query, locale));
  return page.getByRole('region', { name: m.store_results_heading({}, { locale }) });
}

for (const locale of ['en-CA', 'fr-CA'] as const) {
  const t = { locale };
  const none = m.store_results_none({ link: m.store_custom_request_link({}, t) }, t);
  const one = m.store_results_count({ count: 1 }, t);

  // The knee in English, the sweep in French.
  if (locale === 'en-CA') test(`${locale}: a knee listed at /stock is found by a smaller pattern, not a larger one, and leaves when sold`, async ({ page }) => {
    test.slow();
    await signIn(page, 'franchisee');
    const title = await addPiece(page, locale, KNEE);
    expect(await scan(page, 'stock')).toEqual([]);

    // The visitor's form: a pattern just under the knee.
    await page.goto(localizePath(paths.knees, locale));
    for (const [label, value] of [
      [m.store_knee_arm_length({}, t), '58'],
      [m.store_knee_arm_depth({}, t), '9'],
      [m.store_knee_leg_length({}, t), '50'],
      [m.store_knee_thickness({}, t), '8'],
    ]) {
      await page.getByRole('spinbutton', { name: label }).fill(value!);
    }
    await page.getByRole('checkbox', { name: m.store_detail_origin({}, t) }).check();
    await page.getByRole('button', { name: m.store_knee_find({}, t) }).click();
    const list = page.getByRole('region', { name: m.store_results_heading({}, t) });
    await expect(list.getByRole('status')).toHaveText(one);
    await expect(list.getByRole('link', { name: title })).toBeVisible();
    expect(await scan(page, 'knee results')).toEqual([]);
    const search = new URL(page.url()).search;

    // The same search after a reload and in the other language.
    await page.reload();
    await expect(list.getByRole('link', { name: title })).toBeVisible();

    // A larger pattern finds nothing, and says so with the custom request.
    const larger = await results(page, locale, `${paths.knees}?armLength=61&find=1`);
    await expect(larger.getByRole('status')).toHaveText(none);

    // Marked Sold in another tab, it leaves the open list; its page says so.
    const open = await results(page, locale, `${paths.knees}${search}`);
    await expect(open.getByRole('link', { name: title })).toBeVisible();
    const stock = await page.context().newPage();
    await signIn(stock, 'franchisee');
    await stock.goto(localizePath(paths.stock, locale));
    await stock.getByRole('button', { name: `${m.stock_mark_sold({}, t)} ${title}` }).click();
    await expect(stock.getByText(m.stock_marked({ title, availability: m.stock_availability_sold({}, t) }, t))).toBeVisible();
    await expect(open.getByRole('status')).toHaveText(none);
    await stock.getByRole('link', { name: title }).click();
    await expect(stock.getByText(m.stock_piece_sold({}, t))).toBeVisible();
    await settle(stock);
    expect(await scan(stock, 'piece page')).toEqual([]);
  });

  if (locale === 'fr-CA') test(`${locale}: a sweep listed at /stock is found by a smaller pattern of the same curve, not a longer one`, async ({ page }) => {
    test.slow();
    await signIn(page, 'franchisee');
    const title = await addPiece(page, locale, SWEEP);
    await page.goto(localizePath(paths.sweeps, locale));
    const basic = page.getByRole('group', { name: m.store_sweep_basic({}, t) });
    const specialized = page.getByRole('group', { name: m.store_sweep_specialized({}, t) });
    await basic.getByRole('spinbutton', { name: 'X', exact: true }).fill('140');
    await specialized.getByRole('spinbutton', { name: 'Ro', exact: true }).fill('286');
    await page.getByRole('button', { name: m.store_sweep_find({}, t) }).click();
    const list = page.getByRole('region', { name: m.store_results_heading({}, t) });
    await expect(list.getByRole('status')).toHaveText(one);
    await list.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: m.stock_ask({}, t) })).toHaveAttribute('href', /\/pricing\?piece=/);
    await settle(page);
    expect(await scan(page, 'piece page')).toEqual([]);

    const longer = await results(page, locale, `${paths.sweeps}?X=160&Ro=286&find=1`);
    await expect(longer.getByRole('status')).toHaveText(none);
  });
}

/** Tabs into a radio group and moves through it with the arrow keys until `option` is checked. */
async function arrowTo(page: Page, group: Locator, option: Locator) {
  await tabTo(page, group);
  for (let step = 0; step < 6 && !(await option.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
  await expect(option).toBeChecked();
}

test('a Franchisee lists, marks Sold and deletes a piece from the keyboard alone', async ({ page }) => {
  test.slow();
  const t = { locale: 'en-CA' as const };
  await signIn(page, 'franchisee');
  await page.goto(paths.stock);
  await tabTo(page, page.getByRole('button', { name: m.stock_add({}, t) }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: m.stock_add_heading({}, t) });
  for (const [label, value] of KNEE.measures(t)) {
    await tabTo(page, form.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  const species = form.getByRole('combobox', { name: m.store_detail_species({}, t) });
  await tabTo(page, species);
  await page.keyboard.type(m.store_species_black_locust({}, t));
  await expect(species.locator('option:checked')).toHaveText(m.store_species_black_locust({}, t));
  const group = (name: string) => form.getByRole('group', { name });
  await arrowTo(page, group(m.stock_source({}, t)), form.getByRole('radio', { name: m.store_filter_source_salvage({}, t) }));
  await arrowTo(page, group(m.stock_drying({}, t)), form.getByRole('radio', { name: m.stock_drying_air_dried({}, t) }));
  await tabTo(page, form.getByRole('textbox', { name: m.stock_postal_code({}, t) }));
  await page.keyboard.type('B0J 2C0');
  await tabTo(page, form.getByRole('textbox', { name: m.stock_town({}, t) }));
  await page.keyboard.type('Lunenburg');
  await arrowTo(page, group(m.stock_price({}, t)), form.getByRole('radio', { name: m.stock_price_on_request({}, t) }));
  await tabTo(page, form.getByRole('button', { name: m.stock_save({}, t) }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(m.stock_saved({}, t))).toBeVisible();

  const title = m.stock_title_knee({ species: locust(t) }, t);
  await tabTo(page, page.getByRole('button', { name: `${m.stock_mark_sold({}, t)} ${title}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(m.stock_marked({ title, availability: m.stock_availability_sold({}, t) }, t))).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: `${m.stock_delete({}, t)} ${title}` }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: m.stock_delete_title({}, t) });
  await tabTo(page, confirm.getByRole('button', { name: m.stock_delete({}, t), exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(m.stock_deleted({ title }, t))).toBeVisible();
  await expect(page.getByRole('list', { name: m.stock_list_label({}, t) }).getByRole('link', { name: title })).toHaveCount(0);
});
