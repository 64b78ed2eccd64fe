// One message of a board with its actions (reply, edit, two-step delete) and,
// below it, its replies, which can be shown or hidden. What all the messages
// share comes from the board's context (board-context.ts). An attachment is a link
// (and an image preview) only when its URL is on the storage origin the
// backend names; any other stored URL shows as its file name, inert.
import { memo, useState, type ReactNode } from 'react';
import { isMessageAttachmentUrl } from '../../domain/messages';
import { UNKNOWN_USER } from '../../domain/messages';
import { formatMessageDate } from '../../lib/dates';
import { m, useLocale } from '../../i18n';
import { canDelete, canEdit, canReply } from '../../domain/permissions';
import { useServices } from '../../services/context';
import type { Message } from '../../domain/types';
import { useBoardState } from './board-context';
import { authorText, contentText } from './board-text';
import { Composer } from './composer';
import { linkify } from './linkify';
import { countReplies, sameThread, type ThreadNode } from './threads';
import styles from './board.module.css';

const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/** The message's files: a link (and an image's preview) only for a URL of this file in its author's folder; any other is plain text. */
function Attachments({ message }: { message: Message }) {
  const services = useServices().services;
  const { attachments } = message;
  if (attachments.length === 0) return null;
  const home = services ? { origin: services.attachmentOrigin, bucket: services.attachmentBucket } : null;
  return (
    <ul className={styles.attachments} aria-label={m.boards_attachments()}>
      {attachments.map((attachment) => {
        const trusted = home !== null && isMessageAttachmentUrl(attachment.url, home, message, attachment.name);
        return (
          <li key={attachment.name}>
            {trusted && IMAGE_NAME.test(attachment.name) && (
              <img src={attachment.url} alt={attachment.name} className={styles.preview} loading="lazy" width="160" height="120" />
            )}
            {trusted ? (
              <a href={attachment.url} download={attachment.name} target="_blank" rel="noopener noreferrer">
                {attachment.name}
              </a>
            ) : (
              <span>{attachment.name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type Mode = 'view' | 'reply' | 'edit' | 'confirm-delete';

/** Reply, Edit and the two-step Delete, as the viewer may. */
function MessageButtons({ message, mode, setMode, onRemove }: { message: Message; mode: Mode; setMode: (mode: Mode) => void; onRemove: () => void }) {
  const { viewer } = useBoardState();
  return (
    <div className={styles.actions}>
      {canReply(message) && (
        <button type="button" className={styles.action} onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')}>
          {m.boards_reply()}
        </button>
      )}
      {canEdit(message, viewer) && (
        <button type="button" className={styles.action} onClick={() => setMode('edit')}>
          {m.boards_edit()}
        </button>
      )}
      {canDelete(message, viewer) && mode !== 'confirm-delete' && (
        <button type="button" className={styles.action} onClick={() => setMode('confirm-delete')}>
          {m.boards_delete()}
        </button>
      )}
      {mode === 'confirm-delete' && (
        <span className={styles.confirm} role="group" aria-label={m.boards_confirm_delete()}>
          <span>{m.boards_are_you_sure()}</span>
          <button type="button" className={styles.action} onClick={() => setMode('view')} autoFocus>
            {m.boards_cancel()}
          </button>
          <button type="button" className={`${styles.action} ${styles.danger}`} onClick={onRemove}>
            {m.boards_delete()}
          </button>
        </span>
      )}
    </div>
  );
}

/** The author (none on a deleted message), the date and the edited and pending marks. */
function MessageMeta({ message, author }: { message: Message; author: string | null }) {
  const { now } = useBoardState();
  const locale = useLocale();
  return (
    <header className={styles.meta}>
      {author && <strong className={styles.author}>{author}</strong>}
      <time dateTime={message.timestamp}>{formatMessageDate(message.timestamp, { now, locale })}</time>
      {message.editTimestamp && !message.isDeleted && <span className={styles.edited}>{m.boards_edited()}</span>}
      {!message.isApproved && <span className={styles.pending}>{m.boards_pending()}</span>}
    </header>
  );
}

/** The text and files, or the edit composer in their place. */
function MessageBody({ message, editing, onDone }: { message: Message; editing: boolean; onDone: () => void }) {
  const { board, actions } = useBoardState();
  if (!editing) {
    return (
      <>
        <p className={message.isDeleted ? styles.deleted : styles.content}>{linkify(contentText(message))}</p>
        <Attachments message={message} />
      </>
    );
  }
  return (
    <Composer
      board={board}
      label={m.boards_edit_label()}
      submitLabel={m.boards_save()}
      initialText={message.content}
      existing={message.attachments}
      autoFocus
      onCancel={onDone}
      onSubmit={async (edit) => {
        await actions.edit(message, edit);
        onDone();
      }}
    />
  );
}

function MessageItemView({ node }: { node: ThreadNode }): ReactNode {
  const { board, interactive, names, expanded, toggleReplies, highlightId, actions } = useBoardState();
  const { message } = node;
  const [mode, setMode] = useState<Mode>('view');
  const [deleteFailed, setDeleteFailed] = useState(false);
  const replies = countReplies(node);
  const open = expanded.has(message.id);
  const name = message.isDeleted ? null : (message.userId && names.get(message.userId)) || UNKNOWN_USER;
  const unknown = name === UNKNOWN_USER;
  const author = name === null ? null : authorText(name);
  const highlighted = highlightId === message.id;

  const remove = async () => {
    setDeleteFailed(false);
    try {
      await actions.remove(message);
    } catch (error) {
      console.error('Deleting the message failed.', error);
      setDeleteFailed(true);
      setMode('view');
    }
  };

  return (
    <li className={styles.item}>
      <article
        className={styles.message}
        data-pending={!message.isApproved}
        data-highlighted={highlighted}
        aria-current={highlighted ? 'true' : undefined}
        id={`message-${message.id}`}
        tabIndex={-1}
        aria-label={author === null ? m.boards_deleted_label() : unknown ? m.boards_message_from_unknown() : m.boards_message_from({ name: author })}
      >
        <MessageMeta message={message} author={author} />
        <MessageBody message={message} editing={mode === 'edit'} onDone={() => setMode('view')} />
        {interactive && mode !== 'edit' && <MessageButtons message={message} mode={mode} setMode={setMode} onRemove={() => void remove()} />}
        {deleteFailed && (
          <p role="alert" className={styles.failure}>
            {m.boards_delete_failed()}
          </p>
        )}

        {mode === 'reply' && (
          <Composer
            board={board}
            label={author === null ? m.boards_reply_to_message() : unknown ? m.boards_reply_to_unknown() : m.boards_reply_to({ name: author })}
            submitLabel={m.boards_reply()}
            autoFocus
            onCancel={() => setMode('view')}
            onSubmit={async ({ content, files }) => {
              await actions.reply(message, content, files);
              setMode('view');
            }}
          />
        )}

        {replies > 0 && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={`replies-${message.id}`}
            onClick={() => toggleReplies(message.id)}
          >
            {open ? m.boards_hide_replies() : m.boards_show_replies({ count: replies })}
          </button>
        )}
      </article>

      {replies > 0 && open && (
        <ol className={styles.replies} id={`replies-${message.id}`}>
          {node.replies.map((reply) => (
            <MessageItem key={reply.message.id} node={reply} />
          ))}
        </ol>
      )}
    </li>
  );
}

/**
 * A row renders again when its messages change (kept identical across live
 * updates when unchanged) or the board's shared state does (the context). On a
 * board of 2,000 messages an append then renders one thread, not all of them.
 */
export const MessageItem = memo(MessageItemView, (before, after) => sameThread(before.node, after.node));
