// @vitest-environment node
// A member's account deletion erases what moderation kept of them
// (src/domain/server/account-erasure.ts), over the fake Firestore with
// production semantics: their approval markers, their rejected messages in
// the archive (and the files), and the audit log's copies of their words and
// address, the entries themselves kept; an undo after the deletion then
// refuses calmly and brings nothing back. Nobody else's records change.
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteMemberAccount } from '../../src/domain/server/delete-account';
import { decide } from '../../src/domain/server/moderation';
import type { ModerationBackend, ModerationCaller } from '../../src/domain/server/moderation-ports';
import { ITEM_GONE, undoDecision } from '../../src/domain/server/moderation-undo';
import { FakeFirestore, tick } from './fake-firestore';
import { testMailPorts } from './mail-ports';
import { refusal } from './refusal';

const UID = 'memberUid0000000000000000001';
const OTHER = 'otherUid00000000000000000001';
const EMAIL = 'sarah@example.com';
const ADMIN: ModerationCaller = { uid: 'adminUid00000000000000000001', token: { role: 'Admin' } };
const BOARD = 'heritage';
const NOW = new Date('2026-11-26T10:00:00.000Z');
const member = { uid: UID, token: { role: 'Contributor', auth_time: NOW.getTime() / 1000 - 60 } };

let store: FakeFirestore;
let files: Set<string>;

const unused = () => Promise.reject(new Error('not used by these tests'));

function backend(): ModerationBackend & Parameters<typeof deleteMemberAccount>[0] {
  return {
    runTransaction: (work) => store.runTransaction(work),
    async messagesBy(uid, limit) {
      await tick();
      const paths = store.list(`commentBoards/${BOARD}/comments`).filter((path) => store.get(path)?.['userId'] === uid);
      return paths.slice(0, limit).map((path) => ({ boardId: BOARD, id: path.split('/').pop()!, data: store.get(path)! }));
    },
    async deleteFilesUnder(prefix) {
      await tick();
      for (const name of [...files]) if (name.startsWith(prefix)) files.delete(name);
    },
    deleteUser: () => tick(),
    revokeSessions: () => tick(),
    deleteCounters: () => tick(),
    getUser: unused,
    getUserByEmail: unused,
    importUser: unused,
    setRoleClaim: unused,
    mail: testMailPorts,
  };
}

function addPending(id: string, userId: string, content: string, attachments: unknown[] = []) {
  store.put(`commentBoards/${BOARD}/comments/${id}`, {
    userId,
    content,
    attachments,
    timestamp: '2026-11-20T10:00:00.000Z',
    editTimestamp: null,
    replyTo: null,
    threadId: id,
    isApproved: false,
    isDeleted: false,
  });
}

const reject = async (id: string) =>
  (await decide(backend(), ADMIN, { kind: 'comment', item: { id, boardId: BOARD }, decision: { action: 'reject', reason: 'spam', note: '' } }, { now: NOW })).entryId;

beforeEach(() => {
  store = new FakeFirestore();
  files = new Set();
  store.put(`ApprovedUsers/${ADMIN.uid}`, { uid: ADMIN.uid, firstName: 'Morgan', lastName: 'MacLeod', permissionLevel: 'Admin' });
  store.put(`ApprovedUsers/${UID}`, { uid: UID, email: EMAIL, firstName: 'Sarah', lastName: 'Doucette', permissionLevel: 'Contributor', language: 'en-CA' });
  store.put(`publicProfiles/${UID}`, { uid: UID, firstName: 'Sarah', lastName: 'Doucette', role: 'Contributor' });
  store.put(`commentBoards/${BOARD}`, { pathname: '/heritage', heading: 'Heritage' });
  store.put('approvalMarkers/ContributorApplication_app-1', { uid: UID, email: EMAIL, role: 'Contributor', state: 'committed' });
  store.put('approvalMarkers/ContributorApplication_app-2', { uid: OTHER, email: 'liam@example.com', role: 'Contributor', state: 'committed' });
  // The log entry of the member's application, as the approval writes it: the applicant's words and address.
  store.put('moderationLog/approval-1', {
    kind: 'contributor',
    action: 'approve',
    itemId: 'app-1',
    boardId: null,
    adminUid: ADMIN.uid,
    adminName: 'Morgan MacLeod',
    at: NOW,
    item: { id: 'app-1', email: EMAIL, firstName: 'Sarah', lastName: 'Doucette', reason: 'I restore heritage homes' },
    reason: null,
    note: '',
    undoes: null,
    undoableUntil: null,
  });
});

describe('deleting an account erases what moderation kept of the member', () => {
  it('deletes their approval markers and archived messages with the files, and cuts the log’s copies to their ids', async () => {
    const folder = `attachments/${UID}/${BOARD}/m-1/`;
    files.add(`${folder}plan.pdf`);
    addPending('m-1', UID, 'My own words', [{ name: 'plan.pdf', path: `${folder}plan.pdf`, url: 'https://files.example/plan.pdf' }]);
    addPending('o-1', OTHER, 'Someone else’s words');
    const mine = await reject('m-1');
    const theirs = await reject('o-1');

    await deleteMemberAccount(backend(), member, NOW);

    expect(store.has('approvalMarkers/ContributorApplication_app-1')).toBe(false);
    expect(store.has('approvalMarkers/ContributorApplication_app-2')).toBe(true);
    expect(store.has(`moderationArchive/${mine}`)).toBe(false);
    expect(store.has(`moderationArchive/${theirs}`)).toBe(true);
    expect(files.size).toBe(0);
    // The entries stay as the audit record (who decided what, when), without the member's words or address.
    expect(store.get(`moderationLog/${mine}`)).toMatchObject({ kind: 'comment', action: 'reject', itemId: 'm-1', adminUid: ADMIN.uid, item: { id: 'm-1' } });
    expect(store.get('moderationLog/approval-1')).toMatchObject({ kind: 'contributor', action: 'approve', itemId: 'app-1', item: { id: 'app-1' } });
    const kept = JSON.stringify(store.list('moderationLog').filter((path) => path !== `moderationLog/${theirs}`).map((path) => store.get(path)));
    for (const words of ['My own words', EMAIL, 'Doucette', UID, 'heritage homes']) expect(kept).not.toContain(words);
    expect(store.get(`moderationLog/${theirs}`)).toMatchObject({ item: { content: 'Someone else’s words', authorId: OTHER } });
  });

  it('leaves nothing an undo could restore: the undo refuses calmly and the message stays gone', async () => {
    addPending('m-1', UID, 'My own words');
    const entryId = await reject('m-1');
    await deleteMemberAccount(backend(), member, NOW);

    expect(await refusal(undoDecision(backend(), ADMIN, { entryId }, { now: NOW }))).toMatchObject({ code: 'not-found', message: ITEM_GONE });
    expect(store.has(`commentBoards/${BOARD}/comments/m-1`)).toBe(false);
    expect(store.has(`moderationLog/undo_${entryId}`)).toBe(false);
  });
});
