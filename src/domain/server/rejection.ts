// An Admin's rejection of a franchisee or contributor application (issue 22,
// ADR 014), run by the rejectApplication callable and the local AdminService.
// One transaction deletes the application, its secret and any approval
// marker, and queues a short, polite notice in the applicant's language. An
// account an approval had reserved (and maybe imported) is deleted at once
// after it (issue 23 item 6), unless that approval was committed first.
import {
  APPLICATION_COLLECTIONS,
  ApprovalError,
  MARKER_COLLECTION,
  MISSING_CREDENTIALS,
  isRecord,
  parseDocId,
  parseLanguage,
  parseMarker,
  parseRole,
  secretRef,
  text,
  type ApprovalMarker,
} from './approval-records';
import type { ApprovalBackend, ApprovalCaller } from './approval';
import { queueMail } from './mail';
import type { DocRef } from './store';

export const REJECT_ADMIN_ONLY = 'Only an Admin can reject applications.';

export interface RejectionResult {
  /** False when the application was already gone (approved or rejected meanwhile): nothing was sent. */
  rejected: boolean;
}

function parseRejection(payload: unknown): { applicationRef: DocRef; markerRef: DocRef } {
  const data = isRecord(payload) ? payload : {};
  const role = parseRole(data['role']);
  if (!role) throw new ApprovalError('invalid-argument', 'Role must be Franchisee or Contributor.');
  const collection = APPLICATION_COLLECTIONS[role];
  const docId = parseDocId(data['docId']);
  return { applicationRef: { collection, id: docId }, markerRef: { collection: MARKER_COLLECTION, id: `${collection}_${docId}` } };
}

export async function rejectApplication(backend: ApprovalBackend, caller: ApprovalCaller | null | undefined, payload: unknown, now: Date): Promise<RejectionResult> {
  // The claim only, as for an approval.
  if (caller?.token['role'] !== 'Admin') throw new ApprovalError('permission-denied', REJECT_ADMIN_ONLY);
  const { applicationRef, markerRef } = parseRejection(payload);

  const stored = await backend.runTransaction((transaction) => transaction.get(applicationRef));
  if (!stored) return { rejected: false };
  const email = text(stored['email']).toLowerCase();
  if (!email) throw new ApprovalError('invalid-argument', MISSING_CREDENTIALS);
  const language = parseLanguage(stored['language']);
  const rendered = await backend.mail.render({ template: 'application-rejected', language, firstName: text(stored['firstName']) });

  const released = await backend.runTransaction(async (transaction): Promise<ApprovalMarker | null | 'gone'> => {
    const current = await transaction.get(applicationRef);
    const marker = parseMarker(await transaction.get(markerRef));
    if (!current) return 'gone';
    transaction.delete(applicationRef);
    transaction.delete(secretRef(applicationRef));
    // A committed marker names an approval that deleted its application: never this one's (ids are server-made).
    if (marker && marker.state !== 'committed') transaction.delete(markerRef);
    queueMail(transaction, { to: email, kind: 'application-rejected', language, rendered }, now);
    return marker?.state === 'reserved' ? marker : null;
  });
  if (released === 'gone') return { rejected: false };
  if (released) {
    // The reserved account, if its approval had imported it: only its own applicant's.
    const user = await backend.getUser(released.uid);
    if (user && user.email?.toLowerCase() === released.email) await backend.deleteUser(released.uid);
  }
  return { rejected: true };
}
