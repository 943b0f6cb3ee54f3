import { describe, expect, it } from 'vitest';
import { ESPEAK_VOICES, findEspeakVoice, listLanguages, MAJOR_LANGUAGE_CODES, TTS_LANGUAGES } from './catalogue';
import { AGE_GROUPS, VOICE_STYLES } from './engine';
import { runEspeak } from './espeak-runtime';

/** The language files `espeak-ng --voices` lists (column "File"). */
async function espeakLanguageFiles(): Promise<string[]> {
  const { stdout } = await runEspeak({ args: ['--voices'] });
  return stdout.slice(1).map((line) => line.trim().split(/\s+/)[4] ?? '');
}

const REQUIRED_MAJOR_LANGUAGES = [
  'en-US',
  'en-GB',
  'zh-CN',
  'zh-HK',
  'pt-BR',
  'pt-PT',
  'es-ES',
  'es-419',
  'fr-FR',
  'de-DE',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'ru-RU',
  'ar',
  'hi-IN',
  'id-ID',
  'vi-VN',
  'th-TH',
  'tr-TR',
  'nl-NL',
  'pl-PL',
];

describe('voice catalogue', () => {
  it('offers every language espeak-ng has, except the romanised-input duplicates', async () => {
    const files = await espeakLanguageFiles();
    expect(files.length).toBe(133);
    const offered = new Set(ESPEAK_VOICES.map((voice) => voice.espeak.language));
    const missing = files.filter((file) => !offered.has(file));
    expect(missing.sort()).toEqual(['ira/fa-Latn', 'sit/cmn-Latn-pinyin', 'sit/yue-Latn-jyutping']);
    expect([...offered].filter((file) => !files.includes(file))).toEqual([]);
    expect(TTS_LANGUAGES.length).toBe(130);
  });

  it('has at least four voices of both genders for each major language', () => {
    expect(MAJOR_LANGUAGE_CODES).toEqual(REQUIRED_MAJOR_LANGUAGES);
    for (const code of REQUIRED_MAJOR_LANGUAGES) {
      const voices = ESPEAK_VOICES.filter((voice) => voice.language === code);
      expect(voices.length, code).toBeGreaterThanOrEqual(4);
      expect(voices.filter((voice) => voice.gender === 'female').length, code).toBeGreaterThanOrEqual(2);
      expect(voices.filter((voice) => voice.gender === 'male').length, code).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives each voice of a language its own timbre, pitch and pace', () => {
    for (const language of TTS_LANGUAGES) {
      const voices = ESPEAK_VOICES.filter((voice) => voice.language === language.code);
      const distinct = (key: (voice: (typeof voices)[number]) => string | number): number =>
        new Set(voices.map(key)).size;
      expect(
        distinct((voice) => voice.espeak.variant),
        language.code,
      ).toBe(voices.length);
      expect(
        distinct((voice) => `${voice.espeak.pitch}/${voice.espeak.wordsPerMinute}`),
        language.code,
      ).toBe(voices.length);
      expect(
        distinct((voice) => voice.name),
        language.code,
      ).toBe(voices.length);
    }
  });

  it('gives every language a free female and a free male voice', () => {
    for (const language of TTS_LANGUAGES) {
      const free = ESPEAK_VOICES.filter((voice) => voice.language === language.code && !voice.memberOnly);
      expect(new Set(free.map((voice) => voice.gender)), language.code).toEqual(new Set(['female', 'male']));
    }
  });

  it('keeps about 15 % of the voices for members', () => {
    const share = ESPEAK_VOICES.filter((voice) => voice.memberOnly).length / ESPEAK_VOICES.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.18);
  });

  it('has unique, stable ids that name engine, language and timbre', () => {
    const ids = ESPEAK_VOICES.map((voice) => voice.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 3)).toEqual(['espeak:en-US:f2', 'espeak:en-US:m3', 'espeak:en-US:f4']);
    expect(findEspeakVoice('espeak:zh-CN:f2')?.espeak.language).toBe('sit/cmn');
    expect(findEspeakVoice('espeak:pt-BR:m3')?.name).toBe('Marcelo');
  });

  it('describes every voice with the shared vocabularies', () => {
    for (const voice of ESPEAK_VOICES) {
      expect(AGE_GROUPS).toContain(voice.ageGroup);
      expect(voice.styles.length).toBeGreaterThan(0);
      for (const style of voice.styles) expect(VOICE_STYLES).toContain(style);
      expect(voice.name).toMatch(/^\p{Lu}/u);
      expect(() => Intl.getCanonicalLocales(voice.language)).not.toThrow();
    }
  });

  it('lists each language once with its voice count', () => {
    const codes = TTS_LANGUAGES.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(TTS_LANGUAGES.reduce((sum, language) => sum + language.voiceCount, 0)).toBe(ESPEAK_VOICES.length);
    expect(listLanguages().find((language) => language.code === 'zh-HK')).toEqual({
      code: 'zh-HK',
      name: 'Chinese (Cantonese)',
      nativeName: '粵語（香港）',
      voiceCount: 9,
    });
  });
});
