import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Component as Ecology } from '../../app/routes/ecology';
import { Component as Heritage } from '../../app/routes/heritage';
import { Component as Quality } from '../../app/routes/quality';
import { Component as Story } from '../../app/routes/story';
import { heritageSections, storySections, type Section, type SectionedPage } from '../../config/sections';
import { ecologyPage, qualityPage } from '../../config/sub-sections';

const flatten = (sections: readonly Section[]): Section[] =>
  sections.flatMap((section) => [section, ...flatten(section.children ?? [])]);

// The anchors the spec lists (§2), word for word.
const SPEC_ANCHORS: Record<string, string[]> = {
  '/quality': [
    'strength-and-grades',
    'structural-and-appearance-grades',
    'conventional-grading',
    'machine-stress-rating',
    'proof-testing',
    'durability',
    'rot-resistance',
    'ultraviolet',
    'mechanical-wear',
    'chemical-action',
    'appearance',
    'surface-grain-and-color',
    'surface-grain',
    'knots-defects',
    'color-finishes',
    'stories',
  ],
  '/heritage': ['place-and-culture', 'evolution-of-technology', 'crafts-trades', 'self-reliance'],
  '/ecology': ['intro', 'resources', 'discussion-board', 'forest-health', 'carbon', 'healthy-buildings', 'human-factors'],
  '/story': [],
};

describe.each<[string, ComponentType, SectionedPage]>([
  ['/quality', Quality, qualityPage],
  ['/heritage', Heritage, heritageSections],
  ['/ecology', Ecology, ecologyPage],
  ['/story', Story, storySections],
])('%s', (path, Page, page) => {
  function renderPage() {
    const view = render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
    return view.container;
  }

  it('has one h1 and renders every anchored section with its id and a heading named by its label', () => {
    const container = renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: page.label })).toBeInTheDocument();

    for (const section of flatten(page.sections)) {
      const element = container.querySelector<HTMLElement>(`#${section.id}`);
      if (!element) throw new Error(`No element with id ${section.id}`);
      expect(element.tagName).toBe('SECTION');
      expect(within(element).getAllByRole('heading')[0]).toHaveTextContent(section.label);
    }
    for (const id of SPEC_ANCHORS[path] ?? []) expect(container.querySelector(`#${id}`), id).not.toBeNull();
  });

  it('lists the page’s sections as in-page links', () => {
    renderPage();
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    for (const section of flatten(page.sections)) {
      expect(contents.getByRole('link', { name: section.label })).toHaveAttribute('href', `${path}#${section.id}`);
    }
  });
});

describe('/ecology', () => {
  it('has the forest-health and carbon sub-sections', () => {
    render(
      <MemoryRouter initialEntries={['/ecology']}>
        <Ecology />
      </MemoryRouter>,
    );
    for (const name of [
      'Reducing Inputs and Impacts',
      'Opportunity',
      'Considering the Soil',
      'Climate Resilience',
      'Species Mix',
      'Disease Resistance',
      'Fire',
      'Embodied Carbon',
      'Sequestered Carbon',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });
});

describe('/story', () => {
  function renderStory() {
    return render(
      <MemoryRouter initialEntries={['/story']}>
        <Story />
      </MemoryRouter>,
    );
  }

  it('presents the six partners, each with a website link and a placeholder image', () => {
    renderStory();
    const consortium = within(screen.getByRole('region', { name: 'The Consortium' }));
    const partners = consortium.getAllByRole('article');
    expect(partners.map((partner) => within(partner).getByRole('heading').textContent)).toEqual([
      'Originator',
      'Woodlot Owner',
      'Silviculturist and Harvester',
      'Sawyer',
      'Remanufacturer',
      'Architect',
    ]);
    for (const partner of partners) {
      const name = within(partner).getByRole('heading').textContent ?? '';
      expect(within(partner).getByRole('link', { name: `${name} website` })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(within(partner).getByRole('img', { name: /^Placeholder image/ })).toBeInTheDocument();
    }
    expect(document.querySelector('img')).toBeNull();
  });

  it('has the timeline as a bulleted list, the four research topics and the two gallery projects', () => {
    renderStory();
    expect(within(screen.getByRole('region', { name: 'Timeline and Milestones' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    const research = within(screen.getByRole('region', { name: 'Research' }));
    expect(research.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Compass Timber',
      'Distributed Fabrication',
      'Grading and Evaluation',
      'Eco-Metrics',
    ]);
    const gallery = within(screen.getByRole('region', { name: 'Project Gallery' }));
    expect(gallery.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Sinuous Path', 'Puncheons']);
  });
});
