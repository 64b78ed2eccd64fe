// The store's filters in the URL (zip/post code, Local, Carbon, Source), so
// they carry from /store to /knees and /sweeps and survive a reload or a
// language switch. The store's first page uses this module: it takes only
// types from the catalogue's domain, whose schema would otherwise come along.
import type { CarbonClass } from '../../../domain/catalogue/carbon';
import type { PieceSource } from '../../../domain/catalogue/piece';
import type { CatalogueFilters } from '../../../domain/catalogue/search';

/** The store's filters, as the catalogue service takes them. */
export type SearchFilters = CatalogueFilters;

export const NO_FILTERS: SearchFilters = { postalCode: '', local: false, carbon: 'any', source: 'any' };

/** Every source and carbon class, each once: a new one fails the type check until it is placed here. */
const SOURCES: Record<PieceSource, true> = { salvage: true, urban: true, woodlot: true };
const CARBON: Record<CarbonClass, true> = { low: true, medium: true, high: true };

function isKey<T extends string>(table: Record<T, true>, value: string | null): value is T {
  return value !== null && Object.hasOwn(table, value);
}

export function readFilters(params: URLSearchParams): SearchFilters {
  const carbon = params.get('carbon');
  const source = params.get('source');
  return {
    postalCode: (params.get('postal') ?? '').slice(0, 10),
    local: params.get('local') === '1',
    carbon: isKey(CARBON, carbon) ? carbon : 'any',
    source: isKey(SOURCES, source) ? source : 'any',
  };
}

/**
 * Writes the filters into `params`, leaving out what is at its default so
 * links stay short. The postal code goes as typed (its field shows the URL's
 * value, so a space typed last must stay); the search reads it trimmed.
 */
export function writeFilters(params: URLSearchParams, filters: SearchFilters): URLSearchParams {
  const set = (key: string, value: string | false) => (value ? params.set(key, value) : params.delete(key));
  set('postal', filters.postalCode);
  set('local', filters.local && '1');
  set('carbon', filters.carbon !== 'any' && filters.carbon);
  set('source', filters.source !== 'any' && filters.source);
  return params;
}

/** The query (with its "?", or '') that carries the filters to another page. */
export function filtersQuery(filters: SearchFilters): string {
  const query = writeFilters(new URLSearchParams(), filters).toString();
  return query ? `?${query}` : '';
}
