// Shared by the security-rules tests (tests/rules/*.emulator.test.ts): the
// five kinds of caller of the matrix, valid documents of every collection, and
// the fixture written with the rules off before each test. They run in the
// emulators (scripts/emulator-suites.mjs; storage.rules only where the Storage
// emulator can be had, ADR 026), on the same demo project as the emulators, since
// storage.rules reads Firestore there (cross-service rules).
// Documents come in two forms (docs/decisions/005): as a client sends them,
// with serverTimestamp() for every time, and as stored, with a fixed
// Timestamp, for the fixture. Every form document names the language it was
// sent in (issue 17); the fixture's member records and its subscription were
// stored before that, with none.
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
// The same @firebase/firestore build that the test contexts' compat layer wraps, so its values pass through.
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import type { Board } from '../../src/domain/types';
import { RATE_LIMITS } from '../../src/domain/limits';
import { pieceSchema, type Availability, type PartnerId } from '../../src/domain/catalogue/piece';
import { storedPiece } from '../../src/domain/server/pieces';
import {
  buildBoard,
  buildContact,
  buildContributorApplication,
  buildFranchiseeApplication,
  buildKneeInput,
  buildMember,
  buildMessage,
  buildPricingInquiry,
} from '../builders';

export const PROJECT_ID = process.env['GCLOUD_PROJECT'] ?? 'demo-atlantic-timber';

/** The rows of the matrix: who is asking. */
export const ROLES = ['anonymous', 'signedIn', 'contributor', 'franchisee', 'admin'] as const;
export type RoleName = (typeof ROLES)[number];
export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface Caller {
  uid: string;
  email: string | null;
  /** The custom claim `role`, as createUserOnApproval sets it; null for a user without one. */
  role: 'Contributor' | 'Franchisee' | 'Admin' | null;
}

export const CALLERS: Record<RoleName, Caller> = {
  anonymous: { uid: 'anonymous', email: null, role: null },
  signedIn: { uid: 'u-norole', email: 'norole@example.com', role: null },
  contributor: { uid: 'u-contributor', email: 'contributor@example.com', role: 'Contributor' },
  franchisee: { uid: 'u-franchisee', email: 'franchisee@example.com', role: 'Franchisee' },
  admin: { uid: 'u-admin', email: 'admin@example.com', role: 'Admin' },
};

export type Db = ReturnType<RulesTestContext['firestore']>;
export type Bucket = ReturnType<RulesTestContext['storage']>;

export async function createEnvironment(): Promise<RulesTestEnvironment> {
  if (!PROJECT_ID.startsWith('demo-')) throw new Error(`Refusing to run against ${PROJECT_ID}: only demo- projects.`);
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
    // Only where the Storage emulator runs (docs/decisions/026); the Firestore matrix needs none.
    ...(process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ? { storage: { rules: readFileSync('storage.rules', 'utf8') } } : {}),
  });
}

export function contextFor(env: RulesTestEnvironment, role: RoleName): RulesTestContext {
  const caller = CALLERS[role];
  if (role === 'anonymous') return env.unauthenticatedContext();
  return env.authenticatedContext(caller.uid, {
    ...(caller.email ? { email: caller.email } : {}),
    ...(caller.role ? { role: caller.role } : {}),
  });
}

/** assertSucceeds when the role is in `allowed`, assertFails otherwise. */
export async function expectAccess(allowed: readonly RoleName[], role: RoleName, attempt: Promise<unknown>): Promise<void> {
  if (allowed.includes(role)) await assertSucceeds(attempt);
  else await assertFails(attempt);
}

export const allowed = (...roles: RoleName[]): readonly RoleName[] => roles;
export const EVERYONE = ROLES;
export const NOBODY: readonly RoleName[] = [];

// ---- Valid documents ----------------------------------------------------------------

/** Client-made times (ISO text, as the old client wrote them): the rules refuse them. */
export const AT = '2026-11-01T12:00:00.000Z';
export const LATER = '2026-11-02T08:30:00.000Z';
/** Times as stored: what serverTimestamp() became when the fixture was written. */
export const STORED_AT = Timestamp.fromDate(new Date(AT));
export const STORED_LATER = Timestamp.fromDate(new Date(LATER));

/** config/storage as the emulator seed writes it: the Storage emulator's origin and the app's bucket. */
export const STORAGE_CONFIG = { origin: 'http://127.0.0.1:9199', bucket: `${PROJECT_ID}.appspot.com` };
export const DOWNLOAD_TOKEN = '7d3c9a5e-1f2b-4c6d-8e0a-9b1c2d3e4f50';

/** A download URL as getDownloadURL returns it: {origin}/v0/b/{bucket}/o/{encoded path}?alt=media&token=… */
export function downloadUrl(path: string, origin = STORAGE_CONFIG.origin, bucket = STORAGE_CONFIG.bucket): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media&token=${DOWNLOAD_TOKEN}`;
}

export function attachmentPath(uid: string, boardId: string, messageId: string, name: string): string {
  return `attachments/${uid}/${boardId}/${messageId}/${name}`;
}

/** One entry of a message's attachments, as the firebase backend writes it after the upload. */
export function attachmentEntry(uid: string, boardId: string, messageId: string, name: string) {
  const path = attachmentPath(uid, boardId, messageId, name);
  return { name, path, url: downloadUrl(path) };
}

export const PASSWORD_HASH = {
  algorithm: 'PBKDF2-SHA256',
  iterations: 100_000,
  salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
};

/** The documents below are the builders' records (tests/builders.ts) in the form the rules see. */
export function contactDoc(overrides: Record<string, unknown> = {}) {
  return { ...buildContact(), timestamp: serverTimestamp(), status: 'Pending', ...overrides };
}

export function pricingDoc(overrides: Record<string, unknown> = {}) {
  return { ...buildPricingInquiry(), submissionDate: '2026/11/01', createdAt: serverTimestamp(), ...overrides };
}

export function franchiseeDoc(overrides: Record<string, unknown> = {}) {
  // The phone number as typed, with punctuation: the rules take it so.
  const application = buildFranchiseeApplication({ phoneNumber: '(506) 555-0122' });
  return { ...application, password: PASSWORD_HASH, submittedAt: serverTimestamp(), ...overrides };
}

export function contributorDoc(overrides: Record<string, unknown> = {}) {
  return { ...buildContributorApplication(), password: PASSWORD_HASH, submittedAt: serverTimestamp(), ...overrides };
}

/** A member record as createUserOnApproval wrote it before issue 17: no language. */
export function memberDoc(role: 'contributor' | 'franchisee' | 'admin') {
  const { uid, email, role: permissionLevel } = CALLERS[role];
  if (email === null || permissionLevel === null) throw new Error(`The ${role} caller has no account.`);
  const { language: _notStoredYet, ...member } = buildMember({ uid, email, firstName: role, permissionLevel });
  return member;
}

/** The public projection of a member record, written beside it by createUserOnApproval. */
function publicProfileDoc({ uid, firstName, lastName, town, expertise, permissionLevel }: ReturnType<typeof memberDoc>) {
  return { uid, firstName, lastName, town, expertise, role: permissionLevel };
}

/** A board as stored: the Board fields but its id, plus pathKey (the lowercased path findBoard matches). */
function boardDoc(overrides: Partial<Board>) {
  const { id: _inThePath, ...board } = buildBoard(overrides);
  return { ...board, pathKey: board.pathname.toLowerCase() };
}

/** A message as stored: its id and board in its path, its thread named only when a test says so. */
export function messageDoc(overrides: Record<string, unknown> = {}) {
  const message = buildMessage({ userId: CALLERS.contributor.uid, content: 'Is the spruce kiln dried?', isApproved: false });
  const { id: _id, boardId: _boardId, threadId: _threadId, ...stored } = message;
  return { ...stored, timestamp: STORED_AT, ...overrides };
}

/** attachments/{uid}_{messageId}_{name}: the metadata document of one uploaded file. */
export function attachmentMetaId(uid: string, messageId: string, name: string): string {
  return `${uid}_${messageId}_${name}`;
}

/** Attachment metadata as the firebase backend writes it with an upload. */
export function attachmentMetaDoc(uid: string, boardId: string, messageId: string, name: string, overrides: Record<string, unknown> = {}) {
  const path = attachmentPath(uid, boardId, messageId, name);
  return {
    userId: uid,
    boardId,
    messageId,
    name,
    path,
    fileUrl: downloadUrl(path),
    timestamp: serverTimestamp(),
    ...overrides,
  };
}

/** A message by the caller as the firebase backend creates it (approval skipped for Franchisee and Admin). */
export function newMessageBy(role: RoleName, overrides: Record<string, unknown> = {}) {
  return messageDoc({
    userId: CALLERS[role].uid,
    content: 'A new message',
    timestamp: serverTimestamp(),
    isApproved: role === 'franchisee' || role === 'admin',
    ...overrides,
  });
}

type DocumentRef = ReturnType<Db['doc']>;

/**
 * A post as the firebase backend writes it (issue 23): the message and the
 * poster's postLimits/{uid} window in one batch, counted once more, or a new
 * window when there is none yet or the stored one is over. firestore.rules
 * take a message only so.
 */
export async function postAs(role: RoleName, ref: DocumentRef, data: Record<string, unknown>): Promise<void> {
  const limitRef = ref.firestore.doc(`postLimits/${CALLERS[role].uid}`);
  const stored = await limitRef.get().catch(() => null);
  // As nextRateWindow decides, but past the limit too, so that the rules are the ones to refuse.
  const windowStart = stored?.exists ? (stored.get('windowStart') as Timestamp) : null;
  const current = windowStart !== null && Date.now() - windowStart.toMillis() < RATE_LIMITS.post.windowMs;
  const batch = ref.firestore.batch();
  batch.set(ref, data);
  batch.set(
    limitRef,
    current
      ? { windowStart, count: (stored?.get('count') as number) + 1, at: serverTimestamp(), lastMessageId: ref.id }
      : { windowStart: serverTimestamp(), count: 1, at: serverTimestamp(), lastMessageId: ref.id },
  );
  await batch.commit();
}

// ---- The fixture -------------------------------------------------------------------

/**
 * Boards: store (comments, no files), discussion (Franchisee and Admin, files),
 * gallery (comments with files). Messages: store/approved-1 (Franchisee,
 * approved), store/pending-1 (Contributor, pending), discussion/d-1
 * (Franchisee), gallery/g-1 (Contributor, approved), gallery/g-2 (Contributor,
 * pending). Plus config/storage (the emulator's), one contributor directory
 * entry (linked from its member in memberLinks), one approval marker, the
 * Contributor's notification and mail opt-in (issue 23). Times are stored Timestamps.
 */
export async function seedFirestore(db: Db): Promise<void> {
  const batch = db.batch();
  const set = (path: string, data: Record<string, unknown>) => batch.set(db.doc(path), data);
  for (const role of ['contributor', 'franchisee', 'admin'] as const) {
    const member = memberDoc(role);
    // The Franchisee lists the Sawyer's stock (linkPartner wrote it).
    set(`ApprovedUsers/${member.uid}`, role === 'franchisee' ? { ...member, partnerId: 'sawyer' } : member);
    set(`publicProfiles/${member.uid}`, publicProfileDoc(member));
  }
  const { uid: _directoryNamesNoUid, role: _role, ...listing } = publicProfileDoc(memberDoc('contributor'));
  set('contributorDirectory/dir-1', listing);
  set('approvalMarkers/ContributorApplication_app-c', {
    uid: 'Zq3kP9sX2mL7vB4nR8tY1wC6dF0h',
    email: buildContributorApplication().email,
    role: 'Contributor',
    state: 'reserved',
  });
  set('memberLinks/u-contributor', { contributorEntryId: 'dir-1' });
  // Issue 23: the Contributor's unread notification (the functions wrote it) and their mail opt-in.
  set('notifications/n-contributor', {
    uid: 'u-contributor',
    kind: 'reply',
    at: STORED_AT,
    read: false,
    boardId: 'store',
    boardPath: '/store',
    messageId: 'approved-1',
    excerpt: 'Yes, all of it.',
    reason: null,
    note: '',
    actorName: 'Jacques Thibodeau',
  });
  set('notificationSettings/u-contributor', { email: false });
  set('config/storage', STORAGE_CONFIG);
  set('FranchiseeApplication/app-f', franchiseeDoc({ submittedAt: STORED_AT }));
  // Issue 22: an application's hash and a mailed link's token, both the server's alone.
  set('applicationSecrets/FranchiseeApplication_app-f', { password: PASSWORD_HASH });
  set('emailTokens/token-1', { purpose: 'verify-application', email: 'luc@example.com', subject: { collection: 'FranchiseeApplication', id: 'app-f' }, language: 'en-CA', createdAt: STORED_AT, expiresAt: STORED_AT, usedAt: null });
  set('ContributorApplication/app-c', contributorDoc({ submittedAt: STORED_AT }));
  set('PricingInquiries/inq-1', pricingDoc({ createdAt: STORED_AT }));
  set('ContactSubmissions/contact-1', contactDoc({ timestamp: STORED_AT }));
  set('ApprovedReadyToTalk/old-1', pricingDoc({ createdAt: STORED_AT, status: 'Approved' }));
  set('ContactApproved/old-1', contactDoc({ timestamp: STORED_AT, status: 'Approved' }));
  // Stored before issue 17: no language.
  set('subscriber/reader@example.com', { email: 'reader@example.com', newsletter: true });
  set('commentBoards/store', boardDoc({ pathname: '/store' }));
  set('commentBoards/discussion', boardDoc({ pathname: '/discussion', heading: 'Discussion', kind: 'discussion', maxLength: 750, allowAttachments: true }));
  set('commentBoards/gallery', boardDoc({ pathname: '/gallery', heading: 'Gallery', allowAttachments: true }));
  set('commentBoards/store/comments/approved-1', messageDoc({ userId: CALLERS.franchisee.uid, content: 'Yes, all of it.', isApproved: true, threadId: 'approved-1' }));
  set('commentBoards/store/comments/pending-1', messageDoc({ timestamp: STORED_LATER }));
  // The Contributor's post window (issue 23): one post in the current 10 minutes.
  set('postLimits/u-contributor', { windowStart: Timestamp.now(), count: 1, at: Timestamp.now(), lastMessageId: 'pending-1' });
  set('commentBoards/discussion/comments/d-1', messageDoc({ userId: CALLERS.franchisee.uid, content: 'Kiln schedule attached', isApproved: true }));
  set('commentBoards/gallery/comments/g-1', messageDoc({ content: 'Our boardwalk', isApproved: true }));
  set('commentBoards/gallery/comments/g-2', messageDoc({ content: 'Draft photo', isApproved: false }));
  set(
    `attachments/${attachmentMetaId(CALLERS.franchisee.uid, 'd-1', 'plan.pdf')}`,
    attachmentMetaDoc(CALLERS.franchisee.uid, 'discussion', 'd-1', 'plan.pdf', { timestamp: STORED_AT }),
  );
  // The catalogue: the Sawyer's listed and sold knees, and another partner's sold one.
  set('pieces/sawyer-listed', pieceDoc('sawyer', 'available'));
  set('pieces/sawyer-sold', pieceDoc('sawyer', 'sold'));
  set('pieces/harvester-sold', pieceDoc('harvester', 'sold'));
  set('secrets/s-1', { note: 'no rule covers this collection' });
  await batch.commit();
}

/** A knee as the server rule stores it (storedPiece), of a partner and an availability. */
export function pieceDoc(partnerId: PartnerId, availability: Availability): Record<string, unknown> {
  const piece = pieceSchema.parse({ ...buildKneeInput(), partnerId, availability });
  return storedPiece(piece, { createdAt: new Date(AT), updatedAt: new Date(AT) });
}

/** Writes one document with the rules off: a state the test needs that no client may make (an old message, say). */
export function seedDocument(env: RulesTestEnvironment, path: string, data: Record<string, unknown>): Promise<void> {
  return env.withSecurityRulesDisabled((context) => context.firestore().doc(path).set(data));
}
