// A catalogue search as Firestore queries, described once (docs/decisions/023,
// 037): the declared shapes (src/domain/model/queries.ts) with a search's
// values: listed, the kind and the filters held equal, every measurement a
// range (≥ 0 where the pattern asks nothing), a limit. The firebase
// backend's search (src/services/firebase/catalogue.ts) and the server's
// re-check of a reported pattern (src/domain/server/demand.ts, run by the
// functions) build the same queries from here.
import type { KneePattern, SweepPattern } from './matching';
import { kneeBounds, sweepRadiusRange, type Equalities } from './search';
import { queries, type DescribedQuery } from '../model/queries';
import { oneOf, type RangeOp } from '../model/query-declaration';

type Bounds = readonly (readonly [RangeOp, number])[];

const atLeast = (value: number): Bounds => [['>=', value]];

/** A search's equalities: listed, the kind, and the filters it holds. */
function equalities(kind: 'knee' | 'sweep', equal: Equalities): Record<string, unknown> {
  return {
    listed: true,
    kind,
    ...(equal.source === null ? {} : { source: equal.source }),
    ...(equal.carbon === null ? {} : { carbon: equal.carbon }),
    ...(equal.province === null ? {} : { province: equal.province }),
    // The performance filter as the species that meet it (ADR 032): one "in" over at most the store's 29.
    ...(equal.species === null ? {} : { species: oneOf(equal.species) }),
  };
}

/** A knee search: one query over the volume and the five measurements, at most `limit` pieces. */
export function kneeSearch(pattern: KneePattern, equal: Equalities, limit: number): DescribedQuery[] {
  const bounds = kneeBounds(pattern);
  const measures = ['armDepth', 'armLength', 'legDepth', 'legLength', 'thickness'] as const;
  const range = { volume: atLeast(bounds.volume), ...Object.fromEntries(measures.map((measure) => [`measures.${measure}`, atLeast(bounds.measures[measure])])) };
  return [{ shape: queries.knees, values: { equal: equalities('knee', equal), range, limit } }];
}

/** A sweep search: out from the pattern's radius both ways (the nearest curves of each side), or every curve when it gives none. */
export function sweepSearch(pattern: SweepPattern, equal: Equalities, limit: number): DescribedQuery[] {
  const range = sweepRadiusRange(pattern);
  const measures = { 'measures.span': atLeast(pattern.span ?? 0), 'measures.thickness': atLeast(pattern.thickness ?? 0) };
  const sweeps = (shape: typeof queries.sweepsUp, radius: Bounds): DescribedQuery => ({
    shape,
    values: { equal: equalities('sweep', equal), range: { ...measures, radius }, limit },
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
