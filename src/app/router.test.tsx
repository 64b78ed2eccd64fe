import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { renderApp } from '../../tests/setup/render-app';
import { expectConsole } from '../../tests/setup/vitest.setup';
import { buildRoutes, createAppRouter } from './router';

describe('route table', () => {
  it('redirects / to /store', async () => {
    const { router } = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.store);
  });

  it.each(Object.entries(paths).filter(([name]) => name !== 'home'))('serves %s (%s) with one h1 inside the shell', async (_name, path) => {
    await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    // /profile without a user goes on to the login page, whose module may still be loading: main is empty for a moment.
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('gives every page a title of its own, ending in the site name', async () => {
    const titles = new Map<string, string>();
    // /profile without a user shows the login page, whose title is counted already.
    for (const path of [...Object.values(paths).filter((path) => path !== paths.home && path !== paths.profile), '/no-such-page']) {
      const { unmount } = await renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.title).toMatch(/^[^|]+ \| Atlantic Timber Consortium$/));
      titles.set(path, document.title);
      unmount();
    }
    expect(new Set(titles.values()).size).toBe(titles.size);
  });

  it('shows the temporary page heading', async () => {
    await renderApp(paths.temp);
    expect(await screen.findByRole('heading', { level: 1, name: 'This is a temporary page' })).toBeInTheDocument();
  });

  it.each(['/franchisee', '/Franchisee', '/contributorReg', '/ContributorReg'])('matches the alias %s', async (path) => {
    const { router } = await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows a not-found page that links back to the store', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/store');
  });

  it("shows 'Unexpected Application Error!' when a page throws", async () => {
    function Broken(): never {
      throw new Error('Kaboom');
    }
    await renderApp('/broken', { routes: buildRoutes([{ path: '/broken', Component: Broken }]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Kaboom')).toBeInTheDocument();
    // The error screen logs the error, and React reports it too.
    expectConsole('error', /Kaboom|error occurred/);
  });

  it("shows 'Loading chunk failed' with a Reload button when a route module cannot be fetched", async () => {
    const routes = buildRoutes([
      {
        path: '/lazy',
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/lazy.js')),
      },
    ]);
    await renderApp('/lazy', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading chunk failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('the browser router', () => {
  const routers: ReturnType<typeof createAppRouter>[] = [];
  afterEach(() => {
    for (const router of routers.splice(0)) router.dispose();
    window.history.replaceState(null, '', '/');
  });

  /** The router of a first load at `path`, once its first page is there; `idle: false` keeps the browser busy, so no page is added when idle. */
  async function startAt(path: string, { idle = true } = {}) {
    window.history.replaceState(null, '', path);
    const original = window.requestIdleCallback;
    if (!idle) window.requestIdleCallback = () => 0;
    try {
      const router = createAppRouter();
      routers.push(router);
      await waitFor(() => expect(router.state.initialized).toBe(true));
      return router;
    } finally {
      window.requestIdleCallback = original;
    }
  }
  const pagePath = (router: ReturnType<typeof createAppRouter>) => router.state.matches.at(-1)?.route.path;

  it.each([
    [paths.register, paths.login, 'login'],
    [`/fr${paths.register}`, `/fr${paths.contact}`, 'contact'],
    [paths.franchisee.toLowerCase(), `/fr${paths.store}`, 'store'],
    ['/no-such-page', paths.quality, 'quality'],
  ])('opens %s, then %s before the browser is idle', async (first, next, route) => {
    const router = await startAt(first, { idle: false });
    await router.navigate(next);
    expect(router.state.location.pathname).toBe(next);
    expect(pagePath(router)).toBe(route);
  });

  it('opens a page, then another once the browser has been idle, and a missing one as not found', async () => {
    const router = await startAt(paths.store);
    await router.navigate(`/fr${paths.heritage}`);
    expect(pagePath(router)).toBe('heritage');
    await router.navigate('/fr/nulle-part');
    expect(pagePath(router)).toBe('*');
  });
});
