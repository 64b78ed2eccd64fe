// The sub-sections of /quality and /ecology (spec §2), added to their pages'
// top-level sections (./sections.ts, which the header lists) when the page loads.
import { ecologySections, heritageSections, qualitySections, storySections, type Section, type SectionedPage } from './sections';

function withSubSections(page: SectionedPage, children: Record<string, Section[]>): SectionedPage {
  for (const id of Object.keys(children)) {
    if (!page.sections.some((section) => section.id === id)) throw new Error(`${page.path} has no section ${id}.`);
  }
  return {
    ...page,
    sections: page.sections.map((section) => {
      const sub = children[section.id];
      return sub ? { ...section, children: sub } : section;
    }),
  };
}

export const qualityPage = withSubSections(qualitySections, {
  'strength-and-grades': [
    { id: 'structural-and-appearance-grades', label: 'Structural and Appearance Grades' },
    { id: 'conventional-grading', label: 'Conventional Grading' },
    { id: 'machine-stress-rating', label: 'Machine Stress Rating' },
    { id: 'proof-testing', label: 'Proof Testing' },
  ],
  durability: [
    { id: 'rot-resistance', label: 'Rot Resistance' },
    { id: 'ultraviolet', label: 'Ultraviolet' },
    { id: 'mechanical-wear', label: 'Mechanical Wear' },
    { id: 'chemical-action', label: 'Chemical Action' },
  ],
  appearance: [
    { id: 'surface-grain-and-color', label: 'Surface, Grain and Color' },
    { id: 'surface-grain', label: 'Surface Grain' },
    { id: 'knots-defects', label: 'Knots and Defects' },
    { id: 'color-finishes', label: 'Color and Finishes' },
  ],
});

export const ecologyPage = withSubSections(ecologySections, {
  'forest-health': [
    { id: 'reducing-inputs', label: 'Reducing Inputs and Impacts' },
    { id: 'opportunity', label: 'Opportunity' },
    { id: 'considering-the-soil', label: 'Considering the Soil' },
    { id: 'climate-resilience', label: 'Climate Resilience' },
    { id: 'species-mix', label: 'Species Mix' },
    { id: 'disease-resistance', label: 'Disease Resistance' },
    { id: 'fire', label: 'Fire' },
  ],
  carbon: [
    { id: 'embodied-carbon', label: 'Embodied Carbon' },
    { id: 'sequestered-carbon', label: 'Sequestered Carbon' },
  ],
});

/** Every content page with all its sections, in the header's order. */
export const contentPages: readonly SectionedPage[] = [storySections, qualityPage, heritageSections, ecologyPage];
