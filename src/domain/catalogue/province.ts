// A Canadian postal code's province, and the store's "Local" ordering: pieces
// in the visitor's province first (spec §2 /store, zip/post code and Local).
// The first letter of a postal code names its province or territory (Canada
// Post's forward sortation areas); the one letter two territories share, X,
// is split by its forward sortation area, so a visitor in Iqaluit is not
// shown Yellowknife's yards as local.
import { PATTERNS } from '../limits';

export const PROVINCES = ['NL', 'NS', 'PE', 'NB', 'QC', 'ON', 'MB', 'SK', 'AB', 'BC', 'NT', 'NU', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];

const BY_FIRST_LETTER: Readonly<Record<string, Province>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/** Nunavut's forward sortation areas; every other X code is the Northwest Territories'. */
const NUNAVUT = ['X0A', 'X0B', 'X0C'];

const postalCode = new RegExp(PATTERNS.postalCode);

/**
 * The province or territory of a Canadian postal code (any case, spaces
 * around it), or null when it is not one: the store then orders nothing by
 * province, as when no code was typed.
 */
export function provinceOf(code: string): Province | null {
  const normalised = code.trim().toUpperCase();
  if (!postalCode.test(normalised)) return null;
  if (NUNAVUT.includes(normalised.slice(0, 3))) return 'NU';
  return BY_FIRST_LETTER[normalised.charAt(0)] ?? null;
}

/** Where an item is: a piece's yard, or a match's piece's. */
type PostalCodeOf<T> = (item: T) => string;

/**
 * The items in the visitor's province first, each group in its given order
 * (the sort is stable, so a list ordered by fit stays so within each group).
 * No usable postal code: the list as given.
 */
export function visitorProvinceFirst<T>(items: readonly T[], visitorPostalCode: string, postalCodeOf: PostalCodeOf<T>): T[] {
  const home = provinceOf(visitorPostalCode);
  if (home === null) return [...items];
  const rank = (item: T) => (provinceOf(postalCodeOf(item)) === home ? 0 : 1);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/**
 * The "Local" box: only the items in the visitor's province. Without a usable
 * postal code there is no "local" to keep, so every item stays and the page
 * asks for a code rather than showing an empty list.
 */
export function localOnly<T>(items: readonly T[], visitorPostalCode: string, postalCodeOf: PostalCodeOf<T>): T[] {
  const home = provinceOf(visitorPostalCode);
  return home === null ? [...items] : items.filter((item) => provinceOf(postalCodeOf(item)) === home);
}
