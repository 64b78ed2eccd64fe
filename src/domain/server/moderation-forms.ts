// An Admin's decision on a pricing inquiry or a contact message (issue 23),
// one transaction each: approve moves it to its approved collection with the
// status Approved (spec §4), reject moves it to the archive for the undo
// window; both are logged.
import { UNDO_WINDOW_MS, type Decision } from '../moderation';
import { CallableError } from './callable-error';
import type { DecisionContext, DecisionResult } from './moderation-ports';
import { readAdminName } from './approval-records';
import { appendAudit, auditItem, writeArchive } from './moderation-records';
import type { DocRef } from './store';
import { collections } from '../model/collections';

export type FormKind = 'pricing' | 'contact';

/** Where each kind waits, and where an approved one goes (spec §3). */
export const FORM_COLLECTIONS: Record<FormKind, { pending: string; approved: string }> = {
  pricing: { pending: collections.pricingInquiries.path, approved: collections.approvedReadyToTalk.path },
  contact: { pending: collections.contactSubmissions.path, approved: collections.contactApproved.path },
};

export const FORM_NOT_PENDING = 'This item is no longer pending.';

export const pendingFormRef = (kind: FormKind, id: string): DocRef => ({ collection: FORM_COLLECTIONS[kind].pending, id });
export const approvedFormRef = (kind: FormKind, id: string): DocRef => ({ collection: FORM_COLLECTIONS[kind].approved, id });

export async function decideForm(context: DecisionContext, kind: FormKind, id: string, decision: Decision): Promise<DecisionResult> {
  const { backend, caller, now } = context;
  const ref = pendingFormRef(kind, id);
  const entryId = crypto.randomUUID();
  await backend.runTransaction(async (transaction) => {
    const data = await transaction.get(ref);
    if (!data) throw new CallableError('not-found', FORM_NOT_PENDING);
    const adminName = await readAdminName(transaction, caller.uid);
    if (decision.action === 'approve') {
      transaction.set(approvedFormRef(kind, id), { ...data, status: 'Approved' });
    } else {
      writeArchive(transaction, entryId, { collection: ref.collection, id, data, extra: [], folder: null, expiresAt: new Date(now.getTime() + UNDO_WINDOW_MS) });
    }
    transaction.delete(ref);
    const rejection = decision.action === 'reject' ? { reason: decision.reason, note: decision.note } : { reason: null, note: '' };
    const item = auditItem(id, data);
    appendAudit(transaction, entryId, { kind, action: decision.action, itemId: id, boardId: null, adminUid: caller.uid, adminName, item, ...rejection, undoes: null }, now);
  });
  return { entryId };
}
