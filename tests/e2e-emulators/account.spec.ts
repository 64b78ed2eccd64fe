// A member deletes their account on the firebase backend (/profile, "Delete
// my account": the deleteAccount callable removes the Auth user and their
// records) and can no longer sign in. The member is the journey's own,
// added beside the demo accounts as the seed writes them, so the others'
// journeys keep theirs.
import { paths } from '../../src/config/paths';
import type { DemoAccount } from '../../src/services/demo-data';
import { addMember } from '../../scripts/seed-emulators';
import { expect, test } from './fixtures';

const member = (email: string): DemoAccount => ({
  email,
  password: 'Tamarack!2345',
  firstName: 'Rémi',
  lastName: 'Thibodeau',
  town: 'Shediac',
  expertise: 'Boat knees',
  permissionLevel: 'Contributor',
  language: 'en-CA',
});

test('a member deletes their account from the profile and can no longer sign in', async ({ page, problems }, testInfo) => {
  const account = member(`remi.${Date.now().toString(36)}.${testInfo.retry}@example.com`);
  await addMember(`e2e-member-${Date.now().toString(36)}`, account);

  await page.goto(paths.login);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Account: Rémi Thibodeau' })).toBeVisible();

  await page.goto(paths.profile);
  const data = page.getByRole('region', { name: 'Your data' });
  await data.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.privacy}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted, and you are signed out.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account: Rémi Thibodeau' })).toHaveCount(0);

  // The Auth emulator refuses the sign-in (400, which the browser logs); the form says so.
  problems.allow(/Failed to load resource: the server responded with a status of 400/);
  await page.goto(paths.login);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Incorrect email or password!')).toBeVisible();
});
