// A subscriber as issue 22 tries it, in each language, on the local build:
// subscribe on the hub and see the spec's message with the confirmation
// request beneath; the subscription is unconfirmed, so the outbox's test
// newsletter does not reach it; confirm from the outbox; the next test
// newsletter reaches it (and still not an unconfirmed address), and its
// unsubscribe link works signed out.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { CURRENT_WORDING, maskEmail, wordingText } from '../../src/domain/consent';
import { localizePath } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';
import { expect, test } from './fixtures';
import { linkIn, openMail } from './outbox';

// One language end to end: English here; the French mails and pages are checked in both
// languages by the component and mail tests, and the flow is the same code in both.
for (const locale of ['en-CA'] as const) {
  const t = { locale };

  /** The outbox's rows to `to` whose subject is the newsletter's. */
  function newslettersTo(page: Page, to: string) {
    return page
      .getByRole('table', { name: m.outbox_list({}, t) })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: to, exact: true }) })
      .filter({ has: page.getByRole('button', { name: m.consent_mail_newsletter_subject({}, t) }) });
  }

  async function subscribe(page: Page, email: string) {
    await page.goto(localizePath(paths.register, locale));
    const news = page.getByRole('region', { name: m.forms_hub_news_title({}, t) });
    await news.getByRole('textbox', { name: m.forms_email({}, t) }).fill(email);
    await news.getByRole('checkbox', { name: wordingText(CURRENT_WORDING.newsletter, 'newsletter', locale)! }).check();
    await news.getByRole('button', { name: m.forms_newsletter_subscribe({}, t) }).click();
    await expect(news.getByRole('status').first()).toHaveText(m.forms_hub_newsletter_success({}, t));
    await expect(news.getByRole('status').nth(1)).toHaveText(m.consent_check_inbox_newsletter({ email }, t));
  }

  async function sendTestNewsletter(page: Page) {
    await page.goto(localizePath(paths.outbox, locale));
    await page.getByRole('button', { name: m.consent_test_newsletter_button({}, t) }).click();
    await expect(page.getByText(/^(Test newsletter sent|Infolettre d’essai envoyée)/)).toBeVisible();
  }

  test(`a subscriber confirms, gets the test newsletter and unsubscribes signed out (${locale})`, async ({ page }) => {
    // Two subscriptions, the outbox twice and the newsletter's first render: a long journey.
    test.slow();
    const stamp = Date.now();
    const reader = `e2e.consent.${locale}.${stamp}@example.com`.toLowerCase();
    const unconfirmed = `e2e.unconfirmed.${locale}.${stamp}@example.com`.toLowerCase();
    await subscribe(page, reader);
    await subscribe(page, unconfirmed);

    // Unconfirmed: the test newsletter does not reach it.
    await sendTestNewsletter(page);
    await expect(page.getByRole('cell', { name: reader, exact: true }).first()).toBeVisible();
    await expect(newslettersTo(page, reader)).toHaveCount(0);

    // Confirm with the mailed link, in the reader's language.
    const request = await openMail(page, { to: reader, subject: new RegExp(m.consent_mail_confirm_subject_newsletter({}, t)), locale });
    await page.goto(linkIn(request, '/verify'));
    await page.getByRole('button', { name: m.verify_button({}, t) }).click();
    await expect(page.getByText(m.consent_confirmed({}, t))).toBeVisible();

    // Confirmed: the next test newsletter reaches it, and still not the unconfirmed address.
    await sendTestNewsletter(page);
    await expect(newslettersTo(page, reader)).toHaveCount(1);
    await expect(newslettersTo(page, unconfirmed)).toHaveCount(0);
    const newsletter = await openMail(page, { to: reader, subject: new RegExp(m.consent_mail_newsletter_subject({}, t)), locale });

    // Its unsubscribe link, signed out: what stops, one button, done; the link again says already unsubscribed.
    const unsubscribe = linkIn(newsletter, '/unsubscribe');
    await page.goto(unsubscribe);
    const email = maskEmail(reader);
    await expect(page.getByText(m.consent_unsubscribe_what_newsletter({ email }, t))).toBeVisible();
    await page.getByRole('button', { name: m.consent_unsubscribe_button({}, t) }).click();
    await expect(page.getByRole('status').filter({ hasText: m.consent_unsubscribe_done_newsletter({ email }, t) })).toBeVisible();
    await page.goto(unsubscribe);
    await expect(page.getByText(m.consent_unsubscribe_already_newsletter({ email }, t))).toBeVisible();

    // Withdrawn: the next test newsletter does not reach it either.
    await sendTestNewsletter(page);
    await expect(page.getByRole('cell', { name: reader, exact: true }).first()).toBeVisible();
    await expect(newslettersTo(page, reader)).toHaveCount(1);
  });
}
