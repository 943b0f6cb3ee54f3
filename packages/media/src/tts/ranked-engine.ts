import { engineHasVoice, type TtsEngine, type TtsVoice } from './engine';
import {
  type MeasurementOf,
  NATURAL_PITCH_RANGE_SEMITONES,
  QUALITY_THRESHOLDS,
  recordedMeasurement,
} from './voice-quality';

/** Reads a voice's measurement; unmeasured voices rank last and never count as lively. */
function measuresFrom(measurementOf: MeasurementOf) {
  return {
    werOf: (voice: TtsVoice) => measurementOf(voice.id)?.wer ?? Number.POSITIVE_INFINITY,
    readsLively: (voice: TtsVoice) =>
      (measurementOf(voice.id)?.pitchRangeSemitones ?? 0) >= NATURAL_PITCH_RANGE_SEMITONES,
  };
}
type Measures = ReturnType<typeof measuresFrom>;

/**
 * The voices of each language most intelligible first (lowest measured word error rate), except that the
 * language's first voice, and the first voice of each gender, is the most intelligible of those that read
 * with a natural pitch range when any does: whatever takes a language's first voice (of the presenter's
 * gender) as its default, /create and /dubbing, takes a clear voice that is not monotone. Each language keeps
 * the places its voices had in the list, so only the order within a language changes; unmeasured voices
 * keep their order, after the measured ones.
 */
export function rankVoices(
  voices: readonly TtsVoice[],
  measurementOf: MeasurementOf = recordedMeasurement,
): TtsVoice[] {
  const measures = measuresFrom(measurementOf);
  const ranked = new Map<string, TtsVoice[]>();
  for (const voice of voices) {
    const group = ranked.get(voice.language);
    if (group) group.push(voice);
    else ranked.set(voice.language, [voice]);
  }
  for (const [language, group] of ranked) ranked.set(language, rankLanguage(group, measures));
  return voices.map((voice) => ranked.get(voice.language)!.shift()!);
}

function rankLanguage(group: readonly TtsVoice[], measures: Measures): TtsVoice[] {
  const ranked = [...group].sort((a, b) => measures.werOf(a) - measures.werOf(b));
  // The language's default first: it is also the first of its gender, so the genders' turns leave it in place.
  putFirst(ranked, () => true, measures);
  for (const gender of new Set(ranked.map((voice) => voice.gender))) {
    putFirst(ranked, (voice) => voice.gender === gender, measures);
  }
  return ranked;
}

/** Moves the clearest lively voice among `among` (`ranked` is by WER) to where the first of `among` stands. */
function putFirst(ranked: TtsVoice[], among: (voice: TtsVoice) => boolean, { readsLively }: Measures): void {
  const first = ranked.findIndex(among);
  const lively = ranked.findIndex((voice) => among(voice) && readsLively(voice));
  if (lively <= first) return;
  const [voice] = ranked.splice(lively, 1);
  ranked.splice(first, 0, voice!);
}

/**
 * The voices a catalogue offers: where a language has a voice measured intelligible enough (at or below the
 * "good" threshold, 35 % WER), its voices measured worse are left out, so a user never picks a voice the
 * recogniser mostly fails on while a clearer one exists. Where none is (an installation with only espeak,
 * or a language Festival and Flite do not speak), every voice stays: the language must still be spoken.
 * Left-out voices must stay speakable and findable by id, for stored projects, saved voices and clones made
 * on them; the server's voice service finds voices in the listed catalogue only, so until it keeps a lookup
 * over every voice (#13) this rule decides the benchmark's "offered" column, not the server's list.
 */
export function offeredVoices(
  voices: readonly TtsVoice[],
  measurementOf: MeasurementOf = recordedMeasurement,
): TtsVoice[] {
  const wer = (voice: TtsVoice) => measurementOf(voice.id)?.wer;
  const intelligible = (voice: TtsVoice) => (wer(voice) ?? Number.POSITIVE_INFINITY) <= QUALITY_THRESHOLDS.good;
  const clearLanguages = new Set(voices.filter(intelligible).map((voice) => voice.language));
  return voices.filter(
    (voice) => !clearLanguages.has(voice.language) || wer(voice) === undefined || intelligible(voice),
  );
}

/** The same engine with its catalogue ranked by `rankVoices`. */
export function createRankedEngine(engine: TtsEngine): TtsEngine {
  const ranked = rankVoices(engine.voices());
  return {
    voices: () => [...ranked],
    synthesize: (text, voiceId, options) => engine.synthesize(text, voiceId, options),
    hasVoice: (voiceId) => engineHasVoice(engine, voiceId),
  };
}
