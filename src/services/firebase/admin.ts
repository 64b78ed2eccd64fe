// The admin service over Firestore and the callables: the live review queues
// (review-queues.ts) and the decisions, every one through the moderate
// callable (issue 23: the server checks the item is still pending, applies
// the decision, logs it and tells the author; clients no longer approve or
// delete directly), their undo and the trust rule through undoDecision and
// setTrustSettings; the history and the author's record are Admin-readable
// queries (moderation-queries.ts). Admin only, by the domain's viewer check
// here and by firestore.rules and the functions on the server.
import type { Functions } from 'firebase/functions';
import type { AdminService } from '../api';
import { callables } from '../../domain/model/callables';
import type { Decision } from '../../domain/moderation';
import { ServiceError } from '../../domain/errors';
import { requireAdminViewer } from '../../domain/permissions';
import type { PendingItems, ReviewKind } from '../../domain/types';
import { caller } from './call';
import type { FirebaseContext } from './context';
import { guard } from './errors';
import { createModerationQueries } from './moderation-queries';
import { createReviewQueues } from './review-queues';

/** What the moderate callable is told of an item: the server reads the rest. */
interface DecisionTarget {
  id: string;
  boardId: string | null;
  version: string | null;
}

function targetOf(item: PendingItems[ReviewKind]): DecisionTarget {
  return { id: item.id, boardId: 'commentBoardId' in item ? item.commentBoardId : null, version: 'version' in item ? item.version : null };
}

export function createAdminService(context: FirebaseContext, functions: Functions): AdminService {
  const { viewer } = context;
  const call = caller(functions);
  const queues = createReviewQueues(context);

  const decideOne = (kind: ReviewKind, item: PendingItems[ReviewKind], decision: Decision) =>
    guard(async () => {
      await viewer.requireAdmin();
      const answer = await call(callables.moderate, { kind, item: targetOf(item), decision });
      if (!('entryId' in answer)) throw new ServiceError('unknown', 'Unexpected answer from moderate.');
      return answer.entryId;
    });

  return {
    ...createModerationQueries(context),

    watchPending(kind, callback, onError) {
      const fail = (error: Error) => onError?.(error);
      return viewer.watchAsViewer((current) => {
        requireAdminViewer(current);
        return queues.whole[kind](callback, fail);
      }, fail);
    },

    watchPendingPage(kind, { limit }, callback, onError) {
      const fail = (error: Error) => onError?.(error);
      return viewer.watchAsViewer((current) => {
        requireAdminViewer(current);
        return queues.paged[kind](limit, callback, fail);
      }, fail);
    },

    approve: (kind, item) => decideOne(kind, item, { action: 'approve' }),

    reject: (kind, item, rejection) => decideOne(kind, item, { action: 'reject', ...rejection }),

    decideMany: (kind, items, decision) =>
      guard(async () => {
        await viewer.requireAdmin();
        const answer = await call(callables.moderate, { kind, items: items.map(targetOf), decision });
        if (!('outcomes' in answer)) throw new ServiceError('unknown', 'Unexpected answer from moderate.');
        return answer.outcomes;
      }),

    undo: (entryId) =>
      guard(async () => {
        await viewer.requireAdmin();
        await call(callables.undoDecision, { entryId });
      }),

    setTrustSettings: (settings) =>
      guard(async () => {
        await viewer.requireAdmin();
        await call(callables.setTrustSettings, settings);
      }),
  };
}
