// The logic of the createUserOnApproval callable, free of any Firebase SDK:
// everything it needs from Auth and Firestore goes through the small
// ApprovalBackend seam, so unit tests (tests/unit/functions-approve.test.ts)
// run it against a fake and index.ts wires it to firebase-admin.
//
// Flow: the caller must be an Admin; the payload must carry an email and a
// password hash ('Missing email or password.' otherwise); the application is
// re-read from Firestore (the source of truth, not the payload); the Auth user
// is imported with the applicant's PBKDF2-SHA256 hash (the password itself is
// never known); the role claim is set; then one transaction re-reads the
// application, writes ApprovedUsers/{uid} and publicProfiles/{uid} and deletes
// the application. The uid is derived from the application id, so two
// concurrent approvals import the same user and only one transaction wins: one
// account, one record.

export type ApprovedRole = 'Franchisee' | 'Contributor';

export const APPLICATION_COLLECTIONS: Record<ApprovedRole, string> = {
  Franchisee: 'FranchiseeApplication',
  Contributor: 'ContributorApplication',
};

/** Firebase Auth accepts at most this many PBKDF2_SHA256 rounds on import. */
export const MAX_IMPORT_ROUNDS = 120_000;

/** The client-made hash (src/services/crypto.ts): base64 salt and 32-byte derived key. */
export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256';
  iterations: number;
  salt: string;
  hash: string;
}

export interface ApprovedUserRecord {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  town: string;
  expertise: string;
  permissionLevel: ApprovedRole;
  subscribedToNewsletter: boolean;
  subscribedToOffers: boolean;
}

export interface PublicProfileRecord {
  uid: string;
  firstName: string;
  lastName: string;
  town: string;
  expertise: string;
  role: ApprovedRole;
}

export type CommitOutcome =
  /** The application existed: records written, application deleted. */
  | 'approved'
  /** The application is gone but ApprovedUsers/{uid} exists: a concurrent approval won. */
  | 'already-approved'
  /** The application is gone and nobody approved it (rejected meanwhile). */
  | 'missing';

/** The few admin operations approval needs. index.ts implements it with firebase-admin. */
export interface ApprovalBackend {
  /** permissionLevel of ApprovedUsers/{uid}, or null when there is no record. */
  getApprovedRole(uid: string): Promise<string | null>;
  /** The application document's data, or null when it does not exist. */
  getApplication(collection: string, docId: string): Promise<Record<string, unknown> | null>;
  /** The Auth user with this email, or null. */
  findUserByEmail(email: string): Promise<{ uid: string } | null>;
  /** auth.importUsers with algorithm PBKDF2_SHA256; salt and hash are base64 as stored. */
  importUser(user: { uid: string; email: string; passwordHash: string; passwordSalt: string; rounds: number }): Promise<void>;
  /** Removes an Auth user created by an approval that then found its application gone. */
  deleteUser(uid: string): Promise<void>;
  /** Sets the custom claims { role } the security rules read. */
  setRoleClaim(uid: string, role: ApprovedRole): Promise<void>;
  /** In one transaction: re-read the application and ApprovedUsers/{uid}, then write both records and delete the application. */
  commitApproval(input: {
    collection: string;
    docId: string;
    uid: string;
    approvedUser: ApprovedUserRecord;
    publicProfile: PublicProfileRecord;
  }): Promise<CommitOutcome>;
}

export type ApprovalErrorCode = 'permission-denied' | 'invalid-argument' | 'not-found' | 'already-exists' | 'failed-precondition';

/** A refusal with an HttpsError code; index.ts rethrows it as HttpsError. */
export class ApprovalError extends Error {
  readonly code: ApprovalErrorCode;

  constructor(code: ApprovalErrorCode, message: string) {
    super(message);
    this.name = 'ApprovalError';
    this.code = code;
  }
}

export interface ApprovalCaller {
  uid: string;
  /** Decoded ID token claims. */
  token: Record<string, unknown>;
}

export interface ApprovalResult {
  uid: string;
  /** False when a concurrent (or earlier) call had already approved this application. */
  created: boolean;
}

export const MISSING_CREDENTIALS = 'Missing email or password.';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A PasswordHash as the client makes it, or null when the value is not one. */
export function parsePasswordHash(value: unknown): PasswordHash | null {
  if (!isRecord(value)) return null;
  const { algorithm, iterations, salt, hash } = value;
  if (algorithm !== 'PBKDF2-SHA256') return null;
  if (typeof iterations !== 'number' || !Number.isInteger(iterations) || iterations < 1) return null;
  if (typeof salt !== 'string' || !BASE64.test(salt) || typeof hash !== 'string' || !BASE64.test(hash)) return null;
  return { algorithm, iterations, salt, hash };
}

function parseRole(value: unknown): ApprovedRole {
  if (value === 'Franchisee' || value === 'Contributor') return value;
  throw new ApprovalError('invalid-argument', 'Role must be Franchisee or Contributor.');
}

/** Firestore ids and Auth uids share the limits that matter here: no slash, at most 128 characters. */
function parseDocId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 128 || value.includes('/') || value === '.' || value === '..') {
    throw new ApprovalError('invalid-argument', 'Missing or invalid application id.');
  }
  return value;
}

/** The uid the approved account gets: the application's id, so repeated approvals agree on it. */
export function approvedUid(docId: string): string {
  return docId;
}

async function requireAdmin(backend: ApprovalBackend, caller: ApprovalCaller | null | undefined): Promise<void> {
  if (!caller) throw new ApprovalError('permission-denied', 'Only an Admin can approve applications.');
  if (caller.token['role'] === 'Admin') return;
  if ((await backend.getApprovedRole(caller.uid)) === 'Admin') return;
  throw new ApprovalError('permission-denied', 'Only an Admin can approve applications.');
}

/**
 * Approves a franchisee or contributor application: creates the Auth account
 * with the applicant's own password hash, the role claim and the member records.
 */
export async function approveApplication(
  backend: ApprovalBackend,
  caller: ApprovalCaller | null | undefined,
  payload: unknown,
): Promise<ApprovalResult> {
  await requireAdmin(backend, caller);

  const data = isRecord(payload) ? payload : {};
  const payloadEmail = text(data['email']).toLowerCase();
  if (!payloadEmail || data['password'] === undefined || data['password'] === null || data['password'] === '') {
    throw new ApprovalError('invalid-argument', MISSING_CREDENTIALS);
  }
  const role = parseRole(data['role']);
  const docId = parseDocId(data['docId']);
  const collection = APPLICATION_COLLECTIONS[role];
  const uid = approvedUid(docId);

  // The stored application is the source of truth; the payload only names it.
  const application = await backend.getApplication(collection, docId);
  if (!application) {
    if ((await backend.getApprovedRole(uid)) !== null) return { uid, created: false };
    throw new ApprovalError('not-found', 'Application not found.');
  }
  const email = text(application['email']).toLowerCase();
  const password = parsePasswordHash(application['password']);
  if (!email || !password) throw new ApprovalError('invalid-argument', MISSING_CREDENTIALS);
  if (email !== payloadEmail) throw new ApprovalError('invalid-argument', 'The email does not match the application.');
  if (password.iterations > MAX_IMPORT_ROUNDS) {
    throw new ApprovalError('failed-precondition', `Password hashes with more than ${MAX_IMPORT_ROUNDS} rounds cannot be imported.`);
  }

  const existing = await backend.findUserByEmail(email);
  if (existing && existing.uid !== uid) {
    throw new ApprovalError('already-exists', `An account already exists for ${email}.`);
  }
  // Same uid: an earlier or concurrent call of this approval imported it already.
  if (!existing) {
    await backend.importUser({ uid, email, passwordHash: password.hash, passwordSalt: password.salt, rounds: password.iterations });
  }
  await backend.setRoleClaim(uid, role);

  const profile = {
    firstName: text(application['firstName']),
    lastName: text(application['lastName']),
    town: text(application['town']),
    expertise: text(application['expertise']),
  };
  const outcome = await backend.commitApproval({
    collection,
    docId,
    uid,
    approvedUser: { uid, email, ...profile, permissionLevel: role, subscribedToNewsletter: false, subscribedToOffers: false },
    publicProfile: { uid, ...profile, role },
  });

  switch (outcome) {
    case 'approved':
      return { uid, created: true };
    case 'already-approved':
      return { uid, created: false };
    case 'missing':
      // Rejected while we were importing: no record points at the account, so take it back.
      await backend.deleteUser(uid);
      throw new ApprovalError('not-found', 'Application not found.');
  }
}
