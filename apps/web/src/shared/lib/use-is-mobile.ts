import { useSyncExternalStore } from 'react';

/** Issue #3: below 768 px the app switches to its mobile layout (drawer navigation, one column). */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Prerendered pages are drawn at desktop width (their CSS narrows them on a phone), so a phone switches to its
 * layout just after hydrating (shared/lib/use-browser-value.ts).
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_MEDIA_QUERY).matches,
    () => false,
  );
}
