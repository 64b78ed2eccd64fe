// The results under /knees and /sweeps, in each language: read from the URL
// over the seeded stock, counted with the right plural, each result linked to
// its page with what it exceeds and the details the boxes chose; the calm
// answer with the custom request when nothing fits; the store's filters;
// "Show more"; and a piece marked sold leaving an open list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEED_PIECES } from '../../domain/catalogue/seed-pieces';
import { formatLength, inchesToMm } from '../../domain/catalogue/units';
import { paths, piecePath } from '../../config/paths';
import { LOCALES, localizePath } from '../../i18n/locale';
import { inlineName } from './piece-text';
import { m } from '../../paraglide/messages.js';
import { DEMO_ACCOUNTS } from '../../services/demo-data';
import { renderApp } from '../../../tests/setup/render-app';

describe.each(LOCALES)('the search results in %s', (locale) => {
  const t = { locale };
  const to = (path: string) => localizePath(path, locale);
  const heading = m.store_results_heading({}, t);
  const results = () => within(screen.getByRole('region', { name: heading }));

  async function statusText(expected: string) {
    await waitFor(() => expect(results().getAllByRole('status').some((node) => node.textContent === expected)).toBe(true), { timeout: 4000 });
  }

  it('finds the one knee a long arm fits, with its excess and the details asked for, linked to its page', async () => {
    await renderApp(to(`${paths.knees}?armLength=40&find=1&show=species,grade`));
    await statusText(m.store_results_count({ count: 1 }, t));
    const list = results();
    const link = list.getByRole('link', { name: m.stock_title_knee({ species: inlineName(m.store_species_red_oak({}, t), locale) }, t) });
    expect(link).toHaveAttribute('href', to(piecePath('knee-15')));
    const piece = SEED_PIECES.find((seed) => seed.id === 'knee-15')!;
    if (piece.kind !== 'knee') throw new Error('knee-15 is a knee');
    const excess = Math.round((piece.measures.armLength - inchesToMm(40)) * 10) / 10;
    expect(list.getByText(new RegExp(`${m.store_knee_arm_length({}, t)} \\+${formatLength(excess, locale).replace(/\u00a0/g, ' ').replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    expect(list.getByText(m.stock_grade_no_1({}, t))).toBeInTheDocument();
    expect(list.getByRole('link', { name: m.store_species_red_oak({}, t) })).toHaveAttribute('href', to(paths.hardwoods));
    expect(list.queryByText(m.store_detail_origin({}, t))).not.toBeInTheDocument();
    // The form shows back the search.
    expect(screen.getByRole('spinbutton', { name: m.store_knee_arm_length({}, t) })).toHaveValue(40);
    expect(screen.getByRole('checkbox', { name: m.store_detail_species({}, t) })).toBeChecked();
  });

  it('shows under "Strength" the grade once and the species’ clear-wood figures', async () => {
    await renderApp(to(`${paths.knees}?armLength=40&find=1&show=grade,strength`));
    await statusText(m.store_results_count({ count: 1 }, t));
    const list = results();
    const grade = m.stock_grade_no_1({}, t);
    // knee-15 is red oak: table 5-3a's 99,000 kPa is 99 MPa (14,360 psi).
    expect(list.getAllByText(new RegExp(grade.replace('.', '\\.'))).map((node) => node.textContent)).toEqual([m.store_wood_strength_grade({ grade }, t)]);
    expect(list.queryByText(m.stock_detail_grade({}, t))).not.toBeInTheDocument();
    const psi = new Intl.NumberFormat(locale).format(14_360);
    expect(list.getByText(m.store_detail_strength({}, t)).nextElementSibling).toHaveTextContent(m.store_wood_mpa({ si: '99', imperial: psi }, t).replace(/\u00a0/g, ' '));
  });

  it('narrows the knees by least bending strength and durable heartwood, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(to(paths.knees));
    // Of the seeded knees, yellow birch (114 MPa) and sugar maple (109 MPa) bend at 100 MPa or more (table 5-3a).
    await user.type(await screen.findByRole('spinbutton', { name: m.store_wood_min_mor({}, t) }), '100');
    await user.click(screen.getByRole('button', { name: m.store_knee_find({}, t) }));
    expect(router.state.location.search).toBe('?minMor=100&find=1');
    await statusText(m.store_results_count({ count: 2 }, t));
    const titles = results()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(expect.arrayContaining(['yellow_birch', 'sugar_maple'].map((name) => m.stock_title_knee({ species: inlineName(m[`store_species_${name}` as 'store_species_yellow_birch']({}, t), locale) }, t))));
    // Durable outdoors as well: neither species' heartwood resists decay.
    await user.click(screen.getByRole('checkbox', { name: m.store_wood_durable({}, t) }));
    await user.click(screen.getByRole('button', { name: m.store_knee_find({}, t) }));
    expect(router.state.location.search).toBe('?minMor=100&durable=1&find=1');
    await statusText(m.store_results_none({ link: m.store_custom_request_link({}, t) }, t));
  });

  it('reads "durable outdoors" from the URL and shows it back in the form', async () => {
    await renderApp(to(`${paths.knees}?find=1&durable=1`));
    // The one listed knee whose heartwood is resistant: knee-20, bur oak.
    await statusText(m.store_results_count({ count: 1 }, t));
    expect(results().getByRole('link', { name: m.stock_title_knee({ species: inlineName(m.store_species_burr_oak({}, t), locale) }, t) })).toHaveAttribute('href', to(piecePath('knee-20')));
    expect(screen.getByRole('checkbox', { name: m.store_wood_durable({}, t) })).toBeChecked();
  });

  it('answers calmly when nothing fits, with the link to the custom request', async () => {
    await renderApp(to(`${paths.knees}?armLength=80&find=1`));
    const link = m.store_custom_request_link({}, t);
    await statusText(m.store_results_none({ link }, t));
    expect(results().getByRole('link', { name: link })).toHaveAttribute('href', to(paths.custom));
  });

  it('runs the search the form was given, through the URL, and the store filters narrow it', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(to(`${paths.knees}?carbon=high`));
    await user.type(await screen.findByRole('spinbutton', { name: m.store_knee_arm_length({}, t) }), '17');
    expect(screen.queryByRole('region', { name: heading })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.store_knee_find({}, t) }));
    expect(router.state.location.search).toBe('?carbon=high&armLength=17&find=1');
    // Kiln-dried knees with an arm of 17 in (431.8 mm) or more: knee-19 (450 mm).
    await statusText(m.store_results_count({ count: 1 }, t));
    await user.click(within(screen.getByRole('group', { name: m.store_filter_carbon({}, t) })).getByRole('radio', { name: m.store_filter_any({}, t) }));
    expect(router.state.location.search).toBe('?armLength=17&find=1');
    await waitFor(() => expect(results().getAllByRole('listitem').length).toBeGreaterThan(1));
  });

  it('shows a page at a time, with Show more', async () => {
    const user = userEvent.setup();
    await renderApp(to(`${paths.knees}?find=1`));
    // 23 knees are listed (one of the 24 seeded is sold): a page of 20, then all of them.
    await statusText(m.store_results_count_more({ count: 20 }, t));
    await user.click(screen.getByRole('button', { name: m.store_results_show_more({}, t) }));
    await statusText(m.store_results_count({ count: 23 }, t));
    expect(screen.queryByRole('button', { name: m.store_results_show_more({}, t) })).not.toBeInTheDocument();
  });

  it('lets a sweep marked sold leave the open list', async () => {
    // sweep-09: span 2200 mm, radius 3600 mm; the pattern asks for 80 in of span on a 140 in radius.
    const { services } = await renderApp(to(`${paths.sweeps}?X=80&Ro=140&find=1&show=availability`));
    await statusText(m.store_results_count({ count: 1 }, t));
    expect(results().getByRole('link', { name: m.stock_title_sweep({ species: inlineName(m.store_species_red_oak({}, t), locale) }, t) })).toHaveAttribute('href', to(piecePath('sweep-09')));
    await services.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await services.catalogue.setAvailability('sweep-09', 'sold');
    await statusText(m.store_results_none({ link: m.store_custom_request_link({}, t) }, t));
  });
});
