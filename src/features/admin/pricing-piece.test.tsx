// The Pricing? tab with an inquiry about a piece ("Ask about this piece"), in
// each language: the row and the confirm dialog show the piece's summary as
// the server copied it, linked to the piece's page; the approved copy keeps
// the piece.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_PIECES } from '../../domain/catalogue/seed-pieces';
import { pieceSummary } from '../../domain/catalogue/summary';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import { buildPricingInquiry } from '../../../tests/builders';
import { approvedInquiries } from '../../../tests/setup/approved-inquiries';
import { createTestLocalServices } from '../../../tests/setup/local-services';
import { renderApp } from '../../../tests/setup/render-app';

// The route's first import compiles the console's modules: on a loaded machine, longer than a query waits.
beforeAll(() => import('../../app/routes/admin'), 120_000);

const PIECE = SEED_PIECES.find((piece) => piece.id === 'knee-03')!;

/** The value beside a label in a row's or the dialog's list of fields. */
const valueOf = (container: HTMLElement, label: string) =>
  within(container).getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling as HTMLElement | undefined;

describe.each(LOCALES)('the Pricing? tab in %s', (locale) => {
  const t = { locale };

  it('shows the piece asked about in the row and the dialog, linked to its page, and the approved copy keeps it', async () => {
    const { services, dbName } = await createTestLocalServices('pricing-piece');
    await services.forms.submitPricingInquiry(buildPricingInquiry({ firstName: 'Élise', lastName: 'Cormier', language: locale, pieceId: PIECE.id }));
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/admin', locale), { as: 'admin', services });
    await user.click(await screen.findByRole('tab', { name: new RegExp(`^${m.admin_tab_pricing({}, t).replace('?', '\\?')}`) }));

    const summary = pieceSummary(PIECE, locale);
    const row = (await screen.findByRole('heading', { level: 2, name: 'Élise Cormier' })).closest('li')!;
    const shown = valueOf(row, m.admin_field_piece({}, t));
    expect(within(shown!).getByRole('link', { name: summary })).toHaveAttribute('href', localizePath(`/stock/${PIECE.id}`, locale));
    // A general inquiry names no piece.
    const paul = (await screen.findByRole('heading', { level: 2, name: 'Paul LeBlanc' })).closest('li')!;
    expect(valueOf(paul, m.admin_field_piece({}, t))).toBeUndefined();

    await user.click(within(row).getByRole('button', { name: m.admin_approve_item({ title: 'Élise Cormier' }, t) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(valueOf(dialog, m.admin_field_piece({}, t))!).getByRole('link', { name: summary })).toHaveAttribute(
      'href',
      localizePath(`/stock/${PIECE.id}`, locale),
    );
    await user.click(within(dialog).getByRole('button', { name: m.admin_approve({}, t) }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Élise Cormier' })).not.toBeInTheDocument());

    const approved = (await approvedInquiries(dbName)).find((record) => record.lastName === 'Cormier');
    expect(approved).toMatchObject({ status: 'Approved', piece: { id: PIECE.id, summary, partnerId: PIECE.partnerId } });
  });
});
