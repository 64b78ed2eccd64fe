// The console of issue 23, in both languages: its keys (never while typing),
// the reason a Reject requires, the bulk confirmation, the list that never
// moves under the cursor, the author's record and the trust settings.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, localizePath, type Locale } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import { buildPendingComment, withCommentQueue } from '../../../tests/setup/moderation-queue';
import { renderApp } from '../../../tests/setup/render-app';
import { shown } from '../../../tests/setup/shown-text';

// The route's first import compiles the console's modules: on a loaded machine, longer than a query waits.
beforeAll(() => import('../../app/routes/admin'), 120_000);

describe.each(LOCALES)('the moderation console in %s', (locale: Locale) => {
  const t = { locale };
  const title = (n: number) => m.admin_comment_title({ name: `Writer ${n}`, path: `/page${n}` }, t);
  const row = (n: number) => screen.getByRole('heading', { name: title(n) }).closest('li')!;

  async function open(count = 4) {
    const queue = await withCommentQueue(count);
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/admin', locale), { as: 'admin', services: queue.services });
    // The first test of a run compiles the console's lazy route: a loaded machine may take long.
    await user.click(await screen.findByRole('tab', { name: new RegExp(`^${m.admin_tab_comment({}, t)}`) }, { timeout: 30_000 }));
    await screen.findByRole('heading', { name: title(1) });
    return { ...queue, user };
  }

  it('moves with j and k, approves with a then Enter, focuses the next row, and undoes with z', async () => {
    const { user, calls } = await open();
    expect(row(1)).toHaveAttribute('aria-current', 'true');
    await user.keyboard('j');
    expect(row(2)).toHaveAttribute('aria-current', 'true');
    expect(row(2)).toHaveFocus();
    await user.keyboard('jk');
    expect(row(2)).toHaveFocus();

    await user.keyboard('a');
    const dialog = await screen.findByRole('alertdialog', { name: m.admin_confirm_approve({}, t) });
    expect(within(dialog).getByText('Comment number 2')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: title(2) })).not.toBeInTheDocument());
    expect(calls.decisions).toEqual([{ ids: ['comment-2'], decision: { action: 'approve' } }]);
    expect(row(3)).toHaveFocus();
    expect(row(3)).toHaveAttribute('aria-current', 'true');
    const status = screen.getByText(shown(m.moderation_done_approve({ title: title(2) }, t)));
    expect(within(status).getByRole('button', { name: m.moderation_undo({}, t) })).toBeInTheDocument();

    await user.keyboard('z');
    expect(await screen.findByText(shown(m.moderation_undone({ title: title(2) }, t)))).toBeInTheDocument();
    expect(calls.undone).toEqual(['entry-1']);
    // Back, pending, at the end of the list; the cursor stays.
    expect(await screen.findByRole('heading', { name: title(2) })).toBeInTheDocument();
    expect(row(3)).toHaveAttribute('aria-current', 'true');
  });

  it('acts on a row the moment it takes focus: a key pressed in the same task as the focus', async () => {
    await open();
    expect(row(1)).toHaveAttribute('aria-current', 'true');
    // One task, as a fast typist on a busy machine: the row takes focus, then `a` arrives before the
    // cursor could be rendered on it. The key must still ask about that row, not the one before.
    act(() => {
      row(3).focus();
      row(3).dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    });
    const dialog = await screen.findByRole('alertdialog', { name: m.admin_confirm_approve({}, t) });
    expect(within(dialog).getByText('Comment number 3')).toBeInTheDocument();
  });

  it('has a button for every key and lists the keys in a help dialog opened with ?', async () => {
    const { user } = await open();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: m.moderation_keys_title({}, t) });
    expect(within(help).getByText(shown(m.moderation_key_undo({}, t)))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.moderation_keys_button({}, t) })).toBeInTheDocument();
    expect(within(row(1)).getByRole('checkbox', { name: m.moderation_select_row({ title: title(1) }, t) })).toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: m.admin_approve_item({ title: title(1) }, t) })).toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: m.admin_open_display_for({ title: title(1) }, t) })).toBeInTheDocument();
  });

  it('never acts on a key typed in a field', async () => {
    const { user, calls } = await open();
    const field = await screen.findByLabelText(m.moderation_trust_count({}, t));
    await user.clear(field);
    await user.type(field, 'jar');
    expect(field).toHaveValue('jar');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(row(1)).toHaveAttribute('aria-current', 'true');
    expect(calls.decisions).toEqual([]);
  });

  it('requires a reason to reject, announces it, then rejects with the reason and the note', async () => {
    const { user, calls } = await open();
    await user.keyboard('r');
    const dialog = await screen.findByRole('alertdialog', { name: m.admin_confirm_reject({}, t) });
    const reasons = within(dialog).getByRole('group', { name: m.moderation_reason_legend({}, t) });
    // Enter must confirm: the dialog starts on the first reason.
    expect(within(reasons).getAllByRole('radio')[0]).toHaveFocus();
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);
    expect(within(reasons).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: m.admin_reject({}, t) }));
    expect(await within(dialog).findByText(shown(m.moderation_reason_required({}, t)))).toBeInTheDocument();
    expect(calls.decisions).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: m.reasons_mail_spam({}, t) }));
    await user.type(within(dialog).getByRole('textbox', { name: m.moderation_note_label({}, t) }), 'Selling boots');
    await user.click(within(dialog).getByRole('radio', { name: m.reasons_mail_spam({}, t) }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.decisions).toEqual([{ ids: ['comment-1'], decision: { action: 'reject', reason: 'spam', note: 'Selling boots' } }]));
    expect(await screen.findByText(shown(m.moderation_done_reject({ title: title(1) }, t)))).toBeInTheDocument();
  });

  it('decides the rows checked in bulk, behind one confirmation that lists them', async () => {
    const { user, calls } = await open();
    await user.keyboard('x');
    await user.click(within(row(3)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: m.moderation_reject_selected({ count: 2 }, t) }));
    const dialog = await screen.findByRole('alertdialog', { name: m.moderation_bulk_reject_title({ count: 2 }, t) });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([title(1), title(3)]);
    await user.click(within(dialog).getByRole('radio', { name: m.reasons_mail_duplicate({}, t) }));
    await user.click(within(dialog).getByRole('button', { name: m.admin_reject({}, t) }));
    const summary = m.moderation_bulk_summary({ done: 2, gone: 0, changed: 0, failed: 0 }, t);
    expect(await screen.findByText(shown(summary))).toBeInTheDocument();
    expect(calls.decisions).toEqual([{ ids: ['comment-1', 'comment-3'], decision: { action: 'reject', reason: 'duplicate', note: '' } }]);
    expect(screen.queryByRole('heading', { name: title(1) })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: m.moderation_select_all({}, t) }));
    expect(screen.getByRole('button', { name: m.moderation_approve_selected({ count: 2 }, t) })).toBeEnabled();
  });

  it('keeps a row decided elsewhere in place, marked and disabled, until the cursor moves past it', async () => {
    const { user, decideElsewhere } = await open();
    await user.keyboard('j');
    decideElsewhere('comment-2', { action: 'approve' });
    expect(await within(row(2)).findByText(shown(m.moderation_decided_approve({ name: 'Jane Admin' }, t)))).toBeInTheDocument();
    expect(row(2)).toHaveFocus();
    expect(within(row(2)).getByRole('button', { name: m.admin_approve_item({ title: title(2) }, t) })).toBeDisabled();
    await user.keyboard('a');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.keyboard('j');
    expect(row(3)).toHaveFocus();
    expect(screen.queryByRole('heading', { name: title(2) })).not.toBeInTheDocument();
  });

  it('appends an arrival at the end, announces it, and leaves the focused row alone', async () => {
    const { user, post } = await open();
    await user.keyboard('j');
    post(buildPendingComment(9, { date: new Date().toISOString(), flags: ['first-post', 'links'] }));
    expect(await screen.findByText(shown(m.moderation_arrivals_comment({ count: 1 }, t)))).toBeInTheDocument();
    const rows = within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 2 });
    expect(rows.at(-1)).toHaveTextContent(shown(title(9)));
    expect(row(2)).toHaveFocus();
    const flags = within(row(9)).getByRole('list', { name: m.moderation_flags_label({}, t) });
    expect(within(flags).getAllByRole('listitem').map((flag) => flag.textContent)).toEqual([m.moderation_flag_first_post({}, t), m.moderation_flag_links({}, t)]);
  });

  it('opens the author’s record in a drawer that Escape closes, giving focus back', async () => {
    const { user } = await open();
    const button = within(row(1)).getByRole('button', { name: m.moderation_author_record_for({ title: title(1) }, t) });
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: m.moderation_author_title({ name: 'Writer 1' }, t) });
    expect(await within(drawer).findByText('An earlier <b>message</b>')).toBeInTheDocument();
    const count = (label: string) => within(drawer).getByText(label).nextElementSibling?.textContent;
    expect([count(m.moderation_author_approved({}, t)), count(m.moderation_author_rejected({}, t)), count(m.moderation_author_pending({}, t))]).toEqual(['7', '2', '1']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('validates and saves the trust rule, off by default', async () => {
    const { user, calls } = await open();
    const toggle = await screen.findByRole('switch', { name: m.moderation_trust_switch({}, t) });
    expect(toggle).not.toBeChecked();
    const count = screen.getByLabelText(m.moderation_trust_count({}, t));
    await user.click(toggle);
    for (const wrong of ['0', '101', '2.5']) {
      await user.clear(count);
      await user.type(count, wrong);
      await user.click(screen.getByRole('button', { name: m.moderation_trust_save({}, t) }));
      expect(await screen.findByText(shown(m.moderation_trust_count_invalid({}, t)))).toBeInTheDocument();
    }
    expect(calls.trust).toEqual([]);
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: m.moderation_trust_save({}, t) }));
    expect(await screen.findByText(shown(m.moderation_trust_saved({}, t)))).toBeInTheDocument();
    expect(calls.trust).toEqual([{ enabled: true, approvedCount: 3 }]);
  });
});
