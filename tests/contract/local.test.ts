// The contract suite against the local backend, each test on a fresh
// fake-indexeddb database seeded with the demo data; then what only the local
// backend can show, read straight from its database: the checks it makes as
// the functions and rules do (docs/decisions/005).
import { describe, expect, it } from 'vitest';
import { openDatabase, type LocalDatabase } from '../../src/services/local/db';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import { isServiceError } from '../../src/domain/errors';
import type { PendingComment } from '../../src/domain/types';
import { buildContact, buildContributorApplication, buildFranchiseeApplication, buildPricingInquiry, buildSubscription } from '../builders';
import { createTestLocalServices } from '../setup/local-services';
import { mailsTo, verifyLinkTo } from '../setup/mailed-links';
import { CURRENT_WORDING } from '../../src/domain/consent';
import { REJECTION, confirmApplicant, nextValue, pendingItems, type ContractBackend, type ContractRole } from './contract-helpers';
import { describeServiceContract } from './services.contract';
import { consortiumDay, mailDayRef, openOutbox, queueMail } from '../../src/domain/server/mail';
import type { StoredData } from '../../src/domain/server/store';
import { createTestNewsletter } from '../../src/services/local/outbox-newsletter';
import { purgeExpired } from '../../src/domain/server/purge';
import { localHeldMailBackend, localPurgeBackend, localStore } from '../../src/services/local/server-ports';
import { MAIL_BUDGETS } from '../../src/domain/limits';
import { releaseHeldMail } from '../../src/domain/server/mail-cap';
import { storedMail } from './consent.contract';
import { describePurgeContract } from './purge.contract';
import { describeMailFloodContract } from './mail-flood.contract';

async function createBackend(): Promise<ContractBackend & { db: LocalDatabase }> {
  const { services, dbName } = await createTestLocalServices('contract');
  // A second connection to the same database: what a test reads or plants behind the service's back.
  const db = openDatabase(dbName);
  await db.open();
  return {
    services,
    db,
    async signInAs(role: ContractRole | null) {
      await services.auth.signOut();
      if (role) await services.auth.signIn(DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password);
    },
    async readSubscription(email: string) {
      return (await db.subscribers.get(email)) ?? null;
    },
    async readMail(to) {
      const mails = await db.table<StoredData, string>('outbox').orderBy('createdAt').filter((mail) => mail['to'] === to).toArray();
      return mails.map(storedMail);
    },
    sendNewsletter: () => createTestNewsletter({ db, now: () => new Date() }).sendTestNewsletter(),
    async forgeCommercialMail(to) {
      const rendered = { subject: 'Forged', html: '<p>Forged</p>', text: 'Forged' };
      await localStore(db).runTransaction(async (transaction) => {
        queueMail(await openOutbox(transaction, new Date(), [{ to, kind: 'newsletter' }]), { to, kind: 'newsletter', language: 'en-CA', rendered }, new Date());
      });
    },
    async fileApplicationUnder(kind, applicationId, id) {
      const table = db.table<Record<string, unknown>, string>(kind === 'franchisee' ? 'franchiseeApplications' : 'contributorApplications');
      const application = await table.get(applicationId);
      if (!application) throw new Error(`No ${kind} application ${applicationId}`);
      await table.put({ ...application, id });
      await table.delete(applicationId);
      // Its secret follows it (applicationSecrets/{collection}_{id}).
      const collection = kind === 'franchisee' ? 'FranchiseeApplication' : 'ContributorApplication';
      const secret = await db.applicationSecrets.get(`${collection}_${applicationId}`);
      if (secret) await db.applicationSecrets.put({ ...secret, id: `${collection}_${id}` });
    },
    mailsTo: (email) => mailsTo(services, email),
    async applicationIdOf(kind, email) {
      const table = kind === 'franchisee' ? db.franchiseeApplications : db.contributorApplications;
      const [application] = await table.where('email').equals(email).toArray();
      if (!application) throw new Error(`No ${kind} application of ${email}`);
      return application.id;
    },
  };
}

describeServiceContract('local', createBackend);

describeMailFloodContract('local', async () => {
  const backend = await createBackend();
  return { backend, store: localStore(backend.db) };
});

describePurgeContract('local', async () => {
  const { dbName } = await createTestLocalServices('purge', { seed: false });
  const db = openDatabase(dbName);
  await db.open();
  return { store: localStore(db), purge: (now) => purgeExpired(localPurgeBackend(db), now) };
});

/** A contributor application as the console lists it. */
async function pendingApplication(backend: ContractBackend, email: string) {
  const items = await pendingItems(backend.services, 'contributor', (list) => list.some((item) => item.email === email));
  return items.find((item) => item.email === email);
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (caught: unknown) => caught,
  );
}

describe('local backend: the server-side checks', () => {
  it('refuses an approval whose email has a member record even without an account', async () => {
    const backend = await createBackend();
    await backend.db.approvedUsers.add({
      uid: 'record-only',
      email: 'record.only@example.com',
      firstName: 'Rec',
      lastName: 'Ord',
      town: 'Digby',
      expertise: 'Boats',
      permissionLevel: 'Franchisee',
      subscribedToNewsletter: true,
      subscribedToOffers: false,
      language: 'en-CA',
    });
    await backend.services.forms.submitContributorApplication(buildContributorApplication({ email: 'record.only@example.com' }));
    await confirmApplicant(backend, 'record.only@example.com');
    await backend.signInAs('admin');
    const application = await pendingApplication(backend, 'record.only@example.com');
    const error = await failure(backend.services.admin.approve('contributor', application!));
    expect(isServiceError(error, 'email-in-use')).toBe(true);
    expect(error instanceof Error && error.message).toBe('An account already exists for record.only@example.com.');
    expect(await backend.db.approvedUsers.get('record-only')).toMatchObject({ permissionLevel: 'Franchisee', firstName: 'Rec' });
    expect(await backend.db.accounts.where('email').equals('record.only@example.com').count()).toBe(0);
    expect(await backend.db.contributorApplications.get(application!.id)).toBeDefined();
  });

  it('keeps the language on the approved copy of an inquiry or a contact message', async () => {
    const backend = await createBackend();
    await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Copie Française Ltée', language: 'fr-CA' }));
    await backend.services.forms.submitContact(buildContact({ subject: 'Copie française', language: 'fr-CA' }));
    await backend.signInAs('admin');
    const inquiry = await backend.db.pricingInquiries.filter((item) => item.businessName === 'Copie Française Ltée').first();
    const contact = await backend.db.contactSubmissions.filter((item) => item.subject === 'Copie française').first();
    await backend.services.admin.approve('pricing', inquiry!);
    await backend.services.admin.approve('contact', contact!);
    expect(await backend.db.approvedReadyToTalk.get(inquiry!.id)).toMatchObject({ status: 'Approved', language: 'fr-CA' });
    expect(await backend.db.contactApproved.get(contact!.id)).toMatchObject({ status: 'Approved', language: 'fr-CA' });
  });

  it('writes a directory entry under a random id on approving a contributor', async () => {
    const backend = await createBackend();
    await backend.services.forms.submitContributorApplication(
      buildContributorApplication({ email: 'dir.entry@example.com', firstName: 'Dir', lastName: 'Entry', town: 'Sackville' }),
    );
    await confirmApplicant(backend, 'dir.entry@example.com');
    await backend.signInAs('admin');
    const application = await pendingApplication(backend, 'dir.entry@example.com');
    await backend.services.admin.approve('contributor', application!);
    const member = await backend.db.approvedUsers.where('email').equals('dir.entry@example.com').first();
    const entries = await backend.db.contributorDirectory.toArray();
    const entry = entries.find((e) => e.lastName === 'Entry');
    expect(entry).toEqual({ id: expect.any(String), firstName: 'Dir', lastName: 'Entry', town: 'Sackville', expertise: 'Timber framing' });
    expect(entry?.id).not.toBe(member?.uid);
    expect(member?.uid).not.toBe(application!.id);
  });

  it('keeps files in the author’s folder for the board and message, and deletes by ids, not by a stored path', async () => {
    const backend = await createBackend();
    const board = (await backend.services.boards.findBoard('/discussion'))!;
    await backend.signInAs('admin');
    const other = await backend.services.boards.postMessage({
      boardId: board.id,
      content: 'Admin file',
      replyTo: null,
      files: [new File(['a'], 'admin.txt', { type: 'text/plain' })],
    });
    await backend.signInAs('franchisee');
    const own = await backend.services.boards.postMessage({
      boardId: board.id,
      content: 'Own file',
      replyTo: null,
      files: [new File(['f'], 'own.txt', { type: 'text/plain' })],
    });
    const adminPath = `attachments/demo-admin/${board.id}/${other.id}/admin.txt`;
    const ownPath = `attachments/demo-franchisee/${board.id}/${own.id}/own.txt`;
    expect((await backend.db.files.toCollection().primaryKeys()).sort()).toEqual([adminPath, ownPath].sort());

    // A record whose stored path points at someone else's file: the delete ignores it.
    await backend.db.comments.update(own.id, { attachments: [{ name: 'own.txt', path: adminPath }] });
    await backend.services.boards.deleteMessage(board.id, own.id);
    expect(await backend.db.files.get(ownPath)).toBeUndefined();
    expect(await backend.db.files.get(adminPath)).toBeDefined();
  });

  it('deletes the removed files on edit and every file of a deleted message', async () => {
    const backend = await createBackend();
    const board = (await backend.services.boards.findBoard('/discussion'))!;
    await backend.signInAs('franchisee');
    const file = (name: string) => new File([name], name, { type: 'text/plain' });
    const posted = await backend.services.boards.postMessage({ boardId: board.id, content: 'Logs', replyTo: null, files: [file('a.txt'), file('b.txt')] });
    const folder = `attachments/demo-franchisee/${board.id}/${posted.id}/`;
    await backend.services.boards.editMessage(board.id, posted.id, { content: 'Logs', keep: ['a.txt'], files: [file('c.txt')] });
    expect((await backend.db.files.toCollection().primaryKeys()).sort()).toEqual([`${folder}a.txt`, `${folder}c.txt`]);
    await backend.services.boards.deleteMessage(board.id, posted.id);
    expect(await backend.db.files.count()).toBe(0);
    expect(await backend.db.comments.get(posted.id)).toBeUndefined();
  });

  it('approves only the files the Admin read: files named after the read, without an edit, are refused as changed', async () => {
    const backend = await createBackend();
    const heritage = (await backend.services.boards.findBoard('/heritage'))!;
    await backend.signInAs('contributor');
    const posted = await backend.services.boards.postMessage({ boardId: heritage.id, content: 'Read me', replyTo: null, files: [] });
    await backend.signInAs('admin');
    const read = (await pendingItems(backend.services, 'comment', (list) => list.some((item) => item.id === posted.id))).find((item) => item.id === posted.id)!;
    // What the second half of a post with files writes: the files' names, no edit time.
    await backend.db.comments.update(posted.id, { attachments: [{ name: 'invoice.pdf', path: `attachments/demo-contributor/${heritage.id}/${posted.id}/invoice.pdf` }] });

    expect(isServiceError(await failure(backend.services.admin.approve('comment', read)), 'changed')).toBe(true);
    expect((await backend.db.comments.get(posted.id))?.isApproved).toBe(false);
    const fresh = (await pendingItems(backend.services, 'comment', (list) => list.some((item) => item.id === posted.id && item.version !== read.version))).find(
      (item) => item.id === posted.id,
    )!;
    await backend.services.admin.approve('comment', fresh);
    expect((await backend.db.comments.get(posted.id))?.isApproved).toBe(true);
  });

  it('subscribes a member whose record proves no address only through the link it mails, which proves the address', async () => {
    const backend = await createBackend();
    const email = DEMO_ACCOUNTS.contributor.email;
    // As approved before addresses were verified: no proof on the record.
    await backend.db.approvedUsers.update('demo-contributor', { emailVerified: undefined });
    await backend.signInAs('contributor');
    await backend.services.users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', CURRENT_WORDING);
    expect(await backend.db.subscribers.get(email)).toMatchObject({ newsletterStatus: 'unconfirmed' });
    expect(await backend.db.approvedUsers.get('demo-contributor')).toMatchObject({ subscribedToNewsletter: false });

    const link = await verifyLinkTo(backend.services, email);
    expect(await backend.services.verification.verify(link.searchParams.get('token')!)).toMatchObject({ status: 'done' });
    expect(await backend.db.subscribers.get(email)).toMatchObject({ newsletterStatus: 'confirmed' });
    expect(await backend.db.approvedUsers.get('demo-contributor')).toMatchObject({ emailVerified: true, subscribedToNewsletter: true });
  });

  it('rejects only a pending comment, on the board the item names', async () => {
    const backend = await createBackend();
    const heritage = (await backend.services.boards.findBoard('/heritage'))!;
    const quality = (await backend.services.boards.findBoard('/quality'))!;
    await backend.signInAs('contributor');
    const pending = await backend.services.boards.postMessage({ boardId: heritage.id, content: 'Pending', replyTo: null, files: [] });
    await backend.signInAs('franchisee');
    const approved = await backend.services.boards.postMessage({ boardId: heritage.id, content: 'Approved', replyTo: null, files: [] });
    await backend.signInAs('admin');
    const items = await nextValue<PendingComment[]>(
      (next, onError) => backend.services.admin.watchPending('comment', next, onError),
      (list) => list.some((item) => item.id === pending.id),
    );
    const item = items.find((entry) => entry.id === pending.id)!;

    const elsewhere = await failure(backend.services.admin.reject('comment', { ...item, commentBoardId: quality.id }, REJECTION));
    expect(isServiceError(elsewhere, 'not-found')).toBe(true);
    expect(await backend.db.comments.get(pending.id)).toBeDefined();
    const refused = await failure(backend.services.admin.reject('comment', { ...item, id: approved.id }, REJECTION));
    expect(isServiceError(refused, 'not-found')).toBe(true);
    expect(await backend.db.comments.get(approved.id)).toBeDefined();

    await backend.services.admin.reject('comment', item, REJECTION);
    expect(await backend.db.comments.get(pending.id)).toBeUndefined();
  });
});

describe('local backend: the day’s mail cap and the post counter', () => {
  it('holds a transactional mail past its budget out of the outbox, and releases it on a later day', async () => {
    const backend = await createBackend();
    const now = new Date();
    const day = consortiumDay(now);
    await backend.db.rateLimits.put({ id: mailDayRef(day, 'transactional').id, day, windowStart: now.toISOString(), count: MAIL_BUDGETS.transactional });
    await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: 'held@example.com' }));
    expect(await backend.readMail('held@example.com')).toEqual([]);
    expect((await backend.db.heldMail.toArray()).map((mail) => mail['to'])).toEqual(['held@example.com']);
    expect(await releaseHeldMail(localHeldMailBackend(backend.db), now)).toBe(0);
    expect(await releaseHeldMail(localHeldMailBackend(backend.db), new Date(now.getTime() + 24 * 60 * 60 * 1000))).toBe(1);
    expect((await backend.readMail('held@example.com')).map((mail) => mail.kind)).toEqual(['verify-application']);
    expect(await backend.db.heldMail.count()).toBe(0);
  });

  it('drops an anonymous confirmation request past its budget: neither in the outbox nor held, and counted', async () => {
    const backend = await createBackend();
    const now = new Date();
    const day = consortiumDay(now);
    await backend.db.rateLimits.put({ id: mailDayRef(day, 'anonymous').id, day, windowStart: now.toISOString(), count: MAIL_BUDGETS.anonymous });
    await backend.services.subscriptions.subscribe(buildSubscription({ email: 'dropped@example.com' }));
    expect(await backend.readMail('dropped@example.com')).toEqual([]);
    expect(await backend.db.heldMail.count()).toBe(0);
    expect(await backend.db.rateLimits.get(mailDayRef(day, 'anonymous').id)).toMatchObject({ dropped: { budget: 1 } });
  });

  it('names the one message a member’s post count lets in', async () => {
    const backend = await createBackend();
    const board = (await backend.services.boards.findBoard('/heritage'))!;
    await backend.signInAs('contributor');
    const posted = await backend.services.boards.postMessage({ boardId: board.id, content: 'Counted', replyTo: null, files: [] });
    expect(await backend.db.rateLimits.get('post_demo-contributor')).toMatchObject({ count: 1, lastMessageId: posted.id });
  });
});
