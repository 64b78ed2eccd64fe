// How a query is declared (queries.ts): the collection it reads, the fields
// it holds equal, the fields it bounds and the order it lists in. Both
// Firestore backends build their queries from a declaration
// (src/services/firebase/shaped-query.ts, functions/src/shaped-query.ts), and
// the composite index each declaration needs follows from it (requiredIndexes),
// so tests/unit/model-indexes.test.ts checks every query against
// firestore.indexes.json: the emulator serves any query without its index,
// production refuses it.
import type { z } from 'zod/mini';
import type { Collection, CompositeIndex, FieldOf, IndexOrder } from './declaration';

export type Direction = 'asc' | 'desc';
export type RangeOp = '<' | '<=' | '>' | '>=';

export interface QueryShape {
  collection: Collection;
  /** Every collection of that name, wherever it is (Firestore's collection group). */
  group: boolean;
  /** Fields every call holds equal (== or in), in this order. */
  equal: readonly string[];
  /** Equality fields a call may add (a filter the visitor chose), in this order after `equal`. */
  optional: readonly string[];
  /** Fields a call bounds (<, <=, >, >=). */
  range: readonly string[];
  /** The order, first field first; '__name__' is the document id. */
  order: readonly (readonly [string, Direction])[];
}

/** A query's fields without its collection: what a search declares (src/domain/catalogue/search-shapes.ts) before its collection is. */
export type QueryParts = Pick<QueryShape, 'equal' | 'optional' | 'range' | 'order'>;

/** A field of the collection's documents, or of one of their map fields ('measures.span'). */
export type QueryField<S extends z.ZodMiniType> = FieldOf<S> | `${FieldOf<S>}.${string}`;

/** A query of a declared collection, its fields checked against the collection's schema. */
export function declareQuery<S extends z.ZodMiniType>(
  collection: Collection<S>,
  shape: {
    group?: boolean;
    equal?: readonly QueryField<S>[];
    optional?: readonly QueryField<S>[];
    range?: readonly QueryField<S>[];
    order?: readonly (readonly [QueryField<S> | '__name__', Direction])[];
  } = {},
): QueryShape {
  return untypedQuery(collection, shape);
}

/** A query whose fields come from a server rule's descriptor (a count, a due query), checked when it runs. */
export function untypedQuery(collection: Collection, shape: Partial<Omit<QueryShape, 'collection'>>): QueryShape {
  return { collection, group: false, equal: [], optional: [], range: [], order: [], ...shape };
}

const ONE_OF: unique symbol = Symbol('oneOf');
/** The values an `in` filter accepts (Firestore takes at most 30). */
export interface OneOf {
  readonly [ONE_OF]: readonly unknown[];
}
export const oneOf = (values: readonly unknown[]): OneOf => ({ [ONE_OF]: values });

/** What one call of a declared query gives: a value for each equality field it holds, bounds for its ranges, a limit. */
export interface QueryValues {
  equal?: Readonly<Record<string, unknown>>;
  range?: Readonly<Record<string, readonly (readonly [RangeOp, unknown])[]>>;
  limit?: number;
}

export type Filter = readonly [field: string, op: '==' | 'in' | RangeOp, value: unknown];

/** A query as a backend applies it, step by step: its filters, its order, its limit. */
export interface QueryPlan {
  filters: readonly Filter[];
  order: QueryShape['order'];
  limit: number | null;
}

/** The plan of one call; values that do not fit the declaration are an error (the query would need an index nobody checked). */
export function planQuery(shape: QueryShape, values: QueryValues = {}): QueryPlan {
  const equal = values.equal ?? {};
  const range = values.range ?? {};
  const where = `${shape.collection.name}: `;
  for (const field of Object.keys(equal)) {
    if (!shape.equal.includes(field) && !shape.optional.includes(field)) throw new Error(`${where}${field} is held equal, but the query's declaration does not say so.`);
  }
  for (const field of Object.keys(range)) {
    if (!shape.range.includes(field)) throw new Error(`${where}${field} is bounded, but the query's declaration does not say so.`);
  }
  const filters: Filter[] = [];
  for (const field of [...shape.equal, ...shape.optional]) {
    if (!(field in equal)) {
      if (shape.equal.includes(field)) throw new Error(`${where}the query's declaration holds ${field} equal, but no value was given.`);
      continue;
    }
    const value = equal[field];
    filters.push(isOneOf(value) ? [field, 'in', value[ONE_OF]] : [field, '==', value]);
  }
  for (const field of shape.range) for (const [op, value] of range[field] ?? []) filters.push([field, op, value]);
  return { filters, order: shape.order, limit: values.limit ?? null };
}

function isOneOf(value: unknown): value is OneOf {
  return typeof value === 'object' && value !== null && ONE_OF in value;
}

/** An index as Firestore needs it for a query: a composite one, or, for a collection group, a single field's. */
export interface RequiredIndex {
  collection: string;
  scope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** How many of the first fields are held equal: Firestore takes them in any order. */
  equalities: number;
  fields: readonly (readonly [string, IndexOrder])[];
}

const INDEX_ORDER = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;

/**
 * The order Firestore lists in: the declared one, then each bounded field it
 * leaves out (in field order, in the direction of the last), without the
 * document id at the end in that direction, which every index implies.
 */
function effectiveOrder({ order, range }: QueryParts): (readonly [string, Direction])[] {
  const last = order.at(-1)?.[1] ?? 'asc';
  const implicit = range.filter((field) => !order.some(([ordered]) => ordered === field)).sort();
  const full = [...order, ...implicit.map((field) => [field, last] as const)];
  while (full.length > 0 && full.at(-1)?.[0] === '__name__' && full.at(-1)?.[1] === (full.at(-2)?.[1] ?? 'asc')) full.pop();
  return full;
}

/** The fields of the index one variant (these equality fields) needs, or null where Firestore's automatic single-field indexes serve it (see indexFor). */
function indexFields(shape: QueryParts, group: boolean, equal: readonly string[]): (readonly [string, IndexOrder])[] | null {
  const order = effectiveOrder(shape);
  const fields = [...equal.map((field) => [field, 'ASCENDING'] as const), ...order.map(([field, direction]) => [field, INDEX_ORDER[direction]] as const)];
  const needed = group ? fields.length > 0 : order.length > 1 || (order.length === 1 && equal.length > 0);
  return needed ? fields : null;
}

/**
 * The index one variant (these equality fields) needs, or null where
 * Firestore's automatic single-field indexes serve it: equalities alone
 * (one field's index, or several merged) or one field ordered or bounded
 * with no equality. A collection group has no automatic index: any field it
 * filters or orders on needs one of that scope.
 */
export function indexFor(shape: QueryShape, equal: readonly string[]): RequiredIndex | null {
  const fields = indexFields(shape, shape.group, equal);
  const scope = shape.group ? 'COLLECTION_GROUP' : 'COLLECTION';
  return fields ? { collection: shape.collection.name, scope, equalities: equal.length, fields } : null;
}

/** Each choice of the optional equality fields a call may add (none first), in the declared order. */
const variantsOf = ({ equal, optional }: QueryParts): string[][] =>
  optional.reduce<string[][]>((chosen, field) => [...chosen, ...chosen.map((fields) => [...fields, field])], [[]]).map((chosen) => [...equal, ...chosen]);

/** Every index the declaration needs: one per choice of its optional equality fields. */
export function requiredIndexes(shape: QueryShape): RequiredIndex[] {
  return variantsOf(shape).flatMap((equal) => {
    const index = indexFor(shape, equal);
    return index ? [index] : [];
  });
}

/**
 * The composite indexes a collection declares for a query of these fields
 * (src/domain/catalogue/search-shapes.ts): the ones requiredIndexes will ask
 * of it, written from the same fields rather than again by hand.
 */
export function compositeIndexes<F extends string>(parts: { equal: readonly F[]; optional: readonly F[]; range: readonly F[]; order: readonly (readonly [F, Direction])[] }): CompositeIndex<F>[] {
  return variantsOf(parts).flatMap((equal) => {
    // Every field of the index is one of the parts' own: held equal, bounded or ordered.
    const fields = indexFields(parts, false, equal) as (readonly [F, IndexOrder])[] | null;
    return fields ? [{ fields }] : [];
  });
}

/** Whether a deployed index (its fields in order) serves the required one: the equalities in any order, then the same order. */
export function serves(deployed: { collection: string; scope: string; fields: readonly (readonly [string, string])[] }, required: RequiredIndex): boolean {
  if (deployed.collection !== required.collection || deployed.scope !== required.scope || deployed.fields.length !== required.fields.length) return false;
  const key = ([field, order]: readonly [string, string]) => `${field}:${order}`;
  const head = (fields: readonly (readonly [string, string])[]) => fields.slice(0, required.equalities).map(([field]) => field).sort().join();
  const tail = (fields: readonly (readonly [string, string])[]) => fields.slice(required.equalities).map(key).join();
  return head(deployed.fields) === head(required.fields) && tail(deployed.fields) === tail(required.fields);
}
