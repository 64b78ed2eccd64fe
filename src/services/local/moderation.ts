// The local backend's decisions: approve, reject, bulk and undo run the very
// rules the moderate, undoDecision and setTrustSettings functions run
// (src/domain/server/moderation*.ts), on the input their declared schemas
// parse (src/domain/model/callables.ts), over the local ports; the
// history, the decisions made elsewhere and the author's record are the
// queries the firebase backend makes, through the tables' indexes. The
// archive past its undo window goes with the daily purge (backend.ts).
import Dexie from 'dexie';
import type { AdminService } from '../api';
import { callables } from '../../domain/model/callables';
import { parseInput } from '../../domain/model/schemas';
import { AUTHOR_RECENT, type AuditKind, type AuthorRecord } from '../../domain/moderation';
import { requireAdminViewer } from '../../domain/permissions';
import type { PendingItems, ReviewKind } from '../../domain/types';
import { localRefusal as asServiceError } from './call-local';
import { decide, decideMany } from '../../domain/server/moderation';
import type { ModerationBackend, ModerationCaller } from '../../domain/server/moderation-ports';
import { parseAuditEntry, parseAuthorStats, parseTrustSettings } from '../../domain/server/moderation-records';
import { undoDecision } from '../../domain/server/moderation-undo';
import { setTrustSettings } from '../../domain/server/trust-settings';
import type { LocalContext } from './context';
import { LIST_KEY, type ServerRecord } from './db';
import { localMemberMessages, localModerationBackend, localStore } from './server-ports';
import { displayNames } from './users';

/** The most entries watchDecisionsSince gives (AdminService). */
const DECISIONS_SHOWN = 100;

type Decisions = Pick<
  AdminService,
  'approve' | 'reject' | 'decideMany' | 'undo' | 'watchHistory' | 'watchDecisionsSince' | 'getAuthorRecord' | 'getTrustSettings' | 'setTrustSettings'
>;

/** What a decision's payload names of an item: the rule reads the rest from the stored document. */
function targetOf(item: PendingItems[ReviewKind]) {
  return {
    id: item.id,
    boardId: 'commentBoardId' in item ? item.commentBoardId : null,
    version: 'version' in item ? item.version : null,
  };
}

export function createLocalDecisions(context: LocalContext): Decisions {
  const { db, session, files, watch, onRead, now } = context;

  /** Runs a rule as the signed-in Admin; its refusal as the ServiceError the firebase backend throws. */
  async function asAdmin<T>(work: (backend: ModerationBackend, caller: ModerationCaller) => Promise<T>): Promise<T> {
    const viewer = requireAdminViewer(await session.viewer());
    const backend = localModerationBackend(db);
    try {
      return await work(backend, { uid: viewer.uid, token: { role: viewer.role } });
    } catch (error) {
      throw asServiceError(error);
    } finally {
      files.forget(backend.deletedPaths);
    }
  }

  /** One decision, as the moderate callable takes it: its audit entry id, which the undo names. */
  const decideOne = (payload: unknown) =>
    asAdmin(async (backend, caller) => (await decide(backend, caller, parseInput(callables.moderate.input, payload), { now: now() })).entryId);

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
    approve: (kind, item) => decideOne({ kind, item: targetOf(item), decision: { action: 'approve' } }),

    reject: (kind, item, rejection) => decideOne({ kind, item: targetOf(item), decision: { action: 'reject', ...rejection } }),

    decideMany: (kind, items, decision) =>
      asAdmin((backend, caller) => decideMany(backend, caller, parseInput(callables.moderate.input, { kind, items: items.map(targetOf), decision }), { now: now() })),

    undo: (entryId) => asAdmin((backend, caller) => undoDecision(backend, caller, parseInput(callables.undoDecision.input, { entryId }), { now: now() })).then(() => undefined),

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

    setTrustSettings: (settings) =>
      asAdmin((_backend, caller) => setTrustSettings(localStore(db), caller, parseInput(callables.setTrustSettings.input, settings), now())).then(() => undefined),
  };
}
