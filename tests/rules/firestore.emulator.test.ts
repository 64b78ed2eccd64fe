// firestore.rules on the Firestore emulator (@firebase/rules-unit-testing):
// first the matrix, every collection x role (anonymous, signed in without a
// role, Contributor, Franchisee, Admin) x operation (get, list, create,
// update, delete), each cell allowed or denied; then the field validations
// (spec §5, §9), the comment-board flows (§4, §6), the privacy checks and the
// decisions of docs/decisions/005 (server times, attachments set once after
// the upload, no client deletion, private pending replies, no uid directory).
// Runs under `npm run test:emulators` only; `npm test` says so.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { LIST_LIMIT } from '../../src/domain/limits';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  AT,
  CALLERS,
  EVERYONE,
  LATER,
  NOBODY,
  OPERATIONS,
  PASSWORD_HASH,
  ROLES,
  STORAGE_CONFIG,
  STORED_AT,
  allowed,
  attachmentEntry,
  attachmentMetaDoc,
  attachmentMetaId,
  attachmentPath,
  contactDoc,
  contextFor,
  contributorDoc,
  createEnvironment,
  downloadUrl,
  expectAccess,
  franchiseeDoc,
  memberDoc,
  messageDoc,
  newMessageBy,
  pieceDoc,
  postAs,
  pricingDoc,
  seedDocument,
  seedFirestore,
  type Caller,
  type Db,
  type Operation,
  type RoleName,
} from './rules-env';
import { buildContributorApplication } from '../builders';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createEnvironment();
});

/**
 * Whether the fixture may have changed since it was written. A case that only
 * reads, or whose write the rules refused (a refused write or batch changes
 * nothing), leaves it as written, and the next case reuses it: 850 cells of
 * the matrix, most of which change nothing, each wrote it anew (half the
 * matrix's time). Every other case counts as a change, a failed cell too.
 */
let fixtureChanged = true;
/** When the fixture was written: its post window (postLimits) holds for ten minutes from then. */
let fixtureWrittenAt = 0;
const FIXTURE_FRESH_MS = 60_000;

beforeEach(async () => {
  if (fixtureChanged || Date.now() - fixtureWrittenAt > FIXTURE_FRESH_MS) {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((context) => seedFirestore(context.firestore()));
    fixtureWrittenAt = Date.now();
  }
  fixtureChanged = true;
});

afterAll(async () => {
  await env.cleanup();
});

/** One client per caller for the whole file: a new one per case started a Firestore instance and a connection each time. */
const clients = new Map<RoleName, Db>();
const db = (role: RoleName): Db => {
  const client = clients.get(role) ?? contextFor(env, role).firestore();
  clients.set(role, client);
  return client;
};

// ---- The matrix -------------------------------------------------------------------------

interface Cell {
  allowed: readonly RoleName[];
  attempt: (db: Db, caller: Caller, role: RoleName) => Promise<unknown>;
  /** The attempt writes a document of its own first (rules off), so the fixture changes whatever the rules decide. */
  seeds?: true;
}
type Row = Record<Operation, Cell>;

/**
 * An inquiry or a contact submission: anyone submits, only an Admin reads;
 * only the moderate callable removes one (issue 23: logged, archived for undo).
 */
function publicFormRow(collection: string, id: string, valid: () => Record<string, unknown>, change: Record<string, unknown>): Row {
  return {
    get: { allowed: allowed('admin'), attempt: (db) => db.doc(`${collection}/${id}`).get() },
    list: { allowed: allowed('admin'), attempt: (db) => db.collection(collection).get() },
    // Issue 23: the submitForm callable stores them (per-client limit, server time); no client creates one.
    create: { allowed: NOBODY, attempt: (db) => db.collection(collection).add(valid()) },
    update: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/${id}`).update(change) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/${id}`).delete() },
  };
}

/** ApprovedReadyToTalk or ContactApproved: only the moderate callable moves a pending item there (§4); an Admin reads, and deletes only through the logged deleteApproved callable. */
function approvedCopyRow(collection: string, source: string, sourceId: string, copy: () => Record<string, unknown>): Row {
  return {
    get: { allowed: allowed('admin'), attempt: (db) => db.doc(`${collection}/old-1`).get() },
    list: { allowed: allowed('admin'), attempt: (db) => db.collection(collection).get() },
    create: {
      allowed: NOBODY,
      attempt: (db) => {
        const batch = db.batch();
        batch.set(db.doc(`${collection}/${sourceId}`), copy());
        batch.delete(db.doc(`${source}/${sourceId}`));
        return batch.commit();
      },
    },
    update: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/old-1`).update({ email: 'changed@example.com' }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/old-1`).delete() },
  };
}

/**
 * A franchisee or contributor application (issue 22): only the functions
 * store, verify, approve and reject one; an Admin reads them. A valid
 * document with the server's time, which the rules took before, is refused.
 */
function applicationRow(collection: string, id: string, valid: () => Record<string, unknown>): Row {
  return {
    get: { allowed: allowed('admin'), attempt: (db) => db.doc(`${collection}/${id}`).get() },
    list: { allowed: allowed('admin'), attempt: (db) => db.collection(collection).where('emailVerified', '==', true).get() },
    create: { allowed: NOBODY, attempt: (db) => db.collection(collection).add(valid()) },
    update: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/${id}`).update({ emailVerified: true }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/${id}`).delete() },
  };
}

/** Nobody, of any role, reads or writes the collection (Admin SDK only). */
function adminSdkOnlyRow(collection: string, id: string, data: Record<string, unknown>): Row {
  return {
    get: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/${id}`).get() },
    list: { allowed: NOBODY, attempt: (db) => db.collection(collection).get() },
    create: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/new-1`).set(data) },
    update: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/${id}`).set(data) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/${id}`).delete() },
  };
}

/** Read by an Admin, written by nobody but the functions (the moderation records of issue 23). */
function adminReadOnlyRow(collection: string, id: string, data: Record<string, unknown>): Row {
  return {
    ...adminSdkOnlyRow(collection, id, data),
    get: { allowed: allowed('admin'), attempt: (db) => db.doc(`${collection}/${id}`).get() },
    list: { allowed: allowed('admin'), attempt: (db) => db.collection(collection).get() },
  };
}

/**
 * Messages of a board: `own` is a message by `author` that the author may
 * still edit. No client deletes one, its author and the Admin included: the
 * deleteMessage callable does (docs/decisions/005).
 */
function commentsRow(board: string, own: string, readers: readonly RoleName[], posters: readonly RoleName[], author: RoleName): Row {
  const comments = `commentBoards/${board}/comments`;
  return {
    get: { allowed: readers, attempt: (db) => db.doc(`${comments}/${own}`).get() },
    list: { allowed: readers, attempt: (db) => db.collection(comments).where('isApproved', '==', true).orderBy('timestamp').limit(30).get() },
    create: { allowed: posters, attempt: (db, _caller, role) => postAs(role, db.doc(`${comments}/new-1`), newMessageBy(role, { threadId: 'new-1' })) },
    update: {
      allowed: allowed(author),
      attempt: (db) => db.doc(`${comments}/${own}`).update({ content: 'Edited', editTimestamp: serverTimestamp() }),
    },
    delete: { allowed: NOBODY, attempt: (db) => db.doc(`${comments}/${own}`).delete() },
  };
}

const FRANCHISEE_META = `attachments/${attachmentMetaId('u-franchisee', 'd-1', 'plan.pdf')}`;

const MATRIX: Record<string, Row> = {
  "ApprovedUsers/{uid} (the Contributor's record, read by uid only)": {
    get: { allowed: allowed('contributor', 'admin'), attempt: (db) => db.doc('ApprovedUsers/u-contributor').get() },
    list: {
      // Spec §7's query by email is an Admin's only: a member reads their record by uid (issue 22).
      allowed: allowed('admin'),
      attempt: (db) => db.collection('ApprovedUsers').where('email', '==', 'contributor@example.com').limit(1).get(),
    },
    create: {
      allowed: NOBODY,
      attempt: (db, caller) => db.doc(`ApprovedUsers/${caller.uid}`).set({ ...memberDoc('admin'), uid: caller.uid, email: caller.email }),
    },
    update: {
      // The flags are the subscriptions' callables' now (consent records); nobody writes them directly.
      allowed: NOBODY,
      attempt: (db) => db.doc('ApprovedUsers/u-contributor').update({ subscribedToNewsletter: true, subscribedToOffers: false, language: 'fr-CA' }),
    },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('ApprovedUsers/u-contributor').delete() },
  },
  'publicProfiles/{uid} (one get per author; no list: the uids are not a directory)': {
    get: { allowed: EVERYONE, attempt: (db) => db.doc('publicProfiles/u-contributor').get() },
    list: { allowed: NOBODY, attempt: (db) => db.collection('publicProfiles').where('role', '==', 'Contributor').get() },
    create: {
      allowed: NOBODY,
      attempt: (db, caller) =>
        db.doc(`publicProfiles/${caller.uid}`).set({ uid: caller.uid, firstName: 'Self', lastName: 'Made', town: 'X', expertise: 'Y', role: 'Franchisee' }),
    },
    update: { allowed: NOBODY, attempt: (db) => db.doc('publicProfiles/u-contributor').update({ town: 'Elsewhere' }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('publicProfiles/u-contributor').delete() },
  },
  'contributorDirectory/{entryId} (the contributors page, no uid; written by the function only)': {
    get: { allowed: EVERYONE, attempt: (db) => db.doc('contributorDirectory/dir-1').get() },
    list: { allowed: EVERYONE, attempt: (db) => db.collection('contributorDirectory').get() },
    create: {
      allowed: NOBODY,
      attempt: (db) => db.collection('contributorDirectory').add({ firstName: 'Self', lastName: 'Listed', town: 'X', expertise: 'Y' }),
    },
    update: { allowed: NOBODY, attempt: (db) => db.doc('contributorDirectory/dir-1').update({ town: 'Elsewhere' }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('contributorDirectory/dir-1').delete() },
  },
  'approvalMarkers/{collection}_{docId} (Admin SDK only)': adminSdkOnlyRow('approvalMarkers', 'ContributorApplication_app-c', {
    uid: 'u-contributor',
    email: buildContributorApplication().email,
    role: 'Admin',
    state: 'committed',
  }),
  'memberLinks/{uid} (a member\'s directory entry; Admin SDK only)': adminSdkOnlyRow('memberLinks', 'u-contributor', { contributorEntryId: 'dir-1' }),
  'mail/{id} (the Trigger Email queue: the functions write it, the extension reads it; no client)': adminSdkOnlyRow('mail', 'mail-1', {
    to: 'victim@example.com',
    message: { subject: 'Your account is ready', text: 'https://evil.example/login', html: '<a href="https://evil.example/login">Sign in</a>' },
  }),
  'heldMail/{id} (mail held past the day’s cap until its release: Admin SDK only)': adminSdkOnlyRow('heldMail', 'held-1', {
    to: 'victim@example.com',
    message: { subject: 'Your account is ready', text: 'https://evil.example/login', html: '<a href="https://evil.example/login">Sign in</a>' },
  }),
  'config/storage (Admin SDK only)': adminSdkOnlyRow('config', 'storage', { origin: 'https://evil.example', bucket: 'evil.appspot.com' }),
  'FranchiseeApplication (the submitApplication and rejectApplication callables only)': applicationRow('FranchiseeApplication', 'app-f', franchiseeDoc),
  'ContributorApplication (the submitApplication and rejectApplication callables only)': applicationRow('ContributorApplication', 'app-c', contributorDoc),
  'applicationSecrets/{collection}_{id} (the password hashes: Admin SDK only)': adminSdkOnlyRow('applicationSecrets', 'FranchiseeApplication_app-f', {
    password: PASSWORD_HASH,
  }),
  'emailTokens/{sha256} (the mailed links’ tokens: Admin SDK only)': adminSdkOnlyRow('emailTokens', 'token-1', {
    purpose: 'verify-application',
    email: 'attacker@example.com',
    subject: { collection: 'FranchiseeApplication', id: 'app-f' },
    language: 'en-CA',
    createdAt: STORED_AT,
    expiresAt: STORED_AT,
    usedAt: null,
  }),
  PricingInquiries: publicFormRow('PricingInquiries', 'inq-1', pricingDoc, { businessName: 'Changed' }),
  ContactSubmissions: publicFormRow('ContactSubmissions', 'contact-1', contactDoc, { status: 'Approved' }),
  ApprovedReadyToTalk: approvedCopyRow('ApprovedReadyToTalk', 'PricingInquiries', 'inq-1', () => pricingDoc({ createdAt: STORED_AT, status: 'Approved' })),
  ContactApproved: approvedCopyRow('ContactApproved', 'ContactSubmissions', 'contact-1', () => contactDoc({ timestamp: STORED_AT, status: 'Approved' })),
  'subscriber/{email} (the consent callables only, issue 22; an Admin reads)': {
    get: { allowed: allowed('admin'), attempt: (db) => db.doc('subscriber/reader@example.com').get() },
    list: { allowed: allowed('admin'), attempt: (db) => db.collection('subscriber').get() },
    create: {
      allowed: NOBODY,
      attempt: (db) =>
        db.doc('subscriber/new@example.com').set({ email: 'new@example.com', newsletter: true, newsletterStatus: 'confirmed', language: 'fr-CA' }),
    },
    update: {
      allowed: NOBODY,
      attempt: (db) =>
        db
          .doc('subscriber/reader@example.com')
          .set({ email: 'reader@example.com', specialOffers: { registered: true, postalCode: 'B3H 1A1' }, language: 'en-CA' }, { merge: true }),
    },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('subscriber/reader@example.com').delete() },
  },
  'consentRecords/{id} (CASL proof, append-only: Admin SDK only, read by nobody)': adminSdkOnlyRow('consentRecords', 'consent-1', {
    email: 'reader@example.com',
    uid: null,
    purpose: 'newsletter',
    action: 'confirm',
    wording: 'newsletter-2026-11',
    wordingText: 'Yes, I want to receive…',
    language: 'en-CA',
    source: 'hub',
    method: 'confirmation link',
    at: STORED_AT,
  }),
  // Issue 37 (ADR 036): a visitor's saved pattern and the alert index; through the saveAlert callable, the links and the listing only.
  'savedPatterns/{id} (a visitor’s pattern alert: Admin SDK only, read by nobody)': adminSdkOnlyRow('savedPatterns', 'pattern-1', {
    email: 'reader@example.com',
    language: 'fr-CA',
    kind: 'knee',
    fields: { armLength: 40 },
    cell: 'knee-a3-l0',
    status: 'confirmed',
    wording: 'alerts-2026-11-29',
    createdAt: STORED_AT,
    confirmedAt: STORED_AT,
    endsAt: STORED_AT,
    mailedPieces: [],
  }),
  'patternCells/{cell} (the alert index: Admin SDK only)': adminSdkOnlyRow('patternCells', 'knee-a3-l0', { kind: 'knee', entries: { 'pattern-1': [1016, null, null, null, null] } }),
  // Issue 23: a member's post window, read and counted by that member only (the message's create checks it was counted).
  'postLimits/{uid} (the Contributor’s post window)': {
    get: { allowed: allowed('contributor'), attempt: (db) => db.doc('postLimits/u-contributor').get() },
    list: { allowed: NOBODY, attempt: (db) => db.collection('postLimits').get() },
    // A new window of one's own; the Contributor's is in progress (seeded), so theirs would restart it early.
    create: {
      allowed: allowed('signedIn', 'franchisee', 'admin'),
      attempt: (db, caller) => db.doc(`postLimits/${caller.uid}`).set({ windowStart: serverTimestamp(), count: 1, at: serverTimestamp(), lastMessageId: 'm-1' }),
    },
    update: { allowed: NOBODY, attempt: (db) => db.doc('postLimits/u-contributor').set({ windowStart: serverTimestamp(), count: 1, at: serverTimestamp(), lastMessageId: 'm-1' }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('postLimits/u-contributor').delete() },
  },
  'rateLimits/{key} (Admin SDK only)': adminSdkOnlyRow('rateLimits', 'subscribe_abc', { windowStart: STORED_AT, count: 0 }),
  // Issue 23: the Storage quota's counts and markers are the triggers' alone; a client that wrote one would lift its own quota.
  'storageUsage/{uid} (Admin SDK only)': adminSdkOnlyRow('storageUsage', 'u-contributor', { objects: 0, bytes: 0 }),
  'storageObjects/{path} (Admin SDK only)': adminSdkOnlyRow('storageObjects', 'attachments%2Fu-contributor%2Fgallery%2Fg-2%2Fdraft.png', { uid: 'u-contributor', size: 16 }),
  'moderationLog/{id} (the audit log, issue 23: an Admin reads, only the functions write)': adminReadOnlyRow('moderationLog', 'entry-1', {
    kind: 'comment',
    action: 'approve',
    itemId: 'pending-1',
    adminUid: 'u-admin',
    adminName: 'Forged',
    at: STORED_AT,
  }),
  'moderationArchive/{entryId} (rejected items kept for undo: Admin SDK only)': adminSdkOnlyRow('moderationArchive', 'entry-2', {
    collection: 'commentBoards/store/comments',
    id: 'gone-1',
    data: { content: 'Rejected' },
    extra: [],
    folder: null,
    expiresAt: STORED_AT,
  }),
  'authorStats/{uid} (an author’s counts, issue 23: an Admin reads, only the functions write)': adminReadOnlyRow('authorStats', 'u-contributor', {
    approved: 99,
    rejected: 0,
    streak: 99,
  }),
  'moderationSettings/trust (the trust rule: an Admin reads, the setTrustSettings callable writes)': adminReadOnlyRow('moderationSettings', 'trust', {
    enabled: true,
    approvedCount: 1,
  }),
  "notifications/{id} (the Contributor's: written by the functions only; its member reads it and marks it read)": {
    get: { allowed: allowed('contributor'), attempt: (db) => db.doc('notifications/n-contributor').get() },
    list: {
      allowed: allowed('contributor'),
      attempt: (db) => db.collection('notifications').where('uid', '==', CALLERS.contributor.uid).orderBy('at', 'desc').limit(20).get(),
    },
    create: {
      allowed: NOBODY,
      attempt: (db, caller) =>
        db.collection('notifications').add({ uid: caller.uid, kind: 'comment-approved', at: serverTimestamp(), read: false, boardId: null, boardPath: null, messageId: null, excerpt: '', reason: null, note: '', actorName: null }),
    },
    update: { allowed: allowed('contributor'), attempt: (db) => db.doc('notifications/n-contributor').update({ read: true }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('notifications/n-contributor').delete() },
  },
  "notificationSettings/{uid} (a member's mail opt-in: their own, { email } only)": {
    get: { allowed: allowed('contributor'), attempt: (db) => db.doc('notificationSettings/u-contributor').get() },
    list: { allowed: NOBODY, attempt: (db) => db.collection('notificationSettings').get() },
    // Each signed-in caller writes their own (the Contributor's exists: that set is an update, allowed as well).
    create: {
      allowed: allowed('signedIn', 'contributor', 'franchisee', 'admin'),
      attempt: (db, caller) => db.doc(`notificationSettings/${caller.uid}`).set({ email: true }),
    },
    update: { allowed: allowed('contributor'), attempt: (db) => db.doc('notificationSettings/u-contributor').set({ email: true }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('notificationSettings/u-contributor').delete() },
  },
  commentBoards: {
    get: { allowed: EVERYONE, attempt: (db) => db.doc('commentBoards/store').get() },
    list: { allowed: EVERYONE, attempt: (db) => db.collection('commentBoards').where('pathKey', '==', '/store').limit(1).get() },
    create: { allowed: NOBODY, attempt: (db) => db.doc('commentBoards/new').set({ pathname: '/new', pathKey: '/new', heading: 'Comments', kind: 'comments' }) },
    update: { allowed: NOBODY, attempt: (db) => db.doc('commentBoards/store').update({ heading: 'Renamed' }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('commentBoards/store').delete() },
  },
  'commentBoards/store/comments (a comment board; the Contributor’s pending message)': {
    ...commentsRow('store', 'pending-1', EVERYONE, allowed('contributor', 'franchisee', 'admin'), 'contributor'),
    // The matrix reads an approved message; the pending one is checked below.
    get: { allowed: EVERYONE, attempt: (db) => db.doc('commentBoards/store/comments/approved-1').get() },
  },
  'commentBoards/discussion/comments (the discussion board; the Franchisee’s message)': commentsRow(
    'discussion',
    'd-1',
    allowed('franchisee', 'admin'),
    allowed('franchisee', 'admin'),
    'franchisee',
  ),
  'attachments/{uid}_{messageId}_{name} (metadata of the Franchisee’s file)': {
    get: { allowed: allowed('franchisee', 'admin'), attempt: (db) => db.doc(FRANCHISEE_META).get() },
    list: { allowed: allowed('admin'), attempt: (db) => db.collection('attachments').get() },
    create: {
      allowed: allowed('contributor', 'franchisee', 'admin'),
      // Into a message of the caller's own, which the rules require to exist.
      seeds: true,
      attempt: async (db, caller) => {
        await seedDocument(env, 'commentBoards/gallery/comments/own-1', messageDoc({ userId: caller.uid }));
        return db.doc(`attachments/${attachmentMetaId(caller.uid, 'own-1', 'notes.txt')}`).set(attachmentMetaDoc(caller.uid, 'gallery', 'own-1', 'notes.txt'));
      },
    },
    update: {
      allowed: allowed('franchisee'),
      attempt: (db) => db.doc(FRANCHISEE_META).set(attachmentMetaDoc(CALLERS.franchisee.uid, 'discussion', 'd-1', 'plan.pdf')),
    },
    // The Admin's deletions go through the deleteMessage callable (Admin SDK).
    delete: { allowed: allowed('franchisee'), attempt: (db) => db.doc(FRANCHISEE_META).delete() },
  },
  // The catalogue (docs/decisions/023): a piece's page is public, sold ones included; a search lists the listed;
  // only the savePiece, setPieceAvailability and deletePiece callables write.
  'pieces/{id} (the Sawyer’s sold knee; a search of the listed)': {
    get: { allowed: EVERYONE, attempt: (db) => db.doc('pieces/sawyer-sold').get() },
    list: { allowed: EVERYONE, attempt: (db) => db.collection('pieces').where('listed', '==', true).where('kind', '==', 'knee').limit(20).get() },
    create: { allowed: NOBODY, attempt: (db) => db.doc('pieces/new-1').set(pieceDoc('sawyer', 'available')) },
    update: { allowed: NOBODY, attempt: (db) => db.doc('pieces/sawyer-listed').update({ availability: 'sold', listed: false }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('pieces/sawyer-listed').delete() },
  },
  'any other collection (deny by default)': {
    get: { allowed: NOBODY, attempt: (db) => db.doc('secrets/s-1').get() },
    list: { allowed: NOBODY, attempt: (db) => db.collection('secrets').get() },
    create: { allowed: NOBODY, attempt: (db) => db.doc('secrets/s-2').set({ note: 'x' }) },
    update: { allowed: NOBODY, attempt: (db) => db.doc('secrets/s-1').update({ note: 'y' }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('secrets/s-1').delete() },
  },
};

const READS: ReadonlySet<Operation> = new Set(['get', 'list']);

describe('firestore.rules: collection x role x operation', () => {
  for (const [collection, row] of Object.entries(MATRIX)) {
    describe(collection, () => {
      for (const operation of OPERATIONS) {
        const cell = row[operation];
        it.each(ROLES)(`${operation}: %s`, async (role) => {
          const caller = CALLERS[role];
          await expectAccess(cell.allowed, role, cell.attempt(db(role), caller, role));
          // Reached only when the cell held: a read, or a write the rules refused, left the fixture as written.
          fixtureChanged = cell.seeds === true || (!READS.has(operation) && cell.allowed.includes(role));
        });
      }
    });
  }
});

// ---- Public forms and applications: the callables store them (issues 22, 23) -----------------

describe('public forms: only the callables store them', () => {
  it('pricing inquiries and contact messages: no client creates one, however valid, in any role (issue 23: the submitForm callable does)', async () => {
    for (const role of ['anonymous', 'contributor', 'franchisee', 'admin'] as const) {
      await assertFails(db(role).collection('PricingInquiries').add(pricingDoc()));
      await assertFails(db(role).collection('ContactSubmissions').add(contactDoc()));
      await assertFails(db(role).doc('ContactSubmissions/planted').set(contactDoc({ language: 'fr-CA' })));
      // Nor changes or deletes a stored one.
      await assertFails(db(role).doc('PricingInquiries/inq-1').update({ businessName: 'Changed' }));
      await assertFails(db(role).doc('ContactSubmissions/contact-1').delete());
    }
  });

  it('applications: no client creates one, however valid, in any role (issue 22: the submitApplication callable does)', async () => {
    for (const role of ['anonymous', 'contributor', 'franchisee', 'admin'] as const) {
      await assertFails(db(role).collection('FranchiseeApplication').add(franchiseeDoc({ submittedAt: serverTimestamp() })));
      await assertFails(db(role).collection('ContributorApplication').add(contributorDoc({ submittedAt: serverTimestamp() })));
      // Nor plants a verified one, nor verifies or deletes a stored one.
      await assertFails(db(role).collection('ContributorApplication').add({ ...contributorDoc({ submittedAt: serverTimestamp() }), emailVerified: true }));
      await assertFails(db(role).doc('ContributorApplication/app-c').update({ emailVerified: true, verifiedAt: serverTimestamp() }));
      await assertFails(db(role).doc('ContributorApplication/app-c').delete());
    }
  });
});

// ---- Subscriptions and consent (issue 22): the server's only -----------------------------------

describe('subscriptions and consent records', () => {
  const subscriber = (role: RoleName, email: string) => db(role).doc(`subscriber/${email}`);

  it('lets no client subscribe an address, confirm it or forge its consent, in any shape', async () => {
    for (const role of ['anonymous', 'contributor', 'franchisee', 'admin'] as const) {
      await assertFails(subscriber(role, `${role}@example.com`).set({ email: `${role}@example.com`, newsletter: true, language: 'en-CA' }, { merge: true }));
      await assertFails(subscriber(role, 'reader@example.com').update({ newsletterStatus: 'confirmed', newsletter: true }));
      await assertFails(db(role).collection('consentRecords').add({ email: 'victim@example.com', purpose: 'newsletter', action: 'confirm', at: STORED_AT }));
      await assertFails(db(role).doc('consentRecords/consent-1').get());
      await assertFails(db(role).collection('consentRecords').where('email', '==', 'reader@example.com').get());
    }
  });

  it('lets nobody but an Admin read a subscription, not even the subscriber', async () => {
    await assertFails(subscriber('contributor', 'reader@example.com').get());
    await assertFails(subscriber('anonymous', 'reader@example.com').get());
    await assertSucceeds(subscriber('admin', 'reader@example.com').get());
  });

  it('lets no client save, confirm or read a pattern alert, or file one in the alert index (ADR 036)', async () => {
    for (const role of ['anonymous', 'contributor', 'franchisee', 'admin'] as const) {
      await assertFails(db(role).collection('savedPatterns').add({ email: 'victim@example.com', kind: 'knee', fields: { armLength: 1 }, status: 'confirmed', mailedPieces: [] }));
      await assertFails(db(role).collection('savedPatterns').where('email', '==', 'reader@example.com').get());
      await assertFails(db(role).doc('patternCells/knee-a0-l0').set({ kind: 'knee', entries: { planted: [1, null, null, null, null] } }));
      await assertFails(db(role).doc('patternCells/knee-a3-l0').get());
    }
  });

  it('lets no client read or plant an unsubscribe or confirmation token', async () => {
    for (const role of ['anonymous', 'contributor', 'admin'] as const) {
      await assertFails(db(role).collection('emailTokens').where('email', '==', 'reader@example.com').get());
      await assertFails(
        db(role).doc('emailTokens/forged').set({ purpose: 'unsubscribe', email: 'victim@example.com', scope: 'newsletter', subject: { collection: 'subscriber', id: 'victim@example.com' }, language: 'en-CA', createdAt: STORED_AT, expiresAt: STORED_AT, usedAt: null }),
      );
    }
  });
});

// ---- The language a form was sent in (issue 17) ----------------------------------------------

describe('the language a form was sent in', () => {
  it("leaves a member record's language to the server: no client writes it (issue 22)", async () => {
    const own = db('contributor').doc('ApprovedUsers/u-contributor');
    await assertFails(own.update({ subscribedToNewsletter: true, subscribedToOffers: false, language: 'fr-CA' }));
    await assertFails(db('franchisee').doc('ApprovedUsers/u-contributor').update({ language: 'fr-CA' }));
    await assertFails(db('anonymous').doc('ApprovedUsers/u-contributor').update({ language: 'fr-CA' }));
  });

  it('lets no client move a form to its approved copy, the Admin included (the moderate callable keeps its language, issue 23)', async () => {
    await seedDocument(env, 'ContactSubmissions/contact-fr', contactDoc({ timestamp: STORED_AT, language: 'fr-CA' }));
    const move = (language: string) => {
      const admin = db('admin');
      const batch = admin.batch();
      batch.set(admin.doc('ContactApproved/contact-fr'), contactDoc({ timestamp: STORED_AT, status: 'Approved', language }));
      batch.delete(admin.doc('ContactSubmissions/contact-fr'));
      return batch.commit();
    };
    await assertFails(move('en-CA'));
    await assertFails(move('fr-CA'));
  });
});

// ---- Mail (issue 22): queued by the functions, read by the extension only ---------------

describe('mail', () => {
  /** A queued verification mail: its link carries a token, so reading it would prove an address nobody owns. */
  const QUEUED = {
    to: CALLERS.franchisee.email,
    message: { subject: 'Verify your email', text: 'https://site.example/verify?token=secret', html: '<a href="https://site.example/verify?token=secret">Verify</a>' },
    kind: 'verify-application',
    language: 'en-CA',
    commercial: false,
    createdAt: STORED_AT,
  };

  beforeEach(() => seedDocument(env, 'mail/queued-1', QUEUED));

  it.each(['anonymous', 'franchisee', 'admin'] as const)('lets %s neither read nor write a queued mail, their own included', async (role) => {
    const db = contextFor(env, role).firestore();
    await assertFails(db.doc('mail/queued-1').get());
    await assertFails(db.collection('mail').get());
    if (CALLERS[role].email) await assertFails(db.collection('mail').where('to', '==', CALLERS[role].email).get());
    await assertFails(db.collection('mail').add({ ...QUEUED, to: 'victim@example.com' }));
    await assertFails(db.doc('mail/queued-1').update({ to: 'attacker@example.com' }));
    await assertFails(db.doc('mail/queued-1').update({ delivery: { state: 'SUCCESS' } }));
    await assertFails(db.doc('mail/queued-1').delete());
  });
});

// ---- Members and privacy (§6, README Security model) -------------------------------------

describe('members and privacy', () => {
  it('lets a member read their own record by uid, and no other record even with its email in their token', async () => {
    await assertSucceeds(db('contributor').doc('ApprovedUsers/u-contributor').get());
    // The review's finding: the token's email is no proof; a record is read by the uid the token proves.
    const lookalike = env.authenticatedContext('u-norole', { email: 'contributor@example.com', email_verified: false }).firestore();
    await assertFails(lookalike.doc('ApprovedUsers/u-contributor').get());
    await assertFails(lookalike.collection('ApprovedUsers').where('email', '==', 'contributor@example.com').limit(1).get());
    const verified = env.authenticatedContext('u-franchisee', { email: 'contributor@example.com', email_verified: true, role: 'Franchisee' }).firestore();
    await assertFails(verified.doc('ApprovedUsers/u-contributor').get());
  });

  it('lets no member write their email, their flags or their role: the email follows the verified Auth address through a callable', async () => {
    const own = db('contributor').doc('ApprovedUsers/u-contributor');
    const moved = env.authenticatedContext('u-contributor', { email: 'new.address@example.com', email_verified: true, role: 'Contributor' }).firestore();
    await assertFails(moved.doc('ApprovedUsers/u-contributor').update({ email: 'new.address@example.com' }));
    // Parking a pending applicant's address on one's own record (it would block that approval).
    await assertFails(own.update({ email: buildContributorApplication().email }));
    await assertFails(own.update({ subscribedToNewsletter: true, subscribedToOffers: true }));
    await assertFails(own.update({ permissionLevel: 'Admin' }));
    // The proof of an address is the server's to write: a member approved before verification cannot claim it.
    await assertFails(own.update({ emailVerified: true }));
    await assertFails(db('admin').doc('ApprovedUsers/u-admin').update({ digestOptOut: true, emailVerified: true }));
  });

  it("lets an Admin turn their own daily digest on and off, and nobody else's", async () => {
    await assertSucceeds(db('admin').doc('ApprovedUsers/u-admin').update({ digestOptOut: true }));
    await assertFails(db('admin').doc('ApprovedUsers/u-admin').update({ digestOptOut: 'yes' }));
    await assertFails(db('admin').doc('ApprovedUsers/u-admin').update({ digestOptOut: false, email: 'other@example.com' }));
    await assertFails(db('admin').doc('ApprovedUsers/u-contributor').update({ digestOptOut: true }));
    await assertFails(db('contributor').doc('ApprovedUsers/u-contributor').update({ digestOptOut: true }));
  });

  it('lets no member list the member records or look up another member by email', async () => {
    await assertFails(db('franchisee').collection('ApprovedUsers').get());
    await assertFails(db('franchisee').collection('ApprovedUsers').where('email', '==', 'contributor@example.com').get());
    await assertSucceeds(db('admin').collection('ApprovedUsers').get());
  });

  it('shows an anonymous visitor no email address, phone number, subscription flag or application', async () => {
    const visitor = db('anonymous');
    for (const path of [
      'ApprovedUsers/u-contributor',
      'subscriber/reader@example.com',
      'FranchiseeApplication/app-f',
      'ContributorApplication/app-c',
      'PricingInquiries/inq-1',
      'ContactSubmissions/contact-1',
      FRANCHISEE_META,
      'approvalMarkers/ContributorApplication_app-c',
      'applicationSecrets/FranchiseeApplication_app-f',
      'emailTokens/token-1',
    ]) {
      await assertFails(visitor.doc(path).get());
    }
    await assertSucceeds(visitor.doc('publicProfiles/u-contributor').get());
    await assertSucceeds(visitor.doc('commentBoards/store/comments/approved-1').get());
  });

  it('lets an anonymous visitor get one public profile by uid but not list them (no uid directory)', async () => {
    const visitor = db('anonymous');
    await assertSucceeds(visitor.doc('publicProfiles/u-franchisee').get());
    await assertFails(visitor.collection('publicProfiles').get());
    await assertFails(visitor.collection('publicProfiles').where('role', '==', 'Contributor').get());
    await assertFails(visitor.collection('publicProfiles').limit(1).get());
    await assertFails(db('admin').collection('publicProfiles').get());
  });

  it('lets anyone list the contributor directory and nobody write it', async () => {
    await assertSucceeds(db('anonymous').collection('contributorDirectory').get());
    await assertSucceeds(db('contributor').collection('contributorDirectory').get());
    await assertFails(db('anonymous').doc('contributorDirectory/dir-2').set({ firstName: 'A', lastName: 'B', town: 'C', expertise: 'D' }));
    await assertFails(db('contributor').doc('contributorDirectory/dir-1').update({ expertise: 'Everything' }));
    await assertFails(db('admin').doc('contributorDirectory/dir-1').delete());
  });
});

// ---- Comment boards (§4, §5, §6) -------------------------------------------------------

describe('comment boards', () => {
  const comments = (role: RoleName, board = 'store') => db(role).collection(`commentBoards/${board}/comments`);

  it('shows pending messages to their author and the Admin only', async () => {
    await assertSucceeds(comments('contributor').doc('pending-1').get());
    await assertSucceeds(comments('admin').doc('pending-1').get());
    for (const role of ['anonymous', 'signedIn', 'franchisee'] as const) await assertFails(comments(role).doc('pending-1').get());
    await assertSucceeds(comments('contributor').where('userId', '==', 'u-contributor').orderBy('timestamp').limit(30).get());
    await assertFails(comments('franchisee').where('userId', '==', 'u-contributor').orderBy('timestamp').get());
    await assertFails(comments('anonymous').get());
    await assertSucceeds(comments('admin').get());
  });

  it('holds a list of a board to LIST_LIMIT documents: none without a limit or above it, but an Admin’s', async () => {
    for (const role of ROLES) {
      const threads = comments(role).where('isApproved', '==', true).where('replyTo', '==', null).orderBy('timestamp');
      await expectAccess(EVERYONE, role, threads.limit(LIST_LIMIT).get());
      await expectAccess(allowed('admin'), role, threads.get());
      await expectAccess(allowed('admin'), role, threads.limit(LIST_LIMIT + 1).get());
    }
    await assertSucceeds(comments('contributor').where('userId', '==', 'u-contributor').where('isApproved', '==', false).limit(LIST_LIMIT).get());
    await assertFails(comments('contributor').where('userId', '==', 'u-contributor').where('isApproved', '==', false).get());
  });

  it("keeps a pending reply from the parent's author: only its author and the Admin read it", async () => {
    // approved-1 is the Franchisee's; the Contributor's reply waits for approval.
    await seedDocument(env, 'commentBoards/store/comments/reply-1', messageDoc({ replyTo: 'approved-1' }));
    await assertFails(comments('franchisee').doc('reply-1').get());
    await assertFails(comments('franchisee').where('replyTo', '==', 'approved-1').get());
    await assertFails(comments('signedIn').where('replyTo', '==', 'approved-1').get());
    await assertSucceeds(comments('contributor').doc('reply-1').get());
    await assertSucceeds(comments('admin').doc('reply-1').get());
    await assertSucceeds(comments('admin').where('replyTo', '==', 'approved-1').get());
  });

  it("lets only the Admin query the moderation queue across boards (§7 Unapproved comments)", async () => {
    const queue = (role: RoleName) => db(role).collectionGroup('comments').where('isApproved', '==', false).orderBy('timestamp').get();
    await assertSucceeds(queue('admin'));
    for (const role of ['anonymous', 'signedIn', 'contributor', 'franchisee'] as const) await assertFails(queue(role));
  });

  it('holds each member to RATE_LIMITS.post: a message only with its count, 10 per 10 minutes', async () => {
    const franchisee = db('franchisee');
    const window = (fields: Record<string, unknown>) => seedDocument(env, 'postLimits/u-franchisee', { at: Timestamp.now(), ...fields });
    // A message written without counting it.
    await assertFails(comments('franchisee').doc('uncounted').set(newMessageBy('franchisee', { threadId: 'uncounted' })));
    // The tenth post of the window passes, the eleventh does not, nor a window restarted early or skipped counts.
    await window({ windowStart: Timestamp.now(), count: 9 });
    await assertSucceeds(postAs('franchisee', comments('franchisee').doc('tenth'), newMessageBy('franchisee', { threadId: 'tenth' })));
    await assertFails(postAs('franchisee', comments('franchisee').doc('eleventh'), newMessageBy('franchisee', { threadId: 'eleventh' })));
    await assertFails(franchisee.doc('postLimits/u-franchisee').set({ windowStart: serverTimestamp(), count: 1, at: serverTimestamp(), lastMessageId: 'x' }));
    await window({ windowStart: Timestamp.now(), count: 3, lastMessageId: 'tenth' });
    await assertFails(franchisee.doc('postLimits/u-franchisee').update({ count: 2, at: serverTimestamp(), lastMessageId: 'x' }));
    await assertFails(franchisee.doc('postLimits/u-franchisee').update({ count: 5, at: serverTimestamp(), lastMessageId: 'x' }));
    // Once the window is over, a new one starts at the server's time.
    await window({ windowStart: Timestamp.fromMillis(Date.now() - 11 * 60_000), count: 10 });
    await assertSucceeds(postAs('franchisee', comments('franchisee').doc('next'), newMessageBy('franchisee', { threadId: 'next' })));
    // Nobody counts for someone else.
    await assertFails(franchisee.doc('postLimits/u-contributor').set({ windowStart: serverTimestamp(), count: 1, at: serverTimestamp(), lastMessageId: 'x' }));
  });

  it('lets one count authorise exactly one message: a batch of twenty messages with one counter write is refused', async () => {
    const franchisee = db('franchisee');
    // One context's Firestore for the whole batch: a batch takes only its own instance's references.
    const board = franchisee.collection('commentBoards/store/comments');
    const ids = Array.from({ length: 20 }, (_, index) => `batch-${index}`);
    const batch = franchisee.batch();
    for (const id of ids) batch.set(board.doc(id), newMessageBy('franchisee', { threadId: id }));
    batch.set(franchisee.doc('postLimits/u-franchisee'), { windowStart: serverTimestamp(), count: 1, at: serverTimestamp(), lastMessageId: ids[0] });
    await assertFails(batch.commit());
    // A counter without the message's name lets none in; the one it names goes through alone.
    const unnamed = franchisee.batch();
    unnamed.set(board.doc('unnamed'), newMessageBy('franchisee', { threadId: 'unnamed' }));
    unnamed.set(franchisee.doc('postLimits/u-franchisee'), { windowStart: serverTimestamp(), count: 1, at: serverTimestamp() });
    await assertFails(unnamed.commit());
    await assertSucceeds(postAs('franchisee', board.doc('single'), newMessageBy('franchisee', { threadId: 'single' })));
  });

  it('holds Contributor posts for approval and lets Franchisee and Admin posts skip it', async () => {
    await assertFails(postAs('contributor', comments('contributor').doc('n'), newMessageBy('contributor', { threadId: 'n', isApproved: true })));
    await assertSucceeds(postAs('contributor', comments('contributor').doc('n'), newMessageBy('contributor', { threadId: 'n', isApproved: false })));
    await assertFails(postAs('franchisee', comments('franchisee').doc('m'), newMessageBy('franchisee', { threadId: 'm', isApproved: false })));
    await assertSucceeds(postAs('franchisee', comments('franchisee').doc('m'), newMessageBy('franchisee', { threadId: 'm', isApproved: true })));
  });

  it("takes a new message's time from the server only", async () => {
    await assertFails(postAs('contributor', comments('contributor').doc('t1'), newMessageBy('contributor', { threadId: 't1', timestamp: Timestamp.now() })));
    await assertFails(postAs('contributor', comments('contributor').doc('t2'), newMessageBy('contributor', { threadId: 't2', timestamp: Timestamp.fromMillis(Date.now() - 24 * 60 * 60_000) })));
    await assertFails(postAs('contributor', comments('contributor').doc('t3'), newMessageBy('contributor', { threadId: 't3', timestamp: AT })));
    await assertFails(postAs('contributor', comments('contributor').doc('t4'), newMessageBy('contributor', { threadId: 't4', timestamp: null })));
    await assertSucceeds(postAs('contributor', comments('contributor').doc('t5'), newMessageBy('contributor', { threadId: 't5', timestamp: serverTimestamp() })));
  });

  it('cannot forge another author or a finished state', async () => {
    await assertFails(postAs('contributor', comments('contributor').doc('n'), newMessageBy('contributor', { threadId: 'n', userId: 'u-franchisee' })));
    await assertFails(postAs('contributor', comments('contributor').doc('n'), newMessageBy('contributor', { threadId: 'n', isDeleted: true })));
    await assertFails(postAs('contributor', comments('contributor').doc('n'), newMessageBy('contributor', { threadId: 'n', editTimestamp: AT })));
    await assertFails(postAs('contributor', comments('contributor').doc('n'), newMessageBy('contributor', { threadId: 'n', editTimestamp: serverTimestamp() })));
    await assertFails(comments('contributor').doc('n').set({ ...newMessageBy('contributor', { threadId: 'n' }), userEmail: 'contributor@example.com' }));
  });

  it('takes 500 characters on comment boards and 750 on the discussion board, trimmed, never empty where no file can follow', async () => {
    await assertSucceeds(postAs('contributor', comments('contributor').doc('a'), newMessageBy('contributor', { threadId: 'a', content: 'x'.repeat(500) })));
    await assertFails(postAs('contributor', comments('contributor').doc('b'), newMessageBy('contributor', { threadId: 'b', content: 'x'.repeat(501) })));
    await assertSucceeds(postAs('franchisee', comments('franchisee', 'discussion').doc('c'), newMessageBy('franchisee', { threadId: 'c', content: 'x'.repeat(750) })));
    await assertFails(postAs('franchisee', comments('franchisee', 'discussion').doc('d'), newMessageBy('franchisee', { threadId: 'd', content: 'x'.repeat(751) })));
    await assertFails(postAs('contributor', comments('contributor').doc('e'), newMessageBy('contributor', { threadId: 'e', content: '' })));
    await assertFails(postAs('contributor', comments('contributor').doc('f'), newMessageBy('contributor', { threadId: 'f', content: ' padded ' })));
  });

  it('creates every message without files; an empty text only where files follow (the board takes them)', async () => {
    const file = attachmentEntry(CALLERS.franchisee.uid, 'discussion', 'g', 'plan.pdf');
    await assertFails(postAs('franchisee', comments('franchisee', 'discussion').doc('g'), newMessageBy('franchisee', { threadId: 'g', attachments: [file] })));
    await assertFails(postAs('franchisee', comments('franchisee', 'discussion').doc('g'), newMessageBy('franchisee', { threadId: 'g', content: '', attachments: [file] })));
    await assertFails(postAs('franchisee', comments('franchisee').doc('g'), newMessageBy('franchisee', { threadId: 'g', attachments: [file] })));
    await assertFails(postAs('franchisee', comments('franchisee', 'discussion').doc('g'), newMessageBy('franchisee', { threadId: 'g', attachments: null })));
    await assertSucceeds(postAs('franchisee', comments('franchisee', 'discussion').doc('g'), newMessageBy('franchisee', { threadId: 'g', content: '' })));
    await assertSucceeds(postAs('contributor', comments('contributor', 'gallery').doc('h'), newMessageBy('contributor', { threadId: 'h', content: '' })));
    await assertFails(postAs('franchisee', comments('franchisee').doc('i'), newMessageBy('franchisee', { threadId: 'i', content: '' })));
  });

  it('takes replies to approved, not deleted messages of the same board only', async () => {
    await seedDocument(
      env,
      'commentBoards/store/comments/deleted-1',
      messageDoc({ userId: null, content: 'This message has been deleted', isApproved: true, isDeleted: true }),
    );
    await assertSucceeds(postAs('contributor', comments('contributor').doc('r1'), newMessageBy('contributor', { threadId: 'approved-1', replyTo: 'approved-1' })));
    await assertFails(postAs('contributor', comments('contributor').doc('r2'), newMessageBy('contributor', { threadId: 'pending-1', replyTo: 'pending-1' })));
    await assertFails(postAs('contributor', comments('contributor').doc('r3'), newMessageBy('contributor', { threadId: 'missing', replyTo: 'missing' })));
    await assertFails(postAs('contributor', comments('contributor').doc('r4'), newMessageBy('contributor', { threadId: 'deleted-1', replyTo: 'deleted-1' })));
    // g-1 is approved, but on the gallery board.
    await assertFails(postAs('contributor', comments('contributor').doc('r5'), newMessageBy('contributor', { threadId: 'g-1', replyTo: 'g-1' })));
  });

  it('takes a threadId that names the thread’s root: a root’s own id, a reply’s parent’s threadId', async () => {
    await seedDocument(
      env,
      'commentBoards/store/comments/reply-a',
      messageDoc({ userId: CALLERS.franchisee.uid, replyTo: 'approved-1', threadId: 'approved-1', isApproved: true }),
    );
    await assertSucceeds(postAs('contributor', comments('contributor').doc('th-1'), newMessageBy('contributor', { threadId: 'th-1' })));
    // A root with another id, or none.
    await assertFails(postAs('contributor', comments('contributor').doc('th-2'), newMessageBy('contributor', { threadId: 'approved-1' })));
    await assertFails(postAs('contributor', comments('contributor').doc('th-3'), newMessageBy('contributor', { threadId: null })));
    await assertFails(postAs('contributor', comments('contributor').doc('th-4'), newMessageBy('contributor')));
    // A reply of a reply: its thread is the root's, not its parent's id, nor its own.
    await assertSucceeds(postAs('contributor', comments('contributor').doc('th-5'), newMessageBy('contributor', { replyTo: 'reply-a', threadId: 'approved-1' })));
    await assertFails(postAs('contributor', comments('contributor').doc('th-6'), newMessageBy('contributor', { replyTo: 'reply-a', threadId: 'reply-a' })));
    await assertFails(postAs('contributor', comments('contributor').doc('th-7'), newMessageBy('contributor', { replyTo: 'reply-a', threadId: 'th-7' })));
    await assertFails(postAs('contributor', comments('contributor').doc('th-8'), newMessageBy('contributor', { replyTo: 'approved-1', threadId: 'wrong' })));
  });

  it('lets the author edit while pending, or always when they post without approval, and nothing but the text', async () => {
    const edit = { content: 'Edited', editTimestamp: serverTimestamp() };
    await assertFails(db('contributor').doc('commentBoards/gallery/comments/g-1').update(edit));
    await assertSucceeds(db('franchisee').doc('commentBoards/store/comments/approved-1').update(edit));
    await assertFails(comments('contributor').doc('pending-1').update({ ...edit, isApproved: true }));
    await assertFails(comments('contributor').doc('pending-1').update({ content: 'Edited' }));
    await assertFails(comments('admin').doc('pending-1').update(edit));
    await assertSucceeds(comments('contributor').doc('pending-1').update(edit));
  });

  it("stamps an edit with the server's time only", async () => {
    const pending = comments('contributor').doc('pending-1');
    await assertFails(pending.update({ content: 'Edited', editTimestamp: LATER }));
    await assertFails(pending.update({ content: 'Edited', editTimestamp: Timestamp.now() }));
    await assertFails(pending.update({ content: 'Edited', editTimestamp: null }));
    await assertSucceeds(pending.update({ content: 'Edited', editTimestamp: serverTimestamp() }));
  });

  it("lets an edit carry only entries of the message's own folder", async () => {
    const uid = CALLERS.franchisee.uid;
    const d1 = comments('franchisee', 'discussion').doc('d-1');
    const edit = (attachments: unknown[]) => d1.update({ content: 'Plan attached', attachments, editTimestamp: serverTimestamp() });
    await assertFails(edit([attachmentEntry(CALLERS.admin.uid, 'discussion', 'd-1', 'plan.pdf')]));
    await assertFails(edit([attachmentEntry(uid, 'discussion', 'other-1', 'plan.pdf')]));
    await assertFails(edit([{ ...attachmentEntry(uid, 'discussion', 'd-1', 'plan.pdf'), url: 'https://evil.example/plan.pdf' }]));
    await assertSucceeds(edit([attachmentEntry(uid, 'discussion', 'd-1', 'plan.pdf')]));
  });

  it('lets no client approve, the Admin included: the moderate callable does, for the version read', async () => {
    await assertFails(comments('contributor').doc('pending-1').update({ isApproved: true }));
    await assertFails(comments('franchisee').doc('pending-1').update({ isApproved: true }));
    await assertFails(comments('admin').doc('pending-1').update({ isApproved: true }));
  });

  it('lets no client delete a message, its author and the Admin included (the deleteMessage callable does)', async () => {
    await assertFails(comments('contributor').doc('pending-1').delete());
    await assertFails(comments('admin').doc('pending-1').delete());
    await assertFails(comments('franchisee').doc('approved-1').delete());
    await assertFails(comments('admin').doc('approved-1').delete());
    await assertFails(comments('franchisee', 'discussion').doc('d-1').delete());
  });

  it('lets no client soft-delete a message, its author and the Admin included', async () => {
    const softDelete = { content: 'This message has been deleted', attachments: [], isDeleted: true, userId: null, isApproved: true };
    await assertFails(comments('contributor').doc('pending-1').update(softDelete));
    await assertFails(comments('franchisee').doc('approved-1').update(softDelete));
    await assertFails(comments('admin').doc('approved-1').update(softDelete));
    await assertFails(comments('admin').doc('pending-1').update(softDelete));
    await assertFails(comments('franchisee').doc('approved-1').update({ isDeleted: true }));
    await assertFails(comments('admin').doc('approved-1').update({ content: 'Edited again', editTimestamp: serverTimestamp() }));
  });

  it('keeps members without a role and anonymous visitors from posting (register / login)', async () => {
    await assertFails(postAs('signedIn', comments('signedIn').doc('x'), newMessageBy('signedIn', { threadId: 'x' })));
    await assertFails(postAs('anonymous', comments('anonymous').doc('y'), newMessageBy('anonymous', { threadId: 'y' })));
  });
});

// ---- Attaching the uploaded files (attachUploads, docs/decisions/005) ------------------------

describe('attaching the uploaded files to a new message', () => {
  const uid = CALLERS.franchisee.uid;
  const message = (id: string) => db('franchisee').doc(`commentBoards/discussion/comments/${id}`);
  const own = (id: string, name = 'plan.pdf') => attachmentEntry(uid, 'discussion', id, name);
  /** The first half of a post with files, as the firebase backend makes it: the message, with no files yet. */
  const post = (id: string) => postAs('franchisee', message(id), newMessageBy('franchisee', { threadId: id, content: '' }));
  const attach = (id: string, attachments: unknown[]) => message(id).update({ attachments });

  it('takes 1 to 10 entries of the message’s own folder once, from its author', async () => {
    await assertSucceeds(post('up-1'));
    await assertSucceeds(attach('up-1', [own('up-1'), own('up-1', 'kiln schedule (v2).pdf')]));
    // Once only: the list is no longer empty.
    await assertFails(attach('up-1', [own('up-1', 'more.pdf')]));
    await assertFails(attach('up-1', []));

    await assertSucceeds(post('up-2'));
    await assertSucceeds(attach('up-2', Array.from({ length: 10 }, (_, index) => own('up-2', `file-${index}.pdf`))));
  });

  it('refuses entries of another user, another message, another host or bucket, or a different folder', async () => {
    await assertSucceeds(post('up-3'));
    const path = attachmentPath(uid, 'discussion', 'up-3', 'plan.pdf');
    for (const entries of [
      // Another user's folder (the Admin's), path and URL alike.
      [attachmentEntry(CALLERS.admin.uid, 'discussion', 'up-3', 'plan.pdf')],
      // Another message of the same author, and another board.
      [own('d-1')],
      [attachmentEntry(uid, 'gallery', 'up-3', 'plan.pdf')],
      // A URL on another host, on a host that only a '.' wildcard would match, in another bucket.
      [{ ...own('up-3'), url: downloadUrl(path, 'https://evil.example') }],
      [{ ...own('up-3'), url: downloadUrl(path, 'http://127x0x0x1:9199') }],
      [{ ...own('up-3'), url: downloadUrl(path, STORAGE_CONFIG.origin, 'other-project.appspot.com') }],
      // The right path, with the URL of another message's folder.
      [{ ...own('up-3'), url: own('d-1').url }],
      // A URL that is not a download URL of the file.
      [{ ...own('up-3'), url: downloadUrl(path).replace('alt=media&', '') }],
      [{ ...own('up-3'), url: `${downloadUrl(path)}#fragment` }],
      // A path outside the folder with a valid URL.
      [{ ...own('up-3'), path: `attachments/${uid}/discussion/up-3/../d-1/plan.pdf` }],
    ]) {
      await assertFails(attach('up-3', entries));
    }
    await assertSucceeds(attach('up-3', [own('up-3')]));
  });

  it('refuses 11 entries, a name of 121 characters or with a slash, and extra or missing keys', async () => {
    await assertSucceeds(post('up-4'));
    await assertFails(attach('up-4', Array.from({ length: 11 }, (_, index) => own('up-4', `file-${index}.pdf`))));
    await assertFails(attach('up-4', [own('up-4', `${'n'.repeat(117)}.pdf`)]));
    await assertFails(attach('up-4', [own('up-4', 'plans/kiln.pdf')]));
    await assertFails(attach('up-4', [own('up-4', '')]));
    await assertFails(attach('up-4', [{ ...own('up-4'), size: 1024 }]));
    await assertFails(attach('up-4', [{ name: 'plan.pdf', path: own('up-4').path }]));
    await assertFails(attach('up-4', ['plan.pdf']));
    await assertSucceeds(attach('up-4', [own('up-4', `${'n'.repeat(116)}.pdf`)]));
  });

  it('changes nothing but the attachments, and only for the author', async () => {
    await assertSucceeds(post('up-5'));
    await assertFails(message('up-5').update({ attachments: [own('up-5')], content: 'And a text' }));
    await assertFails(message('up-5').update({ attachments: [own('up-5')], isApproved: false }));
    const adminEntry = attachmentEntry(CALLERS.admin.uid, 'discussion', 'up-5', 'plan.pdf');
    await assertFails(db('admin').doc('commentBoards/discussion/comments/up-5').update({ attachments: [adminEntry] }));
    await assertFails(db('admin').doc('commentBoards/discussion/comments/up-5').update({ attachments: [own('up-5')] }));
  });

  it('refuses a message whose id could act as a pattern', async () => {
    const id = 'a|.*';
    await assertSucceeds(post(id));
    const path = attachmentPath(uid, 'discussion', id, 'plan.pdf');
    await assertFails(attach(id, [{ name: 'plan.pdf', path, url: 'https://evil.example/x%2Fplan.pdf?alt=media&token=abc' }]));
  });

  it('refuses after 15 minutes of the message’s server time, and on an edited message', async () => {
    const stored = (timestamp: Timestamp, editTimestamp: Timestamp | null = null) =>
      messageDoc({ userId: uid, content: '', isApproved: true, timestamp, editTimestamp });
    await seedDocument(env, 'commentBoards/discussion/comments/old-1', stored(Timestamp.fromMillis(Date.now() - 60 * 60_000)));
    await seedDocument(env, 'commentBoards/discussion/comments/late-1', stored(Timestamp.fromMillis(Date.now() - 16 * 60_000)));
    await seedDocument(env, 'commentBoards/discussion/comments/fresh-1', stored(Timestamp.fromMillis(Date.now() - 60_000)));
    await seedDocument(env, 'commentBoards/discussion/comments/edited-1', stored(Timestamp.fromMillis(Date.now() - 60_000), Timestamp.now()));
    await assertFails(attach('old-1', [own('old-1')]));
    await assertFails(attach('late-1', [own('late-1')]));
    await assertFails(attach('edited-1', [own('edited-1')]));
    await assertSucceeds(attach('fresh-1', [own('fresh-1')]));
  });

  it('follows the edit rule: a Contributor attaches while the message is pending, on a board that takes files', async () => {
    const contributor = CALLERS.contributor.uid;
    const gallery = (id: string) => db('contributor').doc(`commentBoards/gallery/comments/${id}`);
    await assertSucceeds(postAs('contributor', gallery('c-1'), newMessageBy('contributor', { threadId: 'c-1', content: '' })));
    await assertSucceeds(gallery('c-1').update({ attachments: [attachmentEntry(contributor, 'gallery', 'c-1', 'photo.png')] }));

    await assertSucceeds(postAs('contributor', gallery('c-2'), newMessageBy('contributor', { threadId: 'c-2', content: 'Approved before its files' })));
    await env.withSecurityRulesDisabled((context) => context.firestore().doc('commentBoards/gallery/comments/c-2').update({ isApproved: true }));
    await assertFails(gallery('c-2').update({ attachments: [attachmentEntry(contributor, 'gallery', 'c-2', 'photo.png')] }));

    const store = db('contributor').doc('commentBoards/store/comments/c-3');
    await assertSucceeds(postAs('contributor', store, newMessageBy('contributor', { threadId: 'c-3', content: 'No files here' })));
    await assertFails(store.update({ attachments: [attachmentEntry(contributor, 'store', 'c-3', 'photo.png')] }));
  });
});

// ---- Admin moves and attachment metadata ------------------------------------------------

// §4 approve ("copied with status Approved, original deleted") is the moderate
// callable's, in one transaction with its audit entry (docs/decisions/017): the
// console never writes the move itself, so the rules refuse it from any
// client, the Admin included, however faithful the copy.
describe('admin moves (§4 approve)', () => {
  function move(data: Record<string, unknown>, deleteSource: boolean) {
    const admin = db('admin');
    const batch = admin.batch();
    batch.set(admin.doc('ApprovedReadyToTalk/inq-1'), data);
    if (deleteSource) batch.delete(admin.doc('PricingInquiries/inq-1'));
    return batch.commit();
  }

  it('refuses the client move, even a copy that differs only by status Approved with the original deleted in the same write (ADR 017)', async () => {
    await assertFails(move(pricingDoc({ createdAt: STORED_AT, status: 'Approved' }), false));
    await assertFails(move(pricingDoc({ createdAt: STORED_AT, status: 'Pending' }), true));
    await assertFails(move(pricingDoc({ createdAt: STORED_AT, status: 'Approved', businessName: 'Edited' }), true));
    await assertFails(move(pricingDoc({ createdAt: serverTimestamp(), status: 'Approved' }), true));
    // The faithful move too: only the moderate callable (Admin SDK) makes it.
    await assertFails(move(pricingDoc({ createdAt: STORED_AT, status: 'Approved' }), true));
    // And the pending original stays where it was.
    await assertSucceeds(db('admin').doc('PricingInquiries/inq-1').get());
  });
});

describe('attachment metadata', () => {
  const franchisee = () => db('franchisee');
  const uid = CALLERS.franchisee.uid;
  const meta = (id: string, data: Record<string, unknown>) => franchisee().doc(`attachments/${id}`).set(data);
  const valid = (overrides: Record<string, unknown> = {}) => attachmentMetaDoc(uid, 'discussion', 'd-1', 'a.pdf', overrides);
  const id = attachmentMetaId(uid, 'd-1', 'a.pdf');

  it("takes only the caller's own file of an existing message of theirs, under {uid}_{messageId}_{name}", async () => {
    await assertFails(meta(id, attachmentMetaDoc(CALLERS.admin.uid, 'discussion', 'd-1', 'a.pdf')));
    await assertFails(meta('d-1_a.pdf', valid()));
    await assertFails(meta(attachmentMetaId(CALLERS.admin.uid, 'd-1', 'a.pdf'), valid()));
    await assertFails(meta(id, valid({ path: 'attachments/u-admin/x.pdf' })));
    await assertFails(meta(id, valid({ fileUrl: 'https://evil.example/a.pdf' })));
    await assertFails(meta(id, valid({ fileUrl: downloadUrl(attachmentPath(uid, 'discussion', 'd-1', 'a.pdf'), 'https://evil.example') })));
    await assertFails(meta(id, valid({ fileUrl: downloadUrl(attachmentPath(uid, 'discussion', 'other-1', 'a.pdf')) })));
    await assertFails(meta(id, valid({ timestamp: Timestamp.now() })));
    await assertFails(meta(id, valid({ timestamp: AT })));
    await assertFails(meta(id, { ...valid(), size: 1 }));
    // A message that does not exist, and one of another user (g-1 is the Contributor's).
    await assertFails(meta(attachmentMetaId(uid, 'missing', 'a.pdf'), attachmentMetaDoc(uid, 'discussion', 'missing', 'a.pdf')));
    await assertFails(meta(attachmentMetaId(uid, 'g-1', 'a.pdf'), attachmentMetaDoc(uid, 'gallery', 'g-1', 'a.pdf')));
    await assertSucceeds(meta(id, valid()));
  });

  it('is removed by its writer only; the Admin reads it', async () => {
    await assertSucceeds(db('admin').doc(FRANCHISEE_META).get());
    await assertFails(db('admin').doc(FRANCHISEE_META).delete());
    await assertFails(db('contributor').doc(FRANCHISEE_META).delete());
    await assertSucceeds(franchisee().doc(FRANCHISEE_META).delete());
  });
});

describe('notifications', () => {
  const mine = 'notifications/n-contributor';

  it('let their member change nothing but read, and only from false to true', async () => {
    const contributor = db('contributor');
    await assertFails(contributor.doc(mine).update({ read: true, note: 'Forged' }));
    await assertFails(contributor.doc(mine).update({ kind: 'comment-approved' }));
    await assertFails(contributor.doc(mine).update({ uid: CALLERS.franchisee.uid }));
    await assertFails(contributor.doc(mine).set({ uid: CALLERS.contributor.uid, read: true }));
    await assertSucceeds(contributor.doc(mine).update({ read: true }));
    await assertFails(contributor.doc(mine).update({ read: false }));
  });

  it('keep another member out: no read, no list of them, no marking read', async () => {
    for (const role of ['franchisee', 'admin', 'signedIn', 'anonymous'] as const) {
      const other = db(role);
      await assertFails(other.doc(mine).get());
      await assertFails(other.collection('notifications').where('uid', '==', CALLERS.contributor.uid).get());
      await assertFails(other.collection('notifications').get());
      await assertFails(other.doc(mine).update({ read: true }));
    }
    // A member's own query is theirs: it returns none of the Contributor's.
    await assertSucceeds(db('franchisee').collection('notifications').where('uid', '==', CALLERS.franchisee.uid).orderBy('at', 'desc').limit(20).get());
  });

  it('take a mail opt-in of exactly { email: boolean }, from its member only', async () => {
    await assertFails(db('contributor').doc('notificationSettings/u-contributor').set({ email: 'yes' }));
    await assertFails(db('contributor').doc('notificationSettings/u-contributor').set({ email: true, to: 'elsewhere@example.com' }));
    await assertFails(db('franchisee').doc('notificationSettings/u-contributor').set({ email: true }));
    await assertFails(db('franchisee').doc('notificationSettings/u-contributor').get());
    await assertFails(db('anonymous').doc('notificationSettings/anonymous').set({ email: true }));
    await assertSucceeds(db('contributor').doc('notificationSettings/u-contributor').set({ email: false }));
  });
});

// ---- The catalogue's stock lists (docs/decisions/023) -------------------------------------------

describe('pieces: a partner’s stock, sold pieces included', () => {
  it('lists a partner’s whole stock to the Franchisee linked to it and to an Admin only', async () => {
    for (const role of ROLES) {
      await expectAccess(allowed('franchisee', 'admin'), role, db(role).collection('pieces').where('partnerId', '==', 'sawyer').get());
      // Another partner's stock: the Sawyer's Franchisee reads only its listed pieces, like anyone.
      await expectAccess(allowed('admin'), role, db(role).collection('pieces').where('partnerId', '==', 'harvester').get());
      await expectAccess(EVERYONE, role, db(role).collection('pieces').where('partnerId', '==', 'harvester').where('listed', '==', true).limit(20).get());
      // Every piece, sold ones included: an Admin's /stock for every partner.
      await expectAccess(allowed('admin'), role, db(role).collection('pieces').orderBy('updatedAt', 'desc').limit(50).get());
    }
  });

  it('holds a search of the listed to LIST_LIMIT pieces: none without a limit or above it, but a partner’s own stock and an Admin’s', async () => {
    for (const role of ROLES) {
      const listed = db(role).collection('pieces').where('listed', '==', true).where('kind', '==', 'knee');
      await expectAccess(EVERYONE, role, listed.limit(LIST_LIMIT).get());
      await expectAccess(allowed('admin'), role, listed.get());
      await expectAccess(allowed('admin'), role, listed.limit(LIST_LIMIT + 1).get());
      await expectAccess(allowed('franchisee', 'admin'), role, db(role).collection('pieces').where('partnerId', '==', 'sawyer').where('listed', '==', true).get());
    }
  });

  it('lets no Franchisee mark a piece sold or move it to their partner by writing it', async () => {
    await assertFails(db('franchisee').doc('pieces/sawyer-listed').update({ availability: 'sold' }));
    await assertFails(db('franchisee').doc('pieces/harvester-sold').update({ partnerId: 'sawyer' }));
    await assertFails(db('admin').doc('pieces/harvester-sold').set(pieceDoc('harvester', 'available')));
  });
});
