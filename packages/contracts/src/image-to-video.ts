import { z } from 'zod';
import type { TLocale } from './constants';
import { ZFileRef } from './file';

/**
 * SPEC 7 "Video generation": image to video and text to video (docs/image-to-video.md). A submission makes one
 * 5-10 s clip; it runs as a job the page polls. `submitImageToVideoNew` is the text-to-video submit.
 */
export const ImageToVideoApi = {
  /** GET: what this installation does (composes or generates), the limits, the price and prompts to start from. */
  getPromptWord: '/imageToVideo/v1/getPromptWord',
  /** GET ?size: prompt templates drawn at random, in the reader's language (the video art page's dice). */
  randomPromptTemplates: '/videoArt/v1/randomPromptTemplates',
  /** POST: a clip from one or several of the user's pictures and a prompt. */
  submitImageToVideo: '/imageToVideo/v1/submitImageToVideo',
  /** POST: a clip from a few sentences, optionally narrated and subtitled (text to video). */
  submitImageToVideoNew: '/imageToVideo/v1/submitImageToVideoNew',
  /** GET ?id: one clip with its progress and, once done, its video and thumbnail. */
  getImageToVideoDetail: '/imageToVideo/v1/getImageToVideoDetail',
  /** POST { current, size }: the user's clips, newest first. */
  listImageToVideo: '/imageToVideo/v1/listImageToVideo',
  /** POST { ids }: deletes clips; one still being made gives its K-coins back. */
  deleteImageToVideo: '/imageToVideo/v1/deleteImageToVideo',
} as const;

export const VIDEO_GEN_RATIOS = ['16:9', '9:16', '1:1'] as const;
export type TVideoGenRatio = (typeof VIDEO_GEN_RATIOS)[number];

/** SPEC 5 pictures for image to video: JPEG, PNG or WEBP of at most 10 MB, 300 px or more a side. */
export const VIDEO_GEN_INPUT = {
  maxImages: 4,
  maxBytes: 10 * 1024 * 1024,
  minPx: 300,
  minDurationSec: 5,
  maxDurationSec: 10,
  maxPromptLength: 500,
  maxTextLength: 600,
} as const;

/** 'composed' films the user's pictures with camera moves; 'generated' is a generative model (VIDEO_ENGINE_URL). */
export type TVideoGenEngineKind = 'composed' | 'generated';
export type TVideoGenKind = 'image' | 'text';

const ZDuration = z.number().int().min(VIDEO_GEN_INPUT.minDurationSec).max(VIDEO_GEN_INPUT.maxDurationSec).default(5);

export const ZImageToVideoRequest = z.object({
  imageFileIds: z.array(ZFileRef).min(1).max(VIDEO_GEN_INPUT.maxImages),
  prompt: z.string().trim().max(VIDEO_GEN_INPUT.maxPromptLength).default(''),
  ratio: z.enum(VIDEO_GEN_RATIOS).default('16:9'),
  durationSec: ZDuration,
});
export type TImageToVideoRequest = z.input<typeof ZImageToVideoRequest>;

export const ZTextToVideoRequest = z.object({
  text: z.string().trim().min(1).max(VIDEO_GEN_INPUT.maxTextLength),
  ratio: z.enum(VIDEO_GEN_RATIOS).default('16:9'),
  durationSec: ZDuration,
  /** A voice of the voice library that speaks the text; silent without one. */
  voiceId: z.string().min(1).max(200).optional(),
  /** Burns the spoken words in as subtitles (with a voice only). */
  hasSubtitles: z.boolean().default(false),
});
export type TTextToVideoRequest = z.input<typeof ZTextToVideoRequest>;

export const ZVideoGenIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZVideoGenTemplatesQuery = z.object({ size: z.coerce.number().int().min(1).max(10).default(3) });
export const ZVideoGenListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
});
export const ZVideoGenDeleteRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });

export interface TVideoGenTask {
  id: number;
  kind: TVideoGenKind;
  /** The prompt of image to video, the text of text to video. */
  prompt: string;
  ratio: TVideoGenRatio;
  durationSec: number;
  imageFileIds: number[];
  voiceId: string | null;
  hasSubtitles: boolean;
  engine: TVideoGenEngineKind;
  /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
  taskStatusTypeId: number;
  progress: number;
  targetFileId: number | null;
  targetFileUrl: string | null;
  targetFileThumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  /** K-coins held while making, then charged once the clip is stored; 0 on a free use. */
  costKcoins: number;
  isFreeUse: boolean;
  /** Why it failed, in the request's language. */
  failReason: string | null;
  createTime: string;
  updateTime: string;
}

export interface TVideoGenDefaults {
  engine: TVideoGenEngineKind;
  input: typeof VIDEO_GEN_INPUT;
  ratios: readonly TVideoGenRatio[];
  /** K-coins a clip costs when no free use pays for it. */
  price: number;
  /** Prompts to start from, in the request's language. */
  promptWords: string[];
}

export interface TVideoGenTemplates {
  locale: TLocale;
  templates: string[];
}
