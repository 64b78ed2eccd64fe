// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kneeVolume, matchKnee } from './matching';
import { KNEE_MEASURES, type KneePiece } from './piece';
import { kneeBounds, NO_FILTERS, resultsPage, sweepFindsNothing, sweepRadiusRange } from './search';
import { SEED_PIECES } from './seed-pieces';

const knees = SEED_PIECES.filter((piece): piece is KneePiece => piece.kind === 'knee');

describe('kneeBounds', () => {
  it('asks each missing measurement for nothing (0) and a full pattern for its own volume', () => {
    expect(kneeBounds({ armLength: 700 })).toEqual({ measures: { armLength: 700, armDepth: 0, legLength: 0, legDepth: 0, thickness: 0 }, volume: 0 });
    const full = { armLength: 600, armDepth: 150, legLength: 560, legDepth: 140, thickness: 90 };
    expect(kneeBounds(full).volume).toBe(kneeVolume(full));
  });

  it('never starts the volume walk above a fit: every knee that fits a pattern has at least its bound', () => {
    // Patterns from every seeded knee shrunk in each of its measurements, some of them left out.
    for (const source of knees) {
      for (const [i, leftOut] of [[], ['armDepth'], ['thickness', 'legDepth']].entries()) {
        const pattern = Object.fromEntries(
          KNEE_MEASURES.filter((measure) => !leftOut.includes(measure)).map((measure) => [measure, source.measures[measure] * (0.6 + 0.1 * i)]),
        );
        for (const piece of knees) {
          if (matchKnee(piece, pattern)) expect(kneeVolume(piece.measures), `${piece.id} for ${source.id}`).toBeGreaterThanOrEqual(kneeBounds(pattern).volume);
        }
      }
    }
  });
});

describe('sweeps', () => {
  it('reads the radii within the curve’s tolerance, both bounds included', () => {
    const range = sweepRadiusRange({ radius: 2000 });
    expect(range?.centre).toBe(2000);
    expect(range!.low).toBeLessThanOrEqual(1800);
    expect(range!.high).toBeGreaterThanOrEqual(2200);
    expect(range!.high).toBeLessThan(2201);
    expect(sweepRadiusRange({ span: 1000 })).toBeNull();
  });

  it('finds nothing for a straight pattern or a radius of zero, and something for no curve at all', () => {
    expect(sweepFindsNothing({ span: 1000, rise: 0 })).toBe(true);
    expect(sweepFindsNothing({ radius: 0 })).toBe(true);
    expect(sweepFindsNothing({ span: 1000 })).toBe(false);
  });
});

describe('resultsPage', () => {
  const matches = ['B0J 2C0', 'C0A 1R0', 'E4E 2N9', 'C0A 1R0'].map((postalCode, i) => ({ piece: { ...knees[i]!, postalCode } }));

  it('puts the visitor’s province first, each group in its order, and says when more fit than it lists', () => {
    const page = resultsPage(matches, { ...NO_FILTERS, postalCode: 'c1a 4p3' }, 3);
    expect(page.matches.map((match) => match.piece.postalCode)).toEqual(['C0A 1R0', 'C0A 1R0', 'B0J 2C0']);
    expect(page.more).toBe(true);
    expect(resultsPage(matches, NO_FILTERS, 4).more).toBe(false);
  });

  it('keeps only the visitor’s province for Local, and every piece without a usable code', () => {
    expect(resultsPage(matches, { ...NO_FILTERS, postalCode: 'E1A 1A1', local: true }, 10).matches).toHaveLength(1);
    expect(resultsPage(matches, { ...NO_FILTERS, postalCode: '', local: true }, 10).matches).toHaveLength(4);
  });
});
