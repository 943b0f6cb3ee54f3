import type { BackendModule, ReadCallback } from 'i18next';
import { toLocale, type TLocale, type TMessageKey } from '@orator/contracts';
import { loadAntdLocale } from './antd-locale';

/** One chunk per namespace and language (locales/<locale>/<namespace>.json), fetched when a screen first uses it. */
const NAMESPACE_LOADERS = import.meta.glob<{ default: object }>('../../locales/*/*.json');

/** The `messages` namespace: the contracts catalogue, one chunk per language (vite-plugins/message-catalogue.ts). */
const CATALOGUE_LOADERS: Record<TLocale, () => Promise<{ default: Record<TMessageKey, string> }>> = {
  en: () => import('virtual:message-catalogue/en'),
  zh: () => import('virtual:message-catalogue/zh'),
  pt: () => import('virtual:message-catalogue/pt'),
};

async function readNamespace(locale: TLocale, namespace: string): Promise<object> {
  const load =
    namespace === 'messages'
      ? CATALOGUE_LOADERS[locale]
      : NAMESPACE_LOADERS[`../../locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`locales/${locale} has no namespace ${namespace}`);
  // antd's texts (pagination, empty lists, dialogs) switch with the app's: i18next announces a new language only
  // once its namespaces are read, so the providers never render it with antd's previous locale.
  const [messages] = await Promise.all([load(), loadAntdLocale(locale)]);
  return messages.default;
}

/**
 * Loads the messages of the language the app shows, one namespace at a time as screens use them (react-i18next
 * suspends a component until its namespaces are here); the other languages are never fetched.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    readNamespace(toLocale(language), namespace).then(
      (messages) => callback(null, messages as Parameters<ReadCallback>[1]),
      (error: Error) => callback(error, false),
    );
  },
};
