// The writes of a board (spec §2 "Comment board", §5 Messages): post, reply,
// edit and remove, through the data layer's useServiceAction. A post or reply
// shows the message the service saved at once (pending, if it awaits
// approval), and an edit its new text, until the live list has them: nothing
// waits for the live update.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Message, MessageEdit } from '../../domain/types';
import { useServiceAction } from '../../services/use-service-action';
import { ancestorIds } from './threads';

export interface BoardActions {
  post: (content: string, files: File[]) => Promise<void>;
  /** Resolves with the parent's id and its ancestors' (nearest first): the threads to open so the reply shows. */
  reply: (parent: Message, content: string, files: File[]) => Promise<string[]>;
  edit: (message: Message, edit: MessageEdit) => Promise<void>;
  remove: (message: Message) => Promise<void>;
}

/** A message as this viewer saved it, shown until the live list shows the change. */
interface Written {
  message: Message;
  /** An edit: the live message it changes (shown until the live one is no longer this one); null for a post. */
  replaces: Message | null;
}

const NONE: readonly Written[] = [];

/** The message as an edit leaves it, until the live list brings the stored one (with any new files). */
function edited(message: Message, change: MessageEdit): Message {
  const keep = new Set(change.keep);
  return {
    ...message,
    content: change.content,
    editTimestamp: new Date().toISOString(),
    attachments: message.attachments.filter((attachment) => keep.has(attachment.name)),
  };
}

/**
 * What this viewer saved that the live list does not show yet: posts, added
 * after it (they are the newest), and edits, shown in place. Once the live
 * list has the change, its copy is the one shown and the saved one is let go.
 */
function useWrittenMessages(boardId: string, live: readonly Message[]) {
  const [written, setWritten] = useState<{ boardId: string; entries: readonly Written[] }>({ boardId, entries: NONE });
  const mine = written.boardId === boardId ? written.entries : NONE;
  const liveById = useMemo(() => new Map(live.map((message) => [message.id, message])), [live]);
  const waiting = useMemo(
    () => mine.filter(({ message, replaces }) => (replaces === null ? !liveById.has(message.id) : liveById.get(message.id) === replaces)),
    [mine, liveById],
  );
  // Adjusted while rendering, not in an effect: a change never shows twice.
  if (waiting.length !== mine.length) setWritten({ boardId, entries: waiting });
  const shown = useMemo(() => {
    if (waiting.length === 0) return live;
    const edits = new Map(waiting.filter((entry) => entry.replaces !== null).map((entry) => [entry.message.id, entry.message]));
    const posts = waiting.filter((entry) => entry.replaces === null).map((entry) => entry.message);
    return [...live.map((message) => edits.get(message.id) ?? message), ...posts];
  }, [live, waiting]);
  const add = useCallback(
    (message: Message, replaces: Message | null) =>
      setWritten((current) => {
        const entries = current.boardId === boardId ? current.entries : NONE;
        const earlier = entries.find((entry) => entry.message.id === message.id);
        // An edit of a change not shown live yet replaces that change and keeps what it waits for.
        if (earlier) return { boardId, entries: entries.map((entry) => (entry === earlier ? { ...entry, message } : entry)) };
        return { boardId, entries: [...entries, { message, replaces }] };
      }),
    [boardId],
  );
  return { shown, liveById, add };
}

/**
 * The actions on board `boardId` and the messages to show: the live list
 * (useBoardMessages) and what this viewer has just saved. The actions keep
 * their identity while the board stays the same, so the memoised rows they
 * are passed to do not render again.
 */
export function useBoardActions(boardId: string, live: readonly Message[]): { messages: readonly Message[]; actions: BoardActions } {
  const { shown, liveById, add } = useWrittenMessages(boardId, live);
  const { run: post } = useServiceAction((services, replyTo: string | null, content: string, files: File[]) =>
    services.boards.postMessage({ boardId, content, replyTo, files }),
  );
  const { run: edit } = useServiceAction((services, message: Message, change: MessageEdit) => services.boards.editMessage(boardId, message.id, change));
  const { run: remove } = useServiceAction((services, message: Message) => services.boards.deleteMessage(boardId, message.id));

  // The lists as last rendered, for a reply's ancestors and an edit's live message: the actions keep their identity as they change.
  const latest = useRef({ shown, liveById });
  useLayoutEffect(() => {
    latest.current = { shown, liveById };
  });

  const actions = useMemo<BoardActions>(
    () => ({
      async post(content, files) {
        add(await post(null, content, files), null);
      },
      async reply(parent, content, files) {
        add(await post(parent.id, content, files), null);
        return [parent.id, ...ancestorIds(latest.current.shown, parent.id)];
      },
      async edit(message, change) {
        await edit(message, change);
        add(edited(message, change), latest.current.liveById.get(message.id) ?? null);
      },
      remove,
    }),
    [post, edit, remove, add],
  );
  return { messages: shown, actions };
}
