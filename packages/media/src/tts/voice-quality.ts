import type { VoiceQuality } from './engine';
import measurements from './voice-measurements.json';

/**
 * How one voice read its held-out text (bench/held-out-texts.ts): English voices the paragraphs, mean of them;
 * Chinese and Portuguese voices a paragraph of their language, which no offline recogniser here understands.
 */
export interface VoiceMeasurement {
  /** Word error rate of pocketsphinx (en-us) against the text: 0 is every word right. English voices only. */
  wer?: number;
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

/** Below this many semitones (10th to 90th percentile of F0) a reading sounds monotone; readers measure 6.5-7. */
export const PITCH_RANGE_TARGET_SEMITONES = 5;

/**
 * The measured pitch range of the voice as the catalogue delivers it. espeak's variants keep their intonation
 * rules across languages, so where a language was not measured the mean of the variant's measured readings in
 * other languages stands for it: those outside English first, since espeak gives English tunes of its own
 * (its accents read about half a semitone narrower than Chinese and Portuguese).
 */
export function measuredPitchRange(voiceId: string, measured = MEASURED): number | undefined {
  const own = measured[voiceId]?.pitchRangeSemitones;
  if (own !== undefined) return own;
  const [engine, , variant] = voiceId.split(':');
  if (engine !== 'espeak' || !variant) return undefined;
  const readings = Object.entries(measured).filter(([id]) => id.startsWith('espeak:') && id.endsWith(`:${variant}`));
  const elsewhere = readings.filter(([id]) => !id.startsWith('espeak:en'));
  const chosen = (elsewhere.length > 0 ? elsewhere : readings).map(
    ([, measurement]) => measurement.pitchRangeSemitones,
  );
  return chosen.length > 0 ? chosen.reduce((sum, range) => sum + range, 0) / chosen.length : undefined;
}

/**
 * Whether the catalogue offers the voice: not when the recogniser misses more than the `good` share of its
 * words, nor when its intonation stays monotone even widened. Voices no measurement covers are offered.
 * A voice not offered still speaks for the videos and dubbings made with it.
 */
export function isOfferedVoice(voiceId: string, measured = MEASURED): boolean {
  const wer = measured[voiceId]?.wer;
  if (wer !== undefined && wer > QUALITY_THRESHOLDS.good) return false;
  const range = measuredPitchRange(voiceId, measured);
  return range === undefined || range >= PITCH_RANGE_TARGET_SEMITONES;
}
