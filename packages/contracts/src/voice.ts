import { z } from 'zod';
/** Replies, error codes and client rules for these endpoints: docs/api.md, section "Avatar video studio (#5)". */

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
} as const;

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
}

export const ZVoicePageRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
  language: z.string().max(20).optional(),
  gender: z.enum(['female', 'male']).optional(),
  ageGroup: z.enum(AGE_GROUPS).optional(),
  style: z.enum(VOICE_STYLES).optional(),
  keyword: z.string().trim().max(50).optional(),
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
/** SPEC 9: the audition covers the first 300 characters; pauses step by 0.5 s. */
export const AUDITION_CHARS = 300;
export const PAUSE_STEP_SEC = 0.5;
export const PAUSE_MAX_SEC = 10;
export function pauseToken(seconds: number): string {
  return `[pause ${seconds}s]`;
}
