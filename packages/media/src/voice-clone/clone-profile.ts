import type { TtsEngine, VoiceGender } from '../tts/engine';
import { synthesizeScript } from '../tts/script';
import { type CustomEspeakVoice, createEspeakEngine, type EspeakEngine } from '../tts/espeak';
import { ESPEAK_VOICES, type EspeakVoice } from '../tts/catalogue';
import { voiceSampleText } from '../tts/sample-texts';
import { analyseVoice, type VoiceAnalysis } from './analyse-voice';
import { BASE_VARIANT_LINES } from './base-variants';
import { type VariantAdjustments, variantFileText, variantPitchCentre, variantToneHeights } from './variant-file';
import { envelopeSimilarity, LTAS_BAND_CENTRES_HZ } from './spectral-envelope';
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

/** Each pass measures the clone's pitch and intonation and corrects what is left; three bring them within measuring noise. */
const CALIBRATION_PASSES = 3;
/**
 * How much higher espeak reads a script than the short sample text a clone is calibrated on (its median F0):
 * 1.085 and 1.097 for the two tuning speakers on a tuning paragraph of long sentences, less where scripts mix
 * in short ones. Clones matched to the sample's pitch on the sample text sounded 7-9 % sharp in every script.
 */
const SCRIPT_PITCH_LIFT = 1.08;
/**
 * Vocal-tract lengths tried around the base voice's. Formants are moved together: median LPC formants
 * of a few seconds of real speech, often through a phone or radio channel, are too noisy a target to
 * move each one on its own (clones that matched them sounded further from the speaker, not closer).
 */
const FORMANT_SCALES = [0.88, 0.94, 1, 1.06, 1.12] as const;
/** The formants measured one by one are tried too, a partial step towards them: on clean wideband speech they can win. */
const FORMANT_STEP = 0.7;
/** espeak takes five tone points; an octave apart they cover the telephone band the analysis sees. */
const TONE_POINTS_HZ = [250, 500, 1000, 2000, 3500] as const;
const MAX_TONE_HEIGHT = 255;
const EQUALISER_PASSES = 2;
/** A partial step: the first correction also carries the text's differences, which the second pass sees less of. */
const EQUALISER_STEP = 0.7;
/** Beyond these the variant stops sounding like speech. */
const LIMITS = {
  pitchHz: { min: 60, max: 500 },
  /** Octave errors on a few noisy seconds can spread the measured F0 far beyond the speaker's intonation. */
  pitchRangeScale: { min: 0.5, max: 2 },
  formantScale: { min: 0.75, max: 1.4 },
  wordsPerMinute: { min: 80, max: 400 },
  /** Equalising further would copy a bad microphone or channel rather than the voice. */
  toneDb: { min: -6, max: 6 },
  /** A few seconds of speech give a rate good to about a fifth; beyond that the clone would copy the text's pace. */
  rateScale: { min: 0.8, max: 1.25 },
} as const;
const CLONE_VARIANT_NAME = 'orator-clone';

const baseAnalyses = new Map<string, Promise<VoiceAnalysis>>();

/**
 * Moves each catalogue voice of the language and gender to the sample's pitch, intonation range and
 * speed, keeps the one whose spectral envelope is then nearest to the sample's, tries a few
 * vocal-tract lengths on it and equalises it towards the sample's long-term spectrum, each step kept
 * only when the envelope gets nearer. Everything is measured on the language's sample text, through
 * the telephone band (see analyse-voice.ts).
 */
export async function buildCloneProfile(
  sample: VoiceAnalysis,
  target: CloneTarget,
  engine: EspeakEngine = createEspeakEngine(),
): Promise<EspeakCloneProfile> {
  if (sample.f0MedianHz <= 0 || sample.formantsHz.some((hz) => hz <= 0)) throw new UnvoicedAnalysisError();
  // A base voice far from the sample's pitch changes its envelope when moved there: compare the voices once moved.
  const calibrated = await Promise.all(
    candidateVoices(target).map(async (voice) => {
      const clone = cloneOf(voice, sample, target, engine, await measureBaseVoice(engine, voice));
      return clone.speak(await clone.calibratedPitchAndRate());
    }),
  );
  const nearestBase = calibrated.reduce((nearest, profile) =>
    isNearer(profile.clone, nearest.clone, sample) ? profile : nearest,
  );
  const clone = cloneOf(
    ESPEAK_VOICES.find((voice) => voice.id === nearestBase.baseVoiceId) ?? (candidateVoices(target)[0] as EspeakVoice),
    sample,
    target,
    engine,
    nearestBase.base,
  );
  const measuredFormants = sample.formantsHz.map(
    (hz, index) => (hz / (nearestBase.clone.formantsHz[index] || hz)) ** FORMANT_STEP,
  ) as [number, number, number];
  const tried = await Promise.all(
    [...FORMANT_SCALES.map((scale): [number, number, number] => [scale, scale, scale]), measuredFormants].map(
      (formantScales) => clone.speak({ ...nearestBase.adjustments, formantScales }),
    ),
  );
  let best = tried.reduce((nearest, profile) => (isNearer(profile.clone, nearest.clone, sample) ? profile : nearest));
  if (!sample.envelope) return best;
  const baseTone = variantToneHeights(clone.baseLines, TONE_POINTS_HZ);
  let toneDb = TONE_POINTS_HZ.map(() => 0);
  for (let pass = 0; pass < EQUALISER_PASSES; pass++) {
    const residual = toneResidualDb(sample.envelope.ltasDb, best.clone.envelope?.ltasDb ?? []);
    toneDb = toneDb.map((db, index) => clamp(db + EQUALISER_STEP * (residual[index] ?? 0), LIMITS.toneDb));
    const equalised = await clone.speak({ ...best.adjustments, tone: toneCurve(baseTone, toneDb) });
    if (isNearer(equalised.clone, best.clone, sample)) best = equalised;
  }
  return best;
}

type CloneAdjustments = VariantAdjustments & { rateScale: number };

/** One base voice moved towards the sample: speaks adjustments, and calibrates pitch, intonation and rate. */
function cloneOf(
  base: EspeakVoice,
  sample: VoiceAnalysis,
  target: CloneTarget,
  engine: EspeakEngine,
  baseAnalysis: VoiceAnalysis,
) {
  const baseLines = BASE_VARIANT_LINES[base.espeak.variant];
  if (!baseLines) throw new Error(`no variant file for the catalogue variant '${base.espeak.variant}'`);
  const basePitchHz = variantPitchCentre(baseLines);
  const referenceText = voiceSampleText(base.language);

  const speak = async (requested: CloneAdjustments): Promise<EspeakCloneProfile> => {
    const adjustments = withinLimits(requested, basePitchHz, base.espeak.wordsPerMinute);
    const voice: CustomEspeakVoice = {
      language: base.espeak.language,
      variantText: variantFileText(CLONE_VARIANT_NAME, baseLines, adjustments),
      pitch: base.espeak.pitch,
      wordsPerMinute: Math.round(base.espeak.wordsPerMinute * adjustments.rateScale),
    };
    return {
      kind: 'espeak',
      version: 1,
      language: base.language,
      gender: target.gender,
      baseVoiceId: base.id,
      voice,
      adjustments: { ...adjustments, formantScales: [...adjustments.formantScales] },
      sample,
      base: baseAnalysis,
      clone: await measureSpeech(customVoiceEngine(engine, voice), referenceText, CLONE_VARIANT_NAME),
    };
  };

  /** Formants stay the base's here: the sample's F0 and rate are what it tells reliably. */
  const calibratedPitchAndRate = async (): Promise<CloneAdjustments> => {
    const targetHz = sample.f0MedianHz / SCRIPT_PITCH_LIFT;
    let adjustments: CloneAdjustments = {
      pitchScale: targetHz / baseAnalysis.f0MedianHz,
      pitchRangeScale: ratioOrOne(sample.f0SpreadSemitones, baseAnalysis.f0SpreadSemitones),
      formantScales: [1, 1, 1],
      // Set once: espeak's syllable rate follows its words per minute, and a one-sentence text measures it
      // too roughly to correct. No rate in the sample (isolated words): the base voice's.
      rateScale: ratioOrOne(sample.syllablesPerSec, baseAnalysis.syllablesPerSec),
    };
    for (let pass = 0; pass < CALIBRATION_PASSES; pass++) {
      const { clone, adjustments: spoken } = await speak(adjustments);
      adjustments = {
        ...spoken,
        pitchScale: spoken.pitchScale * (targetHz / clone.f0MedianHz),
        pitchRangeScale: spoken.pitchRangeScale * ratioOrOne(sample.f0SpreadSemitones, clone.f0SpreadSemitones),
      };
    }
    return adjustments;
  };

  return { baseLines, speak, calibratedPitchAndRate };
}

/**
 * Nearer by spectral envelope (mean MFCC and long-term spectrum) when both analyses have one, which is
 * what tells voices of one pitch apart; by `voiceDistance` for analyses stored before envelopes were measured.
 */
function isNearer(candidate: VoiceAnalysis, best: VoiceAnalysis, sample: VoiceAnalysis): boolean {
  if (candidate.envelope && best.envelope && sample.envelope) {
    const score = (analysis: VoiceAnalysis): number => {
      const { mfcc, ltas } = envelopeSimilarity(analysis.envelope!, sample.envelope!);
      return mfcc + ltas;
    };
    return score(candidate) > score(best);
  }
  return voiceDistance(candidate, sample) < voiceDistance(best, sample);
}

/**
 * The sample's long-term spectrum minus the clone's, averaged over an octave around each tone point:
 * a smooth correction (the channel and the speaker's voice quality), not the formants of the text.
 */
function toneResidualDb(sampleLtasDb: readonly number[], cloneLtasDb: readonly number[]): number[] {
  return TONE_POINTS_HZ.map((pointHz) => {
    const bands = LTAS_BAND_CENTRES_HZ.flatMap((centreHz, index) =>
      Math.abs(Math.log2(centreHz / pointHz)) <= 0.5 ? [(sampleLtasDb[index] ?? 0) - (cloneLtasDb[index] ?? 0)] : [],
    );
    return bands.length > 0 ? bands.reduce((sum, db) => sum + db, 0) / bands.length : 0;
  });
}

/** The base heights moved by the corrections, scaled down together if one would pass espeak's maximum of 255. */
function toneCurve(baseHeights: readonly number[], correctionsDb: readonly number[]): [number, number][] {
  const heights = baseHeights.map((height, index) => height * 10 ** ((correctionsDb[index] ?? 0) / 20));
  const fit = Math.min(1, MAX_TONE_HEIGHT / Math.max(...heights));
  return TONE_POINTS_HZ.map((hz, index) => [hz, Math.max(1, (heights[index] ?? 128) * fit)]);
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
  // A clone speaks for its owner whatever their plan: built on a members-only voice, it would hand that voice out.
  const open = language.filter((voice) => !voice.memberOnly);
  const available = open.length > 0 ? open : language;
  const sameGender = available.filter((voice) => voice.gender === target.gender);
  return sameGender.length > 0 ? sameGender : available;
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
      min: Math.max(LIMITS.rateScale.min, LIMITS.wordsPerMinute.min / baseWordsPerMinute),
      max: Math.min(LIMITS.rateScale.max, LIMITS.wordsPerMinute.max / baseWordsPerMinute),
    }),
  };
}

function ratioOrOne(numerator: number, denominator: number): number {
  return numerator > 0 && denominator > 0 ? numerator / denominator : 1;
}

function clamp(value: number, range: { min: number; max: number }): number {
  return Math.max(range.min, Math.min(range.max, value));
}
