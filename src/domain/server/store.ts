// The Firestore the server rules see (approval.ts, delete-message.ts):
// transactions of plain documents named by collection path and id.
// functions/src/admin-backend.ts implements it with firebase-admin, the local
// backend over its Dexie tables (src/services/local/server-ports.ts), the unit
// tests with an in-memory fake (tests/functions/fake-firestore.ts) that keeps
// Firestore's rules: reads before writes, and a transaction whose reads changed
// before its commit runs again.

export type StoredData = Record<string, unknown>;

export interface DocRef {
  /** A collection path, e.g. 'ApprovedUsers' or 'commentBoards/{boardId}/comments'. */
  collection: string;
  id: string;
}

export interface StoreTransaction {
  /** The document's data, or null when it does not exist. */
  get(ref: DocRef): Promise<StoredData | null>;
  /** Ids of at most `limit` documents of `collection` whose `field` equals one of `values` (1 to 10 values). */
  findIds(collection: string, field: string, values: readonly string[], limit: number): Promise<string[]>;
  set(ref: DocRef, data: StoredData): void;
  /** Changes the given fields of an existing document. */
  update(ref: DocRef, data: StoredData): void;
  /** Deletes the document; deleting a missing document is not an error. */
  delete(ref: DocRef): void;
}

export interface Store {
  /**
   * Runs `work` in a transaction: all its reads come before its writes, the
   * writes apply together or not at all, and `work` may run more than once.
   */
  runTransaction<T>(work: (transaction: StoreTransaction) => Promise<T>): Promise<T>;
}

/**
 * A stored time in milliseconds, whatever form the backend returns it in: a
 * Date (the local backend, a write not yet read back), a Firestore Timestamp
 * (anything with toMillis()), or an ISO string. Null when it is none of them.
 */
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
