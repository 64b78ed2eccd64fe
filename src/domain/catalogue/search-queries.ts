// A catalogue search as Firestore queries, described once (docs/decisions/023,
// 037, 039): the declared shapes (search-shapes.ts, src/domain/model/queries.ts)
// with a search's values: listed, the kind and the filters held equal, every
// measurement a range (≥ 0 where the pattern asks nothing), a limit. The firebase
// backend's search (src/services/firebase/catalogue.ts) and the server's
// re-check of a reported pattern (src/domain/server/demand.ts, run by the
// functions) build the same queries from here.
import type { KneePattern, SweepPattern } from './matching';
import { kneeBounds, sweepRadiusRange, type Equalities } from './search';
import { queries, type DescribedQuery } from '../model/queries';
import { measureOf, SEARCHES, SEARCH_FILTERS } from './search-shapes';
import { oneOf, type RangeOp } from '../model/query-declaration';

type Bounds = readonly (readonly [RangeOp, number])[];

const atLeast = (value: number): Bounds => [['>=', value]];

/** A search's equalities: listed, the kind, and the filters it holds (search-shapes.ts). */
function equalities(kind: 'knee' | 'sweep', equal: Equalities): Record<string, unknown> {
  const held: Record<string, unknown> = { listed: true, kind };
  for (const filter of SEARCH_FILTERS) {
    const value = equal[filter];
    if (value === null) continue;
    // The performance filter as the species that meet it (ADR 032): one "in" over at most the store's 29.
    held[filter] = Array.isArray(value) ? oneOf(value) : value;
  }
  return held;
}

/** A knee search: one query over the volume and the five measurements, at most `limit` pieces. */
export function kneeSearch(pattern: KneePattern, equal: Equalities, limit: number): DescribedQuery[] {
  const bounds = kneeBounds(pattern);
  const { walk, bounded } = SEARCHES.knee;
  const range = { [walk]: atLeast(bounds.volume), ...Object.fromEntries(bounded.map((field) => [field, atLeast(bounds.measures[measureOf(field)])])) };
  return [{ shape: queries.knees, values: { equal: equalities('knee', equal), range, limit } }];
}

/** A sweep search: out from the pattern's radius both ways (the nearest curves of each side), or every curve when it gives none. */
export function sweepSearch(pattern: SweepPattern, equal: Equalities, limit: number): DescribedQuery[] {
  const range = sweepRadiusRange(pattern);
  const { walk, bounded } = SEARCHES.sweep;
  const measures = Object.fromEntries(bounded.map((field) => [field, atLeast(pattern[measureOf(field)] ?? 0)]));
  const sweeps = (shape: typeof queries.sweepsUp, radius: Bounds): DescribedQuery => ({
    shape,
    values: { equal: equalities('sweep', equal), range: { ...measures, [walk]: radius }, limit },
  });
  if (range === null) return [sweeps(queries.sweepsUp, atLeast(0))];
  return [
    sweeps(queries.sweepsUp, [
      ['>=', range.centre],
      ['<=', range.high],
    ]),
    sweeps(queries.sweepsDown, [
      ['<', range.centre],
      ['>=', range.low],
    ]),
  ];
}
