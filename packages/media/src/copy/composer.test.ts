import { describe, expect, it } from 'vitest';
import { en } from './banks/en';
import { pt } from './banks/pt';
import { zh } from './banks/zh';
import type { PhraseBank } from './banks/bank';
import { COMPOSER_LANGUAGES, composeCopy, createCopyComposer, streamPieces } from './composer';
import { COPY_STYLES, CopyError, copyLength, type CopyRequest } from './engine';
import { parseKeywords } from './keywords';

const KEYWORDS: Record<string, string> = {
  en: 'Orator Buds, active noise cancelling, 30-hour battery, wireless charging case',
  zh: '无线耳机，主动降噪，长续航，无线充电盒',
  pt: 'Mochila impermeável, capa de chuva, alças acolchoadas, bolso para notebook',
};
const BANKS: Record<string, PhraseBank> = { en, zh, pt };

const request = (overrides: Partial<CopyRequest>): CopyRequest => ({
  mode: 'recommend',
  keywords: KEYWORDS.en!,
  language: 'en',
  wordCount: 200,
  style: 'productAd',
  seed: '_seed0001',
  variant: 0,
  ...overrides,
});

/** Every sentence a bank can write, with the keywords of its language filled in. */
function filledSentences(bank: PhraseBank, keywords: string): string[] {
  const { product, features } = parseKeywords(keywords);
  const templates = [
    ...Object.values(bank.hooks).flat(),
    ...bank.intros,
    ...bank.benefits,
    ...bank.scenes,
    ...bank.proof,
    ...bank.objections,
    ...bank.details,
    ...Object.values(bank.calls).flat(),
  ];
  const withFeatures = bank.features.flatMap((template) => features.map((f) => template.replaceAll('{F}', f)));
  return [...templates, ...withFeatures]
    .map((template) => template.replaceAll('{P}', product))
    .map((text) => text.charAt(0).toUpperCase() + text.slice(1));
}

describe('copy composer', () => {
  it('writes every style at every copy length within 15 % short and 10 % over', () => {
    for (const language of COMPOSER_LANGUAGES) {
      for (const style of COPY_STYLES) {
        for (const wordCount of [100, 200, 400, 500]) {
          for (const [seed, variant] of [
            ['_a', 0],
            ['_b', 1],
            ['_c', 2],
          ] as const) {
            const text = composeCopy(
              request({ keywords: KEYWORDS[language], language, style, wordCount, seed, variant }),
            );
            const length = copyLength(text, language);
            expect(length, `${language} ${style} ${wordCount}`).toBeGreaterThanOrEqual(wordCount * 0.85);
            expect(length, `${language} ${style} ${wordCount}`).toBeLessThanOrEqual(wordCount * 1.1);
          }
        }
      }
    }
  });

  it('extends a short text to every generate length, keeping it', () => {
    for (const language of COMPOSER_LANGUAGES) {
      const short = composeCopy(request({ keywords: KEYWORDS[language], language, wordCount: 100 }));
      for (const wordCount of [200, 400, 800, 1200]) {
        const text = composeCopy(
          request({ mode: 'extend', keywords: KEYWORDS[language], language, wordCount, text: short }),
        );
        const paragraphs = short.split('\n\n');
        expect(text.startsWith(paragraphs[0]!)).toBe(true);
        expect(text.endsWith(paragraphs.at(-1)!)).toBe(true);
        expect(copyLength(text, language), `${language} ${wordCount}`).toBeGreaterThanOrEqual(wordCount * 0.85);
        expect(copyLength(text, language), `${language} ${wordCount}`).toBeLessThanOrEqual(wordCount * 1.1);
      }
    }
  });

  it('writes in the language asked for', () => {
    const zhText = composeCopy(request({ keywords: KEYWORDS.zh, language: 'zh' }));
    const letters = zhText.replace(/[\s\p{P}\p{S}\d]/gu, '');
    expect((zhText.match(/\p{Script=Han}/gu) ?? []).length / letters.length).toBeGreaterThan(0.95);
    const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}+/gu));
    const ptWords = words(composeCopy(request({ keywords: KEYWORDS.pt, language: 'pt', wordCount: 400 })));
    for (const word of ['você', 'para', 'que']) expect(ptWords).toContain(word);
    for (const word of ['the', 'and', 'you']) expect(ptWords).not.toContain(word);
    const enWords = words(composeCopy(request({ wordCount: 400 })));
    for (const word of ['the', 'and', 'you']) expect(enWords).toContain(word);
  });

  it('opens and closes each variant of a batch differently, and repeats a variant exactly', () => {
    for (const style of COPY_STYLES) {
      const texts = [0, 1, 2].map((variant) => composeCopy(request({ seed: '_v', variant, style })));
      expect(new Set(texts.map((text) => text.split(/[.?!]/u)[0])).size, style).toBe(3);
      expect(new Set(texts.map((text) => text.split('\n\n').at(style === 'socialPost' ? -2 : -1))).size).toBe(3);
      expect(composeCopy(request({ seed: '_v', variant: 1, style }))).toBe(texts[1]);
    }
    expect(composeCopy(request({ seed: '_w' }))).not.toBe(composeCopy(request({ seed: '_v' })));
  });

  it('is made only of whole bank sentences, each feature named at most once per 100 words', () => {
    for (const language of COMPOSER_LANGUAGES) {
      const keywords = KEYWORDS[language]!;
      const known = filledSentences(BANKS[language]!, keywords);
      for (const style of COPY_STYLES) {
        let text = composeCopy(request({ keywords, language, style, wordCount: 500 }));
        for (const sentence of known.sort((a, b) => b.length - a.length)) text = text.replaceAll(sentence, '');
        // Left over: layout only (paragraph breaks, the ticks of a post, its hashtags).
        expect(text.replace(/#\S+/gu, '').replace(/[\s✅]/gu, ''), `${language} ${style}`).toBe('');
      }
      const full = composeCopy(request({ keywords, language, wordCount: 500 }));
      for (const feature of parseKeywords(keywords).features) {
        expect(full.split(feature).length - 1, feature).toBeLessThanOrEqual(5);
      }
    }
  });

  it('streams pieces that spell the text exactly, a word at a time', async () => {
    const composer = createCopyComposer();
    const pieces: string[] = [];
    for await (const piece of composer.write(request({}))) pieces.push(piece);
    expect(pieces.join('')).toBe(composeCopy(request({})));
    expect(pieces.every((piece) => piece.trim().split(/\s+/u).length === 1)).toBe(true);
    expect([...streamPieces('你好世界。', 'zh')]).toEqual(['你好', '世界', '。']);
  });

  it('refuses a language it has no phrases for', () => {
    expect(() => composeCopy(request({ language: 'fr' }))).toThrow(CopyError);
  });
});

describe('keywords', () => {
  it('takes the product first and its features after, however they are separated', () => {
    expect(parseKeywords('Orator Buds, noise cancelling;  long battery\nnoise cancelling')).toEqual({
      product: 'Orator Buds',
      features: ['noise cancelling', 'long battery'],
    });
    expect(parseKeywords('无线耳机 降噪 长续航')).toEqual({ product: '无线耳机', features: ['降噪', '长续航'] });
    expect(parseKeywords('a hiking backpack with a rain cover and padded straps')).toEqual({
      product: 'a hiking backpack',
      features: ['a rain cover', 'padded straps'],
    });
  });
});

describe('phrase banks', () => {
  it('use only the product and feature slots, feature lines always naming a feature', () => {
    for (const bank of Object.values(BANKS)) {
      const all = [
        ...Object.values(bank.hooks).flat(),
        ...Object.values(bank.calls).flat(),
        ...bank.intros,
        ...bank.features,
        ...bank.benefits,
        ...bank.scenes,
        ...bank.proof,
        ...bank.objections,
        ...bank.details,
      ];
      for (const template of all) expect(template.replace(/\{[PF]\}/gu, '')).not.toMatch(/[{}]/u);
      for (const template of bank.features) expect(template).toContain('{F}');
      expect(new Set(all).size).toBe(all.length);
    }
  });
});
