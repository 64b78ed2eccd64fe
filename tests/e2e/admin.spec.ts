// The admin review console in Chromium, with a second tab as another visitor.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { DEMO_APPLICANT_PASSWORD, DEMO_CONTRIBUTOR_APPLICATION } from '../../src/services/demo-data';
import { accounts, expect, signIn, test } from './fixtures';

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name.replace('?', '\\?')}`) });

async function confirm(page: Page, action: 'Approve' | 'Reject') {
  const dialog = page.getByRole('alertdialog', { name: `Are you sure you want to ${action.toLowerCase()} this application?` });
  await expect(dialog).toBeVisible();
  // Issue 23: a Reject asks for its reason (none is chosen beforehand).
  if (action === 'Reject') await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test('a pending application approved: the new contributor logs in and is listed', async ({ page, context }) => {
  await signIn(page, 'admin');
  await page.goto(paths.admin);
  await tab(page, 'Contributor Applications').click();
  await expect(tab(page, 'Contributor Applications').getByLabel('1 pending')).toBeVisible();
  await page.getByRole('button', { name: 'Approve Nadia Arsenault' }).click();
  await confirm(page, 'Approve');
  await expect(page.getByRole('tabpanel', { name: /^Contributor Applications/ }).getByText('No applications')).toBeVisible();
  await expect(tab(page, 'Contributor Applications').getByLabel('0 pending')).toBeVisible();

  const applicant = await context.newPage();
  await applicant.goto(paths.login);
  await applicant.getByLabel('Email').fill(DEMO_CONTRIBUTOR_APPLICATION.email);
  await applicant.getByLabel('Password').fill(DEMO_APPLICANT_PASSWORD);
  await applicant.getByRole('button', { name: 'Log In' }).click();
  await expect(applicant.getByRole('button', { name: 'Account: Nadia Arsenault' })).toBeVisible();
  await applicant.goto(paths.contributors);
  await expect(applicant.getByRole('heading', { name: 'Nadia Arsenault' })).toBeVisible();
});

test('a pricing inquiry approved and a contact submission rejected', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(paths.admin);
  await tab(page, 'Pricing?').click();
  await page.getByRole('button', { name: 'Approve Paul LeBlanc' }).click();
  await confirm(page, 'Approve');
  await expect(tab(page, 'Pricing?').getByLabel('0 pending')).toBeVisible();

  await tab(page, 'Contact Us Submissions').click();
  await page.getByRole('button', { name: 'Reject Visiting the sawmill' }).click();
  await confirm(page, 'Reject');
  await expect(page.getByRole('tabpanel', { name: /^Contact Us Submissions/ }).getByText('No applications')).toBeVisible();
  await expect(tab(page, 'Contact Us Submissions').getByLabel('0 pending')).toBeVisible();
});

test('an approved comment shows to an anonymous visitor; a rejected one disappears', async ({ page, context }) => {
  const contributor = await context.newPage();
  await signIn(contributor, 'contributor');
  await contributor.goto(paths.heritage);
  await contributor.getByRole('contentinfo').getByRole('button', { name: 'Comments' }).click();
  const board = contributor.getByRole('region', { name: 'Comments' });
  // The messages only: the composer keeps the text until the message shows.
  const messages = board.getByRole('list', { name: 'Comments messages' });
  await board.getByLabel('Add a comment').fill('Reject me, please.');
  await board.getByLabel('Add a comment').press('Enter');
  await expect(messages.getByText('Reject me, please.')).toBeVisible();

  await signIn(page, 'admin');
  await page.goto(paths.admin);
  await tab(page, 'Comments Approval').click();
  await expect(tab(page, 'Comments Approval').getByLabel('2 pending')).toBeVisible();

  const visitor = await context.newPage();
  await visitor.goto(paths.quality);
  await visitor.getByRole('contentinfo').getByRole('button', { name: 'Comments' }).click();
  const visitorBoard = visitor.getByRole('region', { name: 'Comments' });
  await expect(visitorBoard.getByText('No messages yet.')).toBeVisible();

  await page.getByRole('button', { name: `Open Display for ${accounts.contributor.name} on /quality` }).click();
  const display = page.getByRole('complementary', { name: 'Comment board display' });
  await expect(display.locator('article[aria-current="true"]')).toContainText('visual grading');
  await page.getByRole('button', { name: `Approve ${accounts.contributor.name} on /quality` }).click();
  await confirm(page, 'Approve');
  await expect(display).toBeHidden();
  await expect(visitorBoard.getByText(/visual grading of hardwood flooring/)).toBeVisible();

  await page.getByRole('button', { name: `Reject ${accounts.contributor.name} on /heritage` }).click();
  await confirm(page, 'Reject');
  await expect(page.getByRole('tabpanel', { name: /^Comments Approval/ }).getByText('No applications')).toBeVisible();
  await expect(tab(page, 'Comments Approval').getByLabel('0 pending')).toBeVisible();
  await expect(messages.getByText('Reject me, please.')).toHaveCount(0);
});

test('a submission in another tab appears in the console without a reload', async ({ page, context }) => {
  await signIn(page, 'admin');
  await page.goto(paths.admin);
  await tab(page, 'Comments Approval').click();
  await expect(tab(page, 'Comments Approval').getByLabel('1 pending')).toBeVisible();

  const contributor = await context.newPage();
  await signIn(contributor, 'contributor');
  await contributor.goto(paths.ecology);
  await contributor.getByRole('contentinfo').getByRole('button', { name: 'Comments' }).click();
  const board = contributor.getByRole('region', { name: 'Comments' });
  await board.getByLabel('Add a comment').fill('Which species resist spruce budworm?');
  await board.getByLabel('Add a comment').press('Enter');

  await expect(tab(page, 'Comments Approval').getByLabel('2 pending')).toBeVisible();
  await expect(page.getByText('Which species resist spruce budworm?')).toBeVisible();
});
