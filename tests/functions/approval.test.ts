// @vitest-environment node
// Unit tests of the createUserOnApproval logic (src/domain/server/approval.ts) with
// production semantics: a fake Auth whose importUsers REPLACES a user whose
// uid exists, as production Firebase Auth does (the Auth emulator refuses
// instead, which is why the takeover went unseen), and a fake Firestore with
// real transactions (tests/functions/fake-firestore.ts). The three attacks of
// issue 14 are here, each asserting that the victim is unchanged, with who may
// approve, 'Missing email or password.', and one account per application under
// repeated, concurrent and failing approvals.
import { beforeEach, describe, expect, it } from 'vitest';
import { approveApplication } from '../../src/domain/server/approval';
import type { ApprovalAuth, ApprovalBackend, ApprovalCaller, AuthUser, ImportedUser } from '../../src/domain/server/approval-ports';
import {
  ADMIN_ONLY,
  APPLICATION_NOT_FOUND,
  ApprovalError,
  MISSING_CREDENTIALS,
  randomUid,
  type ApprovedRole,
} from '../../src/domain/server/approval-records';
import { FakeFirestore, tick } from './fake-firestore';
import { testMailPorts } from './mail-ports';

const HASH = { algorithm: 'PBKDF2-SHA256', iterations: 100_000, salt: 'c2FsdHNhbHRzYWx0c2FsdA==', hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=' };
const ATTACKER_HASH = { ...HASH, salt: 'bWFsbG9yeW1hbGxvcnk=', hash: 'YXR0YWNrZXJhdHRhY2tlcmF0dGFja2VyYXR0YWNrZXI=' };
const UID = /^[A-Za-z0-9]{28}$/;

interface FakeUser extends ImportedUser {
  claims: Record<string, unknown>;
}

/** Firebase Auth as production behaves: importUsers replaces an existing uid and checks no email. */
class ProductionAuth implements ApprovalAuth {
  readonly users = new Map<string, FakeUser>();
  readonly importedUids: string[] = [];
  /** Runs right after an import, to let a test act while the approval is under way. */
  afterImport: (() => void) | null = null;

  async getUser(uid: string): Promise<AuthUser | null> {
    await tick();
    const user = this.users.get(uid);
    return user ? { uid, email: user.email } : null;
  }

  async getUserByEmail(email: string): Promise<AuthUser | null> {
    await tick();
    const user = [...this.users.values()].find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
    return user ? { uid: user.uid, email: user.email } : null;
  }

  async importUser(user: ImportedUser): Promise<void> {
    await tick();
    this.importedUids.push(user.uid);
    // The whole record is replaced: email, hash and claims of whoever had the uid.
    this.users.set(user.uid, { ...user, claims: {} });
    this.afterImport?.();
  }

  async deleteUser(uid: string): Promise<void> {
    await tick();
    this.users.delete(uid);
  }

  async setRoleClaim(uid: string, role: ApprovedRole): Promise<void> {
    await tick();
    const user = this.users.get(uid);
    if (!user) throw Object.assign(new Error('There is no user record corresponding to the provided identifier.'), { code: 'auth/user-not-found' });
    user.claims = { role };
  }

  usersWithEmail(email: string): string[] {
    return [...this.users.values()].filter((user) => user.email === email).map((user) => user.uid);
  }
}

const ADMIN: ApprovalCaller = { uid: 'adminUid00000000000000000001', token: { role: 'Admin' } };
const VICTIM_FRANCHISEE = { uid: 'franUid000000000000000000001', email: 'francis.leblanc@example.com', role: 'Franchisee' };
const VICTIM_ADMIN = { uid: ADMIN.uid, email: 'admin@example.com', role: 'Admin' };
const ATTACKER_EMAIL = 'mallory@example.com';

let auth: ProductionAuth;
let store: FakeFirestore;
let backend: ApprovalBackend;

function addMember({ uid, email, role }: { uid: string; email: string; role: string }) {
  auth.users.set(uid, { uid, email, passwordHash: `hash-of-${uid}`, passwordSalt: `salt-of-${uid}`, rounds: 100_000, emailVerified: true, claims: { role } });
  store.put(`ApprovedUsers/${uid}`, {
    uid,
    email,
    firstName: 'Real',
    lastName: 'Member',
    town: 'Moncton',
    expertise: 'Sawmilling',
    permissionLevel: role,
    subscribedToNewsletter: true,
    subscribedToOffers: false,
  });
  store.put(`publicProfiles/${uid}`, { uid, firstName: 'Real', lastName: 'Member', town: 'Moncton', expertise: 'Sawmilling', role });
}

function setClaims(uid: string, claims: Record<string, unknown>) {
  const user = auth.users.get(uid);
  if (!user) throw new Error(`No user ${uid}`);
  user.claims = claims;
}

/** Everything of an account an approval must never change. */
function account(uid: string) {
  const user = auth.users.get(uid);
  return {
    user: user ? structuredClone(user) : undefined,
    member: store.get(`ApprovedUsers/${uid}`),
    profile: store.get(`publicProfiles/${uid}`),
  };
}

/** A verified application (issue 22) and its secret: `password` is the secret's hash. */
function addApplication(role: ApprovedRole, docId: string, { password = HASH, ...fields }: Record<string, unknown>) {
  const collection = role === 'Franchisee' ? 'FranchiseeApplication' : 'ContributorApplication';
  store.put(`${collection}/${docId}`, {
    firstName: 'Owen',
    lastName: 'Sullivan',
    email: 'owen.sullivan@example.com',
    town: 'Truro',
    expertise: 'Selective harvesting',
    emailVerified: true,
    ...fields,
  });
  store.put(`applicationSecrets/${collection}_${docId}`, { password });
}

function approve(role: ApprovedRole, docId: string, email: string, caller: ApprovalCaller | null = ADMIN, options = {}) {
  return approveApplication(backend, caller, { email, password: HASH, role, docId, applicationData: {} }, options);
}

async function refusal(promise: Promise<unknown>): Promise<ApprovalError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error instanceof ApprovalError) return error;
  throw new Error(`Expected the approval to be refused, got ${String(error)}`);
}

beforeEach(() => {
  auth = new ProductionAuth();
  store = new FakeFirestore();
  backend = {
    getUser: (uid) => auth.getUser(uid),
    getUserByEmail: (email) => auth.getUserByEmail(email),
    importUser: (user) => auth.importUser(user),
    deleteUser: (uid) => auth.deleteUser(uid),
    setRoleClaim: (uid, role) => auth.setRoleClaim(uid, role),
    runTransaction: (work) => store.runTransaction(work),
    mail: testMailPorts,
  };
  addMember(VICTIM_FRANCHISEE);
  addMember(VICTIM_ADMIN);
});

describe('the production fakes', () => {
  it('replace an existing uid on import, as production Firebase Auth does', async () => {
    const before = account(VICTIM_FRANCHISEE.uid);
    await auth.importUser({ uid: VICTIM_FRANCHISEE.uid, email: ATTACKER_EMAIL, passwordHash: 'x', passwordSalt: 'y', rounds: 1, emailVerified: true });
    expect(account(VICTIM_FRANCHISEE.uid).user).not.toEqual(before.user);
  });
});

describe('createUserOnApproval: the attacks of issue 14 leave the victim unchanged', () => {
  it('(a) a franchisee is not taken over by an application with their uid as its id and the attacker’s email', async () => {
    const victim = account(VICTIM_FRANCHISEE.uid);
    addApplication('Franchisee', VICTIM_FRANCHISEE.uid, { email: ATTACKER_EMAIL, password: ATTACKER_HASH });

    const result = await approve('Franchisee', VICTIM_FRANCHISEE.uid, ATTACKER_EMAIL);

    expect(account(VICTIM_FRANCHISEE.uid)).toEqual(victim);
    expect(auth.importedUids).not.toContain(VICTIM_FRANCHISEE.uid);
    // The applicant gets an account of their own under a server-made uid.
    expect(result.uid).toMatch(UID);
    expect(result.uid).not.toBe(VICTIM_FRANCHISEE.uid);
    expect(auth.usersWithEmail(ATTACKER_EMAIL)).toEqual([result.uid]);
  });

  it('(b) an admin is not demoted by an application with their own email and uid: refused with the console’s message', async () => {
    const victim = account(VICTIM_ADMIN.uid);
    addApplication('Contributor', VICTIM_ADMIN.uid, { email: VICTIM_ADMIN.email, firstName: 'Chosen', lastName: 'ByAttacker' });

    const error = await refusal(approve('Contributor', VICTIM_ADMIN.uid, VICTIM_ADMIN.email));

    expect(error.code).toBe('already-exists');
    expect(error.message).toBe('An account already exists for admin@example.com.');
    expect(account(VICTIM_ADMIN.uid)).toEqual(victim);
    expect(auth.users.get(VICTIM_ADMIN.uid)?.claims).toEqual({ role: 'Admin' });
    expect(auth.importedUids).toEqual([]);
    expect(store.list('contributorDirectory')).toEqual([]);
    expect(store.has(`ContributorApplication/${VICTIM_ADMIN.uid}`)).toBe(true);
  });

  it('(c) an admin is not taken over by an application with their uid as its id and the attacker’s email', async () => {
    const victim = account(VICTIM_ADMIN.uid);
    addApplication('Franchisee', VICTIM_ADMIN.uid, { email: ATTACKER_EMAIL, password: ATTACKER_HASH });

    const result = await approve('Franchisee', VICTIM_ADMIN.uid, ATTACKER_EMAIL);

    expect(account(VICTIM_ADMIN.uid)).toEqual(victim);
    expect(auth.importedUids).not.toContain(VICTIM_ADMIN.uid);
    expect(result.uid).not.toBe(VICTIM_ADMIN.uid);
    expect(auth.users.get(result.uid)?.claims).toEqual({ role: 'Franchisee' });
  });

  it('never imports into a uid that exists, even when the server draws one', async () => {
    const victim = account(VICTIM_FRANCHISEE.uid);
    addApplication('Franchisee', 'app-1', {});
    const draws = [VICTIM_FRANCHISEE.uid, 'freshUid00000000000000000001'];

    const error = await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com', ADMIN, { newUid: () => draws.shift() ?? randomUid() }));
    expect(error).toMatchObject({ code: 'aborted', message: 'The approval was interrupted. Please try again.' });
    expect(account(VICTIM_FRANCHISEE.uid)).toEqual(victim);
    expect(auth.importedUids).toEqual([]);

    // The collided reservation was given up: a retry draws another uid.
    const retry = await approve('Franchisee', 'app-1', 'owen.sullivan@example.com', ADMIN, { newUid: () => draws.shift() ?? randomUid() });
    expect(retry).toEqual({ uid: 'freshUid00000000000000000001', created: true, entryId: expect.any(String) });
    expect(account(VICTIM_FRANCHISEE.uid)).toEqual(victim);
  });

  it('never writes over member records under a drawn uid, and takes back the user it imported', async () => {
    store.put('publicProfiles/orphanProfile0000000000000001', { uid: 'orphanProfile0000000000000001', firstName: 'Old', lastName: 'Profile', town: 'Bathurst', expertise: 'Silviculture', role: 'Contributor' });
    const before = store.get('publicProfiles/orphanProfile0000000000000001');
    addApplication('Contributor', 'app-2', {});

    const error = await refusal(approve('Contributor', 'app-2', 'owen.sullivan@example.com', ADMIN, { newUid: () => 'orphanProfile0000000000000001' }));
    expect(error.code).toBe('aborted');
    expect(store.get('publicProfiles/orphanProfile0000000000000001')).toEqual(before);
    expect(store.has('ApprovedUsers/orphanProfile0000000000000001')).toBe(false);
    expect(auth.users.has('orphanProfile0000000000000001')).toBe(false);
  });
});

describe('createUserOnApproval: who may approve', () => {
  it('refuses a caller with an Admin member record but no Admin claim', async () => {
    addMember({ uid: 'lateAdmin0000000000000000001', email: 'late.admin@example.com', role: 'Admin' });
    setClaims('lateAdmin0000000000000000001', {});
    addApplication('Franchisee', 'app-1', {});

    const error = await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com', { uid: 'lateAdmin0000000000000000001', token: {} }));
    expect(error).toMatchObject({ code: 'permission-denied', message: ADMIN_ONLY });
    expect(auth.importedUids).toEqual([]);
    expect(store.has('FranchiseeApplication/app-1')).toBe(true);
  });

  it('refuses anonymous callers and members of other roles', async () => {
    addApplication('Franchisee', 'app-1', {});
    expect((await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com', null))).code).toBe('permission-denied');
    const franchisee = { uid: VICTIM_FRANCHISEE.uid, token: { role: 'Franchisee' } };
    expect((await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com', franchisee))).code).toBe('permission-denied');
    expect(auth.importedUids).toEqual([]);
  });
});

describe('createUserOnApproval: an email that has an account is refused', () => {
  it('refuses an email with a member record but no Auth user, changing nothing', async () => {
    store.put('ApprovedUsers/recordOnly00000000000000001', { uid: 'recordOnly00000000000000001', email: 'owen.sullivan@example.com', permissionLevel: 'Contributor' });
    addApplication('Franchisee', 'app-1', {});

    const error = await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com'));
    expect(error).toMatchObject({ code: 'already-exists', message: 'An account already exists for owen.sullivan@example.com.' });
    expect(auth.importedUids).toEqual([]);
    expect(store.has('FranchiseeApplication/app-1')).toBe(true);
    expect(store.list('approvalMarkers')).toEqual([]);
  });

  it('refuses an email that an Auth user has, whatever its case', async () => {
    const victim = account(VICTIM_FRANCHISEE.uid);
    addApplication('Contributor', 'app-2', { email: 'Francis.LeBlanc@Example.com' });

    const error = await refusal(approve('Contributor', 'app-2', 'francis.leblanc@example.com'));
    expect(error).toMatchObject({ code: 'already-exists', message: 'An account already exists for francis.leblanc@example.com.' });
    expect(account(VICTIM_FRANCHISEE.uid)).toEqual(victim);
    expect(auth.importedUids).toEqual([]);
  });

  it('refuses the second of two applications with one email once the first is approved', async () => {
    addApplication('Franchisee', 'app-1', {});
    addApplication('Contributor', 'app-2', {});
    const first = await approve('Franchisee', 'app-1', 'owen.sullivan@example.com');

    const error = await refusal(approve('Contributor', 'app-2', 'owen.sullivan@example.com'));
    expect(error.code).toBe('already-exists');
    expect(auth.usersWithEmail('owen.sullivan@example.com')).toEqual([first.uid]);
    expect(auth.users.get(first.uid)?.claims).toEqual({ role: 'Franchisee' });
  });

  it('approves only one of two applications with one email approved at once', async () => {
    addApplication('Franchisee', 'app-1', {});
    addApplication('Contributor', 'app-2', {});

    const settled = await Promise.allSettled([
      approve('Franchisee', 'app-1', 'owen.sullivan@example.com'),
      approve('Contributor', 'app-2', 'owen.sullivan@example.com'),
    ]);

    const approved = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.uid] : []));
    const refused = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(approved).toHaveLength(1);
    expect(refused).toEqual([expect.objectContaining({ code: 'already-exists', message: 'An account already exists for owen.sullivan@example.com.' })]);
    expect(auth.usersWithEmail('owen.sullivan@example.com')).toEqual(approved);
    expect(store.list('ApprovedUsers')).toHaveLength(3);
  });
});

describe('createUserOnApproval: the approval', () => {
  it('approves a franchisee: a server-made uid, the PBKDF2 hash, the records, the claim, the marker', async () => {
    addApplication('Franchisee', 'app-1', { businessName: 'Sullivan Woodlot Services' });
    const result = await approve('Franchisee', 'app-1', 'owen.sullivan@example.com');

    expect(result.created).toBe(true);
    expect(result.uid).toMatch(UID);
    const { uid } = result;
    expect(auth.users.get(uid)).toEqual({
      uid,
      email: 'owen.sullivan@example.com',
      passwordHash: HASH.hash,
      passwordSalt: HASH.salt,
      rounds: 100_000,
      // The address was proven by the application's verification link (issue 22).
      emailVerified: true,
      claims: { role: 'Franchisee' },
    });
    expect(store.get(`ApprovedUsers/${uid}`)).toEqual({
      uid,
      email: 'owen.sullivan@example.com',
      firstName: 'Owen',
      lastName: 'Sullivan',
      town: 'Truro',
      expertise: 'Selective harvesting',
      permissionLevel: 'Franchisee',
      subscribedToNewsletter: false,
      subscribedToOffers: false,
      // An application stored before issue 17 names no language: it was made in English.
      language: 'en-CA',
      // Only a verified application is approved: the record proves the address.
      emailVerified: true,
    });
    expect(store.get(`publicProfiles/${uid}`)).toEqual({
      uid,
      firstName: 'Owen',
      lastName: 'Sullivan',
      town: 'Truro',
      expertise: 'Selective harvesting',
      role: 'Franchisee',
    });
    expect(store.has('FranchiseeApplication/app-1')).toBe(false);
    expect(store.has('applicationSecrets/FranchiseeApplication_app-1')).toBe(false);
    expect(store.get('approvalMarkers/FranchiseeApplication_app-1')).toEqual({ uid, email: 'owen.sullivan@example.com', role: 'Franchisee', state: 'committed' });
    expect(store.list('contributorDirectory')).toEqual([]);
    // Logged in the commit (issue 23): never undoable, no password; the new member's first notification.
    const [entry] = store.list('moderationLog').map((path) => store.get(path));
    expect(entry).toMatchObject({ kind: 'franchisee', action: 'approve', itemId: 'app-1', adminUid: ADMIN.uid, undoableUntil: null });
    expect(entry?.['item']).not.toHaveProperty('password');
    expect(store.list('notifications').map((path) => store.get(path))).toEqual([expect.objectContaining({ uid, kind: 'application-approved' })]);
  });

  it('gives the member the language the application was sent in, English when it names none or another', async () => {
    addApplication('Contributor', 'app-fr', { email: 'french@example.com', language: 'fr-CA' });
    addApplication('Contributor', 'app-en', { email: 'english@example.com', language: 'en-CA' });
    addApplication('Contributor', 'app-xx', { email: 'other@example.com', language: 'de-DE' });
    const french = await approve('Contributor', 'app-fr', 'french@example.com');
    const english = await approve('Contributor', 'app-en', 'english@example.com');
    const other = await approve('Contributor', 'app-xx', 'other@example.com');
    expect(store.get(`ApprovedUsers/${french.uid}`)?.['language']).toBe('fr-CA');
    expect(store.get(`ApprovedUsers/${english.uid}`)?.['language']).toBe('en-CA');
    expect(store.get(`ApprovedUsers/${other.uid}`)?.['language']).toBe('en-CA');
    // Not on the public profile or the directory entry: only the consortium writes to the member.
    expect(store.get(`publicProfiles/${french.uid}`)).not.toHaveProperty('language');
    for (const entry of store.list('contributorDirectory')) expect(store.get(entry)).not.toHaveProperty('language');
  });

  it('writes a contributor directory entry without the uid', async () => {
    addApplication('Contributor', 'app-2', { firstName: 'Nadia', lastName: 'Arsenault', email: 'nadia.arsenault@example.com', town: 'Fredericton', expertise: 'Forest ecology' });
    const { uid } = await approve('Contributor', 'app-2', 'nadia.arsenault@example.com');

    const entries = store.list('contributorDirectory');
    expect(entries).toHaveLength(1);
    expect(store.get(entries[0] ?? '')).toEqual({ firstName: 'Nadia', lastName: 'Arsenault', town: 'Fredericton', expertise: 'Forest ecology' });
    expect(entries[0]).not.toContain(uid);
    expect(auth.users.get(uid)?.claims).toEqual({ role: 'Contributor' });
  });

  it('creates one account when the same application is approved twice', async () => {
    addApplication('Franchisee', 'app-1', {});
    const first = await approve('Franchisee', 'app-1', 'owen.sullivan@example.com');
    const again = await approve('Franchisee', 'app-1', 'owen.sullivan@example.com');

    expect(again).toEqual({ uid: first.uid, created: false });
    expect(auth.importedUids).toEqual([first.uid]);
    expect(auth.usersWithEmail('owen.sullivan@example.com')).toEqual([first.uid]);
  });

  it('creates one account, one record and one directory entry when two approvals run at once', async () => {
    addApplication('Contributor', 'app-2', {});
    const results = await Promise.all([
      approve('Contributor', 'app-2', 'owen.sullivan@example.com'),
      approve('Contributor', 'app-2', 'owen.sullivan@example.com'),
    ]);

    const [first, second] = results;
    expect(first?.uid).toBe(second?.uid);
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    const uid = first?.uid ?? '';
    expect(auth.usersWithEmail('owen.sullivan@example.com')).toEqual([uid]);
    expect(auth.users.get(uid)?.claims).toEqual({ role: 'Contributor' });
    expect(store.list('ApprovedUsers').filter((path) => store.get(path)?.['email'] === 'owen.sullivan@example.com')).toEqual([`ApprovedUsers/${uid}`]);
    expect(store.list('contributorDirectory')).toHaveLength(1);
    expect(store.has('ContributorApplication/app-2')).toBe(false);
  });

  it('sets the claim again, and only that, when a committed approval is retried', async () => {
    addApplication('Franchisee', 'app-1', {});
    const { uid } = await approve('Franchisee', 'app-1', 'owen.sullivan@example.com');
    setClaims(uid, {});
    const records = account(uid);

    await expect(approve('Franchisee', 'app-1', 'owen.sullivan@example.com')).resolves.toEqual({ uid, created: false });
    expect(auth.users.get(uid)?.claims).toEqual({ role: 'Franchisee' });
    expect({ ...account(uid), user: { ...account(uid).user, claims: {} } }).toEqual(records);
    expect(auth.importedUids).toEqual([uid]);
  });

  it('sets no claim from a committed marker whose member record is gone or holds another role (issue 23)', async () => {
    addApplication('Franchisee', 'app-1', {});
    const { uid } = await approve('Franchisee', 'app-1', 'owen.sullivan@example.com');
    setClaims(uid, {});
    store.put(`ApprovedUsers/${uid}`, { ...store.get(`ApprovedUsers/${uid}`), permissionLevel: 'Contributor' });
    expect((await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com'))).code).toBe('not-found');
    store.remove(`ApprovedUsers/${uid}`);
    expect((await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com'))).code).toBe('not-found');
    expect(auth.users.get(uid)?.claims).toEqual({});
  });

  it('refuses an application id that is used again after its approval', async () => {
    addApplication('Franchisee', 'app-1', {});
    const { uid } = await approve('Franchisee', 'app-1', 'owen.sullivan@example.com');
    addApplication('Franchisee', 'app-1', { email: ATTACKER_EMAIL, password: ATTACKER_HASH });
    const approved = account(uid);

    const error = await refusal(approve('Franchisee', 'app-1', ATTACKER_EMAIL));
    expect(error.code).toBe('failed-precondition');
    expect(account(uid)).toEqual(approved);
    expect(auth.usersWithEmail(ATTACKER_EMAIL)).toEqual([]);
  });
});

describe('createUserOnApproval: failures leave no account behind', () => {
  it('deletes the imported user and sets no claim when the commit fails', async () => {
    addApplication('Franchisee', 'app-1', {});
    store.beforeCommit = (writes) => {
      if (writes.some((write) => write.path.startsWith('ApprovedUsers/'))) throw new Error('Firestore unavailable');
    };

    await expect(approve('Franchisee', 'app-1', 'owen.sullivan@example.com')).rejects.toThrow('Firestore unavailable');
    expect(auth.importedUids).toHaveLength(1);
    expect(auth.usersWithEmail('owen.sullivan@example.com')).toEqual([]);
    expect(store.list('ApprovedUsers')).toEqual([`ApprovedUsers/${VICTIM_FRANCHISEE.uid}`, `ApprovedUsers/${VICTIM_ADMIN.uid}`]);
    expect(store.list('approvalMarkers')).toEqual([]);
    expect(store.has('FranchiseeApplication/app-1')).toBe(true);

    // Once Firestore is back, the approval goes through with one account.
    store.beforeCommit = null;
    const retry = await approve('Franchisee', 'app-1', 'owen.sullivan@example.com');
    expect(auth.usersWithEmail('owen.sullivan@example.com')).toEqual([retry.uid]);
    expect(auth.users.get(retry.uid)?.claims).toEqual({ role: 'Franchisee' });
  });

  it('takes the account back when the application is rejected during the approval', async () => {
    addApplication('Franchisee', 'app-1', {});
    // The console's Reject deletes the application while the import runs.
    auth.afterImport = () => store.remove('FranchiseeApplication/app-1');

    const error = await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com'));
    expect(error).toMatchObject({ code: 'not-found', message: APPLICATION_NOT_FOUND });
    expect(auth.usersWithEmail('owen.sullivan@example.com')).toEqual([]);
    expect(store.list('ApprovedUsers')).toHaveLength(2);
    expect(store.list('approvalMarkers')).toEqual([]);
  });

  it('takes back an account a crashed approval left when its application was rejected since', async () => {
    auth.users.set('leftBehind000000000000000001', { uid: 'leftBehind000000000000000001', email: 'owen.sullivan@example.com', passwordHash: 'h', passwordSalt: 's', rounds: 1, emailVerified: true, claims: {} });
    store.put('approvalMarkers/FranchiseeApplication_app-1', { uid: 'leftBehind000000000000000001', email: 'owen.sullivan@example.com', role: 'Franchisee', state: 'reserved' });

    const error = await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com'));
    expect(error.code).toBe('not-found');
    expect(auth.users.has('leftBehind000000000000000001')).toBe(false);
    expect(store.list('approvalMarkers')).toEqual([]);
  });

  it('finishes the approval of a crashed call that had imported the account, without importing again', async () => {
    addApplication('Franchisee', 'app-1', {});
    auth.users.set('crashed000000000000000000001', { uid: 'crashed000000000000000000001', email: 'owen.sullivan@example.com', passwordHash: HASH.hash, passwordSalt: HASH.salt, rounds: 100_000, emailVerified: true, claims: {} });
    store.put('approvalMarkers/FranchiseeApplication_app-1', { uid: 'crashed000000000000000000001', email: 'owen.sullivan@example.com', role: 'Franchisee', state: 'reserved' });

    await expect(approve('Franchisee', 'app-1', 'owen.sullivan@example.com')).resolves.toEqual({ uid: 'crashed000000000000000000001', created: true, entryId: expect.any(String) });
    expect(auth.importedUids).toEqual([]);
    expect(auth.users.get('crashed000000000000000000001')?.claims).toEqual({ role: 'Franchisee' });
  });
});

describe('createUserOnApproval: the payload and the stored application', () => {
  it.each([
    ['a blank email', { email: '   ', password: HASH, role: 'Franchisee', docId: 'app-1' }],
    ['no email', { password: HASH, role: 'Franchisee', docId: 'app-1' }],
    ['no payload', undefined],
  ])('refuses %s with "Missing email or password."', async (_case, payload) => {
    addApplication('Franchisee', 'app-1', {});
    const error = await refusal(approveApplication(backend, ADMIN, payload));
    expect(error).toMatchObject({ code: 'invalid-argument', message: MISSING_CREDENTIALS });
    expect(auth.importedUids).toEqual([]);
  });

  it('refuses a stored application without a usable password hash', async () => {
    addApplication('Franchisee', 'app-1', { password: 'plain text' });
    const error = await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com'));
    expect(error).toMatchObject({ code: 'invalid-argument', message: MISSING_CREDENTIALS });
  });

  it('refuses a payload email that is not the application’s', async () => {
    addApplication('Franchisee', 'app-1', {});
    expect((await refusal(approve('Franchisee', 'app-1', 'someone.else@example.com'))).code).toBe('invalid-argument');
    expect(auth.importedUids).toEqual([]);
  });

  it('refuses an unknown role, an invalid id and a missing application', async () => {
    addApplication('Franchisee', 'app-1', {});
    const payload = { email: 'owen.sullivan@example.com', password: HASH, role: 'Admin', docId: 'app-1' };
    expect((await refusal(approveApplication(backend, ADMIN, payload))).code).toBe('invalid-argument');
    expect((await refusal(approve('Franchisee', 'a/b', 'owen.sullivan@example.com'))).code).toBe('invalid-argument');
    expect((await refusal(approve('Franchisee', 'nope', 'owen.sullivan@example.com'))).code).toBe('not-found');
  });

  it('refuses hashes with more rounds than Firebase Auth can import', async () => {
    addApplication('Franchisee', 'app-1', { password: { ...HASH, iterations: 600_000 } });
    expect((await refusal(approve('Franchisee', 'app-1', 'owen.sullivan@example.com'))).code).toBe('failed-precondition');
    expect(auth.importedUids).toEqual([]);
  });
});

describe('randomUid', () => {
  it('makes 28 characters of [A-Za-z0-9], different each time', () => {
    const uids = Array.from({ length: 200 }, () => randomUid());
    for (const uid of uids) expect(uid).toMatch(UID);
    expect(new Set(uids).size).toBe(200);
    expect(new Set(uids.join('')).size).toBeGreaterThan(55);
  });
});
