import { lazy, startTransition, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { normalizePath } from '../../config/paths';
import { usePrefetch } from '../../lib/use-prefetch';
import { DevelopmentBanner } from './banner';
import { Footer } from './footer';
import { Header } from './header';
import { useBoardForPath } from '../../features/boards/use-board-lookup';
import { useRouteFocus } from './use-route-focus';
import styles from './root-layout.module.css';

/**
 * Every freshly loaded document has the location key 'default', so by default
 * a page typed or linked into a tab would get the scroll position saved for
 * the tab's previous fresh load instead of its #section. Keying those entries
 * by URL fixes that; in-app entries keep their own keys (Back restores them).
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;
}

const loadCommentsPanel = () => import('../../features/boards/comments-panel');
const CommentsPanel = lazy(loadCommentsPanel);

/** The frame of every page: skip link, banner, header, main content, comments, footer. */
export function RootLayout({ children }: { children?: React.ReactNode }) {
  const { pathname } = useLocation();
  const path = normalizePath(pathname);
  const board = useBoardForPath(pathname);
  useRouteFocus();
  const [commentsPath, setCommentsPath] = useState<string | null>(null);
  const currentBoard = board.status === 'ready' ? board.board : null;
  // The discussion board is its page's main content, not a panel below it.
  const boardIsPage = currentBoard?.kind === 'discussion';
  const commentsOpen = commentsPath === path && currentBoard !== null && !boardIsPage;
  // The comment board's code, fetched when idle, so Comments opens at once.
  usePrefetch(loadCommentsPanel, currentBoard !== null && !boardIsPage);

  const onComments = () => {
    if (boardIsPage) {
      document.getElementById('main')?.scrollIntoView();
      document.getElementById('main')?.focus();
      return;
    }
    // A transition with no Suspense boundary of its own: the panel appears as soon
    // as its code is there (prefetched when idle), instead of after React's
    // 300 ms throttle for a newly shown boundary's fallback.
    startTransition(() => setCommentsPath(commentsOpen ? null : path));
  };

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <DevelopmentBanner />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      {commentsOpen && <CommentsPanel board={currentBoard} />}
      <Footer
        board={board}
        commentsOpen={commentsOpen}
        onToggleComments={onComments}
      />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
