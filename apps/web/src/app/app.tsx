import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { APP_BASENAME } from '../shared/lib/app-paths';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createAppRoutes(queryClient), { basename: APP_BASENAME }));
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
