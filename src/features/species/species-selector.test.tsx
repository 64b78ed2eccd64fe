// The species selector (spec §2 /byspeciesfilter) and the SPF sample in each
// language: the regions and their views, the simple view of the ten groups,
// Latin names unchanged, and the same ?view= and #anchors in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { setCurrentLocale } from '../../i18n/current';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import { renderApp } from '../../../tests/setup/render-app';
import { findSpecies, getRegion, groupsInRegion, REGIONS, SPECIES_GROUPS, SPF_SAMPLE, type RegionId, type SpeciesGroup } from './species-data';

type Listed = [string, string[]][];

// The simple view's ten groups, word for word from the spec (§2 /byspeciesfilter).
const SPEC_GROUPS: Listed = [
  ['1. S-P-F', ['Black Spruce', 'Red Spruce', 'White Spruce', 'Balsam Fir', 'Jack Pine']],
  ['2. Industrial', ['Hemlock', 'Larch', 'Red Pine']],
  ['3. Other', ['White Pine', 'White Cedar']],
  ['4. Exotic Softwoods', ['Scots Pine', 'Austrian Pine', 'Norway Spruce', 'Colorado Spruce']],
  ['5. Poplars', ['Bigtooth Aspen', 'Trembling Aspen', 'Balsam Poplar']],
  ['6. Softer Acadian Hardwoods', ['Red Maple', 'White Birch', 'Gray Birch', 'Speckled Alder']],
  ['7. Softer Exotic Hardwoods', ['Basswood']],
  ['8. Common Acadian Hardwoods', ['Red Oak', 'Yellow Birch', 'Sugar Maple']],
  ['9. Other Strong Acadian Hardwoods', ['Ironwood', 'Beech', 'Burr Oak']],
  ['10. Strong Exotic Hardwoods', ['Black Locust']],
];

const REGION_NAMES = ['Softwoods', 'Hardwoods', 'Softer Hardwoods', 'Stronger Hardwoods', 'Native Acadian', 'Northern', 'Exotics'];

/** A text as Testing Library reads the page: a no-break space (French typography) as a space. */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

/** The groups as the page lists them, in the language messages are read in. */
const listedFrom = (groups: readonly SpeciesGroup[]): Listed =>
  groups.map((group) => [`${group.number}. ${group.name}`, group.species.map((species) => species.name)]);

/** The species names listed under each group heading of the current view. */
function listedGroups(): Listed {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => {
      const group = heading.closest('section');
      if (!group) throw new Error('A group heading is outside its section.');
      const names = within(group)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent ?? '');
      return [heading.textContent ?? '', names];
    });
}

describe('the species selector’s English words', () => {
  it('are the spec’s, word for word', () => {
    const en = { locale: 'en-CA' } as const;
    expect(listedFrom(SPECIES_GROUPS)).toEqual(SPEC_GROUPS);
    expect(REGIONS.map((region) => region.label)).toEqual(REGION_NAMES);
    expect(listedFrom(groupsInRegion(getRegion('northern')))).toEqual([
      ['1. S-P-F', ['Black Spruce', 'White Spruce', 'Balsam Fir', 'Jack Pine']],
      ['2. Industrial', ['Larch']],
      ['5. Poplars', ['Trembling Aspen', 'Balsam Poplar']],
      ['6. Softer Acadian Hardwoods', ['White Birch']],
    ]);
    expect(m.store_species_title({}, en)).toBe('Search by Species');
    expect(m.store_species_choose_region({}, en)).toBe('Choose a region');
    expect(m.store_species_regular_view({}, en)).toBe('Regular view');
    expect(m.store_species_simple_view({}, en)).toBe('Simple view');
    expect(m.store_species_all_groups({}, en)).toBe('All species groups');
    expect(m.store_species_count({ count: 14 }, en)).toBe('14 species');
    expect(m.store_back_to_species({}, en)).toBe('Back to Species');
    expect(m.store_spf_title({}, en)).toBe('Spruce-Pine-Fir (SPF)');
    expect(m.store_spf_historical({}, en)).toBe('Historical');
    expect(m.store_spf_technical({}, en)).toBe('Technical');
    expect(m.store_spf_ecological({}, en)).toBe('Ecological');
    expect(m.store_spf_cultural({}, en)).toBe('Cultural');
  });
});

describe.each(LOCALES)('species selector (/byspeciesfilter) in %s', (locale) => {
  const t = { locale };
  const to = (path: string) => localizePath(path, locale);
  const where = (router: { state: { location: { pathname: string; search: string; hash: string } } }) =>
    router.state.location.pathname + router.state.location.search + router.state.location.hash;

  // The species data's names are read in the current language: the page's.
  beforeEach(() => setCurrentLocale(locale));

  async function renderSelector(entry: string = paths.bySpecies, heading = m.store_species_title({}, t)) {
    const user = userEvent.setup({ delay: null });
    const view = await renderApp(to(entry));
    await screen.findByRole('heading', { level: 1, name: heading });
    return { user, ...view, main: within(screen.getByRole('main')) };
  }

  it('opens on the regular view: one h1, the region diagram with descriptions and counts, and the view toggle', async () => {
    const { main } = await renderSelector();
    expect(document.title).toBe(`${m.store_species_title({}, t)} | ${SITE_NAME}`);
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.getByText(m.store_species_lead({}, t))).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: m.store_species_choose_region({}, t) })).toBeInTheDocument();
    expect(main.getByText(m.store_species_regular_intro({}, t))).toBeInTheDocument();

    const diagram = main.getByRole('list', { name: m.store_species_regions({}, t) });
    const regionLinks = within(diagram).getAllByRole('link');
    expect(regionLinks.map((link) => link.textContent)).toEqual(REGIONS.map((region) => region.label));
    for (const [index, region] of REGIONS.entries()) {
      const count = m.store_species_count({ count: groupsInRegion(region).flatMap((group) => group.species).length }, t);
      expect(regionLinks[index]).toHaveAccessibleDescription(`${region.description} ${count}`);
      expect(regionLinks[index]).toHaveAttribute('href', `${to(paths.bySpecies)}?view=${region.id}`);
    }
    const exoticGroups = groupsInRegion(getRegion('exotics')).map((group) => group.name);
    expect(within(diagram).getByText(exoticGroups.join(' · '))).toBeInTheDocument();

    const toggle = within(main.getByRole('group', { name: m.store_species_view({}, t) }));
    expect(toggle.getByRole('button', { name: m.store_species_regular_view({}, t) })).toHaveAttribute('aria-pressed', 'true');
    expect(toggle.getByRole('button', { name: m.store_species_simple_view({}, t) })).toHaveAttribute('aria-pressed', 'false');
    expect(main.queryByRole('link', { name: m.store_back_to_species({}, t) })).not.toBeInTheDocument();
  });

  it('toggles to the simple view of the ten numbered groups, from the same URL in both languages, and back', async () => {
    const { user, main, router } = await renderSelector();
    const simple = m.store_species_simple_view({}, t);
    const chooseRegion = m.store_species_choose_region({}, t);

    await user.click(main.getByRole('button', { name: simple }));
    expect(main.getByRole('heading', { level: 2, name: m.store_species_all_groups({}, t) })).toHaveFocus();
    expect(main.getByRole('button', { name: simple })).toHaveAttribute('aria-pressed', 'true');
    expect(main.getByText(m.store_species_simple_intro({}, t))).toBeInTheDocument();
    expect(listedGroups()).toEqual(listedFrom(SPECIES_GROUPS));
    expect(where(router)).toBe(`${to(paths.bySpecies)}?view=simple`);

    await user.click(main.getByRole('button', { name: m.store_species_regular_view({}, t) }));
    expect(main.getByRole('heading', { level: 2, name: chooseRegion })).toHaveFocus();

    await user.click(main.getByRole('button', { name: simple }));
    await user.click(main.getByRole('link', { name: m.store_back_to_species({}, t) }));
    expect(main.getByRole('heading', { level: 2, name: chooseRegion })).toHaveFocus();
    expect(where(router)).toBe(to(paths.bySpecies));
  });

  it.each<[RegionId, number[]]>([
    ['softwoods', [1, 2, 3, 4]],
    ['hardwoods', [5, 6, 7, 8, 9, 10]],
    ['softer-hardwoods', [5, 6, 7]],
    ['stronger-hardwoods', [8, 9, 10]],
    ['native-acadian', [1, 2, 3, 5, 6, 8, 9]],
    ['northern', [1, 2, 5, 6]],
    ['exotics', [4, 7, 10]],
  ])('the %s region switches to its own view with its species and Back to Species', async (id, numbers) => {
    const { user, main } = await renderSelector();
    const region = getRegion(id);
    const groups = groupsInRegion(region);
    expect(groups.map((group) => group.number)).toEqual(numbers);

    await user.click(main.getByRole('link', { name: region.label }));
    expect(main.getByRole('heading', { level: 2, name: region.label })).toHaveFocus();
    expect(listedGroups()).toEqual(listedFrom(groups));
    const counted = m.store_species_in_groups({ count: groups.flatMap((group) => group.species).length, groups: groups.length }, t);
    expect(main.getByText(asRead(`${region.description} ${counted}.`))).toBeInTheDocument();
    expect(main.queryByRole('button', { name: m.store_species_simple_view({}, t) })).not.toBeInTheDocument();

    await user.click(main.getByRole('link', { name: m.store_back_to_species({}, t) }));
    expect(main.getByRole('heading', { level: 2, name: m.store_species_choose_region({}, t) })).toHaveFocus();
  });

  it('opens a view from the URL with its Latin names, and falls back to the regular view for an unknown one', async () => {
    const { main, unmount } = await renderSelector(`${paths.bySpecies}?view=stronger-hardwoods`);
    const heading = main.getByRole('heading', { level: 2, name: getRegion('stronger-hardwoods').label });
    expect(heading).not.toHaveFocus();
    expect(main.queryByRole('button', { name: m.store_species_simple_view({}, t) })).not.toBeInTheDocument();
    const ironwood = findSpecies('ironwood');
    const item = main.getByText(ironwood.name).closest('li');
    if (!item) throw new Error('Ironwood is not listed.');
    expect(within(item).getByText('Ostrya virginiana')).toHaveAttribute('lang', 'la');
    // The note word for word: Testing Library would read a no-break space as a space; textContent keeps it.
    expect(item.lastElementChild?.textContent).toBe(ironwood.note);
    unmount();

    const fallback = await renderSelector(`${paths.bySpecies}?view=nonsense`);
    expect(fallback.main.getByRole('heading', { level: 2, name: m.store_species_choose_region({}, t) })).toBeInTheDocument();
  });

  it('links a region view to its page', async () => {
    const { user, main, router } = await renderSelector(`${paths.bySpecies}?view=exotics`);
    const more = main.getByRole('link', { name: m.store_region_exotics_more({}, t) });
    expect(more).toHaveAttribute('href', to(paths.exotics));
    await user.click(more);
    await waitFor(() => expect(router.state.location.pathname).toBe(to(paths.exotics)));
    expect(await screen.findByRole('heading', { level: 1, name: m.store_region_exotics({}, t) })).toBeInTheDocument();
  });

  it('links every S-P-F entry, and only those, to the SPF sample', async () => {
    const { user, main, router } = await renderSelector(`${paths.bySpecies}?view=simple`);
    const [spfGroup, industrialGroup] = SPECIES_GROUPS;
    const spf = main.getByRole('heading', { name: `1. ${spfGroup?.name}` }).closest('section');
    if (!spf) throw new Error('No S-P-F group');
    const links = within(spf).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(spfGroup?.species.map((species) => species.name));
    for (const link of links) expect(link.getAttribute('href')).toMatch(new RegExp(`^${to(paths.spfSample)}#[a-z-]+$`));

    const industrial = main.getByRole('heading', { name: `2. ${industrialGroup?.name}` }).closest('section');
    if (!industrial) throw new Error('No Industrial group');
    expect(within(industrial).queryAllByRole('link')).toHaveLength(0);

    await user.click(main.getByRole('link', { name: findSpecies('jack-pine').name }));
    expect(await screen.findByRole('heading', { level: 1, name: m.store_spf_title({}, t) })).toBeInTheDocument();
    expect(where(router)).toBe(`${to(paths.spfSample)}#jack-pine`);
  });
});

describe.each(LOCALES)('the SPF sample (/spfsample) in %s', (locale) => {
  const t = { locale };
  beforeEach(() => setCurrentLocale(locale));

  it('lists the five species, each with historical, technical, ecological and cultural notes, and links Back to Species', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath(paths.spfSample, locale));
    await screen.findByRole('heading', { level: 1, name: m.store_spf_title({}, t) });
    const main = within(screen.getByRole('main'));
    expect(document.title).toBe(`${m.store_spf_title({}, t)} | ${SITE_NAME}`);
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.getByText(m.store_spf_lead({}, t))).toBeInTheDocument();

    const names = SPF_SAMPLE.map((id) => findSpecies(id).name);
    const nav = within(main.getByRole('navigation', { name: m.store_spf_nav({}, t) }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      SPF_SAMPLE.map((id, index) => [names[index], `${localizePath(paths.spfSample, locale)}#${id}`]),
    );
    // Each species' section, then the five species' clear-wood figures.
    const [figures, ...sections] = main.getAllByRole('heading', { level: 2 }).reverse();
    expect(figures).toHaveTextContent(m.store_wood_heading({}, t));
    expect(within(main.getByRole('table', { name: m.store_wood_caption({}, t) })).getAllByRole('rowheader').map((row) => row.textContent)).toEqual(names);
    const species = sections.reverse();
    expect(species.map((heading) => heading.textContent)).toEqual(names);
    for (const heading of species) {
      const section = heading.closest('section');
      if (!section) throw new Error('A species heading is outside its section.');
      expect([...section.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
        m.store_spf_historical({}, t),
        m.store_spf_technical({}, t),
        m.store_spf_ecological({}, t),
        m.store_spf_cultural({}, t),
      ]);
      for (const description of section.querySelectorAll('dd')) expect(description.textContent).not.toBe('');
    }
    const jackPine = main.getByRole('region', { name: findSpecies('jack-pine').name });
    expect(jackPine).toHaveAttribute('id', 'jack-pine');
    expect([...jackPine.querySelectorAll('dd')].map((description) => description.textContent)).toEqual([
      m.store_spf_jack_pine_historical({}, t),
      m.store_spf_jack_pine_technical({}, t),
      m.store_spf_jack_pine_ecological({}, t),
      m.store_spf_jack_pine_cultural({}, t),
    ]);
    const balsamFir = within(main.getByRole('region', { name: findSpecies('balsam-fir').name }));
    expect(balsamFir.getByText(m.store_spf_balsam_fir_ecological({}, t))).toBeInTheDocument();

    const back = main.getByRole('link', { name: m.store_back_to_species({}, t) });
    expect(back).toHaveAttribute('href', localizePath(paths.bySpecies, locale));
    await user.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: m.store_species_title({}, t) })).toBeInTheDocument();
  });
});
