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
    const item = within(screen.getByRole('main')).getByText(hemlock.name).closest('li');
    expect(item).toHaveTextContent(`${hemlock.name} Tsuga canadensis${hemlock.note}`);
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
