// First: zod's global configuration, before any module builds a schema.
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { loadServices } from './services/load';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A prerendered page shows what its path alone renders (scripts/prerender-plugin.ts
// cannot know the query or the #section). Hydrating with the query
// (/byspeciesfilter?view=simple) would not match that HTML, so React would
// throw the page away and render it afresh (error #418); hydrating with the
// hash would keep the HTML's links without it (React does not patch
// attributes while hydrating), so the language toggle, a plain link to the
// other language's build, would lose the reader's place. So the router starts
// on the bare path, hydrates the HTML as it is, and moves to the full URL once
// the page is React's (the browser has already scrolled to the #section).
const prerendered = root.hasChildNodes();
const { pathname, search, hash } = window.location;
const deferredUrl = prerendered && (search !== '' || hash !== '');
if (deferredUrl) window.history.replaceState(window.history.state, '', pathname);

const router = createAppRouter();

function afterHydration(): Promise<void> | void {
  if (deferredUrl) return router.navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
}

/** Resolves once the first route's code has loaded (or failed: the router then shows its error screen). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// A prerendered page (scripts/prerender-plugin.ts) already shows its content:
// React hydrates it (keeping what a visitor has typed) once the first route's
// code is there. Hydrating or rendering in a transition lets React yield to the
// browser while it works, so the page stays responsive.
const app = (
  <StrictMode>
    <App router={router} loadServices={loadServices} onMounted={afterHydration} />
  </StrictMode>
);
if (prerendered) {
  void routerReady().then(() =>
    startTransition(
      () =>
        void hydrateRoot(root, app, {
          // A mismatch makes React render the page afresh: still correct, but worth knowing.
          onRecoverableError: (error) => console.error('Hydration fell back to client rendering.', error),
        }),
    ),
  );
} else {
  startTransition(() => createRoot(root).render(app));
}
