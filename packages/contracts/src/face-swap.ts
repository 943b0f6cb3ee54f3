import { z } from 'zod';
import { ZFileRef } from './file';
import type { TFreeUses } from './money';

/**
 * SPEC 7 "Face swap and multi face swap" (/video-face-swap, #18): a face library the user fills with checked photos,
 * and tasks that take an uploaded video through the SPEC 4 stages (uploading, transcoding, face analysis, then
 * submitted once paid). The people found are mapped to library faces; single mode maps one person, multi any.
 */
export const FaceSwapApi = {
  /** GET: the user's face library, newest first, with each photo's check. */
  avatarList: '/faceSwap/v1/avatarList',
  /** POST { fileId, name? }: puts an uploaded photo into the library; the check runs and is polled. */
  avatarCheckFace: '/faceSwap/v1/avatarCheckFace',
  /** GET ?id: one library face with the progress of its check and, once refused, why. */
  avatarCheckFaceProgress: '/faceSwap/v1/avatarCheckFaceProgress',
  /** POST { ids }: removes faces from the library; tasks already submitted keep what they used. */
  avatarDel: '/faceSwap/v1/avatarDel',
  /** POST multipart (file, mode, taskName): a video upload; answers the new task, transcoding. */
  uploadVideo: '/faceSwap/v1/uploadVideo',
  /** GET ?id: one task with its stage, progress, people and result. */
  taskInfo: '/faceSwap/v1/taskInfo',
  /** POST { id, mapping }: a few frames swapped with this mapping, before paying; free. */
  preview: '/faceSwap/v1/preview',
  /** POST { id, taskName?, mode?, mapping? }: saves the name, mode or mapping without submitting. */
  taskUpdate: '/faceSwap/v1/taskUpdate',
  /** POST { id, mode, mapping, taskName? }: submits the swap; holds 1 K-coin per second (SPEC 9). */
  taskSave: '/faceSwap/v1/taskSave',
  /** POST { current, size, ids? }: the user's face swaps, newest first. */
  list: '/faceSwap/v1/list',
  /** POST { ids }: deletes face swaps; one still rendering gives its K-coins back. */
  taskBatchDelete: '/faceSwap/v1/taskBatchDelete',
  /** GET: a free default name for the next face swap. */
  getNewTaskName: '/faceSwap/v1/getNewTaskName',
  /** GET ?mode&id?: whether the plan and balance allow submitting, and what it costs. */
  isPermissionSubmit: '/faceSwap/v1/isPermissionSubmit',
} as const;

/** SPEC 5: MP4 or MOV, paid 200 MB and 5 min, free 20 MB (the plan's `faceSwapUploadMb`). */
export const FACE_SWAP_VIDEO = {
  maxSec: 300,
  formats: ['mp4', 'mov'],
  accept: 'video/mp4,video/quicktime,.mp4,.mov',
} as const;

/** Library photos: the picture rules of a portrait upload (API-NOTES "Photo avatar upload"). */
export const FACE_SWAP_PHOTO = {
  maxBytes: 10 * 1024 * 1024,
  accept: 'image/jpeg,image/png,image/webp',
} as const;

/** How many swapped frames a preview shows, spread over the seconds where mapped people are seen. */
export const FACE_SWAP_PREVIEW_FRAMES = 3;

export const FACE_SWAP_MODES = ['single', 'multi'] as const;
export type TFaceSwapMode = (typeof FACE_SWAP_MODES)[number];

/** SPEC 4: uploading happens in the browser; the server's stages follow. */
export const FACE_SWAP_STAGES = ['uploading', 'transcoding', 'analysing', 'ready', 'submitted', 'failed'] as const;
export type TFaceSwapStage = (typeof FACE_SWAP_STAGES)[number];

/** Why a photo cannot join the library (the engine's FaceCheckProblem); each has its message `faceCheck<Problem>`. */
export const FACE_CHECK_PROBLEMS = [
  'noFace',
  'manyFaces',
  'faceTooSmall',
  'faceTurned',
  'faceBlurred',
  'imageTooLarge',
  'badImage',
] as const;
export type TFaceCheckProblem = (typeof FACE_CHECK_PROBLEMS)[number];

export type TFaceSwapFaceState = 'checking' | 'ready' | 'refused';

/** 1 K-coin per started second of video (SPEC 9). */
export function faceSwapCostFor(durationSec: number, kcoinPerSecond: number): number {
  return Math.ceil(Math.max(0, durationSec) - 1e-6) * kcoinPerSecond;
}

const ZPersonId = z.string().regex(/^person-\d{1,4}$/);
/** Person id to library face id; people left out stay unchanged. */
export const ZFaceSwapMapping = z.record(ZPersonId, z.number().int().positive());

export const ZFaceSwapIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZFaceSwapIdsRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
export const ZAvatarCheckFaceRequest = z
  .object({ fileId: ZFileRef, name: z.string().trim().max(60).optional() })
  .strict();
export const ZFaceSwapPreviewRequest = z
  .object({ id: z.number().int().positive(), mapping: ZFaceSwapMapping })
  .strict();
export const ZFaceSwapUpdateRequest = z
  .object({
    id: z.number().int().positive(),
    taskName: z.string().trim().min(1).max(100).optional(),
    mode: z.enum(FACE_SWAP_MODES).optional(),
    mapping: ZFaceSwapMapping.optional(),
  })
  .strict();
export const ZFaceSwapSaveRequest = z
  .object({
    id: z.number().int().positive(),
    mode: z.enum(FACE_SWAP_MODES),
    mapping: ZFaceSwapMapping,
    taskName: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export const ZFaceSwapListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(9999).default(20),
  ids: z.array(z.number().int().positive()).max(200).optional(),
});
export const ZFaceSwapPermissionQuery = z.object({
  mode: z.enum(FACE_SWAP_MODES).default('single'),
  id: z.coerce.number().int().positive().optional(),
});

export type TFaceSwapMapping = z.infer<typeof ZFaceSwapMapping>;
export type TAvatarCheckFaceRequest = z.input<typeof ZAvatarCheckFaceRequest>;
export type TFaceSwapPreviewRequest = z.input<typeof ZFaceSwapPreviewRequest>;
export type TFaceSwapUpdateRequest = z.input<typeof ZFaceSwapUpdateRequest>;
export type TFaceSwapSaveRequest = z.input<typeof ZFaceSwapSaveRequest>;
export type TFaceSwapListRequest = z.input<typeof ZFaceSwapListRequest>;

export interface TFaceSwapFace {
  id: number;
  name: string;
  fileId: number;
  photoUrl: string;
  state: TFaceSwapFaceState;
  /** 0 to 100 while checking. */
  progress: number;
  problem: TFaceCheckProblem | null;
  /** Why it was refused, in the request's language. */
  message: string | null;
  createTime: string;
}

export interface TFaceSwapPerson {
  id: string;
  thumbnailFileId: number;
  thumbnailUrl: string;
  secondsSeen: number;
  firstSeenSec: number;
}

export interface TFaceSwapTask {
  id: number;
  taskName: string;
  mode: TFaceSwapMode;
  stage: TFaceSwapStage;
  /** TaskStatus once submitted: 190 queued, 191 processing, 192 finished, 193 failed; null before. */
  taskStatusTypeId: number | null;
  /** 0 to 100 within the current stage. */
  progress: number;
  durationSec: number | null;
  width: number | null;
  height: number | null;
  people: TFaceSwapPerson[];
  mapping: TFaceSwapMapping;
  sourceFileUrl: string | null;
  targetFileId: number | null;
  targetFileUrl: string | null;
  targetFileThumbnailUrl: string | null;
  /** The K-coins held at submission, then charged once the video is stored; 0 on a free use. */
  costKcoins: number | null;
  isFreeUse: boolean;
  engine: string | null;
  failReason: string | null;
  createTime: string;
  updateTime: string;
  submitTime: string | null;
  finishTime: string | null;
}

export type TFaceSwapBlock = 'notReady' | 'busy' | 'balance' | null;

export interface TFaceSwapPermission {
  isPermission: boolean;
  blockedBy: TFaceSwapBlock;
  feature: 'faceSwap' | 'multiFaceSwap';
  /** K-coins the submission would hold (0 on a free use); 0 without a task to price. */
  cost: number;
  price: number;
  kcoinPerSecond: number;
  freeUses: TFreeUses;
  /** Spendable K-coins (held ones left out). */
  balance: number;
  processing: number;
  concurrentLimit: number;
  /** The plan's largest video (SPEC 5: paid 200 MB, free 20 MB). */
  uploadMaxMb: number;
  maxSec: number;
}

export interface TFaceSwapPreviewFrame {
  sec: number;
  /** A JPEG as a data URL: previews are not kept. */
  image: string;
}

export interface TFaceSwapPreview {
  frames: TFaceSwapPreviewFrame[];
}
