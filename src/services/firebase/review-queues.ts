// The admin console's live review queues over Firestore, oldest first: the
// applications without their password hashes, the inquiries and contact
// messages, and the pending comments projected by the domain's pendingComment
// (board path and topic, author name). A malformed document is left out.
import {
  collection,
  collectionGroup,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { pendingComment } from '../../domain/messages';
import type {
  Board,
  ContactSubmission,
  ContributorApplication,
  FranchiseeApplication,
  PendingComment,
  PendingItems,
  PricingInquiry,
  ReviewKind,
  Unsubscribe,
} from '../../domain/types';
import { boardRef, listed, type FirebaseContext } from './context';
import {
  COLLECTIONS,
  ESTIMATED_TIMES,
  contactSubmissionDoc,
  contributorApplicationDoc,
  franchiseeApplicationDoc,
  messageDoc,
  parseListed,
  pricingInquiryDoc,
  toBoard,
} from './documents';
import { toServiceError } from './errors';

export type PendingWatcher<K extends ReviewKind> = (next: (items: PendingItems[K][]) => void, onError: (error: Error) => void) => Unsubscribe;

function toFranchiseeApplication(id: string, data: unknown): FranchiseeApplication | null {
  const parsed = parseListed(franchiseeApplicationDoc, data);
  if (!parsed) return null;
  const { password: _password, ...rest } = parsed;
  return { ...rest, id };
}

function toContributorApplication(id: string, data: unknown): ContributorApplication | null {
  const parsed = parseListed(contributorApplicationDoc, data);
  if (!parsed) return null;
  const { password: _password, ...rest } = parsed;
  return { ...rest, id };
}

function toPricingInquiry(id: string, data: unknown): PricingInquiry | null {
  const parsed = parseListed(pricingInquiryDoc, data);
  if (!parsed) return null;
  const { createdAt: _createdAt, ...rest } = parsed;
  return { ...rest, id };
}

function toContactSubmission(id: string, data: unknown): ContactSubmission | null {
  const parsed = parseListed(contactSubmissionDoc, data);
  return parsed ? { ...parsed, id } : null;
}

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

/** One live query per review kind; the caller has checked that the viewer is an Admin. */
export function createReviewQueues({ db, displayNames }: FirebaseContext): { [K in ReviewKind]: PendingWatcher<K> } {
  async function toPendingComments(snapshotDocs: readonly QueryDocumentSnapshot<DocumentData>[]): Promise<PendingComment[]> {
    const records = snapshotDocs
      .map((item) => {
        const record = parseListed(messageDoc, item.data(ESTIMATED_TIMES));
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
          boards.set(boardId, toBoard(boardId, snapshot.data()));
        } catch {
          // A malformed board still shows its comments, under the default topic.
        }
      }),
    );
    const names = await displayNames(records.map((item) => item.userId).filter((uid): uid is string => uid !== null));
    return records.map((message) => pendingComment(message, boards.get(message.boardId), names));
  }

  return {
    franchisee: (next, onError) =>
      watchList(
        query(collection(db, COLLECTIONS.franchiseeApplications), orderBy('submittedAt')),
        (docs) => listed(docs, toFranchiseeApplication),
        next,
        onError,
      ),
    contributor: (next, onError) =>
      watchList(
        query(collection(db, COLLECTIONS.contributorApplications), orderBy('submittedAt')),
        (docs) => listed(docs, toContributorApplication),
        next,
        onError,
      ),
    pricing: (next, onError) =>
      watchList(query(collection(db, COLLECTIONS.pricingInquiries), orderBy('createdAt')), (docs) => listed(docs, toPricingInquiry), next, onError),
    contact: (next, onError) =>
      watchList(query(collection(db, COLLECTIONS.contactSubmissions), orderBy('timestamp')), (docs) => listed(docs, toContactSubmission), next, onError),
    comment: (next, onError) =>
      watchList(
        query(collectionGroup(db, COLLECTIONS.comments), where('isApproved', '==', false), orderBy('timestamp')),
        toPendingComments,
        next,
        onError,
      ),
  };
}
