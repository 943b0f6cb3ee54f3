import { describe, expect, it } from 'vitest';
import { aSentence } from './test-tasks';
import {
  formatTimestamp,
  isSubtitleText,
  languageName,
  proposedSource,
  sentenceAt,
  taskNameOf,
  videoFileProblem,
} from './video-translation-rules';

const MB = 1024 * 1024;

describe('the video translation rules', () => {
  it('takes MP4 and MOV by type or by name, up to 200 MB', () => {
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: 200 * MB })).toBeUndefined();
    expect(videoFileProblem({ name: 'a.MOV', type: '', size: 1 })).toBeUndefined();
    expect(videoFileProblem({ name: 'a.webm', type: 'video/webm', size: 1 })).toBe('wrongFormat');
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: 200 * MB + 1 })).toBe('tooLarge');
  });

  it('names the task after the file', () => {
    expect(taskNameOf('Team update.final.mov')).toBe('Team update.final');
  });

  it('sends SRT and WebVTT as subtitles and anything else as text to align', () => {
    expect(isSubtitleText('1\n00:00:01,000 --> 00:00:02,500\nHi\n')).toBe(true);
    expect(isSubtitleText('WEBVTT\n\n00:01.000 --> 00:02.500\nHi')).toBe(true);
    expect(isSubtitleText('Hello there.\nWelcome to the show.')).toBe(false);
  });

  it('proposes the supported source of the heard language, with or without its region', () => {
    expect(proposedSource(['en', 'es'], 'en-US')).toBe('en');
    expect(proposedSource(['en-US', 'es'], 'en-US')).toBe('en-US');
    expect(proposedSource(['en', 'es'], 'zh')).toBeUndefined();
    expect(proposedSource(['en'], null)).toBeUndefined();
  });

  it('finds the sentence spoken at a time, none in the pauses', () => {
    const sentences = [aSentence({ index: 0, start: 0.5, end: 3.2 }), aSentence({ index: 1, start: 3.6, end: 7.9 })];
    expect(sentenceAt(sentences, 1)).toBe(0);
    expect(sentenceAt(sentences, 3.4)).toBeUndefined();
    expect(sentenceAt(sentences, 3.6)).toBe(1);
  });

  it('names a language in the interface language, as a label', () => {
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('es', 'pt')).toBe('Espanhol');
    expect(languageName('en', 'zh')).toBe('英语');
  });

  it('writes times to the tenth of a second', () => {
    expect(formatTimestamp(65.44)).toBe('1:05.4');
    expect(formatTimestamp(0.5)).toBe('0:00.5');
    expect(formatTimestamp(59.96)).toBe('1:00.0');
  });
});
