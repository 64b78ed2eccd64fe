// The results under /knees and /sweeps, in each language: read from the URL
// over the seeded stock, counted with the right plural, each result linked to
// its page with the pattern, what it exceeds in the visitor's inches first,
// the pattern drawn inside it, and the details the boxes chose; the calm
// answer with the custom request when nothing fits; the store's filters;
// "Show more"; and a piece marked sold leaving an open list.
import { isInaccessible, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEED_PIECES } from '../../../domain/catalogue/seed-pieces';
import { formatLength, inchesToMm } from '../../../domain/catalogue/units';
import { paths, piecePath } from '../../../config/paths';
import { LOCALES, localizePath } from '../../../i18n/locale';
import { inlineName } from '../piece-text';
import { m } from '../../../paraglide/messages.js';
import { DEMO_ACCOUNTS } from '../../../services/demo-data';
import { axeViolations } from '../../../../tests/setup/axe';
import { renderApp } from '../../../../tests/setup/render-app';
import { shown as read } from '../../../../tests/setup/shown-text';

/** The drawing in a result: the SVG in the list item its title links from. */
const drawingOf = (link: HTMLElement) => link.closest('li')!.querySelector('svg');

describe.each(LOCALES)('the search results in %s', (locale) => {
  const t = { locale };
  const to = (path: string) => localizePath(path, locale);
  const heading = m.store_results_heading({}, t);
  const results = () => within(screen.getByRole('region', { name: heading }));

  async function statusText(expected: string) {
    await waitFor(() => expect(results().getAllByRole('status').some((node) => node.textContent === expected)).toBe(true), { timeout: 4000 });
  }

  it('finds the one knee a long arm fits, with its excess in inches first and the pattern drawn inside it, linked to its page with the pattern', async () => {
    await renderApp(to(`${paths.knees}?armLength=40&find=1&show=species,grade`));
    await statusText(m.store_results_count({ count: 1 }, t));
    const list = results();
    const link = list.getByRole('link', { name: m.stock_title_knee({ species: inlineName(m.store_species_red_oak({}, t), locale) }, t) });
    // The link carries the pattern, so the piece's page can draw it too.
    expect(link).toHaveAttribute('href', `${to(piecePath('knee-15'))}?armLength=40`);
    const piece = SEED_PIECES.find((seed) => seed.id === 'knee-15')!;
    if (piece.kind !== 'knee') throw new Error('knee-15 is a knee');
    // 1100 mm less 40 in (1016 mm): 84 mm, told first in the inches the visitor typed.
    const excess = Math.round((piece.measures.armLength - inchesToMm(40)) * 10) / 10;
    expect(excess).toBe(84);
    const inches = read(formatLength(excess, locale, 'in'));
    expect(inches).toMatch(locale === 'fr-CA' ? /^3,31 po \(84 mm\)$/ : /^3.31 in \(84 mm\)$/);
    expect(list.getByText(read(`${m.store_results_exceeds({}, t)} ${m.store_knee_arm_length({}, t)} +${inches}`))).toBeInTheDocument();
    // The drawing: hidden from assistive technology, the same excess labelled in it.
    const drawing = drawingOf(link);
    expect(drawing).not.toBeNull();
    expect(drawing!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect([...drawing!.querySelectorAll('text')].map((label) => read(label.textContent ?? ''))).toEqual([`+${inches}`]);
    expect(drawing!.querySelectorAll('path')).toHaveLength(2);
    expect(isInaccessible(list.getByText(read(m.store_drawing_caption({}, t))))).toBe(true);
    expect(list.getByText(m.stock_grade_no_1({}, t))).toBeInTheDocument();
    expect(list.getByRole('link', { name: m.store_species_red_oak({}, t) })).toHaveAttribute('href', to(paths.hardwoods));
    expect(list.queryByText(m.store_detail_origin({}, t))).not.toBeInTheDocument();
    expect(await axeViolations(screen.getByRole('region', { name: heading }))).toEqual([]);
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
    const user = userEvent.setup({ delay: null });
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
    // A search without a pattern: the link carries none, and there is nothing to draw.
    const link = results().getByRole('link', { name: m.stock_title_knee({ species: inlineName(m.store_species_burr_oak({}, t), locale) }, t) });
    expect(link).toHaveAttribute('href', to(piecePath('knee-20')));
    expect(drawingOf(link)).toBeNull();
    expect(results().queryByText(new RegExp(m.store_results_exceeds({}, t)))).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: m.store_wood_durable({}, t) })).toBeChecked();
  });

  it('answers calmly when nothing fits, with the link to the custom request', async () => {
    await renderApp(to(`${paths.knees}?armLength=80&find=1`));
    const link = m.store_custom_request_link({}, t);
    await statusText(m.store_results_none({ link }, t));
    expect(results().getByRole('link', { name: link })).toHaveAttribute('href', to(paths.custom));
  });

  it('runs the search the form was given, through the URL, and the store filters narrow it', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const link = results().getByRole('link', { name: m.stock_title_sweep({ species: inlineName(m.store_species_red_oak({}, t), locale) }, t) });
    expect(link).toHaveAttribute('href', `${to(piecePath('sweep-09'))}?X=80&Ro=140`);
    // 2200 mm less 80 in (2032 mm): 168 mm of span to spare, in inches first, in the text and in the drawing; the curve 1.2 % flatter (3600 mm against 3556 mm).
    const span = read(formatLength(168, locale, 'in'));
    expect(results().getByText(read(`${m.store_results_exceeds({}, t)} ${m.stock_sweep_span({}, t)} +${span}`))).toBeInTheDocument();
    expect(results().getByText(read(m.store_results_curve_flatter({ percent: locale === 'fr-CA' ? '1,2' : '1.2' }, t)))).toBeInTheDocument();
    expect([...drawingOf(link)!.querySelectorAll('text')].map((label) => read(label.textContent ?? ''))).toEqual([`+${span}`]);
    await services.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await services.catalogue.setAvailability('sweep-09', 'sold');
    await statusText(m.store_results_none({ link: m.store_custom_request_link({}, t) }, t));
  });
});
