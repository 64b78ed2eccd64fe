// The local outbox page (issue 22): every mail, newest first, live, with to,
// subject, language and time; an opened mail shows its HTML in a sandboxed
// frame whose links open in the app, and its plain-text part. Both languages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../config/paths';
import { LOCALES, localizePath, type Locale } from '../../i18n/locale';
import { formatShortDateTime } from '../../lib/dates';
import { m } from '../../paraglide/messages.js';
import { createTestLocalServices } from '../../../tests/setup/local-services';
import { queueTestMail } from '../../../tests/setup/queue-mail';
import { renderApp } from '../../../tests/setup/render-app';
import { DEMO_ACCOUNTS } from '../../services/demo-data';

/** Queues a mail behind the page's back, as a server rule would. */
async function queue(dbName: string, to: string, subject: string, language: Locale, at: string) {
  const rendered = {
    subject,
    html: `<html><head></head><body><a href="http://localhost/verify?token=t" target="_blank">${subject} link</a></body></html>`,
    text: `${subject} text http://localhost/verify?token=t`,
  };
  await queueTestMail(dbName, { to, language, rendered }, new Date(at));
}

/** Texts as written: French ones hold no-break spaces, which the default matcher turns into spaces. */
const exact = (text: string) => text;

describe.each(LOCALES)('the outbox page (%s)', (locale) => {
  const t = { locale };

  async function openOutbox() {
    const { services, dbName } = await createTestLocalServices('outbox');
    await queue(dbName, 'older@example.com', 'Older mail', 'fr-CA', '2026-11-20T10:00:00Z');
    await queue(dbName, 'newer@example.com', 'Newer mail', 'en-CA', '2026-11-25T10:00:00Z');
    await renderApp(localizePath(paths.outbox, locale), { services });
    await screen.findByRole('heading', {
      level: 1,
      name: m.outbox_title({}, t),
    });
    const table = await screen.findByRole('table', {
      name: m.outbox_list({}, t),
    });
    return { dbName, table, user: userEvent.setup({ delay: null }) };
  }

  it('lists every mail newest first, with to, subject, language and time', async () => {
    const { table } = await openOutbox();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([m.outbox_to({}, t), m.outbox_subject({}, t), m.outbox_language({}, t), m.outbox_sent({}, t)]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['newer@example.com', 'older@example.com']);
    const newer = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(newer[1]).toBe('Newer mail');
    expect(newer[2]).toBe(new Intl.DisplayNames([locale], { type: 'language' }).of('en-CA'));
    expect(newer[3]).toBe(formatShortDateTime('2026-11-25T10:00:00Z', { locale }));
  });

  it('opens a mail: its HTML sandboxed, its links opening in the app, and its plain-text part', async () => {
    const { user } = await openOutbox();
    await user.click(screen.getByRole('button', { name: 'Older mail' }));
    const opened = screen.getByRole('region', { name: m.outbox_opened({}, t) });
    expect(within(opened).getByRole('heading', { level: 2, name: 'Older mail' })).toHaveFocus();
    expect(within(opened).getByText('older@example.com')).toBeInTheDocument();
    const frame = within(opened).getByTitle(m.outbox_html_part({}, t));
    expect(frame.getAttribute('sandbox')).toBe('allow-top-navigation-by-user-activation');
    expect(frame.getAttribute('srcdoc')).toMatch(/<head><base target="_top">.*<a href="http:\/\/localhost\/verify\?token=t">/);
    expect(opened.querySelector('pre')).toHaveTextContent('Older mail text http://localhost/verify?token=t');
    await user.click(within(opened).getByRole('button', { name: m.outbox_close({}, t) }));
    expect(screen.queryByRole('region', { name: m.outbox_opened({}, t) })).not.toBeInTheDocument();
  });

  it('shows a new mail as it is queued, first', async () => {
    const { dbName, table } = await openOutbox();
    await queue(dbName, 'newest@example.com', 'Newest mail', locale, '2026-11-26T10:00:00Z');
    expect(await within(table).findByText('newest@example.com')).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[1]!).getByRole('button').textContent).toBe('Newest mail');
  });

  it('sends the admin digest now: to the Admin, in the Admin’s language, whatever the page’s', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath(paths.outbox, locale));
    await user.click(await screen.findByRole('button', { name: m.outbox_digest_send({}, t) }));
    // The first digest loads React Email (a dynamic import), slow in the test DOM.
    expect(await screen.findByText(m.outbox_digest_queued({ count: 1 }, t), { normalizer: exact }, { timeout: 15_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: m.outbox_list({}, t) });
    const row = within(table).getByText(DEMO_ACCOUNTS.admin.email).closest('tr')!;
    expect(within(row).getByRole('button').textContent).toMatch(new RegExp(`^${m.mail_digest_subject({ total: 0 }, { locale: DEMO_ACCOUNTS.admin.language }).replace(/0$/, '')}\\d+$`));
  });

  it('sends no digest when nothing waits for review, and says so', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = await createTestLocalServices('outbox', { seed: false });
    await renderApp(localizePath(paths.outbox, locale), { services });
    await user.click(await screen.findByRole('button', { name: m.outbox_digest_send({}, t) }));
    expect(await screen.findByText(m.outbox_digest_nothing_pending({}, t), { normalizer: exact }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText(m.outbox_empty({}, t))).toBeInTheDocument();
  });

  it('says so when nothing was sent', async () => {
    await renderApp(localizePath(paths.outbox, locale));
    expect(await screen.findByText(m.outbox_empty({}, t))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
