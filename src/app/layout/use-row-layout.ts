// How the header's row is laid out: on one line with room to spare ('wide'),
// on one line with the brand on two lines and the language's short form
// ('tight'), or with the menus behind the Menu button ('compact'). What the
// row holds depends on who is signed in, their name, the language and the
// fonts, so no fixed breakpoint suits every row: each one-line layout is
// tried for a moment and measured, and the first that fits is kept, before the
// browser paints. Below the CSS breakpoint the menus are behind Menu anyway.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

export type RowLayout = 'wide' | 'tight' | 'compact';

/** Lays the row out each way in turn, reads whether it overflows, and restores what was shown. */
function measure(row: HTMLElement): RowLayout {
  const shown = row.dataset.layout;
  let fitting: RowLayout = 'compact';
  for (const layout of ['wide', 'tight'] as const) {
    row.dataset.layout = layout;
    if (row.scrollWidth <= row.clientWidth) {
      fitting = layout;
      break;
    }
  }
  if (shown !== undefined) row.dataset.layout = shown;
  return fitting;
}

/**
 * The layout that fits the row now; the row shows it as data-layout (the CSS
 * reads it). `content` names what the row holds (who is signed in, their
 * name, the language): the row is measured again when it changes.
 */
export function useRowLayout(rowRef: RefObject<HTMLElement | null>, content: string): RowLayout {
  const [layout, setLayout] = useState<RowLayout>('wide');

  useLayoutEffect(() => {
    if (rowRef.current) setLayout(measure(rowRef.current));
  }, [rowRef, content]);

  // A new width (a resized window, a zoom) or the web fonts arriving change how much room it takes.
  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    // Committed at once, so the frame after a resize already shows the layout that fits.
    const check = () => flushSync(() => setLayout(measure(row)));
    const observer = new ResizeObserver(check);
    observer.observe(row);
    let live = true;
    void document.fonts?.ready.then(() => live && check());
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [rowRef]);

  return layout;
}
