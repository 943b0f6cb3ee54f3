import type { TtsEngine, VoiceGender } from '../tts/engine';
import { synthesizeScript } from '../tts/script';
import { type CustomEspeakVoice, createEspeakEngine, type EspeakEngine } from '../tts/espeak';
import { ESPEAK_VOICES, type EspeakVoice } from '../tts/catalogue';
import { voiceSampleText } from '../tts/sample-texts';
import { analyseVoice, type VoiceAnalysis } from './analyse-voice';
import { BASE_VARIANT_LINES } from './base-variants';
import { type VariantAdjustments, variantFileText, variantPitchCentre } from './variant-file';
import { UnvoicedAnalysisError, voiceDistance } from './voice-distance';

/** Voice ids of clones: `clone:<id>`, the id being the server's. */
export const CLONE_VOICE_PREFIX = 'clone:';

export interface CloneTarget {
  /** A catalogue language code (BCP-47, e.g. 'en-US'); a bare language ('en') takes its first catalogue variety. */
  language: string;
  gender: VoiceGender;
}

/** A clone spoken by the offline engine: a catalogue voice moved towards the sample. */
export interface EspeakCloneProfile {
  kind: 'espeak';
  version: 1;
  /** The catalogue language it speaks. */
  language: string;
  gender: VoiceGender;
  /** The catalogue voice it was built from. */
  baseVoiceId: string;
  /** Everything the engine needs: the clone keeps speaking the same even if the catalogue changes. */
  voice: CustomEspeakVoice;
  adjustments: VariantAdjustments & { rateScale: number };
  /** The sample, the base voice and the clone, measured (the voices on the language's sample text). */
  sample: VoiceAnalysis;
  base: VoiceAnalysis;
  clone: VoiceAnalysis;
}

/** A clone held by a cloning server (see http-clone-engine.ts): the server's voice id and what it was made from. */
export interface RemoteCloneProfile {
  kind: 'remote';
  version: 1;
  /** The `CloneEngine.name` that made it. */
  engine: string;
  voiceRef: string;
  language: string;
  gender: VoiceGender;
  sample: VoiceAnalysis;
}

/** Plain JSON: stored with the clone and handed back to the cloning engine to speak. */
export type CloneProfile = EspeakCloneProfile | RemoteCloneProfile;

export class UnsupportedCloneLanguageError extends Error {
  readonly code = 'UNSUPPORTED_CLONE_LANGUAGE';

  constructor(readonly language: string) {
    super(`no offline voice speaks '${language}'`);
    this.name = 'UnsupportedCloneLanguageError';
  }
}

/** Each pass measures the clone and corrects what is left; after three the corrections are within measuring noise. */
const CALIBRATION_PASSES = 6;
/** Formant estimates wobble with the text; a partial step converges without overshooting. */
const FORMANT_STEP = 0.7;
/** Beyond these the variant stops sounding like speech. */
const LIMITS = {
  pitchHz: { min: 60, max: 500 },
  pitchRangeScale: { min: 0.4, max: 3 },
  formantScale: { min: 0.75, max: 1.4 },
  wordsPerMinute: { min: 80, max: 400 },
} as const;
const CLONE_VARIANT_NAME = 'orator-clone';

const baseAnalyses = new Map<string, Promise<VoiceAnalysis>>();

/**
 * Picks the catalogue voice of the language and gender nearest to the sample, then moves its pitch,
 * intonation range, formants and speed until the clone, measured on the language's sample text,
 * matches the sample's analysis as closely as espeak allows.
 */
export async function buildCloneProfile(
  sample: VoiceAnalysis,
  target: CloneTarget,
  engine: EspeakEngine = createEspeakEngine(),
): Promise<EspeakCloneProfile> {
  if (sample.f0MedianHz <= 0 || sample.formantsHz.some((hz) => hz <= 0)) throw new UnvoicedAnalysisError();
  const candidates = candidateVoices(target);
  const measured = await Promise.all(
    candidates.map(async (voice) => ({ voice, analysis: await measureBaseVoice(engine, voice) })),
  );
  const { voice: base, analysis: baseAnalysis } = measured.reduce((best, candidate) =>
    voiceDistance(candidate.analysis, sample) < voiceDistance(best.analysis, sample) ? candidate : best,
  );
  const baseLines = BASE_VARIANT_LINES[base.espeak.variant];
  if (!baseLines) throw new Error(`no variant file for the catalogue variant '${base.espeak.variant}'`);
  const basePitchHz = variantPitchCentre(baseLines);
  const referenceText = voiceSampleText(base.language);

  let adjustments = {
    pitchScale: sample.f0MedianHz / baseAnalysis.f0MedianHz,
    pitchRangeScale: ratioOrOne(sample.f0SpreadSemitones, baseAnalysis.f0SpreadSemitones),
    formantScales: sample.formantsHz.map((hz, index) => hz / (baseAnalysis.formantsHz[index] ?? hz)) as [
      number,
      number,
      number,
    ],
    rateScale: ratioOrOne(sample.syllablesPerSec, baseAnalysis.syllablesPerSec),
  };
  let best: { distance: number; profile: EspeakCloneProfile } | undefined;
  for (let pass = 0; pass < CALIBRATION_PASSES; pass++) {
    adjustments = withinLimits(adjustments, basePitchHz, base.espeak.wordsPerMinute);
    const voice: CustomEspeakVoice = {
      language: base.espeak.language,
      variantText: variantFileText(CLONE_VARIANT_NAME, baseLines, adjustments),
      pitch: base.espeak.pitch,
      wordsPerMinute: Math.round(base.espeak.wordsPerMinute * adjustments.rateScale),
    };
    const clone = await measureSpeech(customVoiceEngine(engine, voice), referenceText, CLONE_VARIANT_NAME);
    const distance = voiceDistance(clone, sample);
    if (!best || distance < best.distance) {
      best = {
        distance,
        profile: {
          kind: 'espeak',
          version: 1,
          language: base.language,
          gender: target.gender,
          baseVoiceId: base.id,
          voice,
          adjustments: { ...adjustments, formantScales: [...adjustments.formantScales] },
          sample,
          base: baseAnalysis,
          clone,
        },
      };
    }
    adjustments = {
      pitchScale: adjustments.pitchScale * (sample.f0MedianHz / clone.f0MedianHz),
      pitchRangeScale: adjustments.pitchRangeScale * ratioOrOne(sample.f0SpreadSemitones, clone.f0SpreadSemitones),
      formantScales: adjustments.formantScales.map(
        (scale, index) => scale * ((sample.formantsHz[index] ?? 1) / (clone.formantsHz[index] || 1)) ** FORMANT_STEP,
      ) as [number, number, number],
      rateScale: adjustments.rateScale * ratioOrOne(sample.syllablesPerSec, clone.syllablesPerSec),
    };
  }
  if (!best) throw new Error('calibration made no pass');
  return best.profile;
}

function candidateVoices(target: CloneTarget): EspeakVoice[] {
  const primary = target.language.split('-')[0]?.toLowerCase();
  const exact = ESPEAK_VOICES.filter((voice) => voice.language.toLowerCase() === target.language.toLowerCase());
  const language =
    exact.length > 0
      ? exact
      : (() => {
          const first = ESPEAK_VOICES.find((voice) => voice.language.split('-')[0]?.toLowerCase() === primary);
          return first ? ESPEAK_VOICES.filter((voice) => voice.language === first.language) : [];
        })();
  if (language.length === 0) throw new UnsupportedCloneLanguageError(target.language);
  const sameGender = language.filter((voice) => voice.gender === target.gender);
  return sameGender.length > 0 ? sameGender : language;
}

/** Each catalogue voice is measured once per process, on the sample text the voice list plays. */
function measureBaseVoice(engine: EspeakEngine, voice: EspeakVoice): Promise<VoiceAnalysis> {
  let analysis = baseAnalyses.get(voice.id);
  if (!analysis) {
    analysis = measureSpeech(engine, voiceSampleText(voice.language), voice.id);
    analysis.catch(() => baseAnalyses.delete(voice.id));
    baseAnalyses.set(voice.id, analysis);
  }
  return analysis;
}

/** Spoken as dubbing speaks (clause by clause, trimmed, with natural gaps), so rate and intonation are measured as heard. */
async function measureSpeech(engine: TtsEngine, text: string, voiceId: string): Promise<VoiceAnalysis> {
  return analyseVoice((await synthesizeScript(engine, text, voiceId)).pcm);
}

function customVoiceEngine(engine: EspeakEngine, voice: CustomEspeakVoice): TtsEngine {
  return {
    voices: () => [],
    hasVoice: () => Promise.resolve(true),
    synthesize: (text, _voiceId, options) => engine.synthesizeCustom(text, voice, options),
  };
}

function withinLimits<T extends VariantAdjustments & { rateScale: number }>(
  adjustments: T,
  basePitchHz: number,
  baseWordsPerMinute: number,
): T {
  return {
    ...adjustments,
    pitchScale: clamp(adjustments.pitchScale, {
      min: LIMITS.pitchHz.min / basePitchHz,
      max: LIMITS.pitchHz.max / basePitchHz,
    }),
    pitchRangeScale: clamp(adjustments.pitchRangeScale, LIMITS.pitchRangeScale),
    formantScales: adjustments.formantScales.map((scale) => clamp(scale, LIMITS.formantScale)) as [
      number,
      number,
      number,
    ],
    rateScale: clamp(adjustments.rateScale, {
      min: LIMITS.wordsPerMinute.min / baseWordsPerMinute,
      max: LIMITS.wordsPerMinute.max / baseWordsPerMinute,
    }),
  };
}

function ratioOrOne(numerator: number, denominator: number): number {
  return numerator > 0 && denominator > 0 ? numerator / denominator : 1;
}

function clamp(value: number, range: { min: number; max: number }): number {
  return Math.max(range.min, Math.min(range.max, value));
}
