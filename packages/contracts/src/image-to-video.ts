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
  /** POST { current, size }: the user's text-to-video clips, newest first. */
  listImageToVideoNew: '/imageToVideo/v1/listImageToVideoNew',
  /** POST { id, name? }: keeps a finished clip among the uploaded video backgrounds; answers the kept file. */
  saveAiCharacterVideo: '/imageToVideo/v1/saveAiCharacterVideo',
  /** GET ?ratio: pictures to start from (our own painted scenes), each with a prompt in the reader's language. */
  getTemplateImage: '/imageToVideo/v1/getTemplateImage',
  /** GET ?id: a template picture itself (JPEG), public like the built-in backgrounds. */
  templateImage: '/imageToVideo/v1/templateImage',
  /** POST { templateId }: copies a template picture into the user's files, for submitImageToVideo. Free. */
  getCopyFile: '/imageToVideo/v1/getCopyFile',
  /** POST { prompt, ratio }: a picture made from a prompt, to be filmed (video art). */
  aiImageSubmit: '/videoArt/v1/aiImage/submit',
  /** POST { current, size }: the user's video art pictures, newest first. */
  aiImageList: '/videoArt/v1/aiImage/list',
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
const ZPageRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
});
/** Without `kind`, clips of both kinds (the project centre). */
export const ZVideoGenListRequest = ZPageRequest.extend({ kind: z.enum(['image', 'text']).optional() });
export const ZVideoGenPageRequest = ZPageRequest;
export const ZVideoGenSaveRequest = z.object({
  id: z.number().int().positive(),
  /** The name the clip is kept under; `video-<id>.mp4` without one. */
  name: z.string().trim().min(1).max(200).optional(),
});
export type TVideoGenSaveRequest = z.input<typeof ZVideoGenSaveRequest>;
export const ZVideoGenRatioQuery = z.object({ ratio: z.enum(VIDEO_GEN_RATIOS).default('16:9') });
export const ZVideoGenTemplateIdQuery = z.object({ id: z.string().min(1).max(100) });
export const ZVideoGenCopyFileRequest = z.object({ templateId: z.string().min(1).max(100) });
export type TVideoGenCopyFileRequest = z.input<typeof ZVideoGenCopyFileRequest>;
export const ZVideoArtImageRequest = z.object({
  prompt: z.string().trim().min(1).max(VIDEO_GEN_INPUT.maxPromptLength),
  ratio: z.enum(VIDEO_GEN_RATIOS).default('16:9'),
});
export type TVideoArtImageRequest = z.input<typeof ZVideoArtImageRequest>;

/** The size of a template or video art picture for each ratio: the clip's 720p frame or more. */
export const VIDEO_ART_SIZES: Readonly<Record<TVideoGenRatio, { width: number; height: number }>> = {
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
  '1:1': { width: 1024, height: 1024 },
};
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

/** A picture to start a clip from; `getCopyFile` with its id makes it the user's own. */
export interface TVideoGenTemplateImage {
  /** The template and its ratio, e.g. 'podium-16x9'. */
  id: string;
  ratio: TVideoGenRatio;
  url: string;
  width: number;
  height: number;
  /** A prompt that suits the picture, in the reader's language. */
  prompt: string;
}

/** A video art picture: drawn from a painted scene offline ('composed'), by the image server otherwise. */
export interface TVideoArtImage {
  id: number;
  prompt: string;
  ratio: TVideoGenRatio;
  engine: TVideoGenEngineKind;
  /** The painted scene a composed picture shows; null for a generated one. */
  scene: string | null;
  /** The file reference submitImageToVideo takes. */
  fileId: number;
  fileUrl: string;
  width: number;
  height: number;
  costKcoins: number;
  isFreeUse: boolean;
  createTime: string;
}
