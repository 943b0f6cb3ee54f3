import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { isLayoutRoute, type TAppRoute, type TScreenRoute } from './route-table';
import type { TRouteHandle } from './route-handle';

function toHandle(route: TScreenRoute): TRouteHandle {
  const { page: _page, path: _path, usesAntd: _usesAntd, isPlain: _isPlain, isCatchAll = false, ...described } = route;
  return { ...described, isCatchAll };
}

/** Where a route sits: at the top, inside antd's theme already, or in a plain layout. */
type TAntdContext = 'top' | 'scoped' | 'plain';

/** A page's or layout's component, inside antd's theme when it needs one; the theme's code loads beside it. */
async function loadComponent(
  load: () => Promise<{ default: ComponentType }>,
  needsScope: boolean,
): Promise<{ Component: ComponentType }> {
  if (!needsScope) return { Component: (await load()).default };
  const [{ default: Component }, { withAntdScope }] = await Promise.all([load(), import('../../shared/ui/antd-scope')]);
  return { Component: withAntdScope(Component) };
}

export function toRouteObjects(routes: readonly TAppRoute[], context: TAntdContext = 'top'): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (isLayoutRoute(route)) {
      const { layout, isPlain = false } = route;
      return {
        id: route.name,
        lazy: () => loadComponent(layout, context !== 'scoped' && !isPlain),
        children: toRouteObjects(route.children, isPlain ? 'plain' : 'scoped'),
      };
    }
    const { page, usesAntd = false, isPlain = false } = route;
    const needsScope = (context === 'top' && !isPlain) || (context === 'plain' && usesAntd);
    return {
      path: route.path,
      handle: toHandle(route),
      // A route without a page only redirects: the guard leaves it before anything renders.
      ...(page ? { lazy: () => loadComponent(page, needsScope) } : { element: null }),
    };
  });
}

/** The handle of the deepest route a path leads to. */
export function resolveRouteHandle(routes: RouteObject[], pathname: string): TRouteHandle | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle as TRouteHandle | undefined;
}
