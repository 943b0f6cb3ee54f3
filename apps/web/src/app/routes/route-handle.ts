import type { TLocale } from '@orator/contracts';
import type { resources } from '../../shared/i18n/resources';
import type { TRouteAccess } from '../guard/navigation-decision';
import type { TLeaveRule } from '../navigation/leave-rule';

/** Routes name their meta by a key of locales/<locale>/meta.json. */
export type TRouteMetaName = Exclude<keyof (typeof resources)['en']['meta'], 'default'>;

/** What the route table says about a screen beyond its path and page. */
export interface TScreenTraits {
  meta?: TRouteMetaName;
  /** SPEC 2: leaving this screen asks for confirmation first. */
  leaveRule?: TLeaveRule;
  /** SPEC 2: Create, My project and video detail show the banner above the page. */
  hasBanner?: boolean;
  /** SPEC 2: going back from a detail page with no history goes to /my rather than /workbench. */
  isDetail?: boolean;
  /** The language of a public page served under an SEO prefix (/zh/..., /pt/...). */
  locale?: TLocale;
}

/** What each route object carries for the guard, the layouts and the meta tags, read back through useMatches. */
export interface TRouteHandle extends TRouteAccess, TScreenTraits {
  /** The route's name in SPEC 2. */
  name: string;
}
