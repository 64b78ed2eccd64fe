// @vitest-environment node
// The arrival rule (src/domain/server/arrival.ts) over the fake Firestore: the
// trust rule off keeps a pending post pending (the spec's behaviour); on, a
// Contributor with enough approved in a row posts without approval, logged as
// the trust rule's decision; a hold flag keeps the post pending; an approved
// reply tells the parent's author once (with the opted-in mail), never the
// replier themselves.
import { beforeEach, describe, expect, it } from 'vitest';
import { messageArrived, replyNotificationId } from '../../src/domain/server/arrival';
import { TRUST_RULE_UID } from '../../src/domain/server/moderation-records';
import type { RenderNotificationMail } from '../../src/domain/server/notify';
import { FakeFirestore } from './fake-firestore';
import { SITE } from './mail-ports';

const BOARD = 'quality';
const CONTRIBUTOR = 'contributorUid0000000000001';
const FRANCHISEE = 'franchiseeUid00000000000001';
const NOW = new Date('2026-11-26T12:00:00.000Z');

let store: FakeFirestore;

const messagePath = (id: string) => `commentBoards/${BOARD}/comments/${id}`;
const docsOf = (collection: string) => store.list(collection).map((path) => ({ path, data: store.get(path)! }));

function addMessage(id: string, fields: Record<string, unknown>) {
  store.put(messagePath(id), {
    userId: CONTRIBUTOR,
    content: 'Selective cuts on the north lot',
    attachments: [],
    timestamp: '2026-11-26T11:59:00.000Z',
    editTimestamp: null,
    replyTo: null,
    threadId: id,
    isApproved: false,
    isDeleted: false,
    ...fields,
  });
}

function trust(enabled: boolean, approvedCount = 3) {
  store.put('moderationSettings/trust', { enabled, approvedCount });
}

function stats(uid: string, approved: number, streak: number) {
  store.put(`authorStats/${uid}`, { approved, rejected: 0, streak });
}

beforeEach(() => {
  store = new FakeFirestore();
  store.put(`commentBoards/${BOARD}`, { pathname: '/quality', heading: 'Quality', kind: 'comments' });
  store.put(`publicProfiles/${CONTRIBUTOR}`, { firstName: 'Sarah', lastName: 'Doucette', role: 'Contributor' });
  store.put(`publicProfiles/${FRANCHISEE}`, { firstName: 'Jacques', lastName: 'Thibodeau', role: 'Franchisee' });
  store.put(`ApprovedUsers/${CONTRIBUTOR}`, { email: 'sarah@example.com', language: 'fr-CA' });
});

describe('the trust rule on arrival', () => {
  it('changes nothing for a pending post while it is off (the default)', async () => {
    stats(CONTRIBUTOR, 10, 10);
    addMessage('m1', {});
    expect(await messageArrived(store, { boardId: BOARD, messageId: 'm1' }, { now: NOW })).toEqual({ approvedByTrust: false, notified: false });
    expect(store.get(messagePath('m1'))?.['isApproved']).toBe(false);
    expect(docsOf('moderationLog')).toEqual([]);
    expect(store.get(`authorStats/${CONTRIBUTOR}`)).toEqual({ approved: 10, rejected: 0, streak: 10 });
  });

  it('approves the post of an author whose last N comments were approved, logged as the trust rule and counted', async () => {
    trust(true, 3);
    stats(CONTRIBUTOR, 4, 3);
    addMessage('m1', {});
    expect(await messageArrived(store, { boardId: BOARD, messageId: 'm1' }, { now: NOW })).toEqual({ approvedByTrust: true, notified: false });

    expect(store.get(messagePath('m1'))?.['isApproved']).toBe(true);
    const [entry] = docsOf('moderationLog');
    expect(entry?.data).toMatchObject({
      kind: 'comment',
      action: 'approve',
      itemId: 'm1',
      boardId: BOARD,
      adminUid: TRUST_RULE_UID,
      adminName: '',
      reason: null,
      item: { id: 'm1', commentBoardId: BOARD, path: '/quality', userName: 'Sarah Doucette', content: 'Selective cuts on the north lot', authorId: CONTRIBUTOR },
    });
    expect(store.get(`authorStats/${CONTRIBUTOR}`)).toEqual({ approved: 5, rejected: 0, streak: 4 });
  });

  it('keeps the post pending when the streak is short of N', async () => {
    trust(true, 3);
    stats(CONTRIBUTOR, 8, 2);
    addMessage('m1', {});
    await messageArrived(store, { boardId: BOARD, messageId: 'm1' }, { now: NOW });
    expect(store.get(messagePath('m1'))?.['isApproved']).toBe(false);
    expect(docsOf('moderationLog')).toEqual([]);
  });

  it.each([
    ['a link', { content: 'Prices at https://example.com/cheap' }],
    ['an attachment', { attachments: [{ name: 'a.pdf', path: `attachments/${CONTRIBUTOR}/${BOARD}/m1/a.pdf` }] }],
  ])('keeps a post with %s pending (a hold rule flags it)', async (_, fields) => {
    trust(true, 3);
    stats(CONTRIBUTOR, 5, 5);
    addMessage('m1', fields);
    await messageArrived(store, { boardId: BOARD, messageId: 'm1' }, { now: NOW });
    expect(store.get(messagePath('m1'))?.['isApproved']).toBe(false);
    expect(docsOf('moderationLog')).toEqual([]);
  });

  it('never trusts a first post, even with N set to its least', async () => {
    trust(true, 1);
    addMessage('m1', {});
    await messageArrived(store, { boardId: BOARD, messageId: 'm1' }, { now: NOW });
    expect(store.get(messagePath('m1'))?.['isApproved']).toBe(false);
  });
});

describe('reply notifications on arrival', () => {
  beforeEach(() => addMessage('parent', { isApproved: true }));

  it('tell the parent’s author of a Franchisee’s reply, once however often the trigger runs', async () => {
    addMessage('reply', { userId: FRANCHISEE, replyTo: 'parent', threadId: 'parent', isApproved: true, content: 'Agreed: <b>thin</b> it.' });
    expect(await messageArrived(store, { boardId: BOARD, messageId: 'reply' }, { now: NOW })).toEqual({ approvedByTrust: false, notified: true });
    expect(await messageArrived(store, { boardId: BOARD, messageId: 'reply' }, { now: NOW })).toEqual({ approvedByTrust: false, notified: false });

    const notifications = docsOf('notifications');
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.path).toBe(`notifications/${replyNotificationId('reply')}`);
    expect(notifications[0]?.data).toMatchObject({
      uid: CONTRIBUTOR,
      kind: 'reply',
      read: false,
      boardPath: '/quality',
      messageId: 'reply',
      excerpt: 'Agreed: <b>thin</b> it.',
      actorName: 'Jacques Thibodeau',
    });
    // Not opted in: no mail.
    expect(docsOf('mail')).toEqual([]);
  });

  it('do not tell anyone of a reply to oneself', async () => {
    addMessage('reply', { userId: CONTRIBUTOR, replyTo: 'parent', isApproved: true });
    store.put(`authorStats/${CONTRIBUTOR}`, { approved: 1, rejected: 0, streak: 1 });
    await messageArrived(store, { boardId: BOARD, messageId: 'reply' }, { now: NOW });
    expect(docsOf('notifications')).toEqual([]);
  });

  it('wait for the approval of a pending reply', async () => {
    store.put(`ApprovedUsers/${FRANCHISEE}`, { email: 'jacques@example.com', language: 'fr-CA' });
    addMessage('parent2', { userId: FRANCHISEE, isApproved: true });
    addMessage('reply', { userId: CONTRIBUTOR, replyTo: 'parent2', isApproved: false });
    await messageArrived(store, { boardId: BOARD, messageId: 'reply' }, { now: NOW });
    expect(docsOf('notifications')).toEqual([]);
  });

  it('mail the parent’s author who opted in, in their language, with links to the board and the profile', async () => {
    store.put(`notificationSettings/${CONTRIBUTOR}`, { email: true });
    addMessage('reply', { userId: FRANCHISEE, replyTo: 'parent', isApproved: true });
    const rendered: Parameters<RenderNotificationMail>[] = [];
    const render: RenderNotificationMail = (language, notification) => {
      rendered.push([language, notification]);
      return Promise.resolve({ subject: 'S', html: '<p>H</p>', text: 'T' });
    };
    await messageArrived(store, { boardId: BOARD, messageId: 'reply' }, { now: NOW, render, origin: SITE });

    expect(rendered).toEqual([['fr-CA', expect.objectContaining({ kind: 'reply', link: `${SITE}/fr/quality`, profileLink: `${SITE}/fr/profile`, actorName: 'Jacques Thibodeau' })]]);
    const [mail] = docsOf('mail');
    expect(mail?.data).toMatchObject({ to: 'sarah@example.com', kind: 'notification', language: 'fr-CA', commercial: false, message: { subject: 'S' } });
  });

  it('tell the parent’s author of a reply the trust rule approved', async () => {
    trust(true, 2);
    stats(FRANCHISEE, 3, 3);
    addMessage('reply', { userId: FRANCHISEE, replyTo: 'parent', isApproved: false });
    expect(await messageArrived(store, { boardId: BOARD, messageId: 'reply' }, { now: NOW })).toEqual({ approvedByTrust: true, notified: true });
  });
});
