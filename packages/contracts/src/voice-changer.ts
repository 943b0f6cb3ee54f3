import { z } from 'zod';
import { ZAudioFileRef } from './file';
/** Replies, error codes and client rules for these endpoints: docs/api.md, section "Voice changer (#6)". */

/** Voice changer endpoints (SPEC 7 "Voices": voiceChanger list and save). */
export const VoiceChangerApi = {
  /** GET: the presets, the slider ranges and the input limits. */
  presets: '/voice/v1/voiceChanger/presets',
  list: '/voice/v1/voiceChanger/list',
  save: '/voice/v1/voiceChanger/save',
  /** GET, param id */
  detail: '/voice/v1/voiceChanger/detail',
  delete: '/voice/v1/voiceChanger/delete',
} as const;

/** SPEC 1 / issue #6: six voices and a free pitch/formant setting. */
export const VOICE_CHANGE_PRESETS = ['deeper', 'higher', 'child', 'elderly', 'robot', 'radio', 'custom'] as const;
export type TVoiceChangePreset = (typeof VOICE_CHANGE_PRESETS)[number];

/** Slider ranges of the custom setting, in semitones. */
export const VOICE_CHANGE_PITCH_RANGE = { min: -12, max: 12 } as const;
export const VOICE_CHANGE_FORMANT_RANGE = { min: -6, max: 6 } as const;

/** SPEC 9: recordings up to 10 minutes; uploads up to 50 MB like every audio upload (SPEC 5). */
export const VOICE_CHANGE_INPUT = {
  minSec: 3,
  maxSec: 600,
  maxBytes: 50 * 1024 * 1024,
  /** Told apart by content; the browser recorder hands over WAV. */
  formats: ['mp3', 'wav', 'm4a'],
} as const;

export const ZSaveVoiceChangeRequest = z.object({
  /** A file uploaded with source FileSource.AudioInput (8). */
  fileId: ZAudioFileRef,
  taskName: z.string().trim().min(1).max(100).optional(),
  preset: z.enum(VOICE_CHANGE_PRESETS),
  pitchSemitones: z.number().min(VOICE_CHANGE_PITCH_RANGE.min).max(VOICE_CHANGE_PITCH_RANGE.max).default(0),
  formantSemitones: z.number().min(VOICE_CHANGE_FORMANT_RANGE.min).max(VOICE_CHANGE_FORMANT_RANGE.max).default(0),
});
export type TSaveVoiceChangeRequest = z.input<typeof ZSaveVoiceChangeRequest>;

export const ZVoiceChangeListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(9999).default(20),
  /** Polling by ids, as the video list does. */
  ids: z.array(z.number().int().positive()).max(500).optional(),
});
export type TVoiceChangeListRequest = z.input<typeof ZVoiceChangeListRequest>;
export const ZVoiceChangeIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZVoiceChangeDeleteRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) });

export interface TVoiceChangeTask {
  id: number;
  taskName: string;
  /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
  taskStatusTypeId: number;
  preset: TVoiceChangePreset;
  pitchSemitones: number;
  formantSemitones: number;
  sourceFileId: number;
  sourceFileName: string;
  sourceFileUrl: string;
  durationSec: number | null;
  resultFileId: number | null;
  resultFileUrl: string | null;
  /** Why the change failed, in the request's language. */
  failMessage: string | null;
  createTime: string;
  finishTime: string | null;
}

export interface TVoiceChangePresetInfo {
  preset: TVoiceChangePreset;
  /** What the preset does to the pitch and formants, in semitones (0 for the effect presets). */
  pitchSemitones: number;
  formantSemitones: number;
}

export interface TVoiceChangePresets {
  presets: TVoiceChangePresetInfo[];
  pitchRange: { min: number; max: number };
  formantRange: { min: number; max: number };
  input: { minSec: number; maxSec: number; maxBytes: number; formats: readonly string[] };
  /** The voice changer costs no K-coins. */
  isFree: true;
}
