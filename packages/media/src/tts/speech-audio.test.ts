import { describe, expect, it } from 'vitest';
import { estimatePitch, trackPitch } from '../audio/pitch';
import type { Pcm } from '../audio/pcm';
import { createEspeakEngine } from './espeak';
import { widenPitchRange } from './speech-audio';

const engine = createEspeakEngine();
const TEXT = 'The ferry leaves at noon on Fridays, and the last boat back returns just after six in the evening.';

const semitones = (hz: number | null) => (hz === null ? null : 12 * Math.log2(hz));

/**
 * How much further from the median each voiced moment of `widened` sits than the same moment of `speech`:
 * the least-squares slope of the change over the original distance (a widening by f gives f - 1).
 */
function wideningSlope(speech: Pcm, widened: Pcm): number {
  const before = trackPitch(speech).f0Hz.map(semitones);
  const after = trackPitch(widened).f0Hz.map(semitones);
  const median = 12 * Math.log2(estimatePitch(speech).medianHz!);
  let covariance = 0;
  let variance = 0;
  before.forEach((original, frame) => {
    const moved = after[frame];
    // A frame the tracker reads an octave off on one side says nothing about the widening.
    if (original === null || moved === null || moved === undefined || Math.abs(moved - original) > 4) return;
    covariance += (moved - original) * (original - median);
    variance += (original - median) ** 2;
  });
  return covariance / variance;
}

describe('widenPitchRange', () => {
  it("moves every moment's pitch further from the voice's own median, to the sample the same length", async () => {
    const speech = await engine.synthesize(TEXT, 'espeak:en-US:m1');
    const widened = await widenPitchRange(speech, 1.45);
    expect(widened.samples.length).toBe(speech.samples.length);
    const slope = wideningSlope(speech, widened);
    expect(slope).toBeGreaterThan(0.25);
    expect(slope).toBeLessThan(0.65);
    const medianMoved = 12 * Math.log2(estimatePitch(widened).medianHz! / estimatePitch(speech).medianHz!);
    expect(Math.abs(medianMoved)).toBeLessThan(1);
  });

  it('leaves speech alone at a factor of 1', async () => {
    const speech = await engine.synthesize('Hello.', 'espeak:en-US:m1');
    expect(await widenPitchRange(speech, 1)).toBe(speech);
  });
});
