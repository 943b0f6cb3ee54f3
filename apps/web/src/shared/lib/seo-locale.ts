import { DEFAULT_LOCALE, type TLocale } from '@orator/contracts';

/**
 * SPEC 9: public pages are also served under a language prefix, /zh/price and /pt/price, so that search
 * engines index each language at its own address. English, the default, has no prefix.
 */
export const SEO_PREFIXED_LOCALES = ['zh', 'pt'] as const satisfies readonly TLocale[];

export function seoLocalePrefix(locale: TLocale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The address of a public page in a language: ('pt', '/price') -> '/pt/price'. */
export function seoLocalizedPath(locale: TLocale, path: string): string {
  return `${seoLocalePrefix(locale)}${path}`;
}

/** The page a prefixed path shows, without its language prefix: '/pt/price' -> '/price'. */
export function withoutSeoPrefix(path: string): string {
  for (const locale of SEO_PREFIXED_LOCALES) {
    const prefix = seoLocalePrefix(locale);
    if (path === prefix) return '/';
    if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  }
  return path;
}

/** The language a path's SEO prefix names, or undefined for an unprefixed path. */
export function seoLocaleOf(path: string): TLocale | undefined {
  return SEO_PREFIXED_LOCALES.find((locale) => {
    const prefix = seoLocalePrefix(locale);
    return path === prefix || path.startsWith(`${prefix}/`);
  });
}
