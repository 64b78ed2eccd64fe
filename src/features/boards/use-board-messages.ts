// The live messages of a board (spec §2 "Comment board") and their authors' display
// names: the reading half of the board's data; its writes are in use-board-actions.ts.
import { useMemo } from 'react';
import { isServiceError } from '../../domain/errors';
import { REPLIES_PER_PAGE, THREADS_PER_PAGE } from '../../domain/messages';
import type { Message } from '../../domain/types';
import type { BoardWindow } from '../../services/api';
import { useLiveQuery } from '../../services/use-live-query';
import { useServiceQuery } from '../../services/use-service-query';
import { shareUnchanged } from './threads';

export type BoardMessages =
  | { status: 'loading' }
  | { status: 'denied' }
  | { status: 'error' }
  /** `earlierThreads`: approved threads older than the listed ones (the service's count); `moreReplies`: some replies not listed. */
  | { status: 'ready'; messages: Message[]; earlierThreads: number; moreReplies: boolean };

type Listed = BoardWindow & { messages: Message[] };

/** Unchanged messages keep their identity, so only the rows that changed render again. */
function shareListed(previous: Listed | undefined, next: Listed): Listed {
  if (!previous) return next;
  const messages = shareUnchanged(previous.messages, next.messages);
  if (messages === previous.messages && next.earlierThreads === previous.earlierThreads && next.moreReplies === previous.moreReplies) return previous;
  return { messages, earlierThreads: next.earlierThreads, moreReplies: next.moreReplies };
}

/**
 * The board's live messages: the newest `threads` threads and what the
 * service adds to them (BoardsService.watchMessages). A larger `threads`
 * subscribes again; the list shown so far stays until the new one comes.
 */
export function useBoardMessages(
  boardId: string,
  selectedId: string | null = null,
  threads: number = THREADS_PER_PAGE,
  replies: number = REPLIES_PER_PAGE,
): BoardMessages {
  const subject = `${boardId}\u0000${selectedId ?? ''}`;
  const state = useLiveQuery<Listed>(
    `${subject}\u0000${threads}\u0000${replies}`,
    (services, next, fail) => services.boards.watchMessages(boardId, { selectedId, threads, replies }, (messages, window) => next({ messages, ...window }), fail),
    {
      subject,
      merge: shareListed,
      onError: (error) => {
        if (!isServiceError(error, 'permission-denied')) console.error('The board failed to load.', error);
      },
    },
  );
  if (state.status === 'error') return { status: isServiceError(state.error, 'permission-denied') ? 'denied' : 'error' };
  if (state.status === 'loading') return state;
  return { status: 'ready', ...state.data };
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * Display names for the authors of the messages. The names already shown stay
 * while a new author's is read; the service remembers each name for the
 * session, so a live update costs a read only for an author new to it.
 */
export function useAuthorNames(messages: readonly Message[]): ReadonlyMap<string, string> {
  const ids = useMemo(
    () => [...new Set(messages.map((message) => message.userId).filter((id): id is string => id !== null))].sort(),
    [messages],
  );
  const names = useServiceQuery(
    `authors:${ids.join('\n')}`,
    (services) => (ids.length === 0 ? Promise.resolve(NO_NAMES) : services.users.getDisplayNames(ids)),
    { keepPrevious: true, onError: (error) => console.warn('Author names failed to load.', error) },
  );
  return names.status === 'ready' ? names.data : NO_NAMES;
}
