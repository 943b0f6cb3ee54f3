import type { Pcm } from '../audio/pcm';

/**
 * Mel-frequency cepstral coefficients: a spectral-envelope description of each short frame of audio
 * that keeps what was said and drops most of who said it and at what pitch. The aligner compares a
 * synthetic reading with a real one through them.
 */
export const MFCC_FRAME = { windowSec: 0.032, hopSec: 0.02 } as const;
const MEL_BANDS = 26;
/** c1..c12: c0 is loudness, which differs between a synthetic and a real recording for no reason of content. */
export const MFCC_COEFFICIENTS = 12;
const BAND_RANGE_HZ = { low: 80, high: 7600 } as const;

export interface MfccFrames {
  /** Frame i's coefficients at [i * dims, (i + 1) * dims). */
  values: Float32Array;
  dims: number;
  count: number;
  hopSec: number;
}

/**
 * Coefficients of every hop, normalised to zero mean and unit variance over the whole recording so a
 * different microphone, voice or level shifts nothing. Any sample rate: frames are cut in seconds.
 */
export function mfcc(pcm: Pcm): MfccFrames {
  const window = Math.round(MFCC_FRAME.windowSec * pcm.sampleRate);
  const hop = Math.round(MFCC_FRAME.hopSec * pcm.sampleRate);
  const fftSize = 2 ** Math.ceil(Math.log2(window));
  const count = Math.max(0, Math.floor((pcm.samples.length - window) / hop) + 1);
  const filters = melFilterbank(fftSize, pcm.sampleRate);
  const hamming = Float32Array.from(
    { length: window },
    (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (window - 1)),
  );
  const dct = dctMatrix();
  const values = new Float32Array(count * MFCC_COEFFICIENTS);
  const re = new Float64Array(fftSize);
  const im = new Float64Array(fftSize);
  const logBands = new Float64Array(MEL_BANDS);
  for (let frame = 0; frame < count; frame++) {
    re.fill(0);
    im.fill(0);
    const offset = frame * hop;
    for (let i = 0; i < window; i++) {
      // A first-order pre-emphasis lifts the high formants that carry consonants.
      const current = pcm.samples[offset + i] ?? 0;
      const previous = offset + i > 0 ? (pcm.samples[offset + i - 1] ?? 0) : 0;
      re[i] = (current - 0.97 * previous) * (hamming[i] ?? 0);
    }
    fft(re, im);
    for (let band = 0; band < MEL_BANDS; band++) {
      const { first, weights } = filters[band]!;
      let energy = 0;
      for (let k = 0; k < weights.length; k++) {
        const bin = first + k;
        energy += (weights[k] ?? 0) * ((re[bin] ?? 0) ** 2 + (im[bin] ?? 0) ** 2);
      }
      logBands[band] = Math.log(energy + 1e-10);
    }
    for (let c = 0; c < MFCC_COEFFICIENTS; c++) {
      let sum = 0;
      for (let band = 0; band < MEL_BANDS; band++) sum += (dct[c]![band] ?? 0) * (logBands[band] ?? 0);
      values[frame * MFCC_COEFFICIENTS + c] = sum;
    }
  }
  normalise(values, MFCC_COEFFICIENTS, count);
  return { values, dims: MFCC_COEFFICIENTS, count, hopSec: hop / pcm.sampleRate };
}

function normalise(values: Float32Array, dims: number, count: number): void {
  if (count === 0) return;
  for (let d = 0; d < dims; d++) {
    let mean = 0;
    for (let f = 0; f < count; f++) mean += values[f * dims + d] ?? 0;
    mean /= count;
    let variance = 0;
    for (let f = 0; f < count; f++) variance += ((values[f * dims + d] ?? 0) - mean) ** 2;
    const deviation = Math.sqrt(variance / count) || 1;
    for (let f = 0; f < count; f++) values[f * dims + d] = ((values[f * dims + d] ?? 0) - mean) / deviation;
  }
}

const toMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const fromMel = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

interface MelFilter {
  first: number;
  weights: Float64Array;
}

/** Triangular filters evenly spaced on the mel scale, as FFT-bin weights. */
function melFilterbank(fftSize: number, sampleRate: number): MelFilter[] {
  const high = Math.min(BAND_RANGE_HZ.high, sampleRate / 2);
  const lowMel = toMel(BAND_RANGE_HZ.low);
  const step = (toMel(high) - lowMel) / (MEL_BANDS + 1);
  const edgesHz = Array.from({ length: MEL_BANDS + 2 }, (_, i) => fromMel(lowMel + i * step));
  const binHz = sampleRate / fftSize;
  return Array.from({ length: MEL_BANDS }, (_, band) => {
    const [left, centre, right] = [edgesHz[band]!, edgesHz[band + 1]!, edgesHz[band + 2]!];
    const first = Math.ceil(left / binHz);
    const last = Math.min(fftSize / 2, Math.floor(right / binHz));
    const weights = new Float64Array(Math.max(0, last - first + 1));
    for (let bin = first; bin <= last; bin++) {
      const hz = bin * binHz;
      weights[bin - first] = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    }
    return { first, weights };
  });
}

/** DCT-II rows 1..12 over the mel bands. */
function dctMatrix(): Float64Array[] {
  return Array.from({ length: MFCC_COEFFICIENTS }, (_, row) => {
    const c = row + 1;
    return Float64Array.from({ length: MEL_BANDS }, (_, band) => Math.cos((Math.PI * c * (band + 0.5)) / MEL_BANDS));
  });
}

/** In-place iterative radix-2 FFT; the length must be a power of two. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    const stepRe = Math.cos(angle);
    const stepIm = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let wRe = 1;
      let wIm = 0;
      for (let k = 0; k < size / 2; k++) {
        const a = start + k;
        const b = a + size / 2;
        const tRe = re[b]! * wRe - im[b]! * wIm;
        const tIm = re[b]! * wIm + im[b]! * wRe;
        re[b] = re[a]! - tRe;
        im[b] = im[a]! - tIm;
        re[a] = re[a]! + tRe;
        im[a] = im[a]! + tIm;
        const nextRe = wRe * stepRe - wIm * stepIm;
        wIm = wRe * stepIm + wIm * stepRe;
        wRe = nextRe;
      }
    }
  }
}
