// The local backend's AdminService: the review lists and what approving or
// rejecting an item does. Approving an application does here what the
// createUserOnApproval function does in production (src/services/local/approval.ts).
import type { AdminService } from '../api';
import { ServiceError } from '../../domain/errors';
import { pendingComment } from '../../domain/messages';
import { requireAdminViewer } from '../../domain/permissions';
import type { PendingComment, PendingItems, ReviewKind } from '../../domain/types';
import { createUserOnApproval } from './approval';
import type { LocalContext } from './context';
import { displayNames } from './users';

/** The board a comment review item names; the item comes from the caller, so it is checked, not cast. */
function commentBoardOf(item: PendingItems[ReviewKind]): string {
  if (!('commentBoardId' in item) || typeof item.commentBoardId !== 'string') {
    throw new ServiceError('invalid-argument', 'A comment item names its board.');
  }
  return item.commentBoardId;
}

export function createAdminService(context: LocalContext): AdminService {
  const { db, session, files, watch } = context;

  async function pendingComments(): Promise<PendingComment[]> {
    const records = await db.comments.orderBy('timestamp').filter((message) => !message.isApproved).toArray();
    const boards = new Map((await db.commentBoards.toArray()).map((board) => [board.id, board]));
    const names = await displayNames(db, records.map((message) => message.userId).filter((uid): uid is string => uid !== null));
    return records.map((message) => pendingComment(message, boards.get(message.boardId), names));
  }

  const pendingQueries: { [K in ReviewKind]: () => Promise<PendingItems[K][]> } = {
    franchisee: async () => (await db.franchiseeApplications.orderBy('submittedAt').toArray()).map(({ password: _p, ...rest }) => rest),
    contributor: async () => (await db.contributorApplications.orderBy('submittedAt').toArray()).map(({ password: _p, ...rest }) => rest),
    pricing: async () => (await db.pricingInquiries.orderBy('createdAt').toArray()).map(({ createdAt: _c, ...rest }) => rest),
    contact: async () => db.contactSubmissions.orderBy('timestamp').toArray(),
    comment: pendingComments,
  };

  return {
    watchPending(kind, callback, onError) {
      return watch.asViewer(
        async (viewer) => {
          requireAdminViewer(viewer);
          return pendingQueries[kind]();
        },
        callback,
        onError,
      );
    },

    async approve(kind: ReviewKind, item: PendingItems[ReviewKind]) {
      requireAdminViewer(await session.viewer());
      switch (kind) {
        case 'franchisee':
        case 'contributor':
          await createUserOnApproval(context, kind, item.id);
          return;
        case 'pricing':
          await db.transaction('rw', [db.pricingInquiries, db.approvedReadyToTalk], async () => {
            const inquiry = await db.pricingInquiries.get(item.id);
            if (!inquiry) throw new ServiceError('not-found', 'Inquiry not found.');
            await db.approvedReadyToTalk.put({ ...inquiry, status: 'Approved' });
            await db.pricingInquiries.delete(item.id);
          });
          return;
        case 'contact':
          await db.transaction('rw', [db.contactSubmissions, db.contactApproved], async () => {
            const submission = await db.contactSubmissions.get(item.id);
            if (!submission) throw new ServiceError('not-found', 'Submission not found.');
            await db.contactApproved.put({ ...submission, status: 'Approved' });
            await db.contactSubmissions.delete(item.id);
          });
          return;
        case 'comment': {
          const commentBoardId = commentBoardOf(item);
          await db.transaction('rw', db.comments, async () => {
            const record = await db.comments.get(item.id);
            if (!record || record.boardId !== commentBoardId) throw new ServiceError('not-found', 'Comment not found.');
            await db.comments.update(item.id, { isApproved: true });
          });
          return;
        }
      }
    },

    async reject(kind: ReviewKind, item: PendingItems[ReviewKind]) {
      requireAdminViewer(await session.viewer());
      switch (kind) {
        case 'franchisee':
          await db.franchiseeApplications.delete(item.id);
          return;
        case 'contributor':
          await db.contributorApplications.delete(item.id);
          return;
        case 'pricing':
          await db.pricingInquiries.delete(item.id);
          return;
        case 'contact':
          await db.contactSubmissions.delete(item.id);
          return;
        case 'comment': {
          // Only a pending message of the board the item names: a pending
          // message has no replies (nobody may reply to it), so it goes.
          const commentBoardId = commentBoardOf(item);
          const removed = await db.transaction('rw', [db.comments, db.files], async () => {
            const record = await db.comments.get(item.id);
            if (!record || record.boardId !== commentBoardId) return [];
            if (record.isApproved) throw new ServiceError('invalid-argument', 'Only a pending comment can be rejected.');
            await db.comments.delete(item.id);
            return record.userId === null ? [] : files.deleteFolder(record.userId, commentBoardId, item.id);
          });
          files.forget(removed);
          return;
        }
      }
    },
  };
}
