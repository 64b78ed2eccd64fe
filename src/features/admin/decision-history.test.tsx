// /admin/history in both languages: newest first, filters by kind and by who
// decided, the reason and note, Undo while it can be, never for an approved
// application, what each entry was about (the item's words, a long text's
// first lines and the rest on demand), the search by those words, and the
// spec's refusal for anyone but an Admin.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, localizePath, type Locale } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import type { AuditEntry } from '../../domain/moderation';
import type { Services } from '../../services/api';
import { buildPendingComment } from '../../../tests/setup/moderation-queue';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { shown } from '../../../tests/setup/shown-text';

// The route's first import compiles the console's modules: on a loaded machine, longer than a query waits.
beforeAll(() => import('../../app/routes/admin-history'), 120_000);

const DAY = 24 * 60 * 60 * 1000;
const comment = buildPendingComment(1, { content: '<script>alert(1)</script>' });
const application = { id: 'app-1', firstName: 'Nadia', lastName: 'Arsenault', email: 'nadia@example.com' } as unknown as AuditEntry['item'];

function entry(overrides: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'at'>): AuditEntry {
  return {
    kind: 'comment',
    action: 'approve',
    itemId: comment.id,
    boardId: comment.commentBoardId,
    adminUid: 'demo-admin',
    adminName: 'Alex Admin',
    item: comment,
    reason: null,
    note: '',
    undoes: null,
    undoableUntil: new Date(Date.now() + DAY).toISOString(),
    ...overrides,
  };
}

const LOG: AuditEntry[] = [
  entry({ id: 'e4', at: '2026-11-26T12:04:00.000Z', action: 'reject', adminUid: 'jane', adminName: 'Jane Admin', reason: 'spam', note: 'Selling boots' }),
  entry({ id: 'undo_e2', at: '2026-11-26T12:03:00.000Z', action: 'undo', undoes: 'e2', undoableUntil: null }),
  entry({ id: 'e3', at: '2026-11-26T12:02:00.000Z', kind: 'contributor', itemId: 'app-1', boardId: null, item: application, undoableUntil: null }),
  entry({ id: 'e2', at: '2026-11-26T12:01:00.000Z', action: 'reject', reason: 'off-topic' }),
  entry({ id: 'e1', at: '2026-11-26T12:00:00.000Z', adminUid: 'trust-rule', adminName: 'trust-rule', undoableUntil: new Date(Date.now() - DAY).toISOString() }),
];

/** An Admin's actions that are no decision on a pending item: logged, never undoable. */
const ACTIONS_LOG: AuditEntry[] = [
  entry({ id: 'a4', at: '2026-11-26T13:04:00.000Z', kind: 'subscribers', action: 'export', itemId: 'subscribers', boardId: null, item: { rows: 12 }, undoableUntil: null }),
  entry({ id: 'a3', at: '2026-11-26T13:03:00.000Z', kind: 'newsletter', action: 'send', itemId: 'newsletter', boardId: null, item: { sent: 40 }, undoableUntil: null }),
  entry({ id: 'a2', at: '2026-11-26T13:02:00.000Z', kind: 'trust-rule', action: 'set', itemId: 'trust', boardId: null, item: { enabled: true, approvedCount: 3 }, undoableUntil: null }),
  entry({ id: 'a1', at: '2026-11-26T13:01:00.000Z', action: 'delete', undoableUntil: null }),
];

/** The catalogue's entries: a Franchisee's piece, an Admin's partner links, a deleted approved inquiry. */
const CATALOGUE_LOG: AuditEntry[] = [
  entry({ id: 'c4', at: '2026-11-26T14:04:00.000Z', kind: 'pricing', action: 'delete', itemId: 'inq-9', boardId: null, item: { id: 'inq-9' } as never, undoableUntil: null }),
  entry({ id: 'c3', at: '2026-11-26T14:03:00.000Z', kind: 'partner-link', action: 'link', itemId: 'uid-7', boardId: null, item: { partnerId: 'woodlot', previousPartnerId: 'harvester' }, undoableUntil: null }),
  entry({ id: 'c2', at: '2026-11-26T14:02:00.000Z', kind: 'partner-link', action: 'link', itemId: 'uid-7', boardId: null, item: { partnerId: 'harvester', previousPartnerId: null }, undoableUntil: null }),
  entry({ id: 'c1', at: '2026-11-26T14:01:00.000Z', kind: 'piece', action: 'create', itemId: 'piece-1', boardId: null, adminUid: 'uid-3', adminName: 'Sam Sawyer', item: { partnerId: 'sawyer', kind: 'knee', availability: 'reserved' }, undoableUntil: null }),
];

async function withHistory(log: readonly AuditEntry[] = LOG) {
  const base = await createTestServices();
  const undone: string[] = [];
  const watchHistory: Services['admin']['watchHistory'] = (options, callback) => {
    const shown = log.filter((item) => (!options.kind || item.kind === options.kind) && (!options.adminUid || item.adminUid === options.adminUid));
    queueMicrotask(() => callback(shown.slice(0, options.limit)));
    return () => undefined;
  };
  const undo = (id: string) => {
    undone.push(id);
    return Promise.resolve();
  };
  return { services: { ...base, admin: { ...base.admin, watchHistory, undo } } satisfies Services, undone };
}

describe.each(LOCALES)('the decision history in %s', (locale: Locale) => {
  const t = { locale };
  const headings = () => within(screen.getByRole('list', { name: m.moderation_history_entries({}, t) })).getAllByRole('heading');
  const entryOf = (index: number) => headings()[index]!.closest('li')!;

  it('lists the decisions newest first, who, what, why, and which can be undone', async () => {
    const { services, undone } = await withHistory();
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/admin/history', locale), { as: 'admin', services });
    expect(await screen.findByRole('heading', { level: 1, name: m.moderation_history_title({}, t) }, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(headings()).toHaveLength(5));
    const rejected = entryOf(0);
    expect(within(rejected).getByText(/Jane Admin/)).toBeInTheDocument();
    expect(within(rejected).getByText(shown(m.moderation_history_reason({ reason: m.reasons_mail_spam({}, t) }, t)))).toBeInTheDocument();
    expect(within(rejected).getByText(shown(m.moderation_history_note({ note: 'Selling boots' }, t)))).toBeInTheDocument();
    expect(within(entryOf(2)).getByText(shown(m.moderation_history_cannot_undo({}, t)))).toBeInTheDocument();
    expect(within(entryOf(3)).getByText(shown(m.moderation_history_was_undone({}, t)))).toBeInTheDocument();
    expect(within(entryOf(4)).getByText(new RegExp(m.moderation_trust_rule({}, t)))).toBeInTheDocument();
    expect(within(entryOf(4)).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: new RegExp(m.moderation_undo({}, t)) })).toHaveLength(1);

    await user.click(within(rejected).getByRole('button', { name: new RegExp(m.moderation_undo({}, t)) }));
    expect(undone).toEqual(['e4']);
    const title = m.admin_comment_title({ name: 'Writer 1', path: '/page1' }, t);
    expect(await screen.findByRole('status')).toHaveTextContent(shown(m.moderation_undone({ title }, t)));
  });

  it('filters by kind and by who decided', async () => {
    const { services } = await withHistory();
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/admin/history', locale), { as: 'admin', services });
    await waitFor(() => expect(headings()).toHaveLength(5), { timeout: 30_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: m.moderation_history_kind({}, t) }), m.admin_tab_contributor({}, t));
    await waitFor(() => expect(headings().map((heading) => heading.textContent)).toEqual(['Nadia Arsenault']));
    await user.selectOptions(screen.getByRole('combobox', { name: m.moderation_history_kind({}, t) }), m.moderation_history_all_kinds({}, t));
    await user.selectOptions(screen.getByRole('combobox', { name: m.moderation_history_admin({}, t) }), 'Jane Admin');
    await waitFor(() => expect(headings()).toHaveLength(1));
    expect(within(entryOf(0)).getByText(/Jane Admin/)).toBeInTheDocument();
  });

  it('shows an Admin’s deletions, trust rule changes, newsletter sends and CSV exports, none of them undoable', async () => {
    const { services } = await withHistory(ACTIONS_LOG);
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/admin/history', locale), { as: 'admin', services });
    await waitFor(() => expect(headings()).toHaveLength(4), { timeout: 30_000 });
    expect(headings().map((heading) => heading.textContent)).toEqual([
      m.moderation_history_subscribers_exported({ count: 12 }, t),
      m.moderation_history_newsletter_sent({ count: 40 }, t),
      m.moderation_history_trust_on({ count: 3 }, t),
      m.admin_comment_title({ name: 'Writer 1', path: '/page1' }, t),
    ]);
    const what = (action: string, kind: string) => m.moderation_history_what({ action, kind }, t);
    expect(within(entryOf(0)).getByText(shown(what(m.moderation_history_action_export({}, t), m.moderation_history_kind_subscribers({}, t))))).toBeInTheDocument();
    expect(within(entryOf(1)).getByText(shown(what(m.moderation_history_action_send({}, t), m.moderation_history_kind_newsletter({}, t))))).toBeInTheDocument();
    expect(within(entryOf(2)).getByText(shown(what(m.moderation_history_action_set({}, t), m.moderation_trust_rule({}, t))))).toBeInTheDocument();
    expect(within(entryOf(3)).getByText(shown(what(m.moderation_history_action_delete({}, t), m.admin_tab_comment({}, t))))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(m.moderation_undo({}, t)) })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: m.moderation_history_kind({}, t) }), m.moderation_history_kind_newsletter({}, t));
    await waitFor(() => expect(headings()).toHaveLength(1));
  });

  it('shows an entry whose personal details were removed: what was decided, by whom, when and why, and no words of the item', async () => {
    const cut = (id: string, kind: AuditEntry['kind'], itemId: string): AuditEntry =>
      entry({ id, at: '2026-11-26T12:00:00.000Z', kind, itemId, boardId: null, item: { id: itemId } as AuditEntry['item'], action: 'reject', reason: 'spam', undoableUntil: new Date(Date.now() - DAY).toISOString() });
    const { services } = await withHistory([cut('c3', 'franchisee', 'app-9'), cut('c2', 'contact', 'contact-9'), { ...cut('c1', 'comment', comment.id), boardId: comment.commentBoardId }]);
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/admin/history', locale), { as: 'admin', services });
    await waitFor(() => expect(headings()).toHaveLength(3), { timeout: 30_000 });
    expect(headings().map((heading) => heading.textContent)).toEqual([1, 2, 3].map(() => m.moderation_history_details_removed({}, t)));
    for (const index of [0, 1, 2]) {
      const removed = entryOf(index);
      expect(within(removed).getByText(shown(m.moderation_history_details_removed_why({}, t)))).toBeInTheDocument();
      expect(within(removed).getByText(shown(m.moderation_history_reason({ reason: m.reasons_mail_spam({}, t) }, t)))).toBeInTheDocument();
      expect(within(removed).getByText(/Alex Admin/)).toBeInTheDocument();
      expect(removed.textContent).not.toMatch(/undefined|null/);
    }
    expect(within(entryOf(0)).getByText(shown(m.moderation_history_what({ action: m.moderation_history_action_reject({}, t), kind: m.admin_tab_franchisee({}, t) }, t)))).toBeInTheDocument();
    // Nothing personal left to search by.
    await user.type(screen.getByRole('searchbox', { name: m.moderation_history_search({}, t) }), 'undefined');
    expect(await screen.findByText(shown(m.moderation_history_no_match({}, t)))).toBeInTheDocument();
  });

  it('shows the catalogue’s writes, partner links and deleted approved items by ids and the catalogue’s words', async () => {
    const { services } = await withHistory(CATALOGUE_LOG);
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/admin/history', locale), { as: 'admin', services });
    await waitFor(() => expect(headings()).toHaveLength(4), { timeout: 30_000 });
    expect(headings().map((heading) => heading.textContent)).toEqual([
      m.moderation_history_approved_deleted({ id: 'inq-9' }, t),
      m.moderation_history_partner_relink({ uid: 'uid-7', partner: m.stock_partner_woodlot({}, t), previous: m.stock_partner_harvester({}, t) }, t),
      m.moderation_history_partner_link({ uid: 'uid-7', partner: m.stock_partner_harvester({}, t) }, t),
      m.moderation_history_piece({ kind: m.stock_kind_knee({}, t), id: 'piece-1', partner: m.stock_partner_sawyer({}, t), availability: m.stock_availability_reserved({}, t) }, t),
    ]);
    const what = (action: string, kind: string) => m.moderation_history_what({ action, kind }, t);
    expect(within(entryOf(0)).getByText(shown(what(m.moderation_history_action_delete({}, t), m.admin_tab_pricing({}, t))))).toBeInTheDocument();
    expect(within(entryOf(1)).getByText(shown(what(m.moderation_history_action_link({}, t), m.moderation_history_kind_partner_link({}, t))))).toBeInTheDocument();
    expect(within(entryOf(3)).getByText(shown(what(m.moderation_history_action_create({}, t), m.moderation_history_kind_piece({}, t))))).toBeInTheDocument();
    expect(within(entryOf(3)).getByText(new RegExp(`^Sam Sawyer ·`))).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: m.moderation_history_kind({}, t) }), m.moderation_history_kind_piece({}, t));
    await waitFor(() => expect(headings()).toHaveLength(1));
  });

  it('refuses anyone but an Admin', async () => {
    await renderApp(localizePath('/admin/history', locale), { as: 'contributor' });
    expect(await screen.findByText(shown(m.admin_not_authorized({}, t)), {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: m.moderation_history_entries({}, t) })).not.toBeInTheDocument();
  });
});

const LONG_COMMENT = ['Cedar shingles for the boathouse roof:', 'how thick should they be?', 'And which nails?', 'We are on the Fundy shore, so salt spray is a concern.'].join('\n');
const WORDS_LOG: AuditEntry[] = [
  entry({ id: 'w3', at: '2026-11-26T12:03:00.000Z', item: buildPendingComment(7, { content: LONG_COMMENT }) }),
  entry({
    id: 'w2',
    at: '2026-11-26T12:02:00.000Z',
    kind: 'contact',
    itemId: 'contact-1',
    boardId: null,
    item: { id: 'contact-1', email: 'ines@example.com', subject: 'Délai de livraison', message: 'Quand arrivent les courbes?', language: 'fr-CA', timestamp: '2026-11-20T10:00:00.000Z', status: 'Pending' } as unknown as AuditEntry['item'],
  }),
  entry({ id: 'w1', at: '2026-11-26T12:01:00.000Z', kind: 'contributor', itemId: 'app-1', boardId: null, item: application, undoableUntil: null }),
];

describe.each(LOCALES)('what each decision was about, in %s', (locale: Locale) => {
  const t = { locale };
  const list = () => screen.getByRole('list', { name: m.moderation_history_entries({}, t) });
  const titles = () => within(list()).getAllByRole('heading').map((heading) => heading.textContent);
  const entryTitled = (title: string) => within(list()).getByRole('heading', { name: title }).closest('li')!;
  const commentTitle = m.admin_comment_title({ name: 'Writer 7', path: '/page7' }, t);

  it("shows the item's words: a comment's first lines and the rest on demand, an inquiry's subject, an applicant's name and email", async () => {
    const { services } = await withHistory(WORDS_LOG);
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/admin/history', locale), { as: 'admin', services });
    await waitFor(() => expect(titles()).toEqual([commentTitle, 'Délai de livraison', 'Nadia Arsenault']), { timeout: 30_000 });

    const comment = entryTitled(commentTitle);
    expect(within(comment).getByText(/Cedar shingles for the boathouse roof/)).toBeInTheDocument();
    expect(within(comment).queryByText(/salt spray/)).not.toBeInTheDocument();
    const more = within(comment).getByRole('button', { name: m.moderation_history_text_more({}, t) });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(comment).getByText(/salt spray is a concern/)).toBeInTheDocument();
    const less = within(comment).getByRole('button', { name: m.moderation_history_text_less({}, t) });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(less.getAttribute('aria-controls')!)).toHaveTextContent(/salt spray/);

    const inquiry = entryTitled('Délai de livraison');
    expect(within(inquiry).getByText('ines@example.com')).toBeInTheDocument();
    expect(within(inquiry).getByText('Quand arrivent les courbes?')).toBeInTheDocument();
    expect(within(entryTitled('Nadia Arsenault')).getByText('nadia@example.com')).toBeInTheDocument();
  });

  it("finds an entry by its item's words, whatever their case and accents, and hides the others", async () => {
    const { services } = await withHistory(WORDS_LOG);
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/admin/history', locale), { as: 'admin', services });
    await waitFor(() => expect(titles()).toHaveLength(3), { timeout: 30_000 });
    const search = screen.getByRole('searchbox', { name: m.moderation_history_search({}, t) });

    // Words past the comment's first lines count too.
    await user.type(search, 'SALT spray');
    await waitFor(() => expect(titles()).toEqual([commentTitle]));
    await user.clear(search);
    await user.type(search, 'delai');
    await waitFor(() => expect(titles()).toEqual(['Délai de livraison']));
    await user.clear(search);
    await user.type(search, 'nadia@example');
    await waitFor(() => expect(titles()).toEqual(['Nadia Arsenault']));
    await user.clear(search);
    await user.type(search, 'mahogany');
    expect(await screen.findByText(shown(m.moderation_history_no_match({}, t)))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: m.moderation_history_entries({}, t) })).not.toBeInTheDocument();
    await user.clear(search);
    await waitFor(() => expect(titles()).toHaveLength(3));
  });
});
