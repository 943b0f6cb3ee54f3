import { describe, expect, it } from 'vitest';
import { subtitleSample } from './subtitle-sample';

describe('the subtitle sample line', () => {
  it('shows the first sentence without pause tokens', () => {
    expect(subtitleSample('Welcome [pause 1.5s] to Orator.  Second sentence.')).toBe('Welcome to Orator.');
  });

  it('cuts a long sentence at a word near one line', () => {
    const line = subtitleSample('This opening sentence is much too long to fit on a single subtitle line at all');
    expect(line).toBe('This opening sentence is much too long to…');
  });

  it('handles Chinese punctuation and empty scripts', () => {
    expect(subtitleSample('大家好。欢迎来到这里。')).toBe('大家好。');
    expect(subtitleSample('  ')).toBe('');
  });
});
