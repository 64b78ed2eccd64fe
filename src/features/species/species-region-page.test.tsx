// The species region pages (spec §2 /softwoods, /hardwoods, /nativeacadian,
// /exotics) in each language, listed from the one species module; and that
// module's groups.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { setCurrentLocale } from '../../i18n/current';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import { renderApp } from '../../../tests/setup/render-app';
import { findSpecies, SPECIES_GROUPS } from './species-data';

const names = (numbers: number[]) =>
  SPECIES_GROUPS.filter((group) => numbers.includes(group.number)).flatMap((group) => group.species.map((species) => species.name));

describe('the region pages’ English words', () => {
  it('are the spec’s, word for word', () => {
    const en = { locale: 'en-CA' } as const;
    expect(m.store_region_softwoods({}, en)).toBe('Softwoods');
    expect(m.store_region_hardwoods({}, en)).toBe('Hardwoods');
    expect(m.store_region_native_acadian({}, en)).toBe('Native Acadian');
    expect(m.store_region_exotics({}, en)).toBe('Exotics');
    expect(names([4, 7, 10])).toEqual(['Scots Pine', 'Austrian Pine', 'Norway Spruce', 'Colorado Spruce', 'Basswood', 'Black Locust']);
    expect(m.store_species_in_groups({ count: 14, groups: 4 }, en)).toBe('14 species in 4 groups');
    expect(m.store_back_to_species({}, en)).toBe('Back to Species');
  });
});

describe.each(LOCALES)('species region pages in %s', (locale) => {
  const t = { locale };
  // The species data's names are read in the current language: the page's.
  beforeEach(() => setCurrentLocale(locale));

  it.each([
    [paths.softwoods, m.store_region_softwoods, m.store_region_softwoods_lead, [1, 2, 3, 4]],
    [paths.hardwoods, m.store_region_hardwoods, m.store_region_hardwoods_lead, [5, 6, 7, 8, 9, 10]],
    [paths.nativeAcadian, m.store_region_native_acadian, m.store_region_native_acadian_lead, [1, 2, 3, 5, 6, 8, 9]],
    [paths.exotics, m.store_region_exotics, m.store_region_exotics_lead, [4, 7, 10]],
  ])('%s lists its species from the species data', async (path, title, lead, groups) => {
    await renderApp(localizePath(path, locale));
    await screen.findByRole('heading', { level: 1, name: title({}, t) });
    const main = within(screen.getByRole('main'));
    expect(document.title).toBe(`${title({}, t)} | ${SITE_NAME}`);
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.getByText(lead({}, t))).toBeInTheDocument();
    const listed = main.getAllByRole('heading', { level: 3 }).flatMap((heading) => {
      const group = heading.closest('section');
      if (!group) throw new Error('A group heading is outside its section.');
      return within(group)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent);
    });
    const species = names(groups);
    expect(listed).toEqual(species);
    expect(main.getByRole('heading', { level: 2, name: m.store_species_in_groups({ count: species.length, groups: groups.length }, t) })).toBeInTheDocument();
    expect(main.getByRole('link', { name: m.store_back_to_species({}, t) })).toHaveAttribute('href', localizePath(paths.bySpecies, locale));
    expect(main.getByRole('link', { name: m.store_ask_custom_order({}, t) })).toHaveAttribute('href', localizePath(paths.custom, locale));
  });

  it('shows each species with its Latin name, the same in both languages, and its note', async () => {
    await renderApp(localizePath(paths.softwoods, locale));
    await screen.findByRole('heading', { level: 1, name: m.store_region_softwoods({}, t) });
    const hemlock = findSpecies('hemlock');
    // The name is also the row heading of the figures table: the list's is the one in a list item.
    const item = within(screen.getByRole('main'))
      .getAllByText(hemlock.name)
      .map((node) => node.closest('li'))
      .find((node) => node !== null);
    expect(item).toHaveTextContent(`${hemlock.name} Tsuga canadensis${hemlock.note}`);
  });
});

describe.each(LOCALES)('the species figures in %s', (locale) => {
  const t = { locale };
  beforeEach(() => setCurrentLocale(locale));
  const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const read = (text: string) => text.replace(/\u00a0/g, ' ');

  it('shows each hardwood’s clear-wood figures, SI with imperial beside, with the source and what they are not', async () => {
    await renderApp(localizePath(paths.hardwoods, locale));
    const table = within(await screen.findByRole('table', { name: m.store_wood_caption({}, t) }));
    // Wider than a phone, it scrolls in a box named by its caption, which a keyboard user can focus to scroll.
    const box = screen.getByRole('region', { name: m.store_wood_caption({}, t) });
    box.focus();
    expect(box).toHaveFocus();
    expect(screen.getByText(read(m.store_wood_lead({}, t)))).toBeInTheDocument();
    expect(screen.getByText(read(m.store_wood_sources({}, t)))).toBeInTheDocument();
    // Black locust, table 5-3a: 0.69, 134,000 kPa, 14,100 MPa, 70,200 kPa, 7,600 N; heartwood resistant.
    const locust = table.getByRole('rowheader', { name: findSpecies('black-locust').name }).closest('tr');
    const cells = within(locust!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      m.store_wood_density({ sg: number(0.69, 2), kg: number(690), lb: number(43.1, 1) }, t),
      m.store_wood_mpa({ si: '134', imperial: number(19_440) }, t),
      m.store_wood_gpa({ si: number(14.1, 1), imperial: number(2.05, 2) }, t),
      m.store_wood_mpa({ si: number(70.2, 1), imperial: number(10_180) }, t),
      m.store_wood_newtons({ si: number(7600), imperial: number(1710) }, t),
      m.store_wood_decay_resistant({}, t),
      m.store_wood_table_us({}, t),
    ]);
    // Ironwood is in neither table: the row says so rather than showing figures.
    const ironwood = table.getByRole('rowheader', { name: findSpecies('ironwood').name }).closest('tr');
    expect(ironwood).toHaveTextContent(read(m.store_wood_no_figures({}, t)));
    expect(ironwood).toHaveTextContent(m.store_wood_decay_unknown({}, t));
  });
});

describe('species data', () => {
  it('holds each of the 29 species once, in ten groups numbered 1 to 10', () => {
    expect(SPECIES_GROUPS.map((group) => group.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const ids = SPECIES_GROUPS.flatMap((group) => group.species.map((species) => species.id));
    expect(ids).toHaveLength(29);
    expect(new Set(ids).size).toBe(29);
  });
});
