// A catalogue search as it sits in the URL, so that a search can be shared,
// reloaded and switched to the other language (the language toggle keeps the
// query): the store's filters (filters.ts), the pattern as typed,
// in the form's inches and degrees (turned into stored millimetres only when
// read for a search, pattern.ts), and the detail boxes ticked.
import type { PerformanceFilter } from '../../../domain/catalogue/species-properties';
import { writeFilters, type SearchFilters } from './filters';

/** Present once "Find knees" or "Find sweeps" was pressed: a search with every field empty still lists what there is. */
const SEARCHED = 'find';
const DETAILS = 'show';
const DURABLE = 'durable';

/** The performance filter's minimums by name in the URL: bending strength in MPa, stiffness in GPa. */
export const PERFORMANCE_FIELDS = ['minMor', 'minMoe'] as const;

/** The /sweeps form's inputs by name in the URL (the specialised A is `sA`, the basic one `A`). */
export const SWEEP_FIELDS = ['X', 'Y', 'A', 'Xo', 'Yo', 'Ro', 'sA', 'T'] as const;
export type SweepField = (typeof SWEEP_FIELDS)[number];

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

/** The performance filter the URL asks: a minimum absent or not a number is none. */
export function readPerformance(params: URLSearchParams): PerformanceFilter {
  return { minMor: readNumber(params.get('minMor')) ?? 0, minMoe: readNumber(params.get('minMoe')) ?? 0, durable: params.get(DURABLE) === '1' };
}

export function readDetails(params: URLSearchParams): string[] {
  return (params.get(DETAILS) ?? '').split(',').filter(Boolean);
}

/**
 * The URL a submitted /knees or /sweeps form leads to: its measurement fields
 * and performance minimums (by name), the detail boxes ticked, the filters,
 * "durable outdoors", and the mark of a search.
 */
export function searchParamsOf(fields: Readonly<Record<string, string>>, details: readonly string[], filters: SearchFilters, durable = false): URLSearchParams {
  const params = writeFilters(new URLSearchParams(), filters);
  for (const [name, value] of Object.entries(fields)) {
    const number = readNumber(value);
    if (number !== undefined) params.set(name, String(number));
  }
  if (details.length > 0) params.set(DETAILS, details.join(','));
  if (durable) params.set(DURABLE, '1');
  params.set(SEARCHED, '1');
  return params;
}

