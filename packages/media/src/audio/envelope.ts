import type { Pcm } from './pcm';

/**
 * Per-video-frame measures of speech audio, the raw material of the mouth track. Frame i covers
 * the samples of [i / fps, (i + 1) / fps), so index i lines up with video frame i.
 */

/** Number of video frames needed to show `durationSec` at `fps`: a partial last frame still counts. */
export function frameCount(durationSec: number, fps: number): number {
  // The epsilon keeps exact multiples (2.000000001 s at 25 fps) from gaining a spurious frame.
  return Math.max(0, Math.ceil(durationSec * fps - 1e-6));
}

function frameBounds(pcm: Pcm, fps: number, frame: number): [number, number] {
  const start = Math.round((frame * pcm.sampleRate) / fps);
  const end = Math.min(pcm.samples.length, Math.round(((frame + 1) * pcm.sampleRate) / fps));
  return [start, end];
}

/** Root-mean-square level of each video frame's samples, linear 0..1. */
export function rmsEnvelope(pcm: Pcm, fps: number): Float32Array {
  const frames = frameCount(pcm.samples.length / pcm.sampleRate, fps);
  const out = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    const [start, end] = frameBounds(pcm, fps, frame);
    let sum = 0;
    for (let i = start; i < end; i++) sum += (pcm.samples[i] ?? 0) ** 2;
    out[frame] = end > start ? Math.sqrt(sum / (end - start)) : 0;
  }
  return out;
}

/** Below this level (about -60 dBFS) the loudest frames are still silence: nothing to normalise. */
const SILENT_REFERENCE = 1e-3;

function percentile(values: ArrayLike<number>, fraction: number): number {
  const sorted = Float32Array.from(values).sort();
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

/**
 * Maps an envelope onto 0..1 whatever the recording level: the 10th percentile (pauses, breath)
 * becomes 0 and the 95th percentile (stressed vowels) becomes 1. Percentiles rather than min/max
 * keep one click or one shout from flattening everything else.
 */
export function normalizeEnvelope(envelope: ArrayLike<number>): Float32Array {
  const floor = percentile(envelope, 0.1);
  const reference = percentile(envelope, 0.95);
  const out = new Float32Array(envelope.length);
  if (reference < SILENT_REFERENCE || reference <= floor) return out;
  for (let i = 0; i < envelope.length; i++) {
    out[i] = Math.min(1, Math.max(0, ((envelope[i] ?? 0) - floor) / (reference - floor)));
  }
  return out;
}

export interface SpectralShape {
  /**
   * Energy above ~1.5 kHz as a share of it plus the energy below ~0.9 kHz, 0..1. Dark vowels
   * (o, u: low second formant) sit low, bright ones (i, e) and sibilants high.
   */
  brightness: Float32Array;
  /** Sign changes per second: thousands for fricatives (s, f, sh), hundreds for voiced sounds. */
  zeroCrossingRate: Float32Array;
}

/** Direct-form-I biquad from the RBJ audio EQ cookbook. */
interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

function lowPass(sampleRate: number, cutoff: number): Biquad {
  const w = (2 * Math.PI * cutoff) / sampleRate;
  const alpha = Math.sin(w) / (2 * Math.SQRT1_2);
  const a0 = 1 + alpha;
  const cos = Math.cos(w);
  return {
    b0: (1 - cos) / 2 / a0,
    b1: (1 - cos) / a0,
    b2: (1 - cos) / 2 / a0,
    a1: (-2 * cos) / a0,
    a2: (1 - alpha) / a0,
  };
}

function bandPass(sampleRate: number, centre: number, q: number): Biquad {
  const w = (2 * Math.PI * centre) / sampleRate;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  return { b0: alpha / a0, b1: 0, b2: -alpha / a0, a1: (-2 * Math.cos(w)) / a0, a2: (1 - alpha) / a0 };
}

function filtered(samples: Float32Array, f: Biquad): Float32Array {
  const out = new Float32Array(samples.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] ?? 0;
    const y = f.b0 * x + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
    out[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return out;
}

/** Spectral shape per video frame, from two filters and a sign count: no FFT needed for this coarse a choice. */
export function spectralShape(pcm: Pcm, fps: number): SpectralShape {
  const frames = frameCount(pcm.samples.length / pcm.sampleRate, fps);
  const nyquist = pcm.sampleRate / 2;
  const low = filtered(pcm.samples, lowPass(pcm.sampleRate, 900));
  // Centred on the second formant of front vowels (2-2.5 kHz); capped below Nyquist for 8 kHz audio.
  const high = filtered(pcm.samples, bandPass(pcm.sampleRate, Math.min(2400, nyquist * 0.6), 0.7));
  const brightness = new Float32Array(frames);
  const zeroCrossingRate = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    const [start, end] = frameBounds(pcm, fps, frame);
    let lowEnergy = 0;
    let highEnergy = 0;
    let crossings = 0;
    for (let i = start; i < end; i++) {
      lowEnergy += (low[i] ?? 0) ** 2;
      highEnergy += (high[i] ?? 0) ** 2;
      if (i > start && (pcm.samples[i] ?? 0) >= 0 !== (pcm.samples[i - 1] ?? 0) >= 0) crossings++;
    }
    brightness[frame] = lowEnergy + highEnergy > 0 ? highEnergy / (lowEnergy + highEnergy) : 0;
    zeroCrossingRate[frame] = end > start ? (crossings * pcm.sampleRate) / (end - start) : 0;
  }
  return { brightness, zeroCrossingRate };
}
