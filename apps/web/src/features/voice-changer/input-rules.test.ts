import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../shared/lib/media-format';
import { inputFileProblem, signed } from './input-rules';

describe('inputFileProblem', () => {
  it.each([
    ['talk.mp3', 'audio/mpeg'],
    ['recording.wav', 'audio/wav'],
    ['memo.m4a', 'audio/x-m4a'],
    ['memo.M4A', ''],
    ['no-extension', 'audio/mp4'],
  ])('lets %s (%s) through', (name, type) => {
    expect(inputFileProblem({ name, type, size: 1000 })).toBeUndefined();
  });

  it('refuses what is plainly not MP3, WAV or M4A', () => {
    expect(inputFileProblem({ name: 'photo.png', type: 'image/png', size: 1000 })).toEqual({
      key: 'voiceChangeWrongFormat',
    });
    expect(inputFileProblem({ name: 'talk.ogg', type: 'audio/ogg', size: 1000 })?.key).toBe('voiceChangeWrongFormat');
  });

  it('refuses a file over 50 MB', () => {
    expect(inputFileProblem({ name: 'long.wav', type: 'audio/wav', size: 50 * 1024 * 1024 + 1 })).toEqual({
      key: 'fileTooLarge',
      params: { max: '50 MB' },
    });
  });
});

describe('formatting', () => {
  it('shows lengths and shifts as players and sliders do', () => {
    expect(formatDuration(65.4)).toBe('1:05');
    expect(signed(3)).toBe('+3');
    expect(signed(0)).toBe('0');
    expect(signed(-2)).toBe('-2');
  });
});
