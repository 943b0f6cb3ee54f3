import { z } from 'zod';
import { ZFileRef } from './file';
import type { TFreeUses } from './money';

/**
 * SPEC 7 "AI model" (ModelVirtualTryOn, /real-life-model): 4 to 10 photos of a wig, glasses, clothing or a beauty
 * look shown worn by a stock model or the user's own photo (docs/ai-model.md). One generation makes one picture per
 * product photo; it runs as a job the page polls, and an e-mail tells the user when it is done (SPEC 4).
 */
export const AiModelApi = {
  /** GET: what this installation does (composes or generates), the kinds it can show, the rules, the stock models. */
  queryAiModelDefault: '/aiModel/v1/queryAiModelDefault',
  /** GET ?id: a stock model's portrait (JPEG), for the page to show. */
  queryStockModelPhoto: '/aiModel/v1/queryStockModelPhoto',
  /** GET: what the next generation would cost and whether it is allowed. */
  queryGenerateAiModelNum: '/aiModel/v1/queryGenerateAiModelNum',
  /** POST: a generation; answers the queued request. */
  generateAiModel: '/aiModel/v1/generateAiModel',
  /** GET ?id: one generation with its progress and, once done, its pictures. */
  queryAiModelStatus: '/aiModel/v1/queryAiModelStatus',
  /** POST { current, size }: the user's generations, newest first. */
  queryAiModel: '/aiModel/v1/queryAiModel',
  /** POST { ids }: deletes generations; one still being made gives its K-coins back. */
  deleteAiModel: '/aiModel/v1/deleteAiModel',
} as const;

/**
 * SPEC 5 "Model images": 4 to 10 per product, larger than 500x500 and at most 6000x6000, up to 10 MB; JPEG, PNG or
 * WEBP. The user's own portrait follows the same picture rules.
 */
export const AI_MODEL_INPUT = {
  minImages: 4,
  maxImages: 10,
  /** Both sides must be larger than this. */
  minPxExclusive: 500,
  maxPx: 6000,
  maxBytes: 10 * 1024 * 1024,
  formats: ['jpg', 'png', 'webp'],
} as const;

export const AI_MODEL_KINDS = ['glasses', 'wig', 'clothing', 'beauty'] as const;
export type TAiModelKind = (typeof AI_MODEL_KINDS)[number];

/**
 * How this installation makes the pictures: 'composed' lays the product's own photos on the model along the face
 * mesh; 'generated' is a try-on model behind TRYON_ENGINE_URL.
 */
export type TAiModelEngineKind = 'composed' | 'generated';

export const ZAiModelGenerateRequest = z
  .object({
    kind: z.enum(AI_MODEL_KINDS),
    productFileIds: z.array(ZFileRef).max(AI_MODEL_INPUT.maxImages * 2),
    /** A stock model's id, or `personFileId` for the user's own portrait: one of the two. */
    stockModelId: z.string().max(40).optional(),
    personFileId: ZFileRef.optional(),
  })
  .strict();
export type TAiModelGenerateRequest = z.input<typeof ZAiModelGenerateRequest>;

export const ZAiModelIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZStockModelQuery = z.object({ id: z.string().max(40) });
export const ZAiModelListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
});
export const ZAiModelDeleteRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });

export interface TAiModelImage {
  id: number;
  fileId: number;
  fileUrl: string;
  width: number;
  height: number;
}

export interface TAiModelTask {
  id: number;
  kind: TAiModelKind;
  productFileIds: number[];
  stockModelId: string | null;
  personFileId: number | null;
  engine: TAiModelEngineKind;
  /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
  taskStatusTypeId: number;
  progress: number;
  images: TAiModelImage[];
  /** K-coins held while making, then charged once the pictures are stored; 0 on a free use. */
  costKcoins: number;
  isFreeUse: boolean;
  /** Why it failed, in the request's language. */
  failReason: string | null;
  createTime: string;
  updateTime: string;
}

export interface TAiModelPermission {
  isPermission: boolean;
  /** K-coins the next generation holds: 0 when a free use pays for it. */
  cost: number;
  price: number;
  freeUses: TFreeUses;
  /** Spendable K-coins (held ones left out). */
  balance: number;
  processing: number;
  concurrentLimit: number;
}

export interface TAiModelStockModel {
  id: string;
  /** As the operator's model pack names the model. */
  name: string;
  photoUrl: string;
}

export interface TAiModelDefaults {
  engine: TAiModelEngineKind;
  /** The kinds this installation can show worn (the offline engine has no body pose model for clothing). */
  kinds: readonly TAiModelKind[];
  input: typeof AI_MODEL_INPUT;
  stockModels: TAiModelStockModel[];
}
