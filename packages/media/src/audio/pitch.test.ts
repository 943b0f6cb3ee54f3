import { describe, expect, it } from 'vitest';
import type { Pcm } from './pcm';
import { estimatePitch } from './pitch';

const RATE = 22050;

/** A voice-like tone: a fundamental with falling harmonics, the strongest one an octave up as in many vowels. */
function harmonicTone(hz: number, seconds: number, sampleRate = RATE): Pcm {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  const amplitudes = [0.3, 0.5, 0.25, 0.15, 0.1];
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    samples[i] = amplitudes.reduce(
      (sum, amplitude, k) => sum + amplitude * Math.sin(2 * Math.PI * hz * (k + 1) * t),
      0,
    );
  }
  return { sampleRate, samples };
}

/** Deterministic white noise, so a failure reproduces. */
function noise(seconds: number): Pcm {
  const samples = new Float32Array(Math.round(seconds * RATE));
  let state = 12345;
  for (let i = 0; i < samples.length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    samples[i] = (state / 2 ** 31) * 0.6 - 0.3;
  }
  return { sampleRate: RATE, samples };
}

describe('estimatePitch', () => {
  it.each([80, 120, 210, 330])('finds the fundamental of a %i Hz tone whose octave is louder', (hz) => {
    const estimate = estimatePitch(harmonicTone(hz, 1));
    expect(estimate.medianHz).toBeGreaterThan(hz * 0.98);
    expect(estimate.medianHz).toBeLessThan(hz * 1.02);
    expect(estimate.voicedRatio).toBeGreaterThan(0.9);
  });

  it('works at other sample rates', () => {
    expect(estimatePitch(harmonicTone(150, 1, 48000)).medianHz).toBeCloseTo(150, 0);
    expect(estimatePitch(harmonicTone(150, 1, 16000)).medianHz).toBeCloseTo(150, 0);
  });

  it('calls noise unvoiced', () => {
    expect(estimatePitch(noise(1)).voicedRatio).toBeLessThan(0.1);
  });

  it('reports no pitch for silence', () => {
    expect(estimatePitch({ sampleRate: RATE, samples: new Float32Array(RATE) })).toEqual({
      medianHz: null,
      voicedRatio: 0,
    });
  });

  it('counts only the voiced share of the speech, ignoring the pauses between', () => {
    const tone = harmonicTone(200, 0.5);
    const hiss = noise(0.5);
    const pause = new Float32Array(RATE);
    const samples = new Float32Array(tone.samples.length + pause.length + hiss.samples.length);
    samples.set(tone.samples, 0);
    samples.set(pause, tone.samples.length);
    samples.set(hiss.samples, tone.samples.length + pause.length);
    const estimate = estimatePitch({ sampleRate: RATE, samples });
    expect(estimate.medianHz).toBeCloseTo(200, 0);
    expect(estimate.voicedRatio).toBeGreaterThan(0.4);
    expect(estimate.voicedRatio).toBeLessThan(0.6);
  });
});
