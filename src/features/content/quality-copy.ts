// Copy of /quality, by section id (see src/config/sections.ts).
import type { PageCopy } from './content-types';

export const qualityCopy: PageCopy = {
  lead: 'What makes a piece of wood fit for its job: how strong it is, how long it lasts and how it looks.',
  sections: {
    'strength-and-grades': [
      'Structural lumber sold in Canada carries a grade stamp that tells a builder what it can carry. The grades come from the National Lumber Grades Authority (NLGA) rules and are applied at the mill by certified graders.',
    ],
    'structural-and-appearance-grades': [
      'Structural grades such as Select Structural, No. 1, No. 2 and Stud rate a piece for strength and stiffness. Appearance grades rate how a board looks, from clear faces to sound, tight knots, for trim, panelling and furniture, where looks matter more than span.',
    ],
    'conventional-grading': [
      'A trained grader looks at each piece as it leaves the planer and judges knots, slope of grain, wane, checks and splits against the rules. It is fast and proven, and it is how most Atlantic spruce and fir framing lumber is graded.',
    ],
    'machine-stress-rating': [
      'Machine stress rated (MSR) lumber passes through a machine that measures the stiffness of every piece, then is checked by eye. An MSR grade such as 1650f-1.5E states bending strength and stiffness directly, which engineers value for trusses and long spans.',
    ],
    'proof-testing': [
      'Proof testing loads a piece, or samples from a batch, to a set level to show that it meets its rating. It is the practical way to qualify unusual pieces such as knees and sweeps, which no grading rule describes.',
    ],
    durability: [
      'How long wood lasts depends on the species and how much heartwood it holds, but above all on staying dry. Good detailing, with drainage, ventilation and protected end grain, does more than any treatment.',
    ],
    'rot-resistance': [
      'Decay fungi need wood moisture above about 20 percent, air and warmth. The heartwood of eastern white cedar, larch and black locust resists decay naturally; spruce, fir, poplar and birch do not, and should be kept dry or treated.',
    ],
    ultraviolet: [
      'Sunlight breaks down the surface of every wood and weathers it silver-grey within a season or two. The damage is only skin deep. A pigmented finish slows it; many owners simply let the wood weather.',
    ],
    'mechanical-wear': [
      'Floors, decks and boardwalks wear under feet, wheels and grit. Dense hardwoods such as sugar maple, beech and oak stand up best, and edge-grain boards wear more evenly than flat-sawn ones.',
    ],
    'chemical-action': [
      'Wood shrugs off many salts and chemicals that corrode steel, which is why it has long been used for salt sheds and tanks. Plain iron fasteners react with the tannins in oak and cedar and leave black stains: use stainless or hot-dip galvanized hardware.',
    ],
    appearance: [
      'Appearance is where local wood shines. The colour, figure and character of a board tell where and how its tree grew.',
    ],
    'surface-grain-and-color': [
      'The look of a finished piece comes from the surface left by the saw or planer, the grain pattern the cut reveals, and the natural colour of the species.',
    ],
    'surface-grain': [
      'Flat-sawn boards show arching cathedral figure; quarter-sawn boards show straight, tight lines and, in oak, silvery ray fleck. Rough-sawn and hand-hewn surfaces are there for a rustic finish.',
    ],
    'knots-defects': [
      'Knots are where branches grew. Sound, tight knots add character; loose knots, splits and wane cost strength and are limited by the grading rules. Tell us how much character you want and we will select for it.',
    ],
    'color-finishes': [
      'Colours run from the near-white of spruce and maple sapwood to the pinkish brown of red oak and the gold of yellow birch. Every wood mellows with light. Clear oils keep the natural colour; stains and paints change it.',
    ],
    stories: [
      'Placeholder: stories from the builders, boat makers and woodworkers who use our wood, and how it has held up, will be collected here.',
    ],
  },
};
