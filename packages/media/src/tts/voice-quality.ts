import type { VoiceQuality } from './engine';
import measurements from './voice-measurements.json';

/** How one voice read the held-out English paragraphs (bench/held-out-texts.ts), mean of the paragraphs. */
export interface VoiceMeasurement {
  /** Word error rate of pocketsphinx (en-us) against the text: 0 is every word right. */
  wer: number;
  /** 10th to 90th percentile of the voiced F0, in semitones. */
  pitchRangeSemitones: number;
}

export interface VoiceMeasurements {
  $comment: string;
  measuredOn: string;
  machine: string;
  voices: Record<string, VoiceMeasurement>;
}

/**
 * What `npx tsx bench/voices.ts` last measured (docs/benchmarks.md, "Voices" has the table): the voices'
 * tiers and the order of each language's voices come from here, so they follow the measurement.
 */
const MEASURED: Readonly<Record<string, VoiceMeasurement>> = (measurements as VoiceMeasurements).voices;

/** At or below 20 % the recogniser gets nearly every word; at or below 35 % the gist. */
export const QUALITY_THRESHOLDS = { clear: 0.2, good: 0.35 } as const;

/** Human readers move over 6.5-7 semitones; below about 5 a reading sounds monotone. */
export const NATURAL_PITCH_RANGE_SEMITONES = 5;

export function qualityOfWer(wer: number): VoiceQuality {
  if (wer <= QUALITY_THRESHOLDS.clear) return 'clear';
  return wer <= QUALITY_THRESHOLDS.good ? 'good' : 'basic';
}

/** Where a voice's measurement is looked up: the recorded file, or a fresher one (the benchmark's own). */
export type MeasurementOf = (voiceId: string) => VoiceMeasurement | undefined;

export const recordedMeasurement: MeasurementOf = (voiceId) => MEASURED[voiceId];

export function measuredWer(voiceId: string): number | undefined {
  return MEASURED[voiceId]?.wer;
}

export function measuredPitchRange(voiceId: string): number | undefined {
  return MEASURED[voiceId]?.pitchRangeSemitones;
}

/** The voice's measured tier, or undefined when no measurement covers it. */
export function measuredQuality(voiceId: string): VoiceQuality | undefined {
  const wer = measuredWer(voiceId);
  return wer === undefined ? undefined : qualityOfWer(wer);
}
