// The boards service over Firestore, Storage and the deleteMessage callable
// (docs/decisions/005: times from the server, attachments uploaded into an
// existing message, deletion by the callable). Who may post, reply and edit,
// what text and files a message may carry and how an edit merges them come
// from src/domain; firestore.rules and storage.rules check the same again.
import { collection, doc, getDoc, getDocs, limit, onSnapshot, or, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import type { BoardsService } from '../api';
import { normalizePath } from '../../config/paths';
import { sanitizeFileName } from '../../domain/attachments';
import { ServiceError } from '../../domain/errors';
import { attachmentPath, checkMessageFiles, mergeAttachments, messageText, planEdit } from '../../domain/messages';
import { canEdit, canReply, interactionStatus, permissionDenied, postsWithoutApproval } from '../../domain/permissions';
import type { Message } from '../../domain/types';
import type { UploadTarget } from './attachments';
import { commentRef, commentsOf, getBoard, getMessageDoc, type FirebaseContext } from './context';
import { COLLECTIONS, ESTIMATED_TIMES, messageDoc, parseListed, toBoard, toMessage, type MessageDoc, type StoredAttachment } from './documents';
import { guard, toServiceError } from './errors';

export function createBoardsService({ db, now, files, removeMessage, viewer: viewers }: FirebaseContext): BoardsService {
  const { requireViewer, watchAsViewer } = viewers;

  return {
    findBoard: (pathname) =>
      guard(async () => {
        const snapshot = await getDocs(query(collection(db, COLLECTIONS.commentBoards), where('pathKey', '==', normalizePath(pathname)), limit(1)));
        const first = snapshot.docs[0];
        return first ? toBoard(first.id, first.data()) : null;
      }),

    watchMessages(boardId, { selectedId = null }, callback, onError) {
      return watchAsViewer((viewer) => {
        const comments = commentsOf(db, boardId);
        // Approved messages and the viewer's own pending ones (spec §7 Live
        // board): one OR query, served by the (isApproved, timestamp) and
        // (userId, timestamp) indexes of firestore.indexes.json.
        const source = viewer
          ? query(comments, or(where('isApproved', '==', true), where('userId', '==', viewer.uid)), orderBy('timestamp'))
          : query(comments, where('isApproved', '==', true), orderBy('timestamp'));
        // For an Admin, the message selected in the review console too: a
        // document listener of its own, since documentId() in an OR query
        // needs an index Firestore cannot build.
        const selected = viewer?.role === 'Admin' && selectedId ? commentRef(db, boardId, selectedId) : null;
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
          (error) => onError?.(toServiceError(error)),
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
              (error) => onError?.(toServiceError(error)),
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
        const board = await getBoard(db, boardId);
        if (interactionStatus(board, viewer) !== 'full') throw permissionDenied();
        const text = messageText(board, content, newFiles.length);
        checkMessageFiles(board, newFiles);
        if (replyTo !== null) {
          const parent = await getDoc(commentRef(db, boardId, replyTo));
          const parentRecord = parent.exists() ? parseListed(messageDoc, parent.data()) : null;
          if (!parentRecord || !canReply(parentRecord)) {
            throw new ServiceError('invalid-argument', 'Replies go to approved messages only.');
          }
        }
        const ref = doc(commentsOf(db, boardId));
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
        const board = await getBoard(db, boardId);
        const record = await getMessageDoc(db, boardId, messageId);
        if (interactionStatus(board, viewer) !== 'full' || !canEdit(record, viewer)) throw permissionDenied();
        // canEdit: the viewer is the author, so the message's folder is theirs
        // and only their own files are touched. An entry whose stored path is
        // not that folder's is no file of this message: it is dropped.
        const target: UploadTarget = { uid: viewer.uid, boardId, messageId };
        const ours = (entry: StoredAttachment) => entry.path === attachmentPath(viewer.uid, boardId, messageId, entry.name);
        const plan = planEdit(board, record.attachments.filter(ours), { content, keep, files: newFiles });
        let attachments: StoredAttachment[];
        try {
          attachments = mergeAttachments(plan.kept, await files.upload(target, newFiles));
          await updateDoc(commentRef(db, boardId, messageId), { content: plan.text, attachments, editTimestamp: serverTimestamp() });
        } catch (error) {
          // Take back what this edit uploaded, except names the message already
          // had (those were overwritten in place, their entries still stand).
          const existing = new Set(record.attachments.map((entry) => entry.name));
          await files.remove(target, plan.newNames.filter((name) => !existing.has(name))).catch(() => undefined);
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
