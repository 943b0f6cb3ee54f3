import { describe, expect, it } from 'vitest';
import { concatPcm, silence, type Pcm } from '../audio/pcm';
import { lipClosures } from './closures';
import { seededRandom } from './seeded-random';

const RATE = 16000;

function signal(seconds: number, sample: (t: number, i: number) => number): Pcm {
  const samples = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = sample(i / RATE, i);
  return { sampleRate: RATE, samples };
}

/** A voiced vowel: harmonics of 140 Hz up to 3 kHz, bright enough to have energy above the murmur band. */
const vowel = (seconds: number) =>
  signal(seconds, (t) => {
    let sum = 0;
    for (let h = 1; h * 140 < 3000; h++) sum += Math.sin(2 * Math.PI * 140 * h * t) / Math.sqrt(h);
    return 0.08 * sum;
  });
/** The murmur of an m: a low hum, about 12 dB under the vowel. */
const murmur = (seconds: number) => signal(seconds, (t) => 0.04 * Math.sin(2 * Math.PI * 200 * t));
const noise = (seconds: number, level: number) => {
  const random = seededRandom(7);
  return signal(seconds, () => level * (random() * 2 - 1));
};

function speech(...parts: Pcm[]): Pcm {
  return concatPcm([silence(RATE, 0.3), ...parts, silence(RATE, 0.3)], RATE);
}

describe('lipClosures', () => {
  it('finds the silent gap of a stop before its burst', () => {
    const closures = lipClosures(speech(vowel(0.25), silence(RATE, 0.07), noise(0.01, 0.3), vowel(0.25)));
    expect(closures).toHaveLength(1);
    expect(closures[0]!.start).toBeCloseTo(0.55, 1);
    expect(closures[0]!.end).toBeCloseTo(0.62, 1);
  });

  it('finds the murmur of a nasal between vowels', () => {
    const closures = lipClosures(speech(vowel(0.25), murmur(0.08), vowel(0.25)));
    expect(closures).toHaveLength(1);
    expect(closures[0]!.start).toBeGreaterThanOrEqual(0.53);
    expect(closures[0]!.end).toBeLessThanOrEqual(0.65);
  });

  it('leaves a hiss (s, f) and a pause between phrases open to the other shapes', () => {
    expect(lipClosures(speech(vowel(0.25), noise(0.1, 0.08), vowel(0.25)))).toEqual([]);
    expect(lipClosures(speech(vowel(0.25), silence(RATE, 0.4), vowel(0.25)))).toEqual([]);
  });

  it('finds nothing in silence', () => {
    expect(lipClosures(silence(RATE, 2))).toEqual([]);
  });
});
