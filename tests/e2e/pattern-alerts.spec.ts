// "Tell me when one fits" end to end on the local build (ADR 036),
// in English only (the French texts are the component tests'): a visitor's
// pattern finds nothing, they leave their address, confirm it from the
// outbox, a Franchisee lists a knee that fits, and the alert in the outbox
// links to the piece's page with the pattern, which draws it.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { m } from '../../src/paraglide/messages.js';
import { expect, signIn, test } from './fixtures';
import { linkIn, openMail } from './outbox';
import { scan } from './page-checks';

test.use({ viewport: { width: 1440, height: 900 } });

const t = { locale: 'en-CA' } as const;

/** A knee larger than any seeded piece, listed by the demo Franchisee at /stock. */
async function listKnee(page: Page): Promise<void> {
  await page.goto(paths.stock);
  await page.getByRole('button', { name: m.stock_add({}, t) }).click();
  const form = page.getByRole('form', { name: m.stock_add_heading({}, t) });
  for (const [label, value] of [
    [m.store_knee_arm_length({}, t), '74'],
    [m.store_knee_arm_depth({}, t), '10'],
    [m.store_knee_leg_length({}, t), '66'],
    [m.store_knee_leg_depth({}, t), '10'],
    [m.store_knee_thickness({}, t), '9'],
  ] as const) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await form.getByRole('combobox', { name: m.store_detail_species({}, t) }).selectOption({ label: m.store_species_red_oak({}, t) });
  await form.getByRole('radio', { name: m.store_filter_source_salvage({}, t) }).check();
  await form.getByRole('radio', { name: m.stock_drying_air_dried({}, t) }).check();
  await form.getByRole('textbox', { name: m.stock_postal_code({}, t) }).fill('B0J 2C0');
  await form.getByRole('textbox', { name: m.stock_town({}, t) }).fill('Lunenburg');
  await form.getByRole('radio', { name: m.stock_price_on_request({}, t) }).check();
  await form.getByRole('button', { name: m.stock_save({}, t) }).click();
  await expect(page.getByText(m.stock_saved({}, t))).toBeVisible();
}

test('a visitor’s pattern that finds nothing is mailed, once confirmed, when a fitting knee is listed', async ({ page }) => {
  test.slow();
  const reader = `alert.${Date.now()}@example.com`;
  await page.goto(`${paths.knees}?armLength=72&thickness=8&find=1`);
  const alert = page.getByRole('region', { name: m.consent_alert_heading({}, t) });
  await expect(alert.getByText(m.consent_alert_lead_none({}, t))).toBeVisible();
  await alert.getByRole('textbox', { name: m.forms_email({}, t) }).fill(reader);
  await alert.getByRole('checkbox').check();
  await alert.getByRole('button', { name: m.consent_alert_submit({}, t) }).click();
  await expect(alert.getByRole('status').filter({ hasText: reader })).toBeVisible();
  expect(await scan(page, 'pattern alert sent')).toEqual([]);

  const request = await openMail(page, { to: reader, subject: new RegExp(m.consent_mail_alert_confirm_subject({}, t)) });
  await page.goto(linkIn(request, '/verify'));
  await page.getByRole('button', { name: m.verify_button({}, t) }).click();
  await expect(page.getByText(m.consent_alert_confirmed({}, t))).toBeVisible();

  const partner = await page.context().newPage();
  await signIn(partner, 'franchisee');
  await listKnee(partner);
  await partner.close();

  const mail = await openMail(page, { to: reader, subject: new RegExp(m.consent_mail_alert_subject({}, t)) });
  // The piece's page, the pattern carried along for its drawing.
  const link = new URL(/https?:\/\/\S+\/stock\/[^\s?]+\?\S+/.exec(mail)?.[0] ?? 'http://missing/');
  expect(link.search).toBe('?armLength=72&thickness=8');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: m.stock_title_knee({ species: m.store_species_red_oak({}, t) }, t) })).toBeVisible();
});
