import { describe, expect, it } from 'vitest';
import { mouthForLevel, rootMeanSquare } from './mouth-level';

function sine(amplitude: number, length = 1024): Float32Array {
  return Float32Array.from({ length }, (_, index) => amplitude * Math.sin((2 * Math.PI * index) / 64));
}

describe('the mouth driven by loudness', () => {
  it('closes in silence and opens further the louder the voice', () => {
    const shapes = [0, 0.03, 0.07, 0.12, 0.3].map(mouthForLevel);
    expect(shapes).toEqual(['closed', 'rest', 'round', 'wide', 'open']);
  });

  it('measures loudness as the RMS of the waveform', () => {
    expect(rootMeanSquare(new Float32Array(0))).toBe(0);
    expect(rootMeanSquare(new Float32Array(256))).toBe(0);
    // A sine's RMS is its amplitude over the square root of two.
    expect(rootMeanSquare(sine(0.5))).toBeCloseTo(0.5 / Math.SQRT2, 3);
  });

  it('opens wide for a loud tone and barely for a faint one', () => {
    expect(mouthForLevel(rootMeanSquare(sine(0.5)))).toBe('open');
    expect(mouthForLevel(rootMeanSquare(sine(0.04)))).toBe('rest');
  });
});
