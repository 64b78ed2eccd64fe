// The local backend's decisions: approve, reject, bulk, undo and the trust
// rule are the moderate, undoDecision and setTrustSettings callables, written
// once for both backends (../decision-calls.ts), their handlers run here
// (call-local.ts, ADR 027); the history, the decisions made elsewhere and
// the author's record are the queries the firebase backend makes, through
// the tables' indexes. The archive past its undo window goes with the daily purge (backend.ts).
import Dexie from 'dexie';
import type { AdminService } from '../api';
import { AUTHOR_RECENT, type AuditKind, type AuthorRecord } from '../../domain/moderation';
import { requireAdminViewer } from '../../domain/permissions';
import { parseAuditEntry, parseAuthorStats, parseTrustSettings } from '../../domain/server/moderation-records';
import type { LocalContext } from './context';
import { LIST_KEY, type ServerRecord } from './db';
import { decisionsOver } from '../decision-calls';
import { localCaller } from './call-local';
import { localMemberMessages } from './server-ports';
import { displayNames } from './users';

/** The most entries watchDecisionsSince gives (AdminService). */
const DECISIONS_SHOWN = 100;

type Decisions = Pick<
  AdminService,
  'approve' | 'reject' | 'decideMany' | 'undo' | 'deleteApproved' | 'watchHistory' | 'watchDecisionsSince' | 'getAuthorRecord' | 'getTrustSettings' | 'setTrustSettings'
>;

export function createLocalDecisions(context: LocalContext): Decisions {
  const { db, session, watch, onRead } = context;

  const entries = (records: ServerRecord[]) => {
    onRead(records.length);
    return records.flatMap((record) => parseAuditEntry(record.id, record) ?? []);
  };

  /** Newest first through the [kind+at], [adminUid+at] or at index. */
  function history(kind: AuditKind | undefined, adminUid: string | undefined) {
    const log = db.moderationLog;
    if (kind !== undefined) {
      const ofKind = log.where('[kind+at]').between([kind, Dexie.minKey], [kind, Dexie.maxKey]).reverse();
      return adminUid === undefined ? ofKind : ofKind.filter((record) => record['adminUid'] === adminUid);
    }
    if (adminUid !== undefined) return log.where('[adminUid+at]').between([adminUid, Dexie.minKey], [adminUid, Dexie.maxKey]).reverse();
    return log.orderBy('at').reverse();
  }

  /** The author's pending messages, per board through the [boardId+userId+listKey] index. */
  async function pendingCount(uid: string, boardIds: readonly string[]): Promise<number> {
    const counts = await Promise.all(boardIds.map((boardId) => db.comments.where('[boardId+userId+listKey]').equals([boardId, uid, LIST_KEY.pending]).count()));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  return {
    ...decisionsOver(localCaller(context), async () => requireAdminViewer(await session.viewer())),

    watchHistory({ kind, adminUid, limit }, callback, onError) {
      return watch.asViewer(
        async (viewer) => {
          requireAdminViewer(viewer);
          return entries(await history(kind, adminUid).limit(limit).toArray());
        },
        callback,
        onError,
      );
    },

    watchDecisionsSince(since, callback, onError) {
      return watch.asViewer(
        async (viewer) => {
          requireAdminViewer(viewer);
          return entries(await db.moderationLog.where('at').above(since).reverse().limit(DECISIONS_SHOWN).toArray());
        },
        callback,
        onError,
      );
    },

    async getAuthorRecord(uid): Promise<AuthorRecord> {
      requireAdminViewer(await session.viewer());
      const boards = await db.commentBoards.toArray();
      const stats = parseAuthorStats((await db.authorStats.get(uid)) ?? null);
      const [names, pending, recent] = await Promise.all([
        displayNames(db, [uid]),
        pendingCount(
          uid,
          boards.map((board) => board.id),
        ),
        localMemberMessages(db).messagesBy(uid, AUTHOR_RECENT),
      ]);
      onRead(boards.length + recent.length + 1);
      const paths = new Map(boards.map((board) => [board.id, board.pathname]));
      return {
        uid,
        name: names.get(uid) ?? '',
        approved: stats?.approved ?? 0,
        rejected: stats?.rejected ?? 0,
        pending,
        recent: recent.map(({ boardId, id, data }) => ({
          id,
          boardId,
          path: paths.get(boardId) ?? '',
          content: String(data['content'] ?? ''),
          timestamp: String(data['timestamp'] ?? ''),
          isApproved: data['isApproved'] === true,
        })),
      };
    },

    async getTrustSettings() {
      requireAdminViewer(await session.viewer());
      return parseTrustSettings((await db.moderationSettings.get('trust')) ?? null);
    },
  };
}
