// The local backend's AdminService: the review lists, read through the
// tables' indexes; the decisions, history and author records are in
// moderation.ts, which runs the functions' own rules over the local ports.
import Dexie, { type Table } from 'dexie';
import type { AdminService } from '../api';
import { pendingComment } from '../../domain/messages';
import { requireAdminViewer } from '../../domain/permissions';
import type { PendingComment, PendingItems, ReviewKind } from '../../domain/types';
import { parseAuthorStats } from '../../domain/server/moderation-records';
import type { LocalContext } from './context';
import { LIST_KEY } from './db';
import { createLocalDecisions } from './moderation';
import { displayNames } from './users';

/** An application as the console shows it: no server fields, the submission time as ISO text. */
function reviewedApplication<T extends { submittedAt: string | Date }>(record: T & { password?: unknown; emailVerified?: unknown; verifiedAt?: unknown }) {
  const { password: _password, emailVerified: _verified, verifiedAt: _verifiedAt, submittedAt, ...rest } = record;
  return { ...rest, submittedAt: new Date(submittedAt).toISOString() };
}

export function createAdminService(context: LocalContext): AdminService {
  const { db, watch, onRead } = context;

  /** How many of each author's messages were approved (authorStats), for the hold flags. */
  async function approvedCountsOf(uids: string[]): Promise<Map<string, number>> {
    const stats = await db.authorStats.bulkGet(uids);
    return new Map(stats.flatMap((record) => (record ? [[record.id, parseAuthorStats(record)?.approved ?? 0] as const] : [])));
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
    const approvedCounts = await approvedCountsOf([...new Set(authors)]);
    onRead(records.length + boards.length + names.size + approvedCounts.size);
    const byId = new Map(boards.map((board) => [board.id, board]));
    return records.map((message) => pendingComment(message, byId.get(message.boardId), names, approvedCounts));
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
    ...createLocalDecisions(context),
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
  };
}
