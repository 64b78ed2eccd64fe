import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Services } from '../services/api';
import { ServicesProvider } from '../services/context';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  loadServices: () => Promise<Services>;
  /** Called once the app has mounted (after hydration, for a prerendered page); the page is handed over when it settles. */
  onMounted?: () => Promise<void> | void;
}

export function App({ router, loadServices, onMounted }: AppProps) {
  // The page is the app's from here on: what was typed into a prerendered page
  // is handed over and forms submit (index.html); html[data-ready] tells tests.
  // onMounted may first move to the page's full URL (src/main.tsx).
  useEffect(() => {
    const handOver = () => {
      const ready = (window as { __atcReady?: () => void }).__atcReady;
      if (ready) ready();
      else document.documentElement.setAttribute('data-ready', '');
    };
    const moving = onMounted?.();
    if (moving) void moving.then(handOver);
    else handOver();
  }, [onMounted]);
  return (
    <ServicesProvider load={loadServices}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
