// storage.rules on the Storage emulator (@firebase/rules-unit-testing): the
// matrix of attachment paths x role x operation (get, list, create, update,
// delete), then the size and type limits of src/lib/attachments.ts and the
// folder and message checks. storage.rules reads the boards and messages in
// Firestore (cross-service rules), so the Firestore fixture is seeded too.
// Runs under `npm run test:emulators` only; `npm test` says so.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../src/lib/attachments';
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

let env: RulesTestEnvironment;

function put(bucket: Bucket, path: string, contentType: string, size = 16): Promise<unknown> {
  return bucket
    .ref(path)
    .put(new Uint8Array(size), { contentType })
    .then(() => undefined);
}

beforeAll(async () => {
  env = await createEnvironment();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    await seedFirestore(context.firestore());
    const bucket = context.storage();
    await put(bucket, DISCUSSION_FILE, 'application/pdf');
    await put(bucket, GALLERY_FILE, 'image/png');
    await put(bucket, PENDING_FILE, 'image/png');
    await put(bucket, OTHER_FILE, 'text/plain');
  });
});

afterAll(async () => {
  await env.cleanup();
});

const bucketOf = (role: RoleName): Bucket => contextFor(env, role).storage();

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
      attempt: (bucket, caller) => put(bucket, `attachments/${caller.uid}/discussion/new-msg/notes.pdf`, 'application/pdf'),
    },
    update: { allowed: allowed('franchisee'), attempt: (bucket) => put(bucket, DISCUSSION_FILE, 'application/pdf') },
    delete: { allowed: allowed('franchisee', 'admin'), attempt: (bucket) => bucket.ref(DISCUSSION_FILE).delete() },
  },
  'attachments/{uid}/{boardId}/{messageId}/{file} on a comment board that takes files (the Contributor’s approved message)': {
    get: { allowed: EVERYONE, attempt: (bucket) => bucket.ref(GALLERY_FILE).getMetadata() },
    list: { allowed: NOBODY, attempt: (bucket) => bucket.ref('attachments/u-contributor/gallery/g-1').listAll() },
    create: {
      allowed: allowed('contributor', 'franchisee', 'admin'),
      attempt: (bucket, caller) => put(bucket, `attachments/${caller.uid}/gallery/new-msg/photo.png`, 'image/png'),
    },
    update: { allowed: allowed('contributor'), attempt: (bucket) => put(bucket, GALLERY_FILE, 'image/png') },
    delete: { allowed: allowed('contributor', 'admin'), attempt: (bucket) => bucket.ref(GALLERY_FILE).delete() },
  },
  'any other path (deny by default)': {
    get: { allowed: NOBODY, attempt: (bucket) => bucket.ref(OTHER_FILE).getMetadata() },
    list: { allowed: NOBODY, attempt: (bucket) => bucket.ref('uploads').listAll() },
    create: { allowed: NOBODY, attempt: (bucket, caller) => put(bucket, `uploads/${caller.uid}/new.txt`, 'text/plain') },
    update: { allowed: NOBODY, attempt: (bucket) => put(bucket, OTHER_FILE, 'text/plain') },
    delete: { allowed: NOBODY, attempt: (bucket) => bucket.ref(OTHER_FILE).delete() },
  },
};

describe('storage.rules: path x role x operation', () => {
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

describe('attachments', () => {
  it('takes files up to 10 MB of the allowed types (src/lib/attachments.ts)', async () => {
    const franchisee = bucketOf('franchisee');
    await assertSucceeds(put(franchisee, 'attachments/u-franchisee/discussion/m/limit.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES));
    await assertFails(put(franchisee, 'attachments/u-franchisee/discussion/m/over.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES + 1));
    await assertSucceeds(put(franchisee, 'attachments/u-franchisee/discussion/m/sheet.csv', 'text/csv'));
    await assertFails(put(franchisee, 'attachments/u-franchisee/discussion/m/archive.zip', 'application/zip'));
    await assertFails(put(franchisee, 'attachments/u-franchisee/discussion/m/page.html', 'text/html'));
  });

  it("never writes into another user's folder, nor adds files to another user's message", async () => {
    await assertFails(put(bucketOf('franchisee'), 'attachments/u-contributor/gallery/m/photo.png', 'image/png'));
    await assertFails(put(bucketOf('franchisee'), 'attachments/u-franchisee/gallery/g-1/extra.png', 'image/png'));
    await assertFails(put(bucketOf('admin'), 'attachments/u-contributor/gallery/g-1/extra.png', 'image/png'));
  });

  it('takes files only on boards that take them, and the discussion board only from Franchisee and Admin', async () => {
    await assertFails(put(bucketOf('contributor'), 'attachments/u-contributor/store/m/photo.png', 'image/png'));
    await assertFails(put(bucketOf('contributor'), 'attachments/u-contributor/discussion/m/photo.png', 'image/png'));
    await assertFails(put(bucketOf('contributor'), 'attachments/u-contributor/no-such-board/m/photo.png', 'image/png'));
    await assertFails(put(bucketOf('signedIn'), 'attachments/u-norole/gallery/m/photo.png', 'image/png'));
  });

  it("shows a pending message's files to their author and the Admin only", async () => {
    await assertSucceeds(bucketOf('contributor').ref(PENDING_FILE).getMetadata());
    await assertSucceeds(bucketOf('admin').ref(PENDING_FILE).getMetadata());
    for (const role of ['anonymous', 'signedIn', 'franchisee'] as const) await assertFails(bucketOf(role).ref(PENDING_FILE).getMetadata());
  });
});
