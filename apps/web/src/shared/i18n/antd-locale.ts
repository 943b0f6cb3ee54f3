import type { Locale } from 'antd/es/locale';
import type { TLocale } from '@orator/contracts';

/**
 * antd's texts in the app's other languages. English is antd's own default, part of antd itself, so an English
 * visitor loads nothing before the first paint and a screen without antd never loads it.
 */
const LOADERS: Record<Exclude<TLocale, 'en'>, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/locale/zh_CN'),
  pt: () => import('antd/locale/pt_BR'),
};

const loaded: Partial<Record<TLocale, Locale>> = {};

/** Fetches antd's texts for a language once; the i18n backend calls it with the app's own messages. */
export async function loadAntdLocale(locale: TLocale): Promise<void> {
  if (locale === 'en') return;
  loaded[locale] ??= (await LOADERS[locale]()).default;
}

/** antd's texts for a language the app has loaded; undefined, antd's own English, for English or until then. */
export function antdLocale(locale: TLocale): Locale | undefined {
  return loaded[locale];
}
