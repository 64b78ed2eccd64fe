// A comment board (spec §2 "Comment board"): the live, threaded list, the
// composer or the prompt that fits the viewer's interaction status. The same
// component serves every comment board, the discussion board and the admin's
// read-only Open Display. Its data (the live list, the writes and their wait
// for the update that shows them) comes from the board hooks; what is shown
// of a long board from useThreadWindow, over the page of threads the service lists.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, m } from '../../i18n';
import { fillText, placeholders } from '../../i18n/fill-text';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { interactionStatus, type Viewer } from '../../domain/permissions';
import { useSession } from '../../services/context';
import type { Board, Message } from '../../domain/types';
import { boardHeading } from './board-text';
import { Composer } from './composer';
import { MessageItem, type MessageActions } from './message-item';
import { ancestorIds, buildThreads } from './threads';
import { useBoardActions } from './use-board-actions';
import { useAuthorNames, useBoardMessages } from './use-board-messages';
import { THREADS_PER_PAGE, useThreadWindow } from './use-thread-window';
import styles from './board.module.css';

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
          {fillText(m.boards_prompt_login(placeholders('register', 'login')), {
            register: <Link to={paths.register}>{m.boards_prompt_register_link()}</Link>,
            login: <Link to={paths.login}>{m.boards_prompt_login_link()}</Link>,
          })}
        </p>
      );
    case 'register':
      return (
        <p className={styles.prompt}>
          {fillText(m.boards_prompt_register(placeholders('register')), {
            register: <Link to={paths.register}>{m.boards_prompt_register_link()}</Link>,
          })}
        </p>
      );
    default:
      return (
        <p role="alert" className={styles.failure}>
          {m.boards_something_went_wrong()}
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
  // The live query lists one page of threads more than is shown, so 'Show
  // earlier messages' shows them at once; each click lists a page more.
  const [listed, setListed] = useState({ boardId: board.id, threads: 2 * THREADS_PER_PAGE });
  const listedThreads = listed.boardId === board.id ? listed.threads : 2 * THREADS_PER_PAGE;
  const state = useBoardMessages(board.id, selectedId, listedThreads);
  const messages = state.status === 'ready' ? state.messages : NO_MESSAGES;
  const unlisted = state.status === 'ready' ? state.earlierThreads : 0;
  const names = useAuthorNames(messages);
  const writes = useBoardActions(board.id, messages);
  const threads = useMemo(() => buildThreads(messages), [messages]);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const now = useNow();
  const scrollRef = useRef<HTMLDivElement>(null);

  // The selected message's thread is always open, so it can be seen.
  const selectedPath = useMemo(() => (selectedId ? ancestorIds(messages, selectedId) : []), [messages, selectedId]);
  const expanded = useMemo(() => (selectedPath.length > 0 ? new Set([...opened, ...selectedPath]) : opened), [opened, selectedPath]);
  const selectedRoot = selectedId ? (selectedPath.at(-1) ?? selectedId) : null;
  const listEarlier = useCallback(() => {
    if (unlisted > 0) setListed({ boardId: board.id, threads: listedThreads + THREADS_PER_PAGE });
  }, [unlisted, board.id, listedThreads]);
  const paging = useThreadWindow(threads, selectedRoot, unlisted, listEarlier);

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

  const actions: MessageActions = useMemo(
    () => ({
      async reply(parent, content, files) {
        const thread = await writes.reply(parent, content, files);
        // Submitting a reply expands its ancestors (spec §2).
        setOpened((current) => new Set([...current, ...thread]));
      },
      edit: writes.edit,
      remove: writes.remove,
    }),
    [writes],
  );

  if (state.status === 'loading') return <Loading label={m.boards_loading_messages()} />;
  if (state.status === 'denied') return <p role="alert">{m.boards_not_authorized()}</p>;
  if (state.status === 'error') {
    return (
      <p role="alert" className={styles.failure}>
        {m.boards_load_failed()}
      </p>
    );
  }

  return (
    <div ref={scrollRef} className={scrollToEnd ? `${styles.board} ${styles.scroller}` : styles.board}>
      {messages.length === 0 ? (
        <p className={styles.empty}>{m.boards_empty()}</p>
      ) : (
        <>
          {paging.earlier > 0 && (
            <button type="button" className={styles.earlier} onClick={paging.showEarlier}>
              {m.boards_show_earlier({ count: paging.earlier })}
            </button>
          )}
          <ol className={styles.list} aria-label={m.boards_list_label({ heading: boardHeading(board) })}>
            {paging.shown.map((node) => (
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
          label={board.kind === 'discussion' ? m.boards_composer_discussion() : m.boards_composer_comment()}
          submitLabel={m.boards_post()}
          onSubmit={({ content, files }) => writes.post(content, files)}
        />
      ) : (
        <InteractionPrompt status={status} />
      )}
    </div>
  );
}
