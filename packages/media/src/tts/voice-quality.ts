import type { VoiceQuality } from './engine';

/**
 * Word error rate of pocketsphinx (en-us) on held-out English paragraphs (bench/held-out-texts.ts) spoken
 * by each English voice, as `npx tsx bench/voices.ts` measured it (docs/benchmarks.md, "Voices").
 */
const MEASURED_WER: Readonly<Record<string, number>> = {
  'flite:en-US:rms': 0.083,
  'festival:en-US:slt': 0.128,
  'flite:en-US:slt': 0.135,
  'flite:en-US:awb': 0.149,
  'flite:en-US:kal16': 0.171,
  'festival:en-US:kal': 0.232,
};

/** At or below 20 % the recogniser gets nearly every word; at or below 35 % the gist. */
export const QUALITY_THRESHOLDS = { clear: 0.2, good: 0.35 } as const;

export function qualityOfWer(wer: number): VoiceQuality {
  if (wer <= QUALITY_THRESHOLDS.clear) return 'clear';
  return wer <= QUALITY_THRESHOLDS.good ? 'good' : 'basic';
}

export function measuredWer(voiceId: string): number | undefined {
  return MEASURED_WER[voiceId];
}

/** The voice's measured tier, or undefined when no measurement covers it. */
export function measuredQuality(voiceId: string): VoiceQuality | undefined {
  const wer = measuredWer(voiceId);
  return wer === undefined ? undefined : qualityOfWer(wer);
}
