// The franchisee application and the contributor registration, submitted for
// real against the local backend, and with the backend refusing the write.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { expect, login, signIn, test } from './fixtures';
import { pathEnd } from './routes';
import { linkIn, openMail } from './outbox';
import { failWritesTo } from './storage-failure';

test.use({ viewport: { width: 1440, height: 900 } });

const SUCCESS = 'Thank you for submitting your application!';
const FAILURE = 'There was an error submitting your application. Please try again.';

async function fillFranchisee(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Franchisee application' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Luc');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Robichaud');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill('Sawdust!2024');
  await form.getByRole('textbox', { name: 'Expertise' }).fill('Hardwood milling');
  await form.getByRole('combobox', { name: 'Province or territory' }).selectOption('NB');
  await form.getByRole('textbox', { name: 'Town' }).fill('Bouctouche');
  await form.getByRole('textbox', { name: 'Postal code' }).pressSequentially('e4s 1a1');
  await expect(form.getByRole('textbox', { name: 'Postal code' })).toHaveValue('E4S 1A1');
  await form.getByRole('textbox', { name: 'Address' }).fill('4 River Road');
  await form.getByRole('textbox', { name: 'Business name' }).fill('Robichaud Sawmill');
  await form.getByRole('checkbox', { name: 'Sawmilling' }).check();
  await form.getByRole('checkbox', { name: 'Other', exact: true }).check();
  await form.getByRole('textbox', { name: 'Other business type (optional)' }).fill('Portable milling');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('(506) - 555 - 0122');
  await form.getByRole('radio', { name: 'Email' }).check();
}

async function fillContributor(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Contributor registration' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill('Timber!2345');
  await form.getByRole('textbox', { name: 'Town' }).fill('Shediac');
  await form.getByRole('combobox', { name: 'Province or territory' }).selectOption('NB');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('506 555 0111');
  await form.getByRole('textbox', { name: 'Expertise' }).fill('Timber framing');
  await form.getByRole('radio', { name: 'Business' }).check();
  await form.getByRole('textbox', { name: 'Business name' }).fill('Poirier Woodlot');
}

test('a franchisee application is thanked, the form clears and Close goes to the store', async ({ page }) => {
  await page.goto(paths.franchisee);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Consortium');

  // A blocked submit first: focus goes to the first invalid field.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expect(page.getByText('Field is required').first()).toBeVisible();

  await fillFranchisee(page, 'Luc.Robichaud@Example.com');
  await page.getByRole('button', { name: 'Submit application' }).click();

  const dialog = page.getByRole('dialog', { name: 'Application received' });
  await expect(dialog).toContainText(SUCCESS);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pathEnd(paths.store));

  // The visitor never signed in, so the admin can log in on this page.
  await login(page, 'admin');
});

test('a failed franchisee application keeps everything typed', async ({ page }) => {
  await page.goto(paths.franchisee);
  await fillFranchisee(page, 'luc@example.com');
  await failWritesTo(page, 'franchiseeApplications');
  await page.getByRole('button', { name: 'Submit application' }).click();

  const dialog = page.getByRole('dialog', { name: 'Application not sent' });
  await expect(dialog).toContainText(FAILURE);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(pathEnd(paths.franchisee));
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('luc@example.com');
  await expect(page.getByRole('textbox', { name: 'Other business type (optional)' })).toHaveValue('Portable milling');
});

test('a contributor registration is thanked and Close goes to the store', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(paths.contributorReg);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, contributor!');
  await expect(page.getByRole('link', { name: 'Our Contributors' })).toHaveAttribute('href', paths.contributors);
  await page.getByRole('textbox', { name: 'First name' }).fill('Anne');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Poirier');

  await fillContributor(page, 'anne.poirier@example.com');
  await page.getByRole('button', { name: 'Register' }).click();

  const dialog = page.getByRole('dialog', { name: 'Registration received' });
  await expect(dialog).toContainText(SUCCESS);
  await expect(dialog).toContainText('open its link to confirm your email address');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(pathEnd(paths.store));

  // The applicant confirms the address with the mailed link (issue 22): only then does the console list it.
  const mail = await openMail(page, { to: 'anne.poirier@example.com', subject: /Confirm your email address/ });
  await page.goto(linkIn(mail, '/verify'));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed.', { exact: false })).toBeVisible();

  // The admin approves it; the new contributor signs in and is listed.
  await signIn(page, 'admin');
  await page.goto(paths.admin);
  await page.getByRole('tab', { name: /^Contributor Applications/ }).click();
  await page.getByRole('button', { name: 'Approve Anne Poirier' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to approve this application?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'Approve Anne Poirier' })).toHaveCount(0);

  const applicant = await page.context().newPage();
  await applicant.goto(paths.login);
  await applicant.getByLabel('Email').fill('anne.poirier@example.com');
  await applicant.getByLabel('Password').fill('Timber!2345');
  await applicant.getByRole('button', { name: 'Log In' }).click();
  await expect(applicant.getByRole('button', { name: 'Account: Anne Poirier' })).toBeVisible();
  await applicant.goto(paths.contributors);
  await expect(applicant.getByRole('heading', { name: 'Anne Poirier' })).toBeVisible();
});

test('a failed contributor registration offers Try again, which keeps the values', async ({ page }) => {
  await page.goto(paths.contributorReg);
  await page.getByRole('textbox', { name: 'First name' }).fill('Anne');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Poirier');
  await fillContributor(page, 'anne@example.com');
  await failWritesTo(page, 'contributorApplications');
  await page.getByRole('button', { name: 'Register' }).click();

  const dialog = page.getByRole('dialog', { name: 'Registration not sent' });
  await expect(dialog).toContainText(FAILURE);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Poirier Woodlot');

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toContainText(FAILURE);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(pathEnd(paths.store));
});
