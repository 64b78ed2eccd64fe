// The console's keyboard map: single keys, as in Coral. A key
// never fires while the Admin types in a field, while a dialog is open, or
// with Ctrl, Meta or Alt (the browser's and the screen reader's own keys).
// Every key has a button for mouse and touch users; the help dialog lists them.
import { useEffect, useEffectEvent } from 'react';

export const CONSOLE_KEYS = {
  j: 'next',
  k: 'previous',
  a: 'approve',
  r: 'reject',
  o: 'display',
  z: 'undo',
  x: 'select',
  '?': 'help',
} as const;

export type ConsoleCommand = (typeof CONSOLE_KEYS)[keyof typeof CONSOLE_KEYS];

/** Whether the key went to something the Admin types in. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/** The command of a key press, or null when the press is not the console's. */
export function commandOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'defaultPrevented'>): ConsoleCommand | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (!Object.hasOwn(CONSOLE_KEYS, event.key)) return null;
  if (typing(event.target) || document.querySelector('dialog[open]')) return null;
  return CONSOLE_KEYS[event.key as keyof typeof CONSOLE_KEYS];
}

/** The attribute a review row carries with its item's id: the row a key acts on is the one focus is in. */
export const ROW_ATTRIBUTE = 'data-review-row';

/**
 * The id of the review row the key press came from, read from the page at the
 * press: a row that took focus in the same task as the key (a fast typist, a
 * busy machine) has not yet been rendered as the cursor, and the key must still
 * act on it.
 */
export function focusedRowId(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest(`[${ROW_ATTRIBUTE}]`)?.getAttribute(ROW_ATTRIBUTE) ?? null) : null;
}

/** Runs `onCommand` for the console's keys while mounted and `enabled`, with the id of the row focus is in, if any. */
export function useConsoleKeys(onCommand: (command: ConsoleCommand, rowId: string | null) => void, enabled = true): void {
  const run = useEffectEvent((event: KeyboardEvent) => {
    const command = commandOf(event);
    if (!command) return;
    event.preventDefault();
    onCommand(command, focusedRowId(event.target));
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => run(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
