// Everything a board view shows, composed from the board hooks: the live list
// with what this viewer has just saved, the authors' names, the writes, which
// threads are open and which are shown, and what the viewer may do (spec §4).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { interactionStatus, type Viewer } from '../../domain/permissions';
import { useSession } from '../../services/context';
import type { Board, Message } from '../../domain/types';
import type { BoardState } from './board-context';
import { ancestorIds, buildThreads } from './threads';
import { useBoardActions } from './use-board-actions';
import { useAuthorNames, useBoardMessages, type BoardMessages } from './use-board-messages';
import { THREADS_PER_PAGE, useThreadWindow, type ThreadWindow } from './use-thread-window';
import { REPLIES_PER_PAGE } from '../../domain/messages';

const NO_MESSAGES: Message[] = [];

/** The current time, refreshed every minute so 'Today' turns into 'Yesterday'. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Which threads are open: the ones the viewer opened, and always the selected message's. */
function useOpenThreads(messages: readonly Message[], selectedId: string | null) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const selectedPath = useMemo(() => (selectedId ? ancestorIds(messages, selectedId) : []), [messages, selectedId]);
  const expanded = useMemo(() => (selectedPath.length > 0 ? new Set([...opened, ...selectedPath]) : opened), [opened, selectedPath]);
  const toggle = useCallback(
    (id: string) =>
      setOpened((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const open = useCallback((ids: readonly string[]) => setOpened((current) => new Set([...current, ...ids])), []);
  const selectedRoot = selectedId ? (selectedPath.at(-1) ?? selectedId) : null;
  return { expanded, toggle, open, selectedRoot };
}

export interface BoardModel {
  status: BoardMessages['status'];
  messages: readonly Message[];
  paging: ThreadWindow;
  /** 'Show more replies' (issue 23): set when the live query left some replies of its threads out. */
  showMoreReplies: (() => void) | null;
  /** The viewer's interaction status (spec §4), 'readonly' on a read-only display. */
  interaction: string;
  post: (content: string, files: File[]) => Promise<void>;
  /** What the message rows share (board-context.ts). */
  shared: BoardState;
}

export function useBoard(board: Board, selectedId: string | null, readOnly: boolean): BoardModel {
  const session = useSession();
  // The live query lists one page of threads more than is shown, so 'Show
  // earlier messages' shows them at once; each click lists a page more.
  const [listed, setListed] = useState({ boardId: board.id, threads: 2 * THREADS_PER_PAGE });
  const listedThreads = listed.boardId === board.id ? listed.threads : 2 * THREADS_PER_PAGE;
  // Replies read per page of threads; 'Show more replies' reads a page more (issue 23).
  const [listedReplies, setListedReplies] = useState({ boardId: board.id, replies: REPLIES_PER_PAGE });
  const replies = listedReplies.boardId === board.id ? listedReplies.replies : REPLIES_PER_PAGE;
  const state = useBoardMessages(board.id, selectedId, listedThreads, replies);
  const moreReplies = state.status === 'ready' && state.moreReplies;
  const showMoreReplies = useCallback(() => setListedReplies({ boardId: board.id, replies: replies + REPLIES_PER_PAGE }), [board.id, replies]);
  const unlisted = state.status === 'ready' ? state.earlierThreads : 0;
  const { messages, actions: writes } = useBoardActions(board.id, state.status === 'ready' ? state.messages : NO_MESSAGES);
  const names = useAuthorNames(messages);
  const threads = useMemo(() => buildThreads(messages), [messages]);
  const { expanded, toggle, open, selectedRoot } = useOpenThreads(messages, selectedId);
  const now = useNow();
  const listEarlier = useCallback(() => {
    if (unlisted > 0) setListed({ boardId: board.id, threads: listedThreads + THREADS_PER_PAGE });
  }, [unlisted, board.id, listedThreads]);
  const paging = useThreadWindow(threads, selectedRoot, unlisted, listEarlier);

  const viewerUid = session.user?.uid ?? null;
  const viewer: Viewer | null = useMemo(() => (viewerUid ? { uid: viewerUid, role: session.role } : null), [viewerUid, session.role]);
  const interaction = readOnly ? 'readonly' : interactionStatus(board, viewer);

  const actions = useMemo(
    () => ({
      async reply(parent: Message, content: string, files: File[]) {
        // Submitting a reply expands its ancestors (spec §2).
        open(await writes.reply(parent, content, files));
      },
      edit: writes.edit,
      remove: writes.remove,
    }),
    [writes, open],
  );
  const interactive = interaction === 'full';
  const shared = useMemo<BoardState>(
    () => ({ board, viewer, interactive, names, expanded, toggleReplies: toggle, highlightId: selectedId, actions, now }),
    [board, viewer, interactive, names, expanded, toggle, selectedId, actions, now],
  );
  return { status: state.status, messages, paging, showMoreReplies: moreReplies ? showMoreReplies : null, interaction, post: writes.post, shared };
}
