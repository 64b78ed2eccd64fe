// The pricing form opened from a piece's page (/pricing?piece=<id>), in each
// language: the piece's summary above the fields, linked to its page, and its
// id sent with the inquiry, which the server stores with its own copy of the
// piece. An unknown or sold piece is said calmly and the form still sends a
// general inquiry; a piece sold while the visitor types, refused by the
// server, is said so and the fields are kept.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SEED_PIECES } from '../../domain/catalogue/seed-pieces';
import { pieceSummary } from '../../domain/catalogue/summary';
import { ServiceError } from '../../domain/errors';
import type { PricingInquiryInput } from '../../domain/types';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import type { Services } from '../../services/api';
import { fill } from '../../../tests/setup/fill';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { pendingAsAdmin } from '../../../tests/setup/review-queue';

type Submit = (input: PricingInquiryInput) => Promise<void>;

/** As the text matchers read the page: every run of white space (a no-break space too) as one space. */
const spaced = (text: string) => text.replace(/\s+/gu, ' ');

const LISTED = SEED_PIECES.find((piece) => piece.id === 'knee-03')!;
const SOLD = SEED_PIECES.find((piece) => piece.availability === 'sold')!;

describe.each(LOCALES)('/pricing?piece= in %s', (locale) => {
  const t = { locale };
  const field = (name: string) => screen.getByRole('textbox', { name });

  async function setup(piece: string, impl?: Submit) {
    const user = userEvent.setup({ delay: null });
    const base = await createTestServices();
    const submit = vi.fn<Submit>(impl ?? ((input) => base.forms.submitPricingInquiry(input)));
    const services: Services = { ...base, forms: { ...base.forms, submitPricingInquiry: submit } };
    await renderApp(`${localizePath('/pricing', locale)}?piece=${piece}`, { services });
    const form = await screen.findByRole('form', { name: m.forms_pricing_form({}, t) });
    const send = () => user.click(screen.getByRole('button', { name: m.forms_pricing_send({}, t) }));
    return { user, submit, services, form, send };
  }

  async function fillValid(user: UserEvent) {
    await fill(user, field(m.forms_first_name({}, t)), 'Marie');
    await fill(user, field(m.forms_last_name({}, t)), 'Landry');
    await fill(user, field(m.forms_email({}, t)), 'marie.landry@example.com');
    await fill(user, field(m.forms_phone_number({}, t)), '(902) 555-0100');
    await user.type(field(m.forms_postal_code({}, t)), 'b3h1a1');
    await fill(user, field(m.forms_business_name({}, t)), 'Landry Boatworks');
    await user.click(screen.getByRole('radio', { name: m.forms_email({}, t) }));
    await user.selectOptions(screen.getByRole('combobox', { name: m.forms_pricing_timezone({}, t) }), m.shell_time_zone_atlantic({}, t));
  }

  it('shows the piece above the fields, links to its page, and sends the inquiry with it', async () => {
    const { user, submit, services, form, send } = await setup(LISTED.id);
    const section = await within(form).findByRole('region', { name: m.forms_pricing_piece_heading({}, t) });
    const summary = pieceSummary(LISTED, locale);
    expect(await within(section).findByText(spaced(summary), { exact: false })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: m.forms_pricing_piece_view({}, t) })).toHaveAttribute('href', localizePath(`/stock/${LISTED.id}`, locale));
    // Above the fields: the section comes before the first field in the form.
    expect(section.compareDocumentPosition(field(m.forms_first_name({}, t))) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await fillValid(user);
    await send();
    await screen.findByRole('dialog', { name: m.forms_pricing_sent({}, t) });
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ pieceId: LISTED.id, language: locale });
    const stored = (await pendingAsAdmin(services, 'pricing')).find((item) => item.businessName === 'Landry Boatworks');
    expect(stored?.piece).toEqual({ id: LISTED.id, summary, partnerId: LISTED.partnerId });
  });

  it.each([
    ['an unknown piece', 'no-such-piece', m.forms_pricing_piece_gone],
    ['a sold piece', SOLD.id, m.forms_pricing_piece_sold],
  ])('says so calmly for %s, and sends a general inquiry', async (_case, id, message) => {
    const { user, submit, form, send } = await setup(id);
    expect(await within(form).findByText(message({}, t))).toHaveAttribute('role', 'status');
    expect(within(form).queryByRole('link', { name: m.forms_pricing_piece_view({}, t) })).not.toBeInTheDocument();
    await fillValid(user);
    await send();
    await screen.findByRole('dialog', { name: m.forms_pricing_sent({}, t) });
    expect(submit.mock.calls[0]?.[0]).not.toHaveProperty('pieceId');
  });

  it('says when the server refused a piece sold a moment ago, and keeps what was typed', async () => {
    const { user, form, send } = await setup(LISTED.id, () => Promise.reject(new ServiceError('not-found', 'This piece is no longer in the catalogue.')));
    await within(form).findByRole('link', { name: m.forms_pricing_piece_view({}, t) });
    await fillValid(user);
    await send();
    const dialog = await screen.findByRole('dialog', { name: m.forms_pricing_not_sent({}, t) });
    expect(dialog).toHaveTextContent(spaced(m.forms_pricing_piece_refused({}, t)));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(field(m.forms_business_name({}, t))).toHaveValue('Landry Boatworks'));
  });
});

describe('/pricing without a piece', () => {
  it('shows no piece section', async () => {
    await renderApp('/pricing', { services: await createTestServices() });
    await screen.findByRole('form', { name: m.forms_pricing_form({}, { locale: 'en-CA' }) });
    expect(screen.queryByRole('region', { name: m.forms_pricing_piece_heading({}, { locale: 'en-CA' }) })).not.toBeInTheDocument();
  });
});
