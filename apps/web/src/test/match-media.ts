import { MOBILE_MEDIA_QUERY } from '../shared/lib/use-is-mobile';

/**
 * jsdom has no matchMedia; antd's responsive components and the app's mobile switch ask it. Nothing is laid
 * out, so the answer is the window width a test plays: a desktop, or a phone for the app's mobile query.
 */
export function fakeMatchMedia({ isPhone }: { isPhone: boolean }): (query: string) => MediaQueryList {
  return (query) => ({
    matches: isPhone && query === MOBILE_MEDIA_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
