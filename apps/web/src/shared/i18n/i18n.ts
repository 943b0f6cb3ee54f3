import { createInstance, type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, toLocale, type TLocale } from '@orator/contracts';
import { writeStoredLocale } from '../storage/local-values';
import { localeBackend } from './locale-backend';
import { detectLocale } from './locale';

/**
 * What every screen shows: shared texts, page titles, the API's messages and the layouts' frame (all three layouts
 * use `shell`). Pages load their own namespaces.
 */
const FIRST_NAMESPACES = ['common', 'meta', 'messages', 'shell'];

/**
 * An i18next instance showing `locale`, which loads a page's namespaces as the page uses them. It is ready once the
 * first namespaces are loaded. No fallback language: every language has every key (locales.test.ts), and a fallback
 * would load English too.
 */
export function createAppI18n(
  locale: TLocale,
  onLanguageChanged?: (language: string) => void,
): { instance: TI18n; ready: Promise<void> } {
  const instance = createInstance();
  if (onLanguageChanged) instance.on('languageChanged', onLanguageChanged);
  const ready = instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: LOCALES,
      load: 'currentOnly',
      // i18next adds the namespaces it loads later to this list: each instance has its own.
      ns: [...FIRST_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // Start reading at once rather than on the next task: the language loads beside the entry's other work.
      initAsync: false,
    })
    .then(() => undefined);
  return { instance, ready };
}

/**
 * Outside a browser, in the build's prerender (app/prerender), no visitor is there to ask: each page it draws brings
 * its own instance in its own language.
 */
const isBrowser = typeof window !== 'undefined';

const app = isBrowser
  ? createAppI18n(detectLocale(), (language) => {
      document.documentElement.lang = language;
    })
  : createAppI18n(DEFAULT_LOCALE);

/** The app's texts in the visitor's language. */
export const i18n = app.instance;

/** Resolves once the visitor's language is loaded; the app renders after it, so the first paint is in that language. */
export const i18nReady: Promise<void> = app.ready;

export function currentLocale(): TLocale {
  return toLocale(i18n.language);
}

export async function changeLocale(locale: TLocale): Promise<void> {
  writeStoredLocale(locale);
  await i18n.changeLanguage(locale);
}
