// A catalogue search as both backends run it (docs/decisions/023): the
// bounds of the one index range a pattern reads, the store's filters, and
// the page made of what was read: the domain's own order (matching.ts), the
// visitor's province first or alone, at most `limit` matches and whether
// more fit. The backends only read; what fits and in which order is decided here.
import type { CarbonClass } from './carbon';
import { CURVE_TOLERANCE, kneeVolume, matchKnees, matchSweeps, patternRadius, type KneeMatch, type KneePattern, type SweepMatch, type SweepPattern } from './matching';
import { KNEE_MEASURES, type KneeMeasure, type Piece, type PieceSource, type SpeciesId } from './piece';
import { asksPerformance, qualifyingSpecies, type PerformanceFilter } from './species-properties';
import { LIST_LIMIT } from '../limits';
import { localOnly, provinceOf, visitorProvinceFirst, type Province } from './province';

/** The results a search lists at first; a larger `limit` lists more. */
export const RESULTS_PER_PAGE = 20;

/** The most a search lists, however often "Show more" was pressed: its two passes read at most LIST_LIMIT each. */
export const MOST_RESULTS = LIST_LIMIT / 2 - 1;

/** The results a search lists for the `limit` asked. */
export function resultsLimit(limit: number = RESULTS_PER_PAGE): number {
  return Math.min(Math.max(1, limit), MOST_RESULTS);
}

export interface CatalogueFilters {
  /** The visitor's postal code; pieces in its province come first. '' for none. */
  postalCode: string;
  /** Keep only the pieces in the visitor's province (needs a usable postalCode). */
  local: boolean;
  carbon: CarbonClass | 'any';
  source: PieceSource | 'any';
  /** The performance a piece's species has at least (ADR 032); absent for none. */
  performance?: PerformanceFilter;
}

export const NO_FILTERS: CatalogueFilters = { postalCode: '', local: false, carbon: 'any', source: 'any' };

export interface CatalogueResults<M> {
  /** Best first, at most `limit`. */
  matches: M[];
  /** More pieces fit than are listed. */
  more: boolean;
}

/** What a stored piece carries that the filters test (the server derives carbon and province at write). */
export interface FilteredFields {
  source: PieceSource;
  carbon: CarbonClass;
  province: Province | '';
  species: SpeciesId;
}

/** The filters' equalities: source and carbon, and the province when Local keeps only the visitor's. */
export interface Equalities {
  source: PieceSource | null;
  carbon: CarbonClass | null;
  province: Province | null;
  /** The species whose clear-wood figures meet the performance filter (one of them); null when it asks nothing. */
  species: readonly SpeciesId[] | null;
}

export function equalitiesOf(filters: CatalogueFilters): Equalities {
  const home = provinceOf(filters.postalCode);
  const performance = filters.performance;
  return {
    source: filters.source === 'any' ? null : filters.source,
    carbon: filters.carbon === 'any' ? null : filters.carbon,
    province: filters.local ? home : null,
    species: performance && asksPerformance(performance) ? qualifyingSpecies(performance) : null,
  };
}

/** A performance no species meets: no piece can be listed (and Firestore takes no empty "in"). */
export const performanceFindsNothing = (filters: CatalogueFilters): boolean => equalitiesOf(filters).species?.length === 0;

/** Whether a piece's fields (or an index key's, read as they come) pass the filters' equalities. */
export function passes(fields: { [K in keyof FilteredFields]: unknown }, equal: Equalities): boolean {
  return (
    (equal.source === null || fields.source === equal.source) &&
    (equal.carbon === null || fields.carbon === equal.carbon) &&
    (equal.province === null || fields.province === equal.province) &&
    (equal.species === null || equal.species.includes(fields.species as SpeciesId))
  );
}

/**
 * A knee search's range: each measurement at least the pattern's (0 where it
 * asks nothing), and the volume a fit has at least. On an L-shaped piece (the
 * schema's rule) the volume grows with every measurement, so no fit lies
 * below the pattern's own volume, missing fields counted as 0.
 */
export function kneeBounds(pattern: KneePattern): { measures: Record<KneeMeasure, number>; volume: number } {
  const measures = Object.fromEntries(KNEE_MEASURES.map((measure) => [measure, pattern[measure] ?? 0])) as Record<KneeMeasure, number>;
  return { measures, volume: Math.max(0, kneeVolume(measures)) };
}

/**
 * A sweep search's range of radii: the pattern's within the curve's
 * tolerance, a hair wider so that exactly 10 % is read (matchSweeps decides);
 * null when the pattern gives no curve (every radius).
 */
export function sweepRadiusRange(pattern: SweepPattern): { centre: number; low: number; high: number } | null {
  const radius = patternRadius(pattern);
  if (radius === null || !Number.isFinite(radius) || radius <= 0) return null;
  const margin = CURVE_TOLERANCE + 1e-6;
  return { centre: radius, low: radius * (1 - margin), high: radius * (1 + margin) };
}

/** A straight pattern (a rise of zero) or an asked radius of zero: no listed sweep can match (ADR 023). */
export function sweepFindsNothing(pattern: SweepPattern): boolean {
  const radius = patternRadius(pattern);
  return radius !== null && (!Number.isFinite(radius) || radius <= 0);
}

/**
 * The page from what a search read: the domain's order, the visitor's
 * province first (or alone, for Local), at most `limit`. A backend reads up
 * to `limit` + 1 fits per province pass, so one more than the page says more fit.
 */
export function resultsPage<M extends { piece: Piece }>(matches: readonly M[], filters: CatalogueFilters, limit: number): CatalogueResults<M> {
  const postalCodeOf = (match: M) => match.piece.postalCode;
  const kept = filters.local ? localOnly(matches, filters.postalCode, postalCodeOf) : [...matches];
  const ordered = visitorProvinceFirst(kept, filters.postalCode, postalCodeOf);
  return { matches: ordered.slice(0, limit), more: ordered.length > limit };
}

export const kneePage = (pieces: readonly Piece[], pattern: KneePattern, filters: CatalogueFilters, limit: number): CatalogueResults<KneeMatch> =>
  resultsPage(matchKnees(pieces, pattern), filters, limit);

export const sweepPage = (pieces: readonly Piece[], pattern: SweepPattern, filters: CatalogueFilters, limit: number): CatalogueResults<SweepMatch> =>
  resultsPage(matchSweeps(pieces, pattern), filters, limit);

/** The most pieces /stock lists at once: a partner's whole yard, or every partner's newest for an Admin. */
export const STOCK_SHOWN = 500;
