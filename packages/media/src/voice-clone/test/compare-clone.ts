import type { Pcm } from '../../audio/pcm';
import type { TtsEngine } from '../../tts/engine';
import { createEspeakEngine, type EspeakEngine } from '../../tts/espeak';
import { synthesizeScript } from '../../tts/script';
import { analyseVoice } from '../analyse-voice';
import { createOfflineCloneEngine } from '../clone-engine';
import type { EspeakCloneProfile } from '../clone-profile';
import { resample } from '../dsp';
import { type HeldOutSpeaker, loadSpeakerPart } from './held-out-speakers';
import { envelopeSimilarity, spectralEnvelope } from '../spectral-envelope';

/** Neither the calibration text nor the similarity test's: the clone must hold on text it never read. */
export const HELD_OUT_TEXT =
  'She walked along the river after the rain had stopped, counting the boats tied to the old stone wall. ' +
  'Nobody could tell her when the ferry would come back, so she sat down and waited.';

export interface CloneComparison {
  speaker: HeldOutSpeaker;
  baseVoiceId: string;
  rateScale: number;
  /** Cosine of the mean MFCC vectors against the speaker's reference recording. */
  mfcc: { base: number; clone: number };
  /** Cosine of the long-term average spectra (shape in dB) against the reference. */
  ltas: { base: number; clone: number };
  /** Median F0 over the reference's. */
  pitchRatio: { base: number; clone: number };
}

/**
 * Clones the speaker from their sample with the product's offline clone engine, reads the held-out
 * text with the clone and with its base voice, and compares both with the speaker's reference
 * recording, all three on the 8 kHz telephone band.
 */
export async function compareClone(
  speaker: HeldOutSpeaker,
  espeak: EspeakEngine = createEspeakEngine(),
): Promise<CloneComparison> {
  const [sample, reference] = await Promise.all([
    loadSpeakerPart(speaker, 'sample'),
    loadSpeakerPart(speaker, 'reference'),
  ]);
  const cloneEngine = createOfflineCloneEngine(espeak);
  const profile = (await cloneEngine.create(sample, {
    language: 'en-US',
    gender: speaker.gender,
  })) as EspeakCloneProfile;
  const cloneVoice: TtsEngine = {
    voices: () => [],
    hasVoice: () => Promise.resolve(true),
    synthesize: (text, _voiceId, options) => cloneEngine.synthesize(text, profile, options),
  };
  const [base, clone] = await Promise.all([
    synthesizeScript(espeak, HELD_OUT_TEXT, profile.baseVoiceId),
    synthesizeScript(cloneVoice, HELD_OUT_TEXT, 'clone'),
  ]);
  const measured = [reference, base.pcm, clone.pcm].map(measure);
  const [target, baseMeasure, cloneMeasure] = measured as [Measure, Measure, Measure];
  const baseSimilarity = envelopeSimilarity(baseMeasure.envelope, target.envelope);
  const cloneSimilarity = envelopeSimilarity(cloneMeasure.envelope, target.envelope);
  return {
    speaker,
    baseVoiceId: profile.baseVoiceId,
    rateScale: profile.adjustments.rateScale,
    mfcc: { base: baseSimilarity.mfcc, clone: cloneSimilarity.mfcc },
    ltas: { base: baseSimilarity.ltas, clone: cloneSimilarity.ltas },
    pitchRatio: { base: baseMeasure.f0Hz / target.f0Hz, clone: cloneMeasure.f0Hz / target.f0Hz },
  };
}

interface Measure {
  envelope: ReturnType<typeof spectralEnvelope>;
  f0Hz: number;
}

function measure(pcm: Pcm): Measure {
  const narrowband = resample(pcm, 8000);
  return { envelope: spectralEnvelope(narrowband), f0Hz: analyseVoice(narrowband).f0MedianHz };
}

export function isCloserOnEnvelope(comparison: CloneComparison): { mfcc: boolean; ltas: boolean } {
  return { mfcc: comparison.mfcc.clone > comparison.mfcc.base, ltas: comparison.ltas.clone > comparison.ltas.base };
}

export function isCloserOnPitch(comparison: CloneComparison): boolean {
  return Math.abs(Math.log(comparison.pitchRatio.clone)) < Math.abs(Math.log(comparison.pitchRatio.base));
}

export function comparisonRow(comparison: CloneComparison): string {
  const { speaker } = comparison;
  const f = (value: number): string => value.toFixed(3);
  return [
    speaker.name,
    { tuning: 'tuning', heldOut: 'held out (test)', reportOnly: 'held out' }[speaker.role],
    speaker.file.replace('/usr/share/codec2/', ''),
    speaker.gender,
    `${speaker.bandHz / 1000} kHz`,
    comparison.baseVoiceId,
    `${f(comparison.mfcc.base)} → ${f(comparison.mfcc.clone)}`,
    `${f(comparison.ltas.base)} → ${f(comparison.ltas.clone)}`,
    `${comparison.pitchRatio.base.toFixed(2)} → ${comparison.pitchRatio.clone.toFixed(2)}`,
    `×${comparison.rateScale.toFixed(2)}`,
  ].join(' | ');
}
