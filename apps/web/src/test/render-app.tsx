import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createAppRoutes } from '../app/router';
import { APP_BASENAME } from '../shared/lib/app-paths';
import { liveRouters } from './live-routers';

/** The whole app (providers, guard, route table) at a browser URL such as '/ai/login'. */
export function renderApp(url: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(queryClient), { basename: APP_BASENAME, initialEntries: [url] });
  liveRouters.add(router);
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/** Where the router is, as a browser URL. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
