// Lengths of the catalogue: entered in inches or millimetres, stored in
// millimetres to one decimal (see piece.ts for why), shown in both units.
// Boat builders and framers measure in inches and fractions ("12 1/2",
// "2' 6\""), mills often in millimetres, and a French keyboard types a
// decimal comma: the parser takes all of them, so the form needs no unit
// switch to be right.
import type { Language } from '../languages';

/** The international inch (1959): exact, so whole and half inches convert without rounding. */
export const MM_PER_INCH = 25.4;

/**
 * Tenths of a millimetre per unit, all whole numbers: a conversion multiplies
 * by one and rounds once, so ¾ in is 190.5 tenths and rounds to 19.1 mm,
 * where 0.75 × 25.4 in binary is 19.04999… and would round to 19.0.
 */
const TENTHS_PER = { mm: 10, cm: 100, m: 10_000, in: 254, ft: 3048 } as const;
type AnyUnit = keyof typeof TENTHS_PER;

export type LengthUnit = 'mm' | 'in';

/**
 * Tenths of a millimetre rounded to whole tenths, half up. Twelve significant
 * digits first drop the binary noise of a product (0.75 × 254 is exact, but
 * 19.05 × 10 need not be), so a half is rounded as a half.
 */
function wholeTenths(tenths: number): number {
  return Math.round(Number(tenths.toPrecision(12)));
}

/** A length in millimetres rounded to the stored tenth (the same rounding everywhere, so equal entries compare equal). */
export function roundToTenth(mm: number): number {
  return wholeTenths(mm * 10) / 10;
}

/** Inches as stored millimetres (rounded to a tenth: 12 in is exactly 304.8 mm, 1/16 in becomes 1.6 mm). */
export function inchesToMm(inches: number): number {
  return wholeTenths(inches * TENTHS_PER.in) / 10;
}

/** Millimetres as inches, unrounded: rounding is the display's choice. */
export function mmToInches(mm: number): number {
  return mm / MM_PER_INCH;
}

/** A plain decimal number: digits with at most one decimal point or comma ("12", "12.5", "12,5", ".5"). */
const DECIMAL = String.raw`(?:\d+(?:[.,]\d*)?|[.,]\d+)`;
/** A whole number and a fraction, or either alone ("12 1/2", "12-1/2", "3/4", "12"). */
const MIXED = String.raw`(?:(\d+)(?:[ -]+(\d+)\/(\d+))?|(\d+)\/(\d+))`;

const UNIT_WORDS: Readonly<Record<string, AnyUnit>> = {
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  in: 'in',
  inch: 'in',
  inches: 'in',
  po: 'in',
  pouce: 'in',
  pouces: 'in',
  '"': 'in',
  '″': 'in',
  ft: 'ft',
  pi: 'ft',
  "'": 'ft',
  '′': 'ft',
};

const decimalWithUnit = new RegExp(String.raw`^(${DECIMAL})\s*([a-z"″'′]*)\.?$`);
const mixedInches = new RegExp(String.raw`^${MIXED}\s*(in|inch|inches|po|pouces?|"|″)?$`);
const feetAndInches = new RegExp(String.raw`^(\d+)\s*(?:ft|pi|'|′)\s*(?:${MIXED}\s*(?:in|po|"|″)?)?$`);

function toNumber(decimal: string): number {
  return Number(decimal.replace(',', '.'));
}

/** A whole number and a fraction from MIXED's five groups, or null for a zero denominator. */
function mixedValue(groups: readonly (string | undefined)[]): number | null {
  const [whole, num, den, loneNum, loneDen] = groups;
  if (loneNum !== undefined && loneDen !== undefined) return Number(loneDen) === 0 ? null : Number(loneNum) / Number(loneDen);
  if (num !== undefined && den !== undefined) return Number(den) === 0 ? null : Number(whole) + Number(num) / Number(den);
  return Number(whole);
}

/**
 * What a person typed as a length, in stored millimetres, or null when it is
 * not one. A bare number is in `unit` (the field's); a unit written after it
 * wins ("305 mm" in an inches field is 305 mm). Negative and non-finite
 * values are null; zero is a length (a sweep's rise of zero is a straight piece).
 */
export function parseLength(text: string, unit: LengthUnit): number | null {
  const entry = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (entry === '') return null;
  const plain = decimalWithUnit.exec(entry);
  if (plain) {
    const word = plain[2] ?? '';
    const written = word === '' ? unit : UNIT_WORDS[word];
    if (written === undefined) return null;
    return storedMm(toNumber(plain[1] ?? '') * TENTHS_PER[written]);
  }
  const mixed = mixedInches.exec(entry);
  if (mixed) {
    // A fraction is an inch habit: "3/4" in a millimetre field still means inches only when written so.
    const value = mixedValue(mixed.slice(1, 6));
    const inInches = mixed[6] !== undefined || unit === 'in';
    return value === null ? null : storedMm(value * TENTHS_PER[inInches ? 'in' : 'mm']);
  }
  const feet = feetAndInches.exec(entry);
  if (feet) {
    const inches = feet[2] === undefined && feet[5] === undefined ? 0 : mixedValue(feet.slice(2, 7));
    return inches === null ? null : storedMm(Number(feet[1]) * TENTHS_PER.ft + inches * TENTHS_PER.in);
  }
  return null;
}

/** Tenths of a millimetre as stored millimetres, or null when not a length. */
function storedMm(tenths: number): number | null {
  return Number.isFinite(tenths) && tenths >= 0 ? wholeTenths(tenths) / 10 : null;
}

/** An angle in degrees as typed ("90", "22,5", "22.5°"), or null. */
export function parseDegrees(text: string): number | null {
  const match = new RegExp(String.raw`^(${DECIMAL})\s*(?:°|deg|degrees|degrés)?$`).exec(text.trim().toLowerCase());
  if (!match) return null;
  const degrees = toNumber(match[1] ?? '');
  return Number.isFinite(degrees) && degrees >= 0 && degrees <= 360 ? degrees : null;
}

/**
 * A plane angle, its degree sign against the number in both languages (SI and
 * the OQLF: « 22,5° »; only « °C » takes a space).
 */
export function formatAngle(degrees: number, locale: Language): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(degrees)}°`;
}

/** Each language's inch symbol, as the store's unit after a measurement field shows it. */
const INCH_SYMBOL: Record<Language, string> = { 'en-CA': 'in', 'fr-CA': 'po' };

/**
 * A stored length in both units, in the page's language, the one the reader
 * measures in first: "304.8 mm (12 in)", « 304,8 mm (12 po) »; led by inches,
 * "12 in (304.8 mm)", for a visitor who typed inches. Millimetres to a tenth as
 * stored, inches to a hundredth (a tenth of a millimetre is four thousandths
 * of an inch: more would be noise).
 */
export function formatLength(mm: number, locale: Language, lead: LengthUnit = 'mm'): string {
  const millimetres = `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mm)}\u00a0mm`;
  const inches = `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(mmToInches(mm))}\u00a0${INCH_SYMBOL[locale]}`;
  return lead === 'in' ? `${inches} (${millimetres})` : `${millimetres} (${inches})`;
}
