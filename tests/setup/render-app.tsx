// Route-level rendering for component tests: the real route table, the real
// providers and a seeded local backend on a fresh fake IndexedDB.
import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router-dom';
import { buildRoutes } from '../../src/app/router';
import type { Services } from '../../src/services/api';
import { ServicesProvider } from '../../src/services/context';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../src/services/demo-data';
import { createTestLocalServices } from './local-services';

export async function createTestServices(): Promise<Services> {
  return (await createTestLocalServices('app-test')).services;
}

export interface RenderAppOptions {
  as?: DemoAccountKey;
  services?: Services;
  routes?: RouteObject[];
  /** Navigation state of the first entry, as if the previous screen had passed it (`navigate(path, { state })`). */
  initialState?: unknown;
}

export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const services = options.services ?? (await createTestServices());
  if (options.as) {
    const account = DEMO_ACCOUNTS[options.as];
    await services.auth.signIn(account.email, account.password);
  }
  const entry = options.initialState === undefined ? path : { ...parsePath(path), state: options.initialState };
  const router = createMemoryRouter(options.routes ?? buildRoutes(), { initialEntries: [entry] });
  const load = () => Promise.resolve(services);
  const view = render(
    <ServicesProvider load={load}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router, services };
}
