// The always-loaded part of the language switch's handover (language-handoff.ts,
// a lazy module): the first route carries only this, not the code that notes
// and puts back the reader's place and fields.
import { useEffect } from 'react';
import { usePrefetch } from '../../../lib/use-prefetch';
import type * as HandoffModule from './language-handoff';
import { HANDOFF_KEY } from './language-handoff-key';

type Handoff = typeof HandoffModule;
let loaded: Handoff | null = null;

/**
 * Fetches the handover code (once); the toggle then notes the place without
 * waiting. Never rejects: without the code (offline, say) the switch simply
 * starts from the top.
 */
export function loadHandoff(): Promise<Handoff | null> {
  return import('./language-handoff').then(
    (module) => (loaded = module),
    () => null,
  );
}

/** The toggle's part: fetch the code when the page is idle. */
export function usePrefetchHandoff(): void {
  usePrefetch(loadHandoff);
}

/**
 * Notes the reader's place and fields for `path`, the page in the other
 * language. Synchronous, since the link leaves the page at once: a click
 * before the code has arrived (the first second or two on a page) switches
 * from the top, with nothing kept.
 */
export function handOff(path: string): void {
  loaded?.handOff(path);
}

function hasNote(): boolean {
  try {
    return window.sessionStorage.getItem(HANDOFF_KEY) !== null;
  } catch {
    return false;
  }
}

/** The page's part, on its first render in a language: the place and fields noted for it, put back. */
export function useLanguageHandoff(path: string): void {
  useEffect(() => {
    // A note taken already (a remount) is kept by the lazy module; nothing to fetch otherwise.
    if (!hasNote() && !loaded) return;
    const restoring = loadHandoff().then((module) => module?.restoreHandoff(path));
    return () => void restoring.then((stop) => stop?.());
    // The note is taken once, when the page in its language mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
