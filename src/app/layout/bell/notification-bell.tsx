// The notification bell (issue 23): for a signed-in member, a button with the
// unread count that opens the list of their notifications. This part is in
// every page's first script, so it is small: the live subscription, the count
// and its polite announcement; the panel's code loads when it first opens
// (or when the browser is idle).
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { m } from '../../../i18n';
import { isServiceError } from '../../../domain/errors';
import { usePrefetch } from '../../../lib/use-prefetch';
import { useLiveQuery } from '../../../services/use-live-query';
import styles from './bell.module.css';
import type { Notifications } from './notification-panel';

const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(loadPanel);

/** An announcement when the unread count grows (a new notification arrived), none for the first count. */
function useArrivalAnnouncement(unread: number | null): string {
  const [seen, setSeen] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  if (unread !== null && unread !== seen) {
    setSeen(unread);
    if (seen !== null && unread > seen) setAnnouncement(m.notify_unread_announce({ count: unread }));
  }
  return announcement;
}

export function NotificationBell({ uid }: { uid: string }) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const state = useLiveQuery<Notifications>(
    `notifications:${uid}`,
    (services, next, fail) => services.notifications.watch((list, unread) => next({ list, unread }), fail),
    {
      // Signing out ends the subscription with a refusal before the bell unmounts: not a fault.
      onError: (error) => isServiceError(error, 'permission-denied') || console.error('The notifications could not be loaded.', error),
    },
  );
  const unread = state.status === 'ready' ? state.data.unread : null;
  const announcement = useArrivalAnnouncement(unread);
  usePrefetch(loadPanel, true);

  // A press outside the bell closes the panel (focus stays where the press put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={styles.bell} data-bell="">
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={unread ? m.notify_bell_unread({ count: unread }) : m.notify_bell()}
        onClick={() => setOpen(!open)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {unread ? (
          <span className={styles.count} aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} state={state} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
