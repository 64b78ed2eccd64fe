// Each catalogue search described once, as data (docs/decisions/039): what it
// holds equal, the filters it may hold equal, the field it walks in order and
// the measurements it bounds. The rest follows from it:
// - its Firestore queries (searchQuery: queries.knees, sweepsUp, sweepsDown
//   in src/domain/model/queries.ts) and their values (search-queries.ts);
// - their composite indexes, one per choice of the filters and per walk
//   (src/domain/model/catalogue-collections.ts, through compositeIndexes);
// - the local backend's key table (src/services/local/db-catalogue.ts): a
//   key per walk (localWalks) holding keyFields in order, read back by name
//   by name through keyPositions (src/services/local/catalogue-search.ts).
import type { Direction, QueryParts } from '../model/query-declaration';
import { KNEE_MEASURES } from './piece';

/** Every search holds these equal: a listed piece of its kind. */
const EQUAL = ['listed', 'kind'] as const;

/** The store's filters a search may hold equal, in the order of the indexes and of a local key (species: the performance filter, ADR 032). */
export const SEARCH_FILTERS = ['source', 'carbon', 'province', 'species'] as const;

type Measured<M extends string> = `measures.${M}`;
const measured = <M extends string>(measures: readonly M[]): Measured<M>[] => measures.map((measure): Measured<M> => `measures.${measure}`);

/** The measurement a bounded field holds ('measures.armDepth' is armDepth). */
export const measureOf = <M extends string>(field: Measured<M>): M => field.slice('measures.'.length) as M;

export interface SearchShape {
  kind: 'knee' | 'sweep';
  /** The field the search walks in order: a query's first order, a local key's walked value. */
  walk: string;
  /** The ways Firestore walks it, a query and its indexes each: up, and for a sweep down too (from the pattern's radius both ways). */
  directions: readonly Direction[];
  /** The fields it bounds besides, each at least the pattern's, in the order a local key holds them. */
  bounded: readonly Measured<string>[];
  /** Whether the local backend also walks along each bounded field (a knee pattern that gives only some measurements, ADR 023). */
  walksBounded: boolean;
}

export const SEARCHES = {
  /** A knee: the least waste first (its volume), every measurement at least the pattern's. */
  knee: { kind: 'knee', walk: 'volume', directions: ['asc'], bounded: measured(KNEE_MEASURES), walksBounded: true },
  /** A sweep: out from the pattern's radius, span and thickness at least the pattern's. */
  sweep: { kind: 'sweep', walk: 'radius', directions: ['asc', 'desc'], bounded: measured(['span', 'thickness'] as const), walksBounded: false },
} as const satisfies Record<SearchShape['kind'], SearchShape>;

type Search = (typeof SEARCHES)[keyof typeof SEARCHES];

/**
 * A search's Firestore query walking one way: listed and the kind held
 * equal, the filters it may add, the walk and every measurement bounded, in
 * the order of the walk and then of the other bounds by field path (the
 * order Firestore gives the ranges a query does not order, so the index is
 * the one it would ask for anyway).
 */
export function searchQuery<S extends Search>(search: S, direction: S['directions'][number]) {
  const bounded = [...search.bounded].sort();
  return {
    equal: EQUAL,
    optional: SEARCH_FILTERS,
    range: [search.walk, ...bounded],
    order: [[search.walk, direction] as const, ...bounded.map((field) => [field, 'asc'] as const)],
  } satisfies QueryParts;
}

/** A local key's fields in order: the walk it is on and the value walked, the bounded fields, the filters, the piece's id (last, so a walk resumes after it). */
export const keyFields = <S extends Search>(search: S) => ['walk', 'walked', ...search.bounded, ...SEARCH_FILTERS, 'id'] as const;

export type KeyField<S extends Search> = ReturnType<typeof keyFields<S>>[number];

/**
 * Where each field of a local key sits, by name: `key[at.province]`. A table
 * made once per search, read with constant names, so a walk that tests
 * thousands of keys builds nothing per key and reads as fast as by a number
 * (a reader taking the name as an argument was six times slower per key).
 */
export function keyPositions<S extends Search>(search: S): Readonly<Record<KeyField<S>, number>> {
  return Object.freeze(Object.fromEntries(keyFields(search).map((field, i) => [field, i])) as Record<KeyField<S>, number>);
}

/** One walk of the local key table: its name (a key's first element), the field whose value it walks, the way (down is stored negated, so it walks up too). */
export interface LocalWalk {
  name: string;
  field: string;
  direction: Direction;
}

/**
 * A search's walks in the local key table: Firestore's ('knee'; 'sweep' up
 * and 'sweep-down'), and for a knee one along each measurement
 * ('knee-armLength'…), raced against the volume's.
 */
export function localWalks(search: Search): LocalWalk[] {
  const walks = search.directions.map((direction): LocalWalk => ({ name: direction === 'asc' ? search.kind : `${search.kind}-down`, field: search.walk, direction }));
  const along = search.walksBounded ? search.bounded.map((field): LocalWalk => ({ name: `${search.kind}-${measureOf(field)}`, field, direction: 'asc' })) : [];
  return [...walks, ...along];
}

/** The name of the local walk along a field one way. */
export function walkName(search: Search, field: string, direction: Direction = 'asc'): string {
  const walk = localWalks(search).find((candidate) => candidate.field === field && candidate.direction === direction);
  if (!walk) throw new Error(`The ${search.kind} search has no local walk along ${field} ${direction}.`);
  return walk.name;
}
