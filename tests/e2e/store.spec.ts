// The store pages: the landing's search boxes and filters, the type-and-size
// grid and its category pages, the knee and sweep selectors, the species
// selector with its views, the SPF sample and the species region pages.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '../../src/config/paths';

test.use({ viewport: { width: 1440, height: 900 } });

async function expectPage(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`${path}(?:[?#].*)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[()]/g, '\\$&')} \\|`));
}

test('the store landing: search boxes and filters that keep their state', async ({ page }) => {
  await page.goto(paths.home);
  await expectPage(page, paths.store, 'Timber Store');

  await expect(page.getByRole('button', { name: 'Search by performance' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Any' }).first()).toBeChecked();
  await expect(page.getByRole('group', { name: 'Source' }).getByRole('radio', { name: 'Any' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Urgency' }).getByRole('radio', { name: 'Just Browsing' })).toBeChecked();

  await page.getByRole('textbox', { name: 'Zip/post code' }).fill('B3H 4R2');
  await page.getByRole('checkbox', { name: 'Local' }).check();
  await page.getByRole('group', { name: 'Carbon' }).getByRole('radio', { name: 'High' }).check();
  await page.getByRole('group', { name: 'Urgency' }).getByRole('radio', { name: 'Shopping' }).check();
  await expect(page.getByRole('group', { name: 'Carbon' }).getByRole('radio', { name: 'High' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Urgency' }).getByRole('radio', { name: 'Shopping' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Zip/post code' })).toHaveValue('B3H 4R2');
  await expect(page.getByRole('checkbox', { name: 'Local' })).toBeChecked();

  await page.getByRole('link', { name: 'Search by species' }).click();
  await expectPage(page, paths.bySpecies, 'Search by Species');
  await page.goBack();
  await page.getByRole('link', { name: 'Search by type and size' }).click();
  await expectPage(page, paths.searchTypeSize, 'Search by Type and Size');
});

test('search by type and size: active, linked-but-disabled and disabled categories', async ({ page }) => {
  await page.goto(paths.searchTypeSize);
  await expect(page.getByRole('link', { name: 'What can we help you find?' })).toHaveAttribute('href', paths.custom);
  for (const name of ['spars', 'timber', 'live edge', 'furniture', 'burls', 'boardwalk', 'buildings']) {
    await expect(page.getByRole('button', { name: `Browse ${name}` })).toBeDisabled();
  }

  await page.getByRole('link', { name: 'Browse knees' }).click();
  await expectPage(page, paths.knees, 'Knees');
  for (const label of ['Arm Length', 'Arm Depth', 'Leg Length', 'Leg Depth', 'Thickness']) {
    await page.getByRole('spinbutton', { name: label }).fill('18');
  }
  for (const label of ['Species', 'Grade', 'Origin', 'Ecology', 'Strength']) {
    await page.getByRole('checkbox', { name: label }).check();
  }
  await expect(page.getByRole('spinbutton', { name: 'Thickness' })).toHaveValue('18');
  await expect(page.getByRole('button', { name: 'Find knees' })).toBeEnabled();
  await page.getByRole('link', { name: 'Back to Type and Size' }).click();

  await page.getByRole('link', { name: 'Browse sweeps' }).click();
  await expectPage(page, paths.sweeps, 'Sweeps');
  const basic = page.getByRole('group', { name: 'Basic' });
  const specialized = page.getByRole('group', { name: 'Specialized' });
  for (const label of ['X', 'Y', 'A']) await basic.getByRole('spinbutton', { name: label, exact: true }).fill('30');
  for (const label of ['Xo', 'Yo', 'Ro', 'A', 'T']) await specialized.getByRole('spinbutton', { name: label, exact: true }).fill('4');
  for (const label of ['Species', 'Grading', 'Heritage', 'Ecology', 'Availability']) {
    await page.getByRole('checkbox', { name: label }).check();
  }
  await page.getByRole('textbox', { name: 'Zip/postal code' }).fill('C1A 4P3');
  await expect(page.getByRole('button', { name: 'Find sweeps' })).toBeEnabled();
  await page.getByRole('link', { name: 'Back to Type and Size' }).click();

  for (const [name, path] of [
    ['Burls', paths.burls],
    ['Boardwalk', paths.boardwalk],
    ['Buildings', paths.buildings],
  ] as const) {
    await page.getByRole('link', { name: `About ${name.toLowerCase()}` }).click();
    await expectPage(page, path, name);
    await page.getByRole('link', { name: 'Back to Type and Size' }).click();
    await expectPage(page, paths.searchTypeSize, 'Search by Type and Size');
  }
});

test('the species selector: regions, the simple view, Back to Species and the SPF sample', async ({ page }) => {
  await page.goto(paths.bySpecies);
  const regions = page.getByRole('list', { name: 'Species regions' });
  const names = ['Softwoods', 'Hardwoods', 'Softer Hardwoods', 'Stronger Hardwoods', 'Native Acadian', 'Northern', 'Exotics'];
  await expect(regions.getByRole('link')).toHaveText(names);

  for (const name of names) {
    await regions.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeFocused();
    await page.getByRole('link', { name: 'Back to Species' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose a region' })).toBeVisible();
  }

  // The browser's Back button steps out of a view too.
  await regions.getByRole('link', { name: 'Exotics', exact: true }).click();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a region' })).toBeVisible();

  await page.getByRole('button', { name: 'Simple view' }).click();
  await expect(page.getByRole('button', { name: 'Simple view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(10);

  await page.getByRole('link', { name: 'Balsam Fir' }).click();
  await expectPage(page, paths.spfSample, 'Spruce-Pine-Fir (SPF)');
  await expect(page).toHaveURL(`${paths.spfSample}#balsam-fir`);
  await expect(page.getByRole('heading', { level: 2, name: 'Balsam Fir' })).toBeInViewport();
  // The five species, then their clear-wood figures.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Black Spruce', 'White Spruce', 'Red Spruce', 'Balsam Fir', 'Jack Pine', 'Clear-wood properties']);

  await page.getByRole('link', { name: 'Back to Species' }).click();
  await expectPage(page, paths.bySpecies, 'Search by Species');
});

test('the species region pages list their species', async ({ page }) => {
  for (const [region, path, title, count] of [
    ['Softwoods', paths.softwoods, 'Softwoods', 14],
    ['Hardwoods', paths.hardwoods, 'Hardwoods', 15],
    ['Native Acadian', paths.nativeAcadian, 'Native Acadian', 23],
    ['Exotics', paths.exotics, 'Exotics', 6],
  ] as const) {
    await page.goto(`${paths.bySpecies}?view=${region.toLowerCase().replace(' ', '-')}`);
    await page.getByRole('link', { name: `All about ${region.toLowerCase()}` }).click();
    await expectPage(page, path, title);
    // The list's heading; the species' clear-wood figures follow under a heading of their own.
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${count} species in`) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Clear-wood properties' })).toBeVisible();
  }
});

// Every page at 375, 768 and 1440 px, the species views included: every-route.spec.ts.
