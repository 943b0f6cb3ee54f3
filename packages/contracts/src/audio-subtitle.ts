import { z } from 'zod';
import { API_BASE } from './constants';
import { ZAudioFileRef } from './file';
/** Replies, error codes and client rules for these endpoints: docs/api.md, section "Audio to subtitles (#6)". */

/** Audio to subtitle (SPEC 7 "Templates, subtitles, emotions"), plus the history and downloads the screen needs. */
export const AudioSubtitleApi = {
  /** GET: the languages this installation can make subtitles in, and which of them need the spoken text. */
  getSupportLanguage: '/voice/v1/audioToSubtitle/getSupportLanguage',
  asyncAudioToSubtitle: '/voice/v1/audioToSubtitle/asyncAudioToSubtitle',
  /** GET, param id */
  getAudioToSubtitleResult: '/voice/v1/audioToSubtitle/getAudioToSubtitleResult',
  editAudioToSubtitle: '/voice/v1/audioToSubtitle/editAudioToSubtitle',
  list: '/voice/v1/audioToSubtitle/list',
  delete: '/voice/v1/audioToSubtitle/delete',
  /** GET, params id and format (srt or vtt): the subtitle file itself, not the envelope. */
  export: '/voice/v1/audioToSubtitle/export',
} as const;

/** SPEC 5 audio upload length and size; this tool also takes WAV and M4A besides MP3. */
export const SUBTITLE_AUDIO = {
  formats: ['mp3', 'wav', 'm4a'],
  minSec: 3,
  maxSec: 600,
  maxBytes: 50 * 1024 * 1024,
} as const;
/** The longest known text: ten minutes of fast speech is well under it. */
export const SUBTITLE_TEXT_MAX_CHARS = 20000;
export const SUBTITLE_CUE_MAX_CHARS = 500;
export const SUBTITLE_MAX_CUES = 2000;
export const SUBTITLE_FORMATS = ['srt', 'vtt'] as const;
export type TSubtitleFormat = (typeof SUBTITLE_FORMATS)[number];

/** How the subtitles were made: aligning the given text, or recognising speech (pocketsphinx, Whisper endpoint). */
export const SUBTITLE_ENGINES = ['alignment', 'pocketsphinx', 'whisper'] as const;
export type TSubtitleEngine = (typeof SUBTITLE_ENGINES)[number];

export interface TSubtitleLanguage {
  code: string;
  name: string;
  nativeName: string;
  /** The engines that work for this language here, best first. */
  engines: TSubtitleEngine[];
  /** Only alignment works: the spoken text must be given. */
  needsText: boolean;
}

export interface TSubtitleCue {
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
  text: string;
}

export interface TAudioSubtitleSummary {
  id: number;
  taskName: string;
  /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
  status: number;
  /** 0-100 while the subtitles are being made. */
  progress: number;
  language: string;
  engine: TSubtitleEngine;
  durationSec: number | null;
  cueCount: number;
  /** Why it failed, in the caller's language. */
  failMessage: string | null;
  audioFileId: number;
  /** The uploaded audio, for the player (the download endpoint, session cookie). */
  audioUrl: string;
  createTime: string;
  updateTime: string;
  finishTime: string | null;
}

export interface TAudioSubtitleTask extends TAudioSubtitleSummary {
  knownText: string | null;
  cues: TSubtitleCue[];
}

export const ZAudioToSubtitleRequest = z.object({
  fileId: ZAudioFileRef,
  language: z.string().min(2).max(20),
  /** What is said, when known: the subtitles then carry exactly this text, timed to the audio. */
  text: z.string().trim().max(SUBTITLE_TEXT_MAX_CHARS).optional(),
  taskName: z.string().trim().min(1).max(100).optional(),
});
export type TAudioToSubtitleRequest = z.input<typeof ZAudioToSubtitleRequest>;

export const ZSubtitleIdQuery = z.object({ id: z.coerce.number().int().positive() });

export const ZSubtitleCue = z.object({
  start: z.number().min(0),
  end: z.number().min(0),
  text: z.string().trim().min(1).max(SUBTITLE_CUE_MAX_CHARS),
});
export const ZEditAudioToSubtitleRequest = z.object({
  id: z.number().int().positive(),
  cues: z.array(ZSubtitleCue).max(SUBTITLE_MAX_CUES),
  taskName: z.string().trim().min(1).max(100).optional(),
});
export type TEditAudioToSubtitleRequest = z.input<typeof ZEditAudioToSubtitleRequest>;

export const ZAudioSubtitleListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
  ids: z.array(z.number().int().positive()).max(200).optional(),
});
export type TAudioSubtitleListRequest = z.input<typeof ZAudioSubtitleListRequest>;

export const ZAudioSubtitleDeleteRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) });

export const ZSubtitleExportQuery = z.object({
  id: z.coerce.number().int().positive(),
  format: z.enum(SUBTITLE_FORMATS).default('srt'),
});

export function subtitleExportUrl(id: number, format: TSubtitleFormat): string {
  return `${API_BASE}${AudioSubtitleApi.export}?id=${id}&format=${format}`;
}
