import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, toLocale, type TLocale } from '@orator/contracts';
import { writeStoredLocale } from '../storage/local-values';
import { detectLocale } from './locale';
import { NAMESPACES, resources } from './resources';

export const i18n = createInstance();

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// Resources are bundled, so initialising synchronously lets the very first render and request use the locale.
void i18n.use(initReactI18next).init({
  resources,
  lng: detectLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLocale(): TLocale {
  return toLocale(i18n.language);
}

export async function changeLocale(locale: TLocale): Promise<void> {
  writeStoredLocale(locale);
  await i18n.changeLanguage(locale);
}
