import { loginPath } from '../../shared/lib/app-paths';
import { withoutTrailingOne } from './digit-one-redirect';
import { withKeptQuery } from './kept-query';

/** What the guard needs to know about the route a path leads to. */
export interface TRouteAccess {
  isPublic: boolean;
  /** The route only forwards somewhere else, as / does to /workbench. */
  redirectTo?: string;
  /** The not-found route that catches every unknown path. */
  isCatchAll: boolean;
}

export interface TNavigationFacts {
  pathname: string;
  search: string;
  hasCachedUser: boolean;
  /** The server already said, in this page load, that the browser has no session. */
  isGuestKnown: boolean;
  resolveRoute: (pathname: string) => TRouteAccess | undefined;
}

export type TNavigationDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'loadUser' };

const allow: TNavigationDecision = { kind: 'allow' };

function isKnownRoute(route: TRouteAccess | undefined): route is TRouteAccess {
  return route !== undefined && !route.isCatchAll;
}

/**
 * SPEC 2 and 4: where a navigation may go, decided from the route and the stored session alone. The token is in a
 * cookie only the server reads (docs/security.md, item 7), so "with a token" is "with cached user info, or a
 * successful user-info fetch": without a cached user the guard asks the server once, then knows a guest.
 */
export function decideNavigation(facts: TNavigationFacts): TNavigationDecision {
  const route = facts.resolveRoute(facts.pathname);

  if (!isKnownRoute(route)) {
    const withoutDigit = withoutTrailingOne(facts.pathname);
    if (withoutDigit !== undefined && isKnownRoute(facts.resolveRoute(withoutDigit))) {
      return { kind: 'redirect', to: `${withoutDigit}${facts.search}` };
    }
  }
  if (route?.redirectTo) {
    return { kind: 'redirect', to: withKeptQuery(route.redirectTo, facts.search) };
  }
  if (facts.hasCachedUser) return allow;
  if (!facts.isGuestKnown) return { kind: 'loadUser' };
  return guestDecision(facts, route);
}

/** A visitor without a session sees the public routes; anything else goes to Login, keeping the target. */
export function guestDecision(
  facts: Pick<TNavigationFacts, 'pathname' | 'search'>,
  route: TRouteAccess | undefined,
): TNavigationDecision {
  if (route?.isPublic) return allow;
  const target = `${facts.pathname}${facts.search}`;
  return { kind: 'redirect', to: withKeptQuery(loginPath(target), facts.search) };
}
