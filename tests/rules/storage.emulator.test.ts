// storage.rules on the Storage emulator (@firebase/rules-unit-testing): the
// matrix of attachment paths x role x operation (get, list, create, update,
// delete), then the size and type limits of src/domain/attachments.ts and the
// folder and message checks: a file goes only into an existing message of its
// uploader (docs/decisions/005), and only the folder's owner deletes one.
// storage.rules reads the boards and messages in Firestore (cross-service
// rules), so the Firestore fixture is seeded too.
// Runs in the emulators (scripts/emulator-suites.mjs), where Storage is emulated.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../src/domain/attachments';
import {
  CALLERS,
  EVERYONE,
  NOBODY,
  OPERATIONS,
  ROLES,
  allowed,
  contextFor,
  createEnvironment,
  expectAccess,
  messageDoc,
  seedDocument,
  seedFirestore,
  type Bucket,
  type Caller,
  type Operation,
  type RoleName,
} from './rules-env';

const DISCUSSION_FILE = 'attachments/u-franchisee/discussion/d-1/plan.pdf';
const GALLERY_FILE = 'attachments/u-contributor/gallery/g-1/photo.png';
const PENDING_FILE = 'attachments/u-contributor/gallery/g-2/draft.png';
const OTHER_FILE = 'uploads/u-franchisee/notes.txt';
/** A photo of the Sawyer's listed knee (rules-env seeds the piece and links the Franchisee to the Sawyer). */
const PIECE_PHOTO = 'pieces/sawyer/sawyer-listed/3f9c2a.png';

/**
 * Whether the Storage emulator runs beside Firestore: it needs its rules
 * runtime downloaded (docs/decisions/026). Where it does not, every case here
 * is reported as skipped, and scripts/emulator-suites.mjs counts them.
 */
const STORAGE_EMULATED = process.env['FIREBASE_STORAGE_EMULATOR_HOST'] !== undefined;
const describeWithStorage = describe.skipIf(!STORAGE_EMULATED);

let env: RulesTestEnvironment;

function put(bucket: Bucket, path: string, contentType: string, size = 16): Promise<unknown> {
  return bucket
    .ref(path)
    .put(new Uint8Array(size), { contentType })
    .then(() => undefined);
}

beforeAll(async () => {
  if (!STORAGE_EMULATED) return;
  env = await createEnvironment();
});

beforeEach(async () => {
  if (!STORAGE_EMULATED) return;
  await env.clearFirestore();
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    await seedFirestore(context.firestore());
    const bucket = context.storage();
    await put(bucket, DISCUSSION_FILE, 'application/pdf');
    await put(bucket, GALLERY_FILE, 'image/png');
    await put(bucket, PENDING_FILE, 'image/png');
    await put(bucket, OTHER_FILE, 'text/plain');
    await put(bucket, PIECE_PHOTO, 'image/png');
  });
});

afterAll(async () => {
  if (!STORAGE_EMULATED) return;
  await env.cleanup();
});

const bucketOf = (role: RoleName): Bucket => contextFor(env, role).storage();

/** A message of the caller's own on a board, written with the rules off: the first half of a post with files. */
function ownMessage(board: string, messageId: string, caller: Caller): Promise<void> {
  return seedDocument(env, `commentBoards/${board}/comments/${messageId}`, messageDoc({ userId: caller.uid, content: '' }));
}

// ---- The matrix -------------------------------------------------------------------------

interface Cell {
  allowed: readonly RoleName[];
  attempt: (bucket: Bucket, caller: Caller) => Promise<unknown>;
}

const MATRIX: Record<string, Record<Operation, Cell>> = {
  'attachments/{uid}/{boardId}/{messageId}/{file} on the discussion board (the Franchisee’s file)': {
    get: { allowed: allowed('franchisee', 'admin'), attempt: (bucket) => bucket.ref(DISCUSSION_FILE).getMetadata() },
    list: { allowed: NOBODY, attempt: (bucket) => bucket.ref('attachments/u-franchisee/discussion/d-1').listAll() },
    create: {
      allowed: allowed('franchisee', 'admin'),
      attempt: async (bucket, caller) => {
        await ownMessage('discussion', 'new-msg', caller);
        return put(bucket, `attachments/${caller.uid}/discussion/new-msg/notes.pdf`, 'application/pdf');
      },
    },
    // Issue 23: no object is ever replaced, not even by its owner.
    update: { allowed: NOBODY, attempt: (bucket) => put(bucket, DISCUSSION_FILE, 'application/pdf') },
    // The Admin's deletions go through the deleteMessage callable (Admin SDK).
    delete: { allowed: allowed('franchisee'), attempt: (bucket) => bucket.ref(DISCUSSION_FILE).delete() },
  },
  'attachments/{uid}/{boardId}/{messageId}/{file} on a comment board that takes files (the Contributor’s approved message)': {
    get: { allowed: EVERYONE, attempt: (bucket) => bucket.ref(GALLERY_FILE).getMetadata() },
    list: { allowed: NOBODY, attempt: (bucket) => bucket.ref('attachments/u-contributor/gallery/g-1').listAll() },
    create: {
      allowed: allowed('contributor', 'franchisee', 'admin'),
      attempt: async (bucket, caller) => {
        await ownMessage('gallery', 'new-msg', caller);
        return put(bucket, `attachments/${caller.uid}/gallery/new-msg/photo.png`, 'image/png');
      },
    },
    update: { allowed: NOBODY, attempt: (bucket) => put(bucket, GALLERY_FILE, 'image/png') },
    delete: { allowed: allowed('contributor'), attempt: (bucket) => bucket.ref(GALLERY_FILE).delete() },
  },
  'pieces/{partner}/{pieceId}/{file} (the Sawyer’s piece, whose Franchisee lists it)': {
    get: { allowed: EVERYONE, attempt: (bucket) => bucket.ref(PIECE_PHOTO).getMetadata() },
    list: { allowed: NOBODY, attempt: (bucket) => bucket.ref('pieces/sawyer/sawyer-listed').listAll() },
    create: { allowed: allowed('franchisee', 'admin'), attempt: (bucket) => put(bucket, 'pieces/sawyer/sawyer-listed/a1b2c3.jpg', 'image/jpeg') },
    update: { allowed: NOBODY, attempt: (bucket) => put(bucket, PIECE_PHOTO, 'image/png') },
    delete: { allowed: allowed('franchisee', 'admin'), attempt: (bucket) => bucket.ref(PIECE_PHOTO).delete() },
  },
  'any other path (deny by default)': {
    get: { allowed: NOBODY, attempt: (bucket) => bucket.ref(OTHER_FILE).getMetadata() },
    list: { allowed: NOBODY, attempt: (bucket) => bucket.ref('uploads').listAll() },
    create: { allowed: NOBODY, attempt: (bucket, caller) => put(bucket, `uploads/${caller.uid}/new.txt`, 'text/plain') },
    update: { allowed: NOBODY, attempt: (bucket) => put(bucket, OTHER_FILE, 'text/plain') },
    delete: { allowed: NOBODY, attempt: (bucket) => bucket.ref(OTHER_FILE).delete() },
  },
};

describeWithStorage('storage.rules: path x role x operation', () => {
  for (const [path, row] of Object.entries(MATRIX)) {
    describe(path, () => {
      for (const operation of OPERATIONS) {
        const cell = row[operation];
        it.each(ROLES)(`${operation}: %s`, async (role) => {
          await expectAccess(cell.allowed, role, cell.attempt(bucketOf(role), CALLERS[role]));
        });
      }
    });
  }
});

// ---- Limits and ownership --------------------------------------------------------------

describeWithStorage('attachments', () => {
  it('takes files up to 10 MB of the allowed types (src/domain/attachments.ts)', async () => {
    const franchisee = bucketOf('franchisee');
    await assertSucceeds(put(franchisee, 'attachments/u-franchisee/discussion/d-1/limit.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES));
    await assertFails(put(franchisee, 'attachments/u-franchisee/discussion/d-1/over.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES + 1));
    await assertSucceeds(put(franchisee, 'attachments/u-franchisee/discussion/d-1/sheet.csv', 'text/csv'));
    await assertFails(put(franchisee, 'attachments/u-franchisee/discussion/d-1/archive.zip', 'application/zip'));
    await assertFails(put(franchisee, 'attachments/u-franchisee/discussion/d-1/page.html', 'text/html'));
  });

  it('takes names of at most 120 characters (sanitizeFileName)', async () => {
    const franchisee = bucketOf('franchisee');
    await assertSucceeds(put(franchisee, `attachments/u-franchisee/discussion/d-1/${'n'.repeat(116)}.pdf`, 'application/pdf'));
    await assertFails(put(franchisee, `attachments/u-franchisee/discussion/d-1/${'n'.repeat(117)}.pdf`, 'application/pdf'));
  });

  it('takes files only into an existing message of the uploader', async () => {
    const contributor = bucketOf('contributor');
    // g-2 is the Contributor's pending message on the gallery board.
    await assertSucceeds(put(contributor, 'attachments/u-contributor/gallery/g-2/photo.png', 'image/png'));
    // No such message: a file no message owns.
    await assertFails(put(contributor, 'attachments/u-contributor/gallery/missing/photo.png', 'image/png'));
    // A message of another user (f-1 and d-1 are the Franchisee's), even into the caller's own folder.
    await seedDocument(env, 'commentBoards/gallery/comments/f-1', messageDoc({ userId: CALLERS.franchisee.uid, content: 'Franchisee photo' }));
    await assertFails(put(contributor, 'attachments/u-contributor/gallery/f-1/photo.png', 'image/png'));
    await assertFails(put(bucketOf('admin'), 'attachments/u-admin/discussion/d-1/extra.pdf', 'application/pdf'));
    // A soft-deleted message has no author any more.
    await seedDocument(
      env,
      'commentBoards/gallery/comments/deleted-1',
      messageDoc({ userId: null, content: 'This message has been deleted', isApproved: true, isDeleted: true }),
    );
    await assertFails(put(contributor, 'attachments/u-contributor/gallery/deleted-1/photo.png', 'image/png'));
  });

  it('takes a file only while the message may be edited: pending, or its author posts without approval (issue 23)', async () => {
    // g-1 is the Contributor's approved message: its files are what the Admin approved.
    await assertFails(put(bucketOf('contributor'), 'attachments/u-contributor/gallery/g-1/extra.png', 'image/png'));
    // g-2 is pending: the author may still add to it.
    await assertSucceeds(put(bucketOf('contributor'), 'attachments/u-contributor/gallery/g-2/extra.png', 'image/png'));
    // d-1 is the Franchisee's (approved on posting): a Franchisee edits at any time.
    await assertSucceeds(put(bucketOf('franchisee'), 'attachments/u-franchisee/discussion/d-1/extra.pdf', 'application/pdf'));
    // Never over an existing object, even in an editable message: delete it first.
    await assertFails(put(bucketOf('contributor'), PENDING_FILE, 'image/png'));
    await assertSucceeds(bucketOf('contributor').ref(PENDING_FILE).delete());
    await assertSucceeds(put(bucketOf('contributor'), PENDING_FILE, 'image/png'));
  });

  it("never writes into another user's folder, nor adds files to another user's message", async () => {
    await assertFails(put(bucketOf('franchisee'), 'attachments/u-contributor/gallery/g-2/photo.png', 'image/png'));
    await assertFails(put(bucketOf('franchisee'), 'attachments/u-franchisee/gallery/g-1/extra.png', 'image/png'));
    await assertFails(put(bucketOf('admin'), 'attachments/u-contributor/gallery/g-1/extra.png', 'image/png'));
  });

  it('takes files only on boards that take them, and the discussion board only from Franchisee and Admin', async () => {
    // Each message is the caller's own, so only the board decides.
    await assertFails(put(bucketOf('contributor'), 'attachments/u-contributor/store/pending-1/photo.png', 'image/png'));
    await ownMessage('discussion', 'c-1', CALLERS.contributor);
    await assertFails(put(bucketOf('contributor'), 'attachments/u-contributor/discussion/c-1/photo.png', 'image/png'));
    await assertFails(put(bucketOf('contributor'), 'attachments/u-contributor/no-such-board/m/photo.png', 'image/png'));
    await ownMessage('gallery', 'n-1', CALLERS.signedIn);
    await assertFails(put(bucketOf('signedIn'), 'attachments/u-norole/gallery/n-1/photo.png', 'image/png'));
  });

  it("lets only the folder's owner delete a file, not an Admin (the deleteMessage callable does that)", async () => {
    await assertFails(bucketOf('admin').ref(GALLERY_FILE).delete());
    await assertFails(bucketOf('admin').ref(DISCUSSION_FILE).delete());
    await assertFails(bucketOf('franchisee').ref(GALLERY_FILE).delete());
    await assertSucceeds(bucketOf('contributor').ref(GALLERY_FILE).delete());
  });

  it("shows a pending message's files to their author and the Admin only", async () => {
    await assertSucceeds(bucketOf('contributor').ref(PENDING_FILE).getMetadata());
    await assertSucceeds(bucketOf('admin').ref(PENDING_FILE).getMetadata());
    for (const role of ['anonymous', 'signedIn', 'franchisee'] as const) await assertFails(bucketOf(role).ref(PENDING_FILE).getMetadata());
  });
});

// ---- A piece's photos (docs/decisions/023) ------------------------------------------------

describeWithStorage('piece photos', () => {
  it('takes images only, within the attachments’ size', async () => {
    const bucket = bucketOf('franchisee');
    await assertSucceeds(put(bucket, 'pieces/sawyer/sawyer-listed/b.webp', 'image/webp', MAX_ATTACHMENT_BYTES));
    await assertFails(put(bucket, 'pieces/sawyer/sawyer-listed/c.png', 'image/png', MAX_ATTACHMENT_BYTES + 1));
    await assertFails(put(bucket, 'pieces/sawyer/sawyer-listed/d.pdf', 'application/pdf'));
    await assertFails(put(bucket, 'pieces/sawyer/sawyer-listed/e.svg', 'image/svg+xml'));
  });

  it('takes a photo only into an existing piece of the folder’s partner, from a Franchisee who lists for it', async () => {
    const franchisee = bucketOf('franchisee');
    // Another partner's piece, or a folder that names the wrong partner or no piece.
    await assertFails(put(franchisee, 'pieces/harvester/harvester-sold/f.png', 'image/png'));
    await assertFails(put(franchisee, 'pieces/sawyer/harvester-sold/g.png', 'image/png'));
    await assertFails(put(franchisee, 'pieces/sawyer/no-such-piece/h.png', 'image/png'));
    // The Admin lists for every partner, but only into a piece's own partner's folder.
    await assertSucceeds(put(bucketOf('admin'), 'pieces/harvester/harvester-sold/i.png', 'image/png'));
    await assertFails(put(bucketOf('admin'), 'pieces/sawyer/harvester-sold/j.png', 'image/png'));
  });
});
