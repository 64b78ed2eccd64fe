// The admin service over Firestore and the callables: the live review queues
// (review-queues.ts) and the decisions, every one through the moderate,
// undoDecision, setTrustSettings and deleteApproved callables, written once for both
// backends (../decision-calls.ts; clients no longer approve or delete
// directly); the history and the author's record are Admin-readable
// queries (moderation-queries.ts). Admin only, by the domain's viewer check
// here and by firestore.rules and the functions on the server.
import type { Functions } from 'firebase/functions';
import type { AdminService } from '../api';
import { decisionsOver } from '../decision-calls';
import { requireAdminViewer } from '../../domain/permissions';
import { caller } from './call';
import type { FirebaseContext } from './context';
import { guard } from './errors';
import { createModerationQueries } from './moderation-queries';
import { createReviewQueues } from './review-queues';

export function createAdminService(context: FirebaseContext, functions: Functions): AdminService {
  const { viewer } = context;
  const queues = createReviewQueues(context);

  return {
    ...createModerationQueries(context),
    ...decisionsOver(caller(functions), () => guard(() => viewer.requireAdmin())),

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
  };
}
