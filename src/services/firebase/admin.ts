// The admin service over Firestore and the callables: the live review queues
// (review-queues.ts), approval (accounts by the createUserOnApproval
// callable, inquiries and contact messages moved to their approved
// collections, comments marked approved) and rejection. Admin only, by the
// domain's viewer check here and by firestore.rules and the functions on the
// server.
import { deleteDoc, doc, getDoc, runTransaction, updateDoc } from 'firebase/firestore';
import { httpsCallable, type Functions } from 'firebase/functions';
import type { AdminService } from '../api';
import { unbuiltAdmin } from '../unbuilt';
import { ServiceError } from '../../domain/errors';
import { requireAdminViewer } from '../../domain/permissions';
import type { PendingItems, ReviewKind } from '../../domain/types';
import { commentRef, type FirebaseContext } from './context';
import { COLLECTIONS, contactSubmissionDoc, contributorApplicationDoc, franchiseeApplicationDoc, parseDoc, pricingInquiryDoc } from './documents';
import { firebaseErrorCode, guard } from './errors';
import { createReviewQueues } from './review-queues';

export function createAdminService(context: FirebaseContext, functions: Functions): AdminService {
  const { db, viewer, removeMessage, createUserOnApproval } = context;
  const rejectApplication = httpsCallable<{ role: 'Franchisee' | 'Contributor'; docId: string }, unknown>(functions, 'rejectApplication');
  const queues = createReviewQueues(context);

  async function approveApplication(kind: 'franchisee' | 'contributor', docId: string): Promise<void> {
    const franchisee = kind === 'franchisee';
    const snapshot = await getDoc(doc(db, franchisee ? COLLECTIONS.franchiseeApplications : COLLECTIONS.contributorApplications, docId));
    if (!snapshot.exists()) throw new ServiceError('not-found', 'Application not found.');
    const applicationData = parseDoc(franchisee ? franchiseeApplicationDoc : contributorApplicationDoc, snapshot.data(), 'application');
    // The hash stays in the application's secret, which only the function reads (ADR 014).
    await createUserOnApproval({
      email: applicationData.email,
      password: null,
      role: franchisee ? 'Franchisee' : 'Contributor',
      applicationData,
      docId,
    });
  }

  async function moveToApproved(from: string, to: string, docId: string, check: (data: unknown) => unknown) {
    await runTransaction(db, async (transaction) => {
      const source = doc(db, from, docId);
      const snapshot = await transaction.get(source);
      if (!snapshot.exists()) throw new ServiceError('not-found', 'Item not found.');
      const data = snapshot.data();
      check(data);
      // The stored fields as they are, Timestamps included: the rules accept a
      // copy that differs from the original in its status only.
      transaction.set(doc(db, to, docId), { ...data, status: 'Approved' });
      transaction.delete(source);
    });
  }

  /** Spec §4 reject: the pending comment goes (it has no replies), its files with it. */
  async function removeComment(boardId: string, messageId: string): Promise<void> {
    try {
      await removeMessage(boardId, messageId);
    } catch (error) {
      // Already gone (its author deleted it meanwhile): rejected all the same.
      if (firebaseErrorCode(error) !== 'functions/not-found') throw error;
    }
  }

  return {
    ...unbuiltAdmin,
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

    approve: (kind: ReviewKind, item: PendingItems[ReviewKind]) =>
      guard(async () => {
        await viewer.requireAdmin();
        switch (kind) {
          case 'franchisee':
          case 'contributor':
            await approveApplication(kind, item.id);
            return;
          case 'pricing':
            await moveToApproved(COLLECTIONS.pricingInquiries, COLLECTIONS.approvedReadyToTalk, item.id, (data) =>
              parseDoc(pricingInquiryDoc, data, 'pricing inquiry'),
            );
            return;
          case 'contact':
            await moveToApproved(COLLECTIONS.contactSubmissions, COLLECTIONS.contactApproved, item.id, (data) =>
              parseDoc(contactSubmissionDoc, data, 'contact submission'),
            );
            return;
          case 'comment': {
            if (!('commentBoardId' in item)) throw new ServiceError('invalid-argument', 'Not a comment.');
            await updateDoc(commentRef(db, item.commentBoardId, item.id), { isApproved: true });
            return;
          }
        }
      }),

    reject: (kind: ReviewKind, item: PendingItems[ReviewKind]) =>
      guard(async () => {
        await viewer.requireAdmin();
        switch (kind) {
          case 'franchisee':
          case 'contributor':
            // A server rule: the secret and any reserved account go too, and the applicant gets a notice (ADR 014).
            await rejectApplication({ role: kind === 'franchisee' ? 'Franchisee' : 'Contributor', docId: item.id });
            return;
          case 'pricing':
            await deleteDoc(doc(db, COLLECTIONS.pricingInquiries, item.id));
            return;
          case 'contact':
            await deleteDoc(doc(db, COLLECTIONS.contactSubmissions, item.id));
            return;
          case 'comment': {
            if (!('commentBoardId' in item)) throw new ServiceError('invalid-argument', 'Not a comment.');
            await removeComment(item.commentBoardId, item.id);
            return;
          }
        }
      }),
  };
}
