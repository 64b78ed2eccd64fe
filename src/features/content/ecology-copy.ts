// Copy of /ecology, by section id (see src/config/sections.ts). Much of it
// is placeholder text for now (spec §2).
import type { PageCopy } from './content-types';

export const ecologyCopy: PageCopy = {
  lead: 'How the forest grows, how we keep it healthy, and what wood means for carbon and for the buildings we live in.',
  sections: {
    intro: [
      'The Acadian forest of the Maritimes is a mixed forest where northern trees such as black spruce, balsam fir and white birch meet southern ones such as sugar maple, beech and red oak. Red spruce, eastern hemlock and yellow birch are its signature trees.',
      'Placeholder: a map of which woods grow where across the region will follow.',
    ],
    resources: [
      'Placeholder: links to provincial forest inventories, species range maps and woodlot owners’ associations will be gathered here.',
    ],
    'discussion-board': [
      'Questions about a stand, a species or a practice? Open Comments at the foot of this page to ask them and to share what you see in your own woods.',
    ],
    'forest-health': ['A healthy forest keeps growing, keeps its soil and recovers from disturbance. These notes outline how we think about it.'],
    'reducing-inputs': [
      'Placeholder: lighter machines, fewer passes, local sawing and shorter hauls cut fuel use, soil damage and cost.',
    ],
    opportunity: [
      'Crooked and odd-shaped trees, the knees, sweeps and burls, are usually chipped or left behind. Finding buyers for them turns waste into income for woodlot owners.',
    ],
    'considering-the-soil': [
      'Much of the region’s soil is thin, acidic and slow to recover. Leaving tops and branches on site, working on frozen ground and avoiding ruts protect it.',
    ],
    'climate-resilience': [
      'Warmer, wetter winters and stronger storms will favour some species over others. Keeping a mix of ages and species spreads the risk.',
    ],
    'species-mix': [
      'Mixed stands of softwoods and hardwoods are the natural state of the Acadian forest, and they tend to stand up to pests and wind better than single-species plantations.',
    ],
    'disease-resistance': [
      'Spruce budworm, beech bark disease and the hemlock woolly adelgid all threaten parts of the region. Diverse stands and early salvage limit the damage.',
    ],
    fire: [
      'Fire is rarer in the damp Acadian forest than in the boreal north, but jack pine and black spruce stands are adapted to it, and drier summers raise the risk.',
    ],
    carbon: [
      'Trees take carbon dioxide from the air and store the carbon in their wood. Using that wood in long-lived products keeps the carbon out of the air for as long as they last.',
    ],
    'embodied-carbon': [
      'Embodied carbon is the emissions from making, moving and building with a material. Locally sawn and dried timber usually carries far less than steel or concrete doing the same job.',
    ],
    'sequestered-carbon': [
      'About half the dry weight of wood is carbon. A cubic metre of spruce holds roughly 0.7 to 0.8 tonnes of carbon dioxide, locked away for the life of the building.',
    ],
    'healthy-buildings': [
      'Exposed wood buffers indoor humidity, and natural finishes avoid the solvents of many synthetic materials.',
      'Placeholder: summaries of research on wood and indoor air will follow.',
    ],
    'human-factors': [
      'Many people find wooden rooms calm and warm.',
      'Placeholder: notes on research into wood and wellbeing, and on the people who work in the forest, will follow.',
    ],
  },
};
