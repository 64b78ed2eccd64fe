// The content pages (spec §2 /quality, /heritage, /ecology, /story) in each
// language, rendered by the real route table: every anchored section with the
// same ids in both languages, the contents in the page's language, and the
// copy word for word. Paragraphs are compared on textContent, which keeps
// French typography's no-break spaces (Testing Library's text queries fold
// them into plain spaces).
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { type Section, type SectionedPage, heritageSections, storySections } from '../../config/sections';
import { ecologyPage, qualityPage } from '../../config/sub-sections';
import { currentLocale, setCurrentLocale } from '../../i18n/current';
import { LOCALES, localizePath, otherLocale, type Locale } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import { renderApp } from '../../../tests/setup/render-app';
import type { PageCopy } from './content-types';
import { ecologyCopy } from './ecology-copy';
import { heritageCopy } from './heritage-copy';
import { qualityCopy } from './quality-copy';

/** What `read` gives in a language: section labels are read in the current one. */
function readIn<T>(locale: Locale, read: () => T): T {
  const previous = currentLocale();
  setCurrentLocale(locale);
  try {
    return read();
  } finally {
    setCurrentLocale(previous);
  }
}

const flatten = (sections: readonly Section[]): Section[] =>
  sections.flatMap((section) => [section, ...flatten(section.children ?? [])]);

// The anchors the spec lists (§2), word for word.
const SPEC_ANCHORS: Record<string, string[]> = {
  [paths.quality]: [
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
  [paths.heritage]: ['place-and-culture', 'evolution-of-technology', 'crafts-trades', 'self-reliance'],
  [paths.ecology]: ['intro', 'resources', 'discussion-board', 'forest-health', 'carbon', 'healthy-buildings', 'human-factors'],
  [paths.story]: [],
};

const PARTNERS = ['originator', 'woodlot', 'harvester', 'sawyer', 'remanufacturer', 'architect'] as const;
type PartnerMessage = typeof m.content_story_partner_originator_role;

/** Each partner's messages: its role (the heading), its text, its website link's name and its image's. */
const partnerMessages: Record<(typeof PARTNERS)[number], Record<'role' | 'text' | 'website' | 'image', PartnerMessage>> = {
  originator: { role: m.content_story_partner_originator_role, text: m.content_story_partner_originator_text, website: m.content_story_partner_originator_website, image: m.content_story_partner_originator_image },
  woodlot: { role: m.content_story_partner_woodlot_role, text: m.content_story_partner_woodlot_text, website: m.content_story_partner_woodlot_website, image: m.content_story_partner_woodlot_image },
  harvester: { role: m.content_story_partner_harvester_role, text: m.content_story_partner_harvester_text, website: m.content_story_partner_harvester_website, image: m.content_story_partner_harvester_image },
  sawyer: { role: m.content_story_partner_sawyer_role, text: m.content_story_partner_sawyer_text, website: m.content_story_partner_sawyer_website, image: m.content_story_partner_sawyer_image },
  remanufacturer: { role: m.content_story_partner_remanufacturer_role, text: m.content_story_partner_remanufacturer_text, website: m.content_story_partner_remanufacturer_website, image: m.content_story_partner_remanufacturer_image },
  architect: { role: m.content_story_partner_architect_role, text: m.content_story_partner_architect_text, website: m.content_story_partner_architect_website, image: m.content_story_partner_architect_image },
};

function sectionById(container: HTMLElement, id: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`#${id}`);
  if (!element) throw new Error(`No element with id ${id}`);
  return element;
}

/** Every paragraph's text under an element, no-break spaces kept. */
const paragraphsIn = (element: HTMLElement) => [...element.querySelectorAll('p')].map((paragraph) => paragraph.textContent);

describe('the content pages’ English words', () => {
  it('are the spec’s, word for word', () => {
    const en = { locale: 'en-CA' } as const;
    expect(m.content_on_this_page({}, en)).toBe('On this page');
    expect(storySections.label).toBe('Our Story');
    expect(qualityPage.label).toBe('Quality');
    expect(heritageSections.label).toBe('Heritage');
    expect(ecologyPage.label).toBe('Ecology');
    expect(flatten(qualityPage.sections).map((section) => section.label)).toEqual([
      'Strength and Grades',
      'Structural and Appearance Grades',
      'Conventional Grading',
      'Machine Stress Rating',
      'Proof Testing',
      'Durability',
      'Rot Resistance',
      'Ultraviolet',
      'Mechanical Wear',
      'Chemical Action',
      'Appearance',
      'Surface, Grain and Color',
      'Surface Grain',
      'Knots and Defects',
      'Color and Finishes',
      'Stories',
    ]);
    expect(heritageSections.sections.map((section) => section.label)).toEqual(['Place and Culture', 'Evolution of Technology', 'Crafts and Trades', 'Self-Reliance']);
    expect(ecologyPage.sections.map((section) => section.label)).toEqual([
      'What Woods Grow Where',
      'Resources',
      'Discussion Board',
      'Forest Health',
      'Carbon',
      'Healthy Buildings',
      'Human Factors',
    ]);
    expect(flatten(ecologyPage.sections.filter((section) => ['forest-health', 'carbon'].includes(section.id)).flatMap((section) => section.children ?? [])).map((section) => section.label)).toEqual([
      'Reducing Inputs and Impacts',
      'Opportunity',
      'Considering the Soil',
      'Climate Resilience',
      'Species Mix',
      'Disease Resistance',
      'Fire',
      'Embodied Carbon',
      'Sequestered Carbon',
    ]);
    expect(storySections.sections.map((section) => section.label)).toEqual(['The Consortium', 'Timeline and Milestones', 'Research', 'Project Gallery']);
    expect(PARTNERS.map((partner) => partnerMessages[partner].role({}, en))).toEqual([
      'Originator',
      'Woodlot Owner',
      'Silviculturist and Harvester',
      'Sawyer',
      'Remanufacturer',
      'Architect',
    ]);
    expect(m.content_story_partner_sawyer_website({}, en)).toBe('Sawyer website');
    expect(m.content_story_partner_sawyer_image({}, en)).toMatch(/^Placeholder image/);
    expect(m.content_story_research_compass_timber_title({}, en)).toBe('Compass Timber');
    expect(m.content_story_research_distributed_fabrication_title({}, en)).toBe('Distributed Fabrication');
    expect(m.content_story_research_grading_evaluation_title({}, en)).toBe('Grading and Evaluation');
    expect(m.content_story_research_eco_metrics_title({}, en)).toBe('Eco-Metrics');
    expect(m.content_story_gallery_sinuous_path_title({}, en)).toBe('Sinuous Path');
    expect(m.content_story_gallery_puncheons_title({}, en)).toBe('Puncheons');
  });
});

describe.each(LOCALES)('the content pages in %s', (locale) => {
  const t = { locale };
  // Section labels are read in the current language: the page's.
  beforeEach(() => setCurrentLocale(locale));

  async function renderPage(page: SectionedPage) {
    const view = await renderApp(localizePath(page.path, locale));
    await screen.findByRole('heading', { level: 1, name: page.label });
    return view.container;
  }

  describe.each([qualityPage, heritageSections, ecologyPage, storySections])('$path', (page) => {
    it('has one h1 and renders every anchored section with its id and a heading named by its label', async () => {
      const container = await renderPage(page);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${page.label} | ${SITE_NAME}`);
      expect(document.documentElement.lang).toBe(locale);
      expect(screen.queryByRole('heading', { level: 1, name: readIn(otherLocale(locale), () => page.label) })).not.toBeInTheDocument();
      const topLevel = new Set(page.sections.map((section) => section.id));
      for (const section of flatten(page.sections)) {
        const element = sectionById(container, section.id);
        expect(element.tagName).toBe('SECTION');
        const [heading] = within(element).getAllByRole('heading');
        expect(heading).toHaveTextContent(section.label);
        expect(heading?.tagName).toBe(topLevel.has(section.id) ? 'H2' : 'H3');
      }
      for (const id of SPEC_ANCHORS[page.path] ?? []) expect(container.querySelector(`#${id}`), id).not.toBeNull();
    });

    it('lists the page’s sections as in-page links, in the page’s language, with the same anchors', async () => {
      await renderPage(page);
      const contents = within(screen.getByRole('navigation', { name: m.content_on_this_page({}, t) }));
      expect(contents.getAllByRole('link')).toHaveLength(flatten(page.sections).length);
      for (const section of flatten(page.sections)) {
        expect(contents.getByRole('link', { name: section.label })).toHaveAttribute('href', `${localizePath(page.path, locale)}#${section.id}`);
      }
      expect(screen.queryByText(m.content_on_this_page({}, { locale: otherLocale(locale) }))).not.toBeInTheDocument();
    });
  });

  it.each<{ page: SectionedPage; copy: PageCopy }>([
    { page: qualityPage, copy: qualityCopy },
    { page: heritageSections, copy: heritageCopy },
    { page: ecologyPage, copy: ecologyCopy },
  ])('$page.path shows its lead and every paragraph of its copy, word for word', async ({ page, copy }) => {
    // The copy reads its messages in the current language, set to the page's before each test.
    const container = await renderPage(page);
    expect(container.querySelector('.page__lead')?.textContent).toBe(copy.lead());
    for (const [id, paragraphs] of Object.entries(copy.sections)) {
      const shown = [...sectionById(container, id).querySelectorAll(':scope > p')].map((paragraph) => paragraph.textContent);
      expect(shown, id).toEqual(paragraphs.map((paragraph) => paragraph()));
    }
  });

  it('/ecology’s discussion board names the footer’s Comments button as it reads', async () => {
    const container = await renderPage(ecologyPage);
    expect(sectionById(container, 'discussion-board').textContent).toContain(m.shell_footer_comments({}, t));
  });

  it('/ecology has the forest-health and carbon sub-sections as h3', async () => {
    await renderPage(ecologyPage);
    const subSections = ecologyPage.sections.filter((section) => ['forest-health', 'carbon'].includes(section.id)).flatMap((section) => section.children ?? []);
    expect(subSections).toHaveLength(9);
    for (const section of subSections) expect(screen.getByRole('heading', { level: 3, name: section.label })).toBeInTheDocument();
  });

  it('/story presents the six partners, each with its text, a website link and a placeholder image', async () => {
    const container = await renderPage(storySections);
    expect(container.querySelector('.page__lead')?.textContent).toBe(m.content_story_lead({}, t));
    expect(sectionById(container, 'consortium').querySelector(':scope > p')?.textContent).toBe(m.content_story_consortium_p1({}, t));
    const region = screen.getByRole('region', { name: storySections.sections[0]?.label });
    expect(region).toHaveAttribute('id', 'consortium');
    const consortium = within(region);
    const partners = consortium.getAllByRole('article');
    expect(partners.map((partner) => within(partner).getByRole('heading').textContent)).toEqual(
      PARTNERS.map((partner) => partnerMessages[partner].role({}, t)),
    );
    partners.forEach((partner, index) => {
      const { text, website, image } = partnerMessages[PARTNERS[index] ?? 'originator'];
      expect(within(partner).getByRole('paragraph').textContent).toBe(text({}, t));
      expect(within(partner).getByRole('link', { name: website({}, t) })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(within(partner).getByRole('img', { name: image({}, t) })).toBeInTheDocument();
    });
    expect(document.querySelector('main img')).toBeNull();
  });

  it('/story has the timeline as a bulleted list, the four research topics and the two gallery projects', async () => {
    const container = await renderPage(storySections);
    const timeline = sectionById(container, 'timeline');
    expect(within(timeline).getByRole('list')).toBeInTheDocument();
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      [m.content_story_timeline_1, m.content_story_timeline_2, m.content_story_timeline_3, m.content_story_timeline_4].map((item) => item({}, t)),
    );
    const research = within(sectionById(container, 'research'));
    expect(research.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      m.content_story_research_compass_timber_title({}, t),
      m.content_story_research_distributed_fabrication_title({}, t),
      m.content_story_research_grading_evaluation_title({}, t),
      m.content_story_research_eco_metrics_title({}, t),
    ]);
    expect(sectionById(container, 'research').querySelector(':scope > p')?.textContent).toBe(m.content_story_research_p1({}, t));
    const researchTexts = paragraphsIn(sectionById(container, 'research'));
    expect(researchTexts).toContain(m.content_story_research_compass_timber_text({}, t));
    const topics = [
      m.content_story_research_distributed_fabrication_text,
      m.content_story_research_grading_evaluation_text,
      m.content_story_research_eco_metrics_text,
    ];
    for (const topic of topics) expect(researchTexts).toContain(topic({}, t));
    const gallery = within(sectionById(container, 'gallery'));
    expect(gallery.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      m.content_story_gallery_sinuous_path_title({}, t),
      m.content_story_gallery_puncheons_title({}, t),
    ]);
    expect(sectionById(container, 'gallery').querySelector(':scope > p')?.textContent).toBe(m.content_story_gallery_p1({}, t));
    const galleryTexts = paragraphsIn(sectionById(container, 'gallery'));
    expect(galleryTexts).toContain(m.content_story_gallery_sinuous_path_text({}, t));
    expect(galleryTexts).toContain(m.content_story_gallery_puncheons_text({}, t));
    expect(gallery.getByRole('img', { name: m.content_story_gallery_sinuous_path_image({}, t) })).toBeInTheDocument();
    expect(gallery.getByRole('img', { name: m.content_story_gallery_puncheons_image({}, t) })).toBeInTheDocument();
  });
});

describe('the content pages’ French typography', () => {
  it.each([qualityPage, heritageSections, ecologyPage, storySections])('$path: a no-break space inside « » and before a colon, and typographic apostrophes', async (page) => {
    await renderApp(localizePath(page.path, 'fr-CA'));
    await screen.findByRole('heading', { level: 1, name: readIn('fr-CA', () => page.label) });
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).not.toMatch(/«[ ]|[ ]»/);
    expect(text).not.toMatch(/[ ]:/);
    // The typographic apostrophe throughout (l’arbre), never the typewriter one.
    expect(text).not.toContain("'");
  });
});
