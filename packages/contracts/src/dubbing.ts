import { z } from 'zod';
import { estimateScriptSeconds, scriptLength } from './avatar-video';
import { Price, type TFreeUses } from './money';
/** Replies, error codes and client rules for these endpoints: docs/api.md, section "Dubbing (#6)". */

/** Text-to-speech dubbing endpoints (SPEC 7 "Voices"; the history is the /my text-to-speech tab). */
export const DubbingApi = {
  /** Submits a dubbing: holds its K-coins and queues it. */
  textToSpeech: '/voice/v1/voice/textToSpeech',
  /** Whether this text can be submitted now, and what it would cost. */
  queryCanSaveText2SpeechTask: '/voice/v1/voice/queryCanSaveText2SpeechTask',
  /** Re-cuts a finished dubbing's subtitle lines for a font size and writes a new SRT. */
  updateSubtitleByFontSize: '/voice/v1/voice/updateSubtitleByFontSize',
  list: '/voice/v1/text2speech/list',
  /** GET, param id */
  detail: '/voice/v1/text2speech/detail',
  delete: '/voice/v1/text2speech/delete',
} as const;

/** SPEC 9: dubbing costs 18 K-coins per minute; a started minute counts whole. */
export function dubbingCostFor(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60)) * Price.dubbingKcoinPerMinute;
}

/** Paragraphs of one dubbing; each has its own voice. */
export const DUBBING_MAX_PARAGRAPHS = 200;
/** What any plan may submit at once; plans set lower limits (`scriptCharacterLimit`). */
export const DUBBING_MAX_CHARS = 20000;
/** Font sizes the subtitle re-cut accepts, in video pixels. */
export const SUBTITLE_FONT_SIZE = { min: 12, max: 160, default: 48 } as const;

export const ZDubbingParagraph = z.object({
  /** The paragraph's text; may hold `[pause 1.5s]` tokens. */
  content: z.string().max(DUBBING_MAX_CHARS),
  voiceId: z.string().min(1).max(80),
  /** 1 is the voice as designed; 0.5 to 2. */
  speakRate: z.number().min(0.5).max(2).default(1),
  speakPitch: z.number().min(0.5).max(2).default(1),
  volume: z.number().min(0).max(2).default(1),
});
export type TDubbingParagraph = z.input<typeof ZDubbingParagraph>;

export const ZDubbingQuoteRequest = z.object({
  /** BCP-47 code of the dubbing's language, as the voice list gives it. */
  language: z.string().min(2).max(20),
  paragraphs: z.array(ZDubbingParagraph).min(1).max(DUBBING_MAX_PARAGRAPHS),
});
export type TDubbingQuoteRequest = z.input<typeof ZDubbingQuoteRequest>;

export const ZTextToSpeechRequest = ZDubbingQuoteRequest.extend({
  taskName: z.string().trim().min(1).max(100),
});
export type TTextToSpeechRequest = z.input<typeof ZTextToSpeechRequest>;

export const ZUpdateSubtitleByFontSizeRequest = z.object({
  id: z.number().int().positive(),
  fontSize: z.number().int().min(SUBTITLE_FONT_SIZE.min).max(SUBTITLE_FONT_SIZE.max),
  /** Width of the video the subtitles go on, in pixels (1920 for 16:9 full HD). */
  videoWidth: z.number().int().min(240).max(7680).default(1920),
});
export type TUpdateSubtitleByFontSizeRequest = z.input<typeof ZUpdateSubtitleByFontSizeRequest>;

export const ZDubbingListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
  /** Polls these dubbings only. */
  ids: z.array(z.number().int().positive()).max(100).optional(),
});
export const ZDubbingIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZDubbingDeleteRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });

/** Why a dubbing cannot be submitted now; the web app shows the matching prompt. */
export const DUBBING_BLOCKS = ['characterLimit', 'balance', 'busy'] as const;
export type TDubbingBlock = (typeof DUBBING_BLOCKS)[number];

export interface TDubbingQuote {
  canSave: boolean;
  /** Set when `canSave` is false. */
  blockedBy: TDubbingBlock | null;
  characterCount: number;
  characterLimit: number;
  estimatedSeconds: number;
  /** K-coins held at submission: 0 when a free use pays for the dubbing, else `price`. */
  cost: number;
  /** The most the dubbing can cost; the finished audio costs 18 per started minute of its real length. */
  price: number;
  /** A free use of the free plan pays for this dubbing. */
  isTrial: boolean;
  freeUses: TFreeUses;
  /** Spendable K-coins (held ones left out). */
  balance: number;
  processing: number;
  concurrentLimit: number;
}

export interface TDubbingTask {
  id: number;
  taskName: string;
  /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
  taskStatusTypeId: number;
  progress: number;
  language: string;
  paragraphs: Required<TDubbingParagraph>[];
  characterCount: number;
  estimatedSeconds: number;
  /** K-coins held while generating, then what the real length cost (never more than quoted); 0 on a free use. */
  costKcoins: number;
  /** A free use of the free plan paid for this dubbing. */
  isFreeUse: boolean;
  /** Length of the MP3 in seconds, once finished. */
  fileDuration: number | null;
  audioFileId: number | null;
  audioUrl: string | null;
  subtitleFileId: number | null;
  subtitleUrl: string | null;
  subtitleFontSize: number | null;
  /** Why it failed, in the request's language. */
  failReason: string | null;
  createTime: string;
  updateTime: string;
}

/** All paragraphs' characters that count against the plan: code points, pause tokens left out. */
export function dubbingCharacterCount(paragraphs: readonly { content: string }[]): number {
  return paragraphs.reduce((sum, paragraph) => sum + scriptLength(paragraph.content), 0);
}

/** Seconds of audio the paragraphs will make, each at its own rate, with a paragraph gap between them. */
export function estimateDubbingSeconds(paragraphs: readonly { content: string; speakRate?: number }[]): number {
  const spoken = paragraphs.filter((paragraph) => paragraph.content.trim() !== '');
  const seconds = spoken.reduce(
    (sum, paragraph) => sum + estimateScriptSeconds(paragraph.content, paragraph.speakRate ?? 1),
    0,
  );
  return Math.max(1, Math.ceil(seconds + PARAGRAPH_GAP_SEC * Math.max(0, spoken.length - 1)));
}

const PARAGRAPH_GAP_SEC = 0.8;
