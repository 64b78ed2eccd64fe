// The sub-sections of /quality and /ecology (spec §2), added to their pages'
// top-level sections (./sections.ts, which the header lists) when the page loads.
// Labels are getters read in the page's language (./sections.ts): the copies
// made here read them through, never spread them (a spread would freeze them in
// the language of the moment this module loads).
import { m } from '../i18n';
import { ecologySections, heritageSections, qualitySections, section, storySections, type Section, type SectionedPage } from './sections';

function withSubSections(page: SectionedPage, children: Record<string, Section[]>): SectionedPage {
  for (const id of Object.keys(children)) {
    if (!page.sections.some((top) => top.id === id)) throw new Error(`${page.path} has no section ${id}.`);
  }
  return {
    path: page.path,
    get label() {
      return page.label;
    },
    sections: page.sections.map((top) => {
      const sub = children[top.id];
      return sub ? section(top.id, () => top.label, sub) : top;
    }),
  };
}

export const qualityPage = withSubSections(qualitySections, {
  'strength-and-grades': [
    section('structural-and-appearance-grades', m.shell_section_quality_structural_and_appearance_grades),
    section('conventional-grading', m.shell_section_quality_conventional_grading),
    section('machine-stress-rating', m.shell_section_quality_machine_stress_rating),
    section('proof-testing', m.shell_section_quality_proof_testing),
  ],
  durability: [
    section('rot-resistance', m.shell_section_quality_rot_resistance),
    section('ultraviolet', m.shell_section_quality_ultraviolet),
    section('mechanical-wear', m.shell_section_quality_mechanical_wear),
    section('chemical-action', m.shell_section_quality_chemical_action),
  ],
  appearance: [
    section('surface-grain-and-color', m.shell_section_quality_surface_grain_and_color),
    section('surface-grain', m.shell_section_quality_surface_grain),
    section('knots-defects', m.shell_section_quality_knots_defects),
    section('color-finishes', m.shell_section_quality_color_finishes),
  ],
});

export const ecologyPage = withSubSections(ecologySections, {
  'forest-health': [
    section('reducing-inputs', m.shell_section_ecology_reducing_inputs),
    section('opportunity', m.shell_section_ecology_opportunity),
    section('considering-the-soil', m.shell_section_ecology_considering_the_soil),
    section('climate-resilience', m.shell_section_ecology_climate_resilience),
    section('species-mix', m.shell_section_ecology_species_mix),
    section('disease-resistance', m.shell_section_ecology_disease_resistance),
    section('fire', m.shell_section_ecology_fire),
  ],
  carbon: [
    section('embodied-carbon', m.shell_section_ecology_embodied_carbon),
    section('sequestered-carbon', m.shell_section_ecology_sequestered_carbon),
  ],
});

/** Every content page with all its sections, in the header's order. */
export const contentPages: readonly SectionedPage[] = [storySections, qualityPage, heritageSections, ecologyPage];
