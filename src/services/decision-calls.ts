// An Admin's decisions, written once for both backends over their `call`
// (call.ts, ADR 027): approve, reject and a bulk through the moderate
// callable, the undo through undoDecision, the trust rule through
// setTrustSettings, the deletion of an approved inquiry or contact message
// through deleteApproved. The server checks the item is still pending, applies the
// decision, logs it and tells the author; the viewer check here only spares
// a signed-out console a round trip, as the same rule refuses it anyway.
import type { AdminService } from './api';
import { ServiceError } from '../domain/errors';
import { callables } from '../domain/model/callables';
import type { Decision } from '../domain/moderation';
import type { PendingItems, ReviewKind } from '../domain/types';
import type { Call } from './call';

type Decisions = Pick<AdminService, 'approve' | 'reject' | 'decideMany' | 'undo' | 'setTrustSettings' | 'deleteApproved'>;

/** What the moderate callable is told of an item: the server reads the rest. */
function targetOf(item: PendingItems[ReviewKind]) {
  return { id: item.id, boardId: 'commentBoardId' in item ? item.commentBoardId : null, version: 'version' in item ? item.version : null };
}

export function decisionsOver(call: Call, requireAdmin: () => Promise<unknown>): Decisions {
  async function decideOne(kind: ReviewKind, item: PendingItems[ReviewKind], decision: Decision): Promise<string> {
    await requireAdmin();
    const answer = await call(callables.moderate, { kind, item: targetOf(item), decision });
    if (!('entryId' in answer)) throw new ServiceError('unknown', 'Unexpected answer from moderate.');
    return answer.entryId;
  }

  return {
    approve: (kind, item) => decideOne(kind, item, { action: 'approve' }),

    reject: (kind, item, rejection) => decideOne(kind, item, { action: 'reject', ...rejection }),

    async decideMany(kind, items, decision) {
      await requireAdmin();
      const answer = await call(callables.moderate, { kind, items: items.map(targetOf), decision });
      if (!('outcomes' in answer)) throw new ServiceError('unknown', 'Unexpected answer from moderate.');
      return answer.outcomes;
    },

    async undo(entryId) {
      await requireAdmin();
      await call(callables.undoDecision, { entryId });
    },

    async deleteApproved(kind, id) {
      await requireAdmin();
      return (await call(callables.deleteApproved, { kind, id })).entryId;
    },

    async setTrustSettings(settings) {
      await requireAdmin();
      await call(callables.setTrustSettings, settings);
    },
  };
}
