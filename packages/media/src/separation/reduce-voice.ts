import type { Pcm } from '../audio/pcm';
import { fft } from '../voice-clone/dsp';
import type { SpeechSpan } from './voice-separation-engine';

export interface ReduceVoiceOptions {
  /** Lowest frequency cut in full; bass below it (kick, bass line, room rumble) stays. */
  lowHz?: number;
  /** Highest frequency cut in full; cymbals, air and sibilance above it stay. */
  highHz?: number;
  /** How far the band is lowered inside the spans. */
  depthDb?: number;
  /** The cut fades in before each span and out after it over this long, so the bed never jumps. */
  fadeSec?: number;
}

export const REDUCE_VOICE_DEFAULTS: Required<ReduceVoiceOptions> = {
  lowHz: 150,
  highHz: 4000,
  depthDb: 30,
  fadeSec: 0.08,
};

/** The cut leans in over half an octave beyond each band edge instead of a wall, which would ring. */
const EDGE_OCTAVES = 0.5;
const FRAME_SEC = 0.046;
/** Four hops a frame: periodic Hann windows used twice then sum to exactly 1.5 everywhere. */
const HOPS_PER_FRAME = 4;
const HANN_SQUARED_OVERLAP_SUM = 1.5;

/**
 * The bed of a translated video from its original soundtrack: inside the source's speech spans the voice band is
 * lowered by `depthDb`, while bass, highs and everything between the sentences stay as they were. It works in the
 * short-time spectrum and subtracts only what it removes, so audio more than a frame and a fade away from every
 * span comes out sample for sample as it went in, and the output is as long as the input. The cut depends on the
 * spans and never on the audio, so a voice and a bed mixed together come out as each of them would alone.
 */
export function reduceVoice(source: Pcm, speechSpans: readonly SpeechSpan[], options: ReduceVoiceOptions = {}): Pcm {
  const settings = { ...REDUCE_VOICE_DEFAULTS, ...options };
  if (!(settings.lowHz > 0 && settings.highHz > settings.lowHz)) {
    throw new RangeError(`a voice band needs 0 < lowHz < highHz, got ${settings.lowHz}-${settings.highHz}`);
  }
  const { sampleRate, samples } = source;
  const size = 2 ** Math.round(Math.log2(FRAME_SEC * sampleRate));
  const hop = size / HOPS_PER_FRAME;
  const window = periodicHann(size);
  const bandCut = bandWeights(size, sampleRate, settings).map(
    (weight) => weight * (1 - 10 ** (-settings.depthDb / 20)),
  );
  const spans = [...speechSpans].sort((a, b) => a.start - b.start);
  const removed = new Float32Array(samples.length);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let start = hop - size; start < samples.length; start += hop) {
    const duck = duckAt((start + size / 2) / sampleRate, spans, settings.fadeSec);
    if (duck === 0) continue;
    for (let n = 0; n < size; n++) {
      re[n] = (samples[start + n] ?? 0) * (window[n] ?? 0);
      im[n] = 0;
    }
    fft(re, im);
    for (let k = 0; k <= size / 2; k++) {
      const gain = duck * (bandCut[k] ?? 0);
      re[k] = (re[k] ?? 0) * gain;
      im[k] = -(im[k] ?? 0) * gain;
      if (k > 0 && k < size / 2) {
        re[size - k] = (re[size - k] ?? 0) * gain;
        im[size - k] = -(im[size - k] ?? 0) * gain;
      }
    }
    // The inverse transform as the forward one of the conjugate: its real part, over size, is the frame.
    fft(re, im);
    const scale = 1 / size / HANN_SQUARED_OVERLAP_SUM;
    for (let n = Math.max(0, -start); n < size && start + n < samples.length; n++) {
      removed[start + n] = (removed[start + n] ?? 0) + (re[n] ?? 0) * (window[n] ?? 0) * scale;
    }
  }
  const kept = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) kept[i] = (samples[i] ?? 0) - (removed[i] ?? 0);
  return { sampleRate, samples: kept };
}

function periodicHann(size: number): Float64Array {
  const window = new Float64Array(size);
  for (let n = 0; n < size; n++) window[n] = 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / size);
  return window;
}

/** How much of the cut each FFT bin up to Nyquist takes: 1 in the band, easing to 0 half an octave outside it. */
function bandWeights(size: number, sampleRate: number, band: { lowHz: number; highHz: number }): Float64Array {
  const weights = new Float64Array(size / 2 + 1);
  for (let k = 1; k <= size / 2; k++) {
    const octavesOutside = Math.max(
      Math.log2(band.lowHz / ((k * sampleRate) / size)),
      Math.log2((k * sampleRate) / size / band.highHz),
      0,
    );
    weights[k] = octavesOutside >= EDGE_OCTAVES ? 0 : raisedCosine(1 - octavesOutside / EDGE_OCTAVES);
  }
  return weights;
}

/** 0 at 0, 1 at 1, with no corner at either end. */
function raisedCosine(x: number): number {
  return 0.5 - 0.5 * Math.cos(Math.PI * Math.min(1, Math.max(0, x)));
}

/** How deep the cut is at `timeSec`: full inside a span, easing in over `fadeSec` before it and out after it. */
function duckAt(timeSec: number, spans: readonly SpeechSpan[], fadeSec: number): number {
  let duck = 0;
  for (const span of spans) {
    if (span.start - fadeSec > timeSec) break;
    if (timeSec < span.start) duck = Math.max(duck, raisedCosine(1 - (span.start - timeSec) / fadeSec));
    else if (timeSec <= span.end) return 1;
    else duck = Math.max(duck, raisedCosine(1 - (timeSec - span.end) / fadeSec));
  }
  return duck;
}
