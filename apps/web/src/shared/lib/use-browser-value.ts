import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const neverChanges = () => () => undefined;

/**
 * A value only the browser knows (the stored session, the window's width, the address's origin), on a screen whose
 * HTML may have been prerendered at build time (app/prerender). The prerender and the render that hydrates its HTML
 * both use `prerendered`, so they match; every later render reads the browser, React re-rendering at once after
 * hydration. Read on every render, as a plain call would be.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(neverChanges, read, () => prerendered);
}

/** False while prerendering and hydrating, true from the first render after: for what needs the page's scripts. */
export function useIsHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

/**
 * The address's query (?redirect=...), for the links a screen draws with it: a prerendered screen was drawn for its
 * path alone, so the links it hydrates carry no query and take it just after.
 */
export function useAddressSearch(): string {
  const { search } = useLocation();
  return useBrowserValue(() => search, '');
}
