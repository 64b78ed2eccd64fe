// A contributor's application on the firebase backend, as the applicant and
// the Admin go: the form at /ContributorReg; the verification mail, as maildev
// received it from the functions' delivery, and its /verify link; the Admin's
// approval in the console (createUserOnApproval); "Your account is ready";
// the new member signs in with the password they chose. The same journey in
// French runs on the local backend (tests/e2e/verified-applicant.spec.ts).
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { linkIn } from '../e2e/outbox';
import { syncImportedPassword } from '../setup/auth-emulator';
import { mailTo } from './emulators';
import { expect, test } from './fixtures';

const PASSWORD = 'Spruce-Budworm-2026';
/** One surname an attempt, so a retry's application is not confused with the first attempt's in the console. */
const SURNAMES = ['Cormier', 'Comeau', 'Gaudet'];

/**
 * The page a mailed link opens, on the site under test: the emulators' functions
 * write links to SITE_ORIGIN (functions/.env.demo-atlantic-timber names the dev
 * server of `npm run start:emulators`), and the journeys run on `vite preview`.
 */
function onThisSite(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function apply(page: Page, email: string, surname: string) {
  await page.goto(paths.contributorReg);
  const form = page.getByRole('form', { name: 'Contributor registration' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await form.getByRole('textbox', { name: 'Last name' }).fill(surname);
  await form.getByRole('textbox', { name: 'Town' }).fill('Caraquet');
  await form.getByRole('combobox', { name: 'Province or territory' }).selectOption('NB');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('506 555 0142');
  await form.getByRole('textbox', { name: 'Expertise' }).fill('Acadian forest stand renewal');
  await form.getByRole('radio', { name: 'Self' }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration received' });
  await expect(dialog).toContainText('Thank you for submitting your application!');
  await expect(dialog).toContainText('We sent you a message: open its link to confirm your email address.');
}

test('an applicant confirms their address from the mail, an Admin approves, and the new member signs in', async ({ page, person }, testInfo) => {
  const surname = SURNAMES[testInfo.retry % SURNAMES.length]!;
  const name = `Ana ${surname}`;
  const email = `ana.${surname.toLowerCase()}.${Date.now().toString(36)}@example.com`;
  await apply(page, email, surname);

  // The Admin's console does not list an unconfirmed application.
  const admin = await person('admin');
  await admin.goto(paths.admin);
  await admin.getByRole('tab', { name: /^Contributor Applications/ }).click();
  await expect(admin.getByRole('button', { name: 'Approve Nadia Arsenault' })).toBeVisible();
  await expect(admin.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);

  // The verification mail and its link; one click confirms.
  const verification = await mailTo(email, /Confirm your email address/);
  await page.goto(onThisSite(linkIn(verification.text, paths.verify)));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed. Your application is now with our team for review; we will write to you once it is decided.')).toBeVisible();

  // Now the console lists it, live; the Admin approves.
  await admin.getByRole('button', { name: `Approve ${name}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Are you sure you want to approve this application?' });
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);

  // "Your account is ready", with its sign-in link; the password they chose lets them in.
  const ready = await mailTo(email, /Your account is ready/);
  await syncImportedPassword(email, PASSWORD);
  await page.goto(onThisSite(linkIn(ready.text, paths.login)));
  const form = page.getByRole('form', { name: 'Member Login' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: `Account: ${name}` })).toBeVisible();
  await page.goto(paths.contributors);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});
