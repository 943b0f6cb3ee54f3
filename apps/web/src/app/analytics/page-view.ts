import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { AnalyticsApi, type TPageViewEvent } from '@orator/contracts';
import { apiClient } from '../../shared/api/clients';
import { currentLocale } from '../../shared/i18n/i18n';
import { toBrowserPath } from '../../shared/lib/app-paths';
import { readAttribution } from '../../shared/storage/attribution';
import { readIdentity } from '../../shared/storage/local-values';

interface TPageViewFacts {
  /** App path of the page now on screen. */
  path: string;
  /** The page before it in this visit, or the document referrer on the first page. */
  referrer: string | undefined;
}

/**
 * The event of SPEC 7 "Analytics" for the page on screen. Only the path is sent, never the query: it can
 * carry sign-in codes (auth_code, state). Values longer than the contract allows are cut rather than lost, so the
 * event always fits ZPageViewEvent without loading a schema parser on every first visit.
 */
export function pageViewEvent({ path, referrer }: TPageViewFacts): TPageViewEvent {
  const { source, via } = readAttribution();
  const event: TPageViewEvent = {
    path: toBrowserPath(path).slice(0, 512),
    title: document.title.slice(0, 256),
    locale: currentLocale(),
    ...(referrer ? { referrer: referrer.slice(0, 512) } : {}),
    ...(source ? { source: source.slice(0, 64) } : {}),
    ...(via ? { via: via.slice(0, 64) } : {}),
  };
  const identityId = readIdentity()?.identityId;
  if (identityId) event.identityId = identityId.slice(0, 64);
  return event;
}

/** Fire and forget: a lost page view must never trouble the visitor, so failures are only logged in development. */
export function sendPageView(event: TPageViewEvent): void {
  if (import.meta.env.DEV) console.debug('[analytics] page view', event);
  apiClient.post(AnalyticsApi.pageView, event, { isQuiet: true }).catch((error: unknown) => {
    if (import.meta.env.DEV) console.debug('[analytics] page view not recorded', error);
  });
}

/**
 * Sends a page view after each navigation, once the page's title is set (the root layout calls this after
 * usePageMeta, whose effect runs first).
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const lastPath = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    const referrer = lastPath.current
      ? `${window.location.origin}${toBrowserPath(lastPath.current)}`
      : document.referrer;
    lastPath.current = pathname;
    sendPageView(pageViewEvent({ path: pathname, referrer }));
  }, [pathname]);
}
