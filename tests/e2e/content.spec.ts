// The content pages (/story, /quality, /heritage, /ecology): every anchor the
// header dropdowns link to lands its section in view, on in-app navigation and
// on a fresh page load, smoothly unless the visitor prefers reduced motion.
import type { Page } from '@playwright/test';
import { expect, readOnlyTest as test } from './fixtures';
import { paths } from '../../src/config/paths';
import { headerMenus, type Section } from '../../src/config/sections';
import { contentPages } from '../../src/config/sub-sections';

const flatten = (sections: readonly Section[]): Section[] =>
  sections.flatMap((section) => [section, ...flatten(section.children ?? [])]);

// Under 900 px the navigation hides behind the Menu button.
test.use({ viewport: { width: 1440, height: 900 } });

/** The section's heading ends up in view: at the top under the sticky header, or as far as the page can scroll. */
async function expectLandedOn(page: Page, id: string) {
  const heading = page.locator(`[id="${id}"] > :is(h2, h3)`).first();
  await expect(heading).toBeInViewport();
  await expect
    .poll(
      () =>
        page.evaluate((targetId) => {
          const target = document.getElementById(targetId);
          if (!target) return 'missing';
          const top = target.getBoundingClientRect().top;
          const atEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
          return window.scrollY > 0 && ((top >= 40 && top <= 130) || (atEnd && top >= 0 && top < window.innerHeight))
            ? 'landed'
            : `scrollY ${window.scrollY}, top ${Math.round(top)}`;
        }, id),
      { message: `#${id} should be scrolled into view` },
    )
    .toBe('landed');
}

for (const menu of headerMenus) {
  test(`the ${menu.label} dropdown's links land on their sections`, async ({ page }) => {
    await page.goto(paths.store);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const section of menu.sections) {
      await nav.getByRole('button', { name: menu.label, exact: true }).click();
      await nav.getByRole('link', { name: section.label, exact: true }).click();
      await expect(page).toHaveURL(`${menu.path}#${section.id}`);
      await expectLandedOn(page, section.id);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(menu.label);
  });
}

for (const menu of contentPages) {
  test(`${menu.path} renders every anchored section, one h1, and its in-page links`, async ({ page }) => {
    await page.goto(menu.path);
    await expect(page).toHaveTitle(new RegExp(`^${menu.label} \\|`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    for (const section of flatten(menu.sections)) {
      await expect(page.locator(`section[id="${section.id}"]`)).toHaveCount(1);
      await expect(page.locator(`[id="${section.id}"] > :is(h2, h3)`).first()).toHaveText(section.label);
    }
    // A nested link is only listed on wide screens; follow the last top-level one.
    const last = menu.sections.at(-1);
    if (!last) throw new Error(`${menu.path} has no sections`);
    await contents.getByRole('link', { name: last.label, exact: true }).click();
    await expectLandedOn(page, last.id);
  });
}

test('a fresh load with a hash lands on the section, also as the second page loaded in a tab', async ({ page }) => {
  await page.goto(`${paths.quality}#durability`);
  await expectLandedOn(page, 'durability');
  // A second document in the same tab shares the location key "default" with the first.
  await page.goto(`${paths.ecology}#carbon`);
  await expectLandedOn(page, 'carbon');
  await page.goto(`${paths.story}#research`);
  await expectLandedOn(page, 'research');
  await page.goto(`${paths.heritage}#crafts-trades`);
  await expectLandedOn(page, 'crafts-trades');
});

test('an in-page link scrolls to a sub-section', async ({ page }) => {
  await page.goto(paths.quality);
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Machine Stress Rating' }).click();
  await expect(page).toHaveURL(`${paths.quality}#machine-stress-rating`);
  await expectLandedOn(page, 'machine-stress-rating');
});

test.describe('scroll behaviour', () => {
  test('is smooth by default', async ({ page }) => {
    await page.goto(paths.ecology);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('jumps straight to the section', async ({ page }) => {
      await page.goto(paths.ecology);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Ecology', exact: true }).click();
      await nav.getByRole('link', { name: 'Carbon', exact: true }).click();
      await expectLandedOn(page, 'carbon');
    });
  });
});

test('the story presents the six partners with website links and inline placeholder images', async ({ page }) => {
  await page.goto(`${paths.story}#consortium`);
  const consortium = page.getByRole('region', { name: 'The Consortium' });
  await expect(consortium.getByRole('article')).toHaveCount(6);
  for (const role of ['Originator', 'Woodlot Owner', 'Silviculturist and Harvester', 'Sawyer', 'Remanufacturer', 'Architect']) {
    const partner = consortium.getByRole('article', { name: role });
    await expect(partner.getByRole('link', { name: `${role} website` })).toHaveAttribute('href', /^https:\/\//);
    await expect(partner.getByRole('img')).toBeVisible();
  }
  await expect(page.locator('main img')).toHaveCount(0);
});
