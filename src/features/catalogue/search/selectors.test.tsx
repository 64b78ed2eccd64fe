// The knee and sweep selectors (spec §2 /knees, /sweeps) in each language: the
// measurements with their units, the detail options translated over the same
// names, and "Find knees" / "Find sweeps", which put the search in the URL.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { LOCALES, localizePath } from '../../../i18n/locale';
import { m } from '../../../paraglide/messages.js';
import { renderApp } from '../../../../tests/setup/render-app';

const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent;
const checkboxLabels = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('the selectors’ English words', () => {
  it('are the spec’s, word for word', () => {
    const en = { locale: 'en-CA' } as const;
    expect(m.store_category_knees({}, en)).toBe('Knees');
    expect(m.store_knee_arm_length({}, en)).toBe('Arm Length');
    expect(m.store_knee_arm_depth({}, en)).toBe('Arm Depth');
    expect(m.store_knee_leg_length({}, en)).toBe('Leg Length');
    expect(m.store_knee_leg_depth({}, en)).toBe('Leg Depth');
    expect(m.store_knee_thickness({}, en)).toBe('Thickness');
    expect(m.store_unit_inches({}, en)).toBe('inches');
    expect(m.store_show_details_on({}, en)).toBe('Show details on');
    expect(m.store_detail_species({}, en)).toBe('Species');
    expect(m.store_detail_grade({}, en)).toBe('Grade');
    expect(m.store_detail_origin({}, en)).toBe('Origin');
    expect(m.store_detail_ecology({}, en)).toBe('Ecology');
    expect(m.store_detail_strength({}, en)).toBe('Strength');
    expect(m.store_knee_find({}, en)).toBe('Find knees');
    expect(m.store_category_sweeps({}, en)).toBe('Sweeps');
    expect(m.store_sweep_basic({}, en)).toBe('Basic');
    expect(m.store_sweep_specialized({}, en)).toBe('Specialized');
    expect(`${m.store_sweep_angle({}, en)} ${m.store_unit_degrees({}, en)}`).toBe('Angle degrees');
    expect(m.store_detail_grading({}, en)).toBe('Grading');
    expect(m.store_detail_heritage({}, en)).toBe('Heritage');
    expect(m.store_detail_availability({}, en)).toBe('Availability');
    expect(m.store_sweep_postal_code({}, en)).toBe('Zip/postal code');
    expect(m.store_sweep_find({}, en)).toBe('Find sweeps');
  });
});

describe.each(LOCALES)('the selectors in %s', (locale) => {
  const t = { locale };
  const to = (path: string) => localizePath(path, locale);

  async function renderPage(path: string, heading: string) {
    const { router } = await renderApp(to(path));
    await screen.findByRole('heading', { level: 1, name: heading });
    return { main: within(screen.getByRole('main')), router };
  }

  it('knees: the five measurements in inches and the five checkboxes, and a search that goes into the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { main } = await renderPage(paths.knees, m.store_category_knees({}, t));
    expect(document.title).toBe(`${m.store_category_knees({}, t)} | ${SITE_NAME}`);
    expect(main.getByRole('link', { name: m.store_back_to_type_size({}, t) })).toHaveAttribute('href', to(paths.searchTypeSize));
    const drawing = main.getByRole('img', { name: m.store_knee_diagram({}, t) });
    expect([...drawing.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      m.store_knee_leg_length({}, t),
      m.store_knee_leg_depth({}, t),
      m.store_knee_arm_length({}, t),
      m.store_knee_diagram_arm_depth_1({}, t),
      m.store_knee_diagram_arm_depth_2({}, t),
    ]);
    expect(main.getByText(m.store_knee_caption({}, t))).toBeInTheDocument();

    const form = within(main.getByRole('form', { name: m.store_knee_form_heading({}, t) }));
    const measurements = within(form.getByRole('group', { name: m.store_knee_measurements({}, t) }));
    for (const label of [
      m.store_knee_arm_length({}, t),
      m.store_knee_arm_depth({}, t),
      m.store_knee_leg_length({}, t),
      m.store_knee_leg_depth({}, t),
      m.store_knee_thickness({}, t),
    ]) {
      const input = measurements.getByRole('spinbutton', { name: label });
      expect(input).toHaveAccessibleDescription(m.store_unit_inches({}, t));
      await user.type(input, '12.5');
      expect(input).toHaveValue(12.5);
    }
    expect(measurements.getAllByText(m.store_unit_inches_short({}, t))).toHaveLength(5);

    const details = form.getByRole('group', { name: m.store_show_details_on({}, t) });
    expect(checkboxLabels(details)).toEqual([
      m.store_detail_species({}, t),
      m.store_detail_grade({}, t),
      m.store_detail_origin({}, t),
      m.store_detail_ecology({}, t),
      m.store_detail_strength({}, t),
    ]);
    expect(within(details).getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
      'species',
      'grade',
      'origin',
      'ecology',
      'strength',
    ]);
    const grade = form.getByRole('checkbox', { name: m.store_detail_grade({}, t) });
    await user.click(grade);
    expect(grade).toBeChecked();

    const find = form.getByRole('button', { name: m.store_knee_find({}, t) });
    expect(find).toBeEnabled();
    expect(form.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sweeps: the basic and specialized measurements, the five checkboxes and a zip/postal code, searched through the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { main, router } = await renderPage(paths.sweeps, m.store_category_sweeps({}, t));
    expect(main.getByText(m.store_sweeps_lead({}, t))).toBeInTheDocument();
    expect(main.getByRole('img', { name: m.store_sweep_diagram({}, t) })).toBeInTheDocument();

    const form = within(main.getByRole('form', { name: m.store_sweep_form_heading({}, t) }));
    const inches = m.store_unit_inches({}, t);
    const degrees = m.store_unit_degrees({}, t);
    const basic = within(form.getByRole('group', { name: m.store_sweep_basic({}, t) }));
    expect(basic.getAllByRole('spinbutton').map(labelOf)).toEqual(['X', 'Y', 'A']);
    expect(basic.getByRole('spinbutton', { name: 'X' })).toHaveAccessibleDescription(`${m.store_sweep_span({}, t)} ${inches}`);
    expect(basic.getByRole('spinbutton', { name: 'Y' })).toHaveAccessibleDescription(`${m.store_sweep_rise({}, t)} ${inches}`);
    expect(basic.getByRole('spinbutton', { name: 'A' })).toHaveAccessibleDescription(`${m.store_sweep_angle({}, t)} ${degrees}`);
    const specialized = within(form.getByRole('group', { name: m.store_sweep_specialized({}, t) }));
    expect(specialized.getAllByRole('spinbutton').map(labelOf)).toEqual(['Xo', 'Yo', 'Ro', 'A', 'T']);
    expect(specialized.getByRole('spinbutton', { name: 'Xo' })).toHaveAccessibleDescription(`${m.store_sweep_offset_across({}, t)} ${inches}`);
    expect(specialized.getByRole('spinbutton', { name: 'Yo' })).toHaveAccessibleDescription(`${m.store_sweep_offset_up({}, t)} ${inches}`);
    expect(specialized.getByRole('spinbutton', { name: 'Ro' })).toHaveAccessibleDescription(`${m.store_sweep_radius({}, t)} ${inches}`);
    expect(specialized.getByRole('spinbutton', { name: 'A' })).toHaveAccessibleDescription(`${m.store_sweep_arc_angle({}, t)} ${degrees}`);
    expect(specialized.getByRole('spinbutton', { name: 'T' })).toHaveAccessibleDescription(`${m.store_sweep_thickness({}, t)} ${inches}`);

    const details = form.getByRole('group', { name: m.store_show_details_on({}, t) });
    expect(checkboxLabels(details)).toEqual([
      m.store_detail_species({}, t),
      m.store_detail_grading({}, t),
      m.store_detail_heritage({}, t),
      m.store_detail_ecology({}, t),
      m.store_detail_availability({}, t),
    ]);

    const postal = form.getByRole('textbox', { name: m.store_sweep_postal_code({}, t) });
    await user.type(postal, 'E3B 5A3');
    expect(postal).toHaveValue('E3B 5A3');
    await user.type(basic.getByRole('spinbutton', { name: 'X' }), '60');
    await user.type(specialized.getByRole('spinbutton', { name: 'A' }), '30');
    await user.click(form.getByRole('checkbox', { name: m.store_detail_heritage({}, t) }));
    await user.click(form.getByRole('button', { name: m.store_sweep_find({}, t) }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ postal: 'E3B 5A3', X: '60', sA: '30', show: 'heritage', find: '1' });
  });
});
