import { describe, expect, it } from 'vitest';
import type { TextCue } from '../timeline';
import { sentencesFromCues, sentencesFromSubtitles } from './sentences';

const cue = (start: number, end: number, text: string): TextCue => ({ start, end, text });

describe('sentencesFromCues', () => {
  it('joins word groups into sentences that end at their full stop or question mark', () => {
    const sentences = sentencesFromCues([
      cue(0.5, 1.2, 'Hello and'),
      cue(1.25, 1.9, 'welcome.'),
      cue(2.0, 2.8, 'How are'),
      cue(2.85, 3.3, 'you today?'),
    ]);
    expect(sentences).toEqual([cue(0.5, 1.9, 'Hello and welcome.'), cue(2.0, 3.3, 'How are you today?')]);
  });

  it('ends an unpunctuated sentence at a pause of 0.6 s but not at a shorter one', () => {
    const sentences = sentencesFromCues([
      cue(0, 1, 'so we went home'),
      cue(1.4, 2, 'and slept'),
      cue(2.7, 3.5, 'the next day was sunny'),
    ]);
    expect(sentences.map((s) => s.text)).toEqual(['so we went home and slept', 'the next day was sunny']);
    expect(sentences[1]).toMatchObject({ start: 2.7, end: 3.5 });
  });

  it('splits a segment holding several sentences, sharing its time by their length', () => {
    const sentences = sentencesFromCues([cue(10, 14, 'Good morning. It is 3.5 degrees! 你好。今天很冷。')]);
    expect(sentences.map((s) => s.text)).toEqual(['Good morning.', 'It is 3.5 degrees!', '你好。', '今天很冷。']);
    expect(sentences[0]!.start).toBe(10);
    expect(sentences.at(-1)!.end).toBeCloseTo(14, 6);
    sentences.slice(1).forEach((s, i) => expect(s.start).toBeCloseTo(sentences[i]!.end, 6));
  });

  it('never makes a sentence longer than 12 s, nor an empty one', () => {
    const words = Array.from({ length: 40 }, (_unused, i) => cue(i * 0.7, i * 0.7 + 0.6, `word${i}`));
    const sentences = sentencesFromCues([...words, cue(30, 31, '   '), cue(31, 60, 'a very long segment '.repeat(20))]);
    expect(sentences.length).toBeGreaterThan(3);
    for (const sentence of sentences) {
      expect(sentence.end - sentence.start).toBeLessThanOrEqual(12.0001);
      expect(sentence.text.trim()).not.toBe('');
    }
    expect(sentences.map((s) => s.text).join(' ')).toBe(
      [...words.map((w) => w.text), 'a very long segment '.repeat(20).trim()].join(' '),
    );
  });

  it('joins CJK word groups without spaces', () => {
    expect(sentencesFromCues([cue(0, 1, '我们'), cue(1, 2, '今天'), cue(2, 3, '出发。')])).toEqual([
      cue(0, 3, '我们今天出发。'),
    ]);
  });
});

describe('sentencesFromSubtitles', () => {
  it('keeps each cue of a user subtitle file as a sentence, with its own times', () => {
    const cues = [cue(1, 3, 'First line.'), cue(3.1, 5, 'Second line'), cue(6, 8, 'Third line.')];
    expect(sentencesFromSubtitles(cues)).toEqual(cues);
  });

  it('joins a cue that breaks off mid-sentence to the next one right after it', () => {
    const sentences = sentencesFromSubtitles([
      cue(1, 3, 'This sentence was\nwrapped'),
      cue(3.05, 5, 'into two cues.'),
      cue(5.1, 6, 'Done.'),
    ]);
    expect(sentences).toEqual([cue(1, 5, 'This sentence was wrapped into two cues.'), cue(5.1, 6, 'Done.')]);
  });

  it('drops empty cues and does not join across a real gap or past 12 s', () => {
    const sentences = sentencesFromSubtitles([
      cue(0, 2, 'no stop here'),
      cue(3, 4, 'after a gap'),
      cue(4, 5, ' '),
      cue(5, 15, 'long and open'),
      cue(15, 18, 'would pass twelve'),
    ]);
    expect(sentences.map((s) => s.text)).toEqual(['no stop here', 'after a gap', 'long and open', 'would pass twelve']);
  });
});
