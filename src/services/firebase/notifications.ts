// The firebase backend's NotificationsService (issue 23): the member's own
// notifications (notifications/{id}, written only by the functions), read
// live; marking them read is the one change firestore.rules lets the member
// make to them (`read` from false to true); the mail opt-in is their own
// notificationSettings/{uid} document, { email: boolean } and nothing else.
import { collection, doc, getDoc, getDocs, onSnapshot, setDoc, writeBatch } from 'firebase/firestore';
import type { NotificationsService } from '../api';
import { ServiceError } from '../../domain/errors';
import { NOTIFICATIONS_SHOWN, type MemberNotification } from '../../domain/notifications';
import { toMemberNotification } from '../../domain/server/notify';
import { converterOf } from './converters';
import type { FirebaseContext } from './context';
import { guard, toServiceError } from './errors';
import { collections } from '../../domain/model/collections';
import { queries } from '../../domain/model/queries';
import { shapedQuery } from './shaped-query';

/**
 * The unread count is a live query of the unread ones, bounded: Firestore
 * has no live count. Past this many the bell shows this many.
 */
export const UNREAD_COUNTED = 100;
/** Marked read per batch (Firestore takes at most 500 writes in one). */
const MARK_BATCH = 400;

export function createNotificationsService({ db, viewer }: FirebaseContext): NotificationsService {
  // Read through the notifications' converter: one of another shape reads as null and is left out.
  const notifications = collection(db, collections.notifications.path).withConverter(converterOf(collections.notifications));
  const unreadOf = (uid: string, max: number) => shapedQuery(notifications, queries.unreadNotifications, { equal: { uid, read: false }, limit: max });

  return {
    watch(callback, onError) {
      return viewer.watchAsViewer((current) => {
        if (!current) throw new ServiceError('permission-denied', 'Missing or insufficient permissions.');
        let list: MemberNotification[] | null = null;
        let unread: number | null = null;
        const emit = () => list !== null && unread !== null && callback(list, unread);
        const fail = (error: Error) => onError?.(toServiceError(error));
        const stopList = onSnapshot(
          shapedQuery(notifications, queries.notifications, { equal: { uid: current.uid }, limit: NOTIFICATIONS_SHOWN }),
          (snapshot) => {
            list = snapshot.docs.flatMap((entry) => {
              const stored = entry.data();
              return stored ? [toMemberNotification(entry.id, stored)] : [];
            });
            emit();
          },
          fail,
        );
        const stopUnread = onSnapshot(
          unreadOf(current.uid, UNREAD_COUNTED),
          (snapshot) => {
            unread = snapshot.size;
            emit();
          },
          fail,
        );
        return () => {
          stopList();
          stopUnread();
        };
      }, onError);
    },

    markAllRead: () =>
      guard(async () => {
        const { uid } = await viewer.requireViewer();
        for (;;) {
          const unread = await getDocs(unreadOf(uid, MARK_BATCH));
          if (unread.empty) return;
          const batch = writeBatch(db);
          for (const entry of unread.docs) batch.update(entry.ref, { read: true });
          await batch.commit();
          if (unread.size < MARK_BATCH) return;
        }
      }),

    getEmailOptIn: () =>
      guard(async () => {
        const { uid } = await viewer.requireViewer();
        const settings = await getDoc(doc(db, collections.notificationSettings.path, uid).withConverter(converterOf(collections.notificationSettings)));
        return settings.data()?.email === true;
      }),

    setEmailOptIn: (optIn) =>
      guard(async () => {
        const { uid } = await viewer.requireViewer();
        if (typeof optIn !== 'boolean') throw new ServiceError('invalid-argument', 'The choice must be on or off.');
        await setDoc(doc(db, collections.notificationSettings.path, uid), { email: optIn });
      }),
  };
}
