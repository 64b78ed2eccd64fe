// What an approval reads and writes (ADR 005, ADR 012): the collections, the
// stored shapes, the refusals' texts, the parsers that hold stored data and the
// caller's payload to them, and the one transaction that commits an approval.
// approval.ts runs the steps around it. Pure: the same code runs in the
// createUserOnApproval function and in the local backend.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../languages';
import { MAX_IMPORT_ROUNDS } from '../limits';
import type { ContributorListing, PublicProfile, Role, UserProfile } from '../types';
import { CallableError } from './callable-error';
import { openOutbox, queueMail, type RenderedMail } from './mail';
import type { z } from 'zod/mini';
import { docRef, plainRef, type DocRef, type StoredData, type StoreTransaction } from './store';
import { collections } from '../model/collections';
import type { Collection } from '../model/declaration';

export type ApprovedRole = Exclude<Role, 'Admin'>;

export const APPLICATION_COLLECTIONS: Record<ApprovedRole, string> = {
  Franchisee: collections.franchiseeApplications.path,
  Contributor: collections.contributorApplications.path,
};

/** Both application collections' declarations, to query either by a field they share. */
export const APPLICATION_DECLARATIONS: readonly Collection<
  typeof collections.franchiseeApplications.schema | typeof collections.contributorApplications.schema
>[] = [collections.franchiseeApplications, collections.contributorApplications];

export const MISSING_CREDENTIALS = 'Missing email or password.';
export const ADMIN_ONLY = 'Only an Admin can approve applications.';
export const APPLICATION_NOT_FOUND = 'Application not found.';
export const INTERRUPTED = 'The approval was interrupted. Please try again.';
export const APPLICATION_CHANGED = 'The application changed since its approval began.';
export const NOT_VERIFIED = 'This application’s email address is not verified yet.';

/** The refusal shown in the admin console when the applicant's email already has an account. */
export function accountExists(email: string): string {
  return `An account already exists for ${email}.`;
}

/** A refusal with an HttpsError code; the function rethrows it as HttpsError, the local backend as a ServiceError. */
export class ApprovalError extends CallableError {
  constructor(...args: ConstructorParameters<typeof CallableError>) {
    super(...args);
    this.name = 'ApprovalError';
  }
}

/** The client-made hash (src/services/crypto.ts): base64 salt and 32-byte derived key. */
export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256';
  iterations: number;
  salt: string;
  hash: string;
}

/** The member's records as the approval writes them (spec §3), for the roles it gives. */
export type ApprovedUserRecord = Omit<UserProfile, 'permissionLevel'> & { permissionLevel: ApprovedRole };
export type PublicProfileRecord = Omit<PublicProfile, 'role'> & { role: ApprovedRole };
/** What the contributors page lists: no uid, so the directory is not a uid list (its id is a random one). */
export type ContributorDirectoryEntry = Omit<ContributorListing, 'id'>;

/** approvalMarkers/{collection}_{id}: the approval's reservation of a new uid for one application. */
export type ApprovalMarker = z.output<typeof collections.approvalMarkers.schema>;

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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string {
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

/** The application's language; a missing or unknown one (an application stored before issue 17) is the default. */
export function parseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function parseRole(value: unknown): ApprovedRole | null {
  return value === 'Franchisee' || value === 'Contributor' ? value : null;
}

/** Firestore ids share the limits that matter here: no slash, at most 128 characters. */
export function parseDocId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 128 || value.includes('/') || value === '.' || value === '..') {
    throw new ApprovalError('invalid-argument', 'Missing or invalid application id.');
  }
  return value;
}

export const markerRefOf = (application: DocRef) => docRef(collections.approvalMarkers, `${application.collection}_${application.id}`);
export type MarkerRef = ReturnType<typeof markerRefOf>;

/** The stored marker, read as stored: one that its schema refuses is a server fault, never something to guess around. */
export async function readMarker(transaction: StoreTransaction, ref: MarkerRef): Promise<ApprovalMarker | null> {
  const data = await transaction.get(plainRef(ref));
  if (data === null) return null;
  const marker = collections.approvalMarkers.schema.safeParse(data);
  if (!marker.success) throw new Error('Malformed approval marker.');
  return marker.data;
}

export const secretRef = (application: DocRef) => docRef(collections.applicationSecrets, `${application.collection}_${application.id}`);

export interface Application {
  email: string;
  /** The email as the applicant typed it: member records written before lower-casing may carry it. */
  storedEmail: string;
  password: PasswordHash;
  profile: ContributorDirectoryEntry;
  language: Language;
}

/**
 * The stored application and its secret. Only a verified one is approvable; the
 * hash is the secret's (an application stored before issue 22 kept it inline).
 */
export function parseApplication(data: Record<string, unknown>, secret: Record<string, unknown> | null, payloadEmail: string): Application {
  const storedEmail = text(data['email']);
  const email = storedEmail.toLowerCase();
  const password = parsePasswordHash(secret ? secret['password'] : data['password']);
  if (!email || !password) throw new ApprovalError('invalid-argument', MISSING_CREDENTIALS);
  if (email !== payloadEmail) throw new ApprovalError('invalid-argument', 'The email does not match the application.');
  if (data['emailVerified'] !== true) throw new ApprovalError('failed-precondition', NOT_VERIFIED);
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

export const memberRef = (uid: string): DocRef => ({ collection: collections.approvedUsers.path, id: uid });

/**
 * Whether the server holds proof that a member's address is theirs
 * (`emailVerified` on the record, which only the server writes): a verified
 * application, a verified Auth address, a followed confirmation link. A
 * member approved before address verification existed has none.
 */
export const isAddressProven = (member: StoredData | null): boolean => member?.['emailVerified'] === true;

/** The name an audit entry shows for an Admin: their member record's, else their uid. */
export async function readAdminName(transaction: StoreTransaction, uid: string): Promise<string> {
  const member = await transaction.get(memberRef(uid));
  return `${text(member?.['firstName'])} ${text(member?.['lastName'])}`.trim() || uid;
}
export const profileRef = (uid: string): DocRef => ({ collection: collections.publicProfiles.path, id: uid });
export const memberLinkRef = (uid: string): DocRef => ({ collection: collections.memberLinks.path, id: uid });

/** memberLinks/{uid} as stored: the member's contributor directory entry, whose random id names nobody. */
export interface MemberLink {
  contributorEntryId: string;
}

/** Member records whose email is this one, in its stored and its lower-case form. */
export function memberUidsWithEmail(transaction: StoreTransaction, emails: readonly string[]): Promise<string[]> {
  return transaction.findIds(collections.approvedUsers, 'email', [...new Set(emails)], 10);
}

export type CommitOutcome =
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

export interface CommitInput {
  applicationRef: DocRef;
  markerRef: MarkerRef;
  marker: ApprovalMarker;
  application: Application;
  role: ApprovedRole;
  /** "Your account is ready", queued with the records it announces. */
  readyMail: RenderedMail;
  now: Date;
}

/** The one transaction that makes the approval real. Reads first, then writes. */
export async function commitRecords(transaction: StoreTransaction, input: CommitInput): Promise<CommitOutcome> {
  const { applicationRef, markerRef, marker, application, role, readyMail, now } = input;
  const { uid } = marker;
  const current = await transaction.get(applicationRef);
  const stored = await readMarker(transaction, markerRef);
  const member = await transaction.get(memberRef(uid));
  const profile = await transaction.get(profileRef(uid));
  const members = await memberUidsWithEmail(transaction, [application.email, application.storedEmail]);
  const outbox = await openOutbox(transaction, now, [{ to: application.email, kind: 'account-ready' }]);

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
    // Only a verified application is approved (requireVerified): the address is proven.
    emailVerified: true,
  };
  const publicProfile: PublicProfileRecord = { uid, ...names, role };
  transaction.set(memberRef(uid), { ...approvedUser });
  transaction.set(profileRef(uid), { ...publicProfile });
  if (role === 'Contributor') {
    const entry: ContributorDirectoryEntry = { ...names };
    const link: MemberLink = { contributorEntryId: randomUid() };
    transaction.set({ collection: collections.contributorDirectory.path, id: link.contributorEntryId }, { ...entry });
    // Server-kept, so deleteMyAccount can remove the entry while the entry itself names nobody.
    transaction.set(memberLinkRef(uid), { ...link });
  }
  transaction.delete(applicationRef);
  transaction.delete(secretRef(applicationRef));
  queueMail(outbox, { to: email, kind: 'account-ready', language: application.language, rendered: readyMail }, now);
  const committed: ApprovalMarker = { ...marker, state: 'committed' };
  transaction.set(markerRef, committed);
  return 'approved';
}
