// A comment board (spec §2 "Comment board"): the live, threaded list, the
// composer or the prompt that fits the viewer's interaction status. The same
// component serves every comment board, the discussion board and the admin's
// read-only Open Display.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { interactionStatus, type Viewer } from '../../domain/permissions';
import { useServicesReady, useSession } from '../../services/context';
import type { Board, Message } from '../../domain/types';
import { Composer } from './composer';
import { MessageItem, type MessageActions } from './message-item';
import { ancestorIds, buildThreads } from './threads';
import { useAuthorNames, useBoardMessages } from './use-board';
import styles from './board.module.css';

export const NOT_AUTHORIZED = 'You are not authorized to view this page.';
const NO_MESSAGES: Message[] = [];
/** Threads shown at first and added by each 'Show earlier messages': a long board opens fast. */
export const THREADS_PER_PAGE = 30;

/** What a visitor who cannot post is told (spec §4 "Comment interaction status"). */
export function InteractionPrompt({ status }: { status: string }) {
  switch (status) {
    case 'full':
    case 'readonly':
      return null;
    case 'login':
      return (
        <p className={styles.prompt}>
          <Link to={paths.register}>Register</Link> or <Link to={paths.login}>Log In</Link> to join the conversation.
        </p>
      );
    case 'register':
      return (
        <p className={styles.prompt}>
          <Link to={paths.register}>Register</Link> to join the conversation.
        </p>
      );
    default:
      return (
        <p role="alert" className={styles.failure}>
          Something went wrong
        </p>
      );
  }
}

/** The current time, refreshed every minute so 'Today' turns into 'Yesterday'. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export interface BoardViewProps {
  board: Board;
  /** A message shown and highlighted even when pending (the admin's Open Display). */
  selectedId?: string | null;
  /** Only reading: no composer, no actions. */
  readOnly?: boolean;
  /** Start scrolled to the newest message (the display panel scrolls on its own). */
  scrollToEnd?: boolean;
}

export function BoardView({ board, selectedId = null, readOnly = false, scrollToEnd = false }: BoardViewProps) {
  const session = useSession();
  const servicesReady = useServicesReady();
  const state = useBoardMessages(board.id, selectedId);
  const messages = state.status === 'ready' ? state.messages : NO_MESSAGES;
  const names = useAuthorNames(messages);
  const threads = useMemo(() => buildThreads(messages), [messages]);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const now = useNow();
  const scrollRef = useRef<HTMLDivElement>(null);
  const messagesRef = useRef(messages);

  // The selected message's thread is always open, so it can be seen.
  const selectedPath = useMemo(() => (selectedId ? ancestorIds(messages, selectedId) : []), [messages, selectedId]);
  const expanded = useMemo(() => (selectedPath.length > 0 ? new Set([...opened, ...selectedPath]) : opened), [opened, selectedPath]);

  // Only the newest threads are shown at first; the window starts at a given
  // thread (or, once that is deleted, at its time), so threads posted while the
  // board is open are added below and nothing already shown moves away.
  const [shownFrom, setShownFrom] = useState<Message | null>(null);
  if (shownFrom === null && threads.length > 0) {
    setShownFrom(threads[Math.max(0, threads.length - THREADS_PER_PAGE)]!.message);
  }
  let firstShown = 0;
  if (shownFrom !== null) {
    firstShown = threads.findIndex((node) => node.message.id === shownFrom.id);
    // The first shown thread was deleted: start at the next one by time.
    if (firstShown === -1) firstShown = threads.findIndex((node) => node.message.timestamp >= shownFrom.timestamp);
    if (firstShown === -1) firstShown = threads.length;
  }
  const selectedRoot = selectedId ? (selectedPath.at(-1) ?? selectedId) : null;
  const selectedIndex = selectedRoot ? threads.findIndex((node) => node.message.id === selectedRoot) : -1;
  if (selectedIndex !== -1) firstShown = Math.min(firstShown, selectedIndex);
  const shownThreads = firstShown === 0 ? threads : threads.slice(firstShown);
  const focusFirstShown = useRef<string | null>(null);

  const showEarlier = () => {
    const from = Math.max(0, firstShown - THREADS_PER_PAGE);
    focusFirstShown.current = threads[firstShown - 1]?.message.id ?? null;
    setShownFrom(threads[from]!.message);
  };

  useEffect(() => {
    // After 'Show earlier messages', focus the newest of the threads it revealed,
    // so keyboard and screen-reader users continue from where they were.
    const id = focusFirstShown.current;
    if (!id) return;
    focusFirstShown.current = null;
    document.getElementById(`message-${id}`)?.focus();
  }, [firstShown]);

  const viewerUid = session.user?.uid ?? null;
  const viewer: Viewer | null = useMemo(() => (viewerUid ? { uid: viewerUid, role: session.role } : null), [viewerUid, session.role]);
  const status = readOnly ? 'readonly' : interactionStatus(board, viewer);

  useEffect(() => {
    if (!scrollToEnd || state.status !== 'ready') return;
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [scrollToEnd, state.status, messages.length]);

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

  // Live updates render as transitions, a moment after a write resolves. An own
  // action waits for the update that shows it (or 2 s), so a composer closes
  // onto the saved text rather than the old one.
  const updateWaiters = useRef(new Set<() => void>());
  useEffect(() => {
    messagesRef.current = messages;
    const waiters = [...updateWaiters.current];
    updateWaiters.current.clear();
    for (const resolve of waiters) resolve();
  }, [messages]);
  const afterUpdate = useCallback(async (write: () => Promise<unknown>) => {
    let done = () => {};
    const shown = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      done = () => {
        clearTimeout(timer);
        resolve();
      };
      updateWaiters.current.add(done);
    });
    try {
      await write();
    } catch (error) {
      updateWaiters.current.delete(done);
      throw error;
    }
    await shown;
  }, []);

  const actions: MessageActions = useMemo(
    () => ({
      async reply(parent, content, files) {
        const services = await servicesReady;
        await afterUpdate(() => services.boards.postMessage({ boardId: board.id, content, replyTo: parent.id, files }));
        // Submitting a reply expands its ancestors (spec §2).
        setOpened((current) => new Set([...current, parent.id, ...ancestorIds(messagesRef.current, parent.id)]));
      },
      async edit(message, edit) {
        const services = await servicesReady;
        await afterUpdate(() => services.boards.editMessage(board.id, message.id, edit));
      },
      async remove(message) {
        const services = await servicesReady;
        await services.boards.deleteMessage(board.id, message.id);
      },
    }),
    [servicesReady, board.id, afterUpdate],
  );

  if (state.status === 'loading') return <Loading label="Loading messages…" />;
  if (state.status === 'denied') return <p role="alert">{NOT_AUTHORIZED}</p>;
  if (state.status === 'error') {
    return (
      <p role="alert" className={styles.failure}>
        The messages could not be loaded. Please try again later.
      </p>
    );
  }

  return (
    <div ref={scrollRef} className={scrollToEnd ? `${styles.board} ${styles.scroller}` : styles.board}>
      {messages.length === 0 ? (
        <p className={styles.empty}>No messages yet.</p>
      ) : (
        <>
          {firstShown > 0 && (
            <button type="button" className={styles.earlier} onClick={showEarlier}>
              Show earlier messages ({firstShown} more {firstShown === 1 ? 'thread' : 'threads'})
            </button>
          )}
          <ol className={styles.list} aria-label={`${board.heading} messages`}>
            {shownThreads.map((node) => (
              <MessageItem
                key={node.message.id}
                node={node}
                board={board}
                viewer={viewer}
                interactive={status === 'full'}
                names={names}
                expanded={expanded}
                onToggleReplies={toggle}
                highlightId={selectedId}
                actions={actions}
                now={now}
              />
            ))}
          </ol>
        </>
      )}
      {status === 'full' ? (
        <Composer
          board={board}
          label={board.kind === 'discussion' ? 'Write to the discussion board' : 'Add a comment'}
          submitLabel="Post"
          onSubmit={async ({ content, files }) => {
            const services = await servicesReady;
            await afterUpdate(() => services.boards.postMessage({ boardId: board.id, content, replyTo: null, files }));
          }}
        />
      ) : (
        <InteractionPrompt status={status} />
      )}
    </div>
  );
}
