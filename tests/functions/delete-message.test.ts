// @vitest-environment node
// Unit tests of the deleteMessage callable's logic (src/domain/server/delete-message.ts)
// over the fake Firestore with transactions (tests/functions/fake-firestore.ts)
// and a fake bucket: spec §4's hard delete without replies and soft delete with
// any reply (a pending one too), a soft-deleted message that nobody deletes
// again, who may delete, and files found from the ids rather than a stored path.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_DELETED,
  DeletionError,
  INVALID_MESSAGE,
  MESSAGE_NOT_FOUND,
  NOT_ALLOWED,
  deleteMessage,
  type DeletionBackend,
  type DeletionCaller,
} from '../../src/domain/server/delete-message';
import { trustedBy } from '../../src/domain/moderation';
import { parseAuthorStats } from '../../src/domain/server/moderation-records';
import { undoDecision, NOT_UNDOABLE } from '../../src/domain/server/moderation-undo';
import type { ModerationBackend } from '../../src/domain/server/moderation-ports';
import { FakeFirestore, tick } from './fake-firestore';

const BOARD = 'board-1';
const AUTHOR = 'authorUid000000000000000001';
const OTHER = 'otherUid0000000000000000001';
const AUTHOR_CALLER: DeletionCaller = { uid: AUTHOR, token: { role: 'Contributor' } };
const OTHER_CALLER: DeletionCaller = { uid: OTHER, token: { role: 'Franchisee' } };
const ADMIN_CALLER: DeletionCaller = { uid: 'adminUid00000000000000000001', token: { role: 'Admin' } };

let store: FakeFirestore;
let files: Set<string>;
let backend: DeletionBackend;

const messagePath = (id: string) => `commentBoards/${BOARD}/comments/${id}`;

function addMessage(id: string, fields: Record<string, unknown> = {}) {
  store.put(messagePath(id), {
    userId: AUTHOR,
    content: 'Selective cuts on the north lot',
    attachments: [],
    timestamp: '2026-11-20T10:00:00.000Z',
    editTimestamp: null,
    replyTo: null,
    isApproved: true,
    isDeleted: false,
    ...fields,
  });
}

/** A file in the bucket and its metadata document, as a post with attachments leaves them. */
function addFile(uid: string, messageId: string, name: string) {
  files.add(`attachments/${uid}/${BOARD}/${messageId}/${name}`);
  store.put(`attachments/${uid}_${messageId}_${name}`, { userId: uid, messageId, name });
  return { name, path: `attachments/${uid}/${BOARD}/${messageId}/${name}`, url: `https://firebasestorage.googleapis.com/v0/b/demo/o/x?alt=media&token=t` };
}

async function refusal(promise: Promise<unknown>): Promise<DeletionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error instanceof DeletionError) return error;
  throw new Error(`Expected the deletion to be refused, got ${String(error)}`);
}

beforeEach(() => {
  store = new FakeFirestore();
  files = new Set();
  backend = {
    runTransaction: (work) => store.runTransaction(work),
    async deleteFilesUnder(prefix) {
      await tick();
      for (const name of [...files]) if (name.startsWith(prefix)) files.delete(name);
    },
  };
});

describe('deleteMessage', () => {
  it('lets the author hard-delete a message without replies, with its files and their metadata', async () => {
    const attachment = addFile(AUTHOR, 'm1', 'plan.pdf');
    addMessage('m1', { attachments: [attachment] });
    const otherMessageFile = addFile(AUTHOR, 'm10', 'keep.pdf');

    await expect(deleteMessage(backend, AUTHOR_CALLER, { boardId: BOARD, messageId: 'm1' })).resolves.toEqual({ outcome: 'deleted' });
    expect(store.has(messagePath('m1'))).toBe(false);
    expect([...files]).toEqual([otherMessageFile.path]);
    expect(store.has(`attachments/${AUTHOR}_m1_plan.pdf`)).toBe(false);
    expect(store.has(`attachments/${AUTHOR}_m10_keep.pdf`)).toBe(true);
  });

  it('soft-deletes a message whose only reply is pending, to exactly the spec’s shape', async () => {
    const attachment = addFile(AUTHOR, 'm1', 'photo.jpg');
    addMessage('m1', { attachments: [attachment] });
    addMessage('r1', { userId: OTHER, replyTo: 'm1', isApproved: false });

    await expect(deleteMessage(backend, AUTHOR_CALLER, { boardId: BOARD, messageId: 'm1' })).resolves.toEqual({ outcome: 'soft-deleted' });
    expect(store.get(messagePath('m1'))).toEqual({
      content: 'This message has been deleted',
      attachments: [],
      timestamp: '2026-11-20T10:00:00.000Z',
      editTimestamp: null,
      replyTo: null,
      isApproved: true,
      isDeleted: true,
      userId: null,
    });
    expect(files.size).toBe(0);
    expect(store.has(`attachments/${AUTHOR}_m1_photo.jpg`)).toBe(false);
    expect(store.has(messagePath('r1'))).toBe(true);
  });

  it('refuses an Admin deleting a soft-deleted message, which stays as it is', async () => {
    addMessage('m1', { content: 'This message has been deleted', userId: null, isDeleted: true, isApproved: true });
    addMessage('r1', { userId: OTHER, replyTo: 'm1' });
    const before = store.get(messagePath('m1'));

    const error = await refusal(deleteMessage(backend, ADMIN_CALLER, { boardId: BOARD, messageId: 'm1' }));
    expect(error).toMatchObject({ code: 'failed-precondition', message: ALREADY_DELETED });
    expect(store.get(messagePath('m1'))).toEqual(before);
  });

  it('refuses a signed-in member who is neither the author nor an Admin, and anonymous callers', async () => {
    const attachment = addFile(AUTHOR, 'm1', 'plan.pdf');
    addMessage('m1', { attachments: [attachment] });
    const before = store.get(messagePath('m1'));

    expect(await refusal(deleteMessage(backend, OTHER_CALLER, { boardId: BOARD, messageId: 'm1' }))).toMatchObject({ code: 'permission-denied', message: NOT_ALLOWED });
    // An Admin member record is not enough: only the token's claim counts.
    expect((await refusal(deleteMessage(backend, { uid: OTHER, token: {} }, { boardId: BOARD, messageId: 'm1' }))).code).toBe('permission-denied');
    expect((await refusal(deleteMessage(backend, null, { boardId: BOARD, messageId: 'm1' }))).code).toBe('permission-denied');
    expect(store.get(messagePath('m1'))).toEqual(before);
    expect(files.size).toBe(1);
  });

  it('lets an Admin remove a pending comment (the console’s Reject)', async () => {
    const attachment = addFile(AUTHOR, 'm1', 'plan.pdf');
    addMessage('m1', { isApproved: false, attachments: [attachment] });

    await expect(deleteMessage(backend, ADMIN_CALLER, { boardId: BOARD, messageId: 'm1' })).resolves.toEqual({ outcome: 'deleted' });
    expect(store.has(messagePath('m1'))).toBe(false);
    expect(files.size).toBe(0);
  });

  it('deletes the files under the author’s folder, never a file a stored path points at', async () => {
    const victimFile = addFile(OTHER, 'theirs', 'contract.pdf');
    const own = addFile(AUTHOR, 'm1', 'notes.txt');
    files.add(`attachments/${AUTHOR}/${BOARD}/m1/unlisted.bin`);
    addMessage('m1', {
      attachments: [own, { name: 'contract.pdf', path: victimFile.path, url: victimFile.url }],
    });

    await deleteMessage(backend, AUTHOR_CALLER, { boardId: BOARD, messageId: 'm1' });
    expect([...files]).toEqual([victimFile.path]);
    expect(store.has(`attachments/${OTHER}_theirs_contract.pdf`)).toBe(true);
    expect(store.has(`attachments/${AUTHOR}_m1_notes.txt`)).toBe(false);
  });

  it('answers not-found for a message that does not exist', async () => {
    expect(await refusal(deleteMessage(backend, ADMIN_CALLER, { boardId: BOARD, messageId: 'nope' }))).toMatchObject({ code: 'not-found', message: MESSAGE_NOT_FOUND });
  });

  it.each([
    ['no payload', undefined],
    ['an empty message id', { boardId: BOARD, messageId: '' }],
    ['a board id with a slash', { boardId: `${BOARD}/comments/m1`, messageId: 'm1' }],
    ['a message id with a slash', { boardId: BOARD, messageId: '../m1' }],
    ['an id longer than 128 characters', { boardId: BOARD, messageId: 'm'.repeat(129) }],
    ['ids that are not text', { boardId: 1, messageId: 2 }],
  ])('refuses %s as invalid-argument', async (_case, payload) => {
    addMessage('m1');
    expect(await refusal(deleteMessage(backend, ADMIN_CALLER, payload))).toMatchObject({ code: 'invalid-argument', message: INVALID_MESSAGE });
    expect(store.has(messagePath('m1'))).toBe(true);
  });

  it('soft-deletes when a reply arrives while the deletion runs', async () => {
    addMessage('m1');
    let replied = false;
    const original = backend.runTransaction;
    backend.runTransaction = (work) =>
      original((transaction) =>
        work({
          ...transaction,
          async findIds(...args) {
            const ids = await transaction.findIds(...args);
            // A reply is posted between the deletion's read and its commit: the
            // transaction runs again and sees it.
            if (!replied) {
              replied = true;
              addMessage('r1', { userId: OTHER, replyTo: 'm1', isApproved: false });
            }
            return ids;
          },
        }),
      );

    await expect(deleteMessage(backend, AUTHOR_CALLER, { boardId: BOARD, messageId: 'm1' })).resolves.toEqual({ outcome: 'soft-deleted' });
    expect(store.get(messagePath('m1'))).toMatchObject({ isDeleted: true, userId: null });
  });
});

describe('an Admin’s deletion', () => {
  const NOW = new Date('2026-11-26T10:00:00.000Z');
  const TRUST = { enabled: true, approvedCount: 3 };

  it('revokes the author’s trust: their run of approvals starts over, so the trust rule holds their next post', async () => {
    store.put(`authorStats/${AUTHOR}`, { approved: 7, rejected: 0, streak: 7 });
    expect(trustedBy(TRUST, parseAuthorStats(store.get(`authorStats/${AUTHOR}`) ?? null), [])).toBe(true);
    addMessage('m1');
    await deleteMessage(backend, ADMIN_CALLER, { boardId: BOARD, messageId: 'm1' }, NOW);
    expect(store.get(`authorStats/${AUTHOR}`)).toEqual({ approved: 7, rejected: 0, streak: 0 });
    expect(trustedBy(TRUST, parseAuthorStats(store.get(`authorStats/${AUTHOR}`) ?? null), [])).toBe(false);
  });

  it('is in the audit log with what was deleted, and cannot be undone; an author’s own deletion is not logged', async () => {
    store.put(`ApprovedUsers/${ADMIN_CALLER.uid}`, { firstName: 'Jane', lastName: 'Admin' });
    store.put(`commentBoards/${BOARD}`, { pathname: '/quality' });
    store.put(`publicProfiles/${AUTHOR}`, { firstName: 'Sarah', lastName: 'Doucette' });
    addMessage('m1');
    addMessage('m2');
    await deleteMessage(backend, AUTHOR_CALLER, { boardId: BOARD, messageId: 'm2' }, NOW);
    expect(store.list('moderationLog')).toEqual([]);
    await deleteMessage(backend, ADMIN_CALLER, { boardId: BOARD, messageId: 'm1' }, NOW);
    const [path] = store.list('moderationLog');
    expect(store.get(path!)).toMatchObject({
      kind: 'comment',
      action: 'delete',
      itemId: 'm1',
      boardId: BOARD,
      adminUid: ADMIN_CALLER.uid,
      adminName: 'Jane Admin',
      item: { id: 'm1', path: '/quality', userName: 'Sarah Doucette', authorId: AUTHOR, content: 'Selective cuts on the north lot' },
      undoableUntil: null,
    });
    const moderation = { ...backend } as unknown as ModerationBackend;
    const entryId = path!.split('/')[1]!;
    await expect(undoDecision(moderation, ADMIN_CALLER, { entryId }, { now: NOW })).rejects.toMatchObject({ code: 'failed-precondition', message: NOT_UNDOABLE });
  });
});
