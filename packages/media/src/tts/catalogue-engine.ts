import type { Pcm } from '../audio/pcm';
import { engineHasVoice, type SpeechOptions, type TtsEngine, type TtsEngineName, type TtsVoice } from './engine';
import { widenPitchRange } from './speech-audio';
import { isOfferedVoice, measuredWer } from './voice-quality';

/**
 * How much wider the catalogue makes each engine's intonation (speech-audio.ts, widenPitchRange). espeak's
 * variants read over 3-4 semitones: 1.45 brings them to 5-6. Festival and Flite voices tune their own intonation
 * where they need it (festival.ts). Clones speak through espeak directly, with the intonation of their sample.
 */
const PITCH_WIDENING: Partial<Record<TtsEngineName, number>> = { espeak: 1.45 };
/** espeak variants whose own contour is narrower (f4 reads over ~3.2 semitones where the others read 3.6-4.3). */
const ESPEAK_VARIANT_WIDENING: Readonly<Record<string, number>> = { f4: 1.7 };

function pitchWidening(voice: TtsVoice): number {
  const variant = voice.engine === 'espeak' ? voice.id.split(':')[2] : undefined;
  return (variant ? ESPEAK_VARIANT_WIDENING[variant] : undefined) ?? PITCH_WIDENING[voice.engine] ?? 1;
}

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

/** The language without its region or accent: `en` for en-US, en-GB and en-GB-scotland. */
function family(language: string): string {
  return language.split('-')[0]!;
}

/**
 * The engine as the product offers it: voices ranked by `rankVoices`, those that fail the measured bar
 * (`isOfferedVoice`) moved out of the list but still spoken by id, and espeak's intonation widened.
 */
export function createCatalogueEngine(engine: TtsEngine): TtsEngine {
  const ranked = rankVoices(engine.voices());
  // A machine without Festival and Flite still speaks English, with espeak: the bar applies to a language
  // (English, all its accents) only where some voice of it passes.
  const passing = new Set(ranked.filter((voice) => isOfferedVoice(voice.id)).map((voice) => family(voice.language)));
  const isOffered = (voice: TtsVoice) => isOfferedVoice(voice.id) || !passing.has(family(voice.language));
  const offered = ranked.filter(isOffered);
  const unlisted = ranked.filter((voice) => !isOffered(voice));
  const widening = new Map(ranked.map((voice) => [voice.id, pitchWidening(voice)]));
  return {
    voices: () => [...offered],
    unlistedVoices: () => [...unlisted],
    async synthesize(text: string, voiceId: string, options?: SpeechOptions): Promise<Pcm> {
      return widenPitchRange(await engine.synthesize(text, voiceId, options), widening.get(voiceId) ?? 1);
    },
    hasVoice: (voiceId) => engineHasVoice(engine, voiceId),
  };
}
