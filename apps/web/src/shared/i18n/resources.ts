import { LOCALES, messages, type TLocale, type TMessageKey } from '@orator/contracts';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enWorkbench from '../../locales/en/workbench.json';
import ptAuth from '../../locales/pt/auth.json';
import ptCommon from '../../locales/pt/common.json';
import ptWorkbench from '../../locales/pt/workbench.json';
import zhAuth from '../../locales/zh/auth.json';
import zhCommon from '../../locales/zh/common.json';
import zhWorkbench from '../../locales/zh/workbench.json';

/**
 * The `messages` namespace is the contracts catalogue itself, so validation and server messages read
 * word for word as SPEC sections 5 and 8 give them, in the same words the API uses.
 */
function catalogueFor(locale: TLocale): Record<TMessageKey, string> {
  const entries = Object.entries(messages).map(([key, text]) => [key, text[locale]]);
  return Object.fromEntries(entries) as Record<TMessageKey, string>;
}

/** The app's own locale files, one JSON per namespace and locale. */
export const appResources = {
  en: { common: enCommon, auth: enAuth, workbench: enWorkbench },
  zh: { common: zhCommon, auth: zhAuth, workbench: zhWorkbench },
  pt: { common: ptCommon, auth: ptAuth, workbench: ptWorkbench },
} satisfies Record<TLocale, Record<string, object>>;

export const resources = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...appResources[locale], messages: catalogueFor(locale) }]),
) as Record<TLocale, (typeof appResources)['en'] & { messages: Record<TMessageKey, string> }>;

export const NAMESPACES = ['common', 'auth', 'workbench', 'messages'] as const;
