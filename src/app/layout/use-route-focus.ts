// After an in-app navigation to another page, focus goes to the new page's
// <h1> (or <main> if it has none), so a screen reader announces the page and
// the next Tab starts from its content, as after a full page load. Not on the
// first load (the browser starts at the top of the document), not when only
// the search or hash changes on the same page, not when the URL has a
// #fragment (ScrollRestoration scrolls to it), and not when the new page has
// focused something of its own. The skip link (#main) is a hash change on the
// same page: the browser moves focus to <main> itself.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const MAIN_ID = 'main';

/** Focuses `element` without scrolling (ScrollRestoration has placed the page); focusable only until it loses focus. */
export function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

export function useRouteFocus(): void {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return;
    focusWithoutScroll(main.querySelector('h1') ?? main);
  }, [pathname, hash]);
}
