import { engineHasVoice, type TtsEngine, type TtsVoice } from './engine';
import { measuredWer } from './voice-quality';

/**
 * The voices of each language most intelligible first (lowest measured word error rate), so that whatever
 * takes a language's first voice as its default (/create, /dubbing) takes the clearest one. Each language
 * keeps the places its voices had in the list, so only the order within a language changes; unmeasured
 * voices keep their order, after the measured ones.
 */
export function rankVoices(voices: readonly TtsVoice[]): TtsVoice[] {
  const werOf = (voice: TtsVoice) => measuredWer(voice.id) ?? Number.POSITIVE_INFINITY;
  const ranked = new Map<string, TtsVoice[]>();
  for (const voice of voices) {
    const group = ranked.get(voice.language);
    if (group) group.push(voice);
    else ranked.set(voice.language, [voice]);
  }
  for (const group of ranked.values()) group.sort((a, b) => werOf(a) - werOf(b));
  return voices.map((voice) => ranked.get(voice.language)!.shift()!);
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
