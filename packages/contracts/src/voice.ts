import { z } from 'zod';
import type { TMessageKey } from './messages';
/**
 * Replies, error codes and client rules for these endpoints: docs/api.md, sections "Avatar video studio (#5)"
 * and "Voice library (#6)".
 */

/** Voice endpoints (SPEC 7 "Voices"). */
export const VoiceApi = {
  /** GET */
  queryLanguage: '/voice/v1/voice/queryLanguage',
  queryVoicePageNew: '/voice/v1/voice/queryVoicePageNew',
  /** The same list for visitors, no login needed. */
  queryVoicePagePosNoLogin: '/voice/v1/voice/queryVoicePagePosNoLogin',
  queryRecentUseVoiceListNew: '/voice/v1/voice/queryRecentUseVoiceListNew',
  /** GET, param voiceId */
  queryVoiceDetailNew: '/voice/v1/voice/queryVoiceDetailNew',
  /** GET, param voiceId: the voice's sample as audio (public). */
  sample: '/voice/v1/voice/sample',
  /** Speaks the first 300 characters of a text; answers with audio, not the envelope. */
  audition: '/voice/v1/voice/audition',
} as const;

/** A user's saved voices (SPEC 7 "Saved voices"): a voice, the user's name for it and the manner they like it in. */
export const SavedVoiceApi = {
  /** POST ZSaveVoiceRequest -> TSavedVoice */
  save: '/voice/v1/savedVoice/save',
  /** POST -> TSavedVoice[], newest first */
  list: '/voice/v1/savedVoice/list',
  /** POST ZUpdateSavedVoiceRequest -> TSavedVoice */
  update: '/voice/v1/savedVoice/update',
  /** POST { id } */
  delete: '/voice/v1/savedVoice/delete',
} as const;

export const VOICE_STYLES = [
  'narration',
  'news',
  'friendly',
  'calm',
  'energetic',
  'advertising',
  'storytelling',
] as const;
export const AGE_GROUPS = ['children', 'young', 'middle-aged', 'old'] as const;

/** API-NOTES voice sources, with a code of our own for each offline engine. */
export const VoiceSource = {
  Espeak: 101,
  /** A voice cloned from a user's own recording: listed and usable only by its owner. */
  Clone: 102,
  /** A configured remote (cloud or self-hosted neural) speech engine. */
  Remote: 103,
  /** Festival with its HTS and diphone voices (Debian's festvox packages). */
  Festival: 104,
  /** Flite's built-in voices. */
  Flite: 105,
} as const;

/** The engine that speaks a voice, as voice cards name it; `clone` is a user's own voice. */
export const VOICE_ENGINES = ['espeak', 'festival', 'flite', 'remote', 'clone'] as const;
export type TVoiceEngine = (typeof VOICE_ENGINES)[number];

/**
 * How well an offline recogniser understands the voice on held-out English (docs/benchmarks.md, "Voices"):
 * clear at or below 20 % word error rate, good at or below 35 %, basic above.
 */
export const VOICE_QUALITIES = ['clear', 'good', 'basic'] as const;
export type TVoiceQuality = (typeof VOICE_QUALITIES)[number];

export interface TLanguage {
  code: string;
  name: string;
  nativeName: string;
  voiceCount: number;
}

export interface TVoice {
  voiceId: string;
  voiceName: string;
  voiceSource: number;
  language: string;
  languageName: string;
  gender: 'female' | 'male';
  ageGroup: (typeof AGE_GROUPS)[number];
  styles: string[];
  memberOnly: boolean;
  defaultVoiceUrl: string;
  engine: TVoiceEngine;
  /** Absent where nothing measured the voice (languages the recogniser lacks, remote voices, clones). */
  quality?: TVoiceQuality;
}

const m = (key: TMessageKey) => ({ message: key });

export const ZVoicePageRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
  language: z.string().max(20).optional(),
  gender: z.enum(['female', 'male']).optional(),
  ageGroup: z.enum(AGE_GROUPS).optional(),
  style: z.enum(VOICE_STYLES).optional(),
  keyword: z.string().trim().max(50).optional(),
  /** API-NOTES: 1 only the caller's own clones, 0 none of them; absent, both. */
  voiceClone: z.union([z.literal(0), z.literal(1)]).optional(),
  /** One VoiceSource code. */
  voiceSource: z.number().int().positive().optional(),
  /** true only member-only voices, false only the free ones. */
  memberOnly: z.boolean().optional(),
});
export type TVoicePageRequest = z.input<typeof ZVoicePageRequest>;
export const ZVoiceIdQuery = z.object({ voiceId: z.string().min(1).max(80) });
export const ZAuditionRequest = z.object({
  text: z.string().trim().min(1).max(20000),
  voiceId: z.string().min(1).max(80),
  speakRate: z.number().min(0.5).max(2).default(1),
  speakPitch: z.number().min(0.5).max(2).default(1),
  volume: z.number().min(0).max(2).default(1),
});
/** The manner ranges of SPEC 9, the same for auditions, saved voices and generation. */
export const SPEECH_MANNER_RANGES = {
  speakRate: { min: 0.5, max: 2 },
  speakPitch: { min: 0.5, max: 2 },
  volume: { min: 0, max: 2 },
} as const;
export const SAVED_VOICE_NAME_MAX = 40;
/** How many voices one user can keep saved. */
export const SAVED_VOICE_LIMIT = 200;

const mannerValue = (range: { min: number; max: number }) =>
  z.number().min(range.min, m('speechMannerOutOfRange')).max(range.max, m('speechMannerOutOfRange'));
const ZSavedVoiceName = z
  .string(m('savedVoiceNameRequired'))
  .trim()
  .min(1, m('savedVoiceNameRequired'))
  .max(SAVED_VOICE_NAME_MAX, m('savedVoiceNameTooLong'));

export const ZSaveVoiceRequest = z.object({
  voiceId: z.string().min(1).max(80),
  name: ZSavedVoiceName,
  speakRate: mannerValue(SPEECH_MANNER_RANGES.speakRate).default(1),
  speakPitch: mannerValue(SPEECH_MANNER_RANGES.speakPitch).default(1),
  volume: mannerValue(SPEECH_MANNER_RANGES.volume).default(1),
});
export type TSaveVoiceRequest = z.input<typeof ZSaveVoiceRequest>;

/** Renames a saved voice or changes its manner; fields left out keep their value. */
export const ZUpdateSavedVoiceRequest = z.object({
  id: z.number().int().positive(),
  name: ZSavedVoiceName.optional(),
  speakRate: mannerValue(SPEECH_MANNER_RANGES.speakRate).optional(),
  speakPitch: mannerValue(SPEECH_MANNER_RANGES.speakPitch).optional(),
  volume: mannerValue(SPEECH_MANNER_RANGES.volume).optional(),
});
export type TUpdateSavedVoiceRequest = z.input<typeof ZUpdateSavedVoiceRequest>;
export const ZSavedVoiceIdRequest = z.object({ id: z.number().int().positive() });

export interface TSavedVoice {
  id: number;
  voiceId: string;
  name: string;
  speakRate: number;
  speakPitch: number;
  volume: number;
  /** The voice as the catalogue lists it now; null once it is gone (an expired clone, an engine no longer configured). */
  voice: TVoice | null;
  createTime: string;
  updateTime: string;
}

/** SPEC 9: the audition covers the first 300 characters; pauses step by 0.5 s. */
export const AUDITION_CHARS = 300;
export const PAUSE_STEP_SEC = 0.5;
export const PAUSE_MAX_SEC = 10;
export function pauseToken(seconds: number): string {
  return `[pause ${seconds}s]`;
}
