// What an approval leaves when it stops short (approval.ts, rejection.ts):
// a reservation given up, with the account it may have imported, and the
// role claim set again on a retry after a committed approval.
import { APPLICATION_NOT_FOUND, ApprovalError, memberRef, parseMarker, type ApprovalMarker } from './approval-records';
import type { ApprovalAuth, ApprovalBackend, ApprovalResult } from './approval';
import type { DocRef } from './store';

/**
 * A retry after a committed approval: the records exist, only the claim may be
 * missing. Only while the member record still holds that role: a marker
 * outlives a deleted account or a changed role, and must not bring it back.
 */
export async function reapplyClaim(backend: ApprovalBackend, marker: ApprovalMarker): Promise<ApprovalResult> {
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
export async function releaseReservation(backend: ApprovalBackend, markerRef: DocRef, marker: ApprovalMarker, { deleteUser }: { deleteUser: boolean }): Promise<void> {
  const released = await backend.runTransaction(async (transaction) => {
    const stored = parseMarker(await transaction.get(markerRef));
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
