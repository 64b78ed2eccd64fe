// Copy of /quality, by section id (see src/config/sections.ts); the words are
// messages (messages/content/*.json), called when the page renders.
import { m } from '../../i18n';
import type { PageCopy } from './content-types';

export const qualityCopy: PageCopy = {
  lead: m.content_quality_lead,
  sections: {
    'strength-and-grades': [m.content_quality_strength_and_grades_p1],
    'structural-and-appearance-grades': [m.content_quality_structural_and_appearance_grades_p1],
    'conventional-grading': [m.content_quality_conventional_grading_p1],
    'machine-stress-rating': [m.content_quality_machine_stress_rating_p1],
    'proof-testing': [m.content_quality_proof_testing_p1],
    durability: [m.content_quality_durability_p1],
    'rot-resistance': [m.content_quality_rot_resistance_p1],
    ultraviolet: [m.content_quality_ultraviolet_p1],
    'mechanical-wear': [m.content_quality_mechanical_wear_p1],
    'chemical-action': [m.content_quality_chemical_action_p1],
    appearance: [m.content_quality_appearance_p1],
    'surface-grain-and-color': [m.content_quality_surface_grain_and_color_p1],
    'surface-grain': [m.content_quality_surface_grain_p1],
    'knots-defects': [m.content_quality_knots_defects_p1],
    'color-finishes': [m.content_quality_color_finishes_p1],
    stories: [m.content_quality_stories_p1],
  },
};
