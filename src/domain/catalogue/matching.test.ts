// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CURVE_TOLERANCE,
  kneeVolume,
  matchKnees,
  matchSweeps,
  patternRadius,
  radiusFromSpanAndRise,
  sweepPatternFromForm,
  type KneePattern,
} from './matching';
import type { KneeMeasures, KneePiece, Piece, SweepMeasures, SweepPiece } from './piece';
import { parseLength } from './units';

const common: Omit<KneePiece, 'id' | 'kind' | 'measures'> = {
  species: 'larch',
  grade: 'ungraded',
  source: 'woodlot',
  drying: 'green',
  postalCode: 'B0J 2C0',
  town: 'Lunenburg',
  partnerId: 'originator',
  photos: [],
  priceCents: null,
  note: '',
  availability: 'available',
};

function knee(id: string, measures: Partial<KneeMeasures>, extra: Partial<KneePiece> = {}): KneePiece {
  const base: KneeMeasures = { armLength: 400, armDepth: 100, legLength: 300, legDepth: 100, thickness: 75 };
  return { ...common, id, kind: 'knee', measures: { ...base, ...measures }, ...extra };
}

function sweep(id: string, measures: Partial<SweepMeasures>, extra: Partial<SweepPiece> = {}): SweepPiece {
  return { ...common, id, kind: 'sweep', measures: { span: 1000, rise: 50, thickness: 100, ...measures }, ...extra };
}

const ids = (matches: readonly { piece: Piece }[]) => matches.map((match) => match.piece.id);

/** The pattern the default knee above is equal to, measurement for measurement. */
const PATTERN: KneePattern = { armLength: 400, armDepth: 100, legLength: 300, legDepth: 100, thickness: 75 };

describe('knees', () => {
  it('fits a piece exactly equal to the pattern, with no excess and no waste', () => {
    const [match] = matchKnees([knee('equal', {})], PATTERN);
    expect(match?.excess).toEqual({ armLength: 0, armDepth: 0, legLength: 0, legDepth: 0, thickness: 0 });
    expect(match?.waste).toBe(0);
  });

  it('refuses a piece short by a tenth of a millimetre in any one measurement', () => {
    for (const measure of ['armLength', 'armDepth', 'legLength', 'legDepth', 'thickness'] as const) {
      const short = knee('short', { [measure]: (PATTERN[measure] ?? 0) - 0.1 });
      expect(matchKnees([short], PATTERN), measure).toEqual([]);
    }
  });

  it('says by how much each measurement exceeds the pattern', () => {
    // 412.3 − 400 = 12.3 exactly, not 12.300000000000011: lengths compare as whole tenths.
    const [match] = matchKnees([knee('big', { armLength: 412.3, legDepth: 101.1 })], PATTERN);
    expect(match?.excess).toEqual({ armLength: 12.3, armDepth: 0, legLength: 0, legDepth: 1.1, thickness: 0 });
  });

  it('measures a knee as an L: leg and arm less their shared corner, times the thickness', () => {
    // 75 × (300×100 + 400×100 − 100×100) = 75 × 60,000 = 4,500,000 mm³
    expect(kneeVolume({ armLength: 400, armDepth: 100, legLength: 300, legDepth: 100, thickness: 75 })).toBe(4_500_000);
  });

  it('orders by wood left over, which weighs extra thickness by the area it spans', () => {
    // longer: arm 450 → 75 × (30,000 + 45,000 − 10,000) − 4,500,000 = 4,875,000 − 4,500,000 = 375,000 mm³ (50 mm over)
    // thicker: thickness 85 → 85 × 60,000 − 4,500,000 = 5,100,000 − 4,500,000 = 600,000 mm³ (only 10 mm over)
    // equal: 0 mm³
    const matches = matchKnees([knee('thicker', { thickness: 85 }), knee('longer', { armLength: 450 }), knee('equal', {})], PATTERN);
    expect(ids(matches)).toEqual(['equal', 'longer', 'thicker']);
    expect(matches.map((match) => match.waste)).toEqual([0, 375_000, 600_000]);
  });

  it('orders pieces of equal waste by id, so the order never flickers', () => {
    expect(ids(matchKnees([knee('b', {}), knee('a', {})], PATTERN))).toEqual(['a', 'b']);
  });

  it('counts waste in whole mm³, free of the binary noise of multiplied tenths', () => {
    // 75.1 × (300.3×100.1 + 400.7×100.1 − 100.1×100.1) − 4,500,000
    //   = 75.1 × (30,060.03 + 40,110.07 − 10,020.01) − 4,500,000 = 75.1 × 60,150.09 − 4,500,000
    //   = 4,517,271.759 − 4,500,000 = 17,271.759 → 17,272 (in binary, 17,271.759000000544)
    const odd = { armLength: 400.7, legLength: 300.3, armDepth: 100.1, legDepth: 100.1, thickness: 75.1 };
    expect(matchKnees([knee('odd', odd)], PATTERN)[0]?.waste).toBe(17_272);
  });

  it('lets a missing pattern field constrain nothing and count no waste', () => {
    const { thickness: _, ...noThickness } = PATTERN;
    const [match] = matchKnees([knee('thin', { thickness: 40 })], noThickness);
    expect(match?.excess.thickness).toBeNull();
    // The pattern takes the piece's own 40 mm: 40 × 60,000 − 40 × 60,000 = 0.
    expect(match?.waste).toBe(0);
    expect(ids(matchKnees([knee('any', { armLength: 1, thickness: 1 })], {}))).toEqual(['any']);
  });

  it('compares a pattern typed in inches with a piece listed in millimetres', () => {
    // 12 in = 12 × 25.4 = 304.8 mm exactly; 12 1/2 in = 317.5 mm.
    const pattern = { armLength: parseLength('12', 'in') ?? NaN };
    expect(ids(matchKnees([knee('just', { armLength: 304.8 })], pattern))).toEqual(['just']);
    expect(matchKnees([knee('short', { armLength: 304.7 })], pattern)).toEqual([]);
    const [listedInInches] = matchKnees([knee('half', { armLength: parseLength('12 1/2"', 'mm') ?? NaN })], pattern);
    // 317.5 − 304.8 = 12.7 mm, half an inch.
    expect(listedInInches?.excess.armLength).toBe(12.7);
  });

  it('leaves out sold pieces and sweeps, and keeps reserved ones', () => {
    const pieces = [knee('sold', {}, { availability: 'sold' }), knee('reserved', {}, { availability: 'reserved' }), sweep('sweep', {})];
    expect(ids(matchKnees(pieces, PATTERN))).toEqual(['reserved']);
  });
});

describe('sweep radius', () => {
  it('comes from span and rise: R = (X²/4 + Y²) / 2Y', () => {
    // (1000²/4 + 50²) / (2 × 50) = (250,000 + 2,500) / 100 = 2,525 mm
    expect(radiusFromSpanAndRise(1000, 50)).toBe(2525);
    // (1200²/4 + 60²) / 120 = (360,000 + 3,600) / 120 = 3,030 mm
    expect(radiusFromSpanAndRise(1200, 60)).toBe(3030);
  });

  it('is infinite for a rise of zero (a straight piece), never NaN', () => {
    expect(radiusFromSpanAndRise(1000, 0)).toBe(Infinity);
  });

  it('is the given radius first, then span and rise, then span and arc angle', () => {
    expect(patternRadius({ span: 1200, rise: 60, radius: 2500 })).toBe(2500);
    expect(patternRadius({ span: 1200, rise: 60, arcAngle: 60 })).toBe(3030);
    // X = 2R·sin(A/2): 1000 = 2R·sin 30° = R, so R = 1,000 mm.
    expect(patternRadius({ span: 1000, arcAngle: 60 })).toBeCloseTo(1000, 9);
    expect(patternRadius({ span: 1000 })).toBeNull();
    expect(patternRadius({ rise: 50 })).toBeNull();
  });
});

describe('sweeps', () => {
  it('fits a piece of exactly the pattern’s span, rise and thickness', () => {
    const [match] = matchSweeps([sweep('equal', {})], { span: 1000, rise: 50, thickness: 100 });
    expect(match).toMatchObject({ radius: 2525, deviation: 0, excess: { span: 0, thickness: 0 }, waste: 0 });
  });

  it('refuses a piece too short or too thin, and ignores thickness when T is not given', () => {
    expect(matchSweeps([sweep('short', { span: 999.9, radius: 2525 })], { span: 1000, rise: 50 })).toEqual([]);
    expect(matchSweeps([sweep('thin', { thickness: 99.9 })], { span: 1000, rise: 50, thickness: 100 })).toEqual([]);
    const [thin] = matchSweeps([sweep('thin', { thickness: 20 })], { span: 1000, rise: 50 });
    expect(thin?.excess.thickness).toBeNull();
  });

  it('accepts a curve within ±10 % of the pattern’s radius, both bounds included', () => {
    const pattern = { radius: 2000 };
    // 2000 × 1.1 = 2,200 and 2000 × 0.9 = 1,800 are in; a tenth of a millimetre beyond is out.
    const pieces = [2200, 1800, 2200.1, 1799.9].map((radius) => sweep(`r${radius}`, { radius }));
    // Both 10 % off and no waste: the tie goes by id.
    expect(ids(matchSweeps(pieces, pattern))).toEqual(['r1800', 'r2200']);
    expect(CURVE_TOLERANCE).toBe(0.1);
  });

  it('reads the 10 % boundary off span and rise too', () => {
    // Pattern R = 3,030 (X 1,200, Y 60); 3,030 × 1.1 = 3,333 is in, 3,334 is out.
    const pattern = { span: 1200, rise: 60 };
    const matches = matchSweeps([sweep('in', { span: 1200, radius: 3333 }), sweep('out', { span: 1200, radius: 3334 })], pattern);
    expect(ids(matches)).toEqual(['in']);
    // (3,333 − 3,030) / 3,030 = 303 / 3,030 = +0.1: flatter than the pattern.
    expect(matches[0]?.deviation).toBeCloseTo(0.1, 12);
  });

  it('orders by closeness of the curve, then by waste', () => {
    // Pattern Ro 2,000, X 1,000, no T (waste uses the piece's thickness, 100):
    //   exact  R 2,000   deviation 0        waste 1,500×100 − 1,000×100 = 50,000 mm²
    //   near   R 2,000.4 deviation +0.0002  rounds to 0.0 %, so it ties on the curve; waste 1,100×100 − 1,000×100 = 10,000 mm²
    //   tight  R 1,960   deviation −0.02
    //   flat   R 2,100   deviation +0.05
    const pieces = [
      sweep('flat', { radius: 2100 }),
      sweep('tight', { radius: 1960 }),
      sweep('exact', { radius: 2000, span: 1500 }),
      sweep('near', { radius: 2000.4, span: 1100 }),
    ];
    const matches = matchSweeps(pieces, { radius: 2000, span: 1000 });
    expect(ids(matches)).toEqual(['near', 'exact', 'tight', 'flat']);
    expect(matches.map((match) => match.waste)).toEqual([10_000, 50_000, 0, 0]);
  });

  it('with a rise of zero (straight) matches only straight pieces, and crashes on nothing', () => {
    const straight = sweep('straight', { rise: 0 });
    const curved = sweep('curved', {});
    // A straight pattern: no curved piece is within 10 % of an infinite radius.
    expect(ids(matchSweeps([curved, straight], { span: 1000, rise: 0 }))).toEqual(['straight']);
    // A curved pattern never takes a straight piece.
    expect(ids(matchSweeps([curved, straight], { span: 1000, rise: 50 }))).toEqual(['curved']);
    // No curve asked: both fit, the straight one with an infinite radius.
    const open = matchSweeps([straight], { span: 1000 });
    expect(open[0]).toMatchObject({ radius: Infinity, deviation: null });
    // A radius of zero asked for matches nothing rather than dividing by zero.
    expect(matchSweeps([curved, straight], { radius: 0 })).toEqual([]);
  });

  it('compares a pattern typed in inches with a piece listed in millimetres', () => {
    // X 40 in = 1,016 mm, Y 2 in = 50.8 mm: R = (1,016²/4 + 50.8²) / 101.6 = (258,064 + 2,580.64) / 101.6 = 2,565.4 mm.
    const pattern = { span: parseLength('40', 'in') ?? NaN, rise: parseLength('2', 'in') ?? NaN };
    // The piece: span 1,016 mm, radius 2,565 mm: deviation (2,565 − 2,565.4) / 2,565.4 ≈ −0.00016.
    const [match] = matchSweeps([sweep('mm', { span: 1016, rise: 50.8, radius: 2565 })], pattern);
    expect(match?.excess.span).toBe(0);
    expect(match?.deviation).toBeCloseTo(-0.4 / 2565.4, 9);
  });

  it('leaves out sold pieces and knees', () => {
    expect(ids(matchSweeps([sweep('sold', {}, { availability: 'sold' }), knee('knee', {}), sweep('ok', {})], {}))).toEqual(['ok']);
  });
});

describe('the /sweeps form as a pattern', () => {
  it('maps X, Y and T to span, rise and thickness, and leaves empty fields out', () => {
    expect(sweepPatternFromForm({ X: 1200, Y: 60, T: 75 })).toEqual({ span: 1200, rise: 60, thickness: 75 });
    expect(sweepPatternFromForm({})).toEqual({});
  });

  it('takes Ro as the radius over the centre offsets', () => {
    expect(sweepPatternFromForm({ X: 1200, Ro: 2500, Xo: 600, Yo: 2970 }).radius).toBe(2500);
  });

  it('finds the radius from the centre offsets: the circle span and rise describe', () => {
    // X 1,200, Y 60 → R 3,030: the centre is Xo = 600 across and Yo = 3,030 − 60 = 2,970 from the chord;
    // √(600² + 2,970²) = √(360,000 + 8,820,900) = √9,180,900 = 3,030.
    const fromOffsets = sweepPatternFromForm({ X: 1200, Xo: 600, Yo: 2970 });
    expect(fromOffsets.radius).toBe(3030);
    expect(patternRadius(fromOffsets)).toBe(radiusFromSpanAndRise(1200, 60));
    // One offset alone says nothing about the radius.
    expect(sweepPatternFromForm({ Xo: 600 }).radius).toBeUndefined();
  });

  it('takes the specialised arc angle over the basic one', () => {
    expect(sweepPatternFromForm({ X: 1000, A: 90, specialisedA: 60 }).arcAngle).toBe(60);
    expect(sweepPatternFromForm({ X: 1000, A: 90 }).arcAngle).toBe(90);
  });
});
