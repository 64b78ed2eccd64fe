// A comment's way on the firebase backend: the demo Contributor posts on a
// store board and reads it as Pending Approval, a visitor does not see it; the
// Admin, in a browser of their own, approves it in the console (/admin); it
// then shows on the visitor's open board, live, and the Contributor's loses
// its label. E2E_SCREENSHOTS=1 keeps the console after the approval at 1440 px.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { screenshotName, SCREENSHOTS } from '../e2e/page-checks';
import { accounts, expect, test } from './fixtures';

const BOARD = paths.knees;

async function openComments(page: Page) {
  await page.goto(BOARD);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Comments' }).click();
  const panel = page.getByRole('region', { name: 'Comments' });
  await expect(panel).toBeVisible();
  return panel;
}

test('a Contributor’s comment waits as Pending Approval, an Admin approves it in the console, a visitor then reads it', async ({ person }, testInfo) => {
  // One text a run and attempt: a retry finds its own comment, not the first attempt's.
  const text = `Looking for a hackmatack knee, 24 inches on the arm (${Date.now().toString(36)}-${testInfo.retry}).`;

  const contributor = await person('contributor');
  const board = await openComments(contributor);
  await board.getByLabel('Add a comment').fill(text);
  await board.getByLabel('Add a comment').press('Enter');
  const mine = board.getByRole('article', { name: `Message from ${accounts.contributor.name}` }).filter({ hasText: text });
  await expect(mine.getByText('Pending Approval')).toBeVisible();

  const visitor = await person();
  const visitorBoard = await openComments(visitor);
  await expect(visitorBoard.getByRole('list', { name: 'Comments messages' }).or(visitorBoard.getByText('No messages yet.'))).toBeVisible();
  await expect(visitorBoard.getByText(text)).toHaveCount(0);

  const admin = await person('admin');
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto(paths.admin);
  await admin.getByRole('tab', { name: /^Comments Approval/ }).click();
  const row = admin.getByRole('tabpanel', { name: /^Comments Approval/ }).getByRole('listitem').filter({ hasText: text });
  await row.getByRole('button', { name: `Approve ${accounts.contributor.name} on ${BOARD}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Are you sure you want to approve this application?' });
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  if (SCREENSHOTS) await admin.screenshot({ path: screenshotName('/admin-on-the-emulators', 1440), fullPage: true });

  // The visitor's open board shows it without a reload; the Contributor's no longer says it waits.
  await expect(visitorBoard.getByText(text)).toBeVisible();
  await expect(visitorBoard.getByRole('article', { name: `Message from ${accounts.contributor.name}` }).filter({ hasText: text })).toBeVisible();
  await expect(mine.getByText('Pending Approval')).toHaveCount(0);
  // And a visitor who comes later reads it too.
  const later = await person();
  await expect((await openComments(later)).getByText(text)).toBeVisible();
});
