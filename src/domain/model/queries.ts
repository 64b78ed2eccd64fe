// Every Firestore query the backends make, declared once (query-declaration.ts):
// the firebase services and the functions build each one from its
// declaration, and tests/unit/model-indexes.test.ts checks that
// firestore.indexes.json holds the index each needs. A new query is one
// declaration here, and its index in the collection's declaration and in
// firestore.indexes.json when it needs one. The local backend reads its Dexie
// tables (their indexes are the collections' `local` ones).
import { SEARCHES, searchQuery } from '../catalogue/search-shapes';
import { collectionAt, collections, ALL_COLLECTIONS } from './collections';
import type { z } from 'zod/mini';
import type { Collection } from './declaration';
import { declareQuery, oneOf, untypedQuery, type QueryField, type QueryShape, type QueryValues } from './query-declaration';

const { comments, pieces } = collections;

/** A console queue oldest first (its page, its count) and newest first (the one-document query that says a new item arrived). */
function reviewQueue<S extends z.ZodMiniType>(collection: Collection<S>, field: QueryField<S>, filter: { group?: boolean; equal?: readonly QueryField<S>[] } = {}) {
  return {
    oldest: declareQuery(collection, { ...filter, order: [[field, 'asc']] }),
    newest: declareQuery(collection, { ...filter, order: [[field, 'desc']] }),
  };
}

export const queries = {
  /** An Admin's look-up of a member by address (users.ts). */
  memberByEmail: declareQuery(collections.approvedUsers, { equal: ['email'] }),
  /** The board of a page (boards.ts). */
  boardByPath: declareQuery(collections.commentBoards, { equal: ['pathKey'] }),

  // A board's page (board-page.ts): its threads newest first, then from the page's oldest on, the count before it, their replies, the viewer's pending messages.
  newestThreads: declareQuery(comments, { equal: ['isApproved', 'replyTo'], order: [['timestamp', 'desc']] }),
  threadsFrom: declareQuery(comments, { equal: ['isApproved', 'replyTo'], order: [['timestamp', 'asc']] }),
  /** Counted up to a thread: its cursor holds the time and the id, so both are ordered (an aggregation adds no implicit order). */
  threadsBefore: declareQuery(comments, { equal: ['isApproved', 'replyTo'], order: [['timestamp', 'asc'], ['__name__', 'asc']] }),
  threadReplies: declareQuery(comments, { equal: ['isApproved', 'threadId'], order: [['timestamp', 'asc']] }),
  ownPending: declareQuery(comments, { equal: ['userId', 'isApproved'] }),

  // The catalogue (catalogue.ts), each search as declared in search-shapes.ts: every measurement a range, ordered as the domain orders a page.
  knees: declareQuery(pieces, searchQuery(SEARCHES.knee, 'asc')),
  /** Curves from the pattern's radius up (or every curve, from 0 up). */
  sweepsUp: declareQuery(pieces, searchQuery(SEARCHES.sweep, 'asc')),
  /** Curves from the pattern's radius down. */
  sweepsDown: declareQuery(pieces, searchQuery(SEARCHES.sweep, 'desc')),
  /** A partner's stock (or, for an Admin, every piece), newest first. */
  stock: declareQuery(pieces, { optional: ['partnerId'], order: [['updatedAt', 'desc']] }),
  /** What people ask for (ADR 037): the days' counters since a day, newest first. */
  unmetPatterns: declareQuery(collections.unmetPatterns, { range: ['day'], order: [['day', 'desc']] }),

  // Moderation (moderation-queries.ts, account-backend.ts).
  auditLog: declareQuery(collections.moderationLog, { optional: ['kind', 'adminUid'], order: [['at', 'desc']] }),
  decisionsSince: declareQuery(collections.moderationLog, { range: ['at'], order: [['at', 'desc']] }),
  /** An author's messages on every board, newest first: the author's record and their data export or deletion. */
  messagesByAuthor: declareQuery(comments, { group: true, equal: ['userId'], order: [['timestamp', 'desc']] }),
  authorPending: declareQuery(comments, { group: true, equal: ['userId', 'isApproved'] }),

  // A member's notifications (notifications.ts).
  notifications: declareQuery(collections.notifications, { equal: ['uid'], order: [['at', 'desc']] }),
  unreadNotifications: declareQuery(collections.notifications, { equal: ['uid', 'read'] }),

  /** The admin console's queues (review-queues.ts): verified applications, inquiries, contact messages, pending comments. */
  review: {
    franchisee: reviewQueue(collections.franchiseeApplications, 'verifiedAt', { equal: ['emailVerified'] }),
    contributor: reviewQueue(collections.contributorApplications, 'verifiedAt', { equal: ['emailVerified'] }),
    pricing: reviewQueue(collections.pricingInquiries, 'createdAt'),
    contact: reviewQueue(collections.contactSubmissions, 'timestamp'),
    comment: reviewQueue(comments, 'timestamp', { group: true, equal: ['isApproved'] }),
  },

  /** The held mail of one budget released first: the newest (mail-cap.ts, ADR 028). */
  newestHeldMail: declareQuery(collections.heldMail, { equal: ['budget'], order: [['createdAt', 'desc']] }),
} as const;

/** The collection a server rule names by path (a subcollection's with its ids), or, for a collection group, by name. */
function declaredAt(collection: string, group: boolean): Collection {
  const declared = group ? ALL_COLLECTIONS.find(({ name }) => name === collection) : collectionAt(collection);
  if (!declared) throw new Error(`No declared collection at ${collection}.`);
  return declared;
}

/** A query a server rule describes to its port, and the values of that call. */
export interface DescribedQuery {
  shape: QueryShape;
  values: QueryValues;
}

/** The digest's counts (src/domain/server/digest.ts's CountQuery): one equality at most, counted in one field's order. */
export function countQuery({ collection, group = false, where, orderBy }: { collection: string; group?: boolean; where?: { field: string; value: unknown }; orderBy: string }): DescribedQuery {
  const shape = untypedQuery(declaredAt(collection, group), { group, equal: where ? [where.field] : [], order: [[orderBy, 'asc']] });
  return { shape, values: { equal: where ? { [where.field]: where.value } : {} } };
}

/** The purge's due documents (src/domain/server/purge.ts's DueQuery): a time at or before a date, one equality at most. */
export function dueQuery({ collection, field, before, equals }: { collection: string; field: string; before: Date; equals?: { field: string; value: unknown } }): DescribedQuery {
  const shape = untypedQuery(declaredAt(collection, false), { equal: equals ? [equals.field] : [], range: [field] });
  return { shape, values: { equal: equals ? { [equals.field]: equals.value } : {}, range: { [field]: [['<=', before]] } } };
}

/** The store's findIds (src/domain/server/store.ts): one field equal to one of a few values, which no composite index serves. */
export function idsQuery(collection: string, field: string, values: readonly string[]): DescribedQuery {
  return { shape: untypedQuery(declaredAt(collection, false), { equal: [field] }), values: { equal: { [field]: oneOf(values) } } };
}

/** Every declared query, the console queues' included. */
export const ALL_QUERIES: readonly QueryShape[] = Object.values(queries).flatMap((entry) =>
  'collection' in entry ? [entry] : Object.values(entry).flatMap(({ oldest, newest }) => [oldest, newest]),
);
