// The service contract, part: The review console read a page at a time, with the count of all.
// Run on both backends by describeServiceContract (services.contract.ts).
import { describe, expect, it } from 'vitest';
import type { Services } from '../../src/services/api';
import type { PendingItems, ReviewKind } from '../../src/domain/types';
import { buildContact } from '../builders';
import { REJECTION, nextValue, expectServiceError, pendingItems, type ContractBackend } from './contract-helpers';

export function describeReviewPagingContract(create: () => Promise<ContractBackend>) {
  describe('review paging', () => {
    /** A page as watchPendingPage gives it (PendingPage in src/domain/types.ts). */
    type PendingPage<K extends ReviewKind> = { items: PendingItems[K][]; total: number };
    /** The next page of a kind that satisfies the predicate. */
    function pendingPage<K extends ReviewKind>(services: Services, kind: K, limit: number, predicate: (page: PendingPage<K>) => boolean = () => true) {
      return nextValue<PendingPage<K>>((next, onError) => services.admin.watchPendingPage(kind, { limit }, next, onError), predicate);
    }
    const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

    it('reads the oldest items a page at a time with the count of all; an approval takes one out and the count drops', async () => {
      const backend = await create();
      const subjects = ['Paging one', 'Paging two', 'Paging three'];
      for (const subject of subjects) await backend.services.forms.submitContact(buildContact({ subject }));
      await backend.signInAs('admin');
      const all = await pendingItems(backend.services, 'contact', (list) => subjects.every((subject) => list.some((item) => item.subject === subject)));
      expect(all.length).toBeGreaterThanOrEqual(3);

      const first = await pendingPage(backend.services, 'contact', 2);
      expect(ids(first.items)).toEqual(ids(all.slice(0, 2)));
      expect(first.total).toBe(all.length);
      const larger = await pendingPage(backend.services, 'contact', 3);
      expect(ids(larger.items)).toEqual(ids(all.slice(0, 3)));
      expect(larger.total).toBe(all.length);

      const approved = all[0]!;
      const after = nextValue<PendingPage<'contact'>>(
        (next, onError) => backend.services.admin.watchPendingPage('contact', { limit: 2 }, next, onError),
        (page) => !page.items.some((item) => item.id === approved.id) && page.total === all.length - 1,
      );
      await backend.services.admin.approve('contact', approved);
      expect(ids((await after).items)).toEqual(ids(all.slice(1, 3)));
    });

    it('pages the pending comments of every board, oldest first, and counts them', async () => {
      const backend = await create();
      const heritage = (await backend.services.boards.findBoard('/heritage'))!;
      const knees = (await backend.services.boards.findBoard('/knees'))!;
      await backend.signInAs('contributor');
      const older = await backend.services.boards.postMessage({ boardId: heritage.id, content: 'Paged first', replyTo: null, files: [] });
      // Two posts in the same millisecond have no older one (the order is then by id): let the clock move on.
      const posted = Date.now();
      while (Date.now() <= posted) await new Promise((resolve) => setTimeout(resolve, 1));
      const newer = await backend.services.boards.postMessage({ boardId: knees.id, content: 'Paged second', replyTo: null, files: [] });
      await backend.signInAs('admin');
      const all = await pendingItems(backend.services, 'comment', (list) => [older.id, newer.id].every((id) => list.some((item) => item.id === id)));
      const at = all.findIndex((item) => item.id === older.id);
      expect(all[at + 1]?.id).toBe(newer.id);

      const page = await pendingPage(backend.services, 'comment', at + 1);
      expect(ids(page.items)).toEqual(ids(all.slice(0, at + 1)));
      expect(page.items.at(-1)).toMatchObject({ id: older.id, path: '/heritage', userName: 'Sarah Doucette', isApproved: false });
      expect(page.total).toBe(all.length);

      await backend.services.admin.reject('comment', page.items.at(-1)!, REJECTION);
      const next = await pendingPage(backend.services, 'comment', at + 1, (current) => current.total === all.length - 1);
      expect(next.items.at(-1)?.id).toBe(newer.id);
    });

    it('is for an Admin only', async () => {
      const backend = await create();
      await backend.signInAs('contributor');
      await expectServiceError(pendingPage(backend.services, 'contact', 2), 'permission-denied');
    });
  });
}
