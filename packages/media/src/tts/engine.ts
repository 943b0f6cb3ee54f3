import type { Pcm } from '../audio/pcm';
import { InvalidSpeechOptionError } from './errors';

/**
 * The speech capability. The offline espeak-ng engine implements it; remote engines (an HTTP engine,
 * an OpenAI-compatible endpoint) implement the same interface and register their own voices.
 */
export interface TtsEngine {
  voices(): TtsVoice[];
  /** Speaks one utterance. Pause tokens are not interpreted here: scripts go through `synthesizeScript`. */
  synthesize(text: string, voiceId: string, options?: SpeechOptions): Promise<Pcm>;
  /** For engines that speak voices not in `voices()` (users' clones); without it, `voices()` decides. */
  hasVoice?(voiceId: string): Promise<boolean>;
  /** Voices the catalogue no longer offers (catalogue-engine.ts) but still speaks for what was made with them. */
  unlistedVoices?(): TtsVoice[];
}

export async function engineHasVoice(engine: TtsEngine, voiceId: string): Promise<boolean> {
  return engine.hasVoice ? engine.hasVoice(voiceId) : engine.voices().some((voice) => voice.id === voiceId);
}

/** `remote` is any configured speech server (http-engine.ts); festival and flite run Debian's programs. */
export type TtsEngineName = 'espeak' | 'festival' | 'flite' | 'remote';
/**
 * How well an offline recogniser understands the voice on held-out English (voice-quality.ts has the
 * measured numbers and thresholds): clear, good or basic.
 */
export type VoiceQuality = 'clear' | 'good' | 'basic';
export type VoiceGender = 'female' | 'male';
export const AGE_GROUPS = ['children', 'young', 'middle-aged', 'old'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const VOICE_STYLES = [
  'narration',
  'news',
  'friendly',
  'calm',
  'energetic',
  'advertising',
  'storytelling',
] as const;
export type VoiceStyle = (typeof VOICE_STYLES)[number];

export interface TtsVoice {
  /** Stable across releases: stored in users' projects. `<engine>:<language>:<timbre>`. */
  id: string;
  engine: TtsEngineName;
  /** A first name that fits the language, shown to users instead of the technical id. */
  name: string;
  /** BCP-47, e.g. 'en-US', 'zh-CN', 'pt-BR'. */
  language: string;
  /** In English, e.g. 'English (United States)'. */
  languageName: string;
  gender: VoiceGender;
  ageGroup: AgeGroup;
  styles: VoiceStyle[];
  memberOnly: boolean;
  /** Measured intelligibility; absent where nothing measures it (languages the recogniser lacks, remote voices). */
  quality?: VoiceQuality;
}

/** Multipliers of the voice's own manner: 1 is the voice as designed. */
export interface SpeechOptions {
  rate: number;
  pitch: number;
  volume: number;
}

export const DEFAULT_SPEECH_OPTIONS: SpeechOptions = { rate: 1, pitch: 1, volume: 1 };

export const SPEECH_OPTION_RANGES: Record<keyof SpeechOptions, { min: number; max: number }> = {
  rate: { min: 0.5, max: 2 },
  pitch: { min: 0.5, max: 2 },
  volume: { min: 0, max: 2 },
};

export function assertSpeechOptions(options: SpeechOptions): void {
  for (const option of Object.keys(SPEECH_OPTION_RANGES) as (keyof SpeechOptions)[]) {
    const range = SPEECH_OPTION_RANGES[option];
    const value = options[option];
    if (!Number.isFinite(value) || value < range.min || value > range.max) {
      throw new InvalidSpeechOptionError(option, value, range);
    }
  }
}

/** Letters or digits: text without them (punctuation, symbols, blanks) has nothing to say. */
export function isSpeakable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
