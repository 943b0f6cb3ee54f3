import type { DefaultOptionType } from 'antd/es/select';

/** A language as the voice and subtitle catalogues list it. */
export interface TNamedLanguage {
  /** BCP-47, such as 'de-DE'. */
  code: string;
  /** In English. */
  name: string;
  /** As its speakers write it. */
  nativeName: string;
}

/** Lower case without accents or other marks: 'Português' and 'PORTUGUES' both read 'portugues'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const displayNamesByLocale = new Map<string, Intl.DisplayNames | null>();

/** The language's name in another language ('de-DE' in Chinese: 德语（德国）), when the browser knows it. */
function nameIn(locale: string, code: string): string {
  if (!displayNamesByLocale.has(locale)) {
    try {
      displayNamesByLocale.set(locale, new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }));
    } catch {
      displayNamesByLocale.set(locale, null);
    }
  }
  try {
    return displayNamesByLocale.get(locale)?.of(code) ?? '';
  } catch {
    // A code Intl cannot read (an espeak dialect tag) has only the catalogue's names.
    return '';
  }
}

/**
 * Every name a user may type to find a language, folded for search: its code, its English and native names,
 * and its names in the interface language and in itself, whole ('Chinese (China)') and without the region
 * ('Chinese'), so that 中文 finds Cantonese too.
 */
export function languageSearchText(language: TNamedLanguage, interfaceLanguage: string): string {
  const base = language.code.split('-')[0] ?? language.code;
  const names = [language.code, language.name, language.nativeName];
  for (const locale of new Set([interfaceLanguage, 'en', language.code])) {
    names.push(nameIn(locale, language.code), nameIn(locale, base));
  }
  return foldForSearch(names.join(' '));
}

/** Whether every word typed appears in the text, ignoring case and accents. */
export function matchesSearch(typed: string, folded: string): boolean {
  return foldForSearch(typed)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word));
}

/** Select's search for options that carry a `search` text made by `languageSearchText`. */
export const LANGUAGE_SEARCH = {
  filterOption: (typed: string, option?: DefaultOptionType) =>
    matchesSearch(typed, typeof option?.search === 'string' ? option.search : ''),
};
