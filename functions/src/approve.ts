// The logic of the createUserOnApproval callable, free of any Firebase SDK:
// Auth goes through the small ApprovalAuth seam and Firestore through Store
// (store.ts), so unit tests (tests/unit/functions-approve.test.ts) run it
// against fakes with production semantics and index.ts wires it to firebase-admin.
//
// An approval must never touch an existing account (ADR 005): production
// Firebase Auth's importUsers REPLACES a user whose uid exists, and application
// ids are chosen by whoever submits the application. So:
// - the caller is an Admin by the ID token's `role` claim, nothing else;
// - the new account's uid is random and made here; the application id only
//   names the application (and its marker);
// - an email that belongs to an Auth user or an ApprovedUsers record is refused
//   before anything is written, and a uid that exists is never imported;
// - approvalMarkers/{collection}_{docId} ({ uid, email, role, state }), written
//   in a transaction, makes repeated and concurrent approvals of one
//   application agree on one uid;
// - order: reserve the uid, import the Auth user with the applicant's PBKDF2
//   hash, commit the records in one transaction, then set the role claim. A
//   failed commit takes back the Auth user this call imported, so no claim and
//   no account is left without records.

import { CallableError } from './callable-error';
import type { DocRef, Store, StoreTransaction } from './store';

export type ApprovedRole = 'Franchisee' | 'Contributor';

export const APPLICATION_COLLECTIONS: Record<ApprovedRole, string> = {
  Franchisee: 'FranchiseeApplication',
  Contributor: 'ContributorApplication',
};

export const MARKER_COLLECTION = 'approvalMarkers';
export const MEMBER_COLLECTION = 'ApprovedUsers';
export const PROFILE_COLLECTION = 'publicProfiles';
export const DIRECTORY_COLLECTION = 'contributorDirectory';

/**
 * The site's languages (a copy of LANGUAGES in src/domain/languages.ts,
 * tests/unit/functions-copies.test.ts): the member record keeps the one the
 * application was sent in, so the consortium writes to the member in it.
 */
export const MEMBER_LANGUAGES = ['en-CA', 'fr-CA'] as const;
export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];
/** An application stored before issue 17 has no language: it was made in English. */
export const DEFAULT_MEMBER_LANGUAGE: MemberLanguage = 'en-CA';

/** Firebase Auth accepts at most this many PBKDF2_SHA256 rounds on import. */
export const MAX_IMPORT_ROUNDS = 120_000;

export const MISSING_CREDENTIALS = 'Missing email or password.';
export const ADMIN_ONLY = 'Only an Admin can approve applications.';
export const APPLICATION_NOT_FOUND = 'Application not found.';
export const INTERRUPTED = 'The approval was interrupted. Please try again.';

/** The refusal shown in the admin console when the applicant's email already has an account. */
export function accountExists(email: string): string {
  return `An account already exists for ${email}.`;
}

/** The client-made hash (src/services/crypto.ts): base64 salt and 32-byte derived key. */
export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256';
  iterations: number;
  salt: string;
  hash: string;
}

export type ApprovedUserRecord = {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  town: string;
  expertise: string;
  permissionLevel: ApprovedRole;
  subscribedToNewsletter: boolean;
  subscribedToOffers: boolean;
  language: MemberLanguage;
};

export type PublicProfileRecord = {
  uid: string;
  firstName: string;
  lastName: string;
  town: string;
  expertise: string;
  role: ApprovedRole;
};

/** What the contributors page lists: no uid, so the directory is not a uid list. */
export type ContributorDirectoryEntry = {
  firstName: string;
  lastName: string;
  town: string;
  expertise: string;
};

export type MarkerState = 'reserved' | 'committed';

export type ApprovalMarker = {
  uid: string;
  email: string;
  role: ApprovedRole;
  state: MarkerState;
};

export interface AuthUser {
  uid: string;
  email: string | null;
}

export interface ImportedUser {
  uid: string;
  email: string;
  /** base64 as stored in the application; the admin half passes the raw bytes. */
  passwordHash: string;
  passwordSalt: string;
  rounds: number;
}

/** The few Auth operations approval needs. admin-backend.ts implements them with firebase-admin. */
export interface ApprovalAuth {
  /** The Auth user with this uid, or null. */
  getUser(uid: string): Promise<AuthUser | null>;
  /** The Auth user with this email, or null. */
  getUserByEmail(email: string): Promise<AuthUser | null>;
  /**
   * auth.importUsers with PBKDF2_SHA256. In production it REPLACES a user whose
   * uid exists, so it is only ever called after getUser found none.
   */
  importUser(user: ImportedUser): Promise<void>;
  /** Deletes the Auth user; one that is already gone is not an error. */
  deleteUser(uid: string): Promise<void>;
  /** Sets the custom claims { role } the security rules read. */
  setRoleClaim(uid: string, role: ApprovedRole): Promise<void>;
}

export interface ApprovalBackend extends ApprovalAuth, Store {}

/** A refusal with an HttpsError code; index.ts rethrows it as HttpsError. */
export class ApprovalError extends CallableError {
  constructor(...args: ConstructorParameters<typeof CallableError>) {
    super(...args);
    this.name = 'ApprovalError';
  }
}

export interface ApprovalCaller {
  uid: string;
  /** Decoded ID token claims. */
  token: Record<string, unknown>;
}

export interface ApprovalResult {
  uid: string;
  /** False when an earlier (or concurrent) call had already approved this application. */
  created: boolean;
}

export interface ApprovalOptions {
  /** Makes the new account's uid; tests pass one to force a collision. */
  newUid?: () => string;
}

const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UID_LENGTH = 28;

/** 28 characters of [A-Za-z0-9] from the platform's CSPRNG, without modulo bias. */
export function randomUid(): string {
  // 248 = 4 × 62: bytes at or above it are dropped so every character is equally likely.
  const limit = 256 - (256 % UID_ALPHABET.length);
  let uid = '';
  while (uid.length < UID_LENGTH) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(UID_LENGTH * 2))) {
      if (byte < limit && uid.length < UID_LENGTH) uid += UID_ALPHABET[byte % UID_ALPHABET.length];
    }
  }
  return uid;
}

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

/** The application's language; a missing or unknown one is the default. */
export function parseLanguage(value: unknown): MemberLanguage {
  return MEMBER_LANGUAGES.find((language) => language === value) ?? DEFAULT_MEMBER_LANGUAGE;
}

function parseRole(value: unknown): ApprovedRole | null {
  return value === 'Franchisee' || value === 'Contributor' ? value : null;
}

/** Firestore ids share the limits that matter here: no slash, at most 128 characters. */
function parseDocId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 128 || value.includes('/') || value === '.' || value === '..') {
    throw new ApprovalError('invalid-argument', 'Missing or invalid application id.');
  }
  return value;
}

/** A stored marker; one that does not parse is a server fault, never something to guess around. */
export function parseMarker(data: Record<string, unknown> | null): ApprovalMarker | null {
  if (data === null) return null;
  const { uid, email, role, state } = data;
  const parsedRole = parseRole(role);
  if (typeof uid !== 'string' || uid.length === 0 || typeof email !== 'string' || !parsedRole || (state !== 'reserved' && state !== 'committed')) {
    throw new Error('Malformed approval marker.');
  }
  return { uid, email, role: parsedRole, state };
}

function requireAdmin(caller: ApprovalCaller | null | undefined): void {
  // The claim only: a member record is client-visible data, the claim is set by the server.
  if (caller?.token['role'] !== 'Admin') throw new ApprovalError('permission-denied', ADMIN_ONLY);
}

const memberRef = (uid: string): DocRef => ({ collection: MEMBER_COLLECTION, id: uid });
const profileRef = (uid: string): DocRef => ({ collection: PROFILE_COLLECTION, id: uid });

/** Member records whose email is this one, in its stored and its lower-case form. */
function memberUidsWithEmail(transaction: StoreTransaction, emails: readonly string[]): Promise<string[]> {
  return transaction.findIds(MEMBER_COLLECTION, 'email', [...new Set(emails)], 10);
}

interface Application {
  email: string;
  /** The email as the applicant typed it: member records written before lower-casing may carry it. */
  storedEmail: string;
  password: PasswordHash;
  profile: ContributorDirectoryEntry;
  language: MemberLanguage;
}

function parseApplication(data: Record<string, unknown>, payloadEmail: string): Application {
  const storedEmail = text(data['email']);
  const email = storedEmail.toLowerCase();
  const password = parsePasswordHash(data['password']);
  if (!email || !password) throw new ApprovalError('invalid-argument', MISSING_CREDENTIALS);
  if (email !== payloadEmail) throw new ApprovalError('invalid-argument', 'The email does not match the application.');
  if (password.iterations > MAX_IMPORT_ROUNDS) {
    throw new ApprovalError('failed-precondition', `Password hashes with more than ${MAX_IMPORT_ROUNDS} rounds cannot be imported.`);
  }
  return {
    email,
    storedEmail,
    password,
    profile: {
      firstName: text(data['firstName']),
      lastName: text(data['lastName']),
      town: text(data['town']),
      expertise: text(data['expertise']),
    },
    language: parseLanguage(data['language']),
  };
}

type CommitOutcome =
  /** Records written, application deleted, marker committed. */
  | 'approved'
  /** An earlier or concurrent call committed this marker's uid. */
  | 'already-approved'
  /** The application is gone and nobody approved it: rejected meanwhile. */
  | 'missing'
  /** A member record with this email appeared meanwhile. */
  | 'email-taken'
  /** The marker no longer reserves this uid, or records exist under it. */
  | 'conflict';

/**
 * Approves a franchisee or contributor application: creates the Auth account
 * with the applicant's own password hash, the member records and the role claim.
 */
export async function approveApplication(
  backend: ApprovalBackend,
  caller: ApprovalCaller | null | undefined,
  payload: unknown,
  options: ApprovalOptions = {},
): Promise<ApprovalResult> {
  requireAdmin(caller);

  const data = isRecord(payload) ? payload : {};
  const payloadEmail = text(data['email']).toLowerCase();
  if (!payloadEmail || data['password'] === undefined || data['password'] === null || data['password'] === '') {
    throw new ApprovalError('invalid-argument', MISSING_CREDENTIALS);
  }
  const role = parseRole(data['role']);
  if (!role) throw new ApprovalError('invalid-argument', 'Role must be Franchisee or Contributor.');
  const docId = parseDocId(data['docId']);
  const collection = APPLICATION_COLLECTIONS[role];
  const applicationRef: DocRef = { collection, id: docId };
  const markerRef: DocRef = { collection: MARKER_COLLECTION, id: `${collection}_${docId}` };
  const newUid = options.newUid ?? randomUid;

  // The stored application is the source of truth; the payload only names it.
  const before = await backend.runTransaction(async (transaction) => ({
    application: await transaction.get(applicationRef),
    marker: parseMarker(await transaction.get(markerRef)),
  }));

  if (!before.application) {
    if (before.marker?.state === 'committed') return reapplyClaim(backend, before.marker);
    // Rejected after an approval had reserved (and maybe imported) an account: take it back.
    if (before.marker) await releaseReservation(backend, markerRef, before.marker, { deleteUser: true });
    throw new ApprovalError('not-found', APPLICATION_NOT_FOUND);
  }
  // Application ids are the client's: one re-used after its approval is not this approval.
  if (before.marker?.state === 'committed') {
    throw new ApprovalError('failed-precondition', 'This application id was already approved.');
  }
  const application = parseApplication(before.application, payloadEmail);
  const { email } = application;
  if (before.marker && (before.marker.email !== email || before.marker.role !== role)) {
    throw new ApprovalError('failed-precondition', 'The application changed since its approval began.');
  }

  // Before anything is written: the email must not belong to anyone but this
  // approval's own (retried) account.
  const ownUid = before.marker?.uid;
  const authUser = await backend.getUserByEmail(email);
  if (authUser && authUser.uid !== ownUid) throw new ApprovalError('already-exists', accountExists(email));
  const members = await backend.runTransaction((transaction) => memberUidsWithEmail(transaction, [email, application.storedEmail]));
  if (members.some((uid) => uid !== ownUid)) throw new ApprovalError('already-exists', accountExists(email));

  // Reserve: concurrent calls meet in this transaction and agree on one uid.
  const marker = await backend.runTransaction(async (transaction): Promise<ApprovalMarker | 'missing'> => {
    const [stored, current] = [parseMarker(await transaction.get(markerRef)), await transaction.get(applicationRef)];
    if (stored) return stored;
    if (!current) return 'missing';
    const reserved: ApprovalMarker = { uid: newUid(), email, role, state: 'reserved' };
    transaction.set(markerRef, reserved);
    return reserved;
  });
  if (marker === 'missing') throw new ApprovalError('not-found', APPLICATION_NOT_FOUND);
  if (marker.state === 'committed') return reapplyClaim(backend, marker);
  if (marker.email !== email || marker.role !== role) {
    throw new ApprovalError('failed-precondition', 'The application changed since its approval began.');
  }
  const { uid } = marker;

  // Import only into a uid nobody holds: production would replace its user.
  const holder = await backend.getUser(uid);
  let imported = false;
  if (!holder) {
    try {
      await backend.importUser({ uid, email, passwordHash: application.password.hash, passwordSalt: application.password.salt, rounds: application.password.iterations });
      imported = true;
    } catch (error) {
      // Where Auth refuses an existing uid (the emulator), a concurrent call of
      // this approval may have imported it a moment ago: that is the import done.
      const now = await backend.getUser(uid);
      if (now?.email?.toLowerCase() !== email) throw error;
    }
  } else if (holder.email?.toLowerCase() !== email) {
    // Not this approval's account (a uid collision): leave it alone and let a retry draw another uid.
    await releaseReservation(backend, markerRef, marker, { deleteUser: false });
    throw new ApprovalError('aborted', INTERRUPTED);
  }
  // Otherwise an earlier or concurrent call of this approval imported this very account.

  let outcome: CommitOutcome;
  try {
    outcome = await backend.runTransaction((transaction) =>
      commitRecords(transaction, { applicationRef, markerRef, marker, application, role }),
    );
  } catch (error) {
    if (imported) await releaseReservation(backend, markerRef, marker, { deleteUser: true });
    throw error;
  }

  switch (outcome) {
    case 'approved':
      await backend.setRoleClaim(uid, role);
      return { uid, created: true };
    case 'already-approved':
      await backend.setRoleClaim(uid, role);
      return { uid, created: false };
    case 'missing':
      // Rejected meanwhile: the reservation's account goes, whoever imported it
      // (releaseReservation leaves it if the approval was committed after all).
      await releaseReservation(backend, markerRef, marker, { deleteUser: true });
      throw new ApprovalError('not-found', APPLICATION_NOT_FOUND);
    case 'email-taken':
      // This application can never be approved now: its account, whoever imported it, goes.
      await releaseReservation(backend, markerRef, marker, { deleteUser: true });
      throw new ApprovalError('already-exists', accountExists(email));
    case 'conflict':
      if (imported) await releaseReservation(backend, markerRef, marker, { deleteUser: true });
      throw new ApprovalError('aborted', INTERRUPTED);
  }
}

/** The one transaction that makes the approval real. Reads first, then writes. */
async function commitRecords(
  transaction: StoreTransaction,
  input: { applicationRef: DocRef; markerRef: DocRef; marker: ApprovalMarker; application: Application; role: ApprovedRole },
): Promise<CommitOutcome> {
  const { applicationRef, markerRef, marker, application, role } = input;
  const { uid } = marker;
  const current = await transaction.get(applicationRef);
  const stored = parseMarker(await transaction.get(markerRef));
  const member = await transaction.get(memberRef(uid));
  const profile = await transaction.get(profileRef(uid));
  const members = await memberUidsWithEmail(transaction, [application.email, application.storedEmail]);

  if (!current) return stored?.state === 'committed' && stored.uid === uid ? 'already-approved' : 'missing';
  if (stored?.uid !== uid || stored.state !== 'reserved') return 'conflict';
  if (member || profile) return 'conflict';
  if (members.some((other) => other !== uid)) return 'email-taken';

  const { email } = application;
  const names = application.profile;
  const approvedUser: ApprovedUserRecord = {
    uid,
    email,
    ...names,
    permissionLevel: role,
    subscribedToNewsletter: false,
    subscribedToOffers: false,
    language: application.language,
  };
  const publicProfile: PublicProfileRecord = { uid, ...names, role };
  transaction.set(memberRef(uid), approvedUser);
  transaction.set(profileRef(uid), publicProfile);
  if (role === 'Contributor') {
    const entry: ContributorDirectoryEntry = { ...names };
    transaction.set({ collection: DIRECTORY_COLLECTION, id: randomUid() }, entry);
  }
  transaction.delete(applicationRef);
  const committed: ApprovalMarker = { ...marker, state: 'committed' };
  transaction.set(markerRef, committed);
  return 'approved';
}

/** A retry after a committed approval: the records exist, only the claim may be missing. */
async function reapplyClaim(backend: ApprovalBackend, marker: ApprovalMarker): Promise<ApprovalResult> {
  await backend.setRoleClaim(marker.uid, marker.role);
  return { uid: marker.uid, created: false };
}

/**
 * Gives up a reservation that will not be committed: the marker goes first (in
 * a transaction, so a concurrent commit either happened before, and nothing is
 * undone, or cannot happen after), then the Auth user imported under its uid.
 */
async function releaseReservation(
  backend: ApprovalBackend,
  markerRef: DocRef,
  marker: ApprovalMarker,
  { deleteUser }: { deleteUser: boolean },
): Promise<void> {
  const released = await backend.runTransaction(async (transaction) => {
    const stored = parseMarker(await transaction.get(markerRef));
    if (stored?.state === 'committed' && stored.uid === marker.uid) return false;
    if (stored?.uid === marker.uid) transaction.delete(markerRef);
    return true;
  });
  if (!released || !deleteUser) return;
  // The uid was drawn for this application; still, only its own applicant's user goes.
  const user = await backend.getUser(marker.uid);
  if (user && user.email?.toLowerCase() === marker.email) await backend.deleteUser(marker.uid);
}
