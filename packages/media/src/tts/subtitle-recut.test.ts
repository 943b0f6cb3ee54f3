import { describe, expect, it } from 'vitest';
import type { TextCue } from '../timeline';
import { lineWidthInEm, maxLineWidthInEm, recutSubtitles } from './subtitle-recut';

/** One clause cut in two touching lines, then a pause, then a short clause. */
const CUES: TextCue[] = [
  { start: 0.2, end: 2.1, text: 'Our new studio turns any script into a spoken' },
  { start: 2.1, end: 3.6, text: 'voice-over with subtitles that match every word' },
  { start: 4.4, end: 5.3, text: 'Try it today.' },
];

describe('recutSubtitles', () => {
  it('cuts shorter lines for a bigger font, every line fitting the video width', () => {
    const small = recutSubtitles(CUES, { fontSize: 24, videoWidth: 1920 });
    const big = recutSubtitles(CUES, { fontSize: 96, videoWidth: 1920 });
    expect(big.length).toBeGreaterThan(small.length);
    const limit = maxLineWidthInEm(96, 1920);
    for (const cue of big) expect(lineWidthInEm(cue.text)).toBeLessThanOrEqual(limit);
    expect(small.map((cue) => cue.text)).toEqual([
      'Our new studio turns any script into a spoken voice-over with subtitles that match every word',
      'Try it today.',
    ]);
  });

  it('keeps the words, and the start and end of each clause exactly', () => {
    const big = recutSubtitles(CUES, { fontSize: 120, videoWidth: 1080 });
    expect(big.map((cue) => cue.text).join(' ')).toBe(CUES.map((cue) => cue.text).join(' '));
    expect(big[0]!.start).toBe(0.2);
    expect(big.find((cue) => cue.text.endsWith('word'))!.end).toBe(3.6);
    expect(big.find((cue) => cue.text.startsWith('Try'))!.start).toBe(4.4);
    expect(big.at(-1)!.end).toBe(5.3);
    big.slice(1).forEach((cue, index) => expect(cue.start).toBeGreaterThanOrEqual(big[index]!.end));
  });

  it('joins CJK lines without blanks and weighs CJK characters a full em', () => {
    const cues = [
      { start: 0, end: 1, text: '欢迎使用我们的配音工作室' },
      { start: 1, end: 2, text: '它能把文字变成声音' },
    ];
    const small = recutSubtitles(cues, { fontSize: 40, videoWidth: 1920 });
    expect(small.map((cue) => cue.text)).toEqual(['欢迎使用我们的配音工作室它能把文字变成声音']);
    expect(lineWidthInEm('配音')).toBe(2);
  });
});
