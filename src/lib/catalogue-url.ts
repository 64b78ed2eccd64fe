// A catalogue search as it sits in the URL, so that a search can be shared,
// reloaded and switched to the other language (the language toggle keeps the
// query). The store's filters travel in it from /store to /knees and
// /sweeps; the pattern is kept as typed, in the form's inches and degrees,
// and turned into stored millimetres only when it is read for a search
// (catalogue-pattern.ts). The store's first page uses this module, so it
// takes only types from the piece's schema, never the schema itself.
import { CARBON_CLASSES, type CarbonClass } from '../domain/catalogue/carbon';
import type { PieceSource } from '../domain/catalogue/piece';

/** The store's filters, as the catalogue service takes them. */
export interface SearchFilters {
  postalCode: string;
  local: boolean;
  carbon: CarbonClass | 'any';
  source: PieceSource | 'any';
}

export const NO_FILTERS: SearchFilters = { postalCode: '', local: false, carbon: 'any', source: 'any' };

const FILTER_PARAMS = { postalCode: 'postal', local: 'local', carbon: 'carbon', source: 'source' } as const;
/** Present once "Find knees" or "Find sweeps" was pressed: a search with every field empty still lists what there is. */
const SEARCHED = 'find';
const DETAILS = 'show';

/** The /sweeps form's inputs by name in the URL (the specialised A is `sA`, the basic one `A`). */
export const SWEEP_FIELDS = ['X', 'Y', 'A', 'Xo', 'Yo', 'Ro', 'sA', 'T'] as const;
export type SweepField = (typeof SWEEP_FIELDS)[number];

/** Every source, each once: a new source fails the type check until it is placed here. */
const SOURCES: Record<PieceSource, true> = { salvage: true, urban: true, woodlot: true };
const PIECE_SOURCES = Object.keys(SOURCES) as PieceSource[];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

export function readFilters(params: URLSearchParams): SearchFilters {
  return {
    postalCode: (params.get(FILTER_PARAMS.postalCode) ?? '').slice(0, 10),
    local: params.get(FILTER_PARAMS.local) === '1',
    carbon: oneOf(CARBON_CLASSES, params.get(FILTER_PARAMS.carbon)) ?? 'any',
    source: oneOf(PIECE_SOURCES, params.get(FILTER_PARAMS.source)) ?? 'any',
  };
}

/** Writes the filters into `params`, leaving out what is at its default so links stay short. */
export function writeFilters(params: URLSearchParams, filters: SearchFilters): URLSearchParams {
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set(FILTER_PARAMS.postalCode, filters.postalCode.trim() || null);
  set(FILTER_PARAMS.local, filters.local ? '1' : null);
  set(FILTER_PARAMS.carbon, filters.carbon === 'any' ? null : filters.carbon);
  set(FILTER_PARAMS.source, filters.source === 'any' ? null : filters.source);
  return params;
}

/** The query (with its "?", or '') that carries the filters to another page. */
export function filtersQuery(filters: SearchFilters): string {
  const query = writeFilters(new URLSearchParams(), filters).toString();
  return query ? `?${query}` : '';
}

/** A number as typed in a form field: finite and not negative, else absent. */
export function readNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** What the form put in the URL, as typed, for showing it back in the fields. */
export function fieldValue(params: URLSearchParams, name: string): string {
  const value = readNumber(params.get(name));
  return value === undefined ? '' : String(value);
}

export function isSearched(params: URLSearchParams): boolean {
  return params.get(SEARCHED) === '1';
}

export function readDetails(params: URLSearchParams): string[] {
  return (params.get(DETAILS) ?? '').split(',').filter(Boolean);
}

/**
 * The URL a submitted /knees or /sweeps form leads to: its measurement fields
 * (by name), the detail boxes ticked, the filters, and the mark of a search.
 */
export function searchParamsOf(fields: Readonly<Record<string, string>>, details: readonly string[], filters: SearchFilters): URLSearchParams {
  const params = writeFilters(new URLSearchParams(), filters);
  for (const [name, value] of Object.entries(fields)) {
    const number = readNumber(value);
    if (number !== undefined) params.set(name, String(number));
  }
  if (details.length > 0) params.set(DETAILS, details.join(','));
  params.set(SEARCHED, '1');
  return params;
}

