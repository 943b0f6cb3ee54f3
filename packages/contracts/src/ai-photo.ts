import { z } from 'zod';
import type { TLocale } from './constants';
import { ZFileRef } from './file';
import type { TFreeUses } from './money';

/**
 * SPEC 7 "AI photo": product photos and images made from a prompt and up to three reference pictures
 * (docs/image-generator.md). One request makes four variants; it runs as a job the page polls.
 */
export const AiPhotoApi = {
  /** GET ?size: keywords to add to a prompt, drawn at random from the scenes this installation knows. */
  queryKeywordsRandomList: '/aiPhoto/v1/queryKeywordsRandomList',
  /** POST: a request for four images; answers the queued request. */
  generateAiPhotoV3: '/aiPhoto/v3/generateAiPhotoV3',
  /** GET ?id: one request with its progress and, once done, its images. */
  queryAiPhotoStatus: '/aiPhoto/v1/queryAiPhotoStatus',
  /** POST { current, size }: the user's requests, newest first. */
  queryAiPhoto: '/aiPhoto/v1/queryAiPhoto',
  /** GET: what this installation does (composes or generates), the upload rules and sample prompts. */
  queryAiPhotoDefault: '/aiPhoto/v1/queryAiPhotoDefault',
  /** POST { imageId }: keeps one image among the user's uploads (the project centre's uploads tab). */
  saveAiPhotoNew: '/aiPhoto/v1/saveAiPhotoNew',
  /** GET: what the next request would cost and whether it is allowed. */
  queryGenerateAiPhotoNum: '/aiPhoto/v1/queryGenerateAiPhotoNum',
  /** GET: the user's requests still being made. */
  queryGenerateAiPhotoIng: '/aiPhoto/v1/queryGenerateAiPhotoIng',
  /** GET ?imageId: the stored file of one image, to download or reuse. */
  queryAiPhotoFileId: '/aiPhoto/v1/queryAiPhotoFileId',
  /** POST { imageId }: turns one image into a talking photo (its face is analysed as any portrait's). */
  queryAiPhotoDigitalHuman: '/aiPhoto/v1/queryAiPhotoDigitalHuman',
  /** POST { ids }: deletes requests; one still being made gives its K-coins back. */
  deleteAiPhoto: '/aiPhoto/v1/deleteAiPhoto',
} as const;

/**
 * SPEC 5 AI image reference images: JPEG, PNG or WEBP, 300 to 6000 px, aspect ratio 0.3 to 3. The product
 * mode takes up to 3 pictures of at most 5 MB (the other mode of SPEC 5, 10 pictures of 10 MB, is not offered).
 */
export const AI_PHOTO_INPUT = {
  maxReferences: 3,
  maxBytes: 5 * 1024 * 1024,
  minPx: 300,
  maxPx: 6000,
  minAspect: 0.3,
  maxAspect: 3,
  formats: ['jpg', 'png', 'webp'],
  maxPromptLength: 500,
} as const;

/** Images one request makes. */
export const AI_PHOTO_VARIANTS = 4;

export const AI_PHOTO_SIZES = ['1024x1024', '768x1024', '1024x768'] as const;
export type TAiPhotoSize = (typeof AI_PHOTO_SIZES)[number];

/**
 * How this installation makes images: 'composed' cuts the user's product out and places it into drawn
 * scenes (no reference, no image); 'generated' is a generative model behind IMAGE_ENGINE_URL.
 */
export type TAiPhotoEngineKind = 'composed' | 'generated';

export const ZAiPhotoGenerateRequest = z.object({
  prompt: z.string().trim().max(AI_PHOTO_INPUT.maxPromptLength).default(''),
  referenceFileIds: z.array(ZFileRef).max(AI_PHOTO_INPUT.maxReferences).default([]),
  size: z.enum(AI_PHOTO_SIZES).default('1024x1024'),
});
export type TAiPhotoGenerateRequest = z.input<typeof ZAiPhotoGenerateRequest>;

export const ZAiPhotoIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZAiPhotoImageQuery = z.object({ imageId: z.coerce.number().int().positive() });
export const ZAiPhotoImageRequest = z.object({ imageId: z.number().int().positive() });
export const ZAiPhotoKeywordsQuery = z.object({ size: z.coerce.number().int().min(1).max(30).default(8) });
export const ZAiPhotoListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
});
export const ZAiPhotoDeleteRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });

export interface TAiPhotoImage {
  /** The image's own id, for saveAiPhotoNew, queryAiPhotoFileId and queryAiPhotoDigitalHuman. */
  id: number;
  fileId: number;
  fileUrl: string;
  width: number;
  height: number;
  /** The scene a composed image was placed in, by its key (names are in the web app's catalogue). */
  scene: string | null;
  /** Kept among the uploads with saveAiPhotoNew. */
  isSaved: boolean;
}

export interface TAiPhotoTask {
  id: number;
  prompt: string;
  size: TAiPhotoSize;
  referenceFileIds: number[];
  engine: TAiPhotoEngineKind;
  /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
  taskStatusTypeId: number;
  progress: number;
  images: TAiPhotoImage[];
  /** K-coins held while making, then charged once the images are stored; 0 on a free use. */
  costKcoins: number;
  isFreeUse: boolean;
  /** Why it failed, in the request's language. */
  failReason: string | null;
  createTime: string;
  updateTime: string;
}

export interface TAiPhotoPermission {
  isPermission: boolean;
  /** K-coins the next request holds: 0 when a free use pays for it. */
  cost: number;
  price: number;
  freeUses: TFreeUses;
  /** Spendable K-coins (held ones left out). */
  balance: number;
  /** Requests being made now, and how many may be at once. */
  processing: number;
  concurrentLimit: number;
}

export interface TAiPhotoDefaults {
  engine: TAiPhotoEngineKind;
  /** Composing needs at least one product picture; a generative engine can draw from the prompt alone. */
  referenceRequired: boolean;
  input: typeof AI_PHOTO_INPUT;
  sizes: readonly TAiPhotoSize[];
  variants: number;
  /** Prompts to start from, in the request's language. */
  samplePrompts: string[];
}

export interface TAiPhotoKeywords {
  locale: TLocale;
  keywords: string[];
}
