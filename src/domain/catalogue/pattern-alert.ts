// A pattern a visitor saved to hear when a fitting piece is listed (ADR 036):
// its fields as typed on /knees or /sweeps (inches, angles in degrees), the
// pattern in stored millimetres they make (the same readings as the search's,
// src/features/catalogue/url/pattern.ts), the link back to the search, and the cell of
// the alert index it is filed in. A piece reads only the cells it could fit
// (pieceCells), and the domain's own matchKnees/matchSweeps decide.
//
// The cells: a knee's by the classes of its arm and leg lengths (a piece fits
// only patterns whose lengths are at most its own, so it reads the classes at
// or below its own); a sweep's by the class of its radius (a piece fits
// patterns within ±10 % of its radius: at most two classes of ratio
// 1.25, and the patterns that give no curve) and of its span. A piece reads at
// most LENGTH_CLASSES² knee cells or 3 × LENGTH_CLASSES sweep cells, however
// many patterns are saved.
import { CURVE_TOLERANCE, matchKnees, matchSweeps, pieceRadius, patternRadius, sweepPatternFromForm, type KneePattern, type SweepPattern } from './matching';
import { KNEE_MEASURES, type Piece, type PieceKind } from './piece';
import { inchesToMm } from './units';

/** The fields a pattern is typed in, by kind (the /knees and /sweeps forms' names, as in the URL). */
export const ALERT_FIELDS = {
  knee: KNEE_MEASURES,
  sweep: ['X', 'Y', 'A', 'Xo', 'Yo', 'Ro', 'sA', 'T'],
} as const satisfies Readonly<Record<PieceKind, readonly string[]>>;

const ANGLES: readonly string[] = ['A', 'sA'];

/** What a saved pattern is: its kind and its fields as typed (inches; degrees for A and sA). */
export interface AlertPattern {
  kind: PieceKind;
  fields: Readonly<Record<string, number>>;
}

export type MmPattern = KneePattern | SweepPattern;

/** The typed fields of the kind, in its order, the others dropped. */
export function typedFields({ kind, fields }: AlertPattern): [string, number][] {
  return ALERT_FIELDS[kind].flatMap((name) => {
    const value = fields[name];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? [[name, value] as [string, number]] : [];
  });
}

/** The pattern in stored millimetres, as the search reads the same fields from its URL. */
export function patternInMm(alert: AlertPattern): MmPattern {
  const typed = Object.fromEntries(typedFields(alert));
  if (alert.kind === 'knee') {
    return Object.fromEntries(Object.entries(typed).map(([name, inches]) => [name, inchesToMm(inches)])) as KneePattern;
  }
  const read = (name: string) => (typed[name] === undefined ? undefined : ANGLES.includes(name) ? typed[name] : inchesToMm(typed[name]));
  const inputs = { X: read('X'), Y: read('Y'), A: read('A'), Xo: read('Xo'), Yo: read('Yo'), Ro: read('Ro'), specialisedA: read('sA'), T: read('T') };
  return sweepPatternFromForm(Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== undefined)));
}

/** The search's query for the link back (the piece's page draws the pattern it carries): "?armLength=40&…". */
export function patternQuery(alert: AlertPattern): string {
  const query = new URLSearchParams(typedFields(alert).map(([name, value]): [string, string] => [name, String(value)])).toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * Whether a pattern can ever be matched: it asks something, and a sweep's
 * curve, when it gives one, is a real one (a straight pattern or a radius of
 * zero finds no listed sweep, ADR 023).
 */
export function isSavable(alert: AlertPattern): boolean {
  if (typedFields(alert).length === 0) return false;
  if (alert.kind === 'knee') return true;
  const radius = patternRadius(patternInMm(alert) as SweepPattern);
  return radius === null || (Number.isFinite(radius) && radius > 0);
}

/** Class edges of a length in mm: a class holds lengths from its edge up to the next. */
export const LENGTH_EDGES = [0, 200, 400, 700, 1000, 1500, 2500, 4000] as const;
export const LENGTH_CLASSES = LENGTH_EDGES.length;

/** A length's class (a missing one is 0: it asks nothing). */
export function lengthClass(mm: number | undefined): number {
  if (mm === undefined) return 0;
  let found = 0;
  LENGTH_EDGES.forEach((edge, index) => {
    if (mm >= edge) found = index;
  });
  return found;
}

/** Radius classes: each 1.25 times the one before, from 100 mm; class 0 holds everything below. */
const RADIUS_BASE = 100;
const RADIUS_RATIO = 1.25;
const RADIUS_CLASSES = 40;

export function radiusClass(mm: number): number {
  if (mm < RADIUS_BASE) return 0;
  return Math.min(RADIUS_CLASSES - 1, 1 + Math.floor(Math.log(mm / RADIUS_BASE) / Math.log(RADIUS_RATIO)));
}

const kneeCell = (arm: number, leg: number) => `knee-a${arm}-l${leg}`;
const sweepCell = (radius: number | 'any', span: number) => `sweep-r${radius}-s${span}`;

/** The cell a saved pattern is filed in. */
export function patternCell(kind: PieceKind, pattern: MmPattern): string {
  if (kind === 'knee') {
    const knee = pattern as KneePattern;
    return kneeCell(lengthClass(knee.armLength), lengthClass(knee.legLength));
  }
  const sweep = pattern as SweepPattern;
  const radius = patternRadius(sweep);
  return sweepCell(radius === null ? 'any' : radiusClass(radius), lengthClass(sweep.span));
}

const upTo = (last: number) => Array.from({ length: last + 1 }, (_unused, index) => index);

/**
 * Every cell holding a pattern this piece could fit: the classes at or below
 * its own lengths, and for a sweep the radius classes within the curve's
 * tolerance of its own (a hair wider, as the search reads) and the patterns
 * with no curve. None for a sold piece.
 */
export function pieceCells(piece: Piece): string[] {
  if (piece.availability === 'sold') return [];
  if (piece.kind === 'knee') {
    const arms = upTo(lengthClass(piece.measures.armLength));
    return arms.flatMap((arm) => upTo(lengthClass(piece.measures.legLength)).map((leg) => kneeCell(arm, leg)));
  }
  const radius = pieceRadius(piece.measures);
  const margin = CURVE_TOLERANCE + 1e-6;
  const radii: (number | 'any')[] = ['any'];
  if (Number.isFinite(radius)) {
    // A pattern of radius R fits when |radius − R| ≤ 10 % of R: R between radius / 1.1 and radius / 0.9.
    for (let cls = radiusClass(radius / (1 + margin)); cls <= radiusClass(radius / (1 - margin)); cls += 1) radii.push(cls);
  }
  const spans = upTo(lengthClass(piece.measures.span));
  return radii.flatMap((cls) => spans.map((span) => sweepCell(cls, span)));
}

/** Whether the piece fits the pattern, by the search's own rule. */
export function fitsPattern(piece: Piece, pattern: MmPattern): boolean {
  return piece.kind === 'knee' ? matchKnees([piece], pattern as KneePattern).length > 0 : matchSweeps([piece], pattern as SweepPattern).length > 0;
}

/** A pattern as a cell keeps it: its measurements in the kind's order, null where it asks nothing. */
export type CellEntry = (number | null)[];

const SWEEP_KEYS = ['span', 'rise', 'radius', 'arcAngle', 'thickness'] as const;

export function cellEntry(kind: PieceKind, pattern: MmPattern): CellEntry {
  const keys: readonly string[] = kind === 'knee' ? KNEE_MEASURES : SWEEP_KEYS;
  return keys.map((key) => (pattern as Record<string, number | undefined>)[key] ?? null);
}

export function patternOfEntry(kind: PieceKind, entry: CellEntry): MmPattern {
  const keys: readonly string[] = kind === 'knee' ? KNEE_MEASURES : SWEEP_KEYS;
  return Object.fromEntries(keys.flatMap((key, index) => (typeof entry[index] === 'number' ? [[key, entry[index]]] : []))) as MmPattern;
}
