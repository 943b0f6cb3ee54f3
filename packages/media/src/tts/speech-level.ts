import type { Pcm } from '../audio/pcm';

/**
 * espeak's variants differ by up to 12 dB in level (a breathy variant peaks at 0.2, a bright one
 * clips), so every utterance is brought to one speech level: volume 1 then sounds the same for every
 * voice, and clauses of one script match.
 */
const TARGET_SPEECH_RMS = 0.1;
/** Headroom kept at volume 1 so that a louder volume only clips at its very top. */
const MAX_PEAK = 0.9;
/** Samples below this are pauses or decays; they would drag the level measure down. */
const SPEECH_FLOOR = 0.01;

export function normaliseSpeechLevel(pcm: Pcm): Pcm {
  let peak = 0;
  let sumOfSquares = 0;
  let counted = 0;
  for (const sample of pcm.samples) {
    const magnitude = Math.abs(sample);
    peak = Math.max(peak, magnitude);
    if (magnitude >= SPEECH_FLOOR) {
      sumOfSquares += sample * sample;
      counted++;
    }
  }
  if (counted === 0) return pcm;
  const gain = Math.min(TARGET_SPEECH_RMS / Math.sqrt(sumOfSquares / counted), MAX_PEAK / peak);
  return applyGain(pcm, gain);
}

/** Multiplies every sample, clipping at full scale. */
export function applyGain(pcm: Pcm, gain: number): Pcm {
  if (gain === 1) return pcm;
  const samples = new Float32Array(pcm.samples.length);
  for (let i = 0; i < samples.length; i++) {
    samples[i] = Math.max(-1, Math.min(1, (pcm.samples[i] ?? 0) * gain));
  }
  return { sampleRate: pcm.sampleRate, samples };
}
