// The approval of a franchisee or contributor application (spec §4, §7;
// ADR 005, ADR 012), free of any SDK: Auth goes through the small ApprovalAuth
// port and Firestore through Store (store.ts). The createUserOnApproval
// function runs it over firebase-admin (functions/src/admin-backend.ts), the
// local backend over Dexie (src/services/local/server-ports.ts), and
// tests/functions/approval.test.ts against fakes with production semantics.
//
// An approval must never touch an existing account: production Firebase
// Auth's importUsers REPLACES a user whose uid exists, and application ids are
// chosen by whoever submits the application. So:
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
import {
  accountExists,
  APPLICATION_CHANGED,
  APPLICATION_COLLECTIONS,
  APPLICATION_NOT_FOUND,
  ADMIN_ONLY,
  ApprovalError,
  commitRecords,
  INTERRUPTED,
  isRecord,
  memberRef,
  memberUidsWithEmail,
  MISSING_CREDENTIALS,
  parseApplication,
  parseDocId,
  markerRefOf,
  readMarker,
  parseRole,
  randomUid,
  secretRef,
  text,
  type Application,
  type ApprovalMarker,
  type MarkerRef,
  type ApprovedRole,
  readAdminName,
  type CommitOutcome,
} from './approval-records';
import { logApplicationApproval } from './moderation-records';
import type { MailPorts } from './applications';
import type { ApprovalAuth, ApprovalBackend, ApprovalCaller, ApprovalResult } from './approval-ports';
import { siteLink } from './links';
import type { DocRef, StoredData } from './store';

/** Where the account-ready mail sends the new member (paths.login). */
const LOGIN_PATH = '/login';

export interface ApprovalOptions {
  /** Makes the new account's uid; tests pass one to force a collision. */
  newUid?: () => string;
  now?: () => Date;
}

/** What the payload names, checked: the stored application is the source of truth, the payload only names it. */
interface ApprovalRequest {
  payloadEmail: string;
  role: ApprovedRole;
  applicationRef: DocRef;
  markerRef: MarkerRef;
}

function requireAdmin(caller: ApprovalCaller | null | undefined): ApprovalCaller {
  // The claim only: a member record is client-visible data, the claim is set by the server.
  if (!caller || caller.token['role'] !== 'Admin') throw new ApprovalError('permission-denied', ADMIN_ONLY);
  return caller;
}

function parseRequest(payload: unknown): ApprovalRequest {
  const data = isRecord(payload) ? payload : {};
  // The payload's password is not read (the console no longer has it): the hash is the application's secret.
  const payloadEmail = text(data['email']).toLowerCase();
  if (!payloadEmail) throw new ApprovalError('invalid-argument', MISSING_CREDENTIALS);
  const role = parseRole(data['role']);
  if (!role) throw new ApprovalError('invalid-argument', 'Role must be Franchisee or Contributor.');
  const docId = parseDocId(data['docId']);
  const collection = APPLICATION_COLLECTIONS[role];
  return { payloadEmail, role, applicationRef: { collection, id: docId }, markerRef: markerRefOf({ collection, id: docId }) };
}

function requireSameApproval(marker: ApprovalMarker | null, email: string, role: ApprovedRole): void {
  if (marker && (marker.email !== email || marker.role !== role)) throw new ApprovalError('failed-precondition', APPLICATION_CHANGED);
}

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
  const admin = requireAdmin(caller);
  const request = parseRequest(payload);
  const { applicationRef, markerRef, role } = request;

  const before = await backend.runTransaction(async (transaction) => ({
    application: await transaction.get(applicationRef),
    secret: await transaction.get(secretRef(applicationRef)),
    marker: await readMarker(transaction, markerRef),
    adminName: await readAdminName(transaction, admin.uid),
  }));
  if (!before.application) {
    if (before.marker?.state === 'committed') return reapplyClaim(backend, before.marker);
    // Rejected after an approval had reserved (and maybe imported) an account: take it back.
    if (before.marker) await releaseReservation(backend, markerRef, before.marker, { deleteUser: true });
    throw new ApprovalError('not-found', APPLICATION_NOT_FOUND);
  }
  // Application ids are the client's: one re-used after its approval is not this approval.
  if (before.marker?.state === 'committed') throw new ApprovalError('failed-precondition', 'This application id was already approved.');
  const application = parseApplication(before.application, before.secret, request.payloadEmail);
  requireSameApproval(before.marker, application.email, role);
  await refuseTakenEmail(backend, application, before.marker?.uid);

  const marker = await reserve(backend, request, application.email, options.newUid ?? randomUid);
  if (marker.state === 'committed') return reapplyClaim(backend, marker);
  requireSameApproval(marker, application.email, role);
  const imported = await importAccount(backend, markerRef, marker, application);
  const decided = { adminUid: admin.uid, adminName: before.adminName, item: before.application };
  return commit(backend, { ...request, decided }, marker, application, imported, options.now ?? (() => new Date()));
}

/** Before anything is written: the email must not belong to anyone but this approval's own (retried) account. */
async function refuseTakenEmail(backend: ApprovalBackend, application: Application, ownUid: string | undefined): Promise<void> {
  const { email } = application;
  const authUser = await backend.getUserByEmail(email);
  if (authUser && authUser.uid !== ownUid) throw new ApprovalError('already-exists', accountExists(email));
  const members = await backend.runTransaction((transaction) => memberUidsWithEmail(transaction, [email, application.storedEmail]));
  if (members.some((uid) => uid !== ownUid)) throw new ApprovalError('already-exists', accountExists(email));
}

/** Concurrent calls meet in this transaction and agree on one uid. */
async function reserve(backend: ApprovalBackend, request: ApprovalRequest, email: string, newUid: () => string): Promise<ApprovalMarker> {
  const { applicationRef, markerRef, role } = request;
  const marker = await backend.runTransaction(async (transaction): Promise<ApprovalMarker | 'missing'> => {
    const [stored, current] = [await readMarker(transaction, markerRef), await transaction.get(applicationRef)];
    if (stored) return stored;
    if (!current) return 'missing';
    const reserved: ApprovalMarker = { uid: newUid(), email, role, state: 'reserved' };
    transaction.set(markerRef, reserved);
    return reserved;
  });
  if (marker === 'missing') throw new ApprovalError('not-found', APPLICATION_NOT_FOUND);
  return marker;
}

/** Imports the applicant only into a uid nobody holds (production would replace its user); true when this call imported it. */
async function importAccount(backend: ApprovalBackend, markerRef: MarkerRef, marker: ApprovalMarker, application: Application): Promise<boolean> {
  const { uid } = marker;
  const { email, password } = application;
  const holder = await backend.getUser(uid);
  if (!holder) {
    try {
      await backend.importUser({ uid, email, passwordHash: password.hash, passwordSalt: password.salt, rounds: password.iterations, emailVerified: true });
      return true;
    } catch (error) {
      // Where Auth refuses an existing uid (the emulator), a concurrent call of
      // this approval may have imported it a moment ago: that is the import done.
      const now = await backend.getUser(uid);
      if (now?.email?.toLowerCase() !== email) throw error;
      return false;
    }
  }
  if (holder.email?.toLowerCase() !== email) {
    // Not this approval's account (a uid collision): leave it alone and let a retry draw another uid.
    await releaseReservation(backend, markerRef, marker, { deleteUser: false });
    throw new ApprovalError('aborted', INTERRUPTED);
  }
  // An earlier or concurrent call of this approval imported this very account.
  return false;
}

/** Commits the records, then sets the claim; a refusal takes back what this approval made. */
async function commit(
  backend: ApprovalBackend,
  request: ApprovalRequest & { decided: { adminUid: string; adminName: string; item: StoredData } },
  marker: ApprovalMarker,
  application: Application,
  imported: boolean,
  now: () => Date,
): Promise<ApprovalResult> {
  const { applicationRef, markerRef, role } = request;
  const { uid } = marker;
  const entryId = crypto.randomUUID();
  let outcome: CommitOutcome;
  try {
    const readyMail = await renderReadyMail(backend.mail, application);
    const input = { applicationRef, markerRef, marker, application, role, readyMail, now: now() };
    const logged = { ...request.decided, entryId, kind: role === 'Franchisee' ? 'franchisee' : 'contributor', itemId: applicationRef.id } as const;
    outcome = await backend.runTransaction(async (transaction) => {
      const committed = await commitRecords(transaction, input);
      if (committed === 'approved') await logApplicationApproval(transaction, logged, { uid, email: application.email, language: application.language }, input.now);
      return committed;
    });
  } catch (error) {
    if (imported) await releaseReservation(backend, markerRef, marker, { deleteUser: true });
    throw error;
  }

  switch (outcome) {
    case 'approved':
    case 'already-approved':
      await backend.setRoleClaim(uid, role);
      return outcome === 'approved' ? { uid, created: true, entryId } : { uid, created: false };
    case 'missing':
      // Rejected meanwhile: the reservation's account goes, whoever imported it
      // (releaseReservation leaves it if the approval was committed after all).
      await releaseReservation(backend, markerRef, marker, { deleteUser: true });
      throw new ApprovalError('not-found', APPLICATION_NOT_FOUND);
    case 'email-taken':
      // This application can never be approved now: its account, whoever imported it, goes.
      await releaseReservation(backend, markerRef, marker, { deleteUser: true });
      throw new ApprovalError('already-exists', accountExists(application.email));
    case 'conflict':
      if (imported) await releaseReservation(backend, markerRef, marker, { deleteUser: true });
      throw new ApprovalError('aborted', INTERRUPTED);
  }
}

/** "Your account is ready", with a sign-in link in the applicant's language. */
function renderReadyMail(mail: MailPorts, application: Application) {
  const { language } = application;
  const link = siteLink(mail.origin, LOGIN_PATH, language);
  return mail.render({ template: 'account-ready', language, link, firstName: application.profile.firstName });
}

// What an approval leaves when it stops short: a reservation given up, with
// the account it may have imported, and the role claim set again on a retry
// after a committed approval.

/**
 * A retry after a committed approval: the records exist, only the claim may be
 * missing. Only while the member record still holds that role: a marker
 * outlives a deleted account or a changed role, and must not bring it back.
 */
async function reapplyClaim(backend: ApprovalBackend, marker: ApprovalMarker): Promise<ApprovalResult> {
  const member = await backend.runTransaction((transaction) => transaction.get(memberRef(marker.uid)));
  if (member?.['permissionLevel'] !== marker.role) throw new ApprovalError('not-found', APPLICATION_NOT_FOUND);
  await backend.setRoleClaim(marker.uid, marker.role);
  return { uid: marker.uid, created: false };
}

/**
 * Gives up a reservation that will not be committed: the marker goes first (in
 * a transaction, so a concurrent commit either happened before, and nothing is
 * undone, or cannot happen after), then the Auth user imported under its uid.
 */
async function releaseReservation(backend: ApprovalBackend, markerRef: MarkerRef, marker: ApprovalMarker, { deleteUser }: { deleteUser: boolean }): Promise<void> {
  const released = await backend.runTransaction(async (transaction) => {
    const stored = await readMarker(transaction, markerRef);
    if (stored?.state === 'committed' && stored.uid === marker.uid) return false;
    if (stored?.uid === marker.uid) transaction.delete(markerRef);
    return true;
  });
  if (released && deleteUser) await deleteReservedAccount(backend, marker);
}

/** The Auth user a reservation's approval imported; the uid was drawn for this application, still only its own applicant's user goes. */
export async function deleteReservedAccount(backend: ApprovalAuth, marker: ApprovalMarker): Promise<void> {
  const user = await backend.getUser(marker.uid);
  if (user && user.email?.toLowerCase() === marker.email) await backend.deleteUser(marker.uid);
}
