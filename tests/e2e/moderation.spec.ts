// The moderation console in Chromium: an Admin
// clears a queue of comments from the keyboard (approve, reject with a
// reason and a note, undo, a bulk reject of 5); a row decided in another tab
// stays in place, marked; a comment arriving meanwhile joins the end without
// moving the focused row; /admin/history lists every decision; the rejected
// Contributor reads the reason and the note in the bell; axe on the console,
// the drawer and the history. (A reply notifying the parent's author:
// notifications.spec.ts.)
import type { Locator, Page } from '@playwright/test';
import { seedPendingComments } from '../../bench/page-seeds.mjs';
import { paths } from '../../src/config/paths';
import { REJECT_REASONS } from '../../src/domain/moderation';
import { localizePath, type Locale } from '../../src/i18n/locale';
import { reasonLabel } from '../../src/i18n/reasons';
import { m } from '../../src/paraglide/messages.js';
import { accounts, expect, signIn, test } from './fixtures';
import { scan } from './page-checks';

/** The queue: the demo data's pending comment and seeded ones by the demo Contributor (issue 23's 20). */
const QUEUE = 20;
const BULK = 5;


/** Opens the console's Comments tab (signed in as the Admin); returns its rows. */
async function openComments(page: Page, locale: Locale): Promise<Locator> {
  await page.goto(localizePath(paths.admin, locale));
  await page.getByRole('tab', { name: new RegExp(`^${m.admin_tab_comment({}, { locale })}`) }).click();
  return page.getByRole('tabpanel').locator('li[id^="review-comment-"]');
}

/** Approves the focused row by keys. */
async function approve(page: Page, locale: Locale) {
  await page.keyboard.press('a');
  await expect(page.getByRole('alertdialog', { name: m.admin_confirm_approve({}, { locale }) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

// One language in the browser: English, on issue 23's queue of 20. The console's French texts are
// checked in both languages by its component tests (moderation-console.test.tsx) and on the page by
// languages.spec.ts; the French walk was 22 s of a worker's time.
for (const locale of ['en-CA'] as const) {
  test(`an Admin clears a queue of ${QUEUE} comments from the keyboard (${locale})`, async ({ page, context }) => {
    // One walk through the whole console: longer than the default per-test budget.
    test.setTimeout(90_000);
    const t = { locale } satisfies { locale: Locale };
    const note = `Keep to timber, please (${locale}).`;

    // The queue, written into the app's database as the local backend stores pending comments.
    // The queue goes into the database the app has seeded: it is there once the session shows.
    await signIn(page, 'admin');
    await page.goto(paths.store);
    await expect(page.getByRole('button', { name: `Account: ${accounts.admin.name}` })).toBeVisible();
    await page.evaluate(seedPendingComments, { total: QUEUE, boards: ['heritage'], authors: ['demo-contributor'], marker: `Queue ${locale}` });
    const rows = await openComments(page, locale);
    const tab = page.getByRole('tab', { name: new RegExp(`^${m.admin_tab_comment({}, t)}`) });
    await expect(tab.getByLabel(m.admin_count_pending({ count: QUEUE }, t))).toBeVisible();
    await expect(rows).toHaveCount(QUEUE);
    expect(await scan(page, 'console', 'main')).toEqual([]);

    // Approve the first; reject the next with a reason, then undo that (it comes back at the end); reject the next with a reason and a note.
    await approve(page, locale);
    await expect(rows).toHaveCount(QUEUE - 1);
    await expect(rows.first()).toBeFocused();
    await page.keyboard.press('r');
    const reject = page.getByRole('alertdialog', { name: m.admin_confirm_reject({}, t) });
    await expect(reject).toBeVisible();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(reject).toBeHidden();
    await expect(rows).toHaveCount(QUEUE - 2);
    await page.keyboard.press('z');
    // "Decision undone: …" / « Décision annulée : … »
    await expect(page.getByRole('status').filter({ hasText: m.moderation_undone({ title: '' }, t).split(':')[0]!.trim() })).toBeVisible();
    await expect(rows).toHaveCount(QUEUE - 1);
    await page.keyboard.press('r');
    await expect(reject).toBeVisible();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.type(note);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(reject).toBeHidden();
    await expect(rows).toHaveCount(QUEUE - 2);

    // Select five rows and reject them together, with one confirmation.
    await page.keyboard.press('x');
    for (let n = 1; n < BULK; n++) {
      await page.keyboard.press('j');
      await page.keyboard.press('x');
    }
    await page.getByRole('button', { name: m.moderation_reject_selected({ count: BULK }, t) }).press('Enter');
    const bulk = page.getByRole('alertdialog', { name: m.moderation_bulk_reject_title({ count: BULK }, t) });
    await expect(bulk.getByRole('listitem')).toHaveCount(BULK);
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    // Five decisions, each with its notification and mail: the slowest step on two busy cores.
    await expect(page.getByText(m.moderation_bulk_summary({ done: BULK, gone: 0, changed: 0, failed: 0 }, t))).toBeVisible({ timeout: 20_000 });
    const left = QUEUE - 2 - BULK;
    await expect(rows).toHaveCount(left);
    await expect(rows.first()).toBeFocused();

    // Another tab of the same browser: the Admin approves the third row there; here it stays, marked, its Approve and Reject disabled.
    const other = await context.newPage();
    await signIn(other, 'admin');
    const otherRows = await openComments(other, locale);
    await expect(otherRows).toHaveCount(left);
    const third = rows.nth(2);
    const thirdId = await third.getAttribute('id');
    // Picked by its id: the lists' orders differ (an undone item comes back at the end of this tab's list only).
    await otherRows.and(other.locator(`#${thirdId}`)).getByRole('button', { name: new RegExp(`^${m.admin_approve({}, t)}`) }).click();
    await other.getByRole('alertdialog', { name: m.admin_confirm_approve({}, t) }).getByRole('button', { name: m.admin_approve({}, t), exact: true }).click();
    await expect(otherRows).toHaveCount(left - 1);
    await expect(third).toHaveAttribute('id', thirdId!);
    await expect(third).toContainText(m.moderation_decided_approve({ name: accounts.admin.name }, t));
    await expect(third.getByRole('button', { name: new RegExp(`^${m.admin_approve({}, t)}`) })).toBeDisabled();
    await expect(third.getByRole('button', { name: new RegExp(`^${m.admin_reject({}, t)}`) })).toBeDisabled();
    await expect(rows.first()).toBeFocused();

    // The Contributor posts in a third tab: the comment joins the end, announced; focus stays on the first row.
    const arrival = `A late question (${locale})`;
    const contributor = await context.newPage();
    await signIn(contributor, 'contributor');
    await contributor.goto(localizePath(paths.heritage, locale));
    await contributor.getByRole('contentinfo').getByRole('button', { name: m.shell_footer_comments({}, t) }).click();
    const board = contributor.getByRole('region', { name: m.boards_heading_comments({}, t) });
    await board.getByLabel(m.boards_composer_comment({}, t)).fill(arrival);
    await board.getByLabel(m.boards_composer_comment({}, t)).press('Enter');
    await expect(board.getByText(arrival)).toBeVisible();
    await expect(rows).toHaveCount(left + 1);
    await expect(rows.last()).toContainText(arrival);
    await expect(page.getByText(m.moderation_arrivals_comment({ count: 1 }, t))).toBeVisible();
    await expect(rows.first()).toBeFocused();

    // The rejected Contributor reads the reason and the note in the bell.
    await contributor.getByRole('banner').getByRole('button', { name: new RegExp(`^${m.notify_bell({}, t)}`) }).click();
    const bell = contributor.getByRole('region', { name: m.notify_panel_heading({}, t) });
    const rejected = bell.getByRole('listitem').filter({ hasText: note });
    await expect(rejected).toContainText(m.notify_mail_comment_rejected({}, t));
    await expect(rejected).toContainText(m.notify_mail_reason({ reason: reasonLabel(REJECT_REASONS[0], locale) }, t));
    await expect(rejected).toContainText(m.notify_mail_note({ note }, t));
    await contributor.close();

    // The author's record in its drawer.
    await rows.first().getByText(m.moderation_author_record({}, t), { exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await scan(page, 'console', 'main')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Clear the rest by keys: approve each row; the one decided elsewhere is passed by (then it goes).
    const marked = m.moderation_decided_approve({ name: accounts.admin.name }, t);
    for (let n = 0; n <= left; n++) {
      if ((await rows.count()) === 0) break;
      // The row with the focus, on it or on one of its buttons (the drawer gives it back to its own); it comes back
      // to the cursor's row once the last dialog has closed.
      const focused = page.locator('li[id^="review-comment-"]:focus-within');
      await expect(focused).toHaveCount(1);
      if (await focused.filter({ hasText: marked }).count()) await page.keyboard.press('j');
      else await approve(page, locale);
    }
    await expect(rows).toHaveCount(0);

    // The history lists every decision: approve, reject, its undo, reject with a note, 5 in bulk, the other tab's, then the rest and the arrival.
    await page.getByRole('link', { name: m.moderation_history_link({}, t) }).click();
    const history = page.getByRole('list', { name: m.moderation_history_entries({}, t) });
    await expect(history.getByRole('listitem')).toHaveCount(1 + 1 + 1 + 1 + BULK + 1 + left);
    await expect(history.getByText(m.moderation_history_reason({ reason: reasonLabel(REJECT_REASONS[0], locale) }, t)).first()).toBeVisible();
    expect(await scan(page, 'console', 'main')).toEqual([]);
  });
}

// A fast typist on a busy machine. The row takes focus and its key
// arrives in the same task, before the console has rendered its cursor there:
// the key must act on that row, not on the row before it or on none.
test('a key pressed in the very task a row takes focus acts on that row', async ({ page }) => {
  const t = { locale: 'en-CA' } as const;
  await signIn(page, 'admin');
  await page.goto(paths.store);
  await expect(page.getByRole('button', { name: `Account: ${accounts.admin.name}` })).toBeVisible();
  await page.evaluate(seedPendingComments, { total: 3, boards: ['heritage'], authors: ['demo-contributor'], marker: 'Same task' });
  const rows = await openComments(page, 'en-CA');
  await expect(rows).toHaveCount(3);
  // The last of the queue, far from the cursor (the first row).
  const last = rows.last();
  await expect(last).not.toHaveAttribute('aria-current', 'true');
  // Its comment's words, which no other row holds: the dialog must quote them.
  const words = (await last.textContent())?.match(/Comment(.+?)Approve/)?.[1];
  expect(words).toBeTruthy();
  expect(await rows.first().textContent()).not.toContain(words!);
  await last.evaluate((row) => {
    row.focus();
    row.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
  });
  const dialog = page.getByRole('alertdialog', { name: m.admin_confirm_approve({}, t) });
  await expect(dialog).toContainText(words!);
});
