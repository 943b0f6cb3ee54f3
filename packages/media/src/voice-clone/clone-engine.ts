import type { Pcm } from '../audio/pcm';
import { DEFAULT_SPEECH_OPTIONS, type SpeechOptions, type VoiceGender } from '../tts/engine';
import { createEspeakEngine, type EspeakEngine } from '../tts/espeak';
import { analyseVoice, type VoiceAnalysis } from './analyse-voice';
import { buildCloneProfile, type CloneProfile } from './clone-profile';

export interface CloneRequest {
  /** A catalogue language code, e.g. 'en-US'. */
  language: string;
  gender: VoiceGender;
  /** The user's title for the voice, for servers that keep one. */
  name?: string;
  /** `analyseVoice(sample)` when the caller has it already (inspectVoiceSample returns it). */
  analysis?: VoiceAnalysis;
}

/**
 * Makes a voice from a checked sample and speaks with it. The offline engine builds an espeak
 * profile; a deployment with a neural cloning server plugs `createHttpCloneEngine` in (protocol in
 * docs/engines.md). What `create` returns is stored as it is and handed back to `synthesize`, and
 * to `createCloningEngine` for dubbing and avatar videos.
 */
export interface CloneEngine {
  /** Stored in remote profiles as `engine`, to find the engine that speaks them again. */
  readonly name: string;
  create(sample: Pcm, request: CloneRequest): Promise<CloneProfile>;
  synthesize(text: string, profile: CloneProfile, options?: SpeechOptions): Promise<Pcm>;
  /** Lets the engine forget a voice; the offline engine holds nothing. */
  remove(profile: CloneProfile): Promise<void>;
}

export class CloneEngineMismatchError extends Error {
  constructor(engine: string, profile: CloneProfile) {
    super(`the ${engine} clone engine cannot speak a ${profile.kind === 'remote' ? profile.engine : 'offline'} clone`);
    this.name = 'CloneEngineMismatchError';
  }
}

export const OFFLINE_CLONE_ENGINE_NAME = 'offline';

export function createOfflineCloneEngine(espeak: EspeakEngine = createEspeakEngine()): CloneEngine {
  return {
    name: OFFLINE_CLONE_ENGINE_NAME,
    create: (sample, request) => buildCloneProfile(request.analysis ?? analyseVoice(sample), request, espeak),
    async synthesize(text, profile, options = DEFAULT_SPEECH_OPTIONS) {
      if (profile.kind !== 'espeak') throw new CloneEngineMismatchError(OFFLINE_CLONE_ENGINE_NAME, profile);
      return espeak.synthesizeCustom(text, profile.voice, options);
    },
    remove: () => Promise.resolve(),
  };
}
