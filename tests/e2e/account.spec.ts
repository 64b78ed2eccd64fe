// A member's say over their data, end to end in each language (issue 22):
// the email change waits for the link mailed to the new address (read in
// /outbox), the record follows once it is followed; "Download my data" saves a
// JSON file with their messages; "Delete my account" asks for the password,
// then their board messages follow spec §4 (one with a reply stays, blanked;
// one without is gone) and the privacy page confirms it.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { localizePath } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';
import { accounts, expect, signIn, test } from './fixtures';
import { linkIn, openMail } from './outbox';
import { pathEnd } from './routes';

// One language end to end: French here; the English half runs on the firebase backend
// (tests/e2e-emulators, an account is deleted), and the page's texts are checked in both
// languages by the component tests.
for (const locale of ['fr-CA'] as const) {
  const t = { locale };
  const at = (path: string) => localizePath(path, locale);

  async function post(page: Page, text: string) {
    const composer = page.getByLabel(m.boards_composer_discussion({}, t));
    await composer.fill(text);
    await composer.press('Enter');
    await expect(page.getByText(text)).toBeVisible();
  }

  test(`${locale}: a member changes email, downloads their data and deletes their account`, async ({ page, context }) => {
    // Two members, the outbox, a download and a deletion: a long journey.
    test.slow();
    const answered = `Kiln schedule, answered (${locale})`;
    const alone = `Kiln schedule, unanswered (${locale})`;
    const newEmail = `moved.${locale.toLowerCase()}@example.com`;

    // The member's two messages; an Admin, in another tab, answers the first.
    await signIn(page, 'franchisee');
    await page.goto(at(paths.discussion));
    await post(page, answered);
    await post(page, alone);
    const admin = await context.newPage();
    await signIn(admin, 'admin');
    await admin.goto(at(paths.discussion));
    const parent = admin.getByRole('article').filter({ hasText: answered }).first();
    await parent.getByRole('button', { name: m.boards_reply({}, t) }).click();
    const reply = parent.getByLabel(m.boards_reply_to({ name: accounts.franchisee.name }, t));
    await reply.fill('Thursday works.');
    await reply.press('Enter');
    await expect(admin.getByText('Thursday works.')).toBeVisible();

    // The email change: nothing until the link in the new address's mail is followed.
    await page.goto(at(paths.profile));
    const profile = page.getByRole('tabpanel', { name: m.forms_profile_tab_profile({}, t) });
    const form = page.getByRole('form', { name: m.forms_profile_update_email({}, t) });
    await form.getByRole('textbox', { name: m.forms_profile_new_email({}, t) }).fill(newEmail);
    await form.getByLabel(m.forms_profile_current_password({}, t)).fill(accounts.franchisee.password);
    await form.getByRole('button', { name: m.forms_profile_update_email({}, t) }).click();
    await expect(form.getByRole('status')).toHaveText(`${m.forms_profile_email_updated({}, t)} ${m.account_email_check_inbox({}, t)}`);
    await expect(profile).toContainText(accounts.franchisee.email);

    // The mail, and the page its link opens, speak the member's language, whatever the page's.
    const theirs = { locale: accounts.franchisee.language };
    const mail = await openMail(page, { to: newEmail, locale });
    await page.goto(linkIn(mail, '/verify'));
    await page.getByRole('button', { name: m.verify_button({}, theirs) }).click();
    await expect(page.getByText(m.account_email_changed({}, theirs))).toBeVisible();
    await page.goto(at(paths.profile));
    await expect(profile).toContainText(newEmail);

    // Download my data: a dated JSON file with both messages.
    const data = page.getByRole('region', { name: m.account_data_heading({}, t) });
    const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('button', { name: m.account_download({}, t) }).click()]);
    expect(download.suggestedFilename()).toMatch(/^atlantic-timber-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved: unknown = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(saved).toMatchObject({ member: { email: newEmail } });
    expect(JSON.stringify(saved)).toContain(answered);
    expect(JSON.stringify(saved)).toContain(alone);

    // Delete my account: the password first, then the confirmation on the privacy page.
    await data.getByRole('button', { name: m.account_delete({}, t) }).click();
    const dialog = page.getByRole('alertdialog', { name: m.account_delete_title({}, t) });
    await dialog.getByLabel(m.forms_profile_current_password({}, t)).fill(accounts.franchisee.password);
    await dialog.getByRole('button', { name: m.account_delete({}, t) }).click();
    await expect(page).toHaveURL(pathEnd(at(paths.privacy)));
    await expect(page.getByRole('status').filter({ hasText: m.account_deleted({}, t) })).toBeVisible();

    // Spec §4: the answered message stays, blanked; the other is gone.
    await admin.reload();
    const blanked = admin.getByRole('article', { name: m.boards_deleted_label({}, t) });
    await expect(blanked).toContainText(m.boards_deleted_message({}, t));
    await blanked.getByRole('button', { name: m.boards_show_replies({ count: 1 }, t) }).click();
    await expect(admin.getByText('Thursday works.')).toBeVisible();
    await expect(admin.getByText(answered)).toHaveCount(0);
    await expect(admin.getByText(alone)).toHaveCount(0);

    // The account is gone.
    await page.goto(paths.login);
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Password').fill(accounts.franchisee.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Incorrect email or password!')).toBeVisible();
  });
}
