// A comment board (spec §2 "Comment board"): the live, threaded list, the
// composer or the prompt that fits the viewer's interaction status. The same
// component serves every comment board, the discussion board and the admin's
// read-only Open Display.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { interactionStatus, type Viewer } from '../../lib/permissions';
import { useServicesReady, useSession } from '../../services/context';
import type { Board, Message } from '../../services/types';
import { Composer } from './composer';
import { MessageItem, type MessageActions } from './message-item';
import { ancestorIds, buildThreads } from './threads';
import { useAuthorNames, useBoardMessages } from './use-board';
import styles from './board.module.css';

export const NOT_AUTHORIZED = 'You are not authorized to view this page.';
const NO_MESSAGES: Message[] = [];

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

  // The selected message's thread is always open, so it can be seen.
  const expanded = useMemo(
    () => (selectedId ? new Set([...opened, ...ancestorIds(messages, selectedId)]) : opened),
    [opened, messages, selectedId],
  );

  const viewer: Viewer | null = session.user ? { uid: session.user.uid, role: session.role } : null;
  const status = readOnly ? 'readonly' : interactionStatus(board, viewer);

  useEffect(() => {
    if (!scrollToEnd || state.status !== 'ready') return;
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [scrollToEnd, state.status, messages.length]);

  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const actions: MessageActions = {
    async reply(parent, content, files) {
      const services = await servicesReady;
      await services.boards.postMessage({ boardId: board.id, content, replyTo: parent.id, files });
      // Submitting a reply expands its ancestors (spec §2).
      setOpened((current) => new Set([...current, parent.id, ...ancestorIds(messages, parent.id)]));
    },
    async edit(message, edit) {
      const services = await servicesReady;
      await services.boards.editMessage(board.id, message.id, edit);
    },
    async remove(message) {
      const services = await servicesReady;
      await services.boards.deleteMessage(board.id, message.id);
    },
  };

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
        <ol className={styles.list} aria-label={`${board.heading} messages`}>
          {threads.map((node) => (
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
      )}
      {status === 'full' ? (
        <Composer
          board={board}
          label={board.kind === 'discussion' ? 'Write to the discussion board' : 'Add a comment'}
          submitLabel="Post"
          onSubmit={async ({ content, files }) => {
            const services = await servicesReady;
            await services.boards.postMessage({ boardId: board.id, content, replyTo: null, files });
          }}
        />
      ) : (
        <InteractionPrompt status={status} />
      )}
    </div>
  );
}
