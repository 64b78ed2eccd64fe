// The route table (spec §2). Every page is its own lazily loaded module; the
// shell renders before any of them arrive. Each page is there twice: at its
// English path and, in French, under /fr (issue 17: /fr/store).
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router-dom';
import { paths, STOCK_PIECE_ROUTE } from '../config/paths';
import { Navigate, useLocale } from '../i18n';
import { rememberedLocale } from './layout/language/language-choice';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

function ShellFallback() {
  return (
    <RootLayout>
      <div className="page" aria-busy="true" />
    </RootLayout>
  );
}

/** A page at its path, written relative (store, not /store) so the same table serves under /fr. */
const page = (path: string, load: RouteObject['lazy']): RouteObject => ({ path: path.replace(/^\//, ''), lazy: load });

/**
 * / and /fr lead to the store (spec §2) in the page's language; / leads a
 * visitor who chose French with the header's toggle to /fr/store.
 */
function HomeRedirect() {
  const locale = useLocale();
  const remembered = rememberedLocale();
  return <Navigate to={paths.store} locale={locale === 'en-CA' && remembered ? remembered : locale} replace />;
}

declare const __BACKEND__: 'local' | 'firebase';

/**
 * The local build's outbox (issue 22), where its mail is read. __BACKEND__ is
 * replaced at build time, so a firebase build has no such route and the
 * bundler leaves its module out. Not prerendered (it shows only this
 * browser's data): the comment keeps it out of the page(paths.x, () =>
 * import('./routes/y')) lines scripts/prerender-plugin.ts reads.
 */
const localOnlyRoutes: RouteObject[] = __BACKEND__ === 'local' ? [page(paths.outbox, () => import(/* local build only */ './routes/outbox'))] : [];

export const pageRoutes: RouteObject[] = [
  { index: true, Component: HomeRedirect },
  page(paths.store, () => import('./routes/store')),
  page(paths.register, () => import('./routes/register')),
  page(paths.login, () => import('./routes/login')),
  page(paths.temp, () => import('./routes/temp')),
  page(paths.discussion, () => import('./routes/discussion')),
  page(paths.bySpecies, () => import('./routes/by-species-filter')),
  page(paths.quality, () => import('./routes/quality')),
  page(paths.heritage, () => import('./routes/heritage')),
  page(paths.ecology, () => import('./routes/ecology')),
  page(paths.profile, () => import('./routes/profile')),
  page(paths.searchTypeSize, () => import('./routes/search-type-size')),
  page(paths.knees, () => import('./routes/knees')),
  page(paths.sweeps, () => import('./routes/sweeps')),
  page(paths.custom, () => import('./routes/custom')),
  page(paths.franchisee, () => import('./routes/franchisee')),
  page(paths.contributorReg, () => import('./routes/contributor-reg')),
  page(paths.story, () => import('./routes/story')),
  page(paths.contact, () => import('./routes/contact')),
  page(paths.admin, () => import('./routes/admin')),
  page(paths.adminHistory, () => import('./routes/admin-history')),
  page(paths.pricing, () => import('./routes/pricing')),
  page(paths.spfSample, () => import('./routes/spf-sample')),
  page(paths.contributors, () => import('./routes/contributors')),
  page(paths.offers, () => import('./routes/offers-registration')),
  page(paths.newsletter, () => import('./routes/newsletter')),
  page(paths.softwoods, () => import('./routes/softwoods')),
  page(paths.hardwoods, () => import('./routes/hardwoods')),
  page(paths.nativeAcadian, () => import('./routes/native-acadian')),
  page(paths.exotics, () => import('./routes/exotics')),
  page(paths.burls, () => import('./routes/burls')),
  page(paths.boardwalk, () => import('./routes/boardwalk')),
  page(paths.buildings, () => import('./routes/buildings')),
  page(paths.privacy, () => import('./routes/privacy')),
  page(paths.unsubscribe, () => import('./routes/unsubscribe')),
  page(paths.verify, () => import('./routes/verify')),
  page(paths.stock, () => import('./routes/stock')),
  // A piece's page takes an id, so it is not prerendered: the comment keeps it out of the lines scripts/prerender-plugin.ts reads.
  page(STOCK_PIECE_ROUTE, () => import(/* one page per piece */ './routes/stock-piece')),
  ...localOnlyRoutes,
  page('*', () => import('./routes/not-found')),
];

const FRENCH_SEGMENT = 'fr';
/** The ids of the two routes that hold the pages, English and French, which the browser's router fills in late. */
const PAGES_ID = 'pages';
const FRENCH_PAGES_ID = 'fr-pages';

/** A copy of a top-level route with a relative path, so it can sit under /fr as well. */
const relative = (route: RouteObject): RouteObject =>
  (route.index ? { ...route } : { ...route, path: route.path?.replace(/^\//, '') }) as RouteObject;

export function buildRoutes(children: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: ShellFallback,
      ErrorBoundary: RouteError,
      // A pathless child keeps the header and footer around a page's error screen.
      children: [
        {
          id: PAGES_ID,
          ErrorBoundary: RouteError,
          children: [...children.map(relative), { id: FRENCH_PAGES_ID, path: FRENCH_SEGMENT, children: children.map(relative) }],
        },
      ],
    },
  ];
}

/**
 * The browser's router starts with the first page's route alone and takes the
 * others in when the browser is idle, or at a navigation that comes first.
 * Created with all of them (every page twice, English and French), the router
 * was the longest task of a first load, inside the page's hydration (its code,
 * run for the first time, converting and ranking the whole table): issue 21,
 * docs/performance.md.
 */
export function createAppRouter() {
  // The page of the path, English or French; the not-found route when none is (it takes the others in at once).
  const path = window.location.pathname.replace(/^\/(fr(\/|$))?/, '').toLowerCase();
  const first =
    pageRoutes.find((route) => (path ? route.path !== undefined && matchPath(`/${route.path}`, `/${path}`) !== null : route.index)) ?? pageRoutes.at(-1)!;
  const addEveryPage = (patch: (routeId: string, children: RouteObject[]) => void) => {
    for (const id of [PAGES_ID, FRENCH_PAGES_ID]) patch(id, pageRoutes);
  };
  const router = createBrowserRouter(buildRoutes([first]), { patchRoutesOnNavigation: ({ patch }) => addEveryPage(patch) });
  (window.requestIdleCallback ?? window.setTimeout)(() => addEveryPage(router.patchRoutes));
  return router;
}
