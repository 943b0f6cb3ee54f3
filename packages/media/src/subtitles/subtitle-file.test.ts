import { describe, expect, it } from 'vitest';
import { formatSubtitles, parseSubtitles, SubtitleParseError } from './subtitle-file';

const cues = [
  { start: 0, end: 1.25, text: 'Hello there.' },
  { start: 1.5, end: 3723.0456, text: '你好，世界' },
];

describe('subtitle files', () => {
  it('writes SRT with numbered blocks and comma milliseconds', () => {
    expect(formatSubtitles(cues, 'srt')).toBe(
      '1\n00:00:00,000 --> 00:00:01,250\nHello there.\n\n2\n00:00:01,500 --> 01:02:03,046\n你好，世界\n',
    );
  });

  it('writes WebVTT with its header and dot milliseconds', () => {
    expect(formatSubtitles(cues, 'vtt')).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.250\nHello there.\n\n00:00:01.500 --> 01:02:03.046\n你好，世界\n',
    );
  });

  it('reads back what it writes, in both formats', () => {
    for (const format of ['srt', 'vtt'] as const) {
      const read = parseSubtitles(formatSubtitles(cues, format));
      expect(read.map((cue) => cue.text)).toEqual(cues.map((cue) => cue.text));
      expect(read[1]?.end).toBeCloseTo(3723.046, 3);
    }
  });

  it('reads short WebVTT timings and Windows line ends', () => {
    expect(parseSubtitles('WEBVTT\r\n\r\n00:01.5 --> 00:02.000\r\ntwo\r\nlines\r\n')).toEqual([
      { start: 1.5, end: 2, text: 'two\nlines' },
    ]);
  });

  it('rejects a block without timings, and a cue that ends before it starts', () => {
    expect(() => parseSubtitles('1\nno timing here\n')).toThrow(SubtitleParseError);
    expect(() => parseSubtitles('00:00:02,000 --> 00:00:01,000\nback')).toThrow(SubtitleParseError);
  });
});
