// A board's bounded live query over Firestore (issue 16): the newest page of
// threads (approved roots), their approved replies, the viewer's own pending
// messages and the Admin's selected one, so a visit reads what the screen
// shows, not the board. Each part is a listener of its own; the list is
// emitted once every part has answered. The queries are declared in
// src/domain/model/queries.ts, their indexes checked against firestore.indexes.json.
//
//   threads:  newestThreads (isApproved == true, replyTo == null, timestamp desc), limit
//             (then, once the page is fixed, threadsFrom its oldest thread on)
//   replies:  threadReplies (isApproved == true, threadId in [≤ 30 thread ids], timestamp),
//             limit (the chunk's threads and `replies` more), per 30 threads (issue 23)
//   own:      ownPending (userId == viewer, isApproved == false)
//   earlier:  threadsBefore, a count aggregation of the approved threads before the page
// Each carries a limit of at most LIST_LIMIT, which firestore.rules require of
// every list but an Admin's: the count counts up to it, the threads from the
// page's oldest on list up to it.
import { doc, endBefore, getCountFromServer, getDoc, onSnapshot, startAt, type DocumentSnapshot, type Firestore, type QuerySnapshot } from 'firebase/firestore';
import type { BoardWindow } from '../api';
import { LIST_LIMIT } from '../../domain/limits';
import { byTime } from '../../domain/messages';
import type { Viewer } from '../../domain/permissions';
import type { Message, Unsubscribe } from '../../domain/types';
import { commentRef, commentsOf } from './context';
import { ESTIMATED_TIMES, toMessage, type MessageDoc } from './documents';
import { toServiceError } from './errors';
import { queries } from '../../domain/model/queries';
import { oneOf } from '../../domain/model/query-declaration';
import { shapedQuery } from './shaped-query';

/** A message as the comments' converter reads it (null: of another shape, left out). */
type StoredMessage = MessageDoc | null;

/** Firestore's limit of values in an `in` filter. */
const IN_LIMIT = 30;

/** A board's threads: its approved messages that reply to none. */
const THREADS = { equal: { isApproved: true, replyTo: null } };

export interface BoardPageOptions {
  db: Firestore;
  boardId: string;
  viewer: Viewer | null;
  selectedId: string | null;
  threads: number;
  /** At most this many replies per 30 threads (REPLIES_PER_PAGE by default). */
  replies: number;
  callback: (messages: Message[], window: BoardWindow) => void;
  onError?: (error: Error) => void;
}

function messagesOf(snapshot: QuerySnapshot<StoredMessage>, boardId: string): Message[] {
  const messages: Message[] = [];
  for (const item of snapshot.docs) {
    const record = item.data(ESTIMATED_TIMES);
    if (record) messages.push(toMessage(item.id, boardId, record));
  }
  return messages;
}

/** One board page being watched: what each listener has answered so far, and how to pass it on. */
interface Page {
  readonly options: BoardPageOptions;
  readonly comments: ReturnType<typeof commentsOf>;
  closed: boolean;
  /** Each part is null (or, for the selected message, undefined) until its listener has answered. */
  roots: Message[] | null;
  earlier: number | null;
  own: Message[] | null;
  selected: Message | null | undefined;
  /** The reply listeners, by their chunk of thread ids. */
  readonly replies: Map<string, { stop: Unsubscribe; messages: Message[] | null; full: boolean }>;
  fail: (error: unknown) => void;
}

/** Passes the list on once every part has answered. */
function emit(page: Page) {
  const { roots, earlier, own, selected } = page;
  if (page.closed || roots === null || earlier === null || own === null || selected === undefined) return;
  const byId = new Map<string, Message>();
  for (const message of roots) byId.set(message.id, message);
  let moreReplies = false;
  for (const { messages, full } of page.replies.values()) {
    if (messages === null) return;
    moreReplies ||= full;
    for (const message of messages) byId.set(message.id, message);
  }
  for (const message of own) byId.set(message.id, message);
  if (selected) byId.set(selected.id, selected);
  page.options.callback([...byId.values()].sort(byTime), { earlierThreads: earlier, moreReplies });
}

/** One listener per 30 threads, in thread order: a thread added later starts a new chunk, the others stay. */
function listenReplies(page: Page, ids: readonly string[]) {
  const chunks = new Set<string>();
  for (let start = 0; start < ids.length; start += IN_LIMIT) chunks.add(ids.slice(start, start + IN_LIMIT).join('\n'));
  for (const [key, listener] of page.replies) {
    if (!chunks.has(key)) {
      listener.stop();
      page.replies.delete(key);
    }
  }
  for (const key of chunks) {
    if (page.replies.has(key)) continue;
    const entry: { stop: Unsubscribe; messages: Message[] | null; full: boolean } = { stop: () => undefined, messages: null, full: false };
    page.replies.set(key, entry);
    const threadIds = key.split('\n');
    // The chunk's roots match too (a root's threadId is its own id): the bound counts them.
    const bound = Math.min(threadIds.length + page.options.replies, LIST_LIMIT);
    entry.stop = onSnapshot(
      shapedQuery(page.comments, queries.threadReplies, { equal: { isApproved: true, threadId: oneOf(threadIds) }, limit: bound }),
      (snapshot) => {
        entry.messages = messagesOf(snapshot, page.options.boardId);
        entry.full = snapshot.size >= bound;
        emit(page);
      },
      page.fail,
    );
  }
}

function showThreads(page: Page, snapshot: QuerySnapshot<StoredMessage>) {
  page.roots = messagesOf(snapshot, page.options.boardId).sort(byTime);
  listenReplies(page, page.roots.map((message) => message.id));
  emit(page);
}

/** The selected message's thread root when it is older than `oldest`: the page reaches back to it. */
async function selectedRootBefore(page: Page, oldest: DocumentSnapshot<StoredMessage>): Promise<DocumentSnapshot<StoredMessage> | null> {
  const { db, boardId, selectedId, viewer } = page.options;
  if (!selectedId || viewer?.role !== 'Admin') return null;
  const chosen = await getDoc(commentRef(db, boardId, selectedId));
  const record = chosen.exists() ? (chosen.data(ESTIMATED_TIMES) ?? null) : null;
  const rootId = record ? (record.threadId ?? (record.replyTo === null ? chosen.id : null)) : null;
  const root = rootId === null ? null : rootId === chosen.id ? chosen : await getDoc(doc(page.comments, rootId));
  const rootRecord = root?.exists() ? (root.data(ESTIMATED_TIMES) ?? null) : null;
  const oldestRecord = oldest.data(ESTIMATED_TIMES) ?? null;
  const older = rootRecord?.isApproved && rootRecord.replyTo === null && oldestRecord && rootRecord.timestamp < oldestRecord.timestamp;
  return older ? root : null;
}

/** The count of approved threads before the page (none when the page is the whole board). */
function countEarlier(page: Page, from: DocumentSnapshot<StoredMessage> | null, isCurrent: () => boolean) {
  if (from === null) {
    page.earlier = 0;
    return;
  }
  // Ordered by time and id: an aggregation orders by nothing it is not told, and the cursor holds both.
  getCountFromServer(shapedQuery(page.comments, queries.threadsBefore, { ...THREADS, limit: LIST_LIMIT }, endBefore(from))).then((count) => {
    if (!isCurrent()) return;
    page.earlier = count.data().count;
    emit(page);
  }, page.fail);
}

/**
 * The threads listener: the newest page first; once its first snapshot has
 * fixed the page's oldest thread (the anchor), from the anchor on whenever a
 * newer thread would push it out of the limit, or the selected thread lies before it.
 */
function listenThreads(page: Page): Unsubscribe {
  const { threads } = page.options;
  // The page: undefined until the first snapshot fixes it; null for the whole board (fewer threads than a page).
  let anchor: DocumentSnapshot<StoredMessage> | null | undefined;
  let ranged = false;
  let fixing = false;
  let latest: QuerySnapshot<StoredMessage> | null = null;
  let stop: Unsubscribe = () => undefined;

  /** From the page's oldest thread on (or every thread): threads posted later are added, none goes away. */
  const listenFromAnchor = () => {
    ranged = true;
    stop();
    const from = shapedQuery(page.comments, queries.threadsFrom, { ...THREADS, limit: LIST_LIMIT }, ...(anchor ? [startAt(anchor)] : []));
    stop = onSnapshot(from, (snapshot) => showThreads(page, snapshot), page.fail);
  };

  const fixAnchor = async (snapshot: QuerySnapshot<StoredMessage>) => {
    const oldest = snapshot.size >= threads ? (snapshot.docs.at(-1) ?? null) : null;
    const reachBack = oldest === null ? null : await selectedRootBefore(page, oldest);
    if (page.closed) return;
    const from = reachBack ?? oldest;
    anchor = from;
    countEarlier(page, from, () => anchor === from);
    // Reaching back past the page: list from the selected thread on instead.
    if (reachBack) listenFromAnchor();
    else showThreads(page, latest ?? snapshot);
  };

  stop = onSnapshot(
    shapedQuery(page.comments, queries.newestThreads, { ...THREADS, limit: Math.min(threads, LIST_LIMIT) }),
    (snapshot) => {
      if (ranged) return;
      latest = snapshot;
      if (anchor === undefined) {
        // The first snapshot fixes the page (reading the selected thread's root may take a moment).
        if (!fixing) void fixAnchor(snapshot).catch(page.fail);
        fixing = true;
        return;
      }
      // A thread posted since pushed the page's oldest out of the limit: list from the anchor on instead.
      const kept = anchor === null ? snapshot.size < threads : snapshot.docs.some((item) => item.id === anchor?.id);
      if (kept) showThreads(page, snapshot);
      else listenFromAnchor();
    },
    page.fail,
  );
  return () => stop();
}

/** The viewer's own pending messages (none for a visitor). */
function listenOwn(page: Page): Unsubscribe {
  const { viewer, boardId } = page.options;
  if (!viewer) return () => undefined;
  return onSnapshot(
    shapedQuery(page.comments, queries.ownPending, { equal: { userId: viewer.uid, isApproved: false }, limit: LIST_LIMIT }),
    (snapshot) => {
      page.own = messagesOf(snapshot, boardId);
      emit(page);
    },
    page.fail,
  );
}

/** The Admin's selected message, shown even while pending. */
function listenSelected(page: Page): Unsubscribe {
  const { db, boardId, viewer, selectedId } = page.options;
  if (viewer?.role !== 'Admin' || !selectedId) return () => undefined;
  return onSnapshot(
    commentRef(db, boardId, selectedId),
    (snapshot) => {
      const record = snapshot.exists() ? (snapshot.data(ESTIMATED_TIMES) ?? null) : null;
      page.selected = record ? toMessage(snapshot.id, boardId, record) : null;
      emit(page);
    },
    page.fail,
  );
}

export function watchBoardPage(options: BoardPageOptions): Unsubscribe {
  const comments = commentsOf(options.db, options.boardId);
  const { viewer, selectedId } = options;
  const page: Page = {
    options,
    comments,
    closed: false,
    roots: null,
    earlier: null,
    own: viewer ? null : [],
    selected: viewer?.role === 'Admin' && selectedId ? undefined : null,
    replies: new Map(),
    fail: (error) => !page.closed && options.onError?.(toServiceError(error)),
  };
  const stops = [listenThreads(page), listenOwn(page), listenSelected(page)];
  return () => {
    page.closed = true;
    for (const stop of stops) stop();
    for (const listener of page.replies.values()) listener.stop();
    page.replies.clear();
  };
}
