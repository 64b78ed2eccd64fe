import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { normalizePath } from '../../config/paths';
import { DevelopmentBanner } from './banner';
import { Footer } from './footer';
import { Header } from './header';
import { useBoardForPath } from './use-board';
import styles from './root-layout.module.css';

const CommentsPanel = lazy(() => import('../../features/boards/comments-panel'));

/** The frame of every page: skip link, banner, header, main content, comments, footer. */
export function RootLayout({ children }: { children?: React.ReactNode }) {
  const { pathname } = useLocation();
  const path = normalizePath(pathname);
  const board = useBoardForPath(pathname);
  const [commentsPath, setCommentsPath] = useState<string | null>(null);
  const currentBoard = board.status === 'ready' ? board.board : null;
  const commentsOpen = commentsPath === path && currentBoard !== null;

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
      {commentsOpen && (
        <Suspense fallback={null}>
          <CommentsPanel board={currentBoard} />
        </Suspense>
      )}
      <Footer
        board={board}
        commentsOpen={commentsOpen}
        onToggleComments={() => setCommentsPath(commentsOpen ? null : path)}
      />
      <ScrollRestoration />
    </div>
  );
}
