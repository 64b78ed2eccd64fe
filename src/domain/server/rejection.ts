// An Admin's rejection of a franchisee or contributor application (issue 22,
// ADR 014), run by the moderation rule (moderation.ts) and the
// rejectApplication callable. One transaction moves the application and its
// secret to the archive (an undo puts both back for UNDO_WINDOW_MS, ADR 017),
// deletes any approval marker, logs the decision with its reason and queues a
// short, polite notice in the applicant's language that gives the reason and
// note. An account an approval had reserved (and maybe imported) is deleted at
// once after it (issue 23 item 6), unless that approval was committed first.
import {
  APPLICATION_COLLECTIONS,
  ApprovalError,
  MISSING_CREDENTIALS,
  isRecord,
  parseDocId,
  parseLanguage,
  markerRefOf,
  readMarker,
  parseRole,
  secretRef,
  text,
  type ApprovalMarker,
  type MarkerRef,
} from './approval-records';
import { deleteReservedAccount } from './approval';
import type { ApprovalBackend, ApprovalCaller } from './approval-ports';
import { openOutbox, queueMail } from './mail';
import { readAdminName } from './approval-records';
import { appendAudit, auditItem, writeArchive } from './moderation-records';
import { plainRef, type DocRef } from './store';
import { REJECT_NOTE_MAX, UNDO_WINDOW_MS, isRejectReason, type Rejection } from '../moderation';

export const REJECT_ADMIN_ONLY = 'Only an Admin can reject applications.';

export const INVALID_REASON = 'A rejection needs a reason from the list and a note of at most 500 characters.';

/** False when the application was already gone (approved or rejected meanwhile): nothing was sent. */
export type RejectionResult = { rejected: true; entryId: string } | { rejected: false };

function parseRejection(payload: unknown): { applicationRef: DocRef; markerRef: MarkerRef; rejection: Rejection } {
  const data = isRecord(payload) ? payload : {};
  const role = parseRole(data['role']);
  if (!role) throw new ApprovalError('invalid-argument', 'Role must be Franchisee or Contributor.');
  const collection = APPLICATION_COLLECTIONS[role];
  const docId = parseDocId(data['docId']);
  const { reason, note = '' } = data;
  if (!isRejectReason(reason) || typeof note !== 'string' || note.length > REJECT_NOTE_MAX) throw new ApprovalError('invalid-argument', INVALID_REASON);
  return {
    applicationRef: { collection, id: docId },
    markerRef: markerRefOf({ collection, id: docId }),
    rejection: { reason, note: note.trim() },
  };
}

export async function rejectApplication(backend: ApprovalBackend, caller: ApprovalCaller | null | undefined, payload: unknown, now: Date): Promise<RejectionResult> {
  // The claim only, as for an approval.
  if (!caller || caller.token['role'] !== 'Admin') throw new ApprovalError('permission-denied', REJECT_ADMIN_ONLY);
  const { applicationRef, markerRef, rejection } = parseRejection(payload);
  const entryId = crypto.randomUUID();

  const stored = await backend.runTransaction((transaction) => transaction.get(applicationRef));
  if (!stored) return { rejected: false };
  const email = text(stored['email']).toLowerCase();
  if (!email) throw new ApprovalError('invalid-argument', MISSING_CREDENTIALS);
  const language = parseLanguage(stored['language']);
  const rendered = await backend.mail.render({ template: 'application-rejected', language, firstName: text(stored['firstName']), ...rejection });

  const released = await backend.runTransaction(async (transaction): Promise<ApprovalMarker | null | 'gone'> => {
    const current = await transaction.get(applicationRef);
    const marker = await readMarker(transaction, markerRef);
    // As stored: the archive keeps the secret exactly, for an undo to put back.
    const secret = await transaction.get(plainRef(secretRef(applicationRef)));
    const adminName = await readAdminName(transaction, caller.uid);
    const outbox = await openOutbox(transaction, now, [{ to: email, kind: 'application-rejected' }]);
    if (!current) return 'gone';
    const extra = secret ? [{ ...plainRef(secretRef(applicationRef)), data: secret }] : [];
    const expiresAt = new Date(now.getTime() + UNDO_WINDOW_MS);
    writeArchive(transaction, entryId, { ...applicationRef, data: current, extra, folder: null, expiresAt });
    transaction.delete(applicationRef);
    transaction.delete(secretRef(applicationRef));
    // A committed marker names an approval that deleted its application: never this one's (ids are server-made).
    if (marker && marker.state !== 'committed') transaction.delete(markerRef);
    queueMail(outbox, { to: email, kind: 'application-rejected', language, rendered }, now);
    const kind = applicationRef.collection === APPLICATION_COLLECTIONS.Franchisee ? 'franchisee' : 'contributor';
    const item = auditItem(applicationRef.id, current);
    const decided = { kind, action: 'reject', itemId: applicationRef.id, boardId: null, adminUid: caller.uid, adminName, item, ...rejection, undoes: null } as const;
    appendAudit(transaction, entryId, decided, now);
    return marker?.state === 'reserved' ? marker : null;
  });
  if (released === 'gone') return { rejected: false };
  // The reserved account, if its approval had imported it: only its own applicant's.
  if (released) await deleteReservedAccount(backend, released);
  return { rejected: true, entryId };
}
