// /stock in each language: who may use it, and a Franchisee's whole round with
// a piece: add it (its measurements typed in inches, the errors announced and
// nothing typed lost when the form is refused), see it listed and on its
// page, mark it sold, delete it after a confirm. And the Admin's view.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatLength } from '../../../domain/catalogue/units';
import { paths } from '../../../config/paths';
import { LOCALES, localizePath } from '../../../i18n/locale';
import { inlineName } from '../piece-text';
import { m } from '../../../paraglide/messages.js';
import { renderApp } from '../../../../tests/setup/render-app';

/** A text as the page reads it: the no-break spaces the units take are read as spaces. */
const read = (text: string) => text.replace(/\u00a0/g, ' ');

describe.each(LOCALES)('/stock in %s', (locale) => {
  const t = { locale };
  const to = (path: string) => localizePath(path, locale);
  const title = m.stock_title_knee({ species: inlineName(m.store_species_black_locust({}, t), locale) }, t);

  it('tells a visitor the page is for the partners’ Franchisees and Admins', async () => {
    await renderApp(to(paths.stock));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.stock_not_allowed({}, t));
    expect(screen.queryByRole('button', { name: m.stock_add({}, t) })).not.toBeInTheDocument();
  });

  it('lets a Franchisee add a knee, mark it sold and delete it', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(to(paths.stock), { as: 'franchisee' });
    await user.click(await screen.findByRole('button', { name: m.stock_add({}, t) }));
    const form = within(screen.getByRole('form', { name: m.stock_add_heading({}, t) }));
    const field = (name: string) => form.getByRole('textbox', { name });

    await user.type(field(m.store_knee_arm_length({}, t)), '24');
    await user.click(form.getByRole('button', { name: m.stock_save({}, t) }));
    // Refused: the first missing field has focus and says why; what was typed stays.
    const armDepth = field(m.store_knee_arm_depth({}, t));
    await waitFor(() => expect(armDepth).toHaveFocus());
    expect(armDepth).toHaveAccessibleDescription(expect.stringContaining(m.shell_validation_required({}, t)));
    expect(field(m.store_knee_arm_length({}, t))).toHaveValue('24');

    await user.type(armDepth, '6');
    await user.type(field(m.store_knee_leg_length({}, t)), '20');
    await user.type(field(m.store_knee_leg_depth({}, t)), '152 mm');
    await user.type(field(m.store_knee_thickness({}, t)), '3 1/2');
    await user.selectOptions(form.getByRole('combobox', { name: m.store_detail_species({}, t) }), m.store_species_black_locust({}, t));
    await user.click(form.getByRole('radio', { name: m.store_filter_source_salvage({}, t) }));
    await user.click(form.getByRole('radio', { name: m.stock_drying_air_dried({}, t) }));
    await user.type(field(m.stock_postal_code({}, t)), 'b0j2c0');
    await user.type(field(m.stock_town({}, t)), 'Lunenburg');
    await user.type(field(m.stock_price_dollars({}, t)), '450');
    await user.click(form.getByRole('button', { name: m.stock_save({}, t) }));

    await waitFor(() => expect(screen.getByText(m.stock_saved({}, t))).toBeInTheDocument());
    const list = within(await screen.findByRole('list', { name: m.stock_list_label({}, t) }));
    const link = await list.findByRole('link', { name: title });
    const item = within(link.closest('li')!);
    expect(item.getByText(read(m.stock_measure_row({ name: m.stock_knee_thickness({}, t), value: formatLength(88.9, locale) }, t)))).toBeInTheDocument();
    expect(item.getByText(read(m.stock_measure_row({ name: m.stock_knee_leg_depth({}, t), value: formatLength(152, locale) }, t)))).toBeInTheDocument();

    await user.click(item.getByRole('button', { name: `${m.stock_mark_sold({}, t)} ${title}` }));
    await waitFor(() => expect(screen.getByText(read(m.stock_marked({ title, availability: m.stock_availability_sold({}, t) }, t)))).toBeInTheDocument());

    await user.click(item.getByRole('button', { name: `${m.stock_delete({}, t)} ${title}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: m.stock_delete_title({}, t) }));
    await user.click(dialog.getByRole('button', { name: m.stock_delete({}, t) }));
    await waitFor(() => expect(list.queryByRole('link', { name: title })).not.toBeInTheDocument());
    expect(screen.getByText(read(m.stock_deleted({ title }, t)))).toBeInTheDocument();
  });

  it('asks a sweep’s span, rise and thickness, in millimetres when chosen', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(to(paths.stock), { as: 'franchisee' });
    await user.click(await screen.findByRole('button', { name: m.stock_add({}, t) }));
    const form = within(screen.getByRole('form', { name: m.stock_add_heading({}, t) }));
    await user.click(form.getByRole('radio', { name: m.stock_kind_sweep({}, t) }));
    await user.click(form.getByRole('radio', { name: m.stock_unit_millimetres({}, t) }));
    expect(form.queryByRole('textbox', { name: m.store_knee_arm_length({}, t) })).not.toBeInTheDocument();
    const span = form.getByRole('textbox', { name: m.stock_sweep_span({}, t) });
    expect(span).toHaveAccessibleDescription(expect.stringContaining(m.stock_length_hint({ unit: m.stock_unit_millimetres({}, t) }, t)));
    await user.type(span, 'long');
    await user.click(form.getByRole('button', { name: m.stock_save({}, t) }));
    await waitFor(() => expect(span).toHaveAccessibleDescription(expect.stringContaining(m.stock_error_length({}, t))));
    expect(span).toHaveValue('long');
  });

  it('gives an Admin every partner’s stock and the form that links a Franchisee to a partner', async () => {
    await renderApp(to(paths.stock), { as: 'admin' });
    const picker = await screen.findByRole('combobox', { name: m.stock_partner_picker({}, t) });
    expect(picker).toHaveValue('all');
    expect(screen.getByText(m.stock_choose_partner({}, t))).toBeInTheDocument();
    const link = within(screen.getByRole('form', { name: m.stock_link_heading({}, t) }));
    expect(link.getByRole('combobox', { name: m.stock_partner({}, t) })).toHaveValue('');
    expect(link.getByRole('button', { name: m.stock_link_submit({}, t) })).toBeInTheDocument();
    // Every partner's pieces, each saying whose it is; choosing one lists its stock and lets the Admin add to it.
    const list = within(await screen.findByRole('list', { name: m.stock_list_label({}, t) }));
    expect(list.getAllByText(m.stock_partner_architect({}, t)).length).toBeGreaterThan(0);
    await userEvent.setup({ delay: null }).selectOptions(picker, 'sawyer');
    await waitFor(() => expect(within(screen.getByRole('list', { name: m.stock_list_label({}, t) })).queryByText(m.stock_partner_architect({}, t))).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: m.stock_add({}, t) })).toBeInTheDocument();
  });

  it('tells an Admin, in the page’s language, when no Franchisee has the address to link', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(to(paths.stock), { as: 'admin' });
    const form = within(await screen.findByRole('form', { name: m.stock_link_heading({}, t) }));
    await user.type(form.getByRole('textbox', { name: m.stock_link_email({}, t) }), 'nobody@example.com');
    await user.selectOptions(form.getByRole('combobox', { name: m.stock_partner({}, t) }), 'sawyer');
    await user.click(form.getByRole('button', { name: m.stock_link_submit({}, t) }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(read(m.catalogue_refused_no_franchisee({}, t))), { timeout: 5000 });
    expect(form.getByRole('textbox', { name: m.stock_link_email({}, t) })).toHaveValue('nobody@example.com');
  });
});
