import { z } from 'zod';
import { ZFileRef } from './file';
import { Price, type TFreeUses } from './money';

/**
 * The subtitle remover (#18; SPEC 1 "Subtitle remover", SPEC 2 /video-subtitle-remover, SPEC 5 and 8; API-NOTES
 * "Subtitle removal"). The user uploads a video, draws boxes on one of its frames (subtitle or watermark), and submits;
 * the K-coins are held, the job erases the text inside the boxes, and the hold is charged when the video is stored.
 * Replies and errors: docs/api.md, section "Subtitle remover (#18)"; pricing: docs/subtitle-remover.md.
 */
export const SubtitleRemoverApi = {
  /** POST multipart (field `file`): checks the video (SPEC 5), stores it, answers it with a frame to draw on. */
  uploadVideo: '/subtitleRemover/v1/uploadVideo',
  /** GET ?fileId: where captions seem to be in the uploaded video, for the user to accept (or null). */
  suggestBand: '/subtitleRemover/v1/suggestBand',
  /** POST { fileId }: what removing the subtitles of this upload would cost now. */
  quote: '/subtitleRemover/v1/quote',
  /** POST ZSubtitleRemoverSubmitRequest: holds the K-coins and queues the removal. */
  submit: '/subtitleRemover/v1/submit',
  /** POST { current, size, ids? }: the user's removals, newest first. */
  list: '/subtitleRemover/v1/list',
  /** GET ?id: one removal with its progress and, once done, its video. */
  detail: '/subtitleRemover/v1/detail',
  /** POST { ids }: deletes removals; one still running stops and gives its K-coins back. */
  taskBatchDelete: '/subtitleRemover/v1/taskBatchDelete',
} as const;

/** What the upload picker offers. */
export const SUBTITLE_REMOVER_ACCEPT = '.mp4,.mov,video/mp4,video/quicktime';

/** SPEC 5: MP4 or MOV, at most 200 MB, 5 s to 10 min; at most 5 boxes, one of each kind, at least one. */
export const SUBTITLE_REMOVER_LIMITS = {
  maxBytes: 200 * 1024 * 1024,
  minSec: 5,
  maxSec: 600,
  maxBoxes: 5,
  maxSubtitleBoxes: 1,
  maxWatermarkBoxes: 1,
  /** A box narrower or lower than this (in video pixels) holds no readable text. */
  minBoxSide: 8,
  maxTaskNameLength: 100,
} as const;

/** SPEC 9-style price: 1 K-coin per started second of the source video. */
export function subtitleRemovalCostFor(durationSec: number): number {
  // Packet timestamps land a few milliseconds past a whole second; they do not start another one.
  return Math.max(1, Math.ceil(durationSec - 0.01)) * Price.subtitleRemovalKcoinPerSecond;
}

export type TEraseBoxKind = 'subtitle' | 'watermark';

/** API-NOTES: a box by its left-top and right-bottom corners, in pixels of the video as displayed. */
export const ZRectArea = z.object({
  lt_x: z.number().finite(),
  lt_y: z.number().finite(),
  rb_x: z.number().finite(),
  rb_y: z.number().finite(),
});
export type TRectArea = z.infer<typeof ZRectArea>;

/** More boxes than this are not a drawing but a malformed request; the SPEC counts are checked by the service. */
const MAX_LISTED_BOXES = 50;

export const ZSubtitleRemoverSubmitRequest = z.object({
  fileId: ZFileRef,
  taskName: z.string().trim().max(SUBTITLE_REMOVER_LIMITS.maxTaskNameLength).optional(),
  /** Subtitle boxes. */
  rectAreaList: z.array(ZRectArea).max(MAX_LISTED_BOXES).default([]),
  /** Watermark boxes. */
  customRectAreaList: z.array(ZRectArea).max(MAX_LISTED_BOXES).default([]),
});
export type TSubtitleRemoverSubmitRequest = z.input<typeof ZSubtitleRemoverSubmitRequest>;

export const ZSubtitleRemoverFileQuery = z.object({ fileId: z.coerce.number().pipe(ZFileRef) });
export const ZSubtitleRemoverQuoteRequest = z.object({ fileId: ZFileRef });
export const ZSubtitleRemoverIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZSubtitleRemoverListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
  /** Polling: only these removals. */
  ids: z.array(z.number().int().positive()).max(100).optional(),
});
export const ZSubtitleRemoverDeleteRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });

/** An uploaded video, checked and ready to draw on. */
export interface TSubtitleRemoverSource {
  fileId: number;
  fileName: string;
  size: number;
  /** Seconds of picture, from the video's packets. */
  durationSec: number;
  /** The picture as displayed; boxes are in these pixels. */
  width: number;
  height: number;
  videoUrl: string;
  /** A JPEG of one frame at full size, to draw the boxes on. */
  frameFileId: number;
  frameUrl: string;
  /** K-coins the removal costs without a free use: 1 per started second. */
  price: number;
}

/** Where captions seem to be, found by looking for text in frames across the video. */
export interface TSubtitleBandSuggestion {
  box: TRectArea | null;
  /** 0 to 1. */
  confidence: number;
}

export interface TSubtitleRemoverQuote {
  canSubmit: boolean;
  /** Why submitting would be refused now: a removal already running on the free plan, or the balance. */
  blockedBy: 'busy' | 'balance' | null;
  durationSec: number;
  /** Started seconds billed. */
  seconds: number;
  cost: number;
  price: number;
  isTrial: boolean;
  freeUses: TFreeUses;
  balance: number;
}

/** 'offline' is this installation's own engine; 'server' is the SUBTITLE_REMOVER_ENGINE_URL plug. */
export type TSubtitleRemoverEngineKind = 'offline' | 'server';

export interface TSubtitleRemoverTask {
  id: number;
  taskName: string;
  /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
  taskStatusTypeId: number;
  progress: number;
  durationSec: number;
  width: number;
  height: number;
  rectAreaList: TRectArea[];
  customRectAreaList: TRectArea[];
  sourceFileId: number | null;
  sourceFileUrl: string | null;
  targetFileId: number | null;
  targetFileUrl: string | null;
  targetFileThumbnailUrl: string | null;
  engine: TSubtitleRemoverEngineKind;
  costKcoins: number;
  isFreeUse: boolean;
  /** Why it failed, in the reader's language. */
  failReason: string | null;
  createTime: string;
  updateTime: string;
}
