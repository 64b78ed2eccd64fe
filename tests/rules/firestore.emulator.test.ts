// firestore.rules on the Firestore emulator (@firebase/rules-unit-testing):
// first the matrix, every collection x role (anonymous, signed in without a
// role, Contributor, Franchisee, Admin) x operation (get, list, create,
// update, delete), each cell allowed or denied; then the field validations
// (spec §5, §9), the comment-board flows (§4, §6) and the privacy checks.
// Runs under `npm run test:emulators` only; `npm test` says so.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
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
  allowed,
  attachmentMetaDoc,
  contactDoc,
  contextFor,
  contributorDoc,
  createEnvironment,
  expectAccess,
  franchiseeDoc,
  memberDoc,
  messageDoc,
  newMessageBy,
  pricingDoc,
  seedFirestore,
  type Caller,
  type Db,
  type Operation,
  type RoleName,
} from './rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createEnvironment();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) => seedFirestore(context.firestore()));
});

afterAll(async () => {
  await env.cleanup();
});

const db = (role: RoleName): Db => contextFor(env, role).firestore();

// ---- The matrix -------------------------------------------------------------------------

interface Cell {
  allowed: readonly RoleName[];
  attempt: (db: Db, caller: Caller, role: RoleName) => Promise<unknown>;
}
type Row = Record<Operation, Cell>;

/** An application, inquiry or submission: anyone submits, only an Admin reads or removes (§4, §6). */
function publicFormRow(collection: string, id: string, valid: () => Record<string, unknown>, change: Record<string, unknown>): Row {
  return {
    get: { allowed: allowed('admin'), attempt: (db) => db.doc(`${collection}/${id}`).get() },
    list: { allowed: allowed('admin'), attempt: (db) => db.collection(collection).get() },
    create: { allowed: EVERYONE, attempt: (db) => db.collection(collection).add(valid()) },
    update: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/${id}`).update(change) },
    delete: { allowed: allowed('admin'), attempt: (db) => db.doc(`${collection}/${id}`).delete() },
  };
}

/** ApprovedReadyToTalk or ContactApproved: an Admin moves a pending item there (§4). */
function approvedCopyRow(collection: string, source: string, sourceId: string, copy: () => Record<string, unknown>): Row {
  return {
    get: { allowed: allowed('admin'), attempt: (db) => db.doc(`${collection}/old-1`).get() },
    list: { allowed: allowed('admin'), attempt: (db) => db.collection(collection).get() },
    create: {
      allowed: allowed('admin'),
      attempt: (db) => {
        const batch = db.batch();
        batch.set(db.doc(`${collection}/${sourceId}`), copy());
        batch.delete(db.doc(`${source}/${sourceId}`));
        return batch.commit();
      },
    },
    update: { allowed: NOBODY, attempt: (db) => db.doc(`${collection}/old-1`).update({ email: 'changed@example.com' }) },
    delete: { allowed: allowed('admin'), attempt: (db) => db.doc(`${collection}/old-1`).delete() },
  };
}

/** Messages of a board: `own` is a message by `author` that the author may still edit. */
function commentsRow(board: string, own: string, readers: readonly RoleName[], posters: readonly RoleName[], author: RoleName, deleters: readonly RoleName[]): Row {
  const comments = `commentBoards/${board}/comments`;
  return {
    get: { allowed: readers, attempt: (db) => db.doc(`${comments}/${own}`).get() },
    list: { allowed: readers, attempt: (db) => db.collection(comments).where('isApproved', '==', true).orderBy('timestamp').get() },
    create: { allowed: posters, attempt: (db, _caller, role) => db.doc(`${comments}/new-1`).set(newMessageBy(role)) },
    update: { allowed: allowed(author), attempt: (db) => db.doc(`${comments}/${own}`).update({ content: 'Edited', editTimestamp: LATER }) },
    delete: { allowed: deleters, attempt: (db) => db.doc(`${comments}/${own}`).delete() },
  };
}

const MATRIX: Record<string, Row> = {
  "ApprovedUsers/{uid} (the Contributor's record)": {
    get: { allowed: allowed('contributor', 'admin'), attempt: (db) => db.doc('ApprovedUsers/u-contributor').get() },
    list: {
      allowed: allowed('contributor', 'admin'),
      attempt: (db) => db.collection('ApprovedUsers').where('email', '==', 'contributor@example.com').limit(1).get(),
    },
    create: {
      allowed: NOBODY,
      attempt: (db, caller) => db.doc(`ApprovedUsers/${caller.uid}`).set({ ...memberDoc('admin'), uid: caller.uid, email: caller.email }),
    },
    update: { allowed: allowed('contributor'), attempt: (db) => db.doc('ApprovedUsers/u-contributor').update({ subscribedToNewsletter: true }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('ApprovedUsers/u-contributor').delete() },
  },
  'publicProfiles/{uid}': {
    get: { allowed: EVERYONE, attempt: (db) => db.doc('publicProfiles/u-contributor').get() },
    list: { allowed: EVERYONE, attempt: (db) => db.collection('publicProfiles').where('role', '==', 'Contributor').get() },
    create: {
      allowed: NOBODY,
      attempt: (db, caller) =>
        db.doc(`publicProfiles/${caller.uid}`).set({ uid: caller.uid, firstName: 'Self', lastName: 'Made', town: 'X', expertise: 'Y', role: 'Franchisee' }),
    },
    update: { allowed: NOBODY, attempt: (db) => db.doc('publicProfiles/u-contributor').update({ town: 'Elsewhere' }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('publicProfiles/u-contributor').delete() },
  },
  FranchiseeApplication: publicFormRow('FranchiseeApplication', 'app-f', franchiseeDoc, { town: 'Moncton' }),
  ContributorApplication: publicFormRow('ContributorApplication', 'app-c', contributorDoc, { town: 'Moncton' }),
  PricingInquiries: publicFormRow('PricingInquiries', 'inq-1', pricingDoc, { businessName: 'Changed' }),
  ContactSubmissions: publicFormRow('ContactSubmissions', 'contact-1', contactDoc, { status: 'Approved' }),
  ApprovedReadyToTalk: approvedCopyRow('ApprovedReadyToTalk', 'PricingInquiries', 'inq-1', () => pricingDoc({ status: 'Approved' })),
  ContactApproved: approvedCopyRow('ContactApproved', 'ContactSubmissions', 'contact-1', () => contactDoc({ status: 'Approved' })),
  'subscriber/{email}': {
    get: { allowed: allowed('admin'), attempt: (db) => db.doc('subscriber/reader@example.com').get() },
    list: { allowed: allowed('admin'), attempt: (db) => db.collection('subscriber').get() },
    create: { allowed: EVERYONE, attempt: (db) => db.doc('subscriber/new@example.com').set({ email: 'new@example.com', newsletter: true }) },
    update: {
      allowed: EVERYONE,
      attempt: (db) =>
        db
          .doc('subscriber/reader@example.com')
          .set({ email: 'reader@example.com', specialOffers: { registered: true, postalCode: 'B3H 1A1' } }, { merge: true }),
    },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('subscriber/reader@example.com').delete() },
  },
  commentBoards: {
    get: { allowed: EVERYONE, attempt: (db) => db.doc('commentBoards/store').get() },
    list: { allowed: EVERYONE, attempt: (db) => db.collection('commentBoards').where('pathKey', '==', '/store').limit(1).get() },
    create: { allowed: NOBODY, attempt: (db) => db.doc('commentBoards/new').set({ pathname: '/new', pathKey: '/new', heading: 'Comments', kind: 'comments' }) },
    update: { allowed: NOBODY, attempt: (db) => db.doc('commentBoards/store').update({ heading: 'Renamed' }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('commentBoards/store').delete() },
  },
  'commentBoards/store/comments (a comment board; the Contributor’s pending message)': {
    ...commentsRow('store', 'pending-1', EVERYONE, allowed('contributor', 'franchisee', 'admin'), 'contributor', allowed('contributor', 'admin')),
    // The matrix reads an approved message; the pending one is checked below.
    get: { allowed: EVERYONE, attempt: (db) => db.doc('commentBoards/store/comments/approved-1').get() },
  },
  'commentBoards/discussion/comments (the discussion board; the Franchisee’s message)': commentsRow(
    'discussion',
    'd-1',
    allowed('franchisee', 'admin'),
    allowed('franchisee', 'admin'),
    'franchisee',
    allowed('franchisee', 'admin'),
  ),
  'attachments/{messageId}_{name} (metadata of the Franchisee’s file)': {
    get: { allowed: allowed('franchisee', 'admin'), attempt: (db) => db.doc('attachments/d-1_plan.pdf').get() },
    list: { allowed: allowed('admin'), attempt: (db) => db.collection('attachments').get() },
    create: {
      allowed: allowed('contributor', 'franchisee', 'admin'),
      attempt: (db, caller) => db.doc('attachments/new-msg_notes.txt').set(attachmentMetaDoc(caller.uid, 'discussion', 'new-msg', 'notes.txt')),
    },
    update: {
      allowed: allowed('franchisee'),
      attempt: (db) =>
        db.doc('attachments/d-1_plan.pdf').set(attachmentMetaDoc(CALLERS.franchisee.uid, 'discussion', 'd-1', 'plan.pdf', { fileUrl: 'https://example.test/v2' })),
    },
    delete: { allowed: allowed('franchisee', 'admin'), attempt: (db) => db.doc('attachments/d-1_plan.pdf').delete() },
  },
  'any other collection (deny by default)': {
    get: { allowed: NOBODY, attempt: (db) => db.doc('secrets/s-1').get() },
    list: { allowed: NOBODY, attempt: (db) => db.collection('secrets').get() },
    create: { allowed: NOBODY, attempt: (db) => db.doc('secrets/s-2').set({ note: 'x' }) },
    update: { allowed: NOBODY, attempt: (db) => db.doc('secrets/s-1').update({ note: 'y' }) },
    delete: { allowed: NOBODY, attempt: (db) => db.doc('secrets/s-1').delete() },
  },
};

describe('firestore.rules: collection x role x operation', () => {
  for (const [collection, row] of Object.entries(MATRIX)) {
    describe(collection, () => {
      for (const operation of OPERATIONS) {
        const cell = row[operation];
        it.each(ROLES)(`${operation}: %s`, async (role) => {
          const caller = CALLERS[role];
          await expectAccess(cell.allowed, role, cell.attempt(db(role), caller, role));
        });
      }
    });
  }
});

// ---- Public forms: keys, types and sizes (§3, §5, §9) -------------------------------------

describe('public forms: the shapes the rules accept', () => {
  const add = (collection: string, data: Record<string, unknown>) => db('anonymous').collection(collection).add(data);

  it('contact: status forced to Pending, subject 1 to 50, message up to 500, no extra keys', async () => {
    await assertSucceeds(add('ContactSubmissions', contactDoc({ subject: 's'.repeat(50), message: 'm'.repeat(500) })));
    await assertFails(add('ContactSubmissions', contactDoc({ status: 'Approved' })));
    await assertFails(add('ContactSubmissions', contactDoc({ subject: '' })));
    await assertFails(add('ContactSubmissions', contactDoc({ subject: 's'.repeat(51) })));
    await assertFails(add('ContactSubmissions', contactDoc({ message: 'm'.repeat(501) })));
    await assertFails(add('ContactSubmissions', { ...contactDoc(), id: 'forged' }));
    const { status: _status, ...withoutStatus } = contactDoc();
    await assertFails(add('ContactSubmissions', withoutStatus));
  });

  it('email: trimmed, lowercased, one @', async () => {
    await assertFails(add('ContactSubmissions', contactDoc({ email: 'Visitor@Example.com' })));
    await assertFails(add('ContactSubmissions', contactDoc({ email: ' visitor@example.com' })));
    await assertFails(add('ContactSubmissions', contactDoc({ email: 'visitor@@example.com' })));
    await assertFails(add('ContactSubmissions', contactDoc({ email: 'not an email' })));
  });

  it('pricing: no status or id, 10-digit phone, Canadian postal code, year/month/day date', async () => {
    await assertSucceeds(add('PricingInquiries', pricingDoc({ phoneNumber: '902-555-0100', postalCode: 'b3h1a1' })));
    await assertFails(add('PricingInquiries', pricingDoc({ status: 'Approved' })));
    await assertFails(add('PricingInquiries', pricingDoc({ phoneNumber: '902555010' })));
    await assertFails(add('PricingInquiries', pricingDoc({ phoneNumber: '90255501OO' })));
    await assertFails(add('PricingInquiries', pricingDoc({ postalCode: '12345' })));
    await assertFails(add('PricingInquiries', pricingDoc({ submissionDate: '2026-11-01' })));
    await assertFails(add('PricingInquiries', pricingDoc({ createdAt: 'yesterday' })));
  });

  it('franchisee application: a password hash, never a password; fields within their limits', async () => {
    await assertFails(add('FranchiseeApplication', franchiseeDoc({ password: 'Applicant!2345' })));
    await assertFails(add('FranchiseeApplication', franchiseeDoc({ password: { ...PASSWORD_HASH, iterations: 200_000 } })));
    await assertFails(add('FranchiseeApplication', franchiseeDoc({ password: { ...PASSWORD_HASH, plain: 'Applicant!2345' } })));
    await assertFails(add('FranchiseeApplication', franchiseeDoc({ website: 'w'.repeat(201) })));
    await assertFails(add('FranchiseeApplication', franchiseeDoc({ expertise: 'e'.repeat(501) })));
    await assertFails(add('FranchiseeApplication', franchiseeDoc({ businessName: '' })));
    await assertFails(add('FranchiseeApplication', franchiseeDoc({ firstName: '  Luc' })));
    await assertFails(add('FranchiseeApplication', { ...franchiseeDoc(), expectation: 'Not stored (§3)' }));
  });

  it('contributor application: businessName only when the employer is a business', async () => {
    await assertSucceeds(add('ContributorApplication', contributorDoc({ employer: 'business', businessName: 'Poirier Frames' })));
    await assertFails(add('ContributorApplication', contributorDoc({ employer: 'business', businessName: null })));
    await assertFails(add('ContributorApplication', contributorDoc({ employer: 'self', businessName: 'Poirier Frames' })));
    await assertFails(add('ContributorApplication', contributorDoc({ employer: 'someone' })));
  });
});

// ---- Subscriptions: write-only, each flag once (§7, §8) ------------------------------------

describe('subscriptions', () => {
  const subscriber = (role: RoleName, email: string) => db(role).doc(`subscriber/${email}`);

  it('refuses a second newsletter registration and a second offers registration', async () => {
    await assertFails(subscriber('anonymous', 'reader@example.com').set({ email: 'reader@example.com', newsletter: true }, { merge: true }));
    const offers = { email: 'offers@example.com', specialOffers: { registered: true, postalCode: 'B3H 1A1' } };
    await assertSucceeds(subscriber('anonymous', 'offers@example.com').set(offers, { merge: true }));
    await assertFails(subscriber('anonymous', 'offers@example.com').set(offers, { merge: true }));
    await assertSucceeds(subscriber('anonymous', 'offers@example.com').set({ email: 'offers@example.com', newsletter: true }, { merge: true }));
  });

  it('refuses a record whose id is not its email, a false flag, a bad postal code or an extra key', async () => {
    await assertFails(subscriber('anonymous', 'a@example.com').set({ email: 'b@example.com', newsletter: true }));
    await assertFails(subscriber('anonymous', 'a@example.com').set({ email: 'a@example.com', newsletter: false }));
    await assertFails(subscriber('anonymous', 'a@example.com').set({ email: 'a@example.com' }));
    await assertFails(subscriber('anonymous', 'a@example.com').set({ email: 'a@example.com', specialOffers: { registered: true, postalCode: '12345' } }));
    await assertFails(subscriber('anonymous', 'a@example.com').set({ email: 'a@example.com', newsletter: true, phone: '9025550100' }));
  });

  it('lets nobody but an Admin read a subscription, not even the subscriber', async () => {
    await assertFails(subscriber('contributor', 'reader@example.com').get());
    await assertSucceeds(subscriber('admin', 'reader@example.com').get());
  });
});

// ---- Members and privacy (§6, README Security model) -------------------------------------

describe('members and privacy', () => {
  it('lets a member change their subscription flags, not their role', async () => {
    const own = db('contributor').doc('ApprovedUsers/u-contributor');
    await assertSucceeds(own.update({ subscribedToNewsletter: true, subscribedToOffers: true }));
    await assertFails(own.update({ permissionLevel: 'Admin' }));
    await assertFails(own.update({ subscribedToNewsletter: 'yes' }));
  });

  it("lets a member change their record's email only to the one their token carries", async () => {
    const moved = env.authenticatedContext('u-contributor', { email: 'new.address@example.com', role: 'Contributor' }).firestore();
    await assertSucceeds(moved.doc('ApprovedUsers/u-contributor').update({ email: 'new.address@example.com' }));
    await assertFails(db('contributor').doc('ApprovedUsers/u-contributor').update({ email: 'someone.else@example.com' }));
  });

  it('lets no member list the member records or look up another member by email', async () => {
    await assertFails(db('franchisee').collection('ApprovedUsers').get());
    await assertFails(db('franchisee').collection('ApprovedUsers').where('email', '==', 'contributor@example.com').get());
    await assertSucceeds(db('admin').collection('ApprovedUsers').get());
  });

  it('shows an anonymous visitor no email address, phone number, subscription flag or application', async () => {
    const visitor = db('anonymous');
    for (const path of ['ApprovedUsers/u-contributor', 'subscriber/reader@example.com', 'FranchiseeApplication/app-f', 'ContributorApplication/app-c', 'PricingInquiries/inq-1', 'ContactSubmissions/contact-1', 'attachments/d-1_plan.pdf']) {
      await assertFails(visitor.doc(path).get());
    }
    await assertSucceeds(visitor.doc('publicProfiles/u-contributor').get());
    await assertSucceeds(visitor.doc('commentBoards/store/comments/approved-1').get());
  });
});

// ---- Comment boards (§4, §5, §6) -------------------------------------------------------

describe('comment boards', () => {
  const comments = (role: RoleName, board = 'store') => db(role).collection(`commentBoards/${board}/comments`);

  it('shows pending messages to their author and the Admin only', async () => {
    await assertSucceeds(comments('contributor').doc('pending-1').get());
    await assertSucceeds(comments('admin').doc('pending-1').get());
    for (const role of ['anonymous', 'signedIn', 'franchisee'] as const) await assertFails(comments(role).doc('pending-1').get());
    await assertSucceeds(comments('contributor').where('userId', '==', 'u-contributor').orderBy('timestamp').get());
    await assertFails(comments('franchisee').where('userId', '==', 'u-contributor').orderBy('timestamp').get());
    await assertFails(comments('anonymous').get());
    await assertSucceeds(comments('admin').get());
  });

  it("lets only the Admin query the moderation queue across boards (§7 Unapproved comments)", async () => {
    const queue = (role: RoleName) => db(role).collectionGroup('comments').where('isApproved', '==', false).orderBy('timestamp').get();
    await assertSucceeds(queue('admin'));
    for (const role of ['anonymous', 'signedIn', 'contributor', 'franchisee'] as const) await assertFails(queue(role));
  });

  it('holds Contributor posts for approval and lets Franchisee and Admin posts skip it', async () => {
    await assertFails(comments('contributor').doc('n').set(newMessageBy('contributor', { isApproved: true })));
    await assertSucceeds(comments('contributor').doc('n').set(newMessageBy('contributor', { isApproved: false })));
    await assertFails(comments('franchisee').doc('m').set(newMessageBy('franchisee', { isApproved: false })));
    await assertSucceeds(comments('franchisee').doc('m').set(newMessageBy('franchisee', { isApproved: true })));
  });

  it('cannot forge another author or a finished state', async () => {
    await assertFails(comments('contributor').doc('n').set(newMessageBy('contributor', { userId: 'u-franchisee' })));
    await assertFails(comments('contributor').doc('n').set(newMessageBy('contributor', { isDeleted: true })));
    await assertFails(comments('contributor').doc('n').set(newMessageBy('contributor', { editTimestamp: AT })));
    await assertFails(comments('contributor').doc('n').set({ ...newMessageBy('contributor'), userEmail: 'contributor@example.com' }));
  });

  it('takes 500 characters on comment boards and 750 on the discussion board, trimmed, never empty', async () => {
    await assertSucceeds(comments('contributor').doc('a').set(newMessageBy('contributor', { content: 'x'.repeat(500) })));
    await assertFails(comments('contributor').doc('b').set(newMessageBy('contributor', { content: 'x'.repeat(501) })));
    await assertSucceeds(comments('franchisee', 'discussion').doc('c').set(newMessageBy('franchisee', { content: 'x'.repeat(750) })));
    await assertFails(comments('franchisee', 'discussion').doc('d').set(newMessageBy('franchisee', { content: 'x'.repeat(751) })));
    await assertFails(comments('contributor').doc('e').set(newMessageBy('contributor', { content: '' })));
    await assertFails(comments('contributor').doc('f').set(newMessageBy('contributor', { content: ' padded ' })));
  });

  it('takes attachments only where the board does, and then a message may be files alone', async () => {
    const file = { name: 'plan.pdf', url: 'https://example.test/plan.pdf', path: 'attachments/u-franchisee/discussion/g/plan.pdf' };
    await assertFails(comments('franchisee').doc('g').set(newMessageBy('franchisee', { attachments: [file] })));
    await assertSucceeds(comments('franchisee', 'discussion').doc('g').set(newMessageBy('franchisee', { content: '', attachments: [file] })));
  });

  it('takes replies to approved messages only', async () => {
    await assertSucceeds(comments('contributor').doc('r1').set(newMessageBy('contributor', { replyTo: 'approved-1' })));
    await assertFails(comments('contributor').doc('r2').set(newMessageBy('contributor', { replyTo: 'pending-1' })));
    await assertFails(comments('contributor').doc('r3').set(newMessageBy('contributor', { replyTo: 'missing' })));
  });

  it('lets the author edit while pending, or always when they post without approval, and nothing but the text', async () => {
    const edit = { content: 'Edited', editTimestamp: LATER };
    await assertFails(db('contributor').doc('commentBoards/gallery/comments/g-1').update(edit));
    await assertSucceeds(db('franchisee').doc('commentBoards/store/comments/approved-1').update(edit));
    await assertFails(comments('contributor').doc('pending-1').update({ ...edit, isApproved: true }));
    await assertFails(comments('contributor').doc('pending-1').update({ content: 'Edited' }));
    await assertFails(comments('admin').doc('pending-1').update(edit));
  });

  it('lets the Admin approve, and nobody approve their own message', async () => {
    await assertFails(comments('contributor').doc('pending-1').update({ isApproved: true }));
    await assertFails(comments('franchisee').doc('pending-1').update({ isApproved: true }));
    await assertSucceeds(comments('admin').doc('pending-1').update({ isApproved: true }));
  });

  it('soft-deletes to exactly the §4 shape, by the author or the Admin', async () => {
    const softDelete = { content: 'This message has been deleted', attachments: [], isDeleted: true, userId: null, isApproved: true };
    await assertFails(comments('contributor').doc('pending-1').update({ ...softDelete, content: 'gone' }));
    await assertSucceeds(comments('contributor').doc('pending-1').update(softDelete));
    await assertFails(comments('contributor').doc('approved-1').update(softDelete));
    await assertSucceeds(comments('admin').doc('approved-1').update(softDelete));
    await assertFails(comments('admin').doc('approved-1').update({ content: 'Edited again', editTimestamp: LATER }));
  });

  it("lets a message's author count its replies, pending ones too, before deleting it (§4)", async () => {
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc('commentBoards/store/comments/reply-1').set(messageDoc({ replyTo: 'approved-1', timestamp: LATER })),
    );
    await assertSucceeds(comments('franchisee').where('replyTo', '==', 'approved-1').get());
    await assertFails(comments('signedIn').where('replyTo', '==', 'approved-1').get());
  });

  it('keeps members without a role and anonymous visitors from posting (register / login)', async () => {
    await assertFails(comments('signedIn').doc('x').set(newMessageBy('signedIn')));
    await assertFails(comments('anonymous').doc('y').set(newMessageBy('anonymous')));
  });
});

// ---- Admin moves and attachment metadata ------------------------------------------------

describe('admin moves (§4 approve)', () => {
  function move(data: Record<string, unknown>, deleteSource: boolean) {
    const admin = db('admin');
    const batch = admin.batch();
    batch.set(admin.doc('ApprovedReadyToTalk/inq-1'), data);
    if (deleteSource) batch.delete(admin.doc('PricingInquiries/inq-1'));
    return batch.commit();
  }

  it('takes a copy that differs only by status Approved, with the original deleted in the same write', async () => {
    await assertFails(move(pricingDoc({ status: 'Approved' }), false));
    await assertFails(move(pricingDoc({ status: 'Pending' }), true));
    await assertFails(move(pricingDoc({ status: 'Approved', businessName: 'Edited' }), true));
    await assertSucceeds(move(pricingDoc({ status: 'Approved' }), true));
  });
});

describe('attachment metadata', () => {
  it("accepts only the caller's own path, under its own id", async () => {
    const own = db('franchisee');
    await assertFails(own.doc('attachments/m_a.pdf').set(attachmentMetaDoc('u-admin', 'discussion', 'm', 'a.pdf')));
    await assertFails(own.doc('attachments/other-id').set(attachmentMetaDoc('u-franchisee', 'discussion', 'm', 'a.pdf')));
    await assertFails(own.doc('attachments/m_a.pdf').set(attachmentMetaDoc('u-franchisee', 'discussion', 'm', 'a.pdf', { path: 'attachments/u-admin/x.pdf' })));
    await assertSucceeds(own.doc('attachments/m_a.pdf').set(attachmentMetaDoc('u-franchisee', 'discussion', 'm', 'a.pdf')));
  });
});
