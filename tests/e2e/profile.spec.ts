// The profile page in Chromium: the redirect without a session, the tabs by
// keyboard, and each form submitted unsuccessfully and successfully.
import { paths } from '../../src/config/paths';
import { m } from '../../src/paraglide/messages.js';
import { accounts, expect, signIn, test } from './fixtures';
import { pathEnd } from './routes';

test('/profile without a session goes to /login', async ({ page }) => {
  await page.goto(paths.profile);
  await expect(page).toHaveURL(pathEnd(paths.login));
  await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
});

test('a signed-in member reloading /profile stays there', async ({ page }) => {
  await signIn(page, 'contributor');
  await page.goto(paths.profile);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toContainText(accounts.contributor.name);
  await expect(page).toHaveURL(pathEnd(paths.profile));
});

test('Change Password: mismatch and wrong current password, then success and a sign-in with the new one', async ({ page }) => {
  await signIn(page, 'franchisee');
  await page.goto(paths.profile);
  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel('Current password').fill(accounts.franchisee.password);
  await form.getByLabel('New password', { exact: true }).fill('Fresh!Cut2025');
  await form.getByLabel('Confirm new password').fill('Fresh!Cut2026');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('New password and confirm password do not match.')).toBeVisible();
  await expect(form.getByLabel('Confirm new password')).toBeFocused();

  await form.getByLabel('Current password').fill('Wrong!2345');
  await form.getByLabel('Confirm new password').fill('Fresh!Cut2025');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('Current password is incorrect.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toBeFocused();

  await form.getByLabel('Current password').fill(accounts.franchisee.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toHaveText('Password updated successfully!');
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: `Account: ${accounts.franchisee.name}` }).click();
  await nav.getByRole('button', { name: 'Logout' }).click();
  await page.goto(paths.login);
  await page.getByLabel('Email').fill(accounts.franchisee.email);
  await page.getByLabel('Password').fill('Fresh!Cut2025');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: `Account: ${accounts.franchisee.name}` })).toBeVisible();
});

test('Update Email: wrong current password, then success says to open the link sent to the new address', async ({ page }) => {
  await signIn(page, 'contributor');
  await page.goto(paths.profile);
  const form = page.getByRole('form', { name: 'Update Email' });
  await form.getByRole('textbox', { name: 'New email' }).fill('sarah.d@example.com');
  await form.getByLabel('Current password').fill('Wrong!2345');
  await form.getByRole('button', { name: 'Update Email' }).click();
  await expect(form.getByText('Current password is incorrect.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'New email' })).toHaveValue('sarah.d@example.com');

  await form.getByLabel('Current password').fill(accounts.contributor.password);
  await form.getByRole('button', { name: 'Update Email' }).click();
  await expect(form.getByRole('status')).toHaveText(`Email updated successfully! ${m.account_email_check_inbox()}`);
  // The address changes once the link is followed (tests/e2e/account.spec.ts).
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toContainText(accounts.contributor.email);
});

test('Change Status by keyboard: status, Join as a Franchisee and saved subscriptions', async ({ page }) => {
  await signIn(page, 'contributor');
  await page.goto(paths.profile);
  await page.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Change Status' })).toBeFocused();
  const panel = page.getByRole('tabpanel', { name: 'Change Status' });
  await expect(panel).toContainText('Contributor');
  await expect(panel.getByRole('link', { name: 'Join as a Franchisee' })).toHaveAttribute('href', paths.franchisee);

  await panel.getByRole('checkbox', { name: 'Special offers' }).check();
  await panel.getByRole('button', { name: 'Save subscriptions' }).click();
  await expect(panel.getByRole('status')).toHaveText('Your subscriptions have been saved.');
  await page.reload();
  await page.getByRole('tab', { name: 'Change Status' }).click();
  await expect(page.getByRole('checkbox', { name: 'Special offers' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();

  await page.getByRole('link', { name: 'Join as a Franchisee' }).click();
  await expect(page).toHaveURL(pathEnd(paths.franchisee));
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(accounts.contributor.firstName);
});

test('an admin sees their status without Join as a Franchisee', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(paths.profile);
  await page.getByRole('tab', { name: 'Change Status' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Change Status' });
  await expect(panel).toContainText('Admin');
  await expect(panel.getByRole('link', { name: 'Join as a Franchisee' })).toHaveCount(0);
});
