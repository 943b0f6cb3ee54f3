import type { Pcm } from '../audio/pcm';
import { engineHasVoice, type SpeechOptions, type TtsEngine, type TtsVoice } from './engine';

/**
 * Several engines as one catalogue: `synthesize` goes to the engine that lists the voice. A voice no
 * engine lists goes to the first engine, which either knows it anyway (voices made per user, such as
 * clones, are never in a static list) or refuses it with its usual UnknownVoiceError.
 */
export function createCompositeEngine(engines: readonly TtsEngine[]): TtsEngine {
  const [primary] = engines;
  if (!primary) throw new Error('a composite speech engine needs at least one engine');
  const ownerOf = new Map<string, TtsEngine>();
  const catalogue: TtsVoice[] = [];
  for (const engine of engines) {
    for (const voice of engine.voices()) {
      if (ownerOf.has(voice.id)) throw new Error(`two speech engines list the voice '${voice.id}'`);
      ownerOf.set(voice.id, engine);
      catalogue.push(voice);
    }
  }
  return {
    voices: () => [...catalogue],
    synthesize: (text: string, voiceId: string, options?: SpeechOptions): Promise<Pcm> =>
      (ownerOf.get(voiceId) ?? primary).synthesize(text, voiceId, options),
    hasVoice: async (voiceId: string) => ownerOf.has(voiceId) || engineHasVoice(primary, voiceId),
  };
}
