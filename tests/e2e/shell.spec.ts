import { paths } from '../../src/config/paths';
import { accounts, expect, login, readOnlyTest, signIn, test } from './fixtures';
import { pathEnd } from './routes';

readOnlyTest('/ redirects to /store', async ({ page }) => {
  await page.goto(paths.home);
  await expect(page).toHaveURL(pathEnd(paths.store));
});

readOnlyTest('the development banner shows and can be closed', async ({ page }) => {
  await page.goto(paths.store);
  const text = page.getByText('This website is under development and some parts are not fully functioning');
  await expect(text).toBeVisible();
  await page.getByRole('button', { name: 'Close notice' }).click();
  await expect(text).toBeHidden();
});

test('an admin logs in, sees Discussion and Admin, and logs out', async ({ page }) => {
  await login(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Discussion' })).toBeVisible();
  await nav.getByRole('button', { name: `Account: ${accounts.admin.name}` }).click();
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Join Us' })).toBeVisible();
  await expect(page).toHaveURL(pathEnd(paths.store));
});

test('a wrong password is refused', async ({ page }) => {
  await page.goto(paths.login);
  await page.getByLabel('Email').fill(accounts.franchisee.email);
  await page.getByLabel('Password').fill('Nope!2345');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Incorrect email or password!')).toBeVisible();
});

test('a contributor sees neither Discussion nor Admin', async ({ page }) => {
  await signIn(page, 'contributor');
  await page.goto(paths.store);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Discussion' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

readOnlyTest('the header dropdowns work by keyboard', async ({ page }) => {
  await page.goto(paths.store);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const ecology = nav.getByRole('button', { name: 'Ecology' });
  await ecology.focus();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Ecology: overview' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(nav.getByRole('link', { name: 'Human Factors' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ecology).toBeFocused();
  await expect(ecology).toHaveAttribute('aria-expanded', 'false');
});

readOnlyTest('on a phone the navigation sits behind a Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(paths.store);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Join Us' })).toBeVisible();
  await nav.getByRole('link', { name: 'Join Us' }).click();
  await expect(page).toHaveURL(pathEnd(paths.register));
  await expect(nav).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screenshots/shell-375.png', fullPage: true });
});

readOnlyTest('the footer follows the path', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await page.goto(paths.sweeps);
  await expect(footer.getByRole('button', { name: 'Comments' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Price?' })).toBeVisible();
  await page.goto(paths.ecology);
  await expect(footer.getByRole('button', { name: 'Comments' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Price?' })).toHaveCount(0);
  await page.goto(paths.newsletter);
  await expect(footer.getByRole('link', { name: 'To Store' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Comments' })).toHaveCount(0);
});

readOnlyTest("a route module that cannot be fetched shows 'Loading chunk failed'", async ({ page }) => {
  await page.goto(paths.store);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(/\/assets\/temp-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).waitFor();
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, paths.temp);
  await expect(page.getByRole('heading', { level: 1, name: 'Loading chunk failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

readOnlyTest('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/nowhere-at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the store' }).click();
  await expect(page).toHaveURL(pathEnd(paths.store));
});
