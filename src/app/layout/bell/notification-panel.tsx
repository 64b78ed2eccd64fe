// The bell's panel (issue 23), loaded when the bell first opens: the member's
// latest notifications, newest first, each saying what happened (a rejection
// with its reason and the Admin's note), the message's start as text (a piece
// inquiry: the piece's summary), when, whether it is unread, and a link to the
// board (or the piece's page); and "Mark all as read".
// Focus moves into the panel when it opens; Escape closes it and returns focus
// to the bell.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, m, useLocale, type Locale } from '../../../i18n';
import { notificationSummary } from '../../../i18n/notifications';
import { reasonLabel } from '../../../i18n/reasons';
import { formatMessageDate } from '../../../lib/dates';
import type { MemberNotification } from '../../../domain/notifications';
import { piecePath } from '../../../config/paths';
import type { QueryState } from '../../../services/use-service-query';
import { useServiceAction } from '../../../services/use-service-action';
import styles from './bell.module.css';

/** What the bell reads live and the panel lists: the latest notifications and the unread count. */
export interface Notifications {
  list: MemberNotification[];
  unread: number;
}

function Item({ notification, locale, onFollow }: { notification: MemberNotification; locale: Locale; onFollow: () => void }) {
  const options = { locale };
  return (
    <li className={styles.item} data-unread={!notification.read || undefined}>
      <p className={styles.summary}>
        {!notification.read && <span className={styles.unread}>{m.notify_unread()}</span>}
        {notificationSummary(notification, locale)}
      </p>
      {notification.reason && <p>{m.notify_mail_reason({ reason: reasonLabel(notification.reason, locale) }, options)}</p>}
      {notification.note && <p>{m.notify_mail_note({ note: notification.note }, options)}</p>}
      {notification.excerpt &&
        (notification.pieceId ? <p>{notification.excerpt}</p> : <q className={styles.excerpt}>{notification.excerpt}</q>)}
      <p className={styles.meta}>
        <time dateTime={notification.at}>{formatMessageDate(notification.at, { locale })}</time>
        {notification.pieceId ? (
          <Link to={piecePath(notification.pieceId)} onClick={onFollow}>
            {m.notify_mail_view_piece()}
          </Link>
        ) : (
          notification.boardPath && (
            <Link to={notification.boardPath} onClick={onFollow}>
              {m.notify_view_message()}
            </Link>
          )
        )}
      </p>
    </li>
  );
}

export default function NotificationPanel({
  id,
  state,
  onClose,
}: {
  id: string;
  state: QueryState<Notifications>;
  onClose: (returnFocus: boolean) => void;
}) {
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failed, setFailed] = useState(false);
  const markAllRead = useServiceAction((services) => services.notifications.markAllRead());

  useEffect(() => headingRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose(true);
  };

  const markAll = async () => {
    setFailed(false);
    try {
      await markAllRead.run();
    } catch (error) {
      console.error('Marking the notifications read failed.', error);
      setFailed(true);
    }
  };

  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-heading`} onKeyDown={onKeyDown}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {m.notify_panel_heading()}
        </h2>
        {state.status === 'ready' && state.data.list.length > 0 && (
          // Stays once all is read (disabled), so the focus it had is not lost.
          <button
            type="button"
            className={styles.markAll}
            aria-disabled={markAllRead.pending || state.data.unread === 0 || undefined}
            onClick={() => void (markAllRead.pending || state.data.unread === 0 || markAll())}
          >
            {m.notify_mark_all_read()}
          </button>
        )}
        <button type="button" className={styles.close} onClick={() => onClose(true)}>
          {m.notify_close()}
        </button>
      </div>
      {failed && (
        <p role="alert" className={styles.error}>
          {m.notify_mark_failed()}
        </p>
      )}
      {state.status === 'loading' && <p role="status">{m.notify_loading()}</p>}
      {state.status === 'error' && <p role="alert">{m.notify_load_failed()}</p>}
      {state.status === 'ready' &&
        (state.data.list.length === 0 ? (
          <p>{m.notify_empty()}</p>
        ) : (
          <ul className={styles.list}>
            {state.data.list.map((notification) => (
              <Item key={notification.id} notification={notification} locale={locale} onFollow={() => onClose(false)} />
            ))}
          </ul>
        ))}
    </section>
  );
}
