// The local backend's BoardsService: comment boards and their messages in
// IndexedDB. Every rule (who may read, post, reply, edit and delete; what text
// and files a message may carry; what a deletion leaves) comes from
// src/domain; this file reads and writes records and files, and makes the
// checks firestore.rules make in production. A deletion is the deleteMessage
// callable's own handler, run here (call-local.ts, ADR 027).
import type { BoardsService } from '../api';
import { normalizePath } from '../../domain/boards';
import { ServiceError } from '../../domain/errors';
import { planEdit, planPost } from '../../domain/message-plans';
import { attachmentPath, byTime, mergeAttachments, REPLIES_PER_PAGE, THREADS_PER_PAGE } from '../../domain/messages';
import { canReadBoard, canReadMessage, permissionDenied, requireSignedIn } from '../../domain/permissions';
import type { Board } from '../../domain/types';
import { messageArrived } from '../../domain/server/arrival';
import { callables } from '../../domain/model/callables';
import { localCaller, localRefusal } from './call-local';
import type { LocalContext } from './context';
import { LIST_KEY, type BoardRecord, type MessageRecord } from './db';
import { localStore } from './server-ports';
import { LIST_LIMIT, RATE_LIMITS } from '../../domain/limits';
import { requireRateLimit } from '../../domain/server/rate-limits';
import { renderLocalNotificationMail } from './mail-ports';

function toBoard({ pathKey: _pathKey, ...board }: BoardRecord): Board {
  return board;
}

/** Above every ISO time: the upper end of an index range over times. */
const MAX_KEY = '\uffff';

export function createBoardsService(context: LocalContext): BoardsService {
  const { db, session, files, watch, now, newId, onRead } = context;
  const call = localCaller(context);
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

    watchMessages(boardId, { selectedId = null, threads = THREADS_PER_PAGE, replies = REPLIES_PER_PAGE }, callback, onError) {
      // The oldest thread listed, fixed by the first run: later runs list the
      // threads from it on (the ones posted since are added, none goes away).
      // undefined: not yet known; null: the board's every thread.
      let from: string | null | undefined;
      const rootsBetween = (lower: string, upper: string, includeUpper = true) =>
        db.comments.where('[boardId+listKey+timestamp]').between([boardId, LIST_KEY.thread, lower], [boardId, LIST_KEY.thread, upper], true, includeUpper);

      /** The first run's window: the newest `threads` threads, reaching back to the selected message's thread. */
      async function firstFrom(selected: MessageRecord | undefined): Promise<string | null> {
        const newest = await rootsBetween('', MAX_KEY).reverse().limit(threads).keys();
        const last: unknown = newest.at(-1);
        const lastTime: unknown = Array.isArray(last) ? last[2] : undefined;
        let oldest = newest.length === threads && typeof lastTime === 'string' ? lastTime : null;
        if (oldest !== null && selected) {
          const root = selected.threadId === selected.id ? selected : typeof selected.threadId === 'string' ? await db.comments.get(selected.threadId) : undefined;
          if (root) onRead(1);
          if (root && root.boardId === boardId && root.listKey === LIST_KEY.thread && root.timestamp < oldest) oldest = root.timestamp;
        }
        return oldest;
      }

      return watch.tables(
        [db.comments.name, db.commentBoards.name, db.files.name],
        async (viewer) => {
          const board = await getBoard(boardId);
          if (!canReadBoard(board, viewer)) throw permissionDenied();
          const selected = selectedId ? await db.comments.get(selectedId) : undefined;
          if (selected) onRead(1);
          if (from === undefined) from = await firstFrom(selected);
          // Keys only for the threads, then the threads with their replies, the
          // viewer's own pending messages and the selection: what is shown, and
          // nothing of the rest of the board.
          const roots = await rootsBetween(from ?? '', MAX_KEY).toArray();
          const ids = roots.map((root) => root.id);
          // At most `replies` approved replies per 30 threads, as the firebase backend reads them.
          const bound = replies * Math.max(1, Math.ceil(ids.length / THREADS_PER_PAGE));
          const [threadReplies, own, earlierThreads] = await Promise.all([
            ids.length === 0 ? [] : db.comments.where('threadId').anyOf(ids).filter((message) => message.isApproved && message.id !== message.threadId).limit(bound).toArray(),
            viewer ? db.comments.where('[boardId+userId+listKey]').equals([boardId, viewer.uid, LIST_KEY.pending]).toArray() : [],
            from === null ? 0 : rootsBetween('', from, false).limit(LIST_LIMIT).count(),
          ]);
          const listed = [...roots, ...threadReplies];
          onRead(listed.length + own.length);
          const byId = new Map<string, MessageRecord>();
          for (const message of [...listed, ...own, ...(selected ? [selected] : [])]) {
            // Of the messages the viewer may read, approved ones, their own
            // pending ones and the admin's selection (the rules allow more to
            // an Admin; the board shows only these).
            if (
              message.boardId === boardId &&
              canReadMessage(message, viewer) &&
              (message.isApproved || (viewer !== null && message.userId === viewer.uid) || message.id === selectedId)
            ) {
              byId.set(message.id, message);
            }
          }
          const records = [...byId.values()].sort(byTime);
          const messages = await files.toMessages(records);
          return { messages, earlierThreads, moreReplies: threadReplies.length >= bound };
        },
        ({ messages, earlierThreads, moreReplies }) => callback(messages, { earlierThreads, moreReplies }),
        onError,
      );
    },

    async postMessage({ boardId, content, replyTo, files: newFiles }) {
      const viewer = await session.viewer();
      const board = await getBoard(boardId);
      const id = newId();
      // The member's rate limit (RATE_LIMITS.post), as firestore.rules hold the
      // firebase backend to it, the count naming the one message it lets in;
      // not an Admin's (the moderators' own posts).
      if (viewer && viewer.role !== 'Admin') {
        await localStore(db)
          .runTransaction((transaction) => requireRateLimit(transaction, `post_${viewer.uid}`, RATE_LIMITS.post, now(), { lastMessageId: id }))
          .catch((error: unknown) => {
            throw localRefusal(error);
          });
      }
      const record = await db.transaction('rw', [db.comments, db.files], async (): Promise<MessageRecord> => {
        const stored = replyTo === null ? undefined : await db.comments.get(replyTo);
        const plan = planPost(viewer, board, { content, replyTo, files: newFiles }, { id, parent: stored?.boardId === boardId ? stored : null });
        const attachments = await files.store(plan.userId, boardId, id, newFiles);
        const message: MessageRecord = { id, boardId, ...plan, attachments, timestamp: now().toISOString() };
        await db.comments.add(message);
        return message;
      });
      // What the Firestore trigger does in production once the post is stored:
      // the trust rule, and a reply's notification (issue 23). As the trigger,
      // it runs after the post is answered (the live board shows its outcome),
      // so the composer is free at once; a failure is logged, not thrown.
      void messageArrived(localStore(db), { boardId, messageId: id }, { now: now(), render: renderLocalNotificationMail, origin: globalThis.location.origin }).catch(
        (error: unknown) => console.error('The arrival rule failed.', error),
      );
      return files.toMessage(record);
    },

    async editMessage(boardId, messageId, edit) {
      const viewer = requireSignedIn(await session.viewer());
      const board = await getBoard(boardId);
      const touched = await db.transaction('rw', [db.comments, db.files], async () => {
        const record = await getRecord(boardId, messageId);
        const plan = planEdit(viewer, board, record, record.attachments, edit);
        // The plan made sure the viewer is the author: the folder is theirs, and
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
      // The deleteMessage callable's handler (spec §4), over the local tables and files: it checks the caller.
      await call(callables.deleteMessage, { boardId, messageId });
    },
  };
}
