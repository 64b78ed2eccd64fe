// An Admin's deletion of an approved pricing inquiry or contact message
// (ADR 031): once the team has answered it, it goes, through this
// rule only (the rules refuse a client's delete), and the log says who
// deleted which and when. The entry keeps the item's id and kind, never its
// words, name or address: the point of the deletion is that they go.
import { CallableError } from './callable-error';
import { readAdminName } from './approval-records';
import { appendAudit } from './moderation-records';
import { approvedFormRef, type FormKind } from './moderation-forms';
import { requireAdminClaim } from './newsletter';
import type { Store } from './store';

export const APPROVED_GONE = 'This approved item is no longer there.';

export async function deleteApproved(
  store: Store,
  caller: { uid: string; token: Record<string, unknown> } | null | undefined,
  input: { kind: FormKind; id: string },
  now: Date,
): Promise<{ entryId: string }> {
  requireAdminClaim(caller);
  const adminUid = caller?.uid ?? '';
  const ref = approvedFormRef(input.kind, input.id);
  const entryId = crypto.randomUUID();
  await store.runTransaction(async (transaction) => {
    if (!(await transaction.get(ref))) throw new CallableError('not-found', APPROVED_GONE);
    const adminName = await readAdminName(transaction, adminUid);
    const entry = { kind: input.kind, action: 'delete' as const, itemId: input.id, boardId: null, adminUid, adminName };
    appendAudit(transaction, entryId, { ...entry, item: { id: input.id }, reason: null, note: '', undoes: null }, now);
    transaction.delete(ref);
  });
  return { entryId };
}
