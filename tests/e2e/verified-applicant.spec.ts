// The applicant of issue 22, as a new user would go, here in French on the
// local backend (the English journey runs on the firebase backend, in
// tests/e2e-emulators, so each language runs once): apply, find the
// verification mail in /outbox, follow its link and confirm;
// the application reaches the console only then; an Admin (in a second tab)
// approves it; the account-ready mail is in the outbox, and its sign-in link
// lets the applicant in with the password they chose.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { localizePath, type Locale } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';
import { accounts, expect, signIn, test } from './fixtures';
import { linkIn, openMail } from './outbox';

test.use({ viewport: { width: 1440, height: 900 } });

const PASSWORD = 'Spruce-Budworm-2026';

async function register(page: Page, locale: Locale, email: string, firstName: string) {
  const t = { locale };
  await page.goto(localizePath(paths.contributorReg, locale));
  const form = page.getByRole('form', { name: m.forms_contributor_form({}, t) });
  await form.getByRole('textbox', { name: m.forms_email({}, t) }).fill(email);
  await form.getByLabel(m.forms_password({}, t), { exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: m.forms_first_name({}, t) }).fill(firstName);
  await form.getByRole('textbox', { name: m.forms_last_name({}, t) }).fill('Cormier');
  await form.getByRole('textbox', { name: m.forms_town({}, t) }).fill('Caraquet');
  await form.getByRole('combobox', { name: m.forms_province({}, t) }).selectOption('NB');
  await form.getByRole('textbox', { name: m.forms_phone_number({}, t) }).fill('506 555 0142');
  await form.getByRole('textbox', { name: m.forms_expertise({}, t) }).fill('Acadian forest stand renewal');
  await form.getByRole('radio', { name: m.shell_employer_self({}, t) }).check();
  await form.getByRole('button', { name: m.forms_contributor_register({}, t) }).click();

  const dialog = page.getByRole('dialog', { name: m.forms_contributor_received({}, t) });
  // The spec's thank-you, then the verification step beneath it.
  await expect(dialog).toContainText(m.forms_application_success({}, t));
  await expect(dialog).toContainText(m.verify_check_inbox({}, t));
}

for (const locale of ['fr-CA'] as const) {
  test(`an applicant confirms their address, is approved and signs in (${locale})`, async ({ page, context }) => {
    const t = { locale };
    const firstName = locale === 'fr-CA' ? 'Anaïs' : 'Ana';
    const name = `${firstName} Cormier`;
    const email = `ana.${locale.toLowerCase()}@example.com`;
    await register(page, locale, email, firstName);

    // An Admin in another tab: the unverified application is not in the console.
    const admin = await context.newPage();
    await signIn(admin, 'admin');
    await admin.goto(paths.admin);
    const contributors = admin.getByRole('tab', { name: /^Contributor Applications/ });
    await contributors.click();
    await expect(admin.getByRole('button', { name: 'Approve Nadia Arsenault' })).toBeVisible();
    await expect(admin.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);

    // The verification mail, in the applicant's language; its link opens /verify in it, and one click confirms.
    const verification = await openMail(page, { to: email, subject: new RegExp(m.verify_mail_subject({}, t)), locale });
    const link = linkIn(verification, '/verify');
    expect(new URL(link).pathname).toBe(localizePath(paths.verify, locale));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: m.verify_title({}, t) })).toBeVisible();
    await page.getByRole('button', { name: m.verify_button({}, t) }).click();
    await expect(page.getByText(m.verify_done_application({}, t))).toBeVisible();

    // Now the console lists it, live; the Admin approves.
    await admin.getByRole('button', { name: `Approve ${name}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Are you sure you want to approve this application?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);
    await admin.getByRole('button', { name: `Account: ${accounts.admin.name}` }).waitFor();
    await admin.close();

    // "Your account is ready": its sign-in link, in the applicant's language; the password they chose works.
    const ready = await openMail(page, { to: email, subject: new RegExp(m.verify_mail_ready_subject({}, t)), locale });
    const loginLink = linkIn(ready, '/login');
    expect(new URL(loginLink).pathname).toBe(localizePath(paths.login, locale));
    await page.goto(loginLink);
    const form = page.getByRole('form', { name: m.forms_login_title({}, t) });
    await form.getByRole('textbox', { name: m.forms_email({}, t) }).fill(email);
    await form.getByLabel(m.forms_password({}, t), { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: m.forms_login_button({}, t) }).click();
    await expect(page.getByRole('button', { name: m.shell_header_account({ name }, t) })).toBeVisible();
  });
}
