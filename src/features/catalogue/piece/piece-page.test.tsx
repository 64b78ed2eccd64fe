// A piece's page in each language: its measurements in both units, its
// details with the species linked to its page, the partner and the town, the
// price or "price on request", and "Ask about this piece"; a sold piece's
// page says so; an unknown id gets a calm page. Reached with a pattern in its
// URL, it draws the pattern inside the piece and states each excess in the
// visitor's inches first; without one, it draws nothing.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLength } from '../../../domain/catalogue/units';
import { paths, piecePath } from '../../../config/paths';
import { LOCALES, localizePath } from '../../../i18n/locale';
import { inlineName } from '../piece-text';
import { m } from '../../../paraglide/messages.js';
import { axeViolations } from '../../../../tests/setup/axe';
import { renderApp } from '../../../../tests/setup/render-app';
import { shown } from '../../../../tests/setup/shown-text';

/** A text as the page reads it: the no-break spaces the units take are read as spaces. */
const read = (text: string) => text.replace(/\u00a0/g, ' ');

describe.each(LOCALES)('a piece’s page in %s', (locale) => {
  const t = { locale };
  const to = (path: string) => localizePath(path, locale);

  it('shows a knee’s measurements in both units, its details and the way to ask about it', async () => {
    // knee-15: the sawyer's red oak knee brace, 1100 × 220 / 1000 × 210, 175 thick, No. 1, price on request.
    await renderApp(to(piecePath('knee-15')));
    const title = m.stock_title_knee({ species: inlineName(m.store_species_red_oak({}, t), locale) }, t);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(document.title).toMatch(new RegExp(`^${title} \\|`));
    const measurements = within(screen.getByRole('region', { name: m.stock_measurements({}, t) }));
    expect(measurements.getByText(m.store_knee_arm_length({}, t)).nextElementSibling).toHaveTextContent(read(formatLength(1100, locale)));
    expect(measurements.getByText(m.store_knee_thickness({}, t)).nextElementSibling).toHaveTextContent(read(formatLength(175, locale)));
    const details = within(screen.getByRole('region', { name: m.stock_details({}, t) }));
    expect(details.getByRole('link', { name: m.store_species_red_oak({}, t) })).toHaveAttribute('href', to(paths.hardwoods));
    // "Strength": the grade once, then red oak's clear-wood figures (table 5-3a: 99,000 kPa, 12,500 MPa) and heartwood, with the source.
    const grade = m.stock_grade_no_1({}, t);
    expect(details.getAllByText(new RegExp(grade.replace('.', '\\.'))).map((node) => node.textContent)).toEqual([m.store_wood_strength_grade({ grade }, t)]);
    const strength = details.getByText(m.store_detail_strength({}, t)).nextElementSibling;
    const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
    const mor = m.store_wood_mpa({ si: '99', imperial: number(14_360) }, t);
    const moe = m.store_wood_gpa({ si: number(12.5, 1), imperial: number(1.81, 2) }, t);
    expect(strength).toHaveTextContent(read(m.store_wood_strength_summary({ mor, moe, decay: m.store_wood_decay_slight({}, t) }, t)));
    expect(strength).toHaveTextContent(read(m.store_wood_strength_source({ table: m.store_wood_table_us({}, t) }, t)));
    // The town and its province as each language writes a place (the 2026-11-28 review, G12), « dans la cour », not « à la cour ».
    expect(details.getByText(new RegExp(locale === 'fr-CA' ? 'dans la cour du partenaire .+, à Montague \\(Île-du-Prince-Édouard\\)' : 'Montague, Prince Edward Island'))).toBeInTheDocument();
    // A value mid-phrase is lower case in French: « Classe de carbone … (pièce séchée … ) ».
    if (locale === 'fr-CA') expect(details.getByText(/^Classe de carbone \S+ \(pièce [a-zé]/)).toBeInTheDocument();
    expect(details.getByText(new RegExp(m.content_story_partner_sawyer_role({}, t)))).toBeInTheDocument();
    expect(screen.getByText(m.stock_price_on_request({}, t))).toBeInTheDocument();
    expect(screen.getByText('Timber-frame knee brace; ask for a matching pair.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.stock_ask({}, t) })).toHaveAttribute('href', `${to(paths.pricing)}?piece=knee-15`);
  });

  it('draws the pattern the visitor came with inside the piece, and states the excess in inches first', async () => {
    // knee-15 against a pattern of 40 in (1016 mm) of arm and 8 in (203.2 mm) of arm depth: 84 and 16.8 mm to spare.
    await renderApp(to(`${piecePath('knee-15')}?armLength=40&armDepth=8`));
    const section = await screen.findByRole('region', { name: m.store_fit_heading({}, t) });
    const arm = read(formatLength(84, locale, 'in'));
    const depth = read(formatLength(16.8, locale, 'in'));
    expect(arm).toMatch(/^3[.,]31 (in|po) \(84 mm\)$/);
    const text = `${m.store_results_exceeds({}, t)} ${m.stock_knee_arm_length({}, t)} +${arm} · ${m.stock_knee_arm_depth({}, t)} +${depth}`;
    expect(within(section).getByText(shown(text))).toBeInTheDocument();
    const svg = section.querySelector('svg');
    expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect([...svg!.querySelectorAll('text')].map((label) => read(label.textContent ?? ''))).toEqual([`+${arm}`, `+${depth}`]);
    expect(await axeViolations(section)).toEqual([]);
  });

  it('draws no pattern without one in the URL', async () => {
    await renderApp(to(piecePath('sweep-09')));
    await screen.findByRole('heading', { level: 1, name: m.stock_title_sweep({ species: inlineName(m.store_species_red_oak({}, t), locale) }, t) });
    expect(screen.queryByRole('region', { name: m.store_fit_heading({}, t) })).not.toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('svg')).toBeNull();
  });

  it('says so when the piece does not fit the pattern in its URL', async () => {
    // sweep-09 spans 2200 mm; 100 in is 2540 mm.
    await renderApp(to(`${piecePath('sweep-09')}?X=100`));
    const section = await screen.findByRole('region', { name: m.store_fit_heading({}, t) });
    expect(within(section).getByText(m.store_fit_none({}, t))).toBeInTheDocument();
    expect(section.querySelector('svg')).toBeNull();
  });

  it('says a sold piece is sold, and keeps its page', async () => {
    await renderApp(to(piecePath('sweep-07')));
    await screen.findByRole('heading', { level: 1, name: m.stock_title_sweep({ species: inlineName(m.store_species_larch({}, t), locale) }, t) });
    expect(screen.getByText(m.stock_piece_sold({}, t))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: m.stock_ask({}, t) })).not.toBeInTheDocument();
  });

  it('answers an unknown piece calmly', async () => {
    await renderApp(to(piecePath('no-such-piece')));
    await screen.findByRole('heading', { level: 1, name: m.stock_piece_missing({}, t) });
    expect(screen.getByRole('link', { name: m.stock_piece_missing_link({}, t) })).toHaveAttribute('href', to(paths.searchTypeSize));
  });
});
