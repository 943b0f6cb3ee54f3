import { describe, expect, it } from 'vitest';
import { languageSearchText, matchesSearch, type TNamedLanguage } from './language-search';

const CATALOGUE: TNamedLanguage[] = [
  { code: 'en-GB', name: 'English (United Kingdom)', nativeName: 'English (United Kingdom)' },
  { code: 'zh-CN', name: 'Chinese (Mandarin)', nativeName: '中文（普通话）' },
  { code: 'zh-HK', name: 'Chinese (Cantonese)', nativeName: '粵語（香港）' },
  { code: 'de-DE', name: 'German (Germany)', nativeName: 'Deutsch (Deutschland)' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)' },
  { code: 'es-419', name: 'Spanish (Latin America)', nativeName: 'Español (Latinoamérica)' },
  { code: 'en-GB-x-gbclan', name: 'English (Lancaster)', nativeName: 'English (Lancaster)' },
];

/** The codes of the languages a user of this interface language finds by typing. */
function find(typed: string, interfaceLanguage = 'en'): string[] {
  return CATALOGUE.filter((language) => matchesSearch(typed, languageSearchText(language, interfaceLanguage))).map(
    (language) => language.code,
  );
}

describe('searching languages', () => {
  it('finds a language by its English name, its own name or its code', () => {
    expect(find('German')).toEqual(['de-DE']);
    expect(find('Deutsch')).toEqual(['de-DE']);
    expect(find('Chinese')).toEqual(['zh-CN', 'zh-HK']);
    expect(find('中文')).toEqual(['zh-CN', 'zh-HK']);
    expect(find('Portu')).toEqual(['pt-BR']);
    expect(find('pt-br')).toEqual(['pt-BR']);
  });

  it('ignores case and accents either way', () => {
    expect(find('PORTUGUES')).toEqual(['pt-BR']);
    expect(find('espanol latinoamerica')).toEqual(['es-419']);
    expect(find('Español')).toEqual(['es-419']);
    expect(find('germán')).toEqual(['de-DE']);
  });

  it('finds a language by its name in the interface language', () => {
    expect(find('德语', 'zh')).toEqual(['de-DE']);
    expect(find('德语')).toEqual([]);
    expect(find('alemão', 'pt')).toEqual(['de-DE']);
    expect(find('chines', 'pt')).toEqual(['zh-CN', 'zh-HK']);
    // The English names still work in another interface language.
    expect(find('German', 'zh')).toEqual(['de-DE']);
  });

  it('needs every word typed, in any order', () => {
    expect(find('kingdom english')).toEqual(['en-GB']);
    expect(find('english')).toEqual(['en-GB', 'en-GB-x-gbclan']);
    expect(find('english brazil')).toEqual([]);
    expect(find('   ')).toHaveLength(CATALOGUE.length);
  });
});
