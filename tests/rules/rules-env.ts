// Shared by the security-rules tests (tests/rules/*.emulator.test.ts): the
// five kinds of caller of the matrix, valid documents of every collection, and
// the fixture written with the rules off before each test. They run under
// `npm run test:emulators` only (the Firestore and Storage emulators need
// Java 21 and a download), on the same demo project as the emulators, since
// storage.rules reads Firestore there (cross-service rules).
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

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
    storage: { rules: readFileSync('storage.rules', 'utf8') },
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

export const AT = '2026-11-01T12:00:00.000Z';
export const LATER = '2026-11-02T08:30:00.000Z';

export const PASSWORD_HASH = {
  algorithm: 'PBKDF2-SHA256',
  iterations: 100_000,
  salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
};

export function contactDoc(overrides: Record<string, unknown> = {}) {
  return { email: 'visitor@example.com', subject: 'A question', message: 'Do you ship to Cape Breton?', timestamp: AT, status: 'Pending', ...overrides };
}

export function pricingDoc(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Marie',
    lastName: 'Landry',
    email: 'marie.landry@example.com',
    phoneNumber: '9025550100',
    postalCode: 'B3H 1A1',
    contactBy: 'email',
    preferredTimezone: 'Atlantic',
    businessName: 'Landry Joinery',
    submissionDate: '2026/11/01',
    createdAt: AT,
    ...overrides,
  };
}

export function franchiseeDoc(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Luc',
    lastName: 'Robichaud',
    email: 'luc.robichaud@example.com',
    phoneNumber: '(506) 555-0122',
    businessName: 'Robichaud Sawmill',
    businessType: 'sawmilling, kiln drying',
    expertise: 'Hardwood milling',
    website: '',
    address: '4 River Road',
    town: 'Bouctouche',
    postalCode: 'E4S 1A1',
    province: 'NB',
    contactBy: 'email',
    password: PASSWORD_HASH,
    submittedAt: AT,
    ...overrides,
  };
}

export function contributorDoc(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Anne',
    lastName: 'Poirier',
    email: 'anne.poirier@example.com',
    phoneNumber: '5065550111',
    expertise: 'Timber framing',
    province: 'NB',
    town: 'Shediac',
    password: PASSWORD_HASH,
    employer: 'self',
    businessName: null,
    submittedAt: AT,
    ...overrides,
  };
}

export function memberDoc(role: 'contributor' | 'franchisee' | 'admin') {
  const caller = CALLERS[role];
  return {
    uid: caller.uid,
    email: caller.email,
    firstName: role,
    lastName: 'Member',
    town: 'Halifax',
    expertise: 'Forestry',
    permissionLevel: caller.role,
    subscribedToNewsletter: false,
    subscribedToOffers: false,
  };
}

export function messageDoc(overrides: Record<string, unknown> = {}) {
  return {
    userId: CALLERS.contributor.uid,
    content: 'Is the spruce kiln dried?',
    attachments: [] as unknown[],
    timestamp: AT,
    editTimestamp: null,
    replyTo: null,
    isApproved: false,
    isDeleted: false,
    ...overrides,
  };
}

export function attachmentMetaDoc(uid: string, boardId: string, messageId: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    userId: uid,
    boardId,
    messageId,
    name,
    path: `attachments/${uid}/${boardId}/${messageId}/${name}`,
    fileUrl: `https://example.test/${messageId}/${name}`,
    timestamp: AT,
    ...overrides,
  };
}

/** A message by the caller as the firebase backend writes it (approval skipped for Franchisee and Admin). */
export function newMessageBy(role: RoleName, overrides: Record<string, unknown> = {}) {
  return messageDoc({
    userId: CALLERS[role].uid,
    content: 'A new message',
    isApproved: role === 'franchisee' || role === 'admin',
    ...overrides,
  });
}

// ---- The fixture -------------------------------------------------------------------

/**
 * Boards: store (comments, no files), discussion (Franchisee and Admin, files),
 * gallery (comments with files). Messages: store/approved-1 (Franchisee,
 * approved), store/pending-1 (Contributor, pending), discussion/d-1
 * (Franchisee), gallery/g-1 (Contributor, approved), gallery/g-2 (Contributor, pending).
 */
export async function seedFirestore(db: Db): Promise<void> {
  const batch = db.batch();
  const set = (path: string, data: Record<string, unknown>) => batch.set(db.doc(path), data);
  for (const role of ['contributor', 'franchisee', 'admin'] as const) {
    const member = memberDoc(role);
    set(`ApprovedUsers/${member.uid}`, member);
    set(`publicProfiles/${member.uid}`, {
      uid: member.uid,
      firstName: member.firstName,
      lastName: member.lastName,
      town: member.town,
      expertise: member.expertise,
      role: member.permissionLevel,
    });
  }
  set('FranchiseeApplication/app-f', franchiseeDoc());
  set('ContributorApplication/app-c', contributorDoc());
  set('PricingInquiries/inq-1', pricingDoc());
  set('ContactSubmissions/contact-1', contactDoc());
  set('ApprovedReadyToTalk/old-1', pricingDoc({ status: 'Approved' }));
  set('ContactApproved/old-1', contactDoc({ status: 'Approved' }));
  set('subscriber/reader@example.com', { email: 'reader@example.com', newsletter: true });
  set('commentBoards/store', { pathname: '/store', pathKey: '/store', heading: 'Comments', kind: 'comments', maxLength: 500, allowAttachments: false });
  set('commentBoards/discussion', {
    pathname: '/discussion',
    pathKey: '/discussion',
    heading: 'Discussion',
    kind: 'discussion',
    maxLength: 750,
    allowAttachments: true,
  });
  set('commentBoards/gallery', { pathname: '/gallery', pathKey: '/gallery', heading: 'Gallery', kind: 'comments', maxLength: 500, allowAttachments: true });
  set('commentBoards/store/comments/approved-1', messageDoc({ userId: CALLERS.franchisee.uid, content: 'Yes, all of it.', isApproved: true }));
  set('commentBoards/store/comments/pending-1', messageDoc({ timestamp: LATER }));
  set('commentBoards/discussion/comments/d-1', messageDoc({ userId: CALLERS.franchisee.uid, content: 'Kiln schedule attached', isApproved: true }));
  set('commentBoards/gallery/comments/g-1', messageDoc({ content: 'Our boardwalk', isApproved: true }));
  set('commentBoards/gallery/comments/g-2', messageDoc({ content: 'Draft photo', isApproved: false }));
  set('attachments/d-1_plan.pdf', attachmentMetaDoc(CALLERS.franchisee.uid, 'discussion', 'd-1', 'plan.pdf'));
  set('secrets/s-1', { note: 'no rule covers this collection' });
  await batch.commit();
}
