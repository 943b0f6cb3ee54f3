import { matchRoutes, type RouteObject } from 'react-router';
import { isLayoutRoute, type TAppRoute, type TScreenRoute } from './route-table';
import type { TRouteHandle } from './route-handle';

function toHandle(route: TScreenRoute): TRouteHandle {
  const { page: _page, path: _path, isCatchAll = false, ...described } = route;
  return { ...described, isCatchAll };
}

export function toRouteObjects(routes: readonly TAppRoute[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (isLayoutRoute(route)) {
      const { layout } = route;
      return {
        id: route.name,
        lazy: async () => ({ Component: (await layout()).default }),
        children: toRouteObjects(route.children),
      };
    }
    const { page } = route;
    return {
      path: route.path,
      handle: toHandle(route),
      // A route without a page only redirects: the guard leaves it before anything renders.
      ...(page ? { lazy: async () => ({ Component: (await page()).default }) } : { element: null }),
    };
  });
}

/** The handle of the deepest route a path leads to. */
export function resolveRouteHandle(routes: RouteObject[], pathname: string): TRouteHandle | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle as TRouteHandle | undefined;
}
