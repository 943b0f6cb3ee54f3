import { describe, expect, it } from 'vitest';
import { splitClauses } from './clauses';
import { MAX_LINE_WEIGHT, subtitleLines } from './subtitle-lines';

describe('splitClauses', () => {
  it('splits Latin text at sentence and clause punctuation, keeping the punctuation', () => {
    expect(splitClauses('Hello, world. How are you? Fine; thanks: really!')).toEqual([
      { text: 'Hello,', breakAfter: 'clause' },
      { text: 'world.', breakAfter: 'sentence' },
      { text: 'How are you?', breakAfter: 'sentence' },
      { text: 'Fine;', breakAfter: 'clause' },
      { text: 'thanks:', breakAfter: 'clause' },
      { text: 'really!', breakAfter: 'sentence' },
    ]);
  });

  it('splits Chinese at its own punctuation, with no spaces after it', () => {
    expect(splitClauses('大家好，欢迎光临。今天、明天？“好的！”').map((clause) => clause.text)).toEqual([
      '大家好，',
      '欢迎光临。',
      '今天、',
      '明天？',
      '“好的！”',
    ]);
  });

  it('treats a line break as a sentence end and a blank line as a paragraph end', () => {
    expect(splitClauses('Title\nFirst line.\n\nNext part')).toEqual([
      { text: 'Title', breakAfter: 'sentence' },
      { text: 'First line.', breakAfter: 'paragraph' },
      { text: 'Next part', breakAfter: 'none' },
    ]);
  });

  it('keeps numbers, abbreviations and initials inside their sentence', () => {
    expect(splitClauses('Pi is 3.14 and 1,000 is big. Dr. Smith met J. K. Rowling e.g. today.')).toEqual([
      { text: 'Pi is 3.14 and 1,000 is big.', breakAfter: 'sentence' },
      { text: 'Dr. Smith met J. K. Rowling e.g. today.', breakAfter: 'sentence' },
    ]);
  });

  it('drops stretches with nothing to say and keeps their break', () => {
    expect(splitClauses('Wait... — !\n\nGo')).toEqual([
      { text: 'Wait...', breakAfter: 'paragraph' },
      { text: 'Go', breakAfter: 'none' },
    ]);
  });

  it('splits Hindi at the danda and Arabic at its question mark', () => {
    expect(splitClauses('नमस्ते। आप कैसे हैं؟ ठीक').map((clause) => clause.text)).toEqual(['नमस्ते।', 'आप कैसे हैं؟', 'ठीक']);
  });
});

describe('subtitleLines', () => {
  it('keeps a short clause whole', () => {
    expect(subtitleLines('A short line.').map((line) => line.text)).toEqual(['A short line.']);
  });

  it('cuts a long Latin clause into balanced lines at word boundaries', () => {
    const clause =
      'Then pick one of more than three hundred voices in over a hundred languages and press render to begin';
    const lines = subtitleLines(clause).map((line) => line.text);
    expect(lines.length).toBe(2);
    expect(lines.join(' ')).toBe(clause);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE_WEIGHT);
    expect(Math.abs((lines[0]?.length ?? 0) - (lines[1]?.length ?? 0))).toBeLessThan(20);
  });

  it('cuts a long Chinese clause into lines of at most 20 characters', () => {
    const clause = '今天我们来介绍一下如何用人工智能生成一个会说话的数字人视频并且发布到网上';
    const lines = subtitleLines(clause).map((line) => line.text);
    expect(lines.join('')).toBe(clause);
    expect(lines.length).toBe(2);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(20);
  });
});
