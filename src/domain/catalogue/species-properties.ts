// The clear-wood properties of the store's 29 species (ADR 032):
// published averages of small, clear, straight-grained specimens at 12 %
// moisture content, each row with the table it comes from. They are not
// design values: a piece's grade stamp and the CSA O86 design values govern
// a structure. Data only; the pages format it (SI first, imperial beside).
//
// Mechanical rows: USDA Forest Products Laboratory, Wood Handbook (2010,
// FPL-GTR-190), chapter 5, table 5-3a "Strength properties of some
// commercially important woods grown in the United States (metric)", the
// "12%" line of each species. Columns used: specific gravity (oven-dry
// weight, volume at 12 %), modulus of rupture (kPa), modulus of elasticity
// (MPa), compression parallel to grain (kPa), side hardness (N). Stored here
// in MPa, GPa, MPa and N. Table 5-4a (woods grown in Canada) is preferred
// where it has the species, but its rows could not be read from a source we
// could check, so every row below is United States data (`grown: 'us'`);
// a 5-4a row replaces one by changing its `table` and `grown` (ADR 032).
//
// Decay: heartwood decay resistance as grouped by the Forest Products
// Laboratory (Wood Handbook, chapter 14, table 14-1: "resistant or very
// resistant", "moderately resistant", "slightly or nonresistant"). The
// grouping's text was read from FPL's own table "Comparative decay resistance
// of the heartwood of some common native species" as reproduced by others
// (not from a copy of the 2010 chapter 14), so table 14-1's wording should be
// checked against it (ADR 032). A species the grouping does not name has no class.
//
// A species in neither table (the exotics, gray birch, speckled alder,
// ironwood) has `mechanical: null`: the page says no figures are published.
import type { SpeciesId } from './piece';

export type WoodTable = '5-3a' | '5-4a';
export type Grown = 'us' | 'canada';
export type DecayClass = 'resistant' | 'moderately-resistant' | 'slight';

export interface MechanicalRow {
  table: WoodTable;
  grown: Grown;
  /** Specific gravity, oven-dry weight and volume at 12 % moisture. */
  specificGravity: number;
  /** Modulus of rupture, MPa. */
  mor: number;
  /** Modulus of elasticity, GPa. */
  moe: number;
  /** Maximum crushing strength parallel to grain, MPa. */
  compression: number;
  /** Side hardness, N; null where the table prints a dash. */
  hardness: number | null;
}

export interface SpeciesProperties {
  mechanical: MechanicalRow | null;
  decay: DecayClass | null;
  /** Why a figure is absent, for the data's readers (not shown). */
  note?: string;
}

const us = (specificGravity: number, mor: number, moe: number, compression: number, hardness: number | null): MechanicalRow => ({
  table: '5-3a',
  grown: 'us',
  specificGravity,
  mor,
  moe,
  compression,
  hardness,
});

const NOT_IN_TABLES = 'Not in Wood Handbook tables 5-3a or 5-4a.';

export const SPECIES_PROPERTIES: Readonly<Record<SpeciesId, SpeciesProperties>> = {
  // 5-3a, Spruce: "Black 12% 0.42 74,000 11,100 72 580 41,100 3,800 8,500 — 2,400"; 14-1: "Spruces", slightly or nonresistant
  'black-spruce': { mechanical: us(0.42, 74, 11.1, 41.1, 2400), decay: 'slight' },
  // 5-3a, Spruce: "Red 12% 0.40 74,000 11,400 58 640 38,200 3,800 8,900 2,400 2,200"; 14-1: "Spruces"
  'red-spruce': { mechanical: us(0.4, 74, 11.4, 38.2, 2200), decay: 'slight' },
  // 5-3a, Spruce: "White 12% 0.36 65,000 9,600 53 510 35,700 3,000 6,700 2,500 1,800"; 14-1: "Spruces"
  'white-spruce': { mechanical: us(0.36, 65, 9.6, 35.7, 1800), decay: 'slight' },
  // 5-3a, Fir: "Balsam 12% 0.35 63,000 10,000 35 510 36,400 2,800 6,500 1,200 1,700"; the decay grouping names no fir
  'balsam-fir': { mechanical: us(0.35, 63, 10, 36.4, 1700), decay: null, note: 'Firs are not named in the decay grouping read.' },
  // 5-3a, Pine: "Jack 12% 0.43 68,000 9,300 57 690 39,000 4,000 8,100 2,900 2,500"; 14-1: "Pines (most other species)"
  'jack-pine': { mechanical: us(0.43, 68, 9.3, 39, 2500), decay: 'slight' },
  // 5-3a, Hemlock: "Eastern 12% 0.40 61,000 8,300 47 530 37,300 4,500 7,300 — 2,200"; 14-1: "Hemlocks"
  hemlock: { mechanical: us(0.4, 61, 8.3, 37.3, 2200), decay: 'slight' },
  // 5-3a: "Tamarack 12% 0.53 80,000 11,300 49 580 49,400 5,500 8,800 2,800 2,600"; 14-1: "Tamarack", moderately resistant
  larch: { mechanical: us(0.53, 80, 11.3, 49.4, 2600), decay: 'moderately-resistant' },
  // 5-3a, Pine: "Red 12% 0.46 76,000 11,200 68 660 41,900 4,100 8,400 3,200 2,500"; 14-1: "Pines (most other species)"
  'red-pine': { mechanical: us(0.46, 76, 11.2, 41.9, 2500), decay: 'slight' },
  // 5-3a, Pine: "Eastern white 12% 0.35 59,000 8,500 47 460 33,100 3,000 6,200 2,100 1,700"; 14-1: "Pine, eastern white", moderately resistant
  'white-pine': { mechanical: us(0.35, 59, 8.5, 33.1, 1700), decay: 'moderately-resistant' },
  // 5-3a, Cedar: "Northern white 12% 0.31 45,000 5,500 33 300 27,300 2,100 5,900 1,700 1,400"; 14-1: "Cedars", resistant or very resistant
  'white-cedar': { mechanical: us(0.31, 45, 5.5, 27.3, 1400), decay: 'resistant' },
  'scots-pine': { mechanical: null, decay: null, note: `${NOT_IN_TABLES} Not a domestic wood of table 14-1.` },
  'austrian-pine': { mechanical: null, decay: null, note: `${NOT_IN_TABLES} Not a domestic wood of table 14-1.` },
  'norway-spruce': { mechanical: null, decay: null, note: `${NOT_IN_TABLES} Not a domestic wood of table 14-1.` },
  // Picea pungens is native to the United States: 14-1 "Spruces"
  'colorado-spruce': { mechanical: null, decay: 'slight', note: NOT_IN_TABLES },
  // 5-3a, Aspen: "Bigtooth 12% 0.39 63,000 9,900 53 — 36,500 3,100 7,400 — —"; 14-1: "Aspens"
  'bigtooth-aspen': { mechanical: us(0.39, 63, 9.9, 36.5, null), decay: 'slight' },
  // 5-3a, Aspen: "Quaking 12% 0.38 58,000 8,100 52 530 29,300 2,600 5,900 1,800 1,600"; 14-1: "Aspens"
  'trembling-aspen': { mechanical: us(0.38, 58, 8.1, 29.3, 1600), decay: 'slight' },
  // 5-3a, Cottonwood: "Balsam poplar 12% 0.34 47,000 7,600 34 — 27,700 2,100 5,400 — —"; 14-1: "Cottonwood", "Poplar"
  'balsam-poplar': { mechanical: us(0.34, 47, 7.6, 27.7, null), decay: 'slight' },
  // 5-3a, Maple: "Red 12% 0.54 92,000 11,300 86 810 45,100 6,900 12,800 — 4,200"; 14-1: "Maples"
  'red-maple': { mechanical: us(0.54, 92, 11.3, 45.1, 4200), decay: 'slight' },
  // 5-3a, Birch: "Paper 12% 0.55 85,000 11,000 110 860 39,200 4,100 8,300 — 4,000"; 14-1: "Birches"
  'white-birch': { mechanical: us(0.55, 85, 11, 39.2, 4000), decay: 'slight' },
  'gray-birch': { mechanical: null, decay: 'slight', note: `${NOT_IN_TABLES} 14-1: "Birches".` },
  'speckled-alder': { mechanical: null, decay: 'slight', note: `${NOT_IN_TABLES} 14-1: "Alder".` },
  // 5-3a: "Basswood, American 12% 0.37 60,000 10,100 50 410 32,600 2,600 6,800 2,400 1,800"; 14-1: "Basswood"
  basswood: { mechanical: us(0.37, 60, 10.1, 32.6, 1800), decay: 'slight' },
  // 5-3a, Oak (red group): "Northern red 12% 0.63 99,000 12,500 100 1,090 46,600 7,000 12,300 5,500 5,700"; 14-1: "Oak (red and black species)"
  'red-oak': { mechanical: us(0.63, 99, 12.5, 46.6, 5700), decay: 'slight' },
  // 5-3a, Birch: "Yellow 12% 0.62 114,000 13,900 143 1,400 56,300 6,700 13,000 6,300 5,600"; 14-1: "Birches"
  'yellow-birch': { mechanical: us(0.62, 114, 13.9, 56.3, 5600), decay: 'slight' },
  // 5-3a, Maple: "Sugar 12% 0.63 109,000 12,600 114 990 54,000 10,100 16,100 — 6,400"; 14-1: "Maples"
  'sugar-maple': { mechanical: us(0.63, 109, 12.6, 54, 6400), decay: 'slight' },
  ironwood: { mechanical: null, decay: null, note: `${NOT_IN_TABLES} Hophornbeam is not named in table 14-1.` },
  // 5-3a: "Beech, American 12% 0.64 103,000 11,900 104 1,040 50,300 7,000 13,900 7,000 5,800"; 14-1: "Beech"
  beech: { mechanical: us(0.64, 103, 11.9, 50.3, 5800), decay: 'slight' },
  // 5-3a, Oak (white group): "Bur 12% 0.64 71,000 7,100 68 740 41,800 8,300 12,500 4,700 6,100"; 14-1: "Oak, bur", resistant or very resistant
  'burr-oak': { mechanical: us(0.64, 71, 7.1, 41.8, 6100), decay: 'resistant' },
  // 5-3a: "Locust, black 12% 0.69 134,000 14,100 127 1,450 70,200 12,600 17,100 4,400 7,600"; 14-1: "Locust, black" (exceptionally high)
  'black-locust': { mechanical: us(0.69, 134, 14.1, 70.2, 7600), decay: 'resistant' },
};

export function speciesProperties(id: SpeciesId): SpeciesProperties {
  return SPECIES_PROPERTIES[id];
}

/** The performance filter of /knees and /sweeps: a least bending strength or stiffness, heartwood durable outdoors. */
export interface PerformanceFilter {
  /** Least modulus of rupture, MPa; 0 for none. */
  minMor: number;
  /** Least modulus of elasticity, GPa; 0 for none. */
  minMoe: number;
  /** Only heartwood graded resistant or very resistant to decay. */
  durable: boolean;
}

export const NO_PERFORMANCE: PerformanceFilter = { minMor: 0, minMoe: 0, durable: false };

export const asksPerformance = (filter: PerformanceFilter): boolean => filter.minMor > 0 || filter.minMoe > 0 || filter.durable;

/** Whether a species meets the filter; a figure the tables do not publish never meets a minimum. */
export function meetsPerformance(id: SpeciesId, filter: PerformanceFilter): boolean {
  const { mechanical, decay } = SPECIES_PROPERTIES[id];
  if (filter.minMor > 0 && (mechanical === null || mechanical.mor < filter.minMor)) return false;
  if (filter.minMoe > 0 && (mechanical === null || mechanical.moe < filter.minMoe)) return false;
  return !filter.durable || decay === 'resistant';
}

/** The species that meet the filter, in the store's order: what the backends hold a piece's species to. */
export function qualifyingSpecies(filter: PerformanceFilter): SpeciesId[] {
  return (Object.keys(SPECIES_PROPERTIES) as SpeciesId[]).filter((id) => meetsPerformance(id, filter));
}
