import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Component as BySpecies } from '../../app/routes/by-species-filter';
import { Component as SpfSample } from '../../app/routes/spf-sample';
import { paths } from '../../config/paths';

// The simple view's ten groups, word for word from the spec (§2 /byspeciesfilter).
const SPEC_GROUPS: [string, string[]][] = [
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

const REGION_NAMES = [
  'Softwoods',
  'Hardwoods',
  'Softer Hardwoods',
  'Stronger Hardwoods',
  'Native Acadian',
  'Northern',
  'Exotics',
];

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>;
}

function renderSelector(entry: string = paths.bySpecies) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={paths.bySpecies} element={<BySpecies />} />
        <Route path={paths.spfSample} element={<SpfSample />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

/** The species names listed under each group heading of the current view. */
function listedGroups(): [string, string[]][] {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => {
    const group = heading.closest('section');
    if (!group) throw new Error('A group heading is outside its section.');
    const names = within(group)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent ?? '');
    return [heading.textContent ?? '', names];
  });
}

describe('species selector (/byspeciesfilter)', () => {
  it('opens on the regular view: one h1, the region diagram and the view toggle', () => {
    renderSelector();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Search by Species' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a region' })).toBeInTheDocument();

    const diagram = screen.getByRole('list', { name: 'Species regions' });
    const regionLinks = within(diagram).getAllByRole('link');
    expect(regionLinks.map((link) => link.textContent)).toEqual(REGION_NAMES);
    for (const link of regionLinks) expect(link).toHaveAccessibleDescription(/\d+ species$/);

    expect(screen.getByRole('button', { name: 'Regular view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Simple view' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link', { name: 'Back to Species' })).not.toBeInTheDocument();
  });

  it('toggles to the simple view of the ten numbered groups with exactly the spec species, and back', async () => {
    const user = userEvent.setup();
    renderSelector();

    await user.click(screen.getByRole('button', { name: 'Simple view' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'All species groups' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Simple view' })).toHaveAttribute('aria-pressed', 'true');
    expect(listedGroups()).toEqual(SPEC_GROUPS);
    expect(screen.getByTestId('location')).toHaveTextContent('/byspeciesfilter?view=simple');

    await user.click(screen.getByRole('button', { name: 'Regular view' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a region' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Simple view' }));
    await user.click(screen.getByRole('link', { name: 'Back to Species' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a region' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/byspeciesfilter$/);
  });

  it.each<[string, [string, string[]][]]>([
    ['Softwoods', SPEC_GROUPS.slice(0, 4)],
    ['Hardwoods', SPEC_GROUPS.slice(4)],
    ['Softer Hardwoods', SPEC_GROUPS.slice(4, 7)],
    ['Stronger Hardwoods', SPEC_GROUPS.slice(7)],
    ['Native Acadian', SPEC_GROUPS.filter(([name]) => !/Exotic/.test(name))],
    [
      'Northern',
      [
        ['1. S-P-F', ['Black Spruce', 'White Spruce', 'Balsam Fir', 'Jack Pine']],
        ['2. Industrial', ['Larch']],
        ['5. Poplars', ['Trembling Aspen', 'Balsam Poplar']],
        ['6. Softer Acadian Hardwoods', ['White Birch']],
      ],
    ],
    ['Exotics', SPEC_GROUPS.filter(([name]) => /Exotic/.test(name))],
  ])('the %s region switches to its own view with its species and Back to Species', async (region, groups) => {
    const user = userEvent.setup();
    renderSelector();

    await user.click(screen.getByRole('link', { name: region }));

    expect(screen.getByRole('heading', { level: 2, name: region })).toHaveFocus();
    expect(listedGroups()).toEqual(groups);
    expect(screen.queryByRole('button', { name: 'Simple view' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Species' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a region' })).toHaveFocus();
  });

  it('opens a view from the URL, and falls back to the regular view for an unknown one', () => {
    const { unmount } = renderSelector('/byspeciesfilter?view=exotics');
    expect(screen.getByRole('heading', { level: 2, name: 'Exotics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Exotics' })).not.toHaveFocus();
    unmount();
    renderSelector('/byspeciesfilter?view=nonsense');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a region' })).toBeInTheDocument();
  });

  it('links every S-P-F entry, and only those, to /spfsample', async () => {
    const user = userEvent.setup();
    renderSelector('/byspeciesfilter?view=simple');

    const spf = screen.getByRole('heading', { name: '1. S-P-F' }).closest('section');
    if (!spf) throw new Error('No S-P-F group');
    const links = within(spf).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SPEC_GROUPS[0]?.[1]);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/spfsample#[a-z-]+$/);

    const industrial = screen.getByRole('heading', { name: '2. Industrial' }).closest('section');
    if (!industrial) throw new Error('No Industrial group');
    expect(within(industrial).queryAllByRole('link')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Jack Pine' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Spruce-Pine-Fir (SPF)' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/spfsample#jack-pine');
  });
});

describe('/spfsample', () => {
  it('lists the five species, each with historical, technical, ecological and cultural notes, and links Back to Species', async () => {
    const user = userEvent.setup();
    renderSelector(paths.spfSample);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const species = screen.getAllByRole('heading', { level: 2 });
    expect(species.map((heading) => heading.textContent)).toEqual([
      'Black Spruce',
      'White Spruce',
      'Red Spruce',
      'Balsam Fir',
      'Jack Pine',
    ]);
    for (const heading of species) {
      const section = heading.closest('section');
      if (!section) throw new Error('A species heading is outside its section.');
      expect([...section.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
        'Historical',
        'Technical',
        'Ecological',
        'Cultural',
      ]);
      for (const description of section.querySelectorAll('dd')) expect(description.textContent).not.toBe('');
    }

    const back = screen.getByRole('link', { name: 'Back to Species' });
    expect(back).toHaveAttribute('href', '/byspeciesfilter');
    await user.click(back);
    expect(screen.getByRole('heading', { level: 1, name: 'Search by Species' })).toBeInTheDocument();
  });
});
