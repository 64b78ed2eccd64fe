// A comment board (spec §2 "Comment board"): the live, threaded list, the
// composer or the prompt that fits the viewer's interaction status. The same
// component serves every comment board, the discussion board and the admin's
// read-only Open Display. Its data (the live list, what the viewer has just
// saved, the writes) comes from useBoard over the board hooks; what is shown
// of a long board from useThreadWindow, over the page of threads the service lists.
import { useEffect, useRef } from 'react';
import { Link, m, useLocale } from '../../i18n';
import { fillText, placeholders } from '../../i18n/fill-text';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { LIST_LIMIT } from '../../domain/limits';
import type { Board } from '../../domain/types';
import { BoardStateContext } from './board-context';
import { boardHeading } from './board-text';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import { useBoard } from './use-board';
import styles from './board.module.css';

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
  const { status, messages, paging, showMoreReplies, interaction, post, shared } = useBoard(board, selectedId, readOnly);
  const scrollRef = useRef<HTMLDivElement>(null);
  const locale = useLocale();

  useEffect(() => {
    if (!scrollToEnd || status !== 'ready') return;
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [scrollToEnd, status, messages.length]);

  if (status === 'loading') return <Loading label={m.boards_loading_messages()} />;
  if (status === 'denied') return <p role="alert">{m.boards_not_authorized()}</p>;
  if (status === 'error') {
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
              {paging.earlier >= LIST_LIMIT
                ? m.boards_show_earlier_many({ count: new Intl.NumberFormat(locale).format(LIST_LIMIT) })
                : m.boards_show_earlier({ count: paging.earlier })}
            </button>
          )}
          <BoardStateContext value={shared}>
            <ol className={styles.list} aria-label={m.boards_list_label({ heading: boardHeading(board) })}>
              {paging.shown.map((node) => (
                <MessageItem key={node.message.id} node={node} />
              ))}
            </ol>
          </BoardStateContext>
          {showMoreReplies && (
            <button type="button" className={styles.earlier} onClick={showMoreReplies}>
              {m.limits_show_more_replies()}
            </button>
          )}
        </>
      )}
      {interaction === 'full' ? (
        <Composer
          board={board}
          label={board.kind === 'discussion' ? m.boards_composer_discussion() : m.boards_composer_comment()}
          submitLabel={m.boards_post()}
          onSubmit={({ content, files }) => post(content, files)}
        />
      ) : (
        <InteractionPrompt status={interaction} />
      )}
    </div>
  );
}
