// createUserOnApproval against the Firebase Auth emulator: the function's
// logic (functions/src/approve.ts) with its real Auth half
// (functions/src/admin-backend.ts, firebase-admin) and an in-memory Firestore
// half, since the Firestore emulator cannot run offline. It checks what the
// unit tests' fake cannot: that Firebase Auth takes the applicant's PBKDF2
// hash as the browser made it, that the role claim reaches the ID token the
// security rules read, and the duplicate, idempotence and roll-back paths.
//
// Runs inside `firebase emulators:exec --only auth` (`npm test` and
// `npm run test:emulators`, vitest.emulators.config.ts project "functions").
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as AdminApp from '../../functions/node_modules/firebase-admin/lib/app/index.js';
import type * as AdminAuth from '../../functions/node_modules/firebase-admin/lib/auth/index.js';
import { authOperations, type FirestoreOperations } from '../../functions/src/admin-backend';
import {
  APPLICATION_COLLECTIONS,
  ApprovalError,
  MISSING_CREDENTIALS,
  approveApplication,
  type ApprovalBackend,
  type ApprovalCaller,
  type ApprovedRole,
  type ApprovedUserRecord,
  type CommitOutcome,
  type PublicProfileRecord,
} from '../../functions/src/approve';
import { hashPassword, type PasswordHash } from '../../src/services/crypto';

const PROJECT_ID = process.env['GCLOUD_PROJECT'] ?? 'demo-atlantic-timber';
const AUTH_HOST = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
/** As the firebase backend hashes application passwords (within Firebase Auth's 120,000 import rounds). */
const ROUNDS = 100_000;
const ADMIN: ApprovalCaller = { uid: 'admin-uid', token: { role: 'Admin' } };

// firebase-admin is the one the functions package installs (npm ci --prefix functions).
const requireFromFunctions = createRequire(new URL('../../functions/package.json', import.meta.url));
const adminApp = requireFromFunctions('firebase-admin/app') as typeof AdminApp;
const adminAuth = requireFromFunctions('firebase-admin/auth') as typeof AdminAuth;

/** The Firestore half in memory: applications, ApprovedUsers and publicProfiles. */
class MemoryFirestore implements FirestoreOperations {
  readonly applications = new Map<string, Record<string, unknown>>();
  readonly approvedUsers = new Map<string, ApprovedUserRecord>();
  readonly publicProfiles = new Map<string, PublicProfileRecord>();
  /** Runs just before the transaction, to let a test reject the application meanwhile. */
  beforeCommit: (() => void) | null = null;

  key(collection: string, docId: string) {
    return `${collection}/${docId}`;
  }

  async getApprovedRole(uid: string) {
    return this.approvedUsers.get(uid)?.permissionLevel ?? null;
  }

  async getApplication(collection: string, docId: string) {
    const application = this.applications.get(this.key(collection, docId));
    return application ? { ...application } : null;
  }

  async commitApproval(input: {
    collection: string;
    docId: string;
    uid: string;
    approvedUser: ApprovedUserRecord;
    publicProfile: PublicProfileRecord;
  }): Promise<CommitOutcome> {
    this.beforeCommit?.();
    const key = this.key(input.collection, input.docId);
    if (!this.applications.has(key)) return this.approvedUsers.has(input.uid) ? 'already-approved' : 'missing';
    this.approvedUsers.set(input.uid, input.approvedUser);
    this.publicProfiles.set(input.uid, input.publicProfile);
    this.applications.delete(key);
    return 'approved';
  }
}

let app: AdminApp.App;
let auth: AdminAuth.Auth;
let applicantHash: PasswordHash;
let store: MemoryFirestore;
let backend: ApprovalBackend;

function addApplication(role: ApprovedRole, docId: string, fields: Record<string, unknown>) {
  store.applications.set(store.key(APPLICATION_COLLECTIONS[role], docId), {
    firstName: 'Anne',
    lastName: 'Poirier',
    town: 'Shediac',
    expertise: 'Timber framing',
    password: applicantHash,
    ...fields,
  });
}

function approve(role: ApprovedRole, docId: string, email: string, caller: ApprovalCaller = ADMIN) {
  return approveApplication(backend, caller, { email, password: applicantHash, role, docId, applicationData: {} });
}

async function approvalError(promise: Promise<unknown>): Promise<ApprovalError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApprovalError)) throw new Error(`expected an ApprovalError, got ${String(error)}`);
  return error;
}

async function usersWithEmail(email: string): Promise<string[]> {
  const { users } = await auth.listUsers(1000);
  return users.filter((user) => user.email === email).map((user) => user.uid);
}

/** Decodes standard or web-safe base64 (Node reads both). */
function bytes(base64: string | undefined): number[] {
  return [...Buffer.from(base64 ?? '', 'base64')];
}

/** The payload of an ID token, as the security rules see it in request.auth.token. */
function tokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error('Malformed ID token');
  return parsed as Record<string, unknown>;
}

/** Signs in as the user through the Auth emulator's REST API and returns the ID token's claims. */
async function idTokenClaims(uid: string): Promise<Record<string, unknown>> {
  const customToken = await auth.createCustomToken(uid);
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: customToken, returnSecureToken: true }) },
  );
  if (!response.ok) throw new Error(`signInWithCustomToken failed: ${response.status} ${await response.text()}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('idToken' in body) || typeof body.idToken !== 'string') {
    throw new Error('No ID token in the Auth emulator answer');
  }
  return tokenClaims(body.idToken);
}

beforeAll(async () => {
  if (!AUTH_HOST) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run inside `firebase emulators:exec --only auth`.');
  if (!PROJECT_ID.startsWith('demo-')) throw new Error(`Refusing to run against ${PROJECT_ID}: only demo- projects.`);
  app = adminApp.initializeApp({ projectId: PROJECT_ID }, `functions-test-${Date.now()}`);
  auth = adminAuth.getAuth(app);
  applicantHash = await hashPassword('Applicant!2345', ROUNDS);
});

beforeEach(async () => {
  // A clean Auth emulator for each test (demo project only, checked above).
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Emptying the Auth emulator failed: ${response.status}`);
  store = new MemoryFirestore();
  backend = {
    ...authOperations(auth),
    getApprovedRole: (uid) => store.getApprovedRole(uid),
    getApplication: (collection, docId) => store.getApplication(collection, docId),
    commitApproval: (input) => store.commitApproval(input),
  };
});

afterAll(async () => {
  if (app) await adminApp.deleteApp(app);
});

describe('createUserOnApproval with Firebase Auth (emulator)', () => {
  it('imports the applicant under the application id with their own PBKDF2 hash and salt', async () => {
    addApplication('Franchisee', 'application-1', { email: 'luc.robichaud@example.com' });

    await expect(approve('Franchisee', 'application-1', 'luc.robichaud@example.com')).resolves.toEqual({
      uid: 'application-1',
      created: true,
    });

    const user = await auth.getUser('application-1');
    expect(user.email).toBe('luc.robichaud@example.com');
    // Auth holds the raw PBKDF2 bytes (shown in web-safe base64), not the base64 text.
    expect(bytes(user.passwordHash)).toEqual(bytes(applicantHash.hash));
    expect(bytes(user.passwordSalt)).toEqual(bytes(applicantHash.salt));
    expect(bytes(user.passwordHash)).toHaveLength(32);
    expect(user.providerData.map((provider) => provider.providerId)).toContain('password');
    expect(store.approvedUsers.get('application-1')).toMatchObject({ permissionLevel: 'Franchisee', email: 'luc.robichaud@example.com' });
    expect(store.publicProfiles.get('application-1')).not.toHaveProperty('email');
  });

  it('sets the role claim that reaches the ID token the security rules read', async () => {
    addApplication('Contributor', 'application-2', { email: 'anne.poirier@example.com' });
    await approve('Contributor', 'application-2', 'anne.poirier@example.com');

    expect((await auth.getUser('application-2')).customClaims).toEqual({ role: 'Contributor' });
    const claims = await idTokenClaims('application-2');
    expect(claims['role']).toBe('Contributor');
    expect(claims['user_id']).toBe('application-2');
    expect(claims['email']).toBe('anne.poirier@example.com');
  });

  it('refuses a second account for an email that already has one, leaving that account alone', async () => {
    await auth.createUser({ uid: 'existing-member', email: 'taken@example.com', password: 'Member!2345' });
    await auth.setCustomUserClaims('existing-member', { role: 'Contributor' });
    addApplication('Franchisee', 'application-3', { email: 'taken@example.com' });

    const error = await approvalError(approve('Franchisee', 'application-3', 'taken@example.com'));
    expect(error.code).toBe('already-exists');
    expect(await usersWithEmail('taken@example.com')).toEqual(['existing-member']);
    expect((await auth.getUser('existing-member')).customClaims).toEqual({ role: 'Contributor' });
    expect(store.applications.size).toBe(1);
  });

  it('creates one account when the same application is approved twice', async () => {
    addApplication('Contributor', 'application-4', { email: 'twice@example.com' });

    const first = await approve('Contributor', 'application-4', 'twice@example.com');
    const second = await approve('Contributor', 'application-4', 'twice@example.com');

    expect([first.created, second.created]).toEqual([true, false]);
    expect(await usersWithEmail('twice@example.com')).toEqual(['application-4']);
  });

  it('survives two concurrent approvals of one application: one account, one record', async () => {
    addApplication('Franchisee', 'application-5', { email: 'race@example.com' });

    const results = await Promise.all([
      approve('Franchisee', 'application-5', 'race@example.com'),
      approve('Franchisee', 'application-5', 'race@example.com'),
    ]);

    expect(results.map((result) => result.uid)).toEqual(['application-5', 'application-5']);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await usersWithEmail('race@example.com')).toEqual(['application-5']);
    expect((await auth.getUser('application-5')).customClaims).toEqual({ role: 'Franchisee' });
  });

  it('takes the account back when the application was rejected meanwhile', async () => {
    addApplication('Contributor', 'application-6', { email: 'rejected@example.com' });
    store.beforeCommit = () => store.applications.clear();

    const error = await approvalError(approve('Contributor', 'application-6', 'rejected@example.com'));
    expect(error.code).toBe('not-found');
    expect(await usersWithEmail('rejected@example.com')).toEqual([]);
  });

  it('creates nothing for a caller who is not an Admin', async () => {
    addApplication('Franchisee', 'application-7', { email: 'sneaky@example.com' });

    const error = await approvalError(
      approve('Franchisee', 'application-7', 'sneaky@example.com', { uid: 'franchisee-uid', token: { role: 'Franchisee' } }),
    );
    expect(error.code).toBe('permission-denied');
    expect(await usersWithEmail('sneaky@example.com')).toEqual([]);
  });

  it("refuses an application without a password hash: 'Missing email or password.'", async () => {
    addApplication('Contributor', 'application-8', { email: 'nopassword@example.com', password: null });

    const error = await approvalError(approve('Contributor', 'application-8', 'nopassword@example.com'));
    expect(error).toMatchObject({ code: 'invalid-argument', message: MISSING_CREDENTIALS });
    expect(await usersWithEmail('nopassword@example.com')).toEqual([]);
  });

  it('deletes an account and ignores one that is already gone', async () => {
    await auth.createUser({ uid: 'short-lived', email: 'short@example.com' });
    const operations = authOperations(auth);

    await operations.deleteUser('short-lived');
    await operations.deleteUser('short-lived');
    await expect(operations.findUserByEmail('short@example.com')).resolves.toBeNull();
  });
});
