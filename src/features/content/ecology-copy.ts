// Copy of /ecology, by section id (see src/config/sections.ts); the words are
// messages (messages/content/*.json), called when the page renders. Much of it
// is placeholder text for now (spec §2).
import { m } from '../../i18n';
import type { PageCopy } from './content-types';

export const ecologyCopy: PageCopy = {
  lead: m.content_ecology_lead,
  sections: {
    intro: [m.content_ecology_intro_p1, m.content_ecology_intro_p2],
    resources: [m.content_ecology_resources_p1],
    'discussion-board': [m.content_ecology_discussion_board_p1],
    'forest-health': [m.content_ecology_forest_health_p1],
    'reducing-inputs': [m.content_ecology_reducing_inputs_p1],
    opportunity: [m.content_ecology_opportunity_p1],
    'considering-the-soil': [m.content_ecology_considering_the_soil_p1],
    'climate-resilience': [m.content_ecology_climate_resilience_p1],
    'species-mix': [m.content_ecology_species_mix_p1],
    'disease-resistance': [m.content_ecology_disease_resistance_p1],
    fire: [m.content_ecology_fire_p1],
    carbon: [m.content_ecology_carbon_p1],
    'embodied-carbon': [m.content_ecology_embodied_carbon_p1],
    'sequestered-carbon': [m.content_ecology_sequestered_carbon_p1],
    'healthy-buildings': [m.content_ecology_healthy_buildings_p1, m.content_ecology_healthy_buildings_p2],
    'human-factors': [m.content_ecology_human_factors_p1, m.content_ecology_human_factors_p2],
  },
};
