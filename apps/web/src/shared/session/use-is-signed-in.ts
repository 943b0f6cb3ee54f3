import { useBrowserValue } from '../lib/use-browser-value';
import { isSignedIn } from '../storage/session-credentials';

/**
 * Whether the visitor is signed in, for what a screen draws. A prerendered page shows a guest's first visit; a
 * signed-in visitor's links and buttons follow right after hydration.
 */
export function useIsSignedIn(): boolean {
  return useBrowserValue(isSignedIn, false);
}
