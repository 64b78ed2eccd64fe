// The local backend's NotificationsService (issue 23): the signed-in member's
// own notifications, which only the server rules write (notify.ts), newest
// first through the [uid+at] index. Marking them read and the mail opt-in
// check the viewer here as firestore.rules does in production: a member
// changes only `read` of their own, and only their own opt-in.
import Dexie from 'dexie';
import type { NotificationsService } from '../api';
import { ServiceError } from '../../domain/errors';
import { NOTIFICATIONS_SHOWN, type MemberNotification } from '../../domain/notifications';
import { requireSignedIn } from '../../domain/permissions';
import { parseNotification } from '../../domain/server/notify';
import type { LocalContext } from './context';

export function createNotificationsService({ db, session, watch, onRead }: LocalContext): NotificationsService {
  const own = (uid: string) => db.notifications.where('[uid+at]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]);

  return {
    watch(callback, onError) {
      return watch.asViewer(
        async (viewer) => {
          const { uid } = requireSignedIn(viewer);
          const [latest, unread] = await Promise.all([own(uid).reverse().limit(NOTIFICATIONS_SHOWN).toArray(), own(uid).filter((record) => record['read'] !== true).count()]);
          onRead(latest.length);
          const notifications = latest.map(({ id, ...data }) => parseNotification(id, data)).filter((parsed): parsed is MemberNotification => parsed !== null);
          return { notifications, unread };
        },
        ({ notifications, unread }) => callback(notifications, unread),
        onError,
      );
    },

    async markAllRead() {
      const { uid } = requireSignedIn(await session.viewer());
      await own(uid)
        .filter((record) => record['read'] !== true)
        .modify({ read: true });
    },

    async getEmailOptIn() {
      const { uid } = requireSignedIn(await session.viewer());
      return (await db.notificationSettings.get(uid))?.['email'] === true;
    },

    async setEmailOptIn(optIn) {
      const { uid } = requireSignedIn(await session.viewer());
      if (typeof optIn !== 'boolean') throw new ServiceError('invalid-argument', 'The choice must be on or off.');
      await db.notificationSettings.put({ id: uid, email: optIn });
    },
  };
}
