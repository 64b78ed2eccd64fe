// The Admin-readable side of moderation on Firestore (issue 23): the audit
// log newest first (the moderationLog indexes on kind+at and adminUid+at,
// firestore.indexes.json), the decisions since a time, an author's record
// (authorStats, a count of their pending comments and their last messages
// through the comments collection group) and the trust rule. Only the
// server writes any of it (firestore.rules).
import { Timestamp, collection, doc, getCountFromServer, getDoc, getDocs, onSnapshot, type Query, type QuerySnapshot } from 'firebase/firestore';
import type { AdminService } from '../api';
import { AUTHOR_RECENT, DEFAULT_TRUST, type AuditEntry } from '../../domain/moderation';
import { requireAdminViewer } from '../../domain/permissions';
import { auditEntryOf, authorStatsRef, trustSettingsRef } from '../../domain/server/moderation-records';
import { converterOf, type Read } from './converters';
import { boardRef, type FirebaseContext } from './context';
import { ESTIMATED_TIMES } from './documents';
import { collections } from '../../domain/model/collections';
import { guard } from './errors';
import { queries } from '../../domain/model/queries';
import { groupOf, shapedQuery } from './shaped-query';

/** The most entries watchDecisionsSince gives (AdminService). */
const DECISIONS_SHOWN = 100;

const entriesOf = (snapshot: QuerySnapshot<Read<typeof collections.moderationLog.schema>>): AuditEntry[] =>
  snapshot.docs.flatMap((entry) => {
    const stored = entry.data(ESTIMATED_TIMES);
    return stored ? [auditEntryOf(entry.id, stored)] : [];
  });

const isoOf = (value: unknown): string => (value instanceof Timestamp ? value.toDate().toISOString() : typeof value === 'string' ? value : '');

type LogQuery = Query<Read<typeof collections.moderationLog.schema>>;

type Queries = Pick<AdminService, 'watchHistory' | 'watchDecisionsSince' | 'getAuthorRecord' | 'getTrustSettings'>;

export function createModerationQueries({ db, viewer, displayNames }: FirebaseContext): Queries {
  const log = collection(db, collections.moderationLog.path).withConverter(converterOf(collections.moderationLog));

  function watchLog(entries: LogQuery, callback: (entries: AuditEntry[]) => void, onError?: (error: Error) => void) {
    const fail = (error: Error) => onError?.(error);
    return viewer.watchAsViewer((current) => {
      requireAdminViewer(current);
      return onSnapshot(entries, (snapshot) => callback(entriesOf(snapshot)), fail);
    }, fail);
  }

  return {
    watchHistory({ kind, adminUid, limit: size }, callback, onError) {
      const equal = { ...(kind ? { kind } : {}), ...(adminUid ? { adminUid } : {}) };
      return watchLog(shapedQuery(log, queries.auditLog, { equal, limit: size }), callback, onError);
    },

    watchDecisionsSince(since, callback, onError) {
      const decided = shapedQuery(log, queries.decisionsSince, { range: { at: [['>', Timestamp.fromDate(since)]] }, limit: DECISIONS_SHOWN });
      return watchLog(decided, callback, onError);
    },

    getAuthorRecord: (uid) =>
      guard(async () => {
        await viewer.requireAdmin();
        const [stats, names, pending, recent] = await Promise.all([
          getDoc(doc(db, authorStatsRef(uid).collection, uid).withConverter(converterOf(collections.authorStats))),
          displayNames([uid]),
          getCountFromServer(shapedQuery(groupOf(db, queries.authorPending), queries.authorPending, { equal: { userId: uid, isApproved: false } })),
          getDocs(shapedQuery(groupOf(db, queries.messagesByAuthor), queries.messagesByAuthor, { equal: { userId: uid }, limit: AUTHOR_RECENT })),
        ]);
        const boardIds = [...new Set(recent.docs.map((message) => message.ref.parent.parent?.id ?? ''))];
        const boards = await Promise.all(boardIds.map(async (boardId) => [boardId, (await getDoc(boardRef(db, boardId))).get('pathname')] as const));
        const paths = new Map(boards.map(([boardId, path]) => [boardId, typeof path === 'string' ? path : '']));
        const counts = stats.data() ?? null;
        return {
          uid,
          name: names.get(uid) ?? '',
          approved: counts?.approved ?? 0,
          rejected: counts?.rejected ?? 0,
          pending: pending.data().count,
          recent: recent.docs.map((message) => {
            const data = message.data(ESTIMATED_TIMES);
            const boardId = message.ref.parent.parent?.id ?? '';
            return {
              id: message.id,
              boardId,
              path: paths.get(boardId) ?? '',
              content: typeof data['content'] === 'string' ? data['content'] : '',
              timestamp: isoOf(data['timestamp']),
              isApproved: data['isApproved'] === true,
            };
          }),
        };
      }),

    getTrustSettings: () =>
      guard(async () => {
        await viewer.requireAdmin();
        const snapshot = await getDoc(doc(db, trustSettingsRef.collection, trustSettingsRef.id).withConverter(converterOf(collections.moderationSettings)));
        return snapshot.data() ?? DEFAULT_TRUST;
      }),
  };
}
