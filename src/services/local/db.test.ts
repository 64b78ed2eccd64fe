// @vitest-environment node
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db';
import { currentStores, LOCAL_VERSION } from './db-stores';

const VERSION_1 = {
  accounts: 'uid, &email',
  approvedUsers: 'uid, &email, permissionLevel',
  publicProfiles: 'uid, role',
  franchiseeApplications: 'id, submittedAt',
  contributorApplications: 'id, submittedAt',
  pricingInquiries: 'id, createdAt',
  approvedReadyToTalk: 'id',
  contactSubmissions: 'id, timestamp',
  contactApproved: 'id',
  subscribers: 'email',
  commentBoards: 'id, &pathKey',
  comments: 'id, timestamp, [boardId+timestamp], replyTo',
  files: 'path, messageId',
  meta: 'key',
};

describe('the local database, version 1 to 2', () => {
  it('fills the directory from the contributors’ profiles and moves files to their board folders', async () => {
    const name = `upgrade-${Date.now()}`;
    const old = new Dexie(name);
    old.version(1).stores(VERSION_1);
    await old.open();
    await old.table('publicProfiles').bulkAdd([
      { uid: 'u-contributor', firstName: 'Sarah', lastName: 'Doucette', town: 'Antigonish', expertise: 'Woodlots', role: 'Contributor' },
      { uid: 'u-admin', firstName: 'Morgan', lastName: 'MacLeod', town: 'Halifax', expertise: 'Coordination', role: 'Admin' },
    ]);
    await old.table('comments').add({
      id: 'm1',
      boardId: 'discussion',
      userId: 'u-admin',
      content: 'Logs',
      attachments: [{ name: 'log.txt', path: 'attachments/u-admin/m1/log.txt' }],
      timestamp: '2026-11-01T12:00:00.000Z',
      editTimestamp: null,
      replyTo: null,
      isApproved: true,
      isDeleted: false,
    });
    const file = { name: 'log.txt', blob: new Blob(['x']), messageId: 'm1', timestamp: '2026-11-01T12:00:00.000Z' };
    await old.table('files').bulkAdd([
      { ...file, path: 'attachments/u-admin/m1/log.txt', userId: 'u-admin' },
      // Uploaded by someone who is not the message's author: no message owns it.
      { ...file, path: 'attachments/u-contributor/m1/log.txt', userId: 'u-contributor' },
    ]);
    old.close();

    const db = openDatabase(name);
    await db.open();
    const entries = await db.contributorDirectory.toArray();
    expect(entries).toEqual([{ id: expect.any(String), firstName: 'Sarah', lastName: 'Doucette', town: 'Antigonish', expertise: 'Woodlots' }]);
    expect(entries[0]?.id).not.toBe('u-contributor');
    expect(await db.files.toCollection().primaryKeys()).toEqual(['attachments/u-admin/discussion/m1/log.txt']);
    expect((await db.comments.get('m1'))?.attachments).toEqual([{ name: 'log.txt', path: 'attachments/u-admin/discussion/m1/log.txt' }]);
    db.close();
  });
});

describe('the local database, version 4 to 5 (issue 17)', () => {
  it('gives every form record, subscription and member made before it the default language, and keeps a language already set', async () => {
    const name = `upgrade-language-${Date.now()}`;
    const old = new Dexie(name);
    old.version(4).stores({
      ...VERSION_1,
      contributorDirectory: 'id',
      comments: 'id, timestamp, [boardId+timestamp], replyTo, threadId, [boardId+listKey+timestamp], [boardId+userId+listKey], [listKey+timestamp]',
    });
    await old.open();
    await old.table('contactSubmissions').bulkAdd([
      { id: 'c-old', email: 'old@example.com', subject: 'Old', message: 'Before', timestamp: '2026-01-01T00:00:00.000Z', status: 'Pending' },
      { id: 'c-fr', email: 'fr@example.com', subject: 'Nouveau', message: 'Après', timestamp: '2026-01-02T00:00:00.000Z', status: 'Pending', language: 'fr-CA' },
    ]);
    await old.table('pricingInquiries').add({ id: 'p-old', email: 'old@example.com', businessName: 'Old Ltd', createdAt: '2026-01-01T00:00:00.000Z' });
    await old.table('franchiseeApplications').add({ id: 'f-old', email: 'old@example.com', submittedAt: '2026-01-01T00:00:00.000Z' });
    await old.table('contributorApplications').add({ id: 'a-old', email: 'old@example.com', submittedAt: '2026-01-01T00:00:00.000Z' });
    await old.table('approvedReadyToTalk').add({ id: 'r-old', email: 'old@example.com', status: 'Approved' });
    await old.table('contactApproved').add({ id: 'k-old', email: 'old@example.com', status: 'Approved' });
    await old.table('subscribers').add({ email: 'old@example.com', newsletter: true });
    await old.table('approvedUsers').add({ uid: 'u-old', email: 'old@example.com', permissionLevel: 'Contributor' });
    old.close();

    const db = openDatabase(name);
    await db.open();
    const languages = async (table: Dexie.Table<{ language?: unknown }, string>) => (await table.toArray()).map((record) => record.language);
    expect((await db.contactSubmissions.get('c-old'))?.language).toBe('en-CA');
    expect((await db.contactSubmissions.get('c-fr'))?.language).toBe('fr-CA');
    for (const table of [
      db.pricingInquiries,
      db.franchiseeApplications,
      db.contributorApplications,
      db.approvedReadyToTalk,
      db.contactApproved,
      db.subscribers,
      db.approvedUsers,
    ]) {
      expect(await languages(table as unknown as Dexie.Table<{ language?: unknown }, string>), table.name).toEqual(['en-CA']);
    }
    db.close();
  });
});

describe('the local database, version 5 to 6 (issue 21)', () => {
  it('gives every account of a member the role claim of its member record, and adds the approval markers', async () => {
    const name = `upgrade-claims-${Date.now()}`;
    const old = new Dexie(name);
    old.version(5).stores({
      ...VERSION_1,
      contributorDirectory: 'id',
      comments: 'id, timestamp, [boardId+timestamp], replyTo, threadId, [boardId+listKey+timestamp], [boardId+userId+listKey], [listKey+timestamp]',
    });
    await old.open();
    await old.table('accounts').bulkAdd([
      { uid: 'u-admin', email: 'admin@example.com', password: {} },
      { uid: 'u-none', email: 'none@example.com', password: {} },
    ]);
    await old.table('approvedUsers').add({ uid: 'u-admin', email: 'admin@example.com', permissionLevel: 'Admin' });
    old.close();

    const db = openDatabase(name);
    await db.open();
    expect((await db.accounts.get('u-admin'))?.role).toBe('Admin');
    expect((await db.accounts.get('u-none'))?.role).toBeUndefined();
    expect(await db.approvalMarkers.count()).toBe(0);
    db.close();
  });
});

describe('the local database, version 7 to 8 (issue 22)', () => {
  it('moves each application’s hash to its secret and keeps it in the console as verified', async () => {
    const name = `upgrade-secrets-${Date.now()}`;
    const old = new Dexie(name);
    old.version(7).stores({
      ...VERSION_1,
      contributorDirectory: 'id',
      comments: 'id, timestamp, [boardId+timestamp], replyTo, threadId, [boardId+listKey+timestamp], [boardId+userId+listKey], [listKey+timestamp]',
      approvalMarkers: 'id',
      outbox: 'id, createdAt',
      emailTokens: 'id',
      consentRecords: 'id, email',
      rateLimits: 'id',
      memberLinks: 'id',
    });
    await old.open();
    const hash = { algorithm: 'PBKDF2-SHA256', iterations: 1000, salt: 'c2FsdA==', hash: 'aGFzaA==' };
    await old.table('contributorApplications').add({ id: 'c-1', email: 'c@example.com', submittedAt: '2026-11-20T10:00:00.000Z', password: hash });
    await old.table('franchiseeApplications').add({ id: 'f-1', email: 'f@example.com', submittedAt: '2026-11-21T10:00:00.000Z', password: hash });
    old.close();

    const db = openDatabase(name);
    await db.open();
    expect(await db.contributorApplications.get('c-1')).toEqual({
      id: 'c-1',
      email: 'c@example.com',
      submittedAt: '2026-11-20T10:00:00.000Z',
      emailVerified: true,
      verifiedAt: new Date('2026-11-20T10:00:00.000Z'),
    });
    expect(await db.applicationSecrets.get('ContributorApplication_c-1')).toEqual({ id: 'ContributorApplication_c-1', password: hash });
    expect(await db.applicationSecrets.get('FranchiseeApplication_f-1')).toEqual({ id: 'FranchiseeApplication_f-1', password: hash });
    expect(await db.franchiseeApplications.orderBy('verifiedAt').primaryKeys()).toEqual(['f-1']);
    db.close();
  });
});

/**
 * Each version's whole schema as it was made, written out here and never
 * derived: the declarations must give the latest one, so a changed local
 * table fails here until it is a new version (LOCAL_VERSION, its own
 * db.version() line and its stores recorded below).
 */
const STORES_AT: Record<number, Readonly<Record<string, string>>> = {
  11: {
    ...VERSION_1,
    franchiseeApplications: 'id, submittedAt, email, verifiedAt',
    contributorApplications: 'id, submittedAt, email, verifiedAt',
    contributorDirectory: 'id',
    comments: 'id, timestamp, [boardId+timestamp], replyTo, threadId, [boardId+listKey+timestamp], [boardId+userId+listKey], [listKey+timestamp]',
    approvalMarkers: 'id',
    outbox: 'id, createdAt',
    emailTokens: 'id, expiresAt, usedAt, subject.id',
    consentRecords: 'id, email, at',
    rateLimits: 'id, windowStart',
    memberLinks: 'id',
    applicationSecrets: 'id',
    moderationLog: 'id, at, [kind+at], [adminUid+at]',
    moderationArchive: 'id, expiresAt',
    authorStats: 'id',
    moderationSettings: 'id',
    notifications: 'id, [uid+at], at',
    notificationSettings: 'id',
    heldMail: 'id, createdAt',
  },
};
STORES_AT[12] = { ...STORES_AT[11], pieces: 'id, updatedAt, [partnerId+updatedAt]', pieceKeys: '' };
STORES_AT[13] = { ...STORES_AT[12], moderationLog: 'id, at, [kind+at], [adminUid+at], detailsUntil', subscribers: 'email, reviewAt, uid' };
STORES_AT[14] = { ...STORES_AT[13], unmetPatterns: 'id, day', savedPatterns: 'id, endsAt, email', patternCells: 'id' };

describe('the local database, its latest version', () => {
  it('stores exactly the declarations’ local tables, as the versions built them', () => {
    expect(currentStores()).toEqual(STORES_AT[LOCAL_VERSION]);
  });

  it('opens with each declared table’s key and indexes', async () => {
    const db = openDatabase(`latest-${Date.now()}`);
    await db.open();
    expect(db.verno).toBe(LOCAL_VERSION);
    const opened = Object.fromEntries(db.tables.map(({ name, schema }) => [name, [schema.primKey.src, ...schema.indexes.map((index) => index.src)].join(', ')]));
    expect(opened).toEqual(currentStores());
    db.close();
  });

  it('opens a database the earlier code made at this version without patching its schema', async () => {
    const name = `latest-existing-${Date.now()}`;
    const old = new Dexie(name);
    old.version(LOCAL_VERSION).stores({ ...STORES_AT[LOCAL_VERSION] });
    await old.open();
    await old.table('moderationLog').add({ id: 'e1', at: new Date('2026-11-20T10:00:00.000Z'), kind: 'comment', adminUid: 'u-admin' });
    old.close();

    const warn = vi.spyOn(console, 'warn');
    const db = openDatabase(name);
    await db.open();
    expect(warn.mock.calls.flat().join(' ')).not.toContain('SchemaDiff');
    expect(await db.moderationLog.where('[kind+at]').between(['comment', Dexie.minKey], ['comment', Dexie.maxKey]).primaryKeys()).toEqual(['e1']);
    db.close();
  });

  it('gives the audit entries and subscriptions of version 12 the times the purge finds them by (version 13, ADR 029)', async () => {
    const name = `retention-times-${Date.now()}`;
    const old = new Dexie(name);
    old.version(12).stores({ ...STORES_AT[12] });
    await old.open();
    const at = new Date('2026-11-20T10:00:00.000Z');
    await old.table('moderationLog').bulkAdd([
      { id: 'decision', at, kind: 'pricing', action: 'reject', item: { id: 'i-1', firstName: 'Anne' } },
      { id: 'setting', at, kind: 'trust-rule', action: 'set', item: { enabled: true } },
    ]);
    const pending = { status: 'unconfirmed', wording: 'v1', language: 'en-CA', source: 'hub', grantedAt: at, confirmedAt: null, withdrawnAt: null };
    await old.table('subscribers').bulkAdd([
      { email: 'pending@example.com', purposes: { newsletter: pending } },
      { email: 'confirmed@example.com', purposes: { newsletter: { ...pending, status: 'confirmed', confirmedAt: at } } },
    ]);
    old.close();

    const db = openDatabase(name);
    await db.open();
    const day = 24 * 60 * 60 * 1000;
    expect(await db.moderationLog.where('detailsUntil').belowOrEqual(new Date(at.getTime() + 7 * day)).primaryKeys()).toEqual(['decision']);
    expect(await db.subscribers.where('reviewAt').belowOrEqual(new Date(at.getTime() + 30 * day)).primaryKeys()).toEqual(['pending@example.com']);
    expect(await db.subscribers.where('reviewAt').belowOrEqual(new Date(at.getTime() + 30 * day - 1)).primaryKeys()).toEqual([]);
    db.close();
  });
});
