import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { APP_BASENAME } from '../shared/lib/app-paths';
import { Providers } from './providers';
import { createAppRoutes } from './router';

/** The browser's router: created before the first render, it starts loading the route's code and data at once. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient), { basename: APP_BASENAME });
}

interface TAppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: TAppProps) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
