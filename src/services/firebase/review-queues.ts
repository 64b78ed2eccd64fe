// The admin console's live review queues over Firestore, oldest first, whole
// or a page at a time with a count of all (docs/decisions/009): the
// verified applications (issue 22; their hashes are in secrets the console
// cannot read), the inquiries and contact
// messages, and the pending comments projected by the domain's pendingComment
// (board path and topic, author name, hold flags from the authors' stats).
// A malformed document is left out.
import { collection, doc, getCountFromServer, getDoc, onSnapshot, type DocumentData, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { pendingComment } from '../../domain/messages';
import { authorStatsRef } from '../../domain/server/moderation-records';
import type {
  Board,
  ContactSubmission,
  ContributorApplication,
  FranchiseeApplication,
  PendingComment,
  PendingItems,
  PendingPage,
  PricingInquiry,
  ReviewKind,
  Unsubscribe,
} from '../../domain/types';
import { boardRef, type FirebaseContext } from './context';
import { ESTIMATED_TIMES, toBoard } from './documents';
import { converterOf, required } from './converters';
import { toServiceError } from './errors';
import { collections } from '../../domain/model/collections';
import type { Collection } from '../../domain/model/declaration';
import { queries } from '../../domain/model/queries';
import type { QueryShape } from '../../domain/model/query-declaration';
import { groupOf, shapedQuery } from './shaped-query';
import type { z } from 'zod/mini';

export type PendingWatcher<K extends ReviewKind> = (next: (items: PendingItems[K][]) => void, onError: (error: Error) => void) => Unsubscribe;

// Each queue's documents are read through their declaration's converter
// (converters.ts): its queries are typed alike, so the converter reads each
// document here. What the console never shows (a hash stored inline before
// the secrets, the verification marks, the creation time) is left out.
type Stored<C extends Collection> = z.output<C['schema']>;

/** A queue's documents as domain items; one of another shape is left out. */
function readAs<S extends z.ZodMiniType, T>(collection: Collection<S>, docs: readonly QueryDocumentSnapshot<DocumentData>[], map: (id: string, stored: z.output<S>) => T): T[] {
  const converter = converterOf(collection);
  return docs.flatMap((item) => {
    const stored = converter.fromFirestore(item, ESTIMATED_TIMES);
    return stored ? [map(item.id, stored)] : [];
  });
}

function toFranchiseeApplication(id: string, stored: Stored<typeof collections.franchiseeApplications>): FranchiseeApplication {
  const { password: _password, emailVerified: _verified, verifiedAt: _verifiedAt, ...rest } = stored;
  return { ...rest, id };
}

function toContributorApplication(id: string, stored: Stored<typeof collections.contributorApplications>): ContributorApplication {
  const { password: _password, emailVerified: _verified, verifiedAt: _verifiedAt, ...rest } = stored;
  return { ...rest, id };
}

function toPricingInquiry(id: string, stored: Stored<typeof collections.pricingInquiries>): PricingInquiry {
  const { createdAt: _createdAt, ...rest } = stored;
  return { ...rest, id };
}

const toContactSubmission = (id: string, stored: Stored<typeof collections.contactSubmissions>): ContactSubmission => ({ ...stored, id });

/** A live query mapped to domain items, each snapshot in turn. */
function watchList<T>(
  source: Query<DocumentData>,
  map: (docs: readonly QueryDocumentSnapshot<DocumentData>[]) => T[] | Promise<T[]>,
  next: (items: T[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let generation = 0;
  return onSnapshot(
    source,
    (snapshot) => {
      generation += 1;
      const current = generation;
      Promise.resolve(map(snapshot.docs)).then(
        (items) => {
          // A newer snapshot may have overtaken this one while it was mapped.
          if (current === generation) next(items);
        },
        (error: unknown) => onError(toServiceError(error)),
      );
    },
    (error) => onError(toServiceError(error)),
  );
}

export type PendingPageWatcher<K extends ReviewKind> = (
  limit: number,
  next: (page: PendingPage<K>) => void,
  onError: (error: Error) => void,
) => Unsubscribe;

/** The pending documents oldest or newest first, at most `limit` of them. */
type Pending = (order: 'oldest' | 'newest', limit?: number) => Query<DocumentData>;

/** A review list: its pending documents and their mapping. */
interface ReviewSource<T> {
  pending: Pending;
  map: (docs: readonly QueryDocumentSnapshot<DocumentData>[]) => T[] | Promise<T[]>;
}

/** A queue's declared queries (queries.review) over its source, with the equality it holds (verified applications, pending comments). */
function pendingOf(source: Query<DocumentData>, declared: Readonly<Record<'oldest' | 'newest', QueryShape>>, equal: Record<string, unknown> = {}): Pending {
  return (order, limit) => shapedQuery(source, declared[order], limit === undefined ? { equal } : { equal, limit });
}

/**
 * A live page of a review list (docs/decisions/009): the `limit` oldest
 * documents (limit reads, then one per change), and the count of all of them
 * from an aggregation query (one read per 1,000 counted), asked again whenever
 * the page changes or a newer item arrives (a one-document query on the
 * newest), once the server has every write of this client.
 */
function watchPage<T>(
  { pending, map }: ReviewSource<T>,
  size: number,
  next: (page: { items: T[]; total: number }) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let closed = false;
  let items: T[] | null = null;
  let total: number | null = null;
  let mapping = 0;
  let counting = 0;
  const fail = (error: unknown) => !closed && onError(toServiceError(error));
  const emit = () => {
    if (!closed && items !== null && total !== null) next({ items, total: Math.max(total, items.length) });
  };
  const recount = () => {
    counting += 1;
    const current = counting;
    // Ordered as the page is, so it counts what the page would list, through the same index.
    getCountFromServer(pending('oldest')).then((result) => {
      // A later count may have overtaken this one.
      if (current !== counting) return;
      total = result.data().count;
      emit();
    }, fail);
  };
  const stopPage = onSnapshot(
    pending('oldest', size),
    { includeMetadataChanges: true },
    (snapshot) => {
      const changed = snapshot.docChanges().length > 0 || items === null;
      // The count is the server's: asked once the server has this client's writes.
      if (!snapshot.metadata.hasPendingWrites && !snapshot.metadata.fromCache) recount();
      if (!changed) return;
      mapping += 1;
      const current = mapping;
      Promise.resolve(map(snapshot.docs)).then((mapped) => {
        // A newer snapshot may have overtaken this one while it was mapped.
        if (current !== mapping) return;
        items = mapped;
        emit();
      }, fail);
    },
    fail,
  );
  let newestSeen = false;
  const stopNewest = onSnapshot(
    pending('newest', 1),
    (snapshot) => {
      // The first answer is the one the page's first count already covers.
      if (newestSeen && !snapshot.metadata.hasPendingWrites) recount();
      newestSeen = true;
    },
    fail,
  );
  return () => {
    closed = true;
    stopPage();
    stopNewest();
  };
}

/** One live query per review kind; the caller has checked that the viewer is an Admin. */
export function createReviewQueues({ db, displayNames }: FirebaseContext): {
  whole: { [K in ReviewKind]: PendingWatcher<K> };
  paged: { [K in ReviewKind]: PendingPageWatcher<K> };
} {
  async function toPendingComments(snapshotDocs: readonly QueryDocumentSnapshot<DocumentData>[]): Promise<PendingComment[]> {
    const records = snapshotDocs
      .map((item) => {
        // The query is a collection group's of every board, typed as the other queues': its documents go through the comments' converter here.
        const record = converterOf(collections.comments).fromFirestore(item, ESTIMATED_TIMES);
        const boardId = item.ref.parent.parent?.id;
        return record && boardId ? { id: item.id, boardId, ...record } : null;
      })
      .filter((item) => item !== null);
    const boardIds = [...new Set(records.map((item) => item.boardId))];
    const boards = new Map<string, Board>();
    await Promise.all(
      boardIds.map(async (boardId) => {
        const snapshot = await getDoc(boardRef(db, boardId));
        if (!snapshot.exists()) return;
        try {
          boards.set(boardId, toBoard(boardId, required(snapshot.data(), 'board')));
        } catch {
          // A malformed board still shows its comments, under the default topic.
        }
      }),
    );
    const authors = [...new Set(records.map((item) => item.userId).filter((uid): uid is string => uid !== null))];
    const [names, approvedCounts] = await Promise.all([displayNames(authors), approvedCountsOf(authors)]);
    return records.map((message) => pendingComment(message, boards.get(message.boardId), names, approvedCounts));
  }

  /** How many of each author's messages were approved (authorStats, Admin-readable), for the hold flags. */
  async function approvedCountsOf(uids: readonly string[]): Promise<Map<string, number>> {
    const statsOf = (uid: string) => doc(db, authorStatsRef(uid).collection, uid).withConverter(converterOf(collections.authorStats));
    const stats = await Promise.all(uids.map(async (uid) => [uid, (await getDoc(statsOf(uid))).data() ?? null] as const));
    return new Map(stats.map(([uid, counts]) => [uid, counts?.approved ?? 0]));
  }

  const sources: { [K in ReviewKind]: ReviewSource<PendingItems[K]> } = {
    // Verified applications only, in the order they were verified (ADR 014): the indexes on emailVerified and verifiedAt, each way.
    franchisee: {
      pending: pendingOf(collection(db, collections.franchiseeApplications.path), queries.review.franchisee, { emailVerified: true }),
      map: (docs) => readAs(collections.franchiseeApplications, docs, toFranchiseeApplication),
    },
    contributor: {
      pending: pendingOf(collection(db, collections.contributorApplications.path), queries.review.contributor, { emailVerified: true }),
      map: (docs) => readAs(collections.contributorApplications, docs, toContributorApplication),
    },
    pricing: { pending: pendingOf(collection(db, collections.pricingInquiries.path), queries.review.pricing), map: (docs) => readAs(collections.pricingInquiries, docs, toPricingInquiry) },
    contact: { pending: pendingOf(collection(db, collections.contactSubmissions.path), queries.review.contact), map: (docs) => readAs(collections.contactSubmissions, docs, toContactSubmission) },
    // Every board's pending comments: the collection-group indexes on isApproved and timestamp (queries.review).
    comment: { pending: pendingOf(groupOf(db, queries.review.comment.oldest), queries.review.comment, { isApproved: false }), map: toPendingComments },
  };

  function whole<K extends ReviewKind>(kind: K): PendingWatcher<K> {
    const { pending, map } = sources[kind];
    return (next, onError) => watchList(pending('oldest'), map, next, onError);
  }

  function paged<K extends ReviewKind>(kind: K): PendingPageWatcher<K> {
    return (size, next, onError) => watchPage(sources[kind], size, next, onError);
  }

  return {
    whole: { franchisee: whole('franchisee'), contributor: whole('contributor'), pricing: whole('pricing'), contact: whole('contact'), comment: whole('comment') },
    paged: { franchisee: paged('franchisee'), contributor: paged('contributor'), pricing: paged('pricing'), contact: paged('contact'), comment: paged('comment') },
  };
}
