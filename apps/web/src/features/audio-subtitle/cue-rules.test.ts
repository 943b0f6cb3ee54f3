import { describe, expect, it } from 'vitest';
import { audioFileProblem, cueAt, cueProblem, formatClock, withoutEmptyLines } from './cue-rules';

const cue = (start: number, end: number, text = 'line') => ({ start, end, text });

describe('cueProblem', () => {
  it('accepts lines in order within the audio', () => {
    expect(cueProblem([cue(0, 1), cue(1, 2.5)], 3)).toBeUndefined();
  });
  it('names the first line that ends before it starts, or runs past the audio', () => {
    expect(cueProblem([cue(0, 1), cue(2, 2)], 3)).toEqual({ key: 'subtitleCueInvalid', line: 2 });
    expect(cueProblem([cue(0, 4)], 3)).toEqual({ key: 'subtitleCueInvalid', line: 1 });
  });
  it('names a line that starts before the one above ends', () => {
    expect(cueProblem([cue(0, 2), cue(1.5, 3)], 3)).toEqual({ key: 'subtitleCueOverlap', line: 2 });
  });
});

describe('editor helpers', () => {
  it('drops empty lines and trims the others', () => {
    expect(withoutEmptyLines([cue(0, 1, '  hi '), cue(1, 2, '  ')])).toEqual([cue(0, 1, 'hi')]);
  });
  it('finds the line being heard', () => {
    expect(cueAt([cue(0, 1), cue(2, 3)], 2.5)).toBe(1);
    expect(cueAt([cue(0, 1), cue(2, 3)], 1.5)).toBe(-1);
  });
  it('checks the file name and size before uploading', () => {
    expect(audioFileProblem(new File(['x'], 'talk.M4A'))).toBeUndefined();
    expect(audioFileProblem(new File(['x'], 'talk.ogg'))).toBe('wrongType');
  });
  it('writes times as minutes and seconds', () => {
    expect(formatClock(83.54)).toBe('1:23.5');
    expect(formatClock(4)).toBe('0:04.0');
  });
});
