import type { Pcm } from '../audio/pcm';
import { fft, hamming, quantile, resample } from './dsp';

/**
 * The spectral envelope of a voice, text aside: the mean MFCC vector and the long-term average
 * spectrum (LTAS) of its speech, each compared by cosine. Every source goes through the telephone band
 * (8 kHz sampling, 100-3800 Hz) first, so a wideband synthetic voice and a narrowband recording are
 * measured on the same band.
 */
const RATE = 8000;
const BAND_HZ = { low: 100, high: 3800 } as const;
const FRAME = 256;
const HOP = 80;
const MEL_BANDS = 24;
const MFCC_COEFFICIENTS = 12;
/** Frames this far below the loud ones are pauses or noise, not speech. */
const SPEECH_BELOW_PEAK_DB = 30;
/** LTAS in sixth-octave bands: finer than formant spacing would measure the text, not the voice. */
const LTAS_BANDS_PER_OCTAVE = 6;

const LTAS_BAND_EDGES_HZ: { low: number; high: number }[] = [];
for (
  let low = BAND_HZ.low;
  low * 2 ** (1 / LTAS_BANDS_PER_OCTAVE) <= BAND_HZ.high;
  low *= 2 ** (1 / LTAS_BANDS_PER_OCTAVE)
)
  LTAS_BAND_EDGES_HZ.push({ low, high: low * 2 ** (1 / LTAS_BANDS_PER_OCTAVE) });

/** The geometric centre of each `ltasDb` band. */
export const LTAS_BAND_CENTRES_HZ: readonly number[] = LTAS_BAND_EDGES_HZ.map(({ low, high }) => Math.sqrt(low * high));

export interface SpectralEnvelope {
  /** c1..c12 averaged over speech frames (c0, the loudness, left out). */
  meanMfcc: number[];
  /** Sixth-octave band levels in dB with their mean removed: the shape, not the loudness. */
  ltasDb: number[];
}

export function spectralEnvelope(pcm: Pcm): SpectralEnvelope {
  const audio = resample(pcm, RATE);
  const spectra = speechSpectra(audio.samples);
  const binHz = RATE / FRAME;
  const mel = melFilterbank(binHz);
  const mfccSum = new Array<number>(MFCC_COEFFICIENTS).fill(0);
  const power = new Float64Array(FRAME / 2 + 1);
  for (const spectrum of spectra) {
    const logBands = mel.map((weights) =>
      Math.log(weights.reduce((sum, w, bin) => sum + w * (spectrum[bin] ?? 0), 0) + 1e-12),
    );
    for (let c = 1; c <= MFCC_COEFFICIENTS; c++) {
      let sum = 0;
      logBands.forEach((level, band) => (sum += level * Math.cos((Math.PI * c * (band + 0.5)) / MEL_BANDS)));
      mfccSum[c - 1] = (mfccSum[c - 1] ?? 0) + sum;
    }
    spectrum.forEach((value, bin) => (power[bin] = (power[bin] ?? 0) + value));
  }
  const meanMfcc = mfccSum.map((sum) => sum / Math.max(1, spectra.length));
  const ltas = LTAS_BAND_EDGES_HZ.map(({ low, high }) => {
    let sum = 0;
    let count = 0;
    for (let bin = Math.ceil(low / binHz); bin * binHz < high; bin++) {
      sum += power[bin] ?? 0;
      count++;
    }
    // Low bands narrower than a bin borrow the nearest bin.
    if (count === 0) sum = power[Math.round(low / binHz)] ?? 0;
    return 10 * Math.log10(sum / Math.max(1, count) + 1e-12);
  });
  const mean = ltas.reduce((acc, db) => acc + db, 0) / ltas.length;
  return { meanMfcc: meanMfcc.map((value) => round(value)), ltasDb: ltas.map((db) => round(db - mean)) };
}

/** Both cosines: the mean MFCC one and the LTAS one. */
export function envelopeSimilarity(a: SpectralEnvelope, b: SpectralEnvelope): { mfcc: number; ltas: number } {
  return { mfcc: cosine(a.meanMfcc, b.meanMfcc), ltas: cosine(a.ltasDb, b.ltasDb) };
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  a.forEach((value, index) => {
    const other = b[index] ?? 0;
    dot += value * other;
    normA += value * value;
    normB += other * other;
  });
  return dot / Math.sqrt(normA * normB);
}

function speechSpectra(samples: Float32Array): Float64Array[] {
  const window = hamming(FRAME);
  const frames: { db: number; spectrum: Float64Array }[] = [];
  for (let start = 1; start + FRAME <= samples.length; start += HOP) {
    const real = new Float64Array(FRAME);
    const imag = new Float64Array(FRAME);
    let energy = 0;
    for (let i = 0; i < FRAME; i++) {
      const value = samples[start + i] ?? 0;
      energy += value * value;
      real[i] = value * (window[i] ?? 0);
    }
    fft(real, imag);
    const spectrum = new Float64Array(FRAME / 2 + 1);
    for (let bin = 0; bin < spectrum.length; bin++) spectrum[bin] = (real[bin] ?? 0) ** 2 + (imag[bin] ?? 0) ** 2;
    frames.push({ db: 10 * Math.log10(energy / FRAME + 1e-12), spectrum });
  }
  const threshold =
    quantile(
      frames.map((frame) => frame.db),
      0.95,
    ) - SPEECH_BELOW_PEAK_DB;
  return frames.filter((frame) => frame.db > threshold).map((frame) => frame.spectrum);
}

/** Triangular filters evenly spaced on the mel scale across the telephone band, as per-bin weights. */
function melFilterbank(binHz: number): number[][] {
  const toMel = (hz: number): number => 2595 * Math.log10(1 + hz / 700);
  const fromMel = (mel: number): number => 700 * (10 ** (mel / 2595) - 1);
  const step = (toMel(BAND_HZ.high) - toMel(BAND_HZ.low)) / (MEL_BANDS + 1);
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, index) => fromMel(toMel(BAND_HZ.low) + index * step));
  return Array.from({ length: MEL_BANDS }, (_, band) => {
    const [left = 0, centre = 0, right = 0] = edges.slice(band, band + 3);
    return Array.from({ length: FRAME / 2 + 1 }, (_, bin) => {
      const hz = bin * binHz;
      if (hz <= left || hz >= right) return 0;
      return hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    });
  });
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
