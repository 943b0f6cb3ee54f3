import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, toLocale, type TLocale } from '@orator/contracts';
import { writeStoredLocale } from '../storage/local-values';
import { localeBackend } from './locale-backend';
import { detectLocale } from './locale';

export const i18n = createInstance();

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * What every screen shows: shared texts, page titles, the API's messages and the layouts' frame (all three layouts
 * use `shell`). Pages load their own namespaces.
 */
const FIRST_NAMESPACES = ['common', 'meta', 'messages', 'shell'];

/**
 * Resolves once the visitor's language is loaded; the app renders after it, so the first paint is in that language.
 * No fallback language: every language has every key (locales.test.ts), and a fallback would load English too.
 */
export const i18nReady: Promise<void> = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: detectLocale(),
    fallbackLng: false,
    supportedLngs: LOCALES,
    load: 'currentOnly',
    ns: FIRST_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // Start reading at once rather than on the next task: the language loads beside the entry's other work.
    initAsync: false,
  })
  .then(() => undefined);

export function currentLocale(): TLocale {
  return toLocale(i18n.language);
}

export async function changeLocale(locale: TLocale): Promise<void> {
  writeStoredLocale(locale);
  await i18n.changeLanguage(locale);
}
