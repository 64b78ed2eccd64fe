// The pattern of a search in the URL (search-url.ts), read in stored
// millimetres for the search: the form's lengths are inches, its angles degrees.
// A result's link carries the pattern to the piece's page, which draws it.
import type { KneePattern, SweepPattern } from '../../../domain/catalogue/matching';
import { sweepPatternFromForm } from '../../../domain/catalogue/matching';
import { KNEE_MEASURES } from '../../../domain/catalogue/piece';
import { inchesToMm, type LengthUnit } from '../../../domain/catalogue/units';
import { readNumber, SWEEP_FIELDS, type SweepField } from './search-url';

/**
 * The unit the visitor measured their pattern in: the /knees and /sweeps
 * forms take inches (measurement-field.tsx), so what the store tells them
 * about their pattern leads with inches, millimetres beside.
 */
export const PATTERN_UNIT: LengthUnit = 'in';

const SWEEP_ANGLES: readonly SweepField[] = ['A', 'sA'];

/** The knee pattern in the URL, in stored millimetres (the form's fields are in inches). */
export function readKneePattern(params: URLSearchParams): KneePattern {
  const pattern: KneePattern = {};
  for (const measure of KNEE_MEASURES) {
    const inches = readNumber(params.get(measure));
    if (inches !== undefined) pattern[measure] = inchesToMm(inches);
  }
  return pattern;
}

/** The sweep pattern in the URL: lengths in inches become millimetres, angles stay degrees. */
export function readSweepPattern(params: URLSearchParams): SweepPattern {
  const read = (field: SweepField) => {
    const value = readNumber(params.get(field));
    if (value === undefined) return undefined;
    return SWEEP_ANGLES.includes(field) ? value : inchesToMm(value);
  };
  const inputs = { X: read('X'), Y: read('Y'), A: read('A'), Xo: read('Xo'), Yo: read('Yo'), Ro: read('Ro'), specialisedA: read('sA'), T: read('T') };
  const defined = Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== undefined));
  return sweepPatternFromForm(defined);
}

/** The pattern's fields of a search, as typed, for a piece's link ("?armLength=40"), or "" when the search gave none. */
export function patternSearch(kind: 'knee' | 'sweep', params: URLSearchParams): string {
  const pattern = new URLSearchParams();
  for (const name of kind === 'knee' ? KNEE_MEASURES : SWEEP_FIELDS) {
    const value = readNumber(params.get(name));
    if (value !== undefined) pattern.set(name, String(value));
  }
  const search = pattern.toString();
  return search === '' ? '' : `?${search}`;
}
