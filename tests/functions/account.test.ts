// @vitest-environment node
// Unit tests of a member's own account rules (issue 22) over the fake
// Firestore with production semantics (tests/functions/fake-firestore.ts), a
// fake bucket and a fake Auth: syncMemberEmail (the verified Auth address
// only, never the caller's word), exportMyData (what is kept, bounded) and
// deleteMyAccount (a recent sign-in; each removal; spec §4 per message;
// consent withdrawals appended, earlier records kept), and the local
// backend's email-change link.
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_SOURCE, deleteMemberAccount, SIGN_IN_AGAIN, type AccountDeletionBackend } from '../../src/domain/server/delete-account';
import { exportMemberData, MAX_EXPORTED_MESSAGES, type MemberDataBackend, type MemberMessage } from '../../src/domain/server/member-data';
import {
  emailChangeHandler,
  EMAIL_IN_USE,
  requestEmailChange,
  syncMemberEmail,
  type AccountAddress,
  type EmailChangeBackend,
  type MemberEmailBackend,
  type RenderEmailChange,
} from '../../src/domain/server/member-email';
import { CallableError } from '../../src/domain/server/callable-error';
import { verifyLink } from '../../src/domain/server/verify';
import { FakeFirestore, tick } from './fake-firestore';
import { refusal } from './refusal';

const UID = 'memberUid0000000000000000001';
const OTHER = 'otherUid00000000000000000001';
const EMAIL = 'sarah@example.com';
const BOARDS = ['store', 'discussion'];
const NOW = new Date('2026-11-26T10:00:00.000Z');
const SECONDS = NOW.getTime() / 1000;
const caller = (token: Record<string, unknown> = { role: 'Contributor', auth_time: SECONDS - 60 }) => ({ uid: UID, token });

let store: FakeFirestore;
let files: Set<string>;
let accounts: Map<string, AccountAddress>;
let asked: number[];
/** The Auth calls of a deletion, in order. */
let steps: string[];

function messagesBy(uid: string, limit: number): Promise<MemberMessage[]> {
  asked.push(limit);
  const found = BOARDS.flatMap((boardId) =>
    store.list(`commentBoards/${boardId}/comments`).flatMap((path) => {
      const data = store.get(path)!;
      return data['userId'] === uid ? [{ boardId, id: path.split('/').pop()!, data }] : [];
    }),
  );
  found.sort((a, b) => String(b.data['timestamp']).localeCompare(String(a.data['timestamp'])));
  return tick().then(() => found.slice(0, limit));
}

function backend(): AccountDeletionBackend & MemberDataBackend & MemberEmailBackend {
  return {
    runTransaction: (work) => store.runTransaction(work),
    messagesBy,
    async deleteFilesUnder(prefix) {
      await tick();
      for (const name of [...files]) if (name.startsWith(prefix)) files.delete(name);
    },
    async deleteUser(uid) {
      await tick();
      steps.push(`delete ${uid}`);
      accounts.delete(uid);
    },
    async revokeSessions(uid) {
      await tick();
      steps.push(`revoke ${uid}`);
    },
    async deleteCounters(uid) {
      await tick();
      store.remove(`postLimits/${uid}`);
      store.remove(`storageUsage/${uid}`);
    },
    async getAccount(uid) {
      await tick();
      return accounts.get(uid) ?? null;
    },
  };
}

function addMessage(boardId: string, id: string, fields: Record<string, unknown> = {}) {
  store.put(`commentBoards/${boardId}/comments/${id}`, {
    userId: UID,
    content: `Message ${id}`,
    attachments: [],
    timestamp: '2026-11-20T10:00:00.000Z',
    editTimestamp: null,
    replyTo: null,
    threadId: id,
    isApproved: true,
    isDeleted: false,
    ...fields,
  });
}

function seedMember(fields: Record<string, unknown> = {}) {
  const names = { firstName: 'Sarah', lastName: 'Doucette', town: 'Wolfville', expertise: 'Forestry' };
  store.put(`ApprovedUsers/${UID}`, { uid: UID, email: EMAIL, ...names, permissionLevel: 'Contributor', subscribedToNewsletter: false, subscribedToOffers: false, language: 'fr-CA', ...fields });
  store.put(`publicProfiles/${UID}`, { uid: UID, ...names, role: 'Contributor' });
  store.put('contributorDirectory/entry-1', names);
  store.put(`memberLinks/${UID}`, { contributorEntryId: 'entry-1' });
  store.put('contributorDirectory/entry-2', { ...names, firstName: 'Liam' });
}

beforeEach(() => {
  store = new FakeFirestore();
  files = new Set();
  accounts = new Map([[UID, { email: EMAIL, emailVerified: true }]]);
  asked = [];
  steps = [];
  seedMember();
});

describe('syncMemberEmail', () => {
  it('copies the verified Auth address onto the record, whatever the token claims, and is safe to call again', async () => {
    accounts.set(UID, { email: 'New.Address@Example.com', emailVerified: true });
    const claims = { role: 'Contributor', email: 'attacker@example.com', email_verified: true };
    await expect(syncMemberEmail(backend(), caller(claims))).resolves.toEqual({ email: 'new.address@example.com', changed: true });
    expect(store.get(`ApprovedUsers/${UID}`)).toMatchObject({ email: 'new.address@example.com' });
    await expect(syncMemberEmail(backend(), caller(claims))).resolves.toEqual({ email: 'new.address@example.com', changed: false });
  });

  it('leaves the record alone while Auth has not verified the address', async () => {
    accounts.set(UID, { email: 'unproven@example.com', emailVerified: false });
    await expect(syncMemberEmail(backend(), caller())).resolves.toEqual({ email: null, changed: false });
    expect(store.get(`ApprovedUsers/${UID}`)).toMatchObject({ email: EMAIL });
  });

  it('refuses an address another member record holds, and a caller who is not signed in', async () => {
    store.put(`ApprovedUsers/${OTHER}`, { uid: OTHER, email: 'taken@example.com', permissionLevel: 'Franchisee' });
    accounts.set(UID, { email: 'taken@example.com', emailVerified: true });
    expect(await refusal(syncMemberEmail(backend(), caller()))).toMatchObject({ code: 'already-exists', message: EMAIL_IN_USE });
    expect(store.get(`ApprovedUsers/${UID}`)).toMatchObject({ email: EMAIL });
    expect((await refusal(syncMemberEmail(backend(), null))).code).toBe('permission-denied');
  });
});

describe('exportMyData', () => {
  it('gives the member their record, subscription, consent history, pending applications without the hash, and their own messages', async () => {
    store.put(`subscriber/${EMAIL}`, { email: EMAIL, newsletter: true, language: 'fr-CA' });
    store.put('consentRecords/c1', { email: EMAIL, purpose: 'newsletter', action: 'grant', createdAt: new Date('2026-11-01T00:00:00.000Z') });
    store.put('consentRecords/c2', { uid: UID, email: 'old@example.com', purpose: 'offers', action: 'grant', createdAt: new Date('2026-10-01T00:00:00.000Z') });
    store.put('consentRecords/c3', { email: 'someone.else@example.com', purpose: 'newsletter', action: 'grant', createdAt: NOW });
    store.put('FranchiseeApplication/app-1', { email: EMAIL, businessName: 'Doucette Woodlots', password: { algorithm: 'PBKDF2-SHA256', hash: 'secret' } });
    addMessage('discussion', 'm1', { attachments: [{ name: 'plan.pdf', path: `attachments/${UID}/discussion/m1/plan.pdf`, url: 'https://files.example/plan.pdf' }] });
    addMessage('store', 'm2', { timestamp: '2026-11-21T10:00:00.000Z' });
    addMessage('store', 'x1', { userId: OTHER });

    const data = await exportMemberData(backend(), caller(), NOW);
    expect(data.exportedAt).toBe(NOW.toISOString());
    expect(data.member).toMatchObject({ uid: UID, email: EMAIL, language: 'fr-CA' });
    expect(data.subscription).toEqual({ email: EMAIL, newsletter: true, language: 'fr-CA' });
    expect(data.consentHistory.map((record) => record['purpose'])).toEqual(['offers', 'newsletter']);
    expect(data.consentHistory[1]).toMatchObject({ createdAt: '2026-11-01T00:00:00.000Z' });
    expect(data.applications).toEqual([{ collection: 'FranchiseeApplication', id: 'app-1', record: { email: EMAIL, businessName: 'Doucette Woodlots' } }]);
    expect(data.messages.map((message) => message.id)).toEqual(['m2', 'm1']);
    expect(data.messages[1]).toMatchObject({ boardId: 'discussion', attachments: [{ name: 'plan.pdf', url: 'https://files.example/plan.pdf' }] });
    expect(data.messagesTruncated).toBe(false);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('includes the member’s notifications and mail opt-in, and nobody else’s', async () => {
    store.put('notifications/n1', { uid: UID, kind: 'comment-rejected', at: NOW, read: false, reason: 'spam', note: 'Links only' });
    store.put('notifications/n2', { uid: OTHER, kind: 'reply', at: NOW, read: false });
    store.put(`notificationSettings/${UID}`, { email: true });

    const data = await exportMemberData(backend(), caller(), NOW);
    expect(data.notifications).toEqual([{ uid: UID, kind: 'comment-rejected', at: NOW.toISOString(), read: false, reason: 'spam', note: 'Links only' }]);
    expect(data.notificationSettings).toEqual({ email: true });
  });

  it('reads at most one message more than it lists, and nothing for a caller who is not signed in', async () => {
    await exportMemberData(backend(), caller(), NOW);
    expect(asked).toEqual([MAX_EXPORTED_MESSAGES + 1]);
    expect((await refusal(exportMemberData(backend(), null, NOW))).code).toBe('permission-denied');
  });
});

describe('deleteMyAccount', () => {
  it('refuses a sign-in older than five minutes, or none, and changes nothing', async () => {
    addMessage('store', 'm1');
    for (const token of [{ role: 'Contributor', auth_time: SECONDS - 6 * 60 }, { role: 'Contributor' }]) {
      expect(await refusal(deleteMemberAccount(backend(), caller(token), NOW))).toMatchObject({ code: 'failed-precondition', message: SIGN_IN_AGAIN });
    }
    expect((await refusal(deleteMemberAccount(backend(), null, NOW))).code).toBe('permission-denied');
    expect(store.has(`ApprovedUsers/${UID}`)).toBe(true);
    expect(store.has('commentBoards/store/comments/m1')).toBe(true);
    expect(accounts.has(UID)).toBe(true);
  });

  it('removes the Auth user, the record, the public profile, the linked directory entry and the link, and nobody else’s', async () => {
    await expect(deleteMemberAccount(backend(), caller(), NOW)).resolves.toEqual({ messages: { deleted: 0, 'soft-deleted': 0 } });
    expect(accounts.has(UID)).toBe(false);
    for (const path of [`ApprovedUsers/${UID}`, `publicProfiles/${UID}`, 'contributorDirectory/entry-1', `memberLinks/${UID}`]) expect(store.has(path), path).toBe(false);
    expect(store.has('contributorDirectory/entry-2')).toBe(true);
  });

  it('removes the member’s notifications, mail opt-in and author stats, and nobody else’s', async () => {
    for (let index = 0; index < 450; index += 1) store.put(`notifications/n${index}`, { uid: UID, kind: 'reply', at: NOW, read: true });
    store.put('notifications/other', { uid: OTHER, kind: 'reply', at: NOW, read: false });
    store.put(`notificationSettings/${UID}`, { email: true });
    store.put(`authorStats/${UID}`, { approved: 3, rejected: 1, streak: 2 });

    await deleteMemberAccount(backend(), caller(), NOW);
    expect(store.list('notifications')).toEqual(['notifications/other']);
    expect(store.has(`notificationSettings/${UID}`)).toBe(false);
    expect(store.has(`authorStats/${UID}`)).toBe(false);
  });

  it('treats each message as spec §4 does: soft with a reply, hard without, files either way', async () => {
    files.add(`attachments/${UID}/discussion/d1/plan.pdf`);
    addMessage('discussion', 'd1', { attachments: [{ name: 'plan.pdf', path: `attachments/${UID}/discussion/d1/plan.pdf`, url: 'https://files.example/plan.pdf' }] });
    addMessage('discussion', 'r1', { userId: OTHER, replyTo: 'd1', threadId: 'd1', timestamp: '2026-11-22T10:00:00.000Z' });
    addMessage('store', 's1');
    // The member's own reply to their own message goes first (newest first), so its parent has no reply left.
    addMessage('store', 's2');
    addMessage('store', 's3', { replyTo: 's2', threadId: 's2', timestamp: '2026-11-23T10:00:00.000Z' });

    await expect(deleteMemberAccount(backend(), caller(), NOW)).resolves.toEqual({ messages: { deleted: 3, 'soft-deleted': 1 } });
    expect(store.get('commentBoards/discussion/comments/d1')).toMatchObject({ content: 'This message has been deleted', userId: null, isDeleted: true, attachments: [] });
    expect(store.has('commentBoards/discussion/comments/r1')).toBe(true);
    for (const id of ['s1', 's2', 's3']) expect(store.has(`commentBoards/store/comments/${id}`), id).toBe(false);
    expect(files.size).toBe(0);
  });

  it('removes the subscription, keeps its consent records and appends a withdrawal per purpose held', async () => {
    // As consent-records.ts stores a subscriber: both purposes confirmed, in French.
    const confirmed = (wording: string) => ({ status: 'confirmed', wording, language: 'fr-CA', source: 'hub', grantedAt: NOW, confirmedAt: NOW, withdrawnAt: null });
    store.put(`subscriber/${EMAIL}`, {
      email: EMAIL,
      language: 'fr-CA',
      uid: UID,
      specialOffers: { registered: true, postalCode: 'B4P 2R6' },
      purposes: { newsletter: confirmed('newsletter-2026-11'), offers: confirmed('offers-2026-11') },
    });
    store.put('consentRecords/c1', { email: EMAIL, purpose: 'newsletter', action: 'grant', createdAt: NOW });
    await deleteMemberAccount(backend(), caller(), NOW);
    expect(store.has(`subscriber/${EMAIL}`)).toBe(false);
    const records = store.list('consentRecords').map((path) => store.get(path)!);
    expect(records).toContainEqual(expect.objectContaining({ email: EMAIL, purpose: 'newsletter', action: 'grant' }));
    const withdrawals = records.filter((record) => record['action'] === 'withdraw');
    expect(withdrawals.map((record) => record['purpose']).sort()).toEqual(['newsletter', 'offers']);
    for (const record of withdrawals) {
      expect(record).toMatchObject({ email: EMAIL, uid: null, source: ACCOUNT_DELETION_SOURCE, method: 'account deletion', language: 'fr-CA', at: NOW });
    }
  });

  it('revokes the member’s sessions, then deletes the Auth user, and leaves their uid in no document', async () => {
    const FORMER = 'sarah.old@example.com';
    const confirmed = { status: 'confirmed', wording: 'newsletter-2026-11', language: 'fr-CA', source: 'profile', grantedAt: NOW, confirmedAt: NOW, withdrawnAt: null };
    // The address the member used before an email change: its subscription stays with the address (ADR 016), without the member.
    store.put(`subscriber/${FORMER}`, { email: FORMER, language: 'fr-CA', uid: UID, newsletter: true, specialOffers: { registered: false, postalCode: '' }, purposes: { newsletter: confirmed } });
    store.put('consentRecords/c-old', { email: FORMER, uid: UID, purpose: 'newsletter', action: 'grant', wording: 'newsletter-2026-11', at: NOW });
    store.put('consentRecords/c-other', { email: 'liam@example.com', uid: OTHER, purpose: 'newsletter', action: 'grant', wording: 'newsletter-2026-11', at: NOW });
    store.put('moderationLog/decided', { kind: 'comment', action: 'approve', itemId: 'x', boardId: 'store', adminUid: UID, adminName: 'Sarah Doucette', at: NOW, item: { id: 'x' } });
    store.put('emailTokens/change', { purpose: 'verify-email-change', email: 'sarah.new@example.com', subject: { collection: 'ApprovedUsers', id: UID }, expiresAt: NOW });
    for (const path of [`postLimits/${UID}`, `storageUsage/${UID}`, `rateLimits/email-change_${UID}`]) store.put(path, { count: 1, windowStart: NOW });
    store.put(`postLimits/${OTHER}`, { count: 1, windowStart: NOW });

    await deleteMemberAccount(backend(), caller(), NOW);
    expect(steps).toEqual([`revoke ${UID}`, `delete ${UID}`]);
    const holding = store.paths().filter((path) => path.includes(UID) || JSON.stringify(store.get(path)).includes(UID));
    expect(holding).toEqual([]);
    expect(store.get(`subscriber/${FORMER}`)).toMatchObject({ uid: null, newsletter: true });
    expect(store.get('consentRecords/c-old')).toMatchObject({ email: FORMER, uid: null, action: 'grant' });
    expect(store.get('consentRecords/c-other')).toMatchObject({ uid: OTHER });
    expect(store.get('moderationLog/decided')).toMatchObject({ adminName: 'Sarah Doucette', action: 'approve' });
    expect(store.has(`postLimits/${OTHER}`)).toBe(true);
  });

  it('finds a directory entry made before memberLinks only when exactly one entry is certainly the member’s', async () => {
    store.remove(`memberLinks/${UID}`);
    await deleteMemberAccount(backend(), caller(), NOW);
    expect(store.has('contributorDirectory/entry-1')).toBe(false);
    expect(store.has('contributorDirectory/entry-2')).toBe(true);

    seedMember();
    store.remove(`memberLinks/${UID}`);
    store.put('contributorDirectory/namesake', store.get('contributorDirectory/entry-1')!);
    accounts.set(UID, { email: EMAIL, emailVerified: true });
    await deleteMemberAccount(backend(), caller(), NOW);
    expect(store.has('contributorDirectory/entry-1')).toBe(true);
    expect(store.has('contributorDirectory/namesake')).toBe(true);
  });
});

describe('the local backend’s email change (requestEmailChange, then /verify with emailChangeHandler)', () => {
  const users = new Map<string, string>();
  const changeBackend = (): EmailChangeBackend => ({
    runTransaction: (work) => store.runTransaction(work),
    getUserByEmail: async (email) => {
      const found = [...users].find(([, address]) => address === email);
      return found ? { uid: found[0], email: found[1] } : null;
    },
  });
  const handlers = {
    'verify-email-change': emailChangeHandler({
      accountWith: async (email) => [...users].find(([, address]) => address === email)?.[0] ?? null,
      async setAccountEmail(uid, email) {
        users.set(uid, email);
      },
    }),
  };
  const confirm = (token: unknown, now = NOW) => verifyLink(store, token, now, handlers);
  const render: RenderEmailChange = async (language, { link, email }) => ({ subject: `${language} ${email}`, html: `<a href="${link}">go</a>`, text: link });
  const options = { now: NOW, origin: 'https://site.example', render };
  const mails = () => store.list('mail').map((path) => store.get(path)!);
  /** The link of the n-th queued mail (its plain-text part is the link, as the fake template renders it). */
  const linkOf = (index = 0) => {
    const message = mails()[index]?.['message'];
    return new URL(typeof message === 'object' && message !== null ? String(Reflect.get(message, 'text')) : '');
  };

  beforeEach(() => {
    users.clear();
    users.set(UID, EMAIL);
    users.set(OTHER, 'taken@example.com');
  });

  it('mails a single-use link to the new address in the member’s language, and changes nothing until it is followed', async () => {
    await requestEmailChange(changeBackend(), caller(), { email: ' New@Example.com ' }, options);
    const [mail] = mails();
    const link = linkOf();
    expect(mail).toMatchObject({ to: 'new@example.com', kind: 'verify-email-change', language: 'fr-CA', commercial: false });
    expect(link.pathname).toBe('/fr/verify');
    expect(users.get(UID)).toBe(EMAIL);
    expect(store.get(`ApprovedUsers/${UID}`)).toMatchObject({ email: EMAIL });

    const token = link.searchParams.get('token');
    await expect(confirm(token)).resolves.toEqual({ status: 'done', purpose: 'verify-email-change' });
    expect(users.get(UID)).toBe('new@example.com');
    expect(store.get(`ApprovedUsers/${UID}`)).toMatchObject({ email: 'new@example.com' });
    await expect(confirm(token)).resolves.toEqual({ status: 'already-used', purpose: 'verify-email-change' });
    await expect(confirm('not-a-token')).resolves.toEqual({ status: 'invalid' });
  });

  it('refuses an address another account holds, saying no more, and a link whose address was taken meanwhile', async () => {
    expect(await refusal(requestEmailChange(changeBackend(), caller(), { email: 'taken@example.com' }, options))).toMatchObject({ code: 'already-exists', message: EMAIL_IN_USE });
    expect(mails()).toHaveLength(0);
    await requestEmailChange(changeBackend(), caller(), { email: 'later@example.com' }, options);
    users.set(OTHER, 'later@example.com');
    const token = linkOf().searchParams.get('token');
    expect(await refusal(confirm(token))).toMatchObject({ code: 'already-exists', message: EMAIL_IN_USE });
    await expect(confirm(token)).rejects.toBeInstanceOf(CallableError);
    expect(users.get(UID)).toBe(EMAIL);
  });

  it('expires its link after 48 hours', async () => {
    await requestEmailChange(changeBackend(), caller(), { email: 'new@example.com' }, options);
    const token = linkOf().searchParams.get('token');
    await expect(confirm(token, new Date(NOW.getTime() + 49 * 3600 * 1000))).resolves.toEqual({ status: 'expired', purpose: 'verify-email-change' });
    expect(users.get(UID)).toBe(EMAIL);
  });
});
