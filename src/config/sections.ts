// The anchored sections of the content pages (spec §2): the header dropdowns
// link to them and the pages render them with these ids. Only the top level is
// here, in every page's script: the sub-sections only /quality and /ecology
// show are in ./sub-sections.ts, loaded with those pages.
import { paths } from './paths';

export interface Section {
  id: string;
  label: string;
  children?: Section[];
}

export interface SectionedPage {
  path: string;
  label: string;
  sections: Section[];
}

export const storySections: SectionedPage = {
  path: paths.story,
  label: 'Our Story',
  sections: [
    { id: 'consortium', label: 'The Consortium' },
    { id: 'timeline', label: 'Timeline and Milestones' },
    { id: 'research', label: 'Research' },
    { id: 'gallery', label: 'Project Gallery' },
  ],
};

export const qualitySections: SectionedPage = {
  path: paths.quality,
  label: 'Quality',
  sections: [
    { id: 'strength-and-grades', label: 'Strength and Grades' },
    { id: 'durability', label: 'Durability' },
    { id: 'appearance', label: 'Appearance' },
    { id: 'stories', label: 'Stories' },
  ],
};

export const heritageSections: SectionedPage = {
  path: paths.heritage,
  label: 'Heritage',
  sections: [
    { id: 'place-and-culture', label: 'Place and Culture' },
    { id: 'evolution-of-technology', label: 'Evolution of Technology' },
    { id: 'crafts-trades', label: 'Crafts and Trades' },
    { id: 'self-reliance', label: 'Self-Reliance' },
  ],
};

export const ecologySections: SectionedPage = {
  path: paths.ecology,
  label: 'Ecology',
  sections: [
    { id: 'intro', label: 'What Woods Grow Where' },
    { id: 'resources', label: 'Resources' },
    { id: 'discussion-board', label: 'Discussion Board' },
    { id: 'forest-health', label: 'Forest Health' },
    { id: 'carbon', label: 'Carbon' },
    { id: 'healthy-buildings', label: 'Healthy Buildings' },
    { id: 'human-factors', label: 'Human Factors' },
  ],
};

/** The header's four content dropdowns, in order. */
export const headerMenus = [storySections, qualitySections, heritageSections, ecologySections];
