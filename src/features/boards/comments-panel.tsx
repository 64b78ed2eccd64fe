// The comment board of the current page, opened from the footer's Comments.
// A read-only first version: the live list with authors and dates.
import { useEffect, useState } from 'react';
import { useServices } from '../../services/context';
import type { Board, Message } from '../../services/types';
import styles from './comments-panel.module.css';

export default function CommentsPanel({ board }: { board: Board }) {
  const services = useServices();
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [names, setNames] = useState<Map<string, string>>(new Map());

  useEffect(() => {
    if (!services) return;
    return services.boards.watchMessages(board.id, {}, setMessages, (error) => {
      console.warn('Board failed to load.', error);
      setMessages([]);
    });
  }, [services, board.id]);

  useEffect(() => {
    if (!services || !messages) return;
    const ids = [...new Set(messages.map((m) => m.userId).filter((id): id is string => id !== null))];
    let cancelled = false;
    void services.users.getDisplayNames(ids).then((found) => !cancelled && setNames(found));
    return () => {
      cancelled = true;
    };
  }, [services, messages]);

  return (
    <section id="comments-panel" className={styles.panel} aria-labelledby="comments-heading">
      <h2 id="comments-heading">{board.heading || 'Comments'}</h2>
      {messages === null ? (
        <p role="status">Loading comments…</p>
      ) : messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => (
            <li key={message.id} className={styles.message} data-reply={message.replyTo !== null}>
              <p className={styles.meta}>
                <strong>{(message.userId && names.get(message.userId)) || 'Unknown User'}</strong>{' '}
                <time dateTime={message.timestamp}>{new Date(message.timestamp).toLocaleString('en-CA')}</time>
                {!message.isApproved && <span className={styles.pending}>Pending Approval</span>}
              </p>
              <p className={styles.content}>{message.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
