// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED_PIECES } from './seed-pieces';
import { pieceSummary } from './summary';
import type { Piece } from './piece';

const piece = (id: string): Piece => SEED_PIECES.find((seeded) => seeded.id === id)!;
const NBSP = '\u00a0';

/** One line per piece and language, a no-break space around × and before each unit. */
const CASES = {
  'knee-14': {
    'en-CA': `Red Oak knee, arm 650${NBSP}×${NBSP}160${NBSP}mm, leg 600${NBSP}×${NBSP}150${NBSP}mm, 100${NBSP}mm thick — Sawyer, Montague PE`,
    'fr-CA': `Courbe en chêne rouge, bras 650${NBSP}×${NBSP}160${NBSP}mm, jambe 600${NBSP}×${NBSP}150${NBSP}mm, 100${NBSP}mm d’épaisseur — Scieur, Montague (Î.-P.-É.)`,
  },
  'sweep-01': {
    'en-CA': `Larch sweep, span 900${NBSP}mm, rise 69.1${NBSP}mm, 75${NBSP}mm thick — Originator, Lunenburg NS`,
    'fr-CA': `Pièce arquée en mélèze laricin, portée 900${NBSP}mm, flèche 69,1${NBSP}mm, 75${NBSP}mm d’épaisseur — Initiateur, Lunenburg (N.-É.)`,
  },
} as const;

describe.each(['en-CA', 'fr-CA'] as const)('pieceSummary in %s', (language) => {
  it.each(Object.keys(CASES) as (keyof typeof CASES)[])('says %s in one line', (id) => {
    expect(pieceSummary(piece(id), language)).toBe(CASES[id][language]);
  });

  it('keeps a proper noun’s capital in a French common name, and falls back to the town for a code of no province', () => {
    const austrian = { ...piece('knee-14'), species: 'austrian-pine' as const, postalCode: 'D1D 1D1' };
    const line = pieceSummary(austrian, language);
    expect(line).toContain(language === 'fr-CA' ? 'pin noir d’Autriche' : 'Austrian Pine knee');
    expect(line.endsWith(language === 'fr-CA' ? 'Scieur, Montague' : 'Sawyer, Montague')).toBe(true);
  });
});
