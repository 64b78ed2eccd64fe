// The moderation console (issue 23) in Chromium, in both languages: an Admin
// works a queue of comments from the keyboard (approve, reject with a reason,
// undo, select for a bulk reject) and /admin/history lists the decisions;
// axe on the console, the drawer and the history. (A row decided in another
// tab: the component tests, moderation-console.test.tsx.)
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { LOCALES, localizePath, type Locale } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';
import { expect, login, test } from './fixtures';

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
    // One walk through the whole console: longer than the default per-test budget.
    test.setTimeout(60_000);
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
    await expect(page.getByRole('alertdialog')).toBeHidden();
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

    // Select three rows and reject them together.
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
    await expect(rows).toHaveCount(POSTS - 3);

    // The author's record, and the history of every decision.
    await rows.first().getByText(m.moderation_author_record({}, t), { exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: m.moderation_history_link({}, t) }).click();
    const history = page.getByRole('list', { name: m.moderation_history_entries({}, t) });
    // Approve, reject, its undo, three rejects.
    await expect(history.getByRole('listitem')).toHaveCount(6);
    expect(await axe(page)).toEqual([]);
  });
}
