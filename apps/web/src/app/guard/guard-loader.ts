import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { i18n, i18nReady } from '../../shared/i18n/i18n';
import { currentUserQueryKey, probeCurrentUserQuery } from '../../shared/session/get-current-user';
import { toAppPath } from '../../shared/lib/app-paths';
import { rememberAttribution } from '../../shared/storage/attribution';
import { clearSession, isGuestKnown, isSignedIn } from '../../shared/storage/session-credentials';
import { resolveRouteHandle } from '../routes/route-objects';
import { decideNavigation, guestDecision } from './navigation-decision';

interface TGuardDependencies {
  pages: RouteObject[];
  queryClient: QueryClient;
}

/**
 * SPEC 4, run before every navigation renders: keep the visitor's attribution, then allow, redirect, or load
 * the signed-in user first. The meta tags follow the rendered route (see usePageMeta). A public page under
 * an SEO prefix switches the language before it renders, so it never shows in another one first.
 */
export function createGuardLoader({ pages, queryClient }: TGuardDependencies): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const pathname = toAppPath(url.pathname);
    rememberAttribution(url.searchParams);

    const resolveRoute = (path: string) => resolveRouteHandle(pages, path);
    const decision = decideNavigation({
      pathname,
      search: url.search,
      hasCachedUser: isSignedIn(),
      isGuestKnown: isGuestKnown(),
      resolveRoute,
    });
    if (decision.kind === 'redirect') return redirect(decision.to);
    if (decision.kind === 'loadUser') {
      try {
        await queryClient.fetchQuery(probeCurrentUserQuery());
      } catch {
        clearSession();
        queryClient.removeQueries({ queryKey: currentUserQueryKey });
        const asGuest = guestDecision({ pathname, search: url.search }, resolveRoute(pathname));
        if (asGuest.kind === 'redirect') return redirect(asGuest.to);
      }
    }
    // Not stored as the visitor's choice: the address chose the language, the language switcher has not. The first
    // navigation runs while the visitor's language is still loading; switching must come after it.
    const routeLocale = resolveRoute(pathname)?.locale;
    if (routeLocale) await i18nReady;
    if (routeLocale && i18n.language !== routeLocale) await i18n.changeLanguage(routeLocale);
    return null;
  };
}
