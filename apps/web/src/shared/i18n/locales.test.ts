import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@orator/contracts';
import { i18n } from './i18n';
import { detectLocale } from './locale';
import { appResources } from './resources';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

/** Interpolations, with their format if any ("{{count, number}}"), and the tags of <Trans> texts. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{[^}]+\}\}|<(\w+)>/g)].map((match) => match[0].replace(/\s+/g, '')).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The plural forms i18next looks up in a language: one per category of its plural rules (English one/other,
 * Chinese other only, Portuguese one/many/other), as the browser's Intl.PluralRules gives them.
 */
const pluralForms = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

/** The keys a language must have for the English keys: every plural key in that language's own forms. */
function expectedKeys(englishKeys: string[], locale: string): string[] {
  const bases = new Set(
    englishKeys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const plain = englishKeys.filter((key) => !PLURAL_SUFFIX.test(key));
  return [...plain, ...[...bases].flatMap((base) => pluralForms(locale).map((form) => `${base}_${form}`))].sort();
}

/** The English text a key answers to: a plural form of another language to the English "other" form. */
const englishOf = (englishKeys: Record<string, string>, key: string) =>
  englishKeys[key] ?? englishKeys[key.replace(PLURAL_SUFFIX, '_other')] ?? '';

describe('locale files', () => {
  const english = Object.fromEntries(
    Object.entries(appResources.en).map(([namespace, tree]) => [namespace, flatten(tree)]),
  );

  it.each(LOCALES)('%s has every English key in its own plural forms, all filled in', (locale) => {
    for (const [namespace, englishKeys] of Object.entries(english)) {
      const translated = flatten(appResources[locale][namespace as keyof typeof appResources.en]);
      expect(Object.keys(translated).sort(), `${locale}/${namespace}.json`).toEqual(
        expectedKeys(Object.keys(englishKeys), locale),
      );
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), `${locale}/${namespace}.json ${key}`).not.toBe('');
        expect(placeholders(text), `${locale}/${namespace}.json ${key}`).toEqual(
          placeholders(englishOf(englishKeys, key)),
        );
      }
    }
  });

  // The app loads only the language it shows; these read every language.
  beforeAll(() => i18n.loadLanguages([...LOCALES]));

  it('picks the plural form of each language', () => {
    const days = (lng: string, count: number) => i18n.t('rewards:signIn.streak', { lng, count, days: count });
    expect([days('en', 1), days('en', 2)]).toEqual(['1 day in a row', '2 days in a row']);
    expect([days('pt', 1), days('pt', 2), days('pt', 1_000_000)]).toEqual([
      '1 dia seguido',
      '2 dias seguidos',
      '1000000 de dias seguidos',
    ]);
    expect([days('zh', 1), days('zh', 2)]).toEqual(['已连续签到 1 天', '已连续签到 2 天']);
  });

  it('serves the contracts messages word for word', () => {
    expect(i18n.t('messages:passwordMismatch', { lng: 'en' })).toBe('The passwords entered twice are inconsistent');
    expect(i18n.t('messages:codeSent', { lng: 'zh' })).toBe('验证码已发送');
  });
});

describe('detectLocale', () => {
  it('uses the stored choice first', () => {
    expect(detectLocale('zh', ['pt-BR'])).toBe('zh');
  });

  it('falls back to the first supported browser language', () => {
    expect(detectLocale(undefined, ['fr-FR', 'pt-BR', 'zh-CN'])).toBe('pt');
    expect(detectLocale('klingon', ['zh-TW'])).toBe('zh');
  });

  it('defaults to English', () => {
    expect(detectLocale(undefined, ['fr-FR', 'de'])).toBe('en');
    expect(detectLocale(undefined, [])).toBe('en');
  });
});
