// The bell end to end (issue 23): a Franchisee's reply
// (approved at once) notifies the parent's author, an Admin in another tab,
// whose bell counts it live; they read it, follow nothing, mark it read; axe
// finds nothing wrong with the open panel.
import { paths } from '../../src/config/paths';
import { localizePath } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';
import { accounts, expect, signIn, test } from './fixtures';
import { scan } from './page-checks';


// One language end to end: French here (the bell's English texts: its component tests, in both
// languages, and moderation.spec.ts, where the rejected Contributor reads the reason in English).
for (const locale of ['fr-CA'] as const) {
  const t = { locale };
  const at = (path: string) => localizePath(path, locale);

  test(`${locale}: a reply notifies the parent’s author, who reads it in the bell and marks it read`, async ({ page, context }) => {
    const question = `Which grade for the sills? (${locale})`;
    const answer = `Number 1 cedar, kiln dried (${locale}).`;

    // The Admin asks on the discussion board.
    await signIn(page, 'admin');
    await page.goto(at(paths.discussion));
    const composer = page.getByLabel(m.boards_composer_discussion({}, t));
    await composer.fill(question);
    await composer.press('Enter');
    await expect(page.getByText(question)).toBeVisible();
    const bell = page.getByRole('banner').getByRole('button', { name: m.notify_bell({}, t), exact: true });
    await expect(bell).toBeVisible();

    // A Franchisee, in another tab, replies.
    const franchisee = await context.newPage();
    await signIn(franchisee, 'franchisee');
    await franchisee.goto(at(paths.discussion));
    const parent = franchisee.getByRole('article').filter({ hasText: question }).first();
    await parent.getByRole('button', { name: m.boards_reply({}, t) }).click();
    const reply = parent.getByLabel(m.boards_reply_to({ name: accounts.admin.name }, t));
    await reply.fill(answer);
    await reply.press('Enter');
    await expect(franchisee.getByText(answer)).toBeVisible();

    // The Admin's bell counts it live and lists it.
    const unread = page.getByRole('banner').getByRole('button', { name: m.notify_bell_unread({ count: 1 }, t) });
    await expect(unread).toBeVisible();
    await unread.click();
    const panel = page.getByRole('region', { name: m.notify_panel_heading({}, t) });
    await expect(panel.getByRole('heading', { name: m.notify_panel_heading({}, t) })).toBeFocused();
    const item = panel.getByRole('listitem').filter({ hasText: answer });
    await expect(item).toContainText(m.notify_mail_reply({ name: accounts.franchisee.name }, t));
    await expect(item).toContainText(m.notify_unread({}, t));
    await expect(item.getByRole('link', { name: m.notify_view_message({}, t) })).toHaveAttribute('href', at(paths.discussion));

    expect(await scan(page, 'notification panel', 'header section')).toEqual([]);

    await panel.getByRole('button', { name: m.notify_mark_all_read({}, t) }).click();
    await expect(item).not.toContainText(m.notify_unread({}, t));
    await expect(page.getByRole('banner').getByRole('button', { name: m.notify_bell({}, t), exact: true })).toBeVisible();

    // Escape closes the panel and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: m.notify_bell({}, t), exact: true })).toBeFocused();
  });
}
