// Comment boards in Chromium. The local backend's database is shared by the
// tabs of one browser context and each tab signs in on its own, so a second
// tab plays the second visitor.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { accounts, expect, signIn, test } from './fixtures';

async function openComments(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Comments' }).click();
  const panel = page.getByRole('region', { name: 'Comments' });
  await expect(panel).toBeVisible();
  return panel;
}

test('an anonymous visitor reads the board and is asked to register or log in', async ({ page }) => {
  const panel = await openComments(page, paths.store);
  await expect(panel.getByText(/Welcome to the store!/)).toBeVisible();
  await expect(panel.getByText('Register or Log In to join the conversation.')).toBeVisible();
  await expect(panel.getByRole('textbox')).toHaveCount(0);
});

test('a contributor’s post waits for approval, unseen by another visitor', async ({ page, context }) => {
  await signIn(page, 'contributor');
  const panel = await openComments(page, paths.knees);
  await panel.getByLabel('Add a comment').fill('Looking for a 24 inch hackmatack knee.');
  await panel.getByLabel('Add a comment').press('Enter');
  const mine = panel.getByRole('article', { name: `Message from ${accounts.contributor.name}` });
  await expect(mine.getByText('Pending Approval')).toBeVisible();

  const other = await context.newPage();
  const otherPanel = await openComments(other, paths.knees);
  await expect(otherPanel.getByText('No messages yet.')).toBeVisible();
  await expect(otherPanel.getByText('Looking for a 24 inch hackmatack knee.')).toHaveCount(0);
});

test('a franchisee’s post appears live on another visitor’s open board', async ({ page, context }) => {
  const watcher = await context.newPage();
  const watching = await openComments(watcher, paths.sweeps);
  await expect(watching.getByText('No messages yet.')).toBeVisible();

  await signIn(page, 'franchisee');
  const panel = await openComments(page, paths.sweeps);
  await panel.getByLabel('Add a comment').fill('Fresh spruce sweeps this week.');
  await panel.getByLabel('Add a comment').press('Enter');
  // The composer keeps the text until the message shows, then clears.
  await expect(panel.getByLabel('Add a comment')).toHaveValue('');
  await expect(panel.getByText('Fresh spruce sweeps this week.')).toBeVisible();

  await expect(watching.getByText('Fresh spruce sweeps this week.')).toBeVisible();
  await expect(watching.getByRole('article', { name: `Message from ${accounts.franchisee.name}` })).toBeVisible();
});

test('reply, edit, and delete with and without replies', async ({ page }) => {
  await signIn(page, 'franchisee');
  const panel = await openComments(page, paths.custom);

  await panel.getByLabel('Add a comment').fill('Parent message');
  await panel.getByLabel('Add a comment').press('Enter');
  const parent = panel.getByRole('article', { name: `Message from ${accounts.franchisee.name}` }).filter({ hasText: 'Parent message' });
  await parent.getByRole('button', { name: 'Reply' }).click();
  await parent.getByLabel(`Reply to ${accounts.franchisee.name}`).fill('A reply');
  await parent.getByLabel(`Reply to ${accounts.franchisee.name}`).press('Enter');
  await expect(parent.getByLabel(`Reply to ${accounts.franchisee.name}`)).toHaveCount(0);
  await expect(panel.getByText('A reply')).toBeVisible();
  await expect(parent.getByRole('button', { name: 'Hide replies' })).toBeVisible();

  const reply = panel.getByRole('article').filter({ hasText: 'A reply' });
  await reply.getByRole('button', { name: 'Edit' }).click();
  await reply.getByLabel('Edit your message').fill('A reply, edited');
  await reply.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('A reply, edited')).toBeVisible();
  await expect(panel.getByText('(edited)')).toBeVisible();

  await parent.getByRole('button', { name: 'Delete' }).click();
  await expect(parent.getByText('Are you sure?')).toBeVisible();
  await parent.getByRole('group', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByText('This message has been deleted')).toBeVisible();

  const edited = panel.getByRole('article').filter({ hasText: 'A reply, edited' });
  await edited.getByRole('button', { name: 'Delete' }).click();
  await edited.getByRole('group', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByText('A reply, edited')).toHaveCount(0);
});

test('the discussion board per role', async ({ page, context }) => {
  await page.goto(paths.discussion);
  await expect(page.getByText(/open to franchisees and admins only/)).toBeVisible();

  const contributor = await context.newPage();
  await signIn(contributor, 'contributor');
  await contributor.goto(paths.store);
  await expect(contributor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discussion' })).toHaveCount(0);
  await contributor.goto(paths.discussion);
  await expect(contributor.getByRole('link', { name: 'Apply to join the consortium' })).toBeVisible();

  const admin = await context.newPage();
  await signIn(admin, 'admin');
  await admin.goto(paths.store);
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discussion' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Discussion Board' })).toBeVisible();
  await admin.getByLabel('Write to the discussion board').fill('Board meeting moved to Thursday.');
  await admin.getByLabel('Write to the discussion board').press('Enter');
  await expect(admin.getByLabel('Write to the discussion board')).toHaveValue('');
  await expect(admin.getByText('Board meeting moved to Thursday.')).toBeVisible();
});
