// The writes of a board (spec §2 "Comment board", §5 Messages): post, reply,
// edit and remove. Live updates render as transitions, a moment after a write
// resolves; so a post, reply or edit resolves only once the list the view
// renders has changed after it (or after 2 s), and a composer closes onto the
// saved text rather than the old one.
import { useEffect, useMemo, useRef } from 'react';
import { useServicesReady } from '../../services/context';
import type { Message, MessageEdit } from '../../domain/types';
import { ancestorIds } from './threads';

/** The longest a write waits for the live update that shows it. */
const UPDATE_TIMEOUT_MS = 2_000;

export interface BoardActions {
  post: (content: string, files: File[]) => Promise<void>;
  /** Resolves with the parent's id and its ancestors' (nearest first): the threads to open so the reply shows. */
  reply: (parent: Message, content: string, files: File[]) => Promise<string[]>;
  edit: (message: Message, edit: MessageEdit) => Promise<void>;
  remove: (message: Message) => Promise<void>;
}

/** Runs `write`, then waits until one of `waiters` is called (the next live update) or the timeout passes. */
async function afterUpdate(waiters: Set<() => void>, write: () => Promise<unknown>): Promise<void> {
  let done = () => {};
  const shown = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, UPDATE_TIMEOUT_MS);
    done = () => {
      clearTimeout(timer);
      resolve();
    };
    waiters.add(done);
  });
  try {
    await write();
  } catch (error) {
    waiters.delete(done);
    throw error;
  }
  await shown;
}

/**
 * The actions on board `boardId`. `messages` is the list the view renders
 * (useBoardMessages): a render with a new list is the live update that a
 * waiting write is shown by. The actions keep their identity while the board
 * stays the same, so the memoised rows they are passed to do not render again.
 */
export function useBoardActions(boardId: string, messages: readonly Message[]): BoardActions {
  const servicesReady = useServicesReady();
  const latest = useRef(messages);
  const waiters = useRef(new Set<() => void>());

  useEffect(() => {
    latest.current = messages;
    const waiting = [...waiters.current];
    waiters.current.clear();
    for (const resolve of waiting) resolve();
  }, [messages]);

  return useMemo(
    () => ({
      async post(content, files) {
        const services = await servicesReady;
        await afterUpdate(waiters.current, () => services.boards.postMessage({ boardId, content, replyTo: null, files }));
      },
      async reply(parent, content, files) {
        const services = await servicesReady;
        await afterUpdate(waiters.current, () => services.boards.postMessage({ boardId, content, replyTo: parent.id, files }));
        return [parent.id, ...ancestorIds(latest.current, parent.id)];
      },
      async edit(message, edit) {
        const services = await servicesReady;
        await afterUpdate(waiters.current, () => services.boards.editMessage(boardId, message.id, edit));
      },
      // Not waited for: no composer closes after a removal.
      async remove(message) {
        const services = await servicesReady;
        await services.boards.deleteMessage(boardId, message.id);
      },
    }),
    [servicesReady, boardId],
  );
}
