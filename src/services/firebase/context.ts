// What the firebase services share, made once per createFirebaseServices: the
// SDK objects of one app, the clock, who is asking (viewer.ts), the attachment
// store, the deleteMessage callable, the session's cache of author names and the
// references of boards and their messages. Each service file (auth, users,
// forms, boards, admin) receives it and only reads and writes: the rules it
// applies come from src/domain.
import type { Auth } from 'firebase/auth';
import { collection, doc, getDoc, type DocumentData, type Firestore, type QueryDocumentSnapshot } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseSettings } from '../config';
import { ServiceError } from '../../domain/errors';
import { callables } from '../../domain/model/callables';
import { displayName } from '../../domain/messages';
import type { Board } from '../../domain/types';
import { createAttachmentStore, type AttachmentStore } from './attachments';
import { caller } from './call';
import { converterOf, required } from './converters';
import { ESTIMATED_TIMES, toBoard, toPublicProfile, type MessageDoc } from './documents';
import { getFirebaseSdk } from './sdk';
import { createViewerTools, type ViewerTools } from './viewer';
import { collections } from '../../domain/model/collections';

export interface FirebaseServiceOptions {
  /** Firebase app name; tests use one per simulated user. Defaults to the default app. */
  appName?: string;
  now?: () => Date;
}

export interface FirebaseContext {
  readonly auth: Auth;
  readonly db: Firestore;
  /** For the callables a service makes itself (account.ts, auth.ts's syncMemberEmail). */
  readonly functions: Functions;
  readonly now: () => Date;
  readonly viewer: ViewerTools;
  readonly files: AttachmentStore;
  /**
   * Deletes a message as spec §4 says, through the deleteMessage callable:
   * soft when it has replies (pending ones too, which no client may count),
   * hard otherwise, then its files. The callable checks the caller.
   */
  readonly removeMessage: (boardId: string, messageId: string) => Promise<void>;
  /** Display names of author ids; unknown ids are absent. */
  readonly displayNames: (uids: readonly string[]) => Promise<Map<string, string>>;
  /** watchSession listeners re-read the member record after an email change. */
  readonly sessionRefreshers: Set<() => void>;
}

export function createFirebaseContext(settings: FirebaseSettings, options: FirebaseServiceOptions): FirebaseContext {
  const { auth, db, storage, functions } = getFirebaseSdk(settings, options.appName);
  const call = caller(functions);
  return {
    auth,
    db,
    functions,
    now: options.now ?? (() => new Date()),
    viewer: createViewerTools(auth),
    files: createAttachmentStore(db, storage),
    async removeMessage(boardId, messageId) {
      // An Admin's second delete of a soft-deleted message comes back as
      // failed-precondition, which errors.ts maps to 'invalid-argument', as the
      // local backend refuses it; its author no longer owns it: permission-denied.
      await call(callables.deleteMessage, { boardId, messageId });
    },
    displayNames: createAuthorNames(db),
    sessionRefreshers: new Set(),
  };
}

/**
 * Author names: nobody may list publicProfiles (it would be a uid
 * directory), so each author is one document read, made once per session
 * (the lifetime of the services). A missing or malformed profile is
 * remembered as absent (null) too. The map holds the promise, so concurrent
 * callers share one read.
 */
function createAuthorNames(db: Firestore): FirebaseContext['displayNames'] {
  const authorNames = new Map<string, Promise<string | null>>();

  function nameOf(uid: string): Promise<string | null> {
    const cached = authorNames.get(uid);
    if (cached) return cached;
    const read = getDoc(doc(db, collections.publicProfiles.path, uid).withConverter(converterOf(collections.publicProfiles))).then((snapshot) => {
      const profile = snapshot.exists() ? toPublicProfile(snapshot.id, snapshot.data() ?? null) : null;
      return profile ? displayName(profile) : null;
    });
    authorNames.set(uid, read);
    // A failed read is no answer: the next caller asks again.
    read.catch(() => {
      if (authorNames.get(uid) === read) authorNames.delete(uid);
    });
    return read;
  }

  return async (uids) => {
    // A text that cannot name a document names no profile.
    const unique = [...new Set(uids)].filter(isDocumentId);
    const found = await Promise.all(unique.map(async (uid) => [uid, await nameOf(uid)] as const));
    const result = new Map<string, string>();
    for (const [uid, name] of found) if (name !== null) result.set(uid, name);
    return result;
  };
}

/** Whether Firestore accepts the text as a document id: no slash, not . or .., not __reserved__. */
function isDocumentId(id: string): boolean {
  return id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

// ---- Boards and their messages ---------------------------------------------

// Read through their declarations' converters (converters.ts): a board or a
// message of another shape reads as null.
export const boardRef = (db: Firestore, boardId: string) => doc(db, collections.commentBoards.path, boardId).withConverter(converterOf(collections.commentBoards));
export const commentsOf = (db: Firestore, boardId: string) =>
  collection(db, collections.commentBoards.path, boardId, collections.comments.name).withConverter(converterOf(collections.comments));
export const commentRef = (db: Firestore, boardId: string, messageId: string) => doc(commentsOf(db, boardId), messageId);

export async function getBoard(db: Firestore, boardId: string): Promise<Board> {
  const snapshot = await getDoc(boardRef(db, boardId));
  if (!snapshot.exists()) throw new ServiceError('not-found', 'Board not found.');
  return toBoard(snapshot.id, required(snapshot.data(), 'board'));
}

export async function getMessageDoc(db: Firestore, boardId: string, messageId: string): Promise<MessageDoc> {
  const snapshot = await getDoc(commentRef(db, boardId, messageId));
  if (!snapshot.exists()) throw new ServiceError('not-found', 'Message not found.');
  // An estimate for a time the server has not confirmed yet (the viewer's own new message).
  return required(snapshot.data(ESTIMATED_TIMES), 'message');
}

/** The documents of a query result as domain items; a malformed one (mapped to null) is left out. */
export function listed<T, D = DocumentData>(snapshotDocs: readonly QueryDocumentSnapshot<D>[], map: (id: string, data: D) => T | null): T[] {
  return snapshotDocs.map((item) => map(item.id, item.data(ESTIMATED_TIMES))).filter((item): item is T => item !== null);
}
