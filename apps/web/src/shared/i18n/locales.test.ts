import { describe, expect, it } from 'vitest';
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

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((match) => match[0]).sort();

describe('locale files', () => {
  const english = Object.fromEntries(
    Object.entries(appResources.en).map(([namespace, tree]) => [namespace, flatten(tree)]),
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys, all filled in', (locale) => {
    for (const [namespace, englishKeys] of Object.entries(english)) {
      const translated = flatten(appResources[locale][namespace as keyof typeof appResources.en]);
      expect(Object.keys(translated).sort(), `${locale}/${namespace}.json`).toEqual(Object.keys(englishKeys).sort());
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), `${locale}/${namespace}.json ${key}`).not.toBe('');
        expect(placeholders(text), `${locale}/${namespace}.json ${key}`).toEqual(placeholders(englishKeys[key] ?? ''));
      }
    }
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
