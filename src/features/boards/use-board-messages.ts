// The live messages of a board (spec §2 "Comment board") and their authors' display
// names: the reading half of the board's data; its writes are in use-board-actions.ts.
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useServices } from '../../services/context';
import { isServiceError } from '../../domain/errors';
import { THREADS_PER_PAGE } from '../../domain/messages';
import type { Message } from '../../domain/types';
import { shareUnchanged } from './threads';

export type BoardMessages =
  | { status: 'loading' }
  | { status: 'denied' }
  | { status: 'error' }
  /** `earlierThreads`: approved threads older than the listed ones (the service's count). */
  | { status: 'ready'; messages: Message[]; earlierThreads: number };

/**
 * The board's live messages: the newest `threads` threads and what the
 * service adds to them (BoardsService.watchMessages). A larger `threads`
 * subscribes again; the list shown so far stays until the new one comes.
 */
export function useBoardMessages(boardId: string, selectedId: string | null = null, threads: number = THREADS_PER_PAGE): BoardMessages {
  const services = useServices();
  const [state, setState] = useState<{ key: string; value: BoardMessages } | null>(null);
  const key = `${boardId}\u0000${selectedId ?? ''}`;

  useEffect(() => {
    if (!services) return;
    return services.boards.watchMessages(
      boardId,
      { selectedId, threads },
      (messages, { earlierThreads }) =>
        // A transition: React renders the update in slices that yield to the
        // browser, so a live change on a long board never blocks a frame.
        startTransition(() =>
          setState((current) => {
            // Unchanged messages keep their identity, so only the rows that changed render again.
            if (current?.key !== key || current.value.status !== 'ready') return { key, value: { status: 'ready', messages, earlierThreads } };
            const shared = shareUnchanged(current.value.messages, messages);
            if (shared === current.value.messages && earlierThreads === current.value.earlierThreads) return current;
            return { key, value: { status: 'ready', messages: shared, earlierThreads } };
          }),
        ),
      (error) => {
        if (isServiceError(error, 'permission-denied')) {
          setState({ key, value: { status: 'denied' } });
          return;
        }
        console.error('The board failed to load.', error);
        setState({ key, value: { status: 'error' } });
      },
    );
  }, [services, boardId, selectedId, threads, key]);

  return state && state.key === key ? state.value : { status: 'loading' };
}

/**
 * The session's author names, per services instance: a name (or its absence,
 * null) once looked up is not asked for again, so a live update asks only for
 * the authors it shows for the first time.
 */
const sessionNames = new WeakMap<object, Map<string, string | null>>();
/** Authors being looked up now, so a second update does not ask again. */
const sessionAsking = new WeakMap<object, Set<string>>();

function sessionEntry<T>(store: WeakMap<object, T>, services: object, create: () => T): T {
  let entry = store.get(services);
  if (entry === undefined) {
    entry = create();
    store.set(services, entry);
  }
  return entry;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

function knownNames(cache: ReadonlyMap<string, string | null>): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const [uid, name] of cache) if (name !== null) names.set(uid, name);
  return names;
}

/** Display names for the authors of the messages: one lookup per author new to the session. */
export function useAuthorNames(messages: readonly Message[]): ReadonlyMap<string, string> {
  const services = useServices();
  const ids = useMemo(
    () => [...new Set(messages.map((message) => message.userId).filter((id): id is string => id !== null))].sort().join('\n'),
    [messages],
  );
  // Bumped when a lookup answers: the names are read from the session's cache.
  const [answered, setAnswered] = useState(0);
  const names = useMemo(
    () => (services && ids !== '' && answered >= 0 ? knownNames(sessionEntry(sessionNames, services, () => new Map())) : NO_NAMES),
    [services, ids, answered],
  );

  useEffect(() => {
    if (!services || ids === '') return;
    const cache = sessionEntry(sessionNames, services, () => new Map<string, string | null>());
    const asking = sessionEntry(sessionAsking, services, () => new Set<string>());
    const missing = ids.split('\n').filter((id) => !cache.has(id) && !asking.has(id));
    if (missing.length === 0) return;
    for (const id of missing) asking.add(id);
    services.users
      .getDisplayNames(missing)
      .then(
        (found) => {
          for (const id of missing) cache.set(id, found.get(id) ?? null);
          setAnswered((count) => count + 1);
        },
        (error: unknown) => console.warn('Author names failed to load.', error),
      )
      .finally(() => {
        for (const id of missing) asking.delete(id);
      });
  }, [services, ids]);

  return names;
}
