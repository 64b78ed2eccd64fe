// The firebase backend: the service interface over Firebase Auth, Cloud
// Firestore, Cloud Storage and the createUserOnApproval and deleteMessage
// callables, operation for operation as spec §7 lists them. It mirrors the
// local backend's semantics and checks (src/services/local/backend.ts);
// firestore.rules and storage.rules enforce the same checks on the server
// (docs/decisions/005: times from the server, attachments uploaded into an
// existing message, deletion by the callable). Only plain domain objects leave
// this module; every failure leaves as a ServiceError.
import {
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updateEmail as updateAuthEmail,
  updatePassword as updateAuthPassword,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import type { Services } from '../api';
import type { FirebaseSettings } from '../config';
import { hashPassword } from '../crypto';
import { ServiceError } from '../../domain/errors';
import {
  contactSchema,
  contributorApplicationSchema,
  franchiseeApplicationSchema,
  parseInput,
  postalCodeSchema,
  pricingInquirySchema,
  submissionDate,
  subscriptionEmailSchema,
} from '../schemas';
import type {
  Board,
  ContactSubmission,
  ContributorApplication,
  ContributorListing,
  FranchiseeApplication,
  Message,
  PendingComment,
  PendingItems,
  PricingInquiry,
  ReviewKind,
  Role,
  SessionUser,
  Unsubscribe,
  UserProfile,
} from '../../domain/types';
import { normalizePath } from '../../config/paths';
import { sanitizeFileName } from '../../domain/attachments';
import { canEdit, canReply, interactionStatus, postsWithoutApproval, type Viewer } from '../../domain/permissions';
import { attachmentPath, checkAttachmentCount, checkFiles, createAttachmentStore, type UploadTarget } from './attachments';
import {
  COLLECTIONS,
  ESTIMATED_TIMES,
  contactSubmissionDoc,
  contributorApplicationDoc,
  displayName,
  franchiseeApplicationDoc,
  messageDoc,
  parseDoc,
  parseListed,
  pricingInquiryDoc,
  toBoard,
  toContributorListing,
  toMessage,
  toPublicProfile,
  toUserProfile,
  type MessageDoc,
  type StoredAttachment,
} from './documents';
import { INCORRECT_CREDENTIALS, firebaseErrorCode, guard, permissionDenied, toServiceError } from './errors';
import { EMULATOR_HOST, EMULATOR_PORTS, getFirebaseSdk, releaseFirebaseSdk } from './sdk';
import { createViewerTools } from './viewer';

/** PBKDF2 rounds for application password hashes: within the 120,000 Firebase Auth imports. */
export const HASH_ITERATIONS = 100_000;
/** How often watchSession retries a member-record query refused right after a sign-in. */
const SESSION_RETRIES = 3;
/** Where production download URLs live; the UI links only attachments on this origin. */
const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

export interface FirebaseServiceOptions {
  /** Firebase app name; tests use one per simulated user. Defaults to the default app. */
  appName?: string;
  now?: () => Date;
}

/** The payload of the createUserOnApproval callable (spec §7). */
interface ApprovalPayload {
  email: string;
  password: unknown;
  role: Extract<Role, 'Franchisee' | 'Contributor'>;
  applicationData: Record<string, unknown>;
  docId: string;
}

/** The payload of the deleteMessage callable (docs/decisions/005); it answers { outcome }, unused here. */
interface DeleteMessagePayload {
  boardId: string;
  messageId: string;
}

/** Whether Firestore accepts the text as a document id: no slash, not . or .., not __reserved__. */
function isDocumentId(id: string): boolean {
  return id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

function asError(error: unknown): Error {
  return toServiceError(error);
}

export async function createFirebaseServices(settings: FirebaseSettings, options: FirebaseServiceOptions = {}): Promise<Services> {
  const { auth, db, storage, functions } = getFirebaseSdk(settings, options.appName);
  const now = options.now ?? (() => new Date());
  const { requireUser, requireViewer, requireAdmin, watchAsViewer } = createViewerTools(auth);
  const files = createAttachmentStore(db, storage);
  const createUserOnApproval = httpsCallable<ApprovalPayload, unknown>(functions, 'createUserOnApproval');
  const deleteMessageCallable = httpsCallable<DeleteMessagePayload, unknown>(functions, 'deleteMessage');

  // A persisted sign-in is restored before the first call.
  await auth.authStateReady();

  // watchSession listeners re-read the member record after an email change.
  const sessionRefreshers = new Set<() => void>();

  // ---- References ----------------------------------------------------------

  const boardRef = (boardId: string) => doc(db, COLLECTIONS.commentBoards, boardId);
  const commentsOf = (boardId: string) => collection(db, COLLECTIONS.commentBoards, boardId, COLLECTIONS.comments);
  const commentRef = (boardId: string, messageId: string) => doc(commentsOf(boardId), messageId);

  async function getBoard(boardId: string): Promise<Board> {
    const snapshot = await getDoc(boardRef(boardId));
    if (!snapshot.exists()) throw new ServiceError('not-found', 'Board not found.');
    return toBoard(snapshot.id, snapshot.data());
  }

  async function getMessageDoc(boardId: string, messageId: string): Promise<MessageDoc> {
    const snapshot = await getDoc(commentRef(boardId, messageId));
    if (!snapshot.exists()) throw new ServiceError('not-found', 'Message not found.');
    // An estimate for a time the server has not confirmed yet (the viewer's own new message).
    return parseDoc(messageDoc, snapshot.data(ESTIMATED_TIMES), 'message');
  }

  function checkContent(board: Board, content: string, fileCount: number): string {
    const text = content.trim();
    if (text.length > board.maxLength) throw new ServiceError('invalid-argument', 'Message too long.');
    if (!text && (fileCount === 0 || !board.allowAttachments)) throw new ServiceError('invalid-argument', 'Message required.');
    return text;
  }

  async function reauthenticate(user: User, password: string): Promise<void> {
    if (!user.email || !password) throw new ServiceError('invalid-credentials', INCORRECT_CREDENTIALS);
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    } catch (error) {
      const failure = toServiceError(error);
      if (failure.code === 'invalid-credentials' || failure.code === 'missing-credentials') {
        throw new ServiceError('invalid-credentials', INCORRECT_CREDENTIALS, { cause: error });
      }
      throw failure;
    }
  }

  // Author names: nobody may list publicProfiles (it would be a uid
  // directory), so each author is one document read, made once per session
  // (the lifetime of this object). A missing or malformed profile is
  // remembered as absent (null) too. The map holds the promise, so concurrent
  // callers share one read.
  const authorNames = new Map<string, Promise<string | null>>();

  function nameOf(uid: string): Promise<string | null> {
    const cached = authorNames.get(uid);
    if (cached) return cached;
    const read = getDoc(doc(db, COLLECTIONS.publicProfiles, uid)).then((snapshot) => {
      const profile = snapshot.exists() ? toPublicProfile(snapshot.id, snapshot.data()) : null;
      return profile ? displayName(profile) : null;
    });
    authorNames.set(uid, read);
    // A failed read is no answer: the next caller asks again.
    read.catch(() => {
      if (authorNames.get(uid) === read) authorNames.delete(uid);
    });
    return read;
  }

  async function displayNames(uids: readonly string[]): Promise<Map<string, string>> {
    // A text that cannot name a document names no profile.
    const unique = [...new Set(uids)].filter(isDocumentId);
    const found = await Promise.all(unique.map(async (uid) => [uid, await nameOf(uid)] as const));
    const result = new Map<string, string>();
    for (const [uid, name] of found) if (name !== null) result.set(uid, name);
    return result;
  }

  /**
   * Deletes a message as spec §4 says, through the deleteMessage callable:
   * soft when it has replies (pending ones too, which no client may count),
   * hard otherwise, then its files. The callable checks the caller.
   */
  async function removeMessage(boardId: string, messageId: string): Promise<void> {
    // An Admin's second delete of a soft-deleted message comes back as
    // failed-precondition, which errors.ts maps to 'invalid-argument', as the
    // local backend refuses it; its author no longer owns it: permission-denied.
    await deleteMessageCallable({ boardId, messageId });
  }

  // ---- Admin review lists ----------------------------------------------------

  function listed<T>(snapshotDocs: readonly QueryDocumentSnapshot<DocumentData>[], map: (id: string, data: unknown) => T | null): T[] {
    return snapshotDocs.map((item) => map(item.id, item.data(ESTIMATED_TIMES))).filter((item): item is T => item !== null);
  }

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

  async function toPendingComments(snapshotDocs: readonly QueryDocumentSnapshot<DocumentData>[]): Promise<PendingComment[]> {
    const records = snapshotDocs
      .map((item) => {
        const record = parseListed(messageDoc, item.data(ESTIMATED_TIMES));
        const boardId = item.ref.parent.parent?.id;
        return record && boardId ? { id: item.id, boardId, record } : null;
      })
      .filter((item) => item !== null);
    const boardIds = [...new Set(records.map((item) => item.boardId))];
    const boards = new Map<string, Board>();
    await Promise.all(
      boardIds.map(async (boardId) => {
        const snapshot = await getDoc(boardRef(boardId));
        if (!snapshot.exists()) return;
        try {
          boards.set(boardId, toBoard(boardId, snapshot.data()));
        } catch {
          // A malformed board still shows its comments, under the default topic.
        }
      }),
    );
    const names = await displayNames(records.map((item) => item.record.userId).filter((uid): uid is string => uid !== null));
    return records.map(({ id, boardId, record }) => {
      const board = boards.get(boardId);
      return {
        id,
        commentBoardId: boardId,
        path: board?.pathname ?? '',
        topic: board?.heading ?? 'Comments',
        userName: (record.userId && names.get(record.userId)) || 'Unknown User',
        date: record.timestamp,
        content: record.content,
        isApproved: record.isApproved,
      };
    });
  }

  type PendingWatcher<K extends ReviewKind> = (next: (items: PendingItems[K][]) => void, onError: (error: Error) => void) => Unsubscribe;

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
          (error: unknown) => onError(asError(error)),
        );
      },
      (error) => onError(asError(error)),
    );
  }

  const pendingWatchers: { [K in ReviewKind]: PendingWatcher<K> } = {
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

  async function approveApplication(kind: 'franchisee' | 'contributor', docId: string): Promise<void> {
    const franchisee = kind === 'franchisee';
    const snapshot = await getDoc(doc(db, franchisee ? COLLECTIONS.franchiseeApplications : COLLECTIONS.contributorApplications, docId));
    if (!snapshot.exists()) throw new ServiceError('not-found', 'Application not found.');
    const { password, ...applicationData } = parseDoc(
      franchisee ? franchiseeApplicationDoc : contributorApplicationDoc,
      snapshot.data(),
      'application',
    );
    await createUserOnApproval({
      email: applicationData.email,
      password,
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

  /** Sets one subscription flag without reading the record; the rules refuse a flag already set. */
  async function subscribe(email: string, data: Record<string, unknown>, alreadyRegistered: string): Promise<void> {
    try {
      await setDoc(doc(db, COLLECTIONS.subscribers, email), data, { merge: true });
    } catch (error) {
      if (firebaseErrorCode(error) === 'permission-denied') throw new ServiceError('already-registered', alreadyRegistered, { cause: error });
      throw error;
    }
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

  const services: Services = {
    backend: 'firebase',
    attachmentOrigin: settings.useEmulators ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.storage}` : STORAGE_ORIGIN,

    auth: {
      watchSession(callback) {
        callback({ status: 'loading' });
        let inner: Unsubscribe | null = null;
        let generation = 0;

        const follow = (user: User | null) => {
          generation += 1;
          const current = generation;
          inner?.();
          inner = null;
          if (!user) {
            callback({ status: 'ready', user: null });
            return;
          }
          const email = user.email ?? '';
          const ready = (profile: UserProfile | null) => {
            if (current !== generation || auth.currentUser?.uid !== user.uid) return;
            const sessionUser: SessionUser = { uid: user.uid, email, profile };
            callback({ status: 'ready', user: sessionUser });
          };
          if (!email) {
            ready(null);
            return;
          }
          // Spec §7: ApprovedUsers where email equals the user's email, limit 1 (kept live).
          const subscribe = (attempt: number) => {
            inner = onSnapshot(
              query(collection(db, COLLECTIONS.approvedUsers), where('email', '==', email), limit(1)),
              (snapshot) => {
                const first = snapshot.docs[0];
                let profile: UserProfile | null = null;
                if (first) {
                  try {
                    profile = toUserProfile(first.id, first.data());
                  } catch {
                    profile = null;
                  }
                }
                ready(profile);
              },
              (error) => {
                // Right after a sign-in Firestore may still send the previous
                // credentials: retry a few times before giving up.
                if (firebaseErrorCode(error) === 'permission-denied' && attempt < SESSION_RETRIES) {
                  setTimeout(() => {
                    if (current === generation) subscribe(attempt + 1);
                  }, 200 * (attempt + 1));
                  return;
                }
                // A failed detail load leaves the user signed in without a profile (spec §8).
                ready(null);
              },
            );
          };
          subscribe(0);
        };

        const refresh = () => follow(auth.currentUser);
        sessionRefreshers.add(refresh);
        const stopAuth = onAuthStateChanged(auth, follow);
        return () => {
          sessionRefreshers.delete(refresh);
          stopAuth();
          generation += 1;
          inner?.();
          inner = null;
        };
      },

      async signIn(email, password) {
        const address = email.trim();
        if (!address || !password) throw new ServiceError('missing-credentials', 'Missing email or password');
        try {
          await signInWithEmailAndPassword(auth, address, password);
        } catch (error) {
          const failure = toServiceError(error);
          if (failure.code === 'missing-credentials') throw new ServiceError('invalid-credentials', INCORRECT_CREDENTIALS, { cause: error });
          throw failure;
        }
      },

      signOut: () => guard(() => signOut(auth)),

      updateEmail: (currentPassword, newEmail) =>
        guard(async () => {
          const user = requireUser();
          const email = parseInput(subscriptionEmailSchema, newEmail);
          await reauthenticate(user, currentPassword);
          try {
            await updateAuthEmail(user, email);
          } catch (error) {
            // Projects with email enumeration protection only allow a verified change:
            // the address changes once the link sent to it is followed.
            if (firebaseErrorCode(error) === 'auth/operation-not-allowed') {
              await verifyBeforeUpdateEmail(user, email);
              return;
            }
            throw error;
          }
          // A fresh token carries the new email claim the rules compare with.
          await user.getIdToken(true);
          try {
            await updateDoc(doc(db, COLLECTIONS.approvedUsers, user.uid), { email });
          } catch (error) {
            if (firebaseErrorCode(error) !== 'not-found') throw error;
          }
          for (const refresh of [...sessionRefreshers]) refresh();
        }),

      updatePassword: (currentPassword, newPassword) =>
        guard(async () => {
          const user = requireUser();
          await reauthenticate(user, currentPassword);
          if (!newPassword) throw new ServiceError('invalid-argument', 'Missing password.');
          await updateAuthPassword(user, newPassword);
        }),
    },

    users: {
      getUserByEmail: (email) =>
        guard(async () => {
          await requireViewer();
          const address = email.trim().toLowerCase();
          if (!address) return null;
          const snapshot = await getDocs(query(collection(db, COLLECTIONS.approvedUsers), where('email', '==', address), limit(1)));
          const first = snapshot.docs[0];
          return first ? toUserProfile(first.id, first.data()) : null;
        }),

      listContributors: () =>
        guard(async () => {
          // The directory the approval function keeps: what the page shows, no uid.
          const snapshot = await getDocs(collection(db, COLLECTIONS.contributorDirectory));
          return listed<ContributorListing>(snapshot.docs, toContributorListing);
        }),

      getDisplayNames: (uids) => guard(() => displayNames(uids)),

      setSubscriptions: ({ newsletter, offers }) =>
        guard(async () => {
          const viewer = await requireViewer();
          try {
            await updateDoc(doc(db, COLLECTIONS.approvedUsers, viewer.uid), {
              subscribedToNewsletter: newsletter,
              subscribedToOffers: offers,
            });
          } catch (error) {
            if (firebaseErrorCode(error) === 'not-found') throw new ServiceError('not-found', 'No member record for this account.');
            throw error;
          }
        }),
    },

    forms: {
      submitFranchiseeApplication: (input) =>
        guard(async () => {
          const data = parseInput(franchiseeApplicationSchema, input);
          const password = await hashPassword(data.password, HASH_ITERATIONS);
          // The server's time (the rules require request.time): nobody jumps the review queue.
          await addDoc(collection(db, COLLECTIONS.franchiseeApplications), { ...data, password, submittedAt: serverTimestamp() });
        }),

      submitContributorApplication: (input) =>
        guard(async () => {
          const data = parseInput(contributorApplicationSchema, input);
          const password = await hashPassword(data.password, HASH_ITERATIONS);
          await addDoc(collection(db, COLLECTIONS.contributorApplications), {
            ...data,
            businessName: data.employer === 'business' ? data.businessName : null,
            password,
            submittedAt: serverTimestamp(),
          });
        }),

      submitPricingInquiry: (input) =>
        guard(async () => {
          // parseInput keeps only the schema's keys: any status or id is stripped.
          const data = parseInput(pricingInquirySchema, input);
          await addDoc(collection(db, COLLECTIONS.pricingInquiries), {
            ...data,
            // Spec §3's year/month/day text, as the visitor's calendar has it;
            // the queue is ordered by the server's createdAt.
            submissionDate: submissionDate(now()),
            createdAt: serverTimestamp(),
          });
        }),

      submitContact: (input) =>
        guard(async () => {
          const data = parseInput(contactSchema, input);
          await addDoc(collection(db, COLLECTIONS.contactSubmissions), { ...data, timestamp: serverTimestamp(), status: 'Pending' });
        }),

      // Spec §7 reads subscriber/{email} first; here nobody but an Admin may
      // read it (no visitor learns another person's flags or postal code), so
      // the services merge-write blindly and firestore.rules refuse a flag that
      // is already set: after the input checks above, a refusal means
      // 'already registered' (README, Deviations from the spec).
      subscribeNewsletter: (rawEmail) =>
        guard(async () => {
          const email = parseInput(subscriptionEmailSchema, rawEmail);
          await subscribe(email, { email, newsletter: true }, 'Email is already registered for the newsletter.');
        }),

      subscribeOffers: (rawEmail, rawPostalCode) =>
        guard(async () => {
          const email = parseInput(subscriptionEmailSchema, rawEmail);
          const postalCode = parseInput(postalCodeSchema, rawPostalCode).toUpperCase();
          await subscribe(email, { email, specialOffers: { registered: true, postalCode } }, 'Email is already registered for special offers.');
        }),
    },

    boards: {
      findBoard: (pathname) =>
        guard(async () => {
          const snapshot = await getDocs(
            query(collection(db, COLLECTIONS.commentBoards), where('pathKey', '==', normalizePath(pathname)), limit(1)),
          );
          const first = snapshot.docs[0];
          return first ? toBoard(first.id, first.data()) : null;
        }),

      watchMessages(boardId, { selectedId = null }, callback, onError) {
        return watchAsViewer((viewer: Viewer | null) => {
          const comments = commentsOf(boardId);
          // Approved messages and the viewer's own pending ones (spec §7 Live
          // board): one OR query, served by the (isApproved, timestamp) and
          // (userId, timestamp) indexes of firestore.indexes.json.
          const source = viewer
            ? query(comments, or(where('isApproved', '==', true), where('userId', '==', viewer.uid)), orderBy('timestamp'))
            : query(comments, where('isApproved', '==', true), orderBy('timestamp'));
          // For an Admin, the message selected in the review console too: a
          // document listener of its own, since documentId() in an OR query
          // needs an index Firestore cannot build.
          const selected = viewer?.role === 'Admin' && selectedId ? commentRef(boardId, selectedId) : null;
          let listed: Message[] = [];
          let extra: Message | null = null;
          let listedReady = false;
          let extraReady = selected === null;
          const emit = () => {
            if (!listedReady || !extraReady) return;
            const messages = extra && !listed.some((message) => message.id === extra?.id) ? [...listed, extra] : listed;
            callback([...messages].sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0)));
          };
          const stopList = onSnapshot(
            source,
            (snapshot) => {
              listed = [];
              for (const item of snapshot.docs) {
                const record = parseListed(messageDoc, item.data(ESTIMATED_TIMES));
                if (record) listed.push(toMessage(item.id, boardId, record));
              }
              listedReady = true;
              emit();
            },
            (error) => onError?.(asError(error)),
          );
          const stopSelected = selected
            ? onSnapshot(
                selected,
                (snapshot) => {
                  const record = snapshot.exists() ? parseListed(messageDoc, snapshot.data(ESTIMATED_TIMES)) : null;
                  extra = record ? toMessage(snapshot.id, boardId, record) : null;
                  extraReady = true;
                  emit();
                },
                (error) => onError?.(asError(error)),
              )
            : () => undefined;
          return () => {
            stopList();
            stopSelected();
          };
        }, onError);
      },

      postMessage: ({ boardId, content, replyTo, files: newFiles }) =>
        guard(async () => {
          const viewer = await requireViewer();
          const board = await getBoard(boardId);
          if (interactionStatus(board, viewer) !== 'full') throw permissionDenied();
          const text = checkContent(board, content, newFiles.length);
          checkFiles(board, newFiles);
          checkAttachmentCount(new Set(newFiles.map((file) => sanitizeFileName(file.name))).size);
          if (replyTo !== null) {
            const parent = await getDoc(commentRef(boardId, replyTo));
            const parentRecord = parent.exists() ? parseListed(messageDoc, parent.data()) : null;
            if (!parentRecord || !canReply(parentRecord)) {
              throw new ServiceError('invalid-argument', 'Replies go to approved messages only.');
            }
          }
          const ref = doc(commentsOf(boardId));
          const isApproved = postsWithoutApproval(viewer.role);
          // The message first, without files: storage.rules take an upload only
          // into an existing message of the uploader, so no file is ever left
          // without its message. The server stamps the time.
          const estimatedTime = now().toISOString();
          await setDoc(ref, {
            userId: viewer.uid,
            content: text,
            attachments: [],
            timestamp: serverTimestamp(),
            editTimestamp: null,
            replyTo,
            isApproved,
            isDeleted: false,
          });
          let attachments: StoredAttachment[] = [];
          if (newFiles.length > 0) {
            const target: UploadTarget = { uid: viewer.uid, boardId, messageId: ref.id };
            try {
              attachments = await files.upload(target, newFiles);
              // Set once (the rules let the author fill the empty list of a new, unedited message).
              await updateDoc(ref, { attachments });
            } catch (error) {
              // No message without the files it was posted with. The callable
              // removes the message and its folder, but finds metadata only
              // through the (still empty) list: the uploader removes that.
              await files.remove(target, newFiles.map((file) => sanitizeFileName(file.name))).catch(() => undefined);
              await removeMessage(boardId, ref.id).catch(() => undefined);
              throw error;
            }
          }
          const record: MessageDoc = {
            userId: viewer.uid,
            content: text,
            attachments,
            timestamp: estimatedTime,
            editTimestamp: null,
            replyTo,
            isApproved,
            isDeleted: false,
          };
          return toMessage(ref.id, boardId, record);
        }),

      editMessage: (boardId, messageId, { content, keep, files: newFiles }) =>
        guard(async () => {
          const viewer = await requireViewer();
          const board = await getBoard(boardId);
          const record = await getMessageDoc(boardId, messageId);
          if (interactionStatus(board, viewer) !== 'full' || !canEdit(record, viewer)) throw permissionDenied();
          checkFiles(board, newFiles);
          // canEdit: the viewer is the author, so the message's folder is theirs
          // and only their own files are touched. An entry whose stored path is
          // not that folder's is no file of this message: it is dropped.
          const target: UploadTarget = { uid: viewer.uid, boardId, messageId };
          const ours = (entry: StoredAttachment) => entry.path === attachmentPath(viewer.uid, boardId, messageId, entry.name);
          const kept = record.attachments.filter((entry) => ours(entry) && keep.includes(entry.name));
          const text = checkContent(board, content, kept.length + newFiles.length);
          const newNames = new Set(newFiles.map((file) => sanitizeFileName(file.name)));
          checkAttachmentCount(kept.filter((entry) => !newNames.has(entry.name)).length + newNames.size);
          let attachments: StoredAttachment[];
          try {
            const added = await files.upload(target, newFiles);
            const addedNames = new Set(added.map((entry) => entry.name));
            attachments = [...kept.filter((entry) => !addedNames.has(entry.name)), ...added];
            await updateDoc(commentRef(boardId, messageId), { content: text, attachments, editTimestamp: serverTimestamp() });
          } catch (error) {
            // Take back what this edit uploaded, except names the message already
            // had (those were overwritten in place, their entries still stand).
            const existing = new Set(record.attachments.map((entry) => entry.name));
            await files.remove(target, [...newNames].filter((name) => !existing.has(name))).catch(() => undefined);
            throw error;
          }
          // Only after the message no longer lists them. A failure here leaves
          // files in the message's own folder, which deleting the message
          // empties; it does not undo the edit, so it is not reported as one.
          const keptNames = new Set(attachments.map((entry) => entry.name));
          const removed = record.attachments.map((entry) => entry.name).filter((name) => !keptNames.has(name));
          await files.remove(target, removed).catch(() => undefined);
        }),

      deleteMessage: (boardId, messageId) =>
        guard(async () => {
          await requireViewer();
          await removeMessage(boardId, messageId);
        }),
    },

    admin: {
      watchPending(kind, callback, onError) {
        const fail = (error: Error) => onError?.(error);
        return watchAsViewer((viewer) => {
          if (viewer?.role !== 'Admin') {
            fail(permissionDenied());
            return () => undefined;
          }
          return pendingWatchers[kind](callback, fail);
        }, fail);
      },

      approve: (kind: ReviewKind, item: PendingItems[ReviewKind]) =>
        guard(async () => {
          await requireAdmin();
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
              await updateDoc(commentRef(item.commentBoardId, item.id), { isApproved: true });
              return;
            }
          }
        }),

      reject: (kind: ReviewKind, item: PendingItems[ReviewKind]) =>
        guard(async () => {
          await requireAdmin();
          switch (kind) {
            case 'franchisee':
              await deleteDoc(doc(db, COLLECTIONS.franchiseeApplications, item.id));
              return;
            case 'contributor':
              await deleteDoc(doc(db, COLLECTIONS.contributorApplications, item.id));
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
    },
  };

  return services;
}

/** Deletes the Firebase app a test made with createFirebaseServices(settings, { appName }). */
export async function releaseFirebaseServices(appName: string): Promise<void> {
  await releaseFirebaseSdk(appName);
}
