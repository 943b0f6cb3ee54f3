import { useMatches } from 'react-router';
import type { TRouteHandle } from './route-handle';

/** The handle of the screen on display (the deepest matched route). */
export function useRouteHandle(): TRouteHandle | undefined {
  return useMatches().at(-1)?.handle as TRouteHandle | undefined;
}
