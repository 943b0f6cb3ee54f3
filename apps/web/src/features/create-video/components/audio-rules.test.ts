import { describe, expect, it } from 'vitest';
import { audioDurationProblem, audioFileProblem } from './audio-rules';

const MB = 1024 * 1024;

describe('narration audio rules', () => {
  it('accepts an MP3 up to 50 MB, by type or, when the system gives none, by extension', () => {
    expect(audioFileProblem({ name: 'talk.mp3', type: 'audio/mpeg', size: 50 * MB })).toBeUndefined();
    expect(audioFileProblem({ name: 'talk.MP3', type: '', size: MB })).toBeUndefined();
  });

  it('refuses other formats and larger files', () => {
    expect(audioFileProblem({ name: 'talk.wav', type: 'audio/wav', size: MB })).toEqual({ key: 'audioNotMp3' });
    expect(audioFileProblem({ name: 'talk.mp3', type: 'video/mp4', size: MB })).toEqual({ key: 'audioNotMp3' });
    expect(audioFileProblem({ name: 'talk.mp3', type: 'audio/mpeg', size: 50 * MB + 1 })).toEqual({
      key: 'fileTooLarge',
      params: { max: '50 MB' },
    });
  });

  it('wants more than 3 seconds and at most 10 minutes', () => {
    expect(audioDurationProblem(3)).toEqual({ key: 'audioTooShort', params: { min: 3 } });
    expect(audioDurationProblem(3.5)).toBeUndefined();
    expect(audioDurationProblem(600)).toBeUndefined();
    expect(audioDurationProblem(600.5)).toEqual({ key: 'audioTooLong', params: { max: 10 } });
  });
});
