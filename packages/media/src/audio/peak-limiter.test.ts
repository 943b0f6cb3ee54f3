import { describe, expect, it } from 'vitest';
import { gainWithLimiter } from './peak-limiter';

const RATE = 22050;

/** A 200 Hz tone whose level jumps from `quiet` to `loud` halfway through one second. */
function steppedTone(quiet: number, loud: number) {
  const samples = Float32Array.from({ length: RATE }, (_, i) => {
    const level = i < RATE / 2 ? quiet : loud;
    return level * Math.sin((2 * Math.PI * 200 * i) / RATE);
  });
  return { sampleRate: RATE, samples };
}

const peakOf = (samples: Float32Array, from = 0, to = samples.length) =>
  samples.slice(from, to).reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0);

describe('gainWithLimiter', () => {
  it('applies the gain where it fits and holds every sample under the ceiling', () => {
    const { samples } = gainWithLimiter(steppedTone(0.1, 0.6), 2, 0.8);
    expect(peakOf(samples)).toBeLessThanOrEqual(0.8 + 1e-6);
    // The quiet half, away from the step, is simply twice as loud.
    expect(peakOf(samples, 0, RATE / 4)).toBeCloseTo(0.2, 3);
    // The loud half is brought to the ceiling, not far under it.
    expect(peakOf(samples, (RATE * 3) / 4)).toBeGreaterThan(0.75);
  });

  it('leaves speech that fits alone', () => {
    const tone = steppedTone(0.1, 0.3);
    expect(Array.from(gainWithLimiter(tone, 1, 0.8).samples)).toEqual(Array.from(tone.samples));
  });
});
