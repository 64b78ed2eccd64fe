// An in-memory Firestore behind the Store seam (src/domain/server/store.ts) with
// the semantics the callables rely on in production: a transaction's reads
// come before its writes, its writes apply together at commit, and a
// transaction whose reads (documents or query results) changed before its
// commit runs again after a backoff, up to five times like the Admin SDK. Every operation
// yields to the event loop, so concurrent calls interleave.
//
// Used by the server rules' tests (tests/functions), which run in Vitest without
// the emulators, and by the Auth-emulator tests here, where each case puts the
// documents it needs.
import type { CountQuery, StoreCounter } from '../../src/domain/server/digest';
import type { DueQuery } from '../../src/domain/server/purge';
import { timeOf, typedTransaction, type DocRef, type RawTransaction, type Store, type StoreTransaction, type StoredData } from '../../src/domain/server/store';

const MAX_ATTEMPTS = 5;

/** Yields to the event loop, so concurrent calls interleave as they would against the real services. */
export const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The wait before a transaction's next attempt: random and growing, as the
 * Admin SDK's backoff, so transactions that contend on one document (the
 * day's mail count) spread out instead of colliding again on every attempt.
 */
const backoff = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 4 * 2 ** attempt));

type Write = { kind: 'set'; path: string; data: StoredData } | { kind: 'update'; path: string; data: StoredData } | { kind: 'delete'; path: string };

export function pathOf({ collection, id }: Pick<DocRef, 'collection' | 'id'>): string {
  return `${collection}/${id}`;
}

/** A field's value by its path, as Firestore reads 'subject.id'. */
function valueAt(data: StoredData | undefined, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined), data);
}

function clone(data: StoredData): StoredData {
  return structuredClone(data);
}

export class FakeFirestore implements Store, StoreCounter {
  private readonly docs = new Map<string, StoredData>();
  private readonly versions = new Map<string, number>();
  private clock = 0;
  /** Called with a transaction's writes just before they apply; throwing fails the commit. */
  beforeCommit: ((writes: readonly { kind: string; path: string }[]) => void) | null = null;
  commits = 0;

  /** Seeds or inspects a document directly, outside any transaction. */
  put(path: string, data: StoredData): void {
    this.apply({ kind: 'set', path, data });
  }

  /** Deletes a document directly, as a client's write would. */
  remove(path: string): void {
    this.apply({ kind: 'delete', path });
  }

  get(path: string): StoredData | undefined {
    const data = this.docs.get(path);
    return data ? clone(data) : undefined;
  }

  has(path: string): boolean {
    return this.docs.has(path);
  }

  /** Paths of every document held, in any collection. */
  paths(): string[] {
    return [...this.docs.keys()];
  }

  /** Paths of the documents directly in a collection. */
  list(collection: string): string[] {
    const prefix = `${collection}/`;
    return [...this.docs.keys()].filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'));
  }

  /** Firestore's count(): the matching documents that have the order's field, without reading them into the caller. */
  async count({ collection, group, where, orderBy }: CountQuery): Promise<number> {
    await tick();
    const paths = group
      ? [...this.docs.keys()].filter((path) => path.split('/').at(-2) === collection)
      : this.list(collection);
    return paths.filter((path) => {
      const data = this.docs.get(path)!;
      return data[orderBy] !== undefined && (where === undefined || data[where.field] === where.value);
    }).length;
  }

  private apply(write: Write): void {
    this.clock += 1;
    this.versions.set(write.path, this.clock);
    if (write.kind === 'delete') {
      this.docs.delete(write.path);
    } else if (write.kind === 'set') {
      this.docs.set(write.path, clone(write.data));
    } else {
      const existing = this.docs.get(write.path);
      if (!existing) throw Object.assign(new Error(`No document to update: ${write.path}`), { code: 5 });
      this.docs.set(write.path, { ...existing, ...clone(write.data) });
    }
  }

  private query(collection: string, field: string, values: readonly string[], limit: number): string[] {
    return this.list(collection)
      .filter((path) => values.includes(String(valueAt(this.docs.get(path), field))))
      .slice(0, limit)
      .map((path) => path.slice(collection.length + 1));
  }

  /** The purge's query (PurgeBackend.dueIds), oldest first, as Firestore's range query orders them. */
  dueIds({ collection, field, before, equals }: DueQuery, limit: number): Promise<string[]> {
    const due = this.list(collection).flatMap((path) => {
      const data = this.docs.get(path);
      const at = timeOf(data?.[field]);
      const matches = at !== null && at <= before.getTime() && (equals === undefined || data?.[equals.field] === equals.value);
      return matches ? [{ id: path.slice(collection.length + 1), at }] : [];
    });
    return Promise.resolve(due.sort((a, b) => a.at - b.at).slice(0, limit).map(({ id }) => id));
  }

  async runTransaction<T>(work: (transaction: StoreTransaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const readVersions = new Map<string, number>();
      const queries: { args: [string, string, readonly string[], number]; ids: string[] }[] = [];
      const writes: Write[] = [];
      const readAfterWrite = () => {
        if (writes.length > 0) throw new Error('Firestore transactions require all reads to be executed before all writes.');
      };
      const transaction: RawTransaction = {
        get: async (ref) => {
          readAfterWrite();
          await tick();
          const path = pathOf(ref);
          readVersions.set(path, this.versions.get(path) ?? 0);
          const data = this.docs.get(path);
          return data ? clone(data) : null;
        },
        findIds: async (collection, field, values, limit) => {
          readAfterWrite();
          if (values.length === 0 || values.length > 10) throw new Error("An 'in' filter takes 1 to 10 values.");
          await tick();
          const ids = this.query(collection, field, values, limit);
          queries.push({ args: [collection, field, values, limit], ids });
          return ids;
        },
        set: (ref, data) => {
          writes.push({ kind: 'set', path: pathOf(ref), data: clone(data) });
        },
        update: (ref, data) => {
          writes.push({ kind: 'update', path: pathOf(ref), data: clone(data) });
        },
        delete: (ref) => {
          writes.push({ kind: 'delete', path: pathOf(ref) });
        },
      };

      const result = await work(typedTransaction(transaction));
      await tick();
      // Commit: atomic from here on (no await), as the server applies it.
      const stale =
        [...readVersions].some(([path, version]) => (this.versions.get(path) ?? 0) !== version) ||
        queries.some(({ args, ids }) => this.query(...args).join('\n') !== ids.join('\n'));
      if (stale) {
        if (attempt >= MAX_ATTEMPTS) throw Object.assign(new Error('Transaction contention: too many attempts.'), { code: 10 });
        await backoff(attempt);
        continue;
      }
      if (writes.length > 0) {
        this.beforeCommit?.(writes);
        for (const write of writes) {
          if (write.kind === 'update' && !this.docs.has(write.path)) throw Object.assign(new Error(`No document to update: ${write.path}`), { code: 5 });
        }
        for (const write of writes) this.apply(write);
        this.commits += 1;
      }
      return result;
    }
  }
}
