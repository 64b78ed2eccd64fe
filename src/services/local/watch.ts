// The local backend's live queries: what onSnapshot is to the firebase
// backend. A query is a function of the viewer; it runs again when the data it
// read changes (in this tab or another) and when this tab signs in or out.
import Dexie, { liveQuery, type ObservabilitySet } from 'dexie';
import type { Viewer } from '../../domain/permissions';
import type { Unsubscribe } from '../../domain/types';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

type ViewerQuery<T> = (viewer: Viewer | null) => Promise<T>;

export interface LocalWatch {
  /** Re-runs on every database change the query read (Dexie's liveQuery). */
  asViewer<T>(query: ViewerQuery<T>, next: (value: T) => void, onError?: (error: Error) => void): Unsubscribe;
  /**
   * For a query that reads many records of a few tables: re-runs after any
   * change to those tables (Dexie's storagemutated event) instead of tracking
   * every key it read, which on a board of 2,000 messages was most of an
   * update's cost. Runs never overlap; changes during a run cause one more run.
   */
  tables<T>(tables: readonly string[], query: ViewerQuery<T>, next: (value: T) => void, onError?: (error: Error) => void): Unsubscribe;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function createWatch(db: LocalDatabase, session: LocalSession): LocalWatch {
  return {
    asViewer(query, next, onError) {
      let subscription: { unsubscribe(): void } | null = null;
      const start = () => {
        subscription?.unsubscribe();
        subscription = liveQuery(async () => query(await session.viewer())).subscribe({
          next,
          error: (error: unknown) => onError?.(toError(error)),
        });
      };
      const stopSession = session.onChange(start);
      start();
      return () => {
        stopSession();
        subscription?.unsubscribe();
      };
    },

    tables(tables, query, next, onError) {
      const prefixes = tables.map((table) => `idb://${db.name}/${table}/`);
      let closed = false;
      let running = false;
      let again = false;
      const run = () => {
        if (closed) return;
        if (running) {
          again = true;
          return;
        }
        running = true;
        void session
          .viewer()
          .then(query)
          .then(
            (value) => !closed && !again && next(value),
            (error: unknown) => !closed && !again && onError?.(toError(error)),
          )
          .finally(() => {
            running = false;
            if (again) {
              again = false;
              run();
            }
          });
      };
      const onMutated = (parts: ObservabilitySet) => {
        if (Object.keys(parts).some((part) => prefixes.some((prefix) => part.startsWith(prefix)))) run();
      };
      Dexie.on('storagemutated', onMutated);
      const stopSession = session.onChange(run);
      run();
      return () => {
        closed = true;
        stopSession();
        Dexie.on.storagemutated.unsubscribe(onMutated);
      };
    },
  };
}
