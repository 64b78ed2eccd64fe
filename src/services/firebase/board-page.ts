// A board's bounded live query over Firestore (issue 16): the newest page of
// threads (approved roots), their approved replies, the viewer's own pending
// messages and the Admin's selected one, so a visit reads what the screen
// shows, not the board. Each part is a listener of its own; the list is
// emitted once every part has answered. The indexes are in firestore.indexes.json.
//
//   threads:  isApproved == true, replyTo == null, orderBy timestamp desc, limit
//             (then, once the page is fixed, from its oldest thread on)
//   replies:  isApproved == true, threadId in [≤ 30 thread ids], per 30 threads
//   own:      userId == viewer, isApproved == false
//   earlier:  a count aggregation of the approved threads before the page
import {
  doc,
  endBefore,
  getCountFromServer,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAt,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { BoardWindow } from '../api';
import type { Viewer } from '../../domain/permissions';
import type { Message, Unsubscribe } from '../../domain/types';
import { commentRef, commentsOf } from './context';
import { ESTIMATED_TIMES, messageDoc, parseListed, toMessage } from './documents';
import { toServiceError } from './errors';

/** Firestore's limit of values in an `in` filter. */
const IN_LIMIT = 30;

export interface BoardPageOptions {
  db: Firestore;
  boardId: string;
  viewer: Viewer | null;
  selectedId: string | null;
  threads: number;
  callback: (messages: Message[], window: BoardWindow) => void;
  onError?: (error: Error) => void;
}

function byTime(a: Message, b: Message): number {
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function messagesOf(snapshot: QuerySnapshot<DocumentData>, boardId: string): Message[] {
  const messages: Message[] = [];
  for (const item of snapshot.docs) {
    const record = parseListed(messageDoc, item.data(ESTIMATED_TIMES));
    if (record) messages.push(toMessage(item.id, boardId, record));
  }
  return messages;
}

export function watchBoardPage({ db, boardId, viewer, selectedId, threads, callback, onError }: BoardPageOptions): Unsubscribe {
  const comments = commentsOf(db, boardId);
  const approvedThreads = query(comments, where('isApproved', '==', true), where('replyTo', '==', null));
  const fail = (error: unknown) => !closed && onError?.(toServiceError(error));
  let closed = false;

  // The page: undefined until the first snapshot fixes it; null for the whole board (fewer threads than a page).
  let anchor: DocumentSnapshot<DocumentData> | null | undefined;
  let ranged = false;
  let fixing = false;
  let latest: QuerySnapshot<DocumentData> | null = null;
  let stopThreads: Unsubscribe = () => undefined;
  let roots: Message[] | null = null;
  let earlier: number | null = null;
  const replyListeners = new Map<string, { stop: Unsubscribe; messages: Message[] | null }>();
  let own: Message[] | null = viewer ? null : [];
  const selectedRef = viewer?.role === 'Admin' && selectedId ? commentRef(db, boardId, selectedId) : null;
  let selected: Message | null | undefined = selectedRef ? undefined : null;

  function emit() {
    if (closed || roots === null || earlier === null || own === null || selected === undefined) return;
    const byId = new Map<string, Message>();
    for (const message of roots) byId.set(message.id, message);
    for (const { messages } of replyListeners.values()) {
      if (messages === null) return;
      for (const message of messages) byId.set(message.id, message);
    }
    for (const message of own) byId.set(message.id, message);
    if (selected) byId.set(selected.id, selected);
    callback([...byId.values()].sort(byTime), { earlierThreads: earlier });
  }

  /** One listener per 30 threads, in thread order: a thread added later starts a new chunk, the others stay. */
  function listenReplies(ids: readonly string[]) {
    const chunks = new Set<string>();
    for (let start = 0; start < ids.length; start += IN_LIMIT) chunks.add(ids.slice(start, start + IN_LIMIT).join('\n'));
    for (const [key, listener] of replyListeners) {
      if (!chunks.has(key)) {
        listener.stop();
        replyListeners.delete(key);
      }
    }
    for (const key of chunks) {
      if (replyListeners.has(key)) continue;
      const entry: { stop: Unsubscribe; messages: Message[] | null } = { stop: () => undefined, messages: null };
      replyListeners.set(key, entry);
      entry.stop = onSnapshot(
        query(comments, where('isApproved', '==', true), where('threadId', 'in', key.split('\n'))),
        (snapshot) => {
          entry.messages = messagesOf(snapshot, boardId);
          emit();
        },
        fail,
      );
    }
  }

  function countEarlier(from: DocumentSnapshot<DocumentData> | null) {
    if (from === null) {
      earlier = 0;
      return;
    }
    getCountFromServer(query(approvedThreads, orderBy('timestamp'), endBefore(from))).then((count) => {
      if (anchor !== from) return;
      earlier = count.data().count;
      emit();
    }, fail);
  }

  function showThreads(snapshot: QuerySnapshot<DocumentData>) {
    roots = messagesOf(snapshot, boardId).sort(byTime);
    listenReplies(roots.map((message) => message.id));
    emit();
  }

  /** From the page's oldest thread on (or every thread): threads posted later are added, none goes away. */
  function listenFromAnchor() {
    ranged = true;
    stopThreads();
    const from = anchor ?? null;
    stopThreads = onSnapshot(
      from ? query(approvedThreads, orderBy('timestamp'), startAt(from)) : query(approvedThreads, orderBy('timestamp')),
      showThreads,
      fail,
    );
  }

  async function fixAnchor(snapshot: QuerySnapshot<DocumentData>) {
    let from: DocumentSnapshot<DocumentData> | null = snapshot.size >= threads ? (snapshot.docs.at(-1) ?? null) : null;
    let reachesBack = false;
    // The selected message's thread is listed however old: the page reaches back to it.
    if (from !== null && selectedId && viewer?.role === 'Admin') {
      const chosen = await getDoc(commentRef(db, boardId, selectedId));
      const record = chosen.exists() ? parseListed(messageDoc, chosen.data(ESTIMATED_TIMES)) : null;
      const rootId = record ? (record.threadId ?? (record.replyTo === null ? chosen.id : null)) : null;
      const root = rootId === null ? null : rootId === chosen.id ? chosen : await getDoc(doc(comments, rootId));
      const rootRecord = root?.exists() ? parseListed(messageDoc, root.data(ESTIMATED_TIMES)) : null;
      const oldest = parseListed(messageDoc, from.data(ESTIMATED_TIMES));
      if (root && rootRecord?.isApproved && rootRecord.replyTo === null && oldest && rootRecord.timestamp < oldest.timestamp) {
        from = root;
        reachesBack = true;
      }
    }
    if (closed) return;
    anchor = from;
    countEarlier(from);
    // Reaching back past the page: list from the selected thread on instead.
    if (reachesBack) listenFromAnchor();
    else showThreads(latest ?? snapshot);
  }

  stopThreads = onSnapshot(
    query(approvedThreads, orderBy('timestamp', 'desc'), limit(threads)),
    (snapshot) => {
      if (ranged) return;
      latest = snapshot;
      if (anchor === undefined) {
        // The first snapshot fixes the page (reading the selected thread's root may take a moment).
        if (!fixing) void fixAnchor(snapshot).catch(fail);
        fixing = true;
        return;
      }
      // A thread posted since pushed the page's oldest out of the limit: list from the anchor on instead.
      const kept = anchor === null ? snapshot.size < threads : snapshot.docs.some((item) => item.id === anchor?.id);
      if (kept) showThreads(snapshot);
      else listenFromAnchor();
    },
    fail,
  );

  const stopOwn = viewer
    ? onSnapshot(
        query(comments, where('userId', '==', viewer.uid), where('isApproved', '==', false)),
        (snapshot) => {
          own = messagesOf(snapshot, boardId);
          emit();
        },
        fail,
      )
    : () => undefined;

  const stopSelected = selectedRef
    ? onSnapshot(
        selectedRef,
        (snapshot) => {
          const record = snapshot.exists() ? parseListed(messageDoc, snapshot.data(ESTIMATED_TIMES)) : null;
          selected = record ? toMessage(snapshot.id, boardId, record) : null;
          emit();
        },
        fail,
      )
    : () => undefined;

  return () => {
    closed = true;
    stopThreads();
    stopOwn();
    stopSelected();
    for (const listener of replyListeners.values()) listener.stop();
    replyListeners.clear();
  };
}
