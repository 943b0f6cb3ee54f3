import { describe, expect, it } from 'vitest';
import { TTS_LANGUAGES } from '../tts/catalogue';
import { alignmentVoiceId, chooseRecognizer, supportedLanguages, WHISPER_LANGUAGES } from './languages';

const byCode = (languages: ReturnType<typeof supportedLanguages>, code: string) =>
  languages.find((language) => language.code === code);

describe('supportedLanguages', () => {
  it('offers alignment, with the text required, for every language the speech engine reads, and nothing else', () => {
    const languages = supportedLanguages({ pocketsphinx: false });
    expect(languages.map((language) => language.code)).toEqual(TTS_LANGUAGES.map((language) => language.code));
    expect(languages.every((language) => language.needsText)).toBe(true);
    expect(languages.every((language) => language.recognizers.join() === 'alignment')).toBe(true);
  });

  it('adds English without text when pocketsphinx is installed', () => {
    const languages = supportedLanguages({ pocketsphinx: true });
    expect(byCode(languages, 'en-US')).toMatchObject({ recognizers: ['alignment', 'pocketsphinx'], needsText: false });
    expect(byCode(languages, 'en-GB')?.needsText).toBe(false);
    expect(byCode(languages, 'zh-CN')?.needsText).toBe(true);
  });

  it('adds every language of a configured Whisper endpoint, those no voice reads included', () => {
    const languages = supportedLanguages({ pocketsphinx: false, whisper: { languages: [] } });
    expect(byCode(languages, 'zh-CN')).toMatchObject({ recognizers: ['alignment', 'whisper'], needsText: false });
    expect(byCode(languages, 'yo')).toMatchObject({ recognizers: ['whisper'], needsText: false, name: 'Yoruba' });
    const primaries = new Set(languages.map((language) => language.code.split('-')[0]));
    expect(WHISPER_LANGUAGES.every((code) => primaries.has(code))).toBe(true);
  });

  it('limits Whisper to the languages it was configured with', () => {
    const languages = supportedLanguages({ pocketsphinx: false, whisper: { languages: ['de'] } });
    expect(byCode(languages, 'de-DE')?.needsText).toBe(false);
    expect(byCode(languages, 'fr-FR')?.needsText).toBe(true);
  });
});

describe('chooseRecognizer', () => {
  const languages = supportedLanguages({ pocketsphinx: true, whisper: { languages: ['en'] } });
  it('aligns a known text, and recognises speech otherwise, Whisper first', () => {
    expect(chooseRecognizer(byCode(languages, 'en-US'), true)).toBe('alignment');
    expect(chooseRecognizer(byCode(languages, 'en-US'), false)).toBe('whisper');
    expect(chooseRecognizer(byCode(supportedLanguages({ pocketsphinx: true }), 'en-US'), false)).toBe('pocketsphinx');
  });
  it('has nothing to offer for a language without text and without a recogniser', () => {
    expect(chooseRecognizer(byCode(languages, 'ja-JP'), false)).toBeUndefined();
    expect(chooseRecognizer(undefined, true)).toBeUndefined();
  });
});

describe('alignmentVoiceId', () => {
  it('reads with a voice of the language itself', () => {
    expect(alignmentVoiceId('zh-CN')).toBe('espeak:zh-CN:m3');
    expect(alignmentVoiceId('cy')).toMatch(/^espeak:cy:/);
    expect(alignmentVoiceId('xx')).toBeUndefined();
  });
});
