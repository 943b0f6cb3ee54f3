import { describe, expect, it } from 'vitest';
import { frameCount, normalizeEnvelope, rmsEnvelope, spectralShape } from './envelope';
import type { Pcm } from './pcm';

const RATE = 16000;

function tone(frequency: number, seconds: number, amplitude = 0.5): Pcm {
  const samples = new Float32Array(Math.round(RATE * seconds));
  for (let i = 0; i < samples.length; i++) samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / RATE);
  return { sampleRate: RATE, samples };
}

function noise(seconds: number, amplitude = 0.3): Pcm {
  const samples = new Float32Array(Math.round(RATE * seconds));
  let state = 1;
  for (let i = 0; i < samples.length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    samples[i] = amplitude * (state / 1073741824 - 1);
  }
  return { sampleRate: RATE, samples };
}

describe('rmsEnvelope', () => {
  it('gives one value per video frame, a partial last frame included', () => {
    expect(rmsEnvelope(tone(440, 1), 25)).toHaveLength(25);
    expect(rmsEnvelope(tone(440, 1.01), 25)).toHaveLength(26);
    expect(frameCount(2, 25)).toBe(50);
  });

  it('measures a sine at amplitude/sqrt(2) and silence at zero', () => {
    const env = rmsEnvelope(
      { sampleRate: RATE, samples: new Float32Array([...tone(500, 0.4).samples, ...new Float32Array(RATE * 0.4)]) },
      25,
    );
    expect(env[3]).toBeCloseTo(0.5 / Math.SQRT2, 2);
    expect(env[15]).toBe(0);
  });
});

describe('normalizeEnvelope', () => {
  it('maps the same speech to the same 0..1 curve whatever its recording level', () => {
    const quiet = Float32Array.from({ length: 100 }, (_v, i) => 0.01 * (1 + Math.sin(i / 4)));
    const loud = quiet.map((v) => v * 30);
    const a = normalizeEnvelope(quiet);
    const b = normalizeEnvelope(loud);
    expect(Math.max(...a)).toBe(1);
    expect(Math.min(...a)).toBe(0);
    a.forEach((v, i) => expect(v).toBeCloseTo(b[i] ?? -1, 5));
  });

  it('leaves near-silence at zero instead of amplifying hiss', () => {
    const hiss = Float32Array.from({ length: 50 }, (_v, i) => 1e-5 * (i % 7));
    expect(Math.max(...normalizeEnvelope(hiss))).toBe(0);
  });

  it('is not flattened by one loud click', () => {
    const env = Float32Array.from({ length: 100 }, (_v, i) => (i % 10 < 5 ? 0.2 : 0.02));
    env[50] = 5;
    expect(normalizeEnvelope(env)[0]).toBe(1);
  });
});

describe('spectralShape', () => {
  it('rates a high tone brighter than a low one', () => {
    const low = spectralShape(tone(300, 0.5), 25).brightness;
    const high = spectralShape(tone(2400, 0.5), 25).brightness;
    expect(high[5]).toBeGreaterThan(0.8);
    expect(low[5]).toBeLessThan(0.2);
  });

  it('counts many more zero crossings in noise (a fricative) than in a voiced tone', () => {
    const voiced = spectralShape(tone(200, 0.5), 25).zeroCrossingRate;
    const hiss = spectralShape(noise(0.5), 25).zeroCrossingRate;
    expect(voiced[5]).toBeCloseTo(400, -1);
    expect(hiss[5]).toBeGreaterThan(4000);
  });
});
