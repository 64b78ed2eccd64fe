// Copy of /heritage, by section id (see src/config/sections.ts); the words are
// messages (messages/content/*.json), called when the page renders.
import { m } from '../../i18n';
import type { PageCopy } from './content-types';

export const heritageCopy: PageCopy = {
  lead: m.content_heritage_lead,
  sections: {
    'place-and-culture': [m.content_heritage_place_and_culture_p1, m.content_heritage_place_and_culture_p2],
    'evolution-of-technology': [m.content_heritage_evolution_of_technology_p1],
    'crafts-trades': [m.content_heritage_crafts_trades_p1],
    'self-reliance': [m.content_heritage_self_reliance_p1],
  },
};
