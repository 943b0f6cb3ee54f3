import type { Pcm } from './pcm';

/** What a voice's pitch sounds like overall: enough to tell voices apart or compare a clone to its source. */
export interface PitchEstimate {
  /** Median fundamental frequency over the voiced frames; null when nothing is voiced. */
  medianHz: number | null;
  /** Share of the frames with speech energy that are voiced (periodic), 0..1. */
  voicedRatio: number;
}

/** Where to look for the fundamental. */
export interface PitchRange {
  minHz: number;
  maxHz: number;
}

/** Wide enough for a deep male voice and a child's; narrower ranges only save time. */
const SPEECH_RANGE: PitchRange = { minHz: 50, maxHz: 500 };
const FRAME_SEC = 0.03;
const HOP_SEC = 0.02;
/** Voice pitch needs no more bandwidth than this rate gives; analysing above it only costs time. */
const MIN_ANALYSIS_RATE_HZ = 8000;
/** YIN's threshold (the paper uses 0.1-0.15): the first dip below it is the period, which avoids octave errors. */
const PERIOD_THRESHOLD = 0.1;
/**
 * A frame whose deepest dip stays above this is not periodic. Gliding intonation (every frame of
 * synthetic speech has some) lifts voiced dips above the strict threshold, so voicing uses a looser one.
 */
const VOICING_THRESHOLD = 0.35;
/** Frames quieter than this fraction of the loudest frame are pauses, not unvoiced speech. */
const SPEECH_ENERGY_RATIO = 0.03;

/** Per-frame pitch: what the median, the spread and the voiced/unvoiced timing are computed from. */
export interface PitchTrack {
  /** Seconds between frame starts. */
  hopSec: number;
  /** Seconds from a frame's start to its centre. */
  frameCentreSec: number;
  /** One per frame: the fundamental, or null when the frame is a pause or unvoiced. */
  f0Hz: (number | null)[];
  /** One per frame: whether it carries speech energy (voiced or not). */
  speech: boolean[];
}

/**
 * YIN (de Cheveigné & Kawahara 2002) on fixed frames: the cumulative-mean-normalised difference
 * function finds the period, and its first dip under the threshold avoids octave errors that plain
 * autocorrelation makes on formant-rich synthetic speech.
 */
export function estimatePitch(pcm: Pcm, range: PitchRange = SPEECH_RANGE): PitchEstimate {
  const track = trackPitch(pcm, range);
  const pitches = track.f0Hz.filter((f0): f0 is number => f0 !== null);
  const speechFrames = track.speech.filter(Boolean).length;
  return {
    medianHz: pitches.length > 0 ? median(pitches) : null,
    voicedRatio: speechFrames > 0 ? pitches.length / speechFrames : 0,
  };
}

export function trackPitch(pcm: Pcm, range: PitchRange = SPEECH_RANGE): PitchTrack {
  const { samples, sampleRate } = decimate(pcm);
  const frame = Math.round(sampleRate * FRAME_SEC);
  const hop = Math.round(sampleRate * HOP_SEC);
  const minLag = Math.max(2, Math.floor(sampleRate / range.maxHz));
  const maxLag = Math.ceil(sampleRate / range.minHz);
  const starts: number[] = [];
  for (let start = 0; start + frame + maxLag <= samples.length; start += hop) starts.push(start);

  const energies = starts.map((start) => rms(samples, start, frame));
  const loudest = energies.reduce((max, energy) => Math.max(max, energy), 0);
  const speech = energies.map((energy) => loudest > 0 && energy >= loudest * SPEECH_ENERGY_RATIO);
  const f0Hz = starts.map((start, index) => {
    if (!speech[index]) return null;
    const lag = periodOf(samples, start, frame, minLag, maxLag);
    return lag === null ? null : sampleRate / lag;
  });
  return { hopSec: hop / sampleRate, frameCentreSec: frame / 2 / sampleRate, f0Hz, speech };
}

function periodOf(samples: Float32Array, start: number, frame: number, minLag: number, maxLag: number): number | null {
  const normalised = new Float64Array(maxLag + 2);
  normalised[0] = 1;
  let runningSum = 0;
  for (let lag = 1; lag <= maxLag + 1; lag++) {
    let difference = 0;
    for (let i = start; i < start + frame; i++) {
      const delta = (samples[i] ?? 0) - (samples[i + lag] ?? 0);
      difference += delta * delta;
    }
    runningSum += difference;
    normalised[lag] = runningSum > 0 ? (difference * lag) / runningSum : 1;
  }
  let best = minLag;
  for (let lag = minLag; lag <= maxLag; lag++) {
    if ((normalised[lag] ?? 1) < PERIOD_THRESHOLD) {
      best = lag;
      while (best < maxLag && (normalised[best + 1] ?? 1) < (normalised[best] ?? 1)) best++;
      break;
    }
    if ((normalised[lag] ?? 1) < (normalised[best] ?? 1)) best = lag;
  }
  return (normalised[best] ?? 1) < VOICING_THRESHOLD ? refineLag(normalised, best) : null;
}

/** Halves the rate (after a [1 2 1] low-pass) while the result stays at or above the minimum analysis rate. */
function decimate(pcm: Pcm): Pcm {
  let { samples, sampleRate } = pcm;
  while (sampleRate / 2 >= MIN_ANALYSIS_RATE_HZ) {
    const half = new Float32Array(Math.floor(samples.length / 2));
    for (let i = 0; i < half.length; i++) {
      half[i] = ((samples[2 * i - 1] ?? 0) + 2 * (samples[2 * i] ?? 0) + (samples[2 * i + 1] ?? 0)) / 4;
    }
    samples = half;
    sampleRate /= 2;
  }
  return { samples, sampleRate };
}

/** Parabolic interpolation around the dip: integer lags alone quantise 200 Hz at 22 kHz to ~2 Hz steps. */
function refineLag(curve: Float64Array, lag: number): number {
  const before = curve[lag - 1] ?? 0;
  const at = curve[lag] ?? 0;
  const after = curve[lag + 1] ?? 0;
  const curvature = before - 2 * at + after;
  return curvature > 0 ? lag + (before - after) / (2 * curvature) : lag;
}

function rms(samples: Float32Array, start: number, length: number): number {
  let sum = 0;
  for (let i = start; i < start + length; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / length);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
