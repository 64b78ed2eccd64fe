// Which listed pieces a visitor's pattern can be cut from, best first: the
// one matching rule the local backend, the functions and the page all run
// (docs/decisions/023). Pure: pieces and patterns in, ordered matches out,
// every length in stored millimetres (units.ts turns what was typed into them).
//
// A pattern's missing field constrains nothing: a boat builder who knows
// only the arm lengths still gets every knee long enough. A sold piece is
// never a match, so a list recomputed after a sale drops it.
import { KNEE_MEASURES, type KneeMeasure, type KneeMeasures, type KneePiece, type Piece, type SweepMeasures, type SweepPiece } from './piece';
import { roundToTenth } from './units';

export type KneePattern = Partial<KneeMeasures>;

export interface KneeMatch {
  piece: KneePiece;
  /** By how much the piece exceeds the pattern, in mm; null where the pattern asked nothing. */
  excess: Record<KneeMeasure, number | null>;
  /** The wood left over, in whole mm³ (kneeVolume of the piece less the pattern's). */
  waste: number;
}

/** A sweep's pattern: span X, rise Y, the radius and arc angle the curve may be given by, thickness T. */
export interface SweepPattern {
  span?: number;
  rise?: number;
  radius?: number;
  arcAngle?: number;
  thickness?: number;
}

export interface SweepMatch {
  piece: SweepPiece;
  /** The piece's radius in mm: the one listed, or the one span and rise give (Infinity for a straight piece). */
  radius: number;
  /**
   * How far the piece's radius is from the pattern's, relative to the
   * pattern's: +0.04 is 4 % flatter, −0.04 4 % tighter; null when the pattern
   * gives no curve.
   */
  deviation: number | null;
  excess: { span: number | null; thickness: number | null };
  /** The wood left over, in whole mm² (span × thickness of the piece less the pattern's): the depth of a sweep is not measured. */
  waste: number;
}

/** A curve matches within ±10 % of the pattern's radius, both bounds included. */
export const CURVE_TOLERANCE = 0.1;

/** Lengths are stored to the tenth of a millimetre: compare them as whole tenths, so 304.8 − 304.8 is exactly 0. */
const tenths = (mm: number) => Math.round(mm * 10);

/** have − need in mm, exact to the stored tenth. */
function excessOf(have: number, need: number): number {
  return (tenths(have) - tenths(need)) / 10;
}

const isListed = (piece: Piece) => piece.availability !== 'sold';

/**
 * An L-shaped knee's volume in mm³: the leg (length × depth) and the arm
 * (length × depth) less the corner they share, times the thickness. A knee's
 * throat is curved, not square, but the same shape stands for the piece and
 * the pattern, so the difference orders the pieces by the wood sawn away.
 */
export function kneeVolume(m: KneeMeasures): number {
  return m.thickness * (m.legLength * m.legDepth + m.armLength * m.armDepth - m.legDepth * m.armDepth);
}

/** The pattern's measurements, with the piece's own where the pattern asks nothing (no constraint, no waste). */
function filledKnee(pattern: KneePattern, piece: KneeMeasures): KneeMeasures {
  const filled = { ...piece };
  for (const measure of KNEE_MEASURES) filled[measure] = pattern[measure] ?? piece[measure];
  return filled;
}

/** How a knee fits a pattern, or null when one of its measurements is short. */
export function matchKnee(piece: KneePiece, pattern: KneePattern): KneeMatch | null {
  const over = (measure: KneeMeasure) => {
    const need = pattern[measure];
    return need === undefined ? null : excessOf(piece.measures[measure], need);
  };
  const excess: Record<KneeMeasure, number | null> = {
    armLength: over('armLength'),
    armDepth: over('armDepth'),
    legLength: over('legLength'),
    legDepth: over('legDepth'),
    thickness: over('thickness'),
  };
  if (Object.values(excess).some((value) => value !== null && value < 0)) return null;
  // Whole mm³: binary noise in the product of tenths must not decide a tie that the ids should.
  const waste = Math.round(kneeVolume(piece.measures) - kneeVolume(filledKnee(pattern, piece.measures)));
  return { piece, excess, waste };
}

/** The knees the pattern can be cut from, the least wood left over first (ties by id, so the order is stable). */
export function matchKnees(pieces: readonly Piece[], pattern: KneePattern): KneeMatch[] {
  const matches: KneeMatch[] = [];
  for (const piece of pieces) {
    if (piece.kind !== 'knee' || !isListed(piece)) continue;
    const match = matchKnee(piece, pattern);
    if (match) matches.push(match);
  }
  return matches.sort((a, b) => a.waste - b.waste || byId(a.piece, b.piece));
}

/**
 * The radius of a circular arc from its chord (span X) and its sagitta (rise
 * Y): R = (X²/4 + Y²) / 2Y. A rise of zero is a straight piece, whose radius
 * is infinite: Infinity, never a division by zero's NaN.
 */
export function radiusFromSpanAndRise(span: number, rise: number): number {
  if (rise <= 0) return Infinity;
  return (span ** 2 / 4 + rise ** 2) / (2 * rise);
}

/** The radius of an arc from its chord and the angle it spans at the centre: X = 2R·sin(A/2). */
export function radiusFromSpanAndAngle(span: number, degrees: number): number {
  const half = ((degrees / 2) * Math.PI) / 180;
  return Math.sin(half) <= 0 ? Infinity : span / (2 * Math.sin(half));
}

/** A piece's radius: the one the partner measured, or the one its span and rise give. */
export function pieceRadius(measures: SweepMeasures): number {
  return measures.radius ?? radiusFromSpanAndRise(measures.span, measures.rise);
}

/**
 * The radius a pattern asks for, or null when it gives no curve. The given
 * radius wins (the specialised input is the more precise statement); then
 * span and rise (the formula above, Infinity for a rise of zero); then span
 * and arc angle.
 */
export function patternRadius(pattern: SweepPattern): number | null {
  if (pattern.radius !== undefined) return pattern.radius;
  if (pattern.span !== undefined && pattern.rise !== undefined) return radiusFromSpanAndRise(pattern.span, pattern.rise);
  if (pattern.span !== undefined && pattern.arcAngle !== undefined) return radiusFromSpanAndAngle(pattern.span, pattern.arcAngle);
  return null;
}

/**
 * (piece − pattern) / pattern. Two straight radii match exactly (0); a
 * straight piece and a curved pattern, either way round, never match
 * (Infinity), and neither does a pattern radius of zero.
 */
export function curveDeviation(pieceR: number, patternR: number): number {
  if (pieceR === Infinity && patternR === Infinity) return 0;
  if (pieceR === Infinity || patternR === Infinity || patternR <= 0) return Infinity;
  return (pieceR - patternR) / patternR;
}

/** Within tolerance; the margin absorbs binary rounding so that exactly 10 % is in. */
export function curveMatches(deviation: number): boolean {
  return Math.abs(deviation) <= CURVE_TOLERANCE + 1e-9;
}

/** How a sweep fits a pattern, or null when it is too short, too thin, or its curve is off by more than 10 %. */
export function matchSweep(piece: SweepPiece, pattern: SweepPattern): SweepMatch | null {
  const m = piece.measures;
  const span = pattern.span === undefined ? null : excessOf(m.span, pattern.span);
  const thickness = pattern.thickness === undefined ? null : excessOf(m.thickness, pattern.thickness);
  if ((span !== null && span < 0) || (thickness !== null && thickness < 0)) return null;
  const radius = pieceRadius(m);
  const wanted = patternRadius(pattern);
  const deviation = wanted === null ? null : curveDeviation(radius, wanted);
  if (deviation !== null && !curveMatches(deviation)) return null;
  const waste = Math.round(m.span * m.thickness - (pattern.span ?? m.span) * (pattern.thickness ?? m.thickness));
  return { piece, radius, deviation, excess: { span, thickness }, waste };
}

/**
 * Closeness of the curve in tenths of a percent: differences finer than that
 * (1 mm in a metre's radius) are below what a pattern's measurement holds,
 * so such pieces are ordered by waste instead.
 */
const closeness = (match: SweepMatch) => (match.deviation === null ? 0 : Math.round(Math.abs(match.deviation) * 1000));

/** The sweeps the pattern can be cut from: the closest curve first, then the least wood left over, then by id. */
export function matchSweeps(pieces: readonly Piece[], pattern: SweepPattern): SweepMatch[] {
  const matches: SweepMatch[] = [];
  for (const piece of pieces) {
    if (piece.kind !== 'sweep' || !isListed(piece)) continue;
    const match = matchSweep(piece, pattern);
    if (match) matches.push(match);
  }
  return matches.sort((a, b) => closeness(a) - closeness(b) || a.waste - b.waste || byId(a.piece, b.piece));
}

function byId(a: Piece, b: Piece): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The /sweeps form's inputs (spec §2), as typed and parsed: basic X (span),
 * Y (rise), A (angle); specialised Xo, Yo (the arc's centre, across from an
 * end of the span and up or down from the chord), Ro (radius), A (arc angle),
 * T (thickness). Lengths in mm, angles in degrees; an empty field is absent.
 */
export interface SweepFormInputs {
  X?: number;
  Y?: number;
  A?: number;
  Xo?: number;
  Yo?: number;
  Ro?: number;
  specialisedA?: number;
  T?: number;
}

/**
 * The pattern the /sweeps form asks for. Ro is the radius; without it, the
 * centre's offsets give it (the centre is Xo across and Yo from the chord,
 * so R = √(Xo² + Yo²); for a symmetric arc Xo = X/2 and Yo = R − Y, the same
 * circle the span-and-rise formula finds). The specialised arc angle wins
 * over the basic one: both name the angle the arc spans at its centre.
 */
export function sweepPatternFromForm(inputs: SweepFormInputs): SweepPattern {
  const pattern: SweepPattern = {};
  if (inputs.X !== undefined) pattern.span = inputs.X;
  if (inputs.Y !== undefined) pattern.rise = inputs.Y;
  if (inputs.T !== undefined) pattern.thickness = inputs.T;
  const angle = inputs.specialisedA ?? inputs.A;
  if (angle !== undefined) pattern.arcAngle = angle;
  if (inputs.Ro !== undefined) pattern.radius = inputs.Ro;
  else if (inputs.Xo !== undefined && inputs.Yo !== undefined) pattern.radius = roundToTenth(Math.hypot(inputs.Xo, inputs.Yo));
  return pattern;
}
