import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader';
import { createGuardLoader } from './guard/guard-loader';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './root-layout';
import { toRouteObjects } from './routes/route-objects';
import { APP_ROUTES } from './routes/route-table';

/** The route tree for createBrowserRouter (the app) or createMemoryRouter (tests), with basename APP_BASENAME. */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const pages = toRouteObjects(APP_ROUTES);
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorPage,
      loader: createGuardLoader({ pages, queryClient }),
      // The guard must judge every navigation, including ones that only change the query.
      shouldRevalidate: () => true,
      children: pages,
    },
  ];
}
