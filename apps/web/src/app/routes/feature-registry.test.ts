import { describe, expect, it } from 'vitest';
import { isFeatureAvailable } from '@orator/contracts';
import { featureOfPath } from '../../shared/lib/feature-screens';
import { APP_ROUTES, isLayoutRoute, type TAppRoute, type TScreenRoute } from './route-table';

function screens(routes: readonly TAppRoute[]): TScreenRoute[] {
  return routes.flatMap((route) => (isLayoutRoute(route) ? screens(route.children) : [route]));
}

const ALL = screens(APP_ROUTES);
/** The page every screen that is not built shows: the shell's catch-all shows it too. */
const underConstruction = ALL.find((route) => route.name === 'LayoutCatchAll')?.page;

describe('the route table and the feature registry', () => {
  const pages = ALL.filter((route) => route.page && !route.isCatchAll && !route.locale);

  it('knows the feature of every screen', () => {
    for (const route of pages) expect(featureOfPath(route.path.replace(/\/:\w+\??$/, '')), route.path).toBeDefined();
  });

  it('shows the under-construction page exactly for the screens of features that are not built', () => {
    expect(underConstruction).toBeDefined();
    for (const route of pages) {
      const feature = featureOfPath(route.path.replace(/\/:\w+\??$/, ''))!;
      expect(route.page === underConstruction, `${route.path} (${feature})`).toBe(!isFeatureAvailable(feature));
    }
  });
});
