// The service contract, part: A board read a page of threads at a time.
// Run on both backends by describeServiceContract (services.contract.ts).
import { describe, expect, it } from 'vitest';
import type { Services } from '../../src/services/api';
import type { Message } from '../../src/domain/types';
import { boardPage, type ContractBackend } from './contract-helpers';

export function describeBoardPagingContract(create: () => Promise<ContractBackend>) {
  describe('board paging', () => {
    /** Posts `count` threads one after another, each later than the one before (as the Admin, whom no post limit holds). */
    async function postThreads(services: Services, boardId: string, count: number): Promise<Message[]> {
      const posted: Message[] = [];
      for (let index = 1; index <= count; index += 1) {
        posted.push(await services.boards.postMessage({ boardId, content: `Thread ${index}`, replyTo: null, files: [] }));
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      return posted;
    }

    const roots = (messages: readonly Message[]) => messages.filter((m) => m.replyTo === null && m.isApproved);

    it('lists the newest 30 threads with their replies, counts the earlier ones, and lists those on request', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/custom'))!;
      await backend.signInAs('admin');
      const posted = await postThreads(backend.services, board.id, 34);
      const reply = await backend.services.boards.postMessage({ boardId: board.id, content: 'Old reply', replyTo: posted[1]!.id, files: [] });
      const nested = await backend.services.boards.postMessage({ boardId: board.id, content: 'Nested', replyTo: reply.id, files: [] });
      expect(posted[0]!.threadId).toBe(posted[0]!.id);
      expect(reply.threadId).toBe(posted[1]!.id);
      expect(nested.threadId).toBe(posted[1]!.id);
      const recent = await backend.services.boards.postMessage({ boardId: board.id, content: 'New reply', replyTo: posted[33]!.id, files: [] });
      await backend.signInAs(null);

      const [newest, window] = await boardPage(backend.services, board.id, ([list]) => list.some((m) => m.id === recent.id));
      expect(roots(newest).map((m) => m.content)).toEqual(posted.slice(4).map((m) => m.content));
      expect(window.earlierThreads).toBe(4);
      expect(newest.find((m) => m.id === recent.id)?.threadId).toBe(posted[33]!.id);
      // A reply to an old thread is not listed until its thread is.
      expect(newest.some((m) => m.id === reply.id || m.id === nested.id)).toBe(false);
      const times = newest.map((m) => m.timestamp);
      expect([...times].sort()).toEqual(times);

      const [earlier, earlierWindow] = await boardPage(backend.services, board.id, ([list]) => list.some((m) => m.id === nested.id), { threads: 60 });
      expect(roots(earlier).map((m) => m.content)).toEqual(posted.map((m) => m.content));
      expect(earlierWindow.earlierThreads).toBe(0);
      expect(earlier.find((m) => m.id === reply.id)?.threadId).toBe(posted[1]!.id);
      expect(earlier.find((m) => m.id === nested.id)?.threadId).toBe(posted[1]!.id);
    });

    it('always lists the viewer’s own pending messages and, for an Admin, the selected one', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/exotics'))!;
      await backend.signInAs('admin');
      const posted = await postThreads(backend.services, board.id, 32);
      await backend.signInAs('contributor');
      const pendingReply = await backend.services.boards.postMessage({ boardId: board.id, content: 'Pending old reply', replyTo: posted[0]!.id, files: [] });
      const pendingRoot = await backend.services.boards.postMessage({ boardId: board.id, content: 'Pending thread', replyTo: null, files: [] });
      expect(pendingReply.threadId).toBe(posted[0]!.id);
      expect(pendingRoot.threadId).toBe(pendingRoot.id);
      const [own, ownWindow] = await boardPage(backend.services, board.id, ([list]) => [pendingReply.id, pendingRoot.id].every((id) => list.some((m) => m.id === id)));
      expect(roots(own)).toHaveLength(30);
      expect(ownWindow.earlierThreads).toBe(2);

      await backend.signInAs(null);
      const [anonymous] = await boardPage(backend.services, board.id);
      expect(anonymous.some((m) => m.id === pendingReply.id || m.id === pendingRoot.id)).toBe(false);

      await backend.signInAs('admin');
      const [selectedOld, selectedWindow] = await boardPage(backend.services, board.id, ([list]) => list.some((m) => m.id === posted[1]!.id), {
        selectedId: posted[1]!.id,
      });
      // The selected thread is listed, and the threads between it and the newest page with it.
      expect(roots(selectedOld)).toHaveLength(31);
      expect(selectedWindow.earlierThreads).toBe(1);
      const [selectedPending] = await boardPage(backend.services, board.id, ([list]) => list.some((m) => m.id === pendingReply.id), {
        selectedId: pendingReply.id,
      });
      expect(selectedPending.find((m) => m.id === pendingReply.id)?.isApproved).toBe(false);
      expect(selectedPending.some((m) => m.id === pendingRoot.id)).toBe(false);
    });

    it('reads a bounded page of replies, says when some are left out, and lists them on request (issue 23)', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/sweeps'))!;
      await backend.signInAs('admin');
      const root = await backend.services.boards.postMessage({ boardId: board.id, content: 'Busy thread', replyTo: null, files: [] });
      const replies: Message[] = [];
      for (let index = 1; index <= 5; index += 1) {
        replies.push(await backend.services.boards.postMessage({ boardId: board.id, content: `Reply ${index}`, replyTo: root.id, files: [] }));
      }
      await backend.signInAs(null);
      const repliesIn = (list: readonly Message[]) => list.filter((m) => m.threadId === root.id && m.id !== root.id);

      const [bounded, boundedWindow] = await boardPage(backend.services, board.id, ([list]) => list.some((m) => m.id === root.id), { replies: 2 });
      expect(repliesIn(bounded)).toHaveLength(2);
      expect(boundedWindow.moreReplies).toBe(true);

      const [all, allWindow] = await boardPage(backend.services, board.id, ([list]) => repliesIn(list).length === 5, { replies: 10 });
      expect(repliesIn(all).map((m) => m.content).sort()).toEqual(replies.map((m) => m.content).sort());
      expect(allWindow.moreReplies).toBe(false);
    });
  });
}
