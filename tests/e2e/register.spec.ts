// The /register hub, the newsletter page and the offers registration in
// Chromium: each form submitted successfully and unsuccessfully.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { accounts, expect, test } from './fixtures';
import { pathEnd } from './routes';
import { failWritesTo } from './storage-failure';

const card = (page: Page, name: string): Locator => page.getByRole('region', { name });

test.describe('/register hub', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.register);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Us' })).toBeVisible();
  });

  test('News and Updates: the consent tick is required; subscribes unconfirmed with the confirmation request, and asks again', async ({ page }) => {
    const news = card(page, 'News and Updates');
    const email = news.getByRole('textbox', { name: 'Email' });
    const consent = news.getByRole('checkbox');
    await expect(consent).not.toBeChecked();
    await news.getByRole('button', { name: 'Subscribe' }).click();
    await expect(news.getByText('Field is required')).toBeVisible();
    await expect(news.getByText('Tick the box to agree before you subscribe.')).toBeVisible();
    await expect(email).toBeFocused();

    for (let attempt = 0; attempt < 2; attempt += 1) {
      await email.fill('e2e.reader@example.com');
      await consent.check();
      await news.getByRole('button', { name: 'Subscribe' }).click();
      await expect(news.getByRole('status').first()).toHaveText('Congratulations! You have successfully registered for the newsletter.');
      await expect(news.getByRole('status').nth(1)).toHaveText(/^We sent a confirmation request to e2e\.reader@example\.com\./);
      await expect(email).toHaveValue('');
      await expect(consent).not.toBeChecked();
    }
  });

  test('News and Updates: a storage failure is reported and the email kept', async ({ page }) => {
    await failWritesTo(page, 'subscribers');
    const news = card(page, 'News and Updates');
    await news.getByRole('textbox', { name: 'Email' }).fill('e2e.fail@example.com');
    await news.getByRole('checkbox').check();
    await news.getByRole('button', { name: 'Subscribe' }).click();
    await expect(news.getByRole('alert')).toHaveText('There was an error subscribing to the newsletter.');
    await expect(news.getByRole('textbox', { name: 'Email' })).toHaveValue('e2e.fail@example.com');
  });

  test('Special Offers: checks the postal code, then registers unconfirmed with the confirmation request', async ({ page }) => {
    const offers = card(page, 'Special Offers');
    const email = offers.getByRole('textbox', { name: 'Email' });
    const postal = offers.getByRole('textbox', { name: 'Postal code' });
    await email.fill('e2e.offers@example.com');
    await offers.getByRole('checkbox').check();
    await postal.pressSequentially('d1a 1a1');
    await expect(postal).toHaveValue('D1A 1A1');
    await offers.getByRole('button', { name: 'Register' }).click();
    await expect(offers.getByText('Please enter a valid Canadian postal code (e.g., A1A 1A1)')).toBeVisible();
    await expect(postal).toBeFocused();

    await postal.fill('B3H 1A1');
    await offers.getByRole('button', { name: 'Register' }).click();
    await expect(offers.getByRole('status').first()).toHaveText('Congratulations! You have successfully registered for special offers.');
    await expect(offers.getByRole('status').nth(1)).toHaveText(/^We sent a confirmation request to e2e\.offers@example\.com\./);
    await expect(email).toHaveValue('');
  });

  test('Special Offers: a storage failure is reported', async ({ page }) => {
    await failWritesTo(page, 'subscribers');
    const offers = card(page, 'Special Offers');
    await offers.getByRole('textbox', { name: 'Email' }).fill('e2e.offers.fail@example.com');
    await offers.getByRole('textbox', { name: 'Postal code' }).fill('B3H 1A1');
    await offers.getByRole('checkbox').check();
    await offers.getByRole('button', { name: 'Register' }).click();
    await expect(offers.getByRole('alert')).toHaveText('There was an error registering for special offers.');
  });

  test('Contribute to Discussions: names are required, then Next goes to /ContributorReg with them', async ({ page }) => {
    const contribute = card(page, 'Contribute to Discussions');
    await contribute.getByRole('button', { name: 'Next' }).click();
    await expect(contribute.getByText('Field is required')).toHaveCount(2);
    await contribute.getByRole('textbox', { name: 'First name' }).fill('Luc');
    await contribute.getByRole('textbox', { name: 'Last name' }).fill('Robichaud');
    await contribute.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(pathEnd(paths.contributorReg));
    // The URL changes before the next page renders; wait for it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, contributor!');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Luc');
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Robichaud');
  });

  test('Join the Consortium: refuses a bad name, then Next goes to /Franchisee with the names', async ({ page }) => {
    const join = card(page, 'Join the Consortium');
    await join.getByRole('textbox', { name: 'First name' }).fill('Luc2');
    await join.getByRole('textbox', { name: 'Last name' }).fill('Robichaud');
    await join.getByRole('button', { name: 'Next' }).click();
    await expect(join.getByText('Name can only contain letters')).toBeVisible();
    await join.getByRole('textbox', { name: 'First name' }).fill('Luc');
    await join.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(pathEnd(paths.franchisee));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Consortium');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Luc');
  });

  test("I'm just browsing goes to the store", async ({ page }) => {
    await card(page, "I'm just browsing").getByRole('link', { name: 'Go to the store' }).click();
    await expect(page).toHaveURL(pathEnd(paths.store));
  });

  test('Sign In: a wrong password opens the failure dialog and keeps the input', async ({ page }) => {
    const signIn = card(page, 'Sign In');
    await signIn.getByRole('textbox', { name: 'Email' }).fill(accounts.contributor.email);
    await signIn.getByLabel('Password').fill('Wrong!2345');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Incorrect email or password!');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(pathEnd(paths.register));
    await expect(signIn.getByRole('textbox', { name: 'Email' })).toHaveValue(accounts.contributor.email);
  });

  test('Sign In: success opens the dialog; closing it goes to /store signed in', async ({ page }) => {
    const signIn = card(page, 'Sign In');
    await signIn.getByRole('textbox', { name: 'Email' }).fill(accounts.contributor.email);
    await signIn.getByLabel('Password').fill(accounts.contributor.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Successfully signed in!');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(pathEnd(paths.store));
    await expect(page.getByRole('button', { name: `Account: ${accounts.contributor.name}` })).toBeVisible();
  });
});

test.describe('/newsletter', () => {
  test('a blocked submit, then a sign-up with the consent tick, answered with the confirmation request', async ({ page }) => {
    await page.goto(paths.newsletter);
    const form = page.getByRole('form', { name: 'Join our Newsletter' });
    const consent = form.getByRole('checkbox', { name: /^Yes, I consent to receive the Atlantic Timber Consortium newsletter/ });
    await expect(consent).not.toBeChecked();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Field is required')).toBeVisible();
    await expect(form.getByText('Tick the box to agree before you subscribe.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Not a valid email')).toBeVisible();

    await form.getByRole('textbox', { name: 'Email' }).fill('e2e.news@example.com');
    await form.getByRole('textbox', { name: 'Business name (optional)' }).fill('Cape Mill');
    await form.getByRole('checkbox', { name: 'Grading' }).check();
    await consent.check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status').first()).toHaveText('Congratulations! You have successfully registered for the newsletter.');
    await expect(form.getByRole('status').nth(1)).toHaveText(/^We sent a confirmation request to e2e\.news@example\.com\./);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });
});

test.describe('/Offers-registration', () => {
  test('a blocked submit, then a valid one that is only logged', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logs.push(message.text());
    });
    await page.goto(paths.offers);
    const form = page.getByRole('form', { name: 'Register to get special offers' });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('Field is required')).toHaveCount(3);
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();

    await form.getByRole('textbox', { name: 'Email' }).fill('e2e.buyer@example.com');
    await form.getByRole('textbox', { name: 'Phone' }).fill('902 555 12');
    await form.getByRole('radio', { name: 'Phone call (daytime only)' }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('Phone number must contain 10 digits')).toBeVisible();
    expect(logs).toEqual([]);

    await form.getByRole('textbox', { name: 'Phone' }).fill('(902) - 555 - 1234');
    await form.getByRole('checkbox', { name: 'Log transport' }).check();
    await form.getByRole('checkbox', { name: /^Yes, I consent to receive by email the special offers/ }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! You are registered to get special offers.');
    await expect.poll(() => logs.some((line) => line.includes('Special offers'))).toBe(true);
  });
});
