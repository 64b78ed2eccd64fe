// The notification bell (issue 23) in each language: the unread count in the
// button's name, the list (a rejection's reason and note, the excerpt as
// text, the link to the board, a piece inquiry's link to the piece), Mark all
// as read, the keyboard (open moves focus in, Escape returns it) and a live
// arrival, announced.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath } from '../../../i18n/locale';
import { m } from '../../../paraglide/messages.js';
import { reasonLabel } from '../../../i18n/reasons';
import type { NotificationInput } from '../../../domain/server/notify';
import { renderApp } from '../../../../tests/setup/render-app';
import { createTestLocalServices } from '../../../../tests/setup/local-services';
import { plantNotification } from '../../../../tests/setup/plant-notification';

const CONTRIBUTOR = 'demo-contributor';
/** As the text matcher reads an element: every run of white space (a no-break space too) as one space. */
const spaced = (text: string) => text.replace(/\s+/gu, ' ');

const plant = (dbName: string, input: NotificationInput, at: Date) => plantNotification(dbName, CONTRIBUTOR, input, at);

describe.each(LOCALES)('the notification bell in %s', (locale) => {
  const t = { locale };
  const bell = (count: number) => screen.findByRole('button', { name: count === 0 ? m.notify_bell({}, t) : m.notify_bell_unread({ count }, t) });

  async function renderWithNotifications(as?: 'contributor') {
    const { services, dbName } = await createTestLocalServices('bell');
    await plant(dbName, { kind: 'comment-approved', boardPath: '/quality', messageId: 'm-1', content: 'Cedar keeps well.' }, new Date(Date.now() - 60_000));
    await plant(
      dbName,
      { kind: 'comment-rejected', boardPath: '/quality', messageId: 'm-2', content: '<b>Buy now</b>', reason: 'off-topic', note: 'Please keep to timber.' },
      new Date(Date.now() - 30_000),
    );
    await renderApp(localizePath('/temp', locale), { as, services });
    await screen.findByRole('heading', { level: 1, name: m.shell_temp_heading({}, t) });
    return { dbName };
  }

  it('is not shown to a visitor', async () => {
    await renderWithNotifications();
    await screen.findByRole('link', { name: m.shell_header_join({}, t) });
    expect(screen.queryByRole('button', { name: m.notify_bell({}, t) })).not.toBeInTheDocument();
  });

  it('counts the unread ones and lists them, newest first, with the reason, the note and the excerpt as text', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithNotifications('contributor');
    await user.click(await bell(2));

    const panel = await screen.findByRole('region', { name: m.notify_panel_heading({}, t) });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [rejected, approved] = items as [HTMLElement, HTMLElement];
    expect(rejected).toHaveTextContent(spaced(m.notify_mail_comment_rejected({}, t)));
    expect(rejected).toHaveTextContent(spaced(m.notify_mail_reason({ reason: reasonLabel('off-topic', locale) }, t)));
    expect(rejected).toHaveTextContent(spaced(m.notify_mail_note({ note: 'Please keep to timber.' }, t)));
    // Stored text is shown as text, never as markup.
    expect(within(rejected).getByText('<b>Buy now</b>')).toBeInTheDocument();
    expect(rejected.querySelector('b')).toBeNull();
    expect(within(rejected).getByText(m.notify_unread({}, t))).toBeInTheDocument();
    expect(approved).toHaveTextContent(spaced(m.notify_mail_comment_approved({}, t)));
    expect(within(approved).getByRole('link', { name: m.notify_view_message({}, t) })).toHaveAttribute('href', localizePath('/quality', locale));
  });

  it('marks everything read', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithNotifications('contributor');
    await user.click(await bell(2));
    const panel = await screen.findByRole('region', { name: m.notify_panel_heading({}, t) });
    await user.click(within(panel).getByRole('button', { name: m.notify_mark_all_read({}, t) }));

    expect(await bell(0)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByText(m.notify_unread({}, t))).not.toBeInTheDocument());
    // The button keeps the focus it had, disabled.
    expect(within(panel).getByRole('button', { name: m.notify_mark_all_read({}, t) })).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens from the keyboard with focus inside, and Escape closes it and returns focus to the bell', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithNotifications('contributor');
    const button = await bell(2);
    button.focus();
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: m.notify_panel_heading({}, t) });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: m.notify_mark_all_read({}, t) })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: m.notify_panel_heading({}, t) })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts and announces a new notification live', async () => {
    const { dbName } = await renderWithNotifications('contributor');
    const button = await bell(2);
    await plant(dbName, { kind: 'reply', boardPath: '/quality', messageId: 'm-3', content: 'Thanks!', actorName: 'Jacques Thibodeau' }, new Date());

    await waitFor(() => expect(button).toHaveAccessibleName(m.notify_bell_unread({ count: 3 }, t)));
    expect(await screen.findByText(m.notify_unread_announce({ count: 3 }, t))).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(button);
    const panel = await screen.findByRole('region', { name: m.notify_panel_heading({}, t) });
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent(spaced(m.notify_mail_reply({ name: 'Jacques Thibodeau' }, t)));
  });

  it('tells of a question about a piece, with its summary and a link to its page', async () => {
    const { dbName } = await renderWithNotifications('contributor');
    const summary = 'Larch knee, arm 620 × 140 mm — Originator, Lunenburg NS';
    await plant(dbName, { kind: 'piece-inquiry', pieceId: 'knee-03', content: summary }, new Date());
    const user = userEvent.setup({ delay: null });
    await user.click(await bell(3));
    const panel = await screen.findByRole('region', { name: m.notify_panel_heading({}, t) });
    const [item] = within(panel).getAllByRole('listitem') as [HTMLElement];
    expect(item).toHaveTextContent(spaced(m.notify_mail_piece_inquiry({}, t)));
    expect(within(item).getByText(summary)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: m.notify_mail_view_piece({}, t) })).toHaveAttribute('href', localizePath('/stock/knee-03', locale));
  });
});
