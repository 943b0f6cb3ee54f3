import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontsDir, hasCjk, pickFontFor, SUBTITLE_FONTS } from './subtitle-fonts';

describe('SUBTITLE_FONTS', () => {
  it('ships Noto Sans, Noto Sans SC and Noto Sans KR, regular and bold, from node_modules', () => {
    expect(SUBTITLE_FONTS.map((font) => [font.id, font.family, font.cjk, font.hangul])).toEqual([
      ['noto-sans', 'Noto Sans', false, false],
      ['noto-sans-sc', 'Noto Sans SC', true, false],
      ['noto-sans-kr', 'Noto Sans KR', true, true],
    ]);
    for (const font of SUBTITLE_FONTS) {
      for (const file of [font.files.regular, font.files.bold]) expect(fs.statSync(file).size).toBeGreaterThan(100_000);
    }
  });
});

describe('fontsDir', () => {
  it('holds exactly the shipped TTFs, and is the same directory on every call', () => {
    const dir = fontsDir();
    const expected = SUBTITLE_FONTS.flatMap((font) => [font.files.regular, font.files.bold]).map((file) =>
      path.basename(file),
    );
    expect(fs.readdirSync(dir).sort()).toEqual(expected.sort());
    for (const name of expected) expect(fs.statSync(path.join(dir, name)).isFile()).toBe(true);
    expect(fontsDir()).toBe(dir);
  });
});

describe('pickFontFor', () => {
  it('keeps the chosen font for Latin, Cyrillic and Greek text', () => {
    expect(pickFontFor('Olá, Привет, Γειά', 'noto-sans').id).toBe('noto-sans');
  });

  it('switches to the CJK font for Chinese and Japanese text', () => {
    expect(pickFontFor('欢迎 to Orator', 'noto-sans').id).toBe('noto-sans-sc');
    expect(pickFontFor('ようこそ', 'noto-sans').id).toBe('noto-sans-sc');
    expect(pickFontFor('Hello', 'noto-sans-sc').id).toBe('noto-sans-sc');
  });

  it('switches to the Korean font for Hangul, even from the Chinese font', () => {
    expect(pickFontFor('안녕하세요', 'noto-sans').id).toBe('noto-sans-kr');
    expect(pickFontFor('안녕하세요', 'noto-sans-sc').id).toBe('noto-sans-kr');
    expect(hasCjk('안녕')).toBe(true);
  });

  it('falls back to the default font for an unknown id', () => {
    expect(pickFontFor('Hello', 'comic-sans').id).toBe('noto-sans');
  });

  it('counts full-width punctuation as CJK', () => {
    expect(hasCjk('，')).toBe(true);
    expect(hasCjk('abc, def')).toBe(false);
  });
});
