// How a collection is declared (ADR 020): its path, the schema of a stored
// document, its indexes (Firestore's composite ones and the local tables'),
// and who writes it. The stores parse every read of a declared reference with
// its schema and check every write against it, so the server rules read typed
// fields, and firestore.rules and firestore.indexes.json are checked against
// the declarations (tests/unit/model-rules.test.ts, model-indexes.test.ts).
import { z } from 'zod/mini';

/** A time as a backend returns it: a Date (the local backend, a write not yet read back), a Firestore Timestamp (anything with toMillis()), or an ISO string. */
export type StoredTime = Date | { toMillis(): number } | string;

/** The time in milliseconds, or null when the value is no time. */
export function timeOf(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'object' && value !== null && 'toMillis' in value && typeof value.toMillis === 'function') {
    const millis: unknown = value.toMillis();
    return typeof millis === 'number' ? millis : null;
  }
  if (typeof value === 'string') {
    const millis = Date.parse(value);
    return Number.isNaN(millis) ? null : millis;
  }
  return null;
}

/**
 * The one codec of stored times: any form a backend returns reads as a Date;
 * a Date is what the rules write (firebase-admin stores it as a Timestamp).
 */
export const storedTime = z.codec(
  z.custom<StoredTime>((value) => timeOf(value) !== null),
  z.date(),
  { decode: (value) => new Date(timeOf(value) ?? Number.NaN), encode: (date) => date },
);

export type Writer<Key extends string> =
  | 'server'
  /** The exact keys a client may write when it creates a document, and the keys an update may change. */
  | { client: { create?: readonly Key[]; update?: readonly Key[] } };

export type IndexOrder = 'ASCENDING' | 'DESCENDING';

/** A Firestore composite index, as firestore.indexes.json lists it. */
export interface CompositeIndex<Key extends string = string> {
  /** A query over every collection of this name (a collection group), or over one collection. */
  scope?: 'COLLECTION' | 'COLLECTION_GROUP';
  /** A field, or a field of a map field ('measures.thickness'). */
  fields: readonly (readonly [Key | `${Key}.${string}`, IndexOrder])[];
}

/** The local backend's Dexie table of the collection: its key and what it indexes (Dexie's syntax: a field, [a+b], &unique). */
export interface LocalTable {
  table: string;
  key: string;
  indexes: readonly string[];
}

export interface Collection<S extends z.ZodMiniType = z.ZodMiniType> {
  /** The collection's id, the last segment of its path. */
  name: string;
  /** Its path, a subcollection's with its parent's id named: 'commentBoards/{boardId}/comments'. */
  path: string;
  schema: S;
  indexes: readonly CompositeIndex<FieldOf<S>>[];
  /** Null where the local backend keeps no table for it (the attachment metadata is its files table). */
  local: LocalTable | null;
  writes: Writer<FieldOf<S>>;
}

/** A stored document's field names. */
export type FieldOf<S extends z.ZodMiniType> = Extract<keyof z.output<S>, string>;

export function declare<S extends z.ZodMiniType>(collection: {
  path: string;
  schema: S;
  indexes?: readonly CompositeIndex<FieldOf<S>>[];
  local: LocalTable | null;
  writes: Writer<FieldOf<S>>;
}): Collection<S> {
  const name = collection.path.split('/').at(-1) ?? collection.path;
  return { name, indexes: [], ...collection };
}

/** The Dexie stores() line of a local table: its key first, then its indexes. */
export const dexieSchema = (local: LocalTable): string => [local.key, ...local.indexes].join(', ');

/** The local table of a collection the local backend keeps. */
export function tableOf(collection: Collection): string {
  if (!collection.local) throw new Error(`The local backend keeps no table for ${collection.path}.`);
  return collection.local.table;
}
