import { LOCALES, type TLocale, type TMessageKey } from '@orator/contracts';
import en from '../../locales/en';
import pt from '../../locales/pt';
import zh from '../../locales/zh';
import { catalogueFor } from './catalogue';

/**
 * Every language at once, for the message types and the tests. The app itself never imports this module's values:
 * it loads the namespaces of the one language it shows as screens use them (locale-backend.ts).
 */
export const appResources = { en, zh, pt } satisfies Record<TLocale, Record<string, object>>;

export const resources = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...appResources[locale], messages: catalogueFor(locale) }]),
) as Record<TLocale, (typeof appResources)['en'] & { messages: Record<TMessageKey, string> }>;
