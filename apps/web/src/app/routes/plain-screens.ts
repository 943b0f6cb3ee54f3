import { isLayoutRoute, type TAppRoute, type TScreenRoute } from './route-table';

/**
 * The screens the route table says are built without antd: plain screens outside any layout, and those of a plain
 * layout that do not say `usesAntd`, in every language they are served in.
 */
export function plainScreens(routes: readonly TAppRoute[]): TScreenRoute[] {
  return routes.flatMap((route) => {
    if (!isLayoutRoute(route)) return route.isPlain ? [route] : [];
    if (!route.isPlain) return [];
    return route.children.flatMap((child) => (isLayoutRoute(child) || child.usesAntd ? [] : [child]));
  });
}

/**
 * The plain screens whose HTML the build draws (app/prerender): public ones with a page of their own at an address
 * without parameters, which show the same to every guest.
 */
export function prerenderedScreens(routes: readonly TAppRoute[]): TScreenRoute[] {
  return plainScreens(routes).filter((screen) => screen.isPublic && screen.page && !/[:*]/.test(screen.path));
}
