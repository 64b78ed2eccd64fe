// Which threads of a long board are shown: the newest THREADS_PER_PAGE at
// first, earlier ones on request, so a board of thousands of messages opens
// fast. The window starts at a given thread (or, once that is deleted, at its
// time), so threads posted while the board is open are added below and
// nothing already shown moves away. The live query lists one page more than
// is shown (BoardView), so 'Show earlier messages' shows them at once and
// then asks the service for the page before.
import { useEffect, useRef, useState } from 'react';
import { THREADS_PER_PAGE } from '../../domain/messages';
import type { Message } from '../../domain/types';
import type { ThreadNode } from './threads';

/** Threads shown at first and added by each 'Show earlier messages'. */
export { THREADS_PER_PAGE };

export interface ThreadWindow {
  /** The threads to render, oldest first. */
  shown: readonly ThreadNode[];
  /** How many earlier threads are not shown (listed but hidden, and older ones the service counted). */
  earlier: number;
  /** Shows up to THREADS_PER_PAGE earlier threads and focuses the newest of them. */
  showEarlier: () => void;
}

/**
 * `selectedRoot`: the root of a thread that is always shown (the admin's
 * selected message). `unlisted`: earlier threads the live query does not list;
 * `listEarlier` asks it for the page before.
 */
export function useThreadWindow(
  threads: readonly ThreadNode[],
  selectedRoot: string | null,
  unlisted = 0,
  listEarlier: () => void = () => undefined,
): ThreadWindow {
  const [shownFrom, setShownFrom] = useState<Message | null>(null);
  if (shownFrom === null && threads.length > 0) {
    setShownFrom(threads[Math.max(0, threads.length - THREADS_PER_PAGE)]!.message);
  }
  let firstShown = 0;
  if (shownFrom !== null) {
    firstShown = threads.findIndex((node) => node.message.id === shownFrom.id);
    // The first shown thread was deleted: start at the next one by time.
    if (firstShown === -1) firstShown = threads.findIndex((node) => node.message.timestamp >= shownFrom.timestamp);
    if (firstShown === -1) firstShown = threads.length;
  }
  const selectedIndex = selectedRoot ? threads.findIndex((node) => node.message.id === selectedRoot) : -1;
  if (selectedIndex !== -1) firstShown = Math.min(firstShown, selectedIndex);
  const focusFirstShown = useRef<string | null>(null);

  useEffect(() => {
    // After 'Show earlier messages', focus the newest of the threads it revealed,
    // so keyboard and screen-reader users continue from where they were.
    const id = focusFirstShown.current;
    if (!id) return;
    focusFirstShown.current = null;
    document.getElementById(`message-${id}`)?.focus();
  }, [firstShown]);

  return {
    shown: firstShown === 0 ? threads : threads.slice(firstShown),
    earlier: firstShown + unlisted,
    showEarlier() {
      listEarlier();
      if (firstShown === 0) return;
      const from = Math.max(0, firstShown - THREADS_PER_PAGE);
      focusFirstShown.current = threads[firstShown - 1]?.message.id ?? null;
      setShownFrom(threads[from]!.message);
    },
  };
}
