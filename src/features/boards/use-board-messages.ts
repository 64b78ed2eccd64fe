// The live messages of a board (spec §2 "Comment board") and their authors' display
// names: the reading half of the board's data; its writes are in use-board-actions.ts.
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useServices } from '../../services/context';
import { isServiceError } from '../../domain/errors';
import type { Message } from '../../domain/types';
import { shareUnchanged } from './threads';

export type BoardMessages =
  | { status: 'loading' }
  | { status: 'denied' }
  | { status: 'error' }
  | { status: 'ready'; messages: Message[] };

export function useBoardMessages(boardId: string, selectedId: string | null = null): BoardMessages {
  const services = useServices();
  const [state, setState] = useState<{ key: string; value: BoardMessages } | null>(null);
  const key = `${boardId}\u0000${selectedId ?? ''}`;

  useEffect(() => {
    if (!services) return;
    return services.boards.watchMessages(
      boardId,
      { selectedId },
      (messages) =>
        // A transition: React renders the update in slices that yield to the
        // browser, so a live change on a long board never blocks a frame.
        startTransition(() =>
          setState((current) => {
            // Unchanged messages keep their identity, so only the rows that changed render again.
            if (current?.key !== key || current.value.status !== 'ready') return { key, value: { status: 'ready', messages } };
            const shared = shareUnchanged(current.value.messages, messages);
            return shared === current.value.messages ? current : { key, value: { status: 'ready', messages: shared } };
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
  }, [services, boardId, selectedId, key]);

  return state && state.key === key ? state.value : { status: 'loading' };
}

/** Display names for the authors of the messages, fetched as new authors appear. */
export function useAuthorNames(messages: readonly Message[]): ReadonlyMap<string, string> {
  const services = useServices();
  const ids = useMemo(
    () => [...new Set(messages.map((message) => message.userId).filter((id): id is string => id !== null))].sort().join('\n'),
    [messages],
  );
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());

  useEffect(() => {
    if (!services || ids === '') return;
    let cancelled = false;
    services.users.getDisplayNames(ids.split('\n')).then(
      (found) => !cancelled && setNames(found),
      (error: unknown) => console.warn('Author names failed to load.', error),
    );
    return () => {
      cancelled = true;
    };
  }, [services, ids]);

  return names;
}
