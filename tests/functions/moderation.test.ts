// @vitest-environment node
// The moderation rules (src/domain/server/moderation*.ts, issue 23) over the
// fake Firestore with production semantics (reads before writes, a
// transaction whose reads changed runs again) and a fake bucket: stale-safe
// approve, reject only of a pending comment, the archive and its purge, the
// undo window, two decisions on one item at once, the notifications written.
import { beforeEach, describe, expect, it } from 'vitest';
import { CHANGED_SINCE_READ, UNDO_WINDOW_MS } from '../../src/domain/moderation';
import { messageVersion } from '../../src/domain/messages';
import { BULK_CONCURRENCY, decide, decideMany } from '../../src/domain/server/moderation';
import type { ModerationBackend, ModerationCaller } from '../../src/domain/server/moderation-ports';
import type { ImportedUser } from '../../src/domain/server/approval-ports';
import { NOT_PENDING_COMMENT } from '../../src/domain/server/moderation-comments';
import { ALREADY_UNDONE, HAS_REPLIES, UNDO_EXPIRED, undoDecision } from '../../src/domain/server/moderation-undo';
import { purgeExpired } from '../../src/domain/server/purge';
import { INVALID_TRUST, setTrustSettings } from '../../src/domain/server/trust-settings';
import { FakeFirestore } from './fake-firestore';
import { refusal } from './refusal';
import { testMailPorts } from './mail-ports';

const BOARD = 'board-1';
const AUTHOR = 'authorUid000000000000000001';
const PARENT_AUTHOR = 'parentUid000000000000000001';
const ADMIN: ModerationCaller = { uid: 'adminUid00000000000000000001', token: { role: 'Admin' } };
const POSTED = '2026-11-20T10:00:00.000Z';
const NOW = new Date('2026-11-26T12:00:00.000Z');
const REJECTION = { action: 'reject', reason: 'spam', note: 'Links to a pill shop.' } as const;

let store: FakeFirestore;
let files: Set<string>;
let backend: ModerationBackend;

const messagePath = (id: string) => `commentBoards/${BOARD}/comments/${id}`;
const later = (ms: number) => new Date(NOW.getTime() + ms);

function addMessage(id: string, fields: Record<string, unknown> = {}) {
  store.put(messagePath(id), {
    userId: AUTHOR,
    content: 'Selective cuts on the north lot',
    attachments: [],
    timestamp: POSTED,
    editTimestamp: null,
    replyTo: null,
    threadId: id,
    isApproved: false,
    isDeleted: false,
    ...fields,
  });
}

const unused = () => Promise.reject(new Error('not used by these tests'));

beforeEach(() => {
  store = new FakeFirestore();
  files = new Set();
  store.put('ApprovedUsers/' + ADMIN.uid, { uid: ADMIN.uid, firstName: 'Morgan', lastName: 'MacLeod', permissionLevel: 'Admin' });
  store.put('ApprovedUsers/' + AUTHOR, { uid: AUTHOR, email: 'author@example.com', language: 'fr-CA', permissionLevel: 'Contributor' });
  store.put('publicProfiles/' + AUTHOR, { uid: AUTHOR, firstName: 'Sarah', lastName: 'Doucette' });
  store.put(`commentBoards/${BOARD}`, { pathname: '/heritage', heading: 'Heritage' });
  backend = {
    runTransaction: (work) => store.runTransaction(work),
    getUser: unused,
    getUserByEmail: unused,
    importUser: unused,
    deleteUser: unused,
    setRoleClaim: unused,
    mail: testMailPorts,
    async deleteFilesUnder(prefix) {
      for (const path of [...files]) if (path.startsWith(prefix)) files.delete(path);
    },
  };
});

const item = (id: string, version: string | null = POSTED) => ({ id, boardId: BOARD, version });
const approveComment = (id: string, version?: string | null, caller: ModerationCaller | null = ADMIN) =>
  decide(backend, caller, { kind: 'comment', item: item(id, version), decision: { action: 'approve' } }, { now: NOW });
const rejectComment = (id: string, now = NOW) => decide(backend, ADMIN, { kind: 'comment', item: item(id), decision: REJECTION }, { now });

const notifications = () => store.list('notifications').map((path) => store.get(path)!);
const snapshot = () => Object.fromEntries(['commentBoards/board-1/comments', 'moderationLog', 'moderationArchive', 'authorStats', 'notifications'].flatMap((c) => store.list(c).map((p) => [p, store.get(p)])));

describe('approve a comment', () => {
  it('approves the version the Admin read, logs it, counts it and tells the author', async () => {
    addMessage('m-1');
    const { entryId } = await approveComment('m-1');
    expect(store.get(messagePath('m-1'))?.['isApproved']).toBe(true);
    expect(store.get(`authorStats/${AUTHOR}`)).toEqual({ approved: 1, rejected: 0, streak: 1 });
    expect(store.get(`moderationLog/${entryId}`)).toMatchObject({
      kind: 'comment',
      action: 'approve',
      itemId: 'm-1',
      boardId: BOARD,
      adminUid: ADMIN.uid,
      adminName: 'Morgan MacLeod',
      at: NOW,
      undoableUntil: later(UNDO_WINDOW_MS),
      item: { id: 'm-1', path: '/heritage', topic: 'Heritage', userName: 'Sarah Doucette', version: POSTED, flags: ['first-post'] },
    });
    expect(notifications()).toEqual([expect.objectContaining({ uid: AUTHOR, kind: 'comment-approved', boardPath: '/heritage', messageId: 'm-1', read: false })]);
  });

  it('refuses a version the author has changed since, and changes nothing', async () => {
    addMessage('m-1', { editTimestamp: '2026-11-21T09:00:00.000Z', content: 'Swapped for spam' });
    const before = snapshot();
    const error = await refusal(approveComment('m-1', POSTED));
    expect(error).toMatchObject({ code: 'failed-precondition', reason: 'changed', message: CHANGED_SINCE_READ });
    expect(await refusal(approveComment('m-1', null))).toMatchObject({ message: CHANGED_SINCE_READ });
    expect(snapshot()).toEqual(before);
    await approveComment('m-1', '2026-11-21T09:00:00.000Z');
    expect(store.get(messagePath('m-1'))?.['isApproved']).toBe(true);
  });

  it('refuses a version whose files changed since the Admin read it (attached without an edit), and changes nothing', async () => {
    // The Admin read the message as posted (POSTED, no files); then the second half of a post with files named them, with no edit time.
    const attachments = [{ name: 'invoice.pdf', path: `attachments/${AUTHOR}/${BOARD}/m-1/invoice.pdf`, url: 'https://storage.example/invoice.pdf' }];
    addMessage('m-1', { attachments });
    const before = snapshot();
    expect(await refusal(approveComment('m-1', POSTED))).toMatchObject({ code: 'failed-precondition', message: CHANGED_SINCE_READ });
    expect(snapshot()).toEqual(before);
    await approveComment('m-1', messageVersion(POSTED, attachments));
    expect(store.get(messagePath('m-1'))?.['isApproved']).toBe(true);
  });

  it('tells a reply’s parent author, but not an author replying to themself', async () => {
    addMessage('parent', { userId: PARENT_AUTHOR, isApproved: true });
    addMessage('own', { isApproved: true });
    addMessage('r-1', { replyTo: 'parent', threadId: 'parent' });
    addMessage('r-2', { replyTo: 'own', threadId: 'own' });
    await approveComment('r-1');
    await approveComment('r-2');
    const replies = notifications().filter((entry) => entry['kind'] === 'reply');
    expect(replies).toEqual([expect.objectContaining({ uid: PARENT_AUTHOR, messageId: 'r-1', actorName: 'Sarah Doucette' })]);
  });

  it('refuses anyone without the Admin claim', async () => {
    addMessage('m-1');
    for (const caller of [null, { uid: AUTHOR, token: { role: 'Contributor' } }, { uid: AUTHOR, token: {} }]) {
      expect((await refusal(approveComment('m-1', POSTED, caller))).code).toBe('permission-denied');
    }
    expect(store.get(messagePath('m-1'))?.['isApproved']).toBe(false);
  });
});

describe('reject a comment', () => {
  it('never removes an approved comment (the review’s finding): refused, the comment and its reply stay', async () => {
    addMessage('m-1', { isApproved: true });
    addMessage('r-1', { replyTo: 'm-1', threadId: 'm-1', isApproved: true });
    const before = snapshot();
    expect(await refusal(rejectComment('m-1'))).toMatchObject({ code: 'not-found', message: NOT_PENDING_COMMENT });
    expect(snapshot()).toEqual(before);
  });

  it('archives the pending message as it was, keeps its files for the undo, logs and tells the reason', async () => {
    addMessage('m-1', { attachments: [{ name: 'a.png', path: `attachments/${AUTHOR}/${BOARD}/m-1/a.png` }] });
    files.add(`attachments/${AUTHOR}/${BOARD}/m-1/a.png`);
    const stored = store.get(messagePath('m-1'));
    const { entryId } = await rejectComment('m-1');
    expect(store.has(messagePath('m-1'))).toBe(false);
    expect(store.get(`moderationArchive/${entryId}`)).toEqual({
      collection: `commentBoards/${BOARD}/comments`,
      id: 'm-1',
      data: stored,
      extra: [],
      folder: `attachments/${AUTHOR}/${BOARD}/m-1/`,
      expiresAt: later(UNDO_WINDOW_MS),
    });
    expect(files.size).toBe(1);
    expect(store.get(`moderationLog/${entryId}`)).toMatchObject({ action: 'reject', reason: 'spam', note: REJECTION.note });
    expect(store.get(`authorStats/${AUTHOR}`)).toEqual({ approved: 0, rejected: 1, streak: 0 });
    expect(notifications()).toEqual([expect.objectContaining({ uid: AUTHOR, kind: 'comment-rejected', reason: 'spam', note: REJECTION.note })]);
  });

  it('lets only one of two decisions on one item made at once happen', async () => {
    addMessage('m-1');
    const results = await Promise.allSettled([approveComment('m-1'), rejectComment('m-1')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((result) => result.status === 'rejected');
    expect(failed?.status === 'rejected' && failed.reason).toMatchObject({ code: 'not-found' });
    expect(store.list('moderationLog')).toHaveLength(1);
    expect(notifications()).toHaveLength(1);
  });
});

describe('undo and purge', () => {
  it('puts a rejected comment back exactly as it was, once, within the window', async () => {
    addMessage('m-1');
    const stored = store.get(messagePath('m-1'));
    const { entryId } = await rejectComment('m-1');
    const undone = await undoDecision(backend, ADMIN, { entryId }, { now: later(UNDO_WINDOW_MS - 1) });
    expect(undone.entryId).toBe(`undo_${entryId}`);
    expect(store.get(messagePath('m-1'))).toEqual(stored);
    expect(store.has(`moderationArchive/${entryId}`)).toBe(false);
    expect(store.get(`authorStats/${AUTHOR}`)).toEqual({ approved: 0, rejected: 0, streak: 0 });
    expect(store.get(`moderationLog/undo_${entryId}`)).toMatchObject({ action: 'undo', undoes: entryId, undoableUntil: null });
    expect(await refusal(undoDecision(backend, ADMIN, { entryId }, { now: NOW }))).toMatchObject({ code: 'not-found', message: ALREADY_UNDONE });
  });

  it('refuses an undo after 7 days, when the purge has removed the archive and the files', async () => {
    addMessage('m-1', { attachments: [{ name: 'a.png', path: 'x' }] });
    files.add(`attachments/${AUTHOR}/${BOARD}/m-1/a.png`);
    files.add(`attachments/${AUTHOR}/${BOARD}/m-2/keep.png`);
    store.put(`attachments/${AUTHOR}_m-1_a.png`, { userId: AUTHOR });
    const { entryId } = await rejectComment('m-1');
    const purge = (at: Date) => purgeExpired({ ...backend, dueIds: (query, limit) => store.dueIds(query, limit) }, at);
    expect((await purge(later(UNDO_WINDOW_MS - 1))).archive).toBe(0);
    expect(store.has(`moderationArchive/${entryId}`)).toBe(true);

    expect((await purge(later(UNDO_WINDOW_MS))).archive).toBe(1);
    expect(store.has(`moderationArchive/${entryId}`)).toBe(false);
    expect([...files]).toEqual([`attachments/${AUTHOR}/${BOARD}/m-2/keep.png`]);
    expect(store.has(`attachments/${AUTHOR}_m-1_a.png`)).toBe(false);
    const error = await refusal(undoDecision(backend, ADMIN, { entryId }, { now: later(UNDO_WINDOW_MS + 1) }));
    expect(error).toMatchObject({ code: 'not-found', message: UNDO_EXPIRED });
    expect(store.has(messagePath('m-1'))).toBe(false);
  });

  it('hides an approved comment again, but not one with a reply', async () => {
    addMessage('m-1');
    addMessage('m-2');
    const first = await approveComment('m-1');
    const second = await approveComment('m-2');
    addMessage('r-1', { replyTo: 'm-2', threadId: 'm-2' });
    await undoDecision(backend, ADMIN, { entryId: first.entryId }, { now: NOW });
    expect(store.get(messagePath('m-1'))?.['isApproved']).toBe(false);
    expect(await refusal(undoDecision(backend, ADMIN, { entryId: second.entryId }, { now: NOW }))).toMatchObject({ message: HAS_REPLIES });
    expect(store.get(messagePath('m-2'))?.['isApproved']).toBe(true);
  });

  it('refuses anyone without the Admin claim and an entry that is not one', async () => {
    addMessage('m-1');
    const { entryId } = await rejectComment('m-1');
    expect((await refusal(undoDecision(backend, { uid: AUTHOR, token: {} }, { entryId }, { now: NOW }))).code).toBe('permission-denied');
    expect((await refusal(undoDecision(backend, ADMIN, { entryId: 'a/b' }, { now: NOW }))).code).toBe('not-found');
    expect((await refusal(undoDecision(backend, ADMIN, { entryId: `undo_${entryId}` }, { now: NOW }))).code).toBe('not-found');
  });
});

describe('bulk and the trust setting', () => {
  it('decides each item on its own, outcomes in order (a done one with its audit entry), at most 100', async () => {
    addMessage('m-1');
    addMessage('m-3');
    const payload = { kind: 'comment', items: [item('m-1'), item('gone'), item('m-3', '2020-01-01T00:00:00.000Z')], decision: { action: 'approve' } };
    expect(await decideMany(backend, ADMIN, payload, { now: NOW })).toEqual([
      { itemId: 'm-1', outcome: 'done', entryId: expect.any(String) },
      { itemId: 'gone', outcome: 'not-found' },
      { itemId: 'm-3', outcome: 'changed' },
    ]);
    const tooMany = { ...payload, items: Array.from({ length: 101 }, () => item('m-1')) };
    expect((await refusal(decideMany(backend, ADMIN, tooMany, { now: NOW }))).code).toBe('invalid-argument');
  });

  it('approves 100 applications at most BULK_CONCURRENCY at a time, so the work is bounded rounds, not 100 in a row', async () => {
    const users = new Map<string, ImportedUser>();
    let inFlight = 0;
    let most = 0;
    let imports = 0;
    /** An Auth call that takes a while, counting how many run at once. */
    const slow = async <T>(work: () => T): Promise<T> => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return work();
    };
    backend.getUser = (uid) => slow(() => (users.has(uid) ? { uid, email: users.get(uid)!.email } : null));
    backend.getUserByEmail = (email) => slow(() => [...users.values()].find((user) => user.email === email) ?? null);
    backend.importUser = (user) => slow(() => void (users.set(user.uid, user), (imports += 1)));
    backend.setRoleClaim = () => slow(() => undefined);
    const ids = Array.from({ length: 100 }, (_, index) => `app-${index}`);
    for (const [index, id] of ids.entries()) {
      store.put(`ContributorApplication/${id}`, { firstName: 'Owen', lastName: `Sullivan ${index}`, email: `owen${index}@example.com`, town: 'Truro', expertise: 'Selective harvesting', emailVerified: true });
      store.put(`applicationSecrets/ContributorApplication_${id}`, { password: { algorithm: 'PBKDF2-SHA256', iterations: 100_000, salt: 'c2FsdHNhbHRzYWx0c2FsdA==', hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=' } });
    }
    const outcomes = await decideMany(backend, ADMIN, { kind: 'contributor', items: ids.map((id) => ({ id })), decision: { action: 'approve' } }, { now: NOW });
    expect(outcomes).toEqual(ids.map((itemId) => ({ itemId, outcome: 'done', entryId: expect.any(String) })));
    expect(imports).toBe(100);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(BULK_CONCURRENCY);
  });

  it('refuses a reason off the list and a note over 500 characters', async () => {
    addMessage('m-1');
    for (const decision of [{ action: 'reject', reason: 'rude' }, { ...REJECTION, note: 'x'.repeat(501) }, { action: 'delete' }]) {
      expect((await refusal(decide(backend, ADMIN, { kind: 'comment', item: item('m-1'), decision }, { now: NOW }))).code).toBe('invalid-argument');
    }
    expect(store.has(messagePath('m-1'))).toBe(true);
  });

  it('stores a trust setting of the right shape, an Admin’s only', async () => {
    expect(await setTrustSettings(backend, ADMIN, { enabled: true, approvedCount: 3, extra: 'x' }, NOW)).toEqual({ enabled: true, approvedCount: 3 });
    expect(store.get('moderationSettings/trust')).toEqual({ enabled: true, approvedCount: 3 });
    for (const settings of [{ enabled: 'yes', approvedCount: 3 }, { enabled: true, approvedCount: 0 }, { enabled: true, approvedCount: 2.5 }]) {
      expect(await refusal(setTrustSettings(backend, ADMIN, settings, NOW))).toMatchObject({ code: 'invalid-argument', message: INVALID_TRUST });
    }
    expect((await refusal(setTrustSettings(backend, { uid: AUTHOR, token: {} }, { enabled: false, approvedCount: 5 }, NOW))).code).toBe('permission-denied');
    expect(store.get('moderationSettings/trust')).toEqual({ enabled: true, approvedCount: 3 });
  });

  it('logs each change of the trust rule (who, when, the new rule), never undoable; a refused change logs nothing', async () => {
    await setTrustSettings(backend, ADMIN, { enabled: true, approvedCount: 3 }, NOW);
    await refusal(setTrustSettings(backend, ADMIN, { enabled: true, approvedCount: 0 }, NOW));
    const entries = store.list('moderationLog').map((path) => store.get(path));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'trust-rule', action: 'set', adminUid: ADMIN.uid, item: { enabled: true, approvedCount: 3 }, at: NOW, undoableUntil: null }),
    ]);
  });
});
