// createUserOnApproval against the Firebase Auth emulator: the function's
// logic (src/domain/server/approval.ts) with its real Auth half
// (functions/src/admin-backend.ts, firebase-admin) and the in-memory Firestore
// with transactions (fake-firestore.ts), where each case puts the applications it
// needs; the approval's Firestore half runs on the emulators in the service
// contract (tests/contract/approval.contract.ts). It checks what the unit tests' fakes cannot: that Firebase Auth
// takes the applicant's PBKDF2 hash as the browser made it, that the role
// claim reaches the ID token the security rules read, and that the attacks of
// issue 14 leave the victim unchanged here too (the emulator refuses to
// replace a uid where production replaces it: the unit tests model that).
//
// Runs inside `firebase emulators:exec --only auth` (`npm test`,
// `npm run test:functions` and `npm run test:emulators`,
// vitest.emulators.config.ts project "functions").
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as AdminApp from '../../functions/node_modules/firebase-admin/lib/app/index.js';
import type * as AdminAuth from '../../functions/node_modules/firebase-admin/lib/auth/index.js';
import { authOperations } from '../../functions/src/admin-backend';
import { approveApplication } from '../../src/domain/server/approval';
import type { ApprovalAuth, ApprovalBackend, ApprovalCaller } from '../../src/domain/server/approval-ports';
import {
  APPLICATION_COLLECTIONS,
  ApprovalError,
  MISSING_CREDENTIALS,
  type ApprovedRole,
} from '../../src/domain/server/approval-records';
import { hashPassword, type PasswordHash } from '../../src/domain/model/crypto';
import { testMailPorts } from './mail-ports';
import { FakeFirestore } from './fake-firestore';

const PROJECT_ID = process.env['GCLOUD_PROJECT'] ?? 'demo-atlantic-timber';
const AUTH_HOST = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
/** As the firebase backend hashes application passwords (within Firebase Auth's 120,000 import rounds). */
const ROUNDS = 100_000;
const ADMIN: ApprovalCaller = { uid: 'adminUid00000000000000000001', token: { role: 'Admin' } };
const UID = /^[A-Za-z0-9]{28}$/;

// firebase-admin is the one the functions package installs (npm ci --prefix functions).
const requireFromFunctions = createRequire(new URL('../../functions/package.json', import.meta.url));
const adminApp = requireFromFunctions('firebase-admin/app') as typeof AdminApp;
const adminAuth = requireFromFunctions('firebase-admin/auth') as typeof AdminAuth;

let app: AdminApp.App;
let auth: AdminAuth.Auth;
let applicantHash: PasswordHash;
let attackerHash: PasswordHash;
let store: FakeFirestore;
let operations: ApprovalAuth;
let backend: ApprovalBackend;
let importedUids: string[];

/** A verified application (issue 22) and its secret: `password` is the secret's hash. */
function addApplication(role: ApprovedRole, docId: string, { password = applicantHash, ...fields }: Record<string, unknown>) {
  store.put(`${APPLICATION_COLLECTIONS[role]}/${docId}`, {
    firstName: 'Anne',
    lastName: 'Poirier',
    town: 'Shediac',
    expertise: 'Timber framing',
    emailVerified: true,
    ...fields,
  });
  store.put(`applicationSecrets/${APPLICATION_COLLECTIONS[role]}_${docId}`, { password });
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

/** A member as the seed makes one: an Auth user with a password and the role claim, and both records. */
async function addMember(uid: string, email: string, role: string) {
  await auth.createUser({ uid, email, password: 'Member!2345' });
  await auth.setCustomUserClaims(uid, { role });
  store.put(`ApprovedUsers/${uid}`, { uid, email, firstName: 'Real', lastName: 'Member', town: 'Moncton', expertise: 'Sawmilling', permissionLevel: role });
  store.put(`publicProfiles/${uid}`, { uid, firstName: 'Real', lastName: 'Member', town: 'Moncton', expertise: 'Sawmilling', role });
}

/** Everything of an account an approval must never change. */
async function account(uid: string) {
  const user = await auth.getUser(uid);
  return {
    email: user.email,
    passwordHash: user.passwordHash,
    passwordSalt: user.passwordSalt,
    customClaims: user.customClaims,
    member: store.get(`ApprovedUsers/${uid}`),
    profile: store.get(`publicProfiles/${uid}`),
  };
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
  return { ...parsed };
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
  attackerHash = await hashPassword('Attacker!2345', ROUNDS);
});

beforeEach(async () => {
  // A clean Auth emulator for each test (demo project only, checked above).
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Emptying the Auth emulator failed: ${response.status}`);
  store = new FakeFirestore();
  operations = authOperations(auth);
  importedUids = [];
  backend = {
    ...operations,
    importUser: (user) => {
      importedUids.push(user.uid);
      return operations.importUser(user);
    },
    runTransaction: (work) => store.runTransaction(work),
    mail: testMailPorts,
  };
  await addMember(ADMIN.uid, 'admin@example.com', 'Admin');
  await addMember('franUid000000000000000000001', 'francis.leblanc@example.com', 'Franchisee');
});

afterAll(async () => {
  if (app) await adminApp.deleteApp(app);
});

describe('createUserOnApproval with Firebase Auth (emulator): the attacks of issue 14', () => {
  it('(a) a franchisee is not taken over by an application with their uid as its id and the attacker’s email', async () => {
    const victim = await account('franUid000000000000000000001');
    addApplication('Franchisee', 'franUid000000000000000000001', { email: 'mallory@example.com', password: attackerHash });

    const result = await approve('Franchisee', 'franUid000000000000000000001', 'mallory@example.com');

    expect(await account('franUid000000000000000000001')).toEqual(victim);
    expect(importedUids).not.toContain('franUid000000000000000000001');
    expect(result.uid).toMatch(UID);
    expect(await usersWithEmail('mallory@example.com')).toEqual([result.uid]);
  });

  it('(b) an admin is not demoted by an application with their own email and uid: refused with the console’s message', async () => {
    const victim = await account(ADMIN.uid);
    addApplication('Contributor', ADMIN.uid, { email: 'admin@example.com', firstName: 'Chosen', lastName: 'ByAttacker' });

    const error = await approvalError(approve('Contributor', ADMIN.uid, 'admin@example.com'));

    expect(error).toMatchObject({ code: 'already-exists', message: 'An account already exists for admin@example.com.' });
    expect(await account(ADMIN.uid)).toEqual(victim);
    expect((await auth.getUser(ADMIN.uid)).customClaims).toEqual({ role: 'Admin' });
    expect(importedUids).toEqual([]);
  });

  it('(c) an admin is not taken over by an application with their uid as its id and the attacker’s email', async () => {
    const victim = await account(ADMIN.uid);
    addApplication('Franchisee', ADMIN.uid, { email: 'mallory@example.com', password: attackerHash });

    const result = await approve('Franchisee', ADMIN.uid, 'mallory@example.com');

    expect(await account(ADMIN.uid)).toEqual(victim);
    expect(importedUids).not.toContain(ADMIN.uid);
    expect(result.uid).not.toBe(ADMIN.uid);
    expect((await auth.getUser(result.uid)).customClaims).toEqual({ role: 'Franchisee' });
  });

  it('refuses an email that has a member record but no Auth user', async () => {
    store.put('ApprovedUsers/recordOnly00000000000000001', { uid: 'recordOnly00000000000000001', email: 'record.only@example.com', permissionLevel: 'Contributor' });
    addApplication('Franchisee', 'application-r', { email: 'record.only@example.com' });

    const error = await approvalError(approve('Franchisee', 'application-r', 'record.only@example.com'));
    expect(error).toMatchObject({ code: 'already-exists', message: 'An account already exists for record.only@example.com.' });
    expect(await usersWithEmail('record.only@example.com')).toEqual([]);
  });
});

describe('createUserOnApproval with Firebase Auth (emulator)', () => {
  it('imports the applicant under a server-made uid with their own PBKDF2 hash and salt', async () => {
    addApplication('Franchisee', 'application-1', { email: 'luc.robichaud@example.com' });

    const result = await approve('Franchisee', 'application-1', 'luc.robichaud@example.com');
    expect(result.created).toBe(true);
    expect(result.uid).toMatch(UID);

    const user = await auth.getUser(result.uid);
    expect(user.email).toBe('luc.robichaud@example.com');
    // Auth holds the raw PBKDF2 bytes (shown in web-safe base64), not the base64 text.
    expect(bytes(user.passwordHash)).toEqual(bytes(applicantHash.hash));
    expect(bytes(user.passwordSalt)).toEqual(bytes(applicantHash.salt));
    expect(bytes(user.passwordHash)).toHaveLength(32);
    expect(user.providerData.map((provider) => provider.providerId)).toContain('password');
    expect(store.get(`ApprovedUsers/${result.uid}`)).toMatchObject({ permissionLevel: 'Franchisee', email: 'luc.robichaud@example.com' });
    expect(store.get(`publicProfiles/${result.uid}`)).not.toHaveProperty('email');
  });

  it('sets the role claim that reaches the ID token the security rules read', async () => {
    addApplication('Contributor', 'application-2', { email: 'anne.poirier@example.com' });
    const { uid } = await approve('Contributor', 'application-2', 'anne.poirier@example.com');

    expect((await auth.getUser(uid)).customClaims).toEqual({ role: 'Contributor' });
    const claims = await idTokenClaims(uid);
    expect(claims['role']).toBe('Contributor');
    expect(claims['user_id']).toBe(uid);
    expect(claims['email']).toBe('anne.poirier@example.com');
  });

  it('creates one account when the same application is approved twice', async () => {
    addApplication('Contributor', 'application-4', { email: 'twice@example.com' });

    const first = await approve('Contributor', 'application-4', 'twice@example.com');
    const second = await approve('Contributor', 'application-4', 'twice@example.com');

    expect([first.created, second.created]).toEqual([true, false]);
    expect(second.uid).toBe(first.uid);
    expect(await usersWithEmail('twice@example.com')).toEqual([first.uid]);
  });

  it('survives two concurrent approvals of one application: one account, one record', async () => {
    addApplication('Franchisee', 'application-5', { email: 'race@example.com' });

    const results = await Promise.all([
      approve('Franchisee', 'application-5', 'race@example.com'),
      approve('Franchisee', 'application-5', 'race@example.com'),
    ]);

    const uid = results[0]?.uid ?? '';
    expect(results.map((result) => result.uid)).toEqual([uid, uid]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await usersWithEmail('race@example.com')).toEqual([uid]);
    expect((await auth.getUser(uid)).customClaims).toEqual({ role: 'Franchisee' });
    expect(store.list('ApprovedUsers').filter((path) => store.get(path)?.['email'] === 'race@example.com')).toEqual([`ApprovedUsers/${uid}`]);
  });

  it('deletes the imported account and sets no claim when the commit fails', async () => {
    addApplication('Contributor', 'application-6', { email: 'commit.fails@example.com' });
    store.beforeCommit = (writes) => {
      if (writes.some((write) => write.path.startsWith('ApprovedUsers/'))) throw new Error('Firestore unavailable');
    };

    await expect(approve('Contributor', 'application-6', 'commit.fails@example.com')).rejects.toThrow('Firestore unavailable');
    expect(importedUids).toHaveLength(1);
    expect(await usersWithEmail('commit.fails@example.com')).toEqual([]);
    expect(store.list('approvalMarkers')).toEqual([]);
  });

  it('takes the account back when the application was rejected meanwhile', async () => {
    addApplication('Contributor', 'application-7', { email: 'rejected@example.com' });
    backend.importUser = async (user) => {
      await operations.importUser(user);
      store.remove(`${APPLICATION_COLLECTIONS.Contributor}/application-7`);
    };

    const error = await approvalError(approve('Contributor', 'application-7', 'rejected@example.com'));
    expect(error.code).toBe('not-found');
    expect(await usersWithEmail('rejected@example.com')).toEqual([]);
  });

  it('creates nothing for a caller without the Admin claim, even with an Admin member record', async () => {
    addApplication('Franchisee', 'application-8', { email: 'sneaky@example.com' });

    const error = await approvalError(approve('Franchisee', 'application-8', 'sneaky@example.com', { uid: ADMIN.uid, token: {} }));
    expect(error.code).toBe('permission-denied');
    expect(await usersWithEmail('sneaky@example.com')).toEqual([]);
  });

  it("refuses an application without a password hash: 'Missing email or password.'", async () => {
    addApplication('Contributor', 'application-9', { email: 'nopassword@example.com', password: null });

    const error = await approvalError(approve('Contributor', 'application-9', 'nopassword@example.com'));
    expect(error).toMatchObject({ code: 'invalid-argument', message: MISSING_CREDENTIALS });
    expect(await usersWithEmail('nopassword@example.com')).toEqual([]);
  });

  it('finds users by uid and by email, deletes one and ignores one that is already gone', async () => {
    await auth.createUser({ uid: 'short-lived', email: 'short@example.com' });

    await expect(operations.getUser('short-lived')).resolves.toEqual({ uid: 'short-lived', email: 'short@example.com' });
    await expect(operations.getUserByEmail('short@example.com')).resolves.toEqual({ uid: 'short-lived', email: 'short@example.com' });
    await operations.deleteUser('short-lived');
    await operations.deleteUser('short-lived');
    await expect(operations.getUser('short-lived')).resolves.toBeNull();
    await expect(operations.getUserByEmail('short@example.com')).resolves.toBeNull();
  });
});
