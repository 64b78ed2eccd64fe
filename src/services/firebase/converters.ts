// The firebase backend reads each declared collection through a Firestore
// converter made from its declaration (ADR 020): the client's reads, the
// server rules' stores and the checks over firestore.rules share one schema.
// A stored document of another shape reads as null: a list leaves it out, a
// single read refuses it (required). Writes pass through as written:
// serverTimestamp() and the other sentinels are no stored value a schema
// could check, and firestore.rules check what a client writes.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import type { z } from 'zod/mini';
import { ServiceError } from '../../domain/errors';
import type { Collection } from '../../domain/model/declaration';

/** A declared document as read: its schema's output, or null when the stored document is of another shape. */
export type Read<S extends z.ZodMiniType> = z.output<S> | null;

const made = new WeakMap<Collection, unknown>();

/** The converter of a declared collection, one per declaration (Firestore compares queries by their converter). */
export function converterOf<S extends z.ZodMiniType>(collection: Collection<S>): FirestoreDataConverter<Read<S>> {
  const known = made.get(collection) as FirestoreDataConverter<Read<S>> | undefined;
  if (known) return known;
  const converter: FirestoreDataConverter<Read<S>> = {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): Read<S> => {
      const result = collection.schema.safeParse(snapshot.data(options));
      return result.success ? result.data : null;
    },
  };
  made.set(collection, converter);
  return converter;
}

/** A single read's document: one of another shape is an error ('unknown'), never shown half-read. */
export function required<T>(data: T | null | undefined, what: string): T {
  if (data === null || data === undefined) throw new ServiceError('unknown', `Malformed ${what} record.`);
  return data;
}
