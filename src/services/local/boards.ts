// The local backend's BoardsService: comment boards and their messages in
// IndexedDB. Every rule (who may read, post, reply, edit and delete; what text
// and files a message may carry; what a deletion leaves) comes from
// src/domain; this file reads and writes records and files, and makes the
// checks firestore.rules and the deleteMessage function make in production.
import type { BoardsService } from '../api';
import { normalizePath } from '../../config/paths';
import { ServiceError } from '../../domain/errors';
import {
  attachmentPath,
  checkMessageFiles,
  deletionKind,
  mergeAttachments,
  messageText,
  planEdit,
  softDeletedFields,
} from '../../domain/messages';
import {
  canDelete,
  canEdit,
  canReadBoard,
  canReadMessage,
  canReply,
  interactionStatus,
  permissionDenied,
  postsWithoutApproval,
  requireSignedIn,
} from '../../domain/permissions';
import type { Board } from '../../domain/types';
import type { LocalContext } from './context';
import type { BoardRecord, MessageRecord } from './db';

/** What the deleteMessage function answers an Admin who deletes a soft-deleted message. */
const ALREADY_DELETED = 'This message has already been deleted.';

function toBoard({ pathKey: _pathKey, ...board }: BoardRecord): Board {
  return board;
}

export function createBoardsService({ db, session, files, watch, now, newId }: LocalContext): BoardsService {
  async function getBoard(boardId: string): Promise<Board> {
    const board = await db.commentBoards.get(boardId);
    if (!board) throw new ServiceError('not-found', 'Board not found.');
    return toBoard(board);
  }

  /** The message of this board; call inside a transaction on db.comments. */
  async function getRecord(boardId: string, messageId: string): Promise<MessageRecord> {
    const record = await db.comments.get(messageId);
    if (!record || record.boardId !== boardId) throw new ServiceError('not-found', 'Message not found.');
    return record;
  }

  return {
    async findBoard(pathname) {
      const board = await db.commentBoards.where('pathKey').equals(normalizePath(pathname)).first();
      return board ? toBoard(board) : null;
    },

    watchMessages(boardId, { selectedId = null }, callback, onError) {
      return watch.tables(
        ['comments', 'commentBoards', 'files'],
        async (viewer) => {
          const board = await getBoard(boardId);
          if (!canReadBoard(board, viewer)) throw permissionDenied();
          // Read the board in one go and filter here: a Dexie filter() costs a round trip per record.
          const all = await db.comments.where('[boardId+timestamp]').between([boardId, ''], [boardId, '\uffff']).toArray();
          // Of the messages the viewer may read, approved ones, their own
          // pending ones and the admin's selection (the rules allow more to
          // an Admin; the board shows only these).
          const records = all.filter(
            (message) =>
              canReadMessage(message, viewer) &&
              (message.isApproved || (viewer !== null && message.userId === viewer.uid) || message.id === selectedId),
          );
          return files.toMessages(records);
        },
        callback,
        onError,
      );
    },

    async postMessage({ boardId, content, replyTo, files: newFiles }) {
      const viewer = requireSignedIn(await session.viewer());
      const board = await getBoard(boardId);
      if (interactionStatus(board, viewer) !== 'full') throw permissionDenied();
      const text = messageText(board, content, newFiles.length);
      checkMessageFiles(board, newFiles);
      const id = newId();
      const record = await db.transaction('rw', [db.comments, db.files], async (): Promise<MessageRecord> => {
        if (replyTo !== null) {
          const parent = await db.comments.get(replyTo);
          if (!parent || parent.boardId !== boardId || !canReply(parent)) {
            throw new ServiceError('invalid-argument', 'Replies go to approved messages only.');
          }
        }
        const message: MessageRecord = {
          id,
          boardId,
          userId: viewer.uid,
          content: text,
          attachments: await files.store(viewer.uid, boardId, id, newFiles),
          timestamp: now().toISOString(),
          editTimestamp: null,
          replyTo,
          isApproved: postsWithoutApproval(viewer.role),
          isDeleted: false,
        };
        await db.comments.add(message);
        return message;
      });
      return files.toMessage(record);
    },

    async editMessage(boardId, messageId, edit) {
      const viewer = requireSignedIn(await session.viewer());
      const board = await getBoard(boardId);
      // A file this board never takes is refused before the message is read.
      checkMessageFiles(board, edit.files, edit.files.length);
      const touched = await db.transaction('rw', [db.comments, db.files], async () => {
        const record = await getRecord(boardId, messageId);
        if (interactionStatus(board, viewer) !== 'full' || !canEdit(record, viewer)) throw permissionDenied();
        const plan = planEdit(board, record.attachments, edit);
        // canEdit made sure the viewer is the author: the folder is theirs, and
        // every path is worked out from the ids, not read from the record.
        const pathOf = (name: string) => attachmentPath(viewer.uid, boardId, messageId, name);
        const removedPaths = plan.removed.map(({ name }) => pathOf(name));
        await db.files.bulkDelete(removedPaths);
        const added = await files.store(viewer.uid, boardId, messageId, edit.files);
        const kept = plan.kept.map(({ name }) => ({ name, path: pathOf(name) }));
        const attachments = mergeAttachments(kept, added);
        await db.comments.update(messageId, { content: plan.text, attachments, editTimestamp: now().toISOString() });
        return [...removedPaths, ...added.map((attachment) => attachment.path)];
      });
      // A replaced file gets a new object URL; a removed one's is released.
      files.forget(touched);
    },

    async deleteMessage(boardId, messageId) {
      const viewer = requireSignedIn(await session.viewer());
      const removed = await db.transaction('rw', [db.comments, db.files], async () => {
        const record = await getRecord(boardId, messageId);
        // A soft-deleted message is never deleted again, by anyone (canDelete):
        // an Admin hears why, as from the deleteMessage function.
        if (record.isDeleted && viewer.role === 'Admin') throw new ServiceError('invalid-argument', ALREADY_DELETED);
        if (!canDelete(record, viewer) || record.userId === null) throw permissionDenied();
        // Spec §4: any reply, a pending one too, keeps the message as a soft delete.
        const replies = await db.comments.where('replyTo').equals(messageId).count();
        // Spread: Dexie's update spec takes an object type, not the domain's interface.
        if (deletionKind(replies) === 'soft') await db.comments.update(messageId, softDeletedFields());
        else await db.comments.delete(messageId);
        return files.deleteFolder(record.userId, boardId, messageId);
      });
      files.forget(removed);
    },
  };
}
