import { describe, expect, it } from 'vitest';
import { groupWords, type TimedWord } from './timed-words';

/** Words spoken one after another at 0.3 s each, with the given extra pauses before some of them. */
function spoken(text: string, pausesBefore: Record<number, number> = {}): TimedWord[] {
  let cursor = 0;
  return text.split(' ').map((word, index) => {
    cursor += pausesBefore[index] ?? 0.05;
    const timed = { word, start: cursor, end: cursor + 0.3 };
    cursor += 0.3;
    return timed;
  });
}

describe('groupWords', () => {
  it('ends a line at a pause', () => {
    const cues = groupWords(spoken('good morning everyone welcome to the show', { 3: 0.8 }));
    expect(cues.map((cue) => cue.text)).toEqual(['good morning everyone', 'welcome to the show']);
    expect(cues[1]!.start).toBeCloseTo(cues[0]!.end + 0.8, 6);
  });

  it('ends a line after a sentence mark', () => {
    expect(groupWords(spoken('Hello there. How are you?')).map((cue) => cue.text)).toEqual([
      'Hello there.',
      'How are you?',
    ]);
  });

  it('never lets a line grow past what a viewer reads at once', () => {
    const words = spoken(Array.from({ length: 40 }, (_, i) => `word${i}`).join(' '));
    const cues = groupWords(words);
    expect(cues.length).toBeGreaterThan(3);
    for (const cue of cues) {
      expect(cue.text.length).toBeLessThanOrEqual(60);
      expect(cue.end - cue.start).toBeLessThanOrEqual(6);
    }
    expect(cues.map((cue) => cue.text).join(' ')).toBe(words.map((w) => w.word).join(' '));
  });

  it('joins Chinese words without spaces', () => {
    expect(groupWords(spoken('今天 天气 很好')).map((cue) => cue.text)).toEqual(['今天天气很好']);
  });
});
