import { useLocation } from 'react-router';
import { DEFAULT_LOCALE } from '@orator/contracts';
import { seoLocaleOf, seoLocalizedPath } from './seo-locale';

/**
 * Links between public pages keep the language prefix of the page they are on, so a visitor who came to
 * /pt/home stays in the Portuguese pages.
 */
export function useSeoPath(): (path: string) => string {
  const { pathname } = useLocation();
  const locale = seoLocaleOf(pathname) ?? DEFAULT_LOCALE;
  return (path) => seoLocalizedPath(locale, path);
}
