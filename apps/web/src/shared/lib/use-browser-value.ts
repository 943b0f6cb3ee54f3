import { useSyncExternalStore } from 'react';

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
