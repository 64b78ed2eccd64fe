// The flows of the spec done with the keyboard alone: no clicks, only Tab,
// Enter, Space, the arrow keys and Escape, checking where focus is at each
// step (skip link, the register hub's Sign In, the contact form, posting a
// comment, an admin approval, the phone menu).
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { accounts, expect, tabTo, test, type AccountRole } from './fixtures';
import { pathEnd, settle, visit } from './routes';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Member Login with the keyboard: Tab to each field, type, Enter. */
async function keyboardLogin(page: Page, role: AccountRole) {
  const account = accounts[role];
  await visit(page, paths.login);
  const form = page.getByRole('form', { name: 'Member Login' });
  await tabTo(page, form.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Account: ${account.name}` })).toBeAttached();
}

test('the skip link takes focus to the main content', async ({ page }) => {
  await visit(page, paths.quality);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab lands inside the main content, past the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('a link followed with the keyboard takes focus to the new page’s heading; the skip link still works there', async ({ page }) => {
  await visit(page, paths.contact);
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Atlantic Timber Consortium' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pathEnd(paths.store));
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Timber Store' });
  await expect(heading).toBeFocused();
  // Tab goes on from the heading, inside the new page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await tabTo(page, skip, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the register hub’s Sign In: the dialog traps focus, Escape returns it, success goes to the store', async ({ page }) => {
  await visit(page, paths.register);
  const card = page.getByRole('region', { name: 'Sign In' });
  const email = card.getByRole('textbox', { name: 'Email' });
  const password = card.getByLabel('Password');
  const submit = card.getByRole('button', { name: 'Sign In' });

  await tabTo(page, email);
  await page.keyboard.type(accounts.contributor.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type('Not!the1password');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  const failed = page.getByRole('dialog', { name: 'Sign in failed' });
  await expect(failed).toBeVisible();
  const close = failed.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  // Focus stays in the dialog however far one tabs.
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(failed).toBeHidden();
  await expect(submit).toBeFocused();

  // Correct the password (typed text is kept on failure) and sign in from the field with Enter.
  await tabTo(page, password, { back: true });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(accounts.contributor.password);
  await page.keyboard.press('Enter');
  const signedIn = page.getByRole('dialog', { name: 'Signed in' });
  await expect(signedIn).toBeVisible();
  await expect(signedIn.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(pathEnd(paths.store));
  await expect(page.getByRole('button', { name: `Account: ${accounts.contributor.name}` })).toBeAttached();
});

// A fast typist. Escape closes "Sign in failed" and the keys that follow at once (back to the
// password field, select it, type the right one) must all land there: focus came back from the dialog a
// task late once, and took the field's focus away after two letters.
test('keys typed at full speed after Escape closes the failed sign-in dialog all land in the field', async ({ page }) => {
  await visit(page, paths.register);
  const card = page.getByRole('region', { name: 'Sign In' });
  const password = card.getByLabel('Password');
  const submit = card.getByRole('button', { name: 'Sign In' });
  await card.getByRole('textbox', { name: 'Email' }).fill(accounts.contributor.email);
  await password.fill('Not!the1password');
  // How many Shift+Tab from the button back to the field, counted at leisure before the race.
  await submit.focus();
  let back = 0;
  while (!(await isFocused(password)) && back < 5) {
    await page.keyboard.press('Shift+Tab');
    back += 1;
  }
  expect(await isFocused(password)).toBe(true);
  await submit.focus();
  await page.keyboard.press('Enter');
  const failed = page.getByRole('dialog', { name: 'Sign in failed' });
  await expect(failed).toBeVisible();

  // From here no waiting: each key as soon as the last was delivered.
  await page.keyboard.press('Escape');
  for (let step = 0; step < back; step += 1) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(accounts.contributor.password);
  await expect(failed).toBeHidden();
  await expect(password).toHaveValue(accounts.contributor.password);
});

test('the contact form is filled and sent from the keyboard', async ({ page }) => {
  await visit(page, paths.contact);
  const form = page.getByRole('form', { name: 'Contact Us' });
  const send = form.getByRole('button', { name: 'Send message' });

  // An empty submit: focus goes to the first field in error.
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(form.getByText('Field is required').first()).toBeVisible();

  await page.keyboard.type('keyboard.visitor@example.com');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Subject' })).toBeFocused();
  await page.keyboard.type('Delivery to Cape Breton');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('Do you deliver cedar boards?');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Thanks.');
  await tabTo(page, send);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Message sent' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
});

test('a contributor logs in and posts a comment from the keyboard', async ({ page }) => {
  await keyboardLogin(page, 'contributor');
  await visit(page, paths.heritage);
  const comments = page.getByRole('contentinfo').getByRole('button', { name: 'Comments' });
  await tabTo(page, comments, { back: true });
  await page.keyboard.press('Enter');
  await expect(comments).toHaveAttribute('aria-expanded', 'true');

  // Opening the board moves focus to it; Tab goes on into the composer.
  const board = page.getByRole('region', { name: 'Comments' });
  await expect(board.getByRole('heading', { name: 'Comments' })).toBeFocused();
  const composer = board.getByRole('textbox', { name: 'Add a comment' });
  await tabTo(page, composer);
  await page.keyboard.type('Two questions about the Acadian dykes:');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('who built the aboiteaux?');
  await expect(composer).toHaveValue('Two questions about the Acadian dykes:\nwho built the aboiteaux?');
  await page.keyboard.press('Enter');

  const mine = board.getByRole('article', { name: `Message from ${accounts.contributor.name}` });
  await expect(mine).toContainText('who built the aboiteaux?');
  await expect(mine.getByText('Pending Approval')).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect(composer).toBeFocused();
});

test('an admin approves an application from the keyboard', async ({ page }) => {
  await keyboardLogin(page, 'admin');
  await page.goto(paths.admin);
  await settle(page);
  const firstTab = page.getByRole('tab', { name: /^Franchisee Applications/ });
  const contributorTab = page.getByRole('tab', { name: /^Contributor Applications/ });
  await tabTo(page, firstTab);

  // The arrow keys move along the tabs and select them; Home and End jump to the ends.
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /^Comments Approval/ })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(firstTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(contributorTab).toBeFocused();
  await expect(contributorTab).toHaveAttribute('aria-selected', 'true');

  const panel = page.getByRole('tabpanel', { name: /^Contributor Applications/ });
  const approve = panel.getByRole('button', { name: 'Approve Nadia Arsenault' });
  // Tab goes from the tabs to the selected panel, then into its rows: the
  // unselected panels (still in the page, keeping their layout) are skipped.
  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
  // Then the bulk bar's Select all, then the first row: its checkbox, then its Approve.
  for (let step = 0; step < 4 && !(await isFocused(approve)); step++) await page.keyboard.press('Tab');
  await expect(approve).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to approve this application?' });
  await expect(dialog).toBeVisible();
  // The dialog starts on its confirm button, so Enter confirms; Shift+Tab reaches Go Back, and Escape goes back.
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Go Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(approve).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('No applications')).toBeVisible();
  await expect(contributorTab.getByLabel('0 pending')).toBeVisible();
  // The approved row is gone; focus waits on its list, not lost on the page.
  await expect(panel).toBeFocused();
});

test('the phone menu opens, moves through a dropdown and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, paths.store);
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Tab');
  const story = nav.getByRole('button', { name: 'Our Story' });
  await expect(story).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Our Story: overview' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(story).toBeFocused();
  await expect(story).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
});

test('a section chosen from a header dropdown takes focus, so Tab goes on from it', async ({ page }) => {
  await visit(page, paths.store);
  const quality = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quality' });
  await tabTo(page, quality);
  await page.keyboard.press('ArrowDown');
  const durability = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Durability' });
  await tabTo(page, durability);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pathEnd(`${paths.quality}#durability`));
  const heading = page.getByRole('heading', { level: 2, name: 'Durability' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});
