import type { resources } from '../../shared/i18n/resources';
import type { TRouteAccess } from '../guard/navigation-decision';

/** Routes name their meta by a key of `meta` in locales/<locale>/common.json. */
export type TRouteMetaName = Exclude<keyof (typeof resources)['en']['common']['meta'], 'default'>;

/** What each route object carries for the guard and the meta tags, read back through useMatches/matchRoutes. */
export interface TRouteHandle extends TRouteAccess {
  /** The route's name in SPEC 2. */
  name: string;
  meta?: TRouteMetaName;
}
