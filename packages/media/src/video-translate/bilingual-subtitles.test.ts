import { describe, expect, it } from 'vitest';
import { translationSubtitles } from './bilingual-subtitles';

const canvas = { width: 1280, height: 720 };

describe('translationSubtitles', () => {
  it('puts the translation lowest and the source above it in a smaller size', () => {
    const script = translationSubtitles(
      [
        { start: 1, end: 3, text: 'Hello there.', role: 'source' },
        { start: 1, end: 3, text: 'Hola.', role: 'target' },
      ],
      canvas,
    )!;
    const styles = script.split('\n').filter((line) => line.startsWith('Style: '));
    const size = (prefix: string) => Number(styles.find((line) => line.startsWith(prefix))!.split(',')[2]);
    expect(size('Style: Sub-')).toBe(40);
    expect(size('Style: Src-')).toBe(30);
    const events = script.split('\n').filter((line) => line.startsWith('Dialogue: '));
    // libass stacks colliding bottom lines upward in reading order: the first read stays lowest.
    expect(events).toEqual([
      'Dialogue: 0,0:00:01.00,0:00:03.00,Sub-noto-sans,,0,0,0,,Hola.',
      'Dialogue: 0,0:00:01.00,0:00:03.00,Src-noto-sans,,0,0,0,,Hello there.',
    ]);
  });

  it('shows one role alone at full size, and nothing for empty lines', () => {
    const script = translationSubtitles([{ start: 0, end: 1, text: 'Hola.', role: 'target' }], canvas)!;
    expect(script).toContain('Style: Sub-noto-sans,Noto Sans,40,');
    expect(script).not.toContain('Src-');
    expect(translationSubtitles([{ start: 0, end: 1, text: '  ', role: 'source' }], canvas)).toBeNull();
  });
});
