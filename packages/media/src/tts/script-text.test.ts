import { describe, expect, it } from 'vitest';
import { AUDITION_CHARS, auditionText, scriptCharacterCount } from './script-text';

describe('scriptCharacterCount', () => {
  it('does not count pause tokens or blanks at the ends', () => {
    expect(scriptCharacterCount('  Hello [pause 1.5s]world  ')).toBe('Hello world'.length);
  });

  it('counts code points, so an emoji or a rare Han character is one', () => {
    expect(scriptCharacterCount('你好😀𠀀')).toBe(4);
  });
});

describe('auditionText', () => {
  it('is 300 characters long', () => {
    expect(AUDITION_CHARS).toBe(300);
  });

  it('keeps the first 300 characters and drops the rest', () => {
    const script = 'a'.repeat(250) + 'b'.repeat(100);
    expect(auditionText(script)).toBe('a'.repeat(250) + 'b'.repeat(50));
  });

  it('keeps pause tokens whole and does not count them', () => {
    const script = `${'a'.repeat(150)}[pause 2s]${'b'.repeat(200)}`;
    const audition = auditionText(script);
    expect(audition).toBe(`${'a'.repeat(150)}[pause 2s]${'b'.repeat(150)}`);
    expect(scriptCharacterCount(audition)).toBe(AUDITION_CHARS);
  });

  it('returns a short script unchanged', () => {
    expect(auditionText('Hi [pause 1s] there')).toBe('Hi [pause 1s] there');
  });

  it('counts CJK and astral characters as one each', () => {
    const script = '好'.repeat(200) + '😀'.repeat(200);
    expect(auditionText(script)).toBe('好'.repeat(200) + '😀'.repeat(100));
  });
});
