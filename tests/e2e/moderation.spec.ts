// The moderation console (issue 23) in Chromium, in both languages: an Admin
// works a queue of comments from the keyboard (approve, reject with a reason,
// undo, select for a bulk reject), a row decided in another tab stays in
// place, marked, and /admin/history lists the decisions; axe on the console,
// the drawer and the history.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { LOCALES, localizePath, type Locale } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';
import { accounts, expect, login, test } from './fixtures';

const POSTS = 6;

async function postComments(page: Page, tag: string) {
  await login(page, 'contributor');
  await page.goto(paths.heritage);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Comments' }).click();
  const board = page.getByRole('region', { name: 'Comments' });
  const messages = board.getByRole('list', { name: 'Comments messages' });
  for (let n = 1; n <= POSTS; n++) {
    await board.getByLabel('Add a comment').fill(`${tag} comment ${n}`);
    await board.getByLabel('Add a comment').press('Enter');
    await expect(messages.getByText(`${tag} comment ${n}`)).toBeVisible();
  }
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`));
}

for (const locale of LOCALES) {
  test(`an Admin works the comment queue from the keyboard (${locale})`, async ({ page, context }) => {
    const t = { locale } satisfies { locale: Locale };
    await postComments(await context.newPage(), locale);
    await login(page, 'admin');
    await page.goto(localizePath(paths.admin, locale));
    const comments = page.getByRole('tab', { name: new RegExp(`^${m.admin_tab_comment({}, t)}`) });
    await comments.click();
    await expect(comments.getByLabel(m.admin_count_pending({ count: POSTS + 1 }, t))).toBeVisible();
    const panel = page.getByRole('tabpanel');
    const rows = panel.locator('li[id^="review-comment-"]');
    await expect(rows).toHaveCount(POSTS + 1);
    expect(await axe(page)).toEqual([]);

    // Approve the first (the seeded comment), then reject the next with a reason, then undo that.
    await page.keyboard.press('a');
    await expect(page.getByRole('alertdialog', { name: m.admin_confirm_approve({}, t) })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(POSTS);
    await expect(rows.first()).toBeFocused();
    await page.keyboard.press('r');
    const reject = page.getByRole('alertdialog', { name: m.admin_confirm_reject({}, t) });
    await expect(reject).toBeVisible();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(reject).toBeHidden();
    await expect(rows).toHaveCount(POSTS - 1);
    await page.keyboard.press('z');
    // "Decision undone: …" / « Décision annulée : … »
    await expect(page.getByRole('status').filter({ hasText: m.moderation_undone({ title: '' }, t).split(':')[0]!.trim() })).toBeVisible();
    await expect(rows).toHaveCount(POSTS);

    // Another tab approves the row under the cursor: it stays, marked, its buttons disabled.
    const other = await context.newPage();
    await other.goto(localizePath(paths.admin, locale));
    await other.getByRole('tab', { name: new RegExp(`^${m.admin_tab_comment({}, t)}`) }).click();
    await other.getByRole('tabpanel').getByRole('button', { name: m.admin_approve({}, t), exact: true }).first().click();
    await other.getByRole('alertdialog').getByRole('button', { name: m.admin_approve({}, t), exact: true }).click();
    const marked = rows.first();
    await expect(marked).toContainText(m.moderation_decided_approve({ name: accounts.admin.name }, t));
    await expect(marked.getByRole('button', { name: m.admin_approve({}, t), exact: true })).toBeDisabled();
    await other.close();

    // Move past it, select three rows and reject them together.
    await page.keyboard.press('j');
    await expect(rows).toHaveCount(POSTS - 1);
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.getByRole('button', { name: m.moderation_reject_selected({ count: 3 }, t) }).click();
    const bulk = page.getByRole('alertdialog', { name: m.moderation_bulk_reject_title({ count: 3 }, t) });
    await expect(bulk.getByRole('listitem')).toHaveCount(3);
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(page.getByText(m.moderation_bulk_summary({ done: 3, gone: 0, changed: 0, failed: 0 }, t))).toBeVisible();
    await expect(rows).toHaveCount(POSTS - 4);

    // The author's record, and the history of every decision.
    await rows.first().getByRole('button', { name: m.moderation_author_record({}, t), exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: m.moderation_history_link({}, t) }).click();
    const history = page.getByRole('list', { name: m.moderation_history_entries({}, t) });
    // Approve, reject, undo, the other tab's approve, three rejects.
    await expect(history.getByRole('listitem')).toHaveCount(7);
    expect(await axe(page)).toEqual([]);
  });
}
