import { lazy, startTransition, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { normalizePath } from '../../domain/boards';
import { usePrefetch } from '../../lib/use-prefetch';
import { DevelopmentBanner } from './banner';
import { Footer } from './footer';
import { Header } from './header';
import { useBoardForPath } from '../../features/boards/use-board-lookup';
import { useRouteFocus } from './use-route-focus';
import { useLanguageHandoff } from './language/use-language-handoff';
import { BASE_LOCALE, LOCALES, LocaleProvider, localeOfPath, localizePath, m, pagePath, usePagePath } from '../../i18n';
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

/** Every page in the language of its path (/fr/… is French), with its other-language alternates. */
export function RootLayout({ children }: { children?: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LocaleProvider locale={localeOfPath(pathname)}>
      <LanguageAlternates path={pagePath(pathname)} />
      <Frame>{children}</Frame>
    </LocaleProvider>
  );
}

/** The site's origin, for absolute alternates (vite.config.ts: VITE_SITE_ORIGIN, or the Firebase project's web.app). */
declare const __SITE_ORIGIN__: string;

/**
 * <link rel="alternate" hreflang> for the page in each language and the
 * default (English) one, as absolute URLs (search engines and Lighthouse
 * take no relative ones); React puts them in <head>, and the prerendered
 * pages carry them there already.
 */
function LanguageAlternates({ path }: { path: string }) {
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${__SITE_ORIGIN__}${localizePath(path, locale)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${__SITE_ORIGIN__}${localizePath(path, BASE_LOCALE)}`} />
    </>
  );
}

/** The frame of every page: skip link, banner, header, main content, comments, footer. */
function Frame({ children }: { children?: React.ReactNode }) {
  const pathname = usePagePath();
  const path = normalizePath(pathname);
  const board = useBoardForPath(pathname);
  useRouteFocus();
  // After a language switch: the reader's place and typed fields, as they were.
  useLanguageHandoff(useLocation().pathname);
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
        {m.shell_skip_to_main()}
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
