import { matchRoutes, type RouteObject } from 'react-router';
import type { TAppRoute } from './route-table';
import type { TRouteHandle } from './route-handle';

const CATCH_ALL_PATH = '*';

export function toRouteObjects(routes: readonly TAppRoute[]): RouteObject[] {
  return routes.map((route) => {
    const handle: TRouteHandle = {
      name: route.name,
      isPublic: route.isPublic,
      isCatchAll: route.path === CATCH_ALL_PATH,
      ...(route.meta ? { meta: route.meta } : {}),
      ...(route.redirectTo ? { redirectTo: route.redirectTo } : {}),
    };
    const { page } = route;
    return {
      path: route.path,
      handle,
      // A route without a page only redirects: the guard leaves it before anything renders.
      ...(page ? { lazy: async () => ({ Component: (await page()).default }) } : { element: null }),
      ...(route.children ? { children: toRouteObjects(route.children) } : {}),
    };
  });
}

/** The handle of the deepest route a path leads to. */
export function resolveRouteHandle(routes: RouteObject[], pathname: string): TRouteHandle | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle as TRouteHandle | undefined;
}
