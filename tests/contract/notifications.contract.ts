// The contract of the bell (issue 23): a member reads only their own
// notifications, newest first with the unread count, marks them read, and
// sets their own mail opt-in (off by default). A reply by a Franchisee or an
// Admin (approved at once) tells the parent's author, never the replier
// replying to themselves: the arrival rule, on both backends (locally after
// postMessage, on firebase through the Firestore trigger).
import { describe, expect, it } from 'vitest';
import type { MemberNotification } from '../../src/domain/notifications';
import { isServiceError } from '../../src/domain/errors';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import { expectServiceError, nextValue, type ContractBackend } from './contract-helpers';

type Bell = { list: MemberNotification[]; unread: number };

function bell(backend: ContractBackend, predicate: (bell: Bell) => boolean): Promise<Bell> {
  return nextValue<Bell>((next, fail) => backend.services.notifications.watch((list, unread) => next({ list, unread }), fail), predicate, 10_000);
}

export function describeNotificationsContract(create: () => Promise<ContractBackend>) {
  describe('notifications', () => {
    it('are refused to a visitor', async () => {
      const backend = await create();
      await backend.signInAs(null);
      await expect(bell(backend, () => true)).rejects.toSatisfy((error: unknown) => isServiceError(error, 'permission-denied'));
      await expectServiceError(backend.services.notifications.markAllRead(), 'permission-denied');
      await expectServiceError(backend.services.notifications.getEmailOptIn(), 'permission-denied');
    });

    it('tell the parent’s author of a reply, not the replier to themselves, and are marked read by their member only', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/story'))!;
      await backend.signInAs('franchisee');
      const parent = await backend.services.boards.postMessage({ boardId: board.id, content: 'Which grade for sills?', replyTo: null, files: [] });
      await backend.services.boards.postMessage({ boardId: board.id, content: 'Answering myself', replyTo: parent.id, files: [] });
      await backend.signInAs('admin');
      await backend.services.boards.postMessage({ boardId: board.id, content: 'Number 1 cedar.', replyTo: parent.id, files: [] });
      const adminBell = await bell(backend, () => true);
      expect(adminBell.list.filter((notification) => notification.kind === 'reply')).toEqual([]);

      await backend.signInAs('franchisee');
      // The firebase backend notifies from a trigger, a moment after the reply: wait for this board's.
      const onThisBoard = (notification: { kind: string; boardPath?: string | null }) => notification.kind === 'reply' && notification.boardPath === board.pathname;
      const { list, unread } = await bell(backend, ({ list }) => list.some(onThisBoard));
      // Only this thread's replies: the emulators' seed may have told the same member of a seeded reply elsewhere.
      const replies = list.filter(onThisBoard);
      expect(replies).toEqual([
        expect.objectContaining({
          kind: 'reply',
          read: false,
          boardPath: board.pathname,
          excerpt: 'Number 1 cedar.',
          actorName: `${DEMO_ACCOUNTS.admin.firstName} ${DEMO_ACCOUNTS.admin.lastName}`,
        }),
      ]);
      expect(unread).toBeGreaterThanOrEqual(1);

      await backend.services.notifications.markAllRead();
      const after = await bell(backend, ({ unread }) => unread === 0);
      expect(after.list.every((notification) => notification.read)).toBe(true);
    });

    it('keep each member’s mail opt-in, off by default, theirs alone', async () => {
      const backend = await create();
      await backend.signInAs('contributor');
      expect(await backend.services.notifications.getEmailOptIn()).toBe(false);
      await backend.services.notifications.setEmailOptIn(true);
      expect(await backend.services.notifications.getEmailOptIn()).toBe(true);
      await expect(backend.services.notifications.setEmailOptIn('yes' as unknown as boolean)).rejects.toSatisfy(
        (error: unknown) => isServiceError(error, 'invalid-argument') || isServiceError(error, 'permission-denied'),
      );
      expect(await backend.services.notifications.getEmailOptIn()).toBe(true);

      await backend.signInAs('franchisee');
      expect(await backend.services.notifications.getEmailOptIn()).toBe(false);
      await backend.signInAs('contributor');
      await backend.services.notifications.setEmailOptIn(false);
      expect(await backend.services.notifications.getEmailOptIn()).toBe(false);
    });
  });
}
