// The local backend's AdminService: the review lists and what approving or
// rejecting an item does. Approving an application runs the very core the
// createUserOnApproval function runs in production (src/domain/server/approval.ts),
// over the local ports (server-ports.ts): marker, server-made uid, refusal of
// an existing member's email, role claim.
import Dexie, { type Table } from 'dexie';
import type { AdminService } from '../api';
import { unbuiltAdmin } from '../unbuilt';
import { ServiceError } from '../../domain/errors';
import { pendingComment } from '../../domain/messages';
import { requireAdminViewer, type Viewer } from '../../domain/permissions';
import type { PendingComment, PendingItems, ReviewKind } from '../../domain/types';
import { approveApplication } from '../../domain/server/approval';
import { rejectApplication } from '../../domain/server/rejection';
import { asServiceError } from '../../domain/server/callable-error';
import type { LocalContext } from './context';
import { LIST_KEY } from './db';
import { localApprovalBackend } from './server-ports';
import { displayNames } from './users';

/** An application as the console shows it: no server fields, the submission time as ISO text. */
function reviewedApplication<T extends { submittedAt: string | Date }>(record: T & { password?: unknown; emailVerified?: unknown; verifiedAt?: unknown }) {
  const { password: _password, emailVerified: _verified, verifiedAt: _verifiedAt, submittedAt, ...rest } = record;
  return { ...rest, submittedAt: new Date(submittedAt).toISOString() };
}

/** The board a comment review item names; the item comes from the caller, so it is checked, not cast. */
function commentBoardOf(item: PendingItems[ReviewKind]): string {
  if (!('commentBoardId' in item) || typeof item.commentBoardId !== 'string') {
    throw new ServiceError('invalid-argument', 'A comment item names its board.');
  }
  return item.commentBoardId;
}

export function createAdminService(context: LocalContext): AdminService {
  const { db, session, files, watch, onRead, now } = context;

  /** As the firebase backend calls createUserOnApproval: the stored application's email and hash, named by its id. */
  async function approveApplicationOf(kind: 'franchisee' | 'contributor', docId: string, caller: Viewer): Promise<void> {
    const application = await (kind === 'franchisee' ? db.franchiseeApplications : db.contributorApplications).get(docId);
    if (!application) throw new ServiceError('not-found', 'Application not found.');
    const role = kind === 'franchisee' ? 'Franchisee' : 'Contributor';
    try {
      await approveApplication(localApprovalBackend(db), { uid: caller.uid, token: { role: caller.role } }, { email: application.email, role, docId }, { now });
    } catch (error) {
      throw asServiceError(error);
    }
  }

  /** As the firebase backend calls rejectApplication: the same rule, with its notice in the outbox. */
  async function rejectApplicationOf(kind: 'franchisee' | 'contributor', docId: string, caller: Viewer): Promise<void> {
    const role = kind === 'franchisee' ? 'Franchisee' : 'Contributor';
    try {
      await rejectApplication(localApprovalBackend(db), { uid: caller.uid, token: { role: caller.role } }, { role, docId }, now());
    } catch (error) {
      throw asServiceError(error);
    }
  }

  /** Every pending message of every board, oldest first, through the [listKey+timestamp] index. */
  const pendingMessages = () =>
    db.comments.where('[listKey+timestamp]').between([LIST_KEY.pending, Dexie.minKey], [LIST_KEY.pending, Dexie.maxKey]);

  /** The `limit` oldest pending comments (all of them without one), by the pending index: no approved message is read. */
  async function pendingComments(limit?: number): Promise<PendingComment[]> {
    const oldest = pendingMessages();
    const records = await (limit === undefined ? oldest : oldest.limit(limit)).toArray();
    const boardIds = [...new Set(records.map((message) => message.boardId))];
    const boards = (await db.commentBoards.bulkGet(boardIds)).filter((board) => board !== undefined);
    const authors = records.map((message) => message.userId).filter((uid): uid is string => uid !== null);
    const names = await displayNames(db, authors);
    onRead(records.length + boards.length + names.size);
    const byId = new Map(boards.map((board) => [board.id, board]));
    return records.map((message) => pendingComment(message, byId.get(message.boardId), names, new Map() /* TODO(issue 23 core): authorStats */));
  }

  /** The oldest `limit` records of a table by an index (all of them without a limit), counted as read. */
  async function oldest<T, Insert>(table: Table<T, string, Insert>, index: string, limit?: number): Promise<T[]> {
    const ordered = table.orderBy(index);
    const records = await (limit === undefined ? ordered : ordered.limit(limit)).toArray();
    onRead(records.length);
    return records;
  }

  const pendingQueries: { [K in ReviewKind]: (limit?: number) => Promise<PendingItems[K][]> } = {
    // Verified applications only, in the order they were verified: the verifiedAt index holds no other (ADR 014).
    franchisee: async (limit) => (await oldest(db.franchiseeApplications, 'verifiedAt', limit)).map(reviewedApplication),
    contributor: async (limit) => (await oldest(db.contributorApplications, 'verifiedAt', limit)).map(reviewedApplication),
    pricing: async (limit) => (await oldest(db.pricingInquiries, 'createdAt', limit)).map(({ createdAt: _c, ...rest }) => rest),
    contact: (limit) => oldest(db.contactSubmissions, 'timestamp', limit),
    comment: pendingComments,
  };

  /** How many are pending: an index count, which reads no record. */
  const pendingCounts: Record<ReviewKind, () => Promise<number>> = {
    franchisee: () => db.franchiseeApplications.orderBy('verifiedAt').count(),
    contributor: () => db.contributorApplications.orderBy('verifiedAt').count(),
    pricing: () => db.pricingInquiries.count(),
    contact: () => db.contactSubmissions.count(),
    comment: () => pendingMessages().count(),
  };

  return {
    ...unbuiltAdmin,
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

    watchPendingPage(kind, { limit }, callback, onError) {
      return watch.asViewer(
        async (viewer) => {
          requireAdminViewer(viewer);
          const [items, total] = await Promise.all([pendingQueries[kind](limit), pendingCounts[kind]()]);
          return { items, total: Math.max(total, items.length) };
        },
        callback,
        onError,
      );
    },

    async approve(kind: ReviewKind, item: PendingItems[ReviewKind]) {
      const caller = requireAdminViewer(await session.viewer());
      switch (kind) {
        case 'franchisee':
        case 'contributor':
          await approveApplicationOf(kind, item.id, caller);
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
      const caller = requireAdminViewer(await session.viewer());
      switch (kind) {
        case 'franchisee':
        case 'contributor':
          await rejectApplicationOf(kind, item.id, caller);
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
