// The contact and pricing forms and the custom request, in a real browser
// against the local backend (and with the backend refusing the write).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pathEnd } from './routes';
import { paths } from '../../src/config/paths';
import { failWritesTo } from './storage-failure';

test.use({ viewport: { width: 1440, height: 900 } });

async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill('visitor@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Cape Breton delivery');
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you ship to Cape Breton? 🌲');
}

async function fillPricing(page: Page) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Marie');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Landry');
  await page.getByRole('textbox', { name: 'Email' }).fill('marie.landry@example.com');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('(902) 555-0100');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('B3H 1A1');
  await page.getByRole('textbox', { name: 'Business name' }).fill('Landry Joinery');
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByRole('combobox', { name: 'Preferred timezone' }).selectOption('Atlantic');
}

test('a contact message: errors only after a submit, then the thank-you and a cleared form', async ({ page }) => {
  await page.goto(paths.contact);
  await page.getByRole('textbox', { name: 'Email' }).fill('nope');
  await page.getByRole('textbox', { name: 'Subject' }).focus();
  await expect(page.getByText('Not a valid email')).toBeHidden();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Not a valid email')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();

  await fillContact(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message sent' });
  await expect(dialog).toContainText('Thank you for your message! We’ll get back to you soon.');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(pathEnd(paths.contact));
});

test('a failed contact message is announced in the page and keeps the text', async ({ page }) => {
  await page.goto(paths.contact);
  await fillContact(page);
  await failWritesTo(page, 'contactSubmissions');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There was an error' })).toHaveText(
    'There was an error submitting your message. Please try again.',
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you ship to Cape Breton? 🌲');
});

test('a pricing inquiry is thanked and the form clears', async ({ page }) => {
  await page.goto(paths.pricing);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Want to know more about pricing?');
  await expect(page.getByRole('link', { name: 'info@atlantictimber.example' })).toBeVisible();
  await fillPricing(page);
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry sent' });
  await expect(dialog).toContainText('Thank you for your message! We’ll get back to you soon.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send inquiry' })).toBeFocused();
});

test('a failed pricing inquiry reports the error and keeps the values', async ({ page }) => {
  await page.goto(paths.pricing);
  await fillPricing(page);
  await failWritesTo(page, 'pricingInquiries');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry not sent' });
  await expect(dialog).toContainText('There was an error submitting your inquiry. Please try again.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Landry Joinery');
});

test('a custom request is confirmed without any call, and a blocked one says why', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') logged.push(message.text());
  });
  await page.goto(paths.custom);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expect(page.getByText('Field is required').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('Marie');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Landry');
  await page.getByRole('textbox', { name: 'Email' }).fill('marie@example.com');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('902 555 0100');
  await page.getByRole('textbox', { name: 'Delivery post code' }).fill('b3h 1a1');
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.getByRole('textbox', { name: 'Description' }).fill('A curved oak knee.');
  await page.getByLabel('Attachments (optional)').setInputFiles([
    { name: 'sketch.png', mimeType: 'image/png', buffer: Buffer.from('x') },
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('y') },
  ]);
  await page.getByRole('button', { name: 'Remove photo.jpg' }).click();
  await page.getByRole('button', { name: 'Submit request' }).click();

  const dialog = page.getByRole('dialog', { name: 'Request submitted' });
  await expect(dialog).toContainText('Your custom order request has been submitted!');
  expect(logged.some((line) => line.startsWith('Custom order request'))).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  await expect(page.getByText('sketch.png')).toBeHidden();
});
