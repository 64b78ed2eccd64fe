// React Router's <ScrollRestoration /> scrolls to the URL hash after in-app
// navigation and on a tab's first page load. But every fresh document load
// shares the location key "default", so a second page loaded in the same tab
// (typed URL, external link, bookmark) gets the previous page's saved scroll
// position instead of its #section. This hook corrects that one case: on the
// document's first content page, if it was loaded fresh with a hash, it
// scrolls to the target after ScrollRestoration has run. scrollIntoView()
// follows the CSS scroll-behavior, so prefers-reduced-motion is respected.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Only the document's initial entry can be wrong; later ones (and Back to it) are ScrollRestoration's. */
let initialEntryHandled = false;

function targetOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

export function useInitialHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (initialEntryHandled) return;
    initialEntryHandled = true;
    if (key !== 'default' || hash.length < 2) return;
    targetOf(hash)?.scrollIntoView();
  }, [hash, key]);
}
