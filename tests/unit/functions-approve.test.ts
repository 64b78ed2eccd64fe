// Unit tests of the createUserOnApproval logic (functions/src/approve.ts)
// against an in-memory fake of its ApprovalBackend seam: who may approve, the
// 'Missing email or password.' refusal, the PBKDF2 import, duplicate emails and
// idempotence under concurrent approvals.
import { describe, expect, it } from 'vitest';
import {
  ApprovalError,
  approveApplication,
  type ApprovalBackend,
  type ApprovalCaller,
  type ApprovedRole,
  type ApprovedUserRecord,
  type PublicProfileRecord,
} from '../../functions/src/approve';

const HASH = { algorithm: 'PBKDF2-SHA256', iterations: 100_000, salt: 'c2FsdHNhbHRzYWx0c2FsdA==', hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=' };

interface ImportedUser {
  uid: string;
  email: string;
  passwordHash: string;
  passwordSalt: string;
  rounds: number;
}

/** Yields to the event loop, so concurrent calls interleave as they would against the real services. */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

class FakeBackend implements ApprovalBackend {
  readonly collections = new Map<string, Map<string, Record<string, unknown>>>();
  readonly approvedUsers = new Map<string, ApprovedUserRecord | { permissionLevel: string }>();
  readonly publicProfiles = new Map<string, PublicProfileRecord>();
  readonly users = new Map<string, ImportedUser>();
  readonly claims = new Map<string, { role: ApprovedRole }>();
  importCalls = 0;
  /** Runs just before the transaction, to simulate a reject racing the approval. */
  beforeCommit: (() => void) | null = null;

  collection(name: string) {
    let docs = this.collections.get(name);
    if (!docs) {
      docs = new Map();
      this.collections.set(name, docs);
    }
    return docs;
  }

  async getApprovedRole(uid: string) {
    await tick();
    return this.approvedUsers.get(uid)?.permissionLevel ?? null;
  }

  async getApplication(collection: string, docId: string) {
    await tick();
    const doc = this.collection(collection).get(docId);
    return doc ? { ...doc } : null;
  }

  async findUserByEmail(email: string) {
    await tick();
    const user = [...this.users.values()].find((candidate) => candidate.email === email);
    return user ? { uid: user.uid } : null;
  }

  async importUser(user: ImportedUser) {
    await tick();
    this.importCalls += 1;
    // Like auth.importUsers: an existing uid is replaced, emails are not checked.
    this.users.set(user.uid, user);
  }

  async deleteUser(uid: string) {
    await tick();
    this.users.delete(uid);
  }

  async setRoleClaim(uid: string, role: ApprovedRole) {
    await tick();
    this.claims.set(uid, { role });
  }

  async commitApproval(input: { collection: string; docId: string; uid: string; approvedUser: ApprovedUserRecord; publicProfile: PublicProfileRecord }) {
    await tick();
    this.beforeCommit?.();
    // No await between the reads and the writes: the fake's transaction is atomic.
    const docs = this.collection(input.collection);
    if (!docs.has(input.docId)) return this.approvedUsers.has(input.uid) ? 'already-approved' : 'missing';
    this.approvedUsers.set(input.uid, input.approvedUser);
    this.publicProfiles.set(input.uid, input.publicProfile);
    docs.delete(input.docId);
    return 'approved' as const;
  }
}

const admin: ApprovalCaller = { uid: 'admin-uid', token: { role: 'Admin' } };

function setup() {
  const backend = new FakeBackend();
  backend.collection('FranchiseeApplication').set('app-1', {
    firstName: 'Owen',
    lastName: 'Sullivan',
    email: 'owen.sullivan@example.com',
    town: 'Truro',
    expertise: 'Selective harvesting',
    businessName: 'Sullivan Woodlot Services',
    password: HASH,
  });
  backend.collection('ContributorApplication').set('app-2', {
    firstName: 'Nadia',
    lastName: 'Arsenault',
    email: 'nadia.arsenault@example.com',
    town: 'Fredericton',
    expertise: 'Forest ecology',
    password: HASH,
  });
  return backend;
}

const franchiseePayload = {
  email: 'owen.sullivan@example.com',
  password: HASH,
  role: 'Franchisee',
  applicationData: { firstName: 'Owen', lastName: 'Sullivan' },
  docId: 'app-1',
};

async function refusal(promise: Promise<unknown>): Promise<ApprovalError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApprovalError) return error;
    throw error;
  }
  throw new Error('Expected the approval to be refused.');
}

describe('createUserOnApproval logic', () => {
  it('approves a franchisee: imports the PBKDF2 hash, sets the role claim, writes the records, deletes the application', async () => {
    const backend = setup();
    const result = await approveApplication(backend, admin, franchiseePayload);

    expect(result).toEqual({ uid: 'app-1', created: true });
    expect(backend.users.get('app-1')).toEqual({
      uid: 'app-1',
      email: 'owen.sullivan@example.com',
      passwordHash: HASH.hash,
      passwordSalt: HASH.salt,
      rounds: 100_000,
    });
    expect(backend.claims.get('app-1')).toEqual({ role: 'Franchisee' });
    expect(backend.approvedUsers.get('app-1')).toEqual({
      uid: 'app-1',
      email: 'owen.sullivan@example.com',
      firstName: 'Owen',
      lastName: 'Sullivan',
      town: 'Truro',
      expertise: 'Selective harvesting',
      permissionLevel: 'Franchisee',
      subscribedToNewsletter: false,
      subscribedToOffers: false,
    });
    expect(backend.publicProfiles.get('app-1')).toEqual({
      uid: 'app-1',
      firstName: 'Owen',
      lastName: 'Sullivan',
      town: 'Truro',
      expertise: 'Selective harvesting',
      role: 'Franchisee',
    });
    expect(backend.collection('FranchiseeApplication').has('app-1')).toBe(false);
  });

  it('approves a contributor from the ContributorApplication collection', async () => {
    const backend = setup();
    await approveApplication(backend, admin, { email: 'nadia.arsenault@example.com', password: HASH, role: 'Contributor', docId: 'app-2' });
    expect(backend.approvedUsers.get('app-2')?.permissionLevel).toBe('Contributor');
    expect(backend.claims.get('app-2')).toEqual({ role: 'Contributor' });
    expect(backend.collection('ContributorApplication').size).toBe(0);
  });

  it('refuses anonymous callers and non-admins with permission-denied', async () => {
    const backend = setup();
    expect((await refusal(approveApplication(backend, null, franchiseePayload))).code).toBe('permission-denied');
    const contributor = { uid: 'c-uid', token: { role: 'Contributor' } };
    backend.approvedUsers.set('c-uid', { permissionLevel: 'Contributor' });
    expect((await refusal(approveApplication(backend, contributor, franchiseePayload))).code).toBe('permission-denied');
    expect(backend.importCalls).toBe(0);
    expect(backend.collection('FranchiseeApplication').has('app-1')).toBe(true);
  });

  it('accepts an Admin known from ApprovedUsers when the token has no role claim yet', async () => {
    const backend = setup();
    backend.approvedUsers.set('late-admin', { permissionLevel: 'Admin' });
    const result = await approveApplication(backend, { uid: 'late-admin', token: {} }, franchiseePayload);
    expect(result.created).toBe(true);
  });

  it.each([
    ['a blank email', { ...franchiseePayload, email: '   ' }],
    ['no email', { ...franchiseePayload, email: undefined }],
    ['no password', { ...franchiseePayload, password: undefined }],
    ['an empty password', { ...franchiseePayload, password: '' }],
    ['no payload', undefined],
  ])('refuses %s with "Missing email or password."', async (_case, payload) => {
    const backend = setup();
    const error = await refusal(approveApplication(backend, admin, payload));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Missing email or password.');
    expect(backend.importCalls).toBe(0);
  });

  it('refuses a stored application without a usable password hash', async () => {
    const backend = setup();
    backend.collection('FranchiseeApplication').set('app-1', { email: 'owen.sullivan@example.com', password: 'plain text' });
    const error = await refusal(approveApplication(backend, admin, franchiseePayload));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Missing email or password.');
  });

  it('refuses an unknown role and a missing application', async () => {
    const backend = setup();
    expect((await refusal(approveApplication(backend, admin, { ...franchiseePayload, role: 'Admin' }))).code).toBe('invalid-argument');
    expect((await refusal(approveApplication(backend, admin, { ...franchiseePayload, docId: 'nope' }))).code).toBe('not-found');
  });

  it('refuses hashes with more rounds than Firebase Auth can import', async () => {
    const backend = setup();
    backend.collection('FranchiseeApplication').set('app-1', {
      email: 'owen.sullivan@example.com',
      password: { ...HASH, iterations: 600_000 },
    });
    expect((await refusal(approveApplication(backend, admin, franchiseePayload))).code).toBe('failed-precondition');
    expect(backend.importCalls).toBe(0);
  });

  it('refuses with already-exists when an Auth user already has the email', async () => {
    const backend = setup();
    backend.users.set('someone', { uid: 'someone', email: 'owen.sullivan@example.com', passwordHash: 'x', passwordSalt: 'y', rounds: 1 });
    const error = await refusal(approveApplication(backend, admin, franchiseePayload));
    expect(error.code).toBe('already-exists');
    expect(error.message).toContain('owen.sullivan@example.com');
    expect(backend.importCalls).toBe(0);
    expect(backend.approvedUsers.size).toBe(0);
    expect(backend.collection('FranchiseeApplication').has('app-1')).toBe(true);
  });

  it('creates one user and one record when two approvals run at once', async () => {
    const backend = setup();
    const results = await Promise.all([
      approveApplication(backend, admin, franchiseePayload),
      approveApplication(backend, admin, franchiseePayload),
    ]);
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    expect(results.every((result) => result.uid === 'app-1')).toBe(true);
    expect(backend.users.size).toBe(1);
    expect(backend.approvedUsers.size).toBe(1);
    expect(backend.publicProfiles.size).toBe(1);
    expect(backend.collection('FranchiseeApplication').size).toBe(0);
  });

  it('is idempotent: approving an already approved application changes nothing', async () => {
    const backend = setup();
    await approveApplication(backend, admin, franchiseePayload);
    const again = await approveApplication(backend, admin, franchiseePayload);
    expect(again).toEqual({ uid: 'app-1', created: false });
    expect(backend.importCalls).toBe(1);
    expect(backend.users.size).toBe(1);
  });

  it('takes the account back when the application is rejected during the approval', async () => {
    const backend = setup();
    backend.beforeCommit = () => backend.collection('FranchiseeApplication').delete('app-1');
    const error = await refusal(approveApplication(backend, admin, franchiseePayload));
    expect(error.code).toBe('not-found');
    expect(backend.users.size).toBe(0);
    expect(backend.approvedUsers.size).toBe(0);
  });
});
