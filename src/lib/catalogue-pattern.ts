// The pattern of a search in the URL (catalogue-url.ts), read in stored
// millimetres for the search: the form's lengths are inches, its angles degrees.
import type { KneePattern, SweepPattern } from '../domain/catalogue/matching';
import { sweepPatternFromForm } from '../domain/catalogue/matching';
import { KNEE_MEASURES } from '../domain/catalogue/piece';
import { inchesToMm } from '../domain/catalogue/units';
import { readNumber, type SweepField } from './catalogue-url';

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
