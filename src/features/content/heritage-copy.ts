// Copy of /heritage, by section id (see src/config/sections.ts).
import type { PageCopy } from './content-types';

export const heritageCopy: PageCopy = {
  lead: 'The forests of Atlantic Canada have shaped the people who live here, and the people have shaped the forests.',
  sections: {
    'place-and-culture': [
      'The Mi’kmaq, Wolastoqiyik and Peskotomuhkati built canoes of birch bark and baskets of ash splints long before Europeans arrived. Acadian, Loyalist, Gaelic and other settlers cleared farms, cut masts and built ships from the same woods.',
      'Placeholder: more on the places and communities our partners work in will follow.',
    ],
    'evolution-of-technology': [
      'From the broadaxe and pit saw to water-powered sash mills, steam mills and today’s scanning sawmills, every step changed what could be built and what was asked of the forest. Small portable mills now bring sawing back to the woodlot.',
    ],
    'crafts-trades': [
      'Shipwrights, coopers, joiners, timber framers and wheelwrights each knew which tree suited which job: tamarack knees for ships’ frames, ash for handles and oars, white pine for patterns, yellow birch for furniture.',
    ],
    'self-reliance': [
      'Rural households heated with their own firewood, built with their own lumber and sold the surplus. That habit of working the land you live on, carefully and for the long run, is what the consortium wants to keep alive.',
    ],
  },
};
