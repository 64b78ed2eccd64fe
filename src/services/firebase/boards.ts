// The boards service over Firestore, Storage and the deleteMessage callable
// (docs/decisions/005: times from the server, attachments uploaded into an
// existing message, deletion by the callable). Who may post, reply and edit,
// what text and files a message may carry and how an edit merges them come
// from src/domain; firestore.rules and storage.rules check the same again.
import { collection, doc, getDoc, getDocs, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { ServiceError } from '../../domain/errors';
import { RATE_LIMITS } from '../../domain/limits';
import { nextRateWindow } from '../../domain/server/rate-limits';
import type { BoardsService } from '../api';
import { normalizePath } from '../../domain/boards';
import { sanitizeFileName } from '../../domain/attachments';
import { planEdit, planPost, type StoredParent } from '../../domain/message-plans';
import { attachmentPath, mergeAttachments, REPLIES_PER_PAGE, THREADS_PER_PAGE } from '../../domain/messages';
import type { UploadTarget } from './attachments';
import { watchBoardPage } from './board-page';
import { commentRef, commentsOf, getBoard, getMessageDoc, type FirebaseContext } from './context';
import { converterOf, required } from './converters';
import { toBoard, toMessage, type MessageDoc, type StoredAttachment } from './documents';
import { guard } from './errors';
import { collections } from '../../domain/model/collections';
import { queries } from '../../domain/model/queries';
import { shapedQuery } from './shaped-query';

export function createBoardsService({ db, now, files, removeMessage, viewer: viewers }: FirebaseContext): BoardsService {
  const { requireViewer, watchAsViewer } = viewers;

  return {
    findBoard: (pathname) =>
      guard(async () => {
        const boards = collection(db, collections.commentBoards.path).withConverter(converterOf(collections.commentBoards));
        const snapshot = await getDocs(shapedQuery(boards, queries.boardByPath, { equal: { pathKey: normalizePath(pathname) }, limit: 1 }));
        const first = snapshot.docs[0];
        return first ? toBoard(first.id, required(first.data(), 'board')) : null;
      }),

    watchMessages(boardId, { selectedId = null, threads = THREADS_PER_PAGE, replies = REPLIES_PER_PAGE }, callback, onError) {
      // The bounded query (board-page.ts): a page of threads, a bounded page of their replies,
      // the viewer's own pending messages and, for an Admin, the selected one.
      return watchAsViewer((viewer) => watchBoardPage({ db, boardId, viewer, selectedId, threads, replies, callback, onError }), onError);
    },

    postMessage: ({ boardId, content, replyTo, files: newFiles }) =>
      guard(async () => {
        const viewer = await requireViewer();
        const board = await getBoard(db, boardId);
        let parent: StoredParent | null = null;
        if (replyTo !== null) {
          const snapshot = await getDoc(commentRef(db, boardId, replyTo));
          const stored = snapshot.exists() ? (snapshot.data() ?? null) : null;
          // firestore.rules compare with the parent's stored threadId (scripts/add-thread-ids.ts fills in old ones).
          parent = stored && { ...stored, threadId: stored.threadId ?? snapshot.id };
        }
        const ref = doc(commentsOf(db, boardId));
        const plan = planPost(viewer, board, { content, replyTo, files: newFiles }, { id: ref.id, parent });
        // The message first, without files: storage.rules take an upload only
        // into an existing message of the uploader, so no file is ever left
        // without its message. The server stamps the time.
        const estimatedTime = now().toISOString();
        const batch = writeBatch(db);
        batch.set(ref, { ...plan, attachments: [], timestamp: serverTimestamp() });
        // The member's rate limit (RATE_LIMITS.post; not an Admin's):
        // firestore.rules take a message only with its count in
        // postLimits/{uid}, written in the same batch and naming this
        // message (one count, one message).
        if (viewer.role !== 'Admin') {
          const limitRef = doc(db, collections.postLimits.path, viewer.uid);
          const stored = await getDoc(limitRef);
          const window = nextRateWindow(stored.data(), RATE_LIMITS.post, now());
          if (!window.allowed) throw new ServiceError('rate-limited', 'Too many tries.', { retryAt: window.retryAt });
          batch.set(limitRef, {
            windowStart: window.windowStart === null ? serverTimestamp() : (stored.get('windowStart') as unknown),
            count: window.count,
            at: serverTimestamp(),
            lastMessageId: ref.id,
          });
        }
        await batch.commit();
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
        const record: MessageDoc = { ...plan, attachments, timestamp: estimatedTime };
        return toMessage(ref.id, boardId, record);
      }),

    editMessage: (boardId, messageId, { content, keep, files: newFiles }) =>
      guard(async () => {
        const viewer = await requireViewer();
        const board = await getBoard(db, boardId);
        const record = await getMessageDoc(db, boardId, messageId);
        const current = record.attachments.filter((entry) => entry.path === attachmentPath(viewer.uid, boardId, messageId, entry.name));
        const plan = planEdit(viewer, board, record, current, { content, keep, files: newFiles });
        // The plan made sure the viewer is the author, so the message's folder is theirs
        // and only their own files are touched. An entry whose stored path is
        // not that folder's is no file of this message: it is dropped.
        const target: UploadTarget = { uid: viewer.uid, boardId, messageId };
        const existing = new Set(record.attachments.map((entry) => entry.name));
        // storage.rules never let an object be replaced (issue 23): a new file
        // of a name the message has takes the old one's place only once that
        // one is deleted. A failure after this leaves the entry naming a file
        // that is gone, which the board shows by name only.
        await files.remove(target, plan.newNames.filter((name) => existing.has(name)));
        let attachments: StoredAttachment[];
        try {
          attachments = mergeAttachments(plan.kept, await files.upload(target, newFiles));
          await updateDoc(commentRef(db, boardId, messageId), { content: plan.text, attachments, editTimestamp: serverTimestamp() });
        } catch (error) {
          // Take back what this edit uploaded.
          await files.remove(target, plan.newNames).catch(() => undefined);
          throw error;
        }
        // Only after the message no longer lists them, and not a name a new
        // file took over (same path): every name the message had and has no
        // more. A failure here leaves files in the message's own folder,
        // which deleting the message empties; it does not undo the edit, so it
        // is not reported as one.
        const listedNames = new Set(attachments.map((entry) => entry.name));
        const dropped = record.attachments.map((entry) => entry.name).filter((name) => !listedNames.has(name));
        await files.remove(target, dropped).catch(() => undefined);
      }),

    deleteMessage: (boardId, messageId) =>
      guard(async () => {
        await requireViewer();
        await removeMessage(boardId, messageId);
      }),
  };
}
