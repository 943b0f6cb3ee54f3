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

export function qualityOfWer(wer: number): VoiceQuality {
  if (wer <= QUALITY_THRESHOLDS.clear) return 'clear';
  return wer <= QUALITY_THRESHOLDS.good ? 'good' : 'basic';
}

export function measuredWer(voiceId: string): number | undefined {
  return MEASURED[voiceId]?.wer;
}

/** The voice's measured tier, or undefined when no measurement covers it. */
export function measuredQuality(voiceId: string): VoiceQuality | undefined {
  const wer = measuredWer(voiceId);
  return wer === undefined ? undefined : qualityOfWer(wer);
}
