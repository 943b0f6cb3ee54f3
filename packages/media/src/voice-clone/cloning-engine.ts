import type { Pcm } from '../audio/pcm';
import {
  assertSpeechOptions,
  DEFAULT_SPEECH_OPTIONS,
  engineHasVoice,
  isSpeakable,
  type SpeechOptions,
  type TtsEngine,
  type TtsVoice,
} from '../tts/engine';
import { EmptyTextError, UnknownVoiceError } from '../tts/errors';
import { createEspeakEngine, type EspeakEngine } from '../tts/espeak';
import { CLONE_VOICE_PREFIX, type CloneProfile } from './clone-profile';
import type { CloneEngine } from './clone-engine';

export type CloneResolver = (voiceId: string) => Promise<{ profile: CloneProfile } | undefined>;

/** The speech engine plus users' clones: what the server hands to dubbing and avatar videos. */
export interface CloningTtsEngine extends TtsEngine {
  /** Catalogue voices and clones alike: clones are looked up with the resolver, so this is async. */
  hasVoice(voiceId: string): Promise<boolean>;
}

export interface CloningEngineOptions {
  /** Speaks offline profiles; by default a new engine (engines share the process's espeak threads). */
  espeak?: EspeakEngine;
  /** Speak remote profiles, matched on `profile.engine`. */
  remoteEngines?: readonly CloneEngine[];
}

/**
 * Speaks `clone:<id>` voices with their stored profile: offline profiles through espeak's custom
 * variants, remote ones through the clone engine that made them. Every other voice id goes to `base`
 * (espeak, or a composite of engines) unchanged. Clones are per user, so they are not in `voices()`;
 * `hasVoice` knows them, which is what `synthesizeScript` asks. Wrap it around the other engines,
 * not inside them.
 */
export function createCloningEngine(
  base: TtsEngine,
  resolve: CloneResolver,
  { espeak = createEspeakEngine(), remoteEngines = [] }: CloningEngineOptions = {},
): CloningTtsEngine {
  async function profileOf(voiceId: string): Promise<CloneProfile> {
    const found = await resolve(voiceId);
    if (!found) throw new UnknownVoiceError(voiceId);
    return found.profile;
  }

  return {
    voices: (): TtsVoice[] => base.voices(),
    unlistedVoices: (): TtsVoice[] => base.unlistedVoices?.() ?? [],

    async hasVoice(voiceId: string): Promise<boolean> {
      if (!voiceId.startsWith(CLONE_VOICE_PREFIX)) return engineHasVoice(base, voiceId);
      return (await resolve(voiceId)) !== undefined;
    },

    async synthesize(text: string, voiceId: string, options: SpeechOptions = DEFAULT_SPEECH_OPTIONS): Promise<Pcm> {
      if (!voiceId.startsWith(CLONE_VOICE_PREFIX)) return base.synthesize(text, voiceId, options);
      assertSpeechOptions(options);
      const profile = await profileOf(voiceId);
      if (!isSpeakable(text)) throw new EmptyTextError();
      if (profile.kind === 'espeak') return espeak.synthesizeCustom(text, profile.voice, options);
      const engine = remoteEngines.find((candidate) => candidate.name === profile.engine);
      if (!engine) throw new UnknownVoiceError(voiceId);
      return engine.synthesize(text, profile, options);
    },
  };
}
