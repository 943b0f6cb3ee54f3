import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@orator/contracts';
import { readStoredLocale } from '../storage/local-values';

function isSupportedLocale(value: string | undefined): value is TLocale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** SPEC 9: the stored choice first, then the browser's language, else English. */
export function detectLocale(
  stored: string | undefined = readStoredLocale(),
  browserLanguages: readonly string[] = navigator.languages,
): TLocale {
  if (isSupportedLocale(stored)) return stored;
  const browserMatch = browserLanguages
    .map((language) => language.toLowerCase().slice(0, 2))
    .find((language) => isSupportedLocale(language));
  return (browserMatch as TLocale | undefined) ?? DEFAULT_LOCALE;
}
