// Seeds the Firebase Emulator Suite with the demo data of
// src/services/demo-data.ts (the same data the local backend starts with):
// Auth users with their role claims, ApprovedUsers, publicProfiles, the
// contributorDirectory, config/storage, the comment boards and messages, and
// one pending item of each review kind, each with the language it was sent in
// (the two applications French, the others English). Times are Firestore
// Timestamps, as the firebase backend's serverTimestamp() writes them
// (docs/decisions/005).
// It empties the Auth and Firestore emulators first, and refuses to run
// against anything but a demo- project on the emulators.
//
//   npx tsx scripts/seed-emulators.ts        (emulators running)
//
// vitest.emulators.config.ts also uses it as globalSetup. firebase-admin is
// the one the functions package installs (npm ci --prefix functions), so the
// root package needs no server SDK of its own.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as AdminApp from '../functions/node_modules/firebase-admin/lib/app/index.js';
import type * as AdminAuth from '../functions/node_modules/firebase-admin/lib/auth/index.js';
import type * as AdminFirestore from '../functions/node_modules/firebase-admin/lib/firestore/index.js';
import { normalizePath } from '../src/domain/boards';
import { DEMO_PROJECT_ID } from '../src/services/config';
import { hashPassword } from '../src/domain/model/crypto';
import {
  DEMO_ACCOUNTS,
  DEMO_APPLICANT_PASSWORD,
  DEMO_BOARDS,
  DEMO_CONTACT_SUBMISSION,
  DEMO_CONTRIBUTOR_APPLICATION,
  DEMO_CONTRIBUTORS,
  DEMO_FRANCHISEE,
  DEMO_FRANCHISEE_APPLICATION,
  DEMO_MESSAGES,
  DEMO_PRICING_INQUIRY,
  type DemoAccount,
  type DemoAccountKey,
} from '../src/services/demo-data';
import { submissionDate } from '../src/domain/model/schemas';
import { defaultMessageLength } from '../src/domain/limits';
import { threadIds } from '../src/domain/messages';
import { SEED_PIECES } from '../src/domain/catalogue/seed-pieces';
import { storedPiece } from '../src/domain/server/pieces';
import { collections } from '../src/domain/model/collections';

/** As the firebase backend hashes application passwords: within what Firebase Auth imports. */
const HASH_ITERATIONS = 100_000;

/**
 * Where the Storage emulator serves download URLs: the host and port the
 * firebase backend connects to (EMULATOR_HOST, EMULATOR_PORTS.storage in
 * src/services/firebase/sdk.ts; firebase.json's emulators.storage).
 */
const STORAGE_EMULATOR_ORIGIN = 'http://127.0.0.1:9199';

/** The bucket the web SDK uses for a demo project: config.ts's storageBucket default. */
const emulatorBucket = (projectId: string) => `${projectId}.appspot.com`;

const DEFAULT_HOSTS = {
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
} as const;

export interface SeedOptions {
  projectId?: string;
  now?: () => Date;
  log?: (line: string) => void;
}

interface AdminSdk {
  app: typeof AdminApp;
  auth: typeof AdminAuth;
  firestore: typeof AdminFirestore;
}

function loadAdmin(): AdminSdk {
  const requireFromFunctions = createRequire(new URL('../functions/package.json', import.meta.url));
  try {
    return {
      app: requireFromFunctions('firebase-admin/app') as typeof AdminApp,
      auth: requireFromFunctions('firebase-admin/auth') as typeof AdminAuth,
      firestore: requireFromFunctions('firebase-admin/firestore') as typeof AdminFirestore,
    };
  } catch (error) {
    throw new Error('firebase-admin not found: run `npm ci --prefix functions` first.', { cause: error });
  }
}

/** Points firebase-admin at the emulators (emulators:exec sets these already). */
function emulatorHosts(): { auth: string; firestore: string } {
  for (const [name, host] of Object.entries(DEFAULT_HOSTS)) {
    process.env[name] ??= host;
  }
  return {
    auth: process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? DEFAULT_HOSTS.FIREBASE_AUTH_EMULATOR_HOST,
    firestore: process.env['FIRESTORE_EMULATOR_HOST'] ?? DEFAULT_HOSTS.FIRESTORE_EMULATOR_HOST,
  };
}

async function clear(url: string): Promise<void> {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Emptying ${url} failed: ${response.status} ${await response.text()}`);
}

/** Empties the Auth and Firestore emulators of the project. */
export async function clearEmulators(projectId: string = DEMO_PROJECT_ID): Promise<void> {
  if (!projectId.startsWith('demo-')) throw new Error(`Refusing to clear ${projectId}: only demo- projects.`);
  const hosts = emulatorHosts();
  await clear(`http://${hosts.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`);
  await clear(`http://${hosts.auth}/emulator/v1/projects/${projectId}/accounts`);
}

type Auth = ReturnType<typeof AdminAuth.getAuth>;
type Firestore = ReturnType<typeof AdminFirestore.getFirestore>;

/** What each part of the seed writes with: one batch, committed once all parts have added to it. */
interface Seeding {
  auth: Auth;
  db: Firestore;
  batch: ReturnType<Firestore['batch']>;
  projectId: string;
  at: (minutesAgo: number) => Date;
  timeAt: (minutesAgo: number) => AdminFirestore.Timestamp;
}

const uidOf = (key: DemoAccountKey) => `demo-${key}`;

/**
 * A member: the Auth user with the role claim the rules read, and their
 * records. createUser goes through the Admin SDK, whose owner credential the
 * Auth emulator (like production) lets past the beforeUserCreated blocking
 * function: that function refuses only client sign-ups.
 */
async function seedMember({ auth, db, batch }: Seeding, uid: string, { password, ...account }: DemoAccount): Promise<void> {
  await auth.createUser({ uid, email: account.email, password, emailVerified: true });
  await auth.setCustomUserClaims(uid, { role: account.permissionLevel });
  batch.set(db.doc(`ApprovedUsers/${uid}`), { uid, ...account, subscribedToNewsletter: false, subscribedToOffers: false, emailVerified: true });
  batch.set(db.doc(`publicProfiles/${uid}`), {
    uid,
    firstName: account.firstName,
    lastName: account.lastName,
    town: account.town,
    expertise: account.expertise,
    role: account.permissionLevel,
  });
  if (account.permissionLevel === 'Contributor') {
    const { firstName, lastName, town, expertise } = account;
    batch.set(db.collection('contributorDirectory').doc(), { firstName, lastName, town, expertise });
  }
}

/** The demo accounts, and the contributors without an account whom /contributors lists. */
async function seedAccounts(seeding: Seeding): Promise<void> {
  const { db, batch } = seeding;
  for (const key of Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]) await seedMember(seeding, uidOf(key), DEMO_ACCOUNTS[key]);
  for (const [index, contributor] of DEMO_CONTRIBUTORS.entries()) {
    const uid = `demo-contributor-${index + 2}`;
    batch.set(db.doc(`publicProfiles/${uid}`), { uid, ...contributor, role: 'Contributor' });
    // A random id, as createUserOnApproval writes it: the directory names no uid.
    batch.set(db.collection('contributorDirectory').doc(), { ...contributor });
  }
}

/**
 * The demo stock, as the local backend seeds it (src/services/local/seed-catalogue.ts):
 * each piece as the savePiece rule stores it, a minute apart so /stock lists
 * them in a stable order, and the demo Franchisee linked to the Sawyer.
 */
function seedCatalogue({ db, batch, at }: Seeding): void {
  for (const [index, { id, ...piece }] of SEED_PIECES.entries()) {
    batch.set(db.doc(`pieces/${id}`), storedPiece(piece, { createdAt: at(index), updatedAt: at(index) }));
  }
  batch.set(db.doc(`ApprovedUsers/${DEMO_FRANCHISEE.uid}`), { partnerId: DEMO_FRANCHISEE.partnerId }, { merge: true });
}

/** The boards, where attachment URLs must point, and the messages with their threads. */
function seedBoards({ db, batch, projectId, timeAt }: Seeding): void {
  for (const board of DEMO_BOARDS) {
    const discussion = board.kind === 'discussion';
    batch.set(db.doc(`commentBoards/${board.id}`), {
      pathname: board.pathname,
      pathKey: normalizePath(board.pathname),
      heading: board.heading,
      kind: board.kind,
      maxLength: defaultMessageLength(discussion ? 'discussion' : 'comments'),
      allowAttachments: discussion,
    });
  }

  // firestore.rules read it; production's is written at deploy.
  batch.set(db.doc('config/storage'), { origin: STORAGE_EMULATOR_ORIGIN, bucket: emulatorBucket(projectId) });

  const messageIds = new Map(DEMO_MESSAGES.map((message) => [message.key, `demo-${message.key}`]));
  const roots = threadIds(DEMO_MESSAGES.map((message) => ({ id: message.key, replyTo: message.replyTo })));
  const idOf = (key: string) => messageIds.get(key) ?? key;
  for (const message of DEMO_MESSAGES) {
    batch.set(db.doc(`commentBoards/${message.boardId}/comments/${messageIds.get(message.key) ?? message.key}`), {
      userId: uidOf(message.author),
      content: message.content,
      attachments: [],
      timestamp: timeAt(message.minutesAgo),
      editTimestamp: null,
      replyTo: message.replyTo === null ? null : (messageIds.get(message.replyTo) ?? null),
      threadId: idOf(roots.get(message.key) ?? message.key),
      isApproved: message.isApproved,
      isDeleted: false,
    });
  }
}

/** One pending item of each review kind. */
async function seedPendingItems({ db, batch, at, timeAt }: Seeding): Promise<void> {
  const applicantHash = await hashPassword(DEMO_APPLICANT_PASSWORD, HASH_ITERATIONS);
  // Verified, so the console lists them and an Admin may approve them; the hash in the application's secret, as submitApplication stores it.
  const applications = [
    { collection: collections.franchiseeApplications.path, id: 'demo-franchisee-application', data: DEMO_FRANCHISEE_APPLICATION, hoursAgo: 30 },
    { collection: collections.contributorApplications.path, id: 'demo-contributor-application', data: DEMO_CONTRIBUTOR_APPLICATION, hoursAgo: 8 },
  ];
  for (const { collection, id, data, hoursAgo } of applications) {
    batch.set(db.doc(`${collection}/${id}`), { ...data, submittedAt: timeAt(60 * hoursAgo), emailVerified: true, verifiedAt: timeAt(60 * (hoursAgo - 1)) });
    batch.set(db.doc(`${collections.applicationSecrets.path}/${collection}_${id}`), { password: applicantHash });
  }
  batch.set(db.doc('PricingInquiries/demo-pricing-inquiry'), {
    ...DEMO_PRICING_INQUIRY,
    submissionDate: submissionDate(at(60 * 20)),
    createdAt: timeAt(60 * 20),
  });
  batch.set(db.doc('ContactSubmissions/demo-contact-submission'), {
    ...DEMO_CONTACT_SUBMISSION,
    timestamp: timeAt(60 * 3),
    status: 'Pending',
  });
}

/** Runs `write` with a fresh Admin app on the emulators, then commits its batch. */
async function withSeeding(options: SeedOptions, write: (seeding: Seeding) => Promise<void>): Promise<void> {
  const projectId = options.projectId ?? process.env['GCLOUD_PROJECT'] ?? DEMO_PROJECT_ID;
  const now = options.now ?? (() => new Date());
  if (!projectId.startsWith('demo-')) throw new Error(`Refusing to seed ${projectId}: only demo- projects.`);
  emulatorHosts();
  const admin = loadAdmin();
  const app = admin.app.initializeApp({ projectId }, `seed-${Date.now()}-${Math.random()}`);
  try {
    const db = admin.firestore.getFirestore(app);
    const at = (minutesAgo: number) => new Date(now().getTime() - minutesAgo * 60_000);
    const seeding: Seeding = {
      auth: admin.auth.getAuth(app),
      db,
      batch: db.batch(),
      projectId,
      at,
      timeAt: (minutesAgo) => admin.firestore.Timestamp.fromDate(at(minutesAgo)),
    };
    await write(seeding);
    await seeding.batch.commit();
  } finally {
    await admin.app.deleteApp(app);
  }
}

/** Empties the emulators, then writes the demo data. */
export async function seedEmulators(options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => undefined);
  await clearEmulators(options.projectId ?? process.env['GCLOUD_PROJECT'] ?? DEMO_PROJECT_ID);
  await withSeeding(options, async (seeding) => {
    await seedAccounts(seeding);
    log(`Auth: ${Object.keys(DEMO_ACCOUNTS).length} accounts with role claims.`);
    seedBoards(seeding);
    seedCatalogue(seeding);
    await seedPendingItems(seeding);
  });
  log(`Firestore: ${DEMO_BOARDS.length} boards, ${DEMO_MESSAGES.length} messages, one pending item of each review kind, ${SEED_PIECES.length} pieces.`);
}

/** One more member on the seeded emulators, as the demo accounts are written (an end-to-end journey's own account). */
export async function addMember(uid: string, account: DemoAccount, options: Pick<SeedOptions, 'projectId'> = {}): Promise<void> {
  await withSeeding(options, (seeding) => seedMember(seeding, uid, account));
}

/** Vitest globalSetup (vitest.emulators.config.ts): a fresh seed before the run. */
export default async function setup(): Promise<void> {
  await seedEmulators();
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  seedEmulators({ log: (line) => console.log(line) }).then(
    () => console.log('Emulators seeded with the demo data.'),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
