import { concatPcm, durationOf, type Pcm } from '../audio/pcm';
import { type PitchTrack, trackPitch } from '../audio/pitch';
import { fft, hamming, lpc, median, quantile, resample, resonances } from './dsp';
import { type SpectralEnvelope, spectralEnvelope } from './spectral-envelope';

/** What makes a voice recognisable, measured on speech: a plain JSON object, stored with a clone. */
export interface VoiceAnalysis {
  /** Seconds of audio analysed (long samples are analysed on evenly spread excerpts). */
  analysedSec: number;
  /** Seconds with speech energy, short pauses between syllables included. */
  speechSec: number;
  /** Seconds with a measurable fundamental. */
  voicedSec: number;
  /** Median fundamental frequency over voiced frames; 0 when nothing is voiced. */
  f0MedianHz: number;
  /** How far the intonation moves: the 10th-90th percentile span of F0, in semitones. */
  f0SpreadSemitones: number;
  /**
   * Syllable nuclei (voiced intensity peaks) per second, in connected speech only: phrases of at least
   * 1.5 s. 0 when the sample has none (a list of isolated words says nothing about speaking rate).
   */
  syllablesPerSec: number;
  /** Median F1, F2, F3 over voiced frames (LPC); zeros when nothing is voiced. */
  formantsHz: [number, number, number];
  /** Long-term spectrum of the voiced frames. */
  spectrum: {
    /** Power-weighted mean frequency between 100 Hz and 3.8 kHz. */
    centroidHz: number;
    /** Slope of the level over 250 Hz-3.2 kHz in dB per octave (negative: darker). */
    tiltDbPerOctave: number;
  };
  /** Absent from analyses stored before it was measured. */
  envelope?: SpectralEnvelope;
}

/**
 * The telephone band: F1-F3 of adult voices lie below 3.5 kHz, and samples recorded on a phone or a
 * radio carry nothing above 4 kHz. Measuring every source (narrowband samples, wideband synthetic
 * speech) through the same band keeps a missing top octave from reading as a voice difference.
 */
const ANALYSIS_RATE = 8000;
const PITCH_RANGE = { minHz: 60, maxHz: 500 };
/** LPC order: two poles per kHz of bandwidth plus two for the glottal and radiation slope. */
const LPC_ORDER = 10;
const FORMANT_FRAME_SEC = 0.025;
const PRE_EMPHASIS = 0.97;
/** Formant analysis of this many voiced frames is as stable as of all of them, and bounds the time. */
const MAX_FORMANT_FRAMES = 1500;
/** Longer samples are analysed on excerpts spread over their whole length: the same answer, much faster. */
const MAX_ANALYSED_SEC = 90;
const EXCERPT_SEC = 10;
const INTENSITY_FRAME_SEC = 0.04;
const INTENSITY_HOP_SEC = 0.01;
/** De Jong & Wempe (2009): a syllable nucleus is a peak at least this far above the dip before it. */
const NUCLEUS_MIN_DIP_DB = 2;
/** Frames this far below the loudest are silence; gaps shorter than the bridge are pauses within speech. */
const SILENCE_BELOW_PEAK_DB = 25;
const PAUSE_BRIDGE_SEC = 0.3;
/** A word or two said alone lasts under a second; sentences run longer between pauses. */
const MIN_PHRASE_SEC = 1.5;
/** Less connected speech than this gives no usable rate. */
const MIN_CONNECTED_SEC = 2;
const SPECTRUM_SIZE = 256;

export function analyseVoice(pcm: Pcm): VoiceAnalysis {
  const audio = resample(excerpts(pcm), ANALYSIS_RATE);
  const pitch = trackPitch(audio, PITCH_RANGE);
  const voicedF0 = pitch.f0Hz.filter((f0): f0 is number => f0 !== null);
  const voicedCentres = voicedFrameCentres(pitch);
  const intensity = intensityContour(audio);
  const phrases = speechPhrases(intensity);
  const speechSec = phrases.reduce((sum, phrase) => sum + phrase.endSec - phrase.startSec, 0);
  const connected = phrases.filter((phrase) => phrase.endSec - phrase.startSec >= MIN_PHRASE_SEC);
  const connectedSec = connected.reduce((sum, phrase) => sum + phrase.endSec - phrase.startSec, 0);
  const connectedNuclei = nucleusTimes(intensity, pitch).filter((sec) =>
    connected.some((phrase) => sec >= phrase.startSec && sec < phrase.endSec),
  ).length;
  const f0Semitones = voicedF0.map((f0) => 12 * Math.log2(f0));

  return {
    analysedSec: round(durationOf(audio), 2),
    speechSec: round(speechSec, 2),
    voicedSec: round(voicedF0.length * pitch.hopSec, 2),
    f0MedianHz: round(voicedF0.length > 0 ? median(voicedF0) : 0, 1),
    f0SpreadSemitones: round(quantile(f0Semitones, 0.9) - quantile(f0Semitones, 0.1), 2),
    syllablesPerSec: round(connectedSec >= MIN_CONNECTED_SEC ? connectedNuclei / connectedSec : 0, 2),
    formantsHz: medianFormants(audio, voicedCentres),
    spectrum: longTermSpectrum(audio, voicedCentres),
    envelope: spectralEnvelope(audio),
  };
}

function excerpts(pcm: Pcm): Pcm {
  const duration = durationOf(pcm);
  if (duration <= MAX_ANALYSED_SEC) return pcm;
  const count = Math.floor(MAX_ANALYSED_SEC / EXCERPT_SEC);
  const length = Math.round(EXCERPT_SEC * pcm.sampleRate);
  const stride = (pcm.samples.length - length) / (count - 1);
  const parts = Array.from({ length: count }, (_, index) => {
    const start = Math.round(index * stride);
    return { sampleRate: pcm.sampleRate, samples: pcm.samples.subarray(start, start + length) };
  });
  return concatPcm(parts, pcm.sampleRate);
}

function voicedFrameCentres(pitch: PitchTrack): number[] {
  const centres: number[] = [];
  pitch.f0Hz.forEach((f0, index) => {
    if (f0 !== null) centres.push(index * pitch.hopSec + pitch.frameCentreSec);
  });
  return centres;
}

/** Every `stride`-th centre so that at most `limit` remain. */
function spread(centres: number[], limit: number): number[] {
  if (centres.length <= limit) return centres;
  const stride = centres.length / limit;
  return Array.from({ length: limit }, (_, index) => centres[Math.floor(index * stride)] ?? 0);
}

function windowedFrame(audio: Pcm, centreSec: number, length: number, window: Float64Array): Float64Array | null {
  const start = Math.round(centreSec * audio.sampleRate) - Math.floor(length / 2);
  if (start < 1 || start + length > audio.samples.length) return null;
  const frame = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const emphasised = (audio.samples[start + i] ?? 0) - PRE_EMPHASIS * (audio.samples[start + i - 1] ?? 0);
    frame[i] = emphasised * (window[i] ?? 0);
  }
  return frame;
}

/**
 * Picks F1-F3 among each frame's resonances: narrow ones only (wide poles shape the spectral slope,
 * not a formant), each formant in its plausible band and above the previous one.
 */
function medianFormants(audio: Pcm, voicedCentres: number[]): [number, number, number] {
  const length = Math.round(FORMANT_FRAME_SEC * audio.sampleRate);
  const window = hamming(length);
  const tracks: [number[], number[], number[]] = [[], [], []];
  const bands: [number, number][] = [
    [200, 1100],
    [600, 3000],
    [1500, 3700],
  ];
  for (const centre of spread(voicedCentres, MAX_FORMANT_FRAMES)) {
    const frame = windowedFrame(audio, centre, length, window);
    const coefficients = frame && lpc(frame, LPC_ORDER);
    if (!coefficients) continue;
    const candidates = resonances(coefficients, audio.sampleRate).filter(
      (resonance) => resonance.hz > 150 && resonance.bandwidthHz < 500,
    );
    let floor = 0;
    const picked: number[] = [];
    for (const [low, high] of bands) {
      const formant = candidates.find((candidate) => candidate.hz >= Math.max(low, floor) && candidate.hz <= high);
      if (!formant) break;
      picked.push(formant.hz);
      floor = formant.hz + 150;
    }
    if (picked.length === 3) picked.forEach((hz, index) => tracks[index as 0 | 1 | 2].push(hz));
  }
  return [round(median(tracks[0]), 0), round(median(tracks[1]), 0), round(median(tracks[2]), 0)];
}

function longTermSpectrum(audio: Pcm, voicedCentres: number[]): VoiceAnalysis['spectrum'] {
  const window = hamming(SPECTRUM_SIZE);
  const power = new Float64Array(SPECTRUM_SIZE / 2);
  for (const centre of spread(voicedCentres, MAX_FORMANT_FRAMES)) {
    const start = Math.round(centre * audio.sampleRate) - SPECTRUM_SIZE / 2;
    if (start < 0 || start + SPECTRUM_SIZE > audio.samples.length) continue;
    const real = new Float64Array(SPECTRUM_SIZE);
    const imag = new Float64Array(SPECTRUM_SIZE);
    for (let i = 0; i < SPECTRUM_SIZE; i++) real[i] = (audio.samples[start + i] ?? 0) * (window[i] ?? 0);
    fft(real, imag);
    for (let bin = 0; bin < power.length; bin++)
      power[bin] = (power[bin] ?? 0) + (real[bin] ?? 0) ** 2 + (imag[bin] ?? 0) ** 2;
  }
  const binHz = audio.sampleRate / SPECTRUM_SIZE;
  let weighted = 0;
  let total = 0;
  for (let bin = 0; bin < power.length; bin++) {
    const hz = bin * binHz;
    if (hz < 100 || hz > 3800) continue;
    weighted += hz * (power[bin] ?? 0);
    total += power[bin] ?? 0;
  }
  return { centroidHz: round(total > 0 ? weighted / total : 0, 0), tiltDbPerOctave: round(tilt(power, binHz), 2) };
}

/** Regression of third-octave band levels on octaves: every band weighs the same, however many bins it spans. */
function tilt(power: Float64Array, binHz: number): number {
  const points: { octave: number; db: number }[] = [];
  for (let centre = 250; centre <= 3200; centre *= 2 ** (1 / 3)) {
    let sum = 0;
    let count = 0;
    for (let bin = 0; bin < power.length; bin++) {
      const hz = bin * binHz;
      if (hz >= centre / 2 ** (1 / 6) && hz < centre * 2 ** (1 / 6)) {
        sum += power[bin] ?? 0;
        count++;
      }
    }
    if (count > 0 && sum > 0) points.push({ octave: Math.log2(centre), db: 10 * Math.log10(sum / count) });
  }
  if (points.length < 2) return 0;
  const meanX = points.reduce((acc, point) => acc + point.octave, 0) / points.length;
  const meanY = points.reduce((acc, point) => acc + point.db, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.octave - meanX) * (point.db - meanY);
    variance += (point.octave - meanX) ** 2;
  }
  return covariance / variance;
}

interface IntensityContour {
  hopSec: number;
  db: Float64Array;
  silenceDb: number;
}

function intensityContour(audio: Pcm): IntensityContour {
  const frame = Math.round(INTENSITY_FRAME_SEC * audio.sampleRate);
  const hop = Math.round(INTENSITY_HOP_SEC * audio.sampleRate);
  const count = Math.max(0, Math.floor((audio.samples.length - frame) / hop) + 1);
  const window = hamming(frame);
  const db = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    let sum = 0;
    for (let i = 0; i < frame; i++) sum += ((audio.samples[index * hop + i] ?? 0) * (window[i] ?? 0)) ** 2;
    db[index] = 10 * Math.log10(sum / frame + 1e-12);
  }
  const levels = [...db];
  // Background noise sits around the 10th percentile; speech must stand clearly above it too.
  const silenceDb = Math.max(quantile(levels, 0.99) - SILENCE_BELOW_PEAK_DB, quantile(levels, 0.1) + 6);
  return { hopSec: hop / audio.sampleRate, db, silenceDb };
}

/** Stretches of speech, pauses up to the bridge included. */
function speechPhrases(intensity: IntensityContour): { startSec: number; endSec: number }[] {
  const bridge = Math.round(PAUSE_BRIDGE_SEC / intensity.hopSec);
  const phrases: { start: number; end: number }[] = [];
  intensity.db.forEach((level, index) => {
    if (level <= intensity.silenceDb) return;
    const last = phrases.at(-1);
    if (last && index - last.end <= bridge) last.end = index + 1;
    else phrases.push({ start: index, end: index + 1 });
  });
  return phrases.map(({ start, end }) => ({ startSec: start * intensity.hopSec, endSec: end * intensity.hopSec }));
}

/**
 * Voiced intensity peaks above the silence level, separated from the previous nucleus by a dip at
 * least 2 dB below both peaks.
 */
function nucleusTimes(intensity: IntensityContour, pitch: PitchTrack): number[] {
  const { db, silenceDb, hopSec } = intensity;
  const isVoiced = (index: number): boolean => {
    const centreSec = index * hopSec + INTENSITY_FRAME_SEC / 2;
    const pitchIndex = Math.round((centreSec - pitch.frameCentreSec) / pitch.hopSec);
    return pitch.f0Hz[pitchIndex] != null || pitch.f0Hz[pitchIndex + 1] != null || pitch.f0Hz[pitchIndex - 1] != null;
  };
  const nuclei: number[] = [];
  let lastNucleus = Infinity;
  let dip = Infinity;
  for (let index = 1; index < db.length - 1; index++) {
    const level = db[index] ?? 0;
    dip = Math.min(dip, level);
    const isPeak = level >= (db[index - 1] ?? 0) && level > (db[index + 1] ?? 0);
    const afterDip = level - dip >= NUCLEUS_MIN_DIP_DB && lastNucleus - dip >= NUCLEUS_MIN_DIP_DB;
    if (!isPeak || level <= silenceDb || !afterDip || !isVoiced(index)) continue;
    nuclei.push(index * hopSec);
    lastNucleus = level;
    dip = level;
  }
  return nuclei;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
