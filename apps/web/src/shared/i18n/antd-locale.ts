import type { Locale } from 'antd/es/locale';
import type { TLocale } from '@orator/contracts';

const LOADERS: Record<TLocale, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/locale/en_US'),
  zh: () => import('antd/locale/zh_CN'),
  pt: () => import('antd/locale/pt_BR'),
};

const loaded: Partial<Record<TLocale, Locale>> = {};

/** Fetches antd's texts for a language once; the i18n backend calls it with the app's own messages. */
export async function loadAntdLocale(locale: TLocale): Promise<void> {
  loaded[locale] ??= (await LOADERS[locale]()).default;
}

/** antd's texts for a language the app has loaded; antd's own English until then. */
export function antdLocale(locale: TLocale): Locale | undefined {
  return loaded[locale];
}
