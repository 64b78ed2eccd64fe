// The Firestore the server rules see (approval.ts, delete-message.ts):
// transactions of plain documents named by collection path and id.
// functions/src/admin-backend.ts implements it with firebase-admin, the local
// backend over its Dexie tables (src/services/local/server-ports.ts), the unit
// tests with an in-memory fake (tests/functions/fake-firestore.ts) that keeps
// Firestore's rules: reads before writes, and a transaction whose reads changed
// before its commit runs again. Each backend implements a RawTransaction of
// plain documents; typedTransaction reads and checks the declared ones.
import { z } from 'zod/mini';
import type { Collection, FieldOf } from '../model/declaration';

export type StoredData = Record<string, unknown>;

/**
 * A document: its collection path and id, and, for a reference built from a
 * declaration (docRef), the declared schema the transaction reads it with and
 * checks writes against.
 */
export interface DocRef<Out = StoredData, In = Out> {
  /** A collection path: a declaration's path, a subcollection's with its parent's id (commentBoards/b1/comments). */
  collection: string;
  id: string;
  schema?: z.ZodMiniType<Out, In>;
}

/** A reference built from a declaration: reads parse with its schema, writes are checked against it. */
export type TypedRef<Out, In> = DocRef<Out, In> & {
  schema: z.ZodMiniType<Out, In>;
};

/** The path of a declared collection, a subcollection's with its parent ids filled in ({ boardId }). */
export const pathOf = (collection: Collection, parent: Record<string, string> = {}): string =>
  collection.path.replace(/\{(\w+)\}/g, (_match, name: string) => parent[name] ?? '');

/** A reference to a declared collection's document; `parent` names a subcollection's parent ids ({ boardId }). */
export function docRef<S extends z.ZodMiniType>(collection: Collection<S>, id: string, parent: Record<string, string> = {}): TypedRef<z.output<S>, z.input<S>> {
  return {
    collection: pathOf(collection, parent),
    id,
    schema: collection.schema as z.ZodMiniType<z.output<S>, z.input<S>>,
  };
}

/** The same document read as it is stored, whatever its shape (to find or purge a document the schema refuses). */
export const plainRef = ({ collection, id }: DocRef<unknown, unknown>): DocRef => ({ collection, id });

export interface StoreTransaction {
  /** The document's data, or null when it does not exist or, for a declared reference, is of another shape than its schema. */
  get<Out, In>(ref: TypedRef<Out, In>): Promise<Out | null>;
  get(ref: DocRef): Promise<StoredData | null>;
  /** Ids of at most `limit` documents of `collection` (under `parent`'s ids) whose `field` equals one of `values` (1 to 10 values). */
  findIds<S extends z.ZodMiniType>(
    collection: Collection<S>,
    /** A field, or a field of a map field ('subject.id'). */
    field: FieldOf<S> | `${FieldOf<S>}.${string}`,
    values: readonly string[],
    limit: number,
    parent?: Record<string, string>,
  ): Promise<string[]>;
  /** Writes the document; for a declared reference, data that its schema refuses is an error (a fault of the rule, never stored). */
  set<Out, In>(ref: TypedRef<Out, In>, data: In): void;
  set(ref: DocRef, data: StoredData): void;
  /** Changes the given fields of an existing document, checked as set's. */
  update<Out, In>(ref: TypedRef<Out, In>, data: Partial<In>): void;
  update(ref: DocRef, data: StoredData): void;
  /** Deletes the document; deleting a missing document is not an error. */
  delete(ref: PlainRef): void;
}

/** What a backend implements: plain documents by path. typedTransaction puts the declared schemas around it. */
export interface RawTransaction {
  get(ref: PlainRef): Promise<StoredData | null>;
  findIds(collectionPath: string, field: string, values: readonly string[], limit: number): Promise<string[]>;
  set(ref: PlainRef, data: StoredData): void;
  update(ref: PlainRef, data: StoredData): void;
  delete(ref: PlainRef): void;
}

type PlainRef = Pick<DocRef, 'collection' | 'id'>;

function checked(ref: DocRef<unknown, unknown>, data: unknown, partial: boolean): StoredData {
  const { schema } = ref;
  if (schema) {
    const shape = partial && schema instanceof z.ZodMiniObject ? z.partial(schema) : schema;
    const result = shape.safeParse(data);
    if (!result.success) throw new Error(`A write to ${ref.collection}/${ref.id} that its declared schema refuses: ${z.prettifyError(result.error)}`);
  }
  return data as StoredData;
}

/** The transaction the rules see over a backend's raw one: declared reads parsed, declared writes checked. */
export function typedTransaction(raw: RawTransaction): StoreTransaction {
  return {
    // One implementation of both overloads: a declared reference parses, a plain one reads as stored.
    get: (async (ref: DocRef<unknown, unknown>): Promise<unknown> => {
      const data = await raw.get(ref);
      if (data === null || !ref.schema) return data;
      const result = ref.schema.safeParse(data);
      return result.success ? result.data : null;
    }) as StoreTransaction['get'],
    findIds: (collection, field, values, limit, parent) => raw.findIds(pathOf(collection, parent), field, values, limit),
    set: (ref: DocRef<unknown, unknown>, data: unknown) => raw.set(ref, checked(ref, data, false)),
    update: (ref: DocRef<unknown, unknown>, data: unknown) => raw.update(ref, checked(ref, data, true)),
    delete: (ref) => raw.delete(ref),
  };
}

export interface Store {
  /**
   * Runs `work` in a transaction: all its reads come before its writes, the
   * writes apply together or not at all, and `work` may run more than once.
   */
  runTransaction<T>(work: (transaction: StoreTransaction) => Promise<T>): Promise<T>;
}

export { timeOf } from '../model/declaration';
