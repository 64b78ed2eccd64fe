// The anchored sections of the content pages (spec §2): the header dropdowns
// link to them and the pages render them with these ids.
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
    {
      id: 'strength-and-grades',
      label: 'Strength and Grades',
      children: [
        { id: 'structural-and-appearance-grades', label: 'Structural and Appearance Grades' },
        { id: 'conventional-grading', label: 'Conventional Grading' },
        { id: 'machine-stress-rating', label: 'Machine Stress Rating' },
        { id: 'proof-testing', label: 'Proof Testing' },
      ],
    },
    {
      id: 'durability',
      label: 'Durability',
      children: [
        { id: 'rot-resistance', label: 'Rot Resistance' },
        { id: 'ultraviolet', label: 'Ultraviolet' },
        { id: 'mechanical-wear', label: 'Mechanical Wear' },
        { id: 'chemical-action', label: 'Chemical Action' },
      ],
    },
    {
      id: 'appearance',
      label: 'Appearance',
      children: [
        { id: 'surface-grain-and-color', label: 'Surface, Grain and Color' },
        { id: 'surface-grain', label: 'Surface Grain' },
        { id: 'knots-defects', label: 'Knots and Defects' },
        { id: 'color-finishes', label: 'Color and Finishes' },
      ],
    },
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
    {
      id: 'forest-health',
      label: 'Forest Health',
      children: [
        { id: 'reducing-inputs', label: 'Reducing Inputs and Impacts' },
        { id: 'opportunity', label: 'Opportunity' },
        { id: 'considering-the-soil', label: 'Considering the Soil' },
        { id: 'climate-resilience', label: 'Climate Resilience' },
        { id: 'species-mix', label: 'Species Mix' },
        { id: 'disease-resistance', label: 'Disease Resistance' },
        { id: 'fire', label: 'Fire' },
      ],
    },
    {
      id: 'carbon',
      label: 'Carbon',
      children: [
        { id: 'embodied-carbon', label: 'Embodied Carbon' },
        { id: 'sequestered-carbon', label: 'Sequestered Carbon' },
      ],
    },
    { id: 'healthy-buildings', label: 'Healthy Buildings' },
    { id: 'human-factors', label: 'Human Factors' },
  ],
};

/** The header's four content dropdowns, in order. */
export const headerMenus = [storySections, qualitySections, heritageSections, ecologySections];
