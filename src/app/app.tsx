import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Services } from '../services/api';
import { ServicesProvider } from '../services/context';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  loadServices: () => Promise<Services>;
}

export function App({ router, loadServices }: AppProps) {
  // The page is the app's from here on: what was typed into a prerendered page
  // is handed over and forms submit (index.html); html[data-ready] tells tests.
  useEffect(() => {
    const ready = (window as { __atcReady?: () => void }).__atcReady;
    if (ready) ready();
    else document.documentElement.setAttribute('data-ready', '');
  }, []);
  return (
    <ServicesProvider load={loadServices}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
