import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Services } from '../services/api';
import { ServicesProvider } from '../services/context';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  loadServices: () => Promise<Services>;
}

export function App({ router, loadServices }: AppProps) {
  return (
    <ServicesProvider load={loadServices}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
