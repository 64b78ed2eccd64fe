// The service contract, part: Comment boards: who reads, posts, replies, edits and deletes, and what files go with a message.
// Run on both backends by describeServiceContract (services.contract.ts).
import { describe, expect, it } from 'vitest';
import { isMessageAttachmentUrl } from '../../src/domain/messages';
import { isServiceError } from '../../src/domain/errors';
import { REJECTION, expectServiceError, pendingItems, boardMessages, itStoringFiles, textFile, type ContractBackend } from './contract-helpers';

export function describeBoardsContract(create: () => Promise<ContractBackend>) {
  describe('boards', () => {
    it('finds a board by path, case-insensitively, and none for other paths', async () => {
      const { services } = await create();
      const board = await services.boards.findBoard('/store');
      expect(board?.heading).toBe('Comments');
      expect(board?.maxLength).toBe(500);
      expect((await services.boards.findBoard('/STORE/'))?.id).toBe(board?.id);
      expect(await services.boards.findBoard('/register')).toBeNull();
      const discussion = await services.boards.findBoard('/discussion');
      expect(discussion?.maxLength).toBe(750);
      expect(discussion?.allowAttachments).toBe(true);
    });

    it('shows anonymous visitors approved messages only, oldest first', async () => {
      const { services } = await create();
      const board = (await services.boards.findBoard('/quality'))!;
      const messages = await boardMessages(services, board.id);
      expect(messages.every((m) => m.isApproved)).toBe(true);
      const store = (await services.boards.findBoard('/store'))!;
      const storeMessages = await boardMessages(services, store.id, (list) => list.length >= 2);
      const times = storeMessages.map((m) => m.timestamp);
      expect([...times].sort()).toEqual(times);
      expect(storeMessages.some((m) => m.replyTo !== null)).toBe(true);
    });

    it('holds a contributor’s message for approval, visible to its author only', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/heritage'))!;
      await backend.signInAs('contributor');
      const posted = await backend.services.boards.postMessage({ boardId: board.id, content: '  Pending words  ', replyTo: null, files: [] });
      expect(posted.isApproved).toBe(false);
      expect(posted.content).toBe('Pending words');
      const own = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === posted.id));
      expect(own.find((m) => m.id === posted.id)?.isApproved).toBe(false);

      await backend.signInAs(null);
      const anonymous = await boardMessages(backend.services, board.id);
      expect(anonymous.some((m) => m.id === posted.id)).toBe(false);
    });

    it('publishes franchisee and admin messages without approval', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/heritage'))!;
      await backend.signInAs('franchisee');
      const posted = await backend.services.boards.postMessage({ boardId: board.id, content: 'Straight through', replyTo: null, files: [] });
      expect(posted.isApproved).toBe(true);
    });

    it('refuses anonymous posts, empty posts and posts over the board’s limit', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/ecology'))!;
      await expectServiceError(backend.services.boards.postMessage({ boardId: board.id, content: 'Hi', replyTo: null, files: [] }), 'permission-denied');
      await backend.signInAs('contributor');
      await expectServiceError(backend.services.boards.postMessage({ boardId: board.id, content: '   ', replyTo: null, files: [] }), 'invalid-argument');
      await expectServiceError(
        backend.services.boards.postMessage({ boardId: board.id, content: 'x'.repeat(501), replyTo: null, files: [] }),
        'invalid-argument',
      );
    });

    it('keeps the discussion board to franchisees and admins', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/discussion'))!;
      await backend.signInAs('contributor');
      await expectServiceError(backend.services.boards.postMessage({ boardId: board.id, content: 'Let me in', replyTo: null, files: [] }), 'permission-denied');
      await backend.signInAs('franchisee');
      const posted = await backend.services.boards.postMessage({ boardId: board.id, content: 'x'.repeat(750), replyTo: null, files: [] });
      expect(posted.isApproved).toBe(true);
    });

    it('allows replies to approved messages only', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/story'))!;
      await backend.signInAs('contributor');
      const pending = await backend.services.boards.postMessage({ boardId: board.id, content: 'Pending parent', replyTo: null, files: [] });
      await expectServiceError(
        backend.services.boards.postMessage({ boardId: board.id, content: 'Reply', replyTo: pending.id, files: [] }),
        'invalid-argument',
      );
    });

    it('lets only the author edit, and soft-deletes a message that has replies', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/story'))!;
      await backend.signInAs('franchisee');
      const parent = await backend.services.boards.postMessage({ boardId: board.id, content: 'Parent', replyTo: null, files: [] });
      await backend.services.boards.editMessage(board.id, parent.id, { content: 'Parent, edited', keep: [], files: [] });

      await backend.signInAs('contributor');
      await expectServiceError(backend.services.boards.editMessage(board.id, parent.id, { content: 'Hijack', keep: [], files: [] }), 'permission-denied');
      await expectServiceError(backend.services.boards.deleteMessage(board.id, parent.id), 'permission-denied');
      await backend.services.boards.postMessage({ boardId: board.id, content: 'A reply', replyTo: parent.id, files: [] });

      await backend.signInAs('franchisee');
      await backend.services.boards.deleteMessage(board.id, parent.id);
      const messages = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === parent.id && m.isDeleted));
      const deleted = messages.find((m) => m.id === parent.id)!;
      expect(deleted.content).toBe('This message has been deleted');
      expect(deleted.userId).toBeNull();
      expect(deleted.isApproved).toBe(true);
      expect(deleted.attachments).toEqual([]);
      expect(deleted.editTimestamp).not.toBeNull();
    });

    it('removes a message without replies, and lets an admin delete any message', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/story'))!;
      await backend.signInAs('franchisee');
      const lonely = await backend.services.boards.postMessage({ boardId: board.id, content: 'Lonely', replyTo: null, files: [] });
      await backend.signInAs('admin');
      await backend.services.boards.deleteMessage(board.id, lonely.id);
      const messages = await boardMessages(backend.services, board.id, (list) => !list.some((m) => m.id === lonely.id));
      expect(messages.some((m) => m.id === lonely.id)).toBe(false);
    });

    it('soft-deletes a message whose only reply is pending, and nobody deletes it again', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/heritage'))!;
      await backend.signInAs('franchisee');
      const parent = await backend.services.boards.postMessage({ boardId: board.id, content: 'Parent', replyTo: null, files: [] });
      await backend.signInAs('contributor');
      const reply = await backend.services.boards.postMessage({ boardId: board.id, content: 'Pending reply', replyTo: parent.id, files: [] });
      expect(reply.isApproved).toBe(false);

      await backend.signInAs('franchisee');
      await backend.services.boards.deleteMessage(board.id, parent.id);
      await backend.signInAs('admin');
      const soft = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === parent.id && m.isDeleted));
      expect(soft.find((m) => m.id === parent.id)?.content).toBe('This message has been deleted');

      await expectServiceError(backend.services.boards.deleteMessage(board.id, parent.id), 'invalid-argument');
      await backend.signInAs('franchisee');
      await expectServiceError(backend.services.boards.deleteMessage(board.id, parent.id), 'permission-denied');
      await backend.signInAs('admin');
      const after = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === parent.id));
      expect(after.find((m) => m.id === parent.id)).toMatchObject({ isDeleted: true, content: 'This message has been deleted', userId: null });
      await backend.signInAs('contributor');
      const own = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === reply.id));
      expect(own.find((m) => m.id === reply.id)?.replyTo).toBe(parent.id);
    });

    it('removes a message without replies for its author', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/ecology'))!;
      await backend.signInAs('contributor');
      const lonely = await backend.services.boards.postMessage({ boardId: board.id, content: 'Gone soon', replyTo: null, files: [] });
      await backend.services.boards.deleteMessage(board.id, lonely.id);
      const messages = await boardMessages(backend.services, board.id, (list) => !list.some((m) => m.id === lonely.id));
      expect(messages.some((m) => m.id === lonely.id)).toBe(false);
      await expectServiceError(backend.services.boards.deleteMessage(board.id, lonely.id), 'not-found');
    });

    it('shows a pending reply to its author and an admin, not to the parent’s author', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/quality'))!;
      await backend.signInAs('franchisee');
      const parent = await backend.services.boards.postMessage({ boardId: board.id, content: 'Ask me', replyTo: null, files: [] });
      await backend.signInAs('contributor');
      const reply = await backend.services.boards.postMessage({ boardId: board.id, content: 'Private until approved', replyTo: parent.id, files: [] });

      await backend.signInAs('franchisee');
      const parentView = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === parent.id));
      expect(parentView.some((m) => m.id === reply.id)).toBe(false);

      await backend.signInAs('contributor');
      const authorView = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === reply.id));
      expect(authorView.find((m) => m.id === reply.id)?.isApproved).toBe(false);

      await backend.signInAs('admin');
      const adminView = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === reply.id), {
        selectedId: reply.id,
      });
      expect(adminView.find((m) => m.id === reply.id)?.content).toBe('Private until approved');
      const pending = await pendingItems(backend.services, 'comment', (list) => list.some((item) => item.id === reply.id));
      expect(pending.find((item) => item.id === reply.id)?.commentBoardId).toBe(board.id);
    });

    itStoringFiles('keeps, removes and adds files on edit, and they go with the message', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/discussion'))!;
      await backend.signInAs('franchisee');
      const posted = await backend.services.boards.postMessage({
        boardId: board.id,
        content: 'Kiln logs',
        replyTo: null,
        files: [textFile('monday.txt'), textFile('tuesday.txt')],
      });
      expect(posted.attachments.map((a) => a.name)).toEqual(['monday.txt', 'tuesday.txt']);
      // Each a URL the board links: this file of its author's folder, on the project's bucket (issue 23).
      const home = { origin: backend.services.attachmentOrigin, bucket: backend.services.attachmentBucket };
      for (const attachment of posted.attachments) {
        expect(isMessageAttachmentUrl(attachment.url, home, posted, attachment.name), attachment.url).toBe(true);
      }

      await backend.services.boards.editMessage(board.id, posted.id, {
        content: 'Kiln logs, fixed',
        keep: ['monday.txt'],
        files: [textFile('wednesday.txt')],
      });
      const edited = await boardMessages(backend.services, board.id, (list) =>
        list.some((m) => m.id === posted.id && m.content === 'Kiln logs, fixed'),
      );
      const message = edited.find((m) => m.id === posted.id)!;
      expect(message.attachments.map((a) => a.name).sort()).toEqual(['monday.txt', 'wednesday.txt']);
      for (const attachment of message.attachments) {
        expect(isMessageAttachmentUrl(attachment.url, home, message, attachment.name), attachment.url).toBe(true);
      }

      await backend.services.boards.deleteMessage(board.id, posted.id);
      const after = await boardMessages(backend.services, board.id, (list) => !list.some((m) => m.id === posted.id));
      expect(after.some((m) => m.id === posted.id)).toBe(false);
      expect(after.flatMap((m) => m.attachments.map((a) => a.name))).not.toContain('monday.txt');
    });

    it('shows an admin the selected pending message of another member; for anyone else the selection changes nothing', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/ecology'))!;
      await backend.signInAs('contributor');
      const pending = await backend.services.boards.postMessage({ boardId: board.id, content: 'Awaiting review', replyTo: null, files: [] });
      await backend.signInAs('franchisee');
      // An approved message posted after it: a list that holds it is current.
      const marker = await backend.services.boards.postMessage({ boardId: board.id, content: 'Published', replyTo: null, files: [] });

      await backend.signInAs('admin');
      const unselected = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === marker.id));
      expect(unselected.some((m) => m.id === pending.id)).toBe(false);
      const selected = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === pending.id), {
        selectedId: pending.id,
      });
      expect(selected.find((m) => m.id === pending.id)).toMatchObject({ content: 'Awaiting review', isApproved: false, userId: pending.userId });
      const times = selected.map((m) => m.timestamp);
      expect([...times].sort()).toEqual(times);

      for (const role of ['franchisee', null] as const) {
        await backend.signInAs(role);
        const view = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === marker.id), {
          selectedId: pending.id,
        });
        expect(view.some((m) => m.id === pending.id), `as ${role ?? 'a visitor'}`).toBe(false);
      }
    });

    itStoringFiles('refuses files where the board takes none, of a type it does not take, or too many, and stores nothing', async () => {
      const backend = await create();
      const story = (await backend.services.boards.findBoard('/story'))!;
      const discussion = (await backend.services.boards.findBoard('/discussion'))!;
      expect(story.allowAttachments).toBe(false);
      await backend.signInAs('franchisee');
      const post = (boardId: string, content: string, files: File[]) =>
        backend.services.boards.postMessage({ boardId, content, replyTo: null, files });

      await expectServiceError(post(story.id, 'No files here', [textFile('notes.txt')]), 'invalid-argument');
      await expectServiceError(post(discussion.id, 'A program', [new File(['MZ'], 'run.exe', { type: 'application/x-msdownload' })]), 'invalid-argument');
      const eleven = Array.from({ length: 11 }, (_, index) => textFile(`log-${index}.txt`));
      await expectServiceError(post(discussion.id, 'Too many files', eleven), 'invalid-argument');
      // A file alone is a message where the board takes files.
      const fileOnly = await post(discussion.id, '', [textFile('alone.txt')]);
      expect(fileOnly.attachments.map((a) => a.name)).toEqual(['alone.txt']);
      await expectServiceError(
        backend.services.boards.editMessage(discussion.id, fileOnly.id, {
          content: 'Now a program',
          keep: ['alone.txt'],
          files: [new File(['MZ'], 'run.exe', { type: 'application/x-msdownload' })],
        }),
        'invalid-argument',
      );

      const storyMessages = await boardMessages(backend.services, story.id);
      expect(storyMessages.some((m) => m.content === 'No files here')).toBe(false);
      const discussionMessages = await boardMessages(backend.services, discussion.id, (list) => list.some((m) => m.id === fileOnly.id));
      expect(discussionMessages.some((m) => m.content === 'A program' || m.content === 'Too many files')).toBe(false);
      expect(discussionMessages.find((m) => m.id === fileOnly.id)).toMatchObject({ content: '', attachments: [{ name: 'alone.txt' }] });
    });

    it('approves or rejects a pending comment only on the board the review item names', async () => {
      const backend = await create();
      const heritage = (await backend.services.boards.findBoard('/heritage'))!;
      const quality = (await backend.services.boards.findBoard('/quality'))!;
      await backend.signInAs('contributor');
      const pending = await backend.services.boards.postMessage({ boardId: heritage.id, content: 'Which board?', replyTo: null, files: [] });
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'comment', (list) => list.some((item) => item.id === pending.id));
      const item = items.find((entry) => entry.id === pending.id)!;
      expect(item.commentBoardId).toBe(heritage.id);

      const elsewhere = { ...item, commentBoardId: quality.id };
      const refusal = await backend.services.admin.approve('comment', elsewhere).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(isServiceError(refusal), String(refusal)).toBe(true);
      await expectServiceError(backend.services.admin.reject('comment', elsewhere, REJECTION), 'not-found');
      const still = await pendingItems(backend.services, 'comment', (list) => list.some((entry) => entry.id === pending.id));
      expect(still.find((entry) => entry.id === pending.id)?.isApproved).toBe(false);

      await backend.services.admin.approve('comment', item);
      await pendingItems(backend.services, 'comment', (list) => !list.some((entry) => entry.id === pending.id));
      await backend.signInAs(null);
      const visible = await boardMessages(backend.services, heritage.id, (list) => list.some((m) => m.id === pending.id));
      expect(visible.find((m) => m.id === pending.id)?.isApproved).toBe(true);
    });

    it('approving a pending comment shows it to everyone; rejecting removes it', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/knees'))!;
      await backend.signInAs('contributor');
      const keep = await backend.services.boards.postMessage({ boardId: board.id, content: 'Approve me', replyTo: null, files: [] });
      const drop = await backend.services.boards.postMessage({ boardId: board.id, content: 'Reject me', replyTo: null, files: [] });

      await backend.signInAs('admin');
      const pending = await pendingItems(backend.services, 'comment', (list) =>
        [keep.id, drop.id].every((id) => list.some((item) => item.id === id)),
      );
      const keepItem = pending.find((item) => item.id === keep.id)!;
      expect(keepItem.path).toBe('/knees');
      expect(keepItem.userName).toBe('Sarah Doucette');
      await backend.services.admin.approve('comment', keepItem);
      await backend.services.admin.reject('comment', pending.find((item) => item.id === drop.id)!, REJECTION);

      await backend.signInAs(null);
      const visible = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === keep.id));
      expect(visible.some((m) => m.id === drop.id)).toBe(false);
    });
  });
}
