// The catalogue on the firebase backend: the demo Franchisee (linked to the
// Sawyer) lists a knee at /stock through the savePiece callable; a visitor's
// pattern at /knees finds it, and they ask about it from its page ("Ask about
// this piece", the pricing form with the piece above the fields, submitForm);
// the Franchisee hears of it in the bell, with a link to the piece.
// E2E_SCREENSHOTS=1 keeps the visitor's results at 375 px.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { SPECIES_NAMES } from '../../src/domain/catalogue/summary';
import { screenshotName, SCREENSHOTS } from '../e2e/page-checks';
import { accounts, expect, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const TITLE = 'Black Locust knee';

/** Lists a knee larger than any seeded one (and than an earlier attempt's), in inches. */
async function listKnee(page: Page, arm: number) {
  await page.goto(paths.stock);
  await page.getByRole('button', { name: 'Add a piece' }).click();
  const form = page.getByRole('form', { name: 'Add a piece' });
  for (const [label, value] of [
    ['Arm Length', arm],
    ['Arm Depth', 10],
    ['Leg Length', 55],
    ['Leg Depth', 10],
    ['Thickness', 8],
  ] as const) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(String(value));
  }
  await form.getByRole('combobox', { name: 'Species' }).selectOption({ label: 'Black Locust' });
  await form.getByRole('radio', { name: 'Salvage' }).check();
  await form.getByRole('radio', { name: 'Air-dried' }).check();
  await form.getByRole('textbox', { name: 'Yard’s postal code' }).fill('B0J 2C0');
  await form.getByRole('textbox', { name: 'Town' }).fill('Lunenburg');
  await form.getByRole('radio', { name: 'Price on request' }).check();
  await form.getByRole('button', { name: 'Save the piece' }).click();
  await expect(page.getByText('The piece is saved.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pieces in stock' }).getByRole('link', { name: TITLE })).toBeVisible();
}

test('a Franchisee lists a knee, a visitor finds it by pattern and asks about it, the Franchisee is told', async ({ page, person }, testInfo) => {
  // A retry lists a longer knee, which a pattern just under it finds alone.
  const arm = 60 + 5 * testInfo.retry;
  const franchisee = await person('franchisee');
  await listKnee(franchisee, arm);

  // The visitor's pattern, just under the knee.
  await page.goto(paths.knees);
  for (const [label, value] of [
    ['Arm Length', arm - 2],
    ['Arm Depth', 9],
    ['Leg Length', 50],
    ['Thickness', 8],
  ] as const) {
    await page.getByRole('spinbutton', { name: label }).fill(String(value));
  }
  await page.getByRole('button', { name: 'Find knees' }).click();
  const results = page.getByRole('region', { name: 'Pieces in stock' });
  await expect(results.getByRole('status')).toHaveText('1 piece fits');
  if (SCREENSHOTS) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotName('/knees-on-the-emulators', 375), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await results.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const piecePage = new URL(page.url()).pathname;

  // "Ask about this piece": the pricing form names it above the fields.
  await page.getByRole('link', { name: 'Ask about this piece' }).click();
  const form = page.getByRole('form', { name: 'Pricing inquiry' });
  await expect(form.getByRole('region', { name: 'The piece you are asking about' })).toContainText(TITLE);
  await form.getByRole('textbox', { name: 'First name' }).fill('Élise');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Cormier');
  await form.getByRole('textbox', { name: 'Email' }).fill('elise.cormier@example.com');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('(506) 555-0142');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('E1C 4M3');
  await form.getByRole('textbox', { name: 'Business name' }).fill('Cormier Boatworks');
  await form.getByRole('radio', { name: 'Email' }).check();
  await form.getByRole('combobox', { name: 'Preferred timezone' }).selectOption({ label: 'Atlantic' });
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByRole('dialog', { name: 'Inquiry sent' })).toContainText('Thank you for your message! We’ll get back to you soon.');

  // The partner's Franchisee: the bell tells of it, live, and links to the piece.
  await franchisee.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const panel = franchisee.getByRole('region', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: 'Someone asked about one of your pieces. An Admin reviews the inquiry, then puts you in touch.' });
  // It names the piece in the member's own language (the demo Franchisee's is French, where the species starts lower-case), as a mail would.
  await expect(item).toContainText(new RegExp(SPECIES_NAMES[accounts.franchisee.language]['black-locust'], 'i'));
  await expect(item).toContainText('Lunenburg');
  await expect(item.getByRole('link', { name: 'View the piece' })).toHaveAttribute('href', piecePage);
});
