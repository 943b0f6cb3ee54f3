import { z } from 'zod';
import { SUBTITLE_MAX_CUES, ZSubtitleCue } from './audio-subtitle';
import { ZAudioFileRef, ZFileRef } from './file';
/** Replies, error codes and client rules for these endpoints: docs/api.md, section "Avatar video studio (#5)". */
import { SupportType } from './codes';
import { ZSlideVideo, type TSlideVideoSettings } from './slides';
import type { TFreeUses } from './money';

/** Digital-human service endpoints (SPEC 7 "Digital human", "Tasks"). */
export const DigitalHumanApi = {
  list: '/digitalhuman/v1/digitalhuman/list',
  listRealHuman: '/digitalhuman/v1/digitalhuman/listRealHuman',
  /** GET, param id */
  info: '/digitalhuman/v1/digitalhuman/info',
  /** GET, params id, height: every pose side by side, for the live preview (public). */
  sprite: '/digitalhuman/v1/digitalhuman/sprite',
  /** GET, param id: the still thumbnail (public). */
  poster: '/digitalhuman/v1/digitalhuman/poster',
  photoList: '/digitalhuman/v1/digitalhuman/photoList',
  photoUploadNew: '/digitalhuman/v1/digitalhuman/photoUploadNew',
  /** GET, param id */
  photoUploadProgress: '/digitalhuman/v1/digitalhuman/photoUploadProgress',
  /** GET, param id */
  thumbUploadProgress: '/digitalhuman/v1/digitalhuman/thumbUploadProgress',
  /** GET */
  photoUploadNumber: '/digitalhuman/v1/digitalhuman/photoUploadNumber',
  photoDelete: '/digitalhuman/v1/digitalhuman/photoDelete',
} as const;

export const TaskApi = {
  list: '/digitalhuman/v2/digitalhumantask/list',
  saveTask: '/digitalhuman/v2/digitalhumantask/saveTask',
  saveMobileTask: '/digitalhuman/v2/digitalhumantask/saveMobileTask',
  update: '/digitalhuman/v2/digitalhumantask/update',
  deleteBatch: '/digitalhuman/v2/digitalhumantask/deleteBatch',
  /** GET, param id */
  detailUpgrade: '/digitalhuman/v2/digitalhumantask/detailUpgrade',
  /** GET */
  getNewTaskName: '/digitalhuman/v2/digitalhumantask/getNewTaskName',
  /** GET */
  getTaskCount: '/digitalhuman/v2/digitalhumantask/getTaskCount',
  /** GET */
  getProcessingTaskCount: '/digitalhuman/v2/digitalhumantask/getProcessingTaskCount',
  /** GET */
  isPermissionSubmit: '/digitalhuman/v2/digitalhumantask/isPermissionSubmit',
  delete: '/digitalhuman/v1/digitalhumantask/delete',
  retry: '/digitalhuman/v2/digitalhumantask/retry',
  markDownloaded: '/digitalhuman/v2/digitalhumantask/markDownloaded',
  share: '/digitalhuman/v2/digitalhumantask/share',
  /** GET, param token: a shared video, no login needed. */
  sharedVideo: '/digitalhuman/v2/digitalhumantask/shared',
  /** GET, param token: the shared video's file, no login needed. */
  sharedVideoFile: '/digitalhuman/v2/digitalhumantask/shared/file',
  checkSensitiveWords: '/digitalhuman/v2/digitalhumantask/checkSensitiveWords',
  /** The K-coin cost of a task before it is submitted. */
  quote: '/digitalhuman/v2/digitalhumantask/quote',
} as const;

export const AREA_TYPES = [140, 141, 142, 143, 144, 145, 146] as const;
/** API-NOTES tag ids: gender 210/211, style 137/138/139. */
export const AvatarTag = { Male: 210, Female: 211, Realistic: 137, Premium: 138, TopTier: 139 } as const;

export interface TDigitalHuman {
  /** 'stock-0001' for the stock presenters, 'photo-12' for a user's talking photo. */
  digitalHumanId: string;
  name: string;
  humanSource: number;
  supportTypeId: number;
  uploadTypeId: number;
  gender: 'female' | 'male' | null;
  ageGroup: 'young' | 'middle-aged' | 'old' | null;
  areaTypeId: number | null;
  styleTagId: number | null;
  framing: 'head' | 'half' | 'photo';
  memberOnly: boolean;
  digitalHumanThumbnailUrl: string;
  /** All poses side by side, `spriteColumns` names them in order. */
  spriteUrl: string;
  spriteColumns: string[];
  spriteFrameWidth: number;
  spriteFrameHeight: number;
}

export const ZDigitalHumanListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(40),
  supportTypeId: z.number().int().optional(),
  tagIds: z.array(z.number().int()).max(10).optional(),
  areaTypeIds: z.array(z.number().int()).max(10).optional(),
  framing: z.enum(['head', 'half']).optional(),
  memberOnly: z.boolean().optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type TDigitalHumanListRequest = z.input<typeof ZDigitalHumanListRequest>;

export const ZDigitalHumanIdQuery = z.object({ id: z.string().min(1).max(40) });
export const ZSpriteQuery = z.object({
  id: z.string().min(1).max(40),
  height: z.coerce.number().int().min(64).max(720).default(240),
});

export const ZPhotoUploadRequest = z.object({
  fileId: ZFileRef,
  fileSourceTypeId: z.number().int().optional(),
  name: z.string().trim().max(60).optional(),
});
export const ZPhotoIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZIdsRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) });
export const ZIdRequest = z.object({ id: z.number().int().positive() });

export type TPhotoStatus = 'processing' | 'ready' | 'failed';
export interface TPhotoAvatar {
  id: number;
  digitalHumanId: string;
  name: string;
  status: TPhotoStatus;
  progress: number;
  /** Why the photo was refused, a message key of the catalogue (noFace, multipleFaces, ...). */
  failReason: string | null;
  failMessage: string | null;
  thumbnailUrl: string | null;
  createTime: string;
}
export interface TPhotoUploadNumber {
  used: number;
  limit: number;
}

/** SPEC 3 "Video task" and API-NOTES video task fields. */
export const VIDEO_RATIOS = ['16:9', '9:16', '1:1'] as const;
export type TVideoRatio = (typeof VIDEO_RATIOS)[number];
export const VIDEO_RESOLUTIONS = [720, 1080] as const;

export const ZBackground = z.discriminatedUnion('type', [
  z.object({ type: z.literal('color'), color: z.string().regex(/^#[0-9a-fA-F]{6}$/) }),
  z.object({ type: z.literal('image'), id: z.string().min(1).max(40) }),
  z.object({ type: z.literal('upload'), fileId: ZFileRef }),
]);
export type TBackground = z.infer<typeof ZBackground>;

export const ZSubtitleOptions = z.object({
  enabled: z.boolean(),
  fontId: z.string().max(40).default('noto-sans'),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#ffffff'),
  /**
   * A video narrated from uploaded audio: its lines, timed to that audio (made by audio to subtitles, then
   * edited by the user). A script's lines come from its own speech, so text mode ignores these.
   */
  cues: z.array(ZSubtitleCue).max(SUBTITLE_MAX_CUES).optional(),
});

export const ZMusicOptions = z.object({
  trackId: z.string().min(1).max(40),
  volume: z.number().min(0).max(1).default(0.15),
});

/** Script limits of SPEC 5: at least 40 characters, 400 in the long mode. */
export const SCRIPT_MIN_CHARS = 40;
export const SCRIPT_MIN_CHARS_LONG = 400;
/** SPEC 5 audio upload: mp3 only, over 3 s, up to 10 min and 50 MB. */
export const AUDIO_UPLOAD = { minSec: 3, maxSec: 600, maxBytes: 50 * 1024 * 1024 } as const;

export const ZSpeech = z.object({
  voiceId: z.string().min(1).max(80),
  /** 1 is normal; 0.5 to 2. */
  speakRate: z.number().min(0.5).max(2).default(1),
  speakPitch: z.number().min(0.5).max(2).default(1),
  volume: z.number().min(0).max(2).default(1),
});

export const ZSaveTaskRequest = z.object({
  taskName: z.string().trim().min(1).max(100),
  digitalHumanId: z.string().min(1).max(40),
  /** `slides`: the narration is each slide's script (`slides`), and the slides are the picture behind the presenter. */
  inputMode: z.enum(['text', 'audio', 'slides']),
  /** The script in text mode; in slides mode the server joins the slides' scripts into it. */
  copyContent: z.string().max(20000).default(''),
  audioFileId: ZAudioFileRef.optional(),
  slides: ZSlideVideo.optional(),
  speech: ZSpeech,
  ratio: z.enum(VIDEO_RATIOS),
  resolution: z.union([z.literal(720), z.literal(1080)]).default(720),
  background: ZBackground.default({ type: 'color', color: '#eef2f7' }),
  subtitles: ZSubtitleOptions.default({ enabled: false, fontId: 'noto-sans', color: '#ffffff' }),
  music: ZMusicOptions.nullable().default(null),
  /** The long mode: scripts of at least 400 characters. */
  longMode: z.boolean().default(false),
});
export type TSaveTaskRequest = z.input<typeof ZSaveTaskRequest>;
export const ZUpdateTaskRequest = z.object({
  id: z.number().int().positive(),
  taskName: z.string().trim().min(1).max(100),
});
export const ZTaskListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(9999).default(20),
  ids: z.array(z.number().int().positive()).max(500).optional(),
});
export const ZTaskIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZShareRequest = z.object({ id: z.number().int().positive(), enabled: z.boolean() });
export const ZShareTokenQuery = z.object({
  token: z.string().min(8).max(64),
  part: z.enum(['video', 'thumbnail']).default('video'),
});
export const ZSensitiveCheckRequest = z.object({ text: z.string().max(20000) });
export const ZQuoteRequest = ZSaveTaskRequest.pick({
  inputMode: true,
  copyContent: true,
  audioFileId: true,
  slides: true,
  speech: true,
  digitalHumanId: true,
});

export interface TVideoTask {
  id: number;
  taskName: string;
  taskStatusTypeId: number;
  /** 0-100 while generating. */
  progress: number;
  /** Seconds left, estimated while generating. */
  surplusProcessSecond: number | null;
  digitalHumanId: string;
  digitalHumanName: string;
  supportTypeId: number;
  inputMode: 'text' | 'audio' | 'slides';
  copyContent: string;
  voiceId: string | null;
  voiceName: string | null;
  languageType: string | null;
  languageTypeName: string | null;
  speakStyle: string | null;
  speakRate: number;
  speakPitch: number;
  volume: number;
  scene: { canvasConfig: { showRatio: TVideoRatio; resolution: number } };
  background: TBackground;
  subtitles: boolean;
  musicTrackId: string | null;
  /** K-coins held while generating, then what the real length cost (never more than quoted); 0 on a free use. */
  costKcoins: number;
  /** A free use of the free plan paid for this video. */
  isFreeUse: boolean;
  voicePackageDurationSecond: number | null;
  targetFileId: number | null;
  targetFileUrl: string | null;
  targetFileThumbnailUrl: string | null;
  /** Why the video failed, in the request's language. */
  failMessage: string | null;
  downloaded: boolean;
  shareEnabled: boolean;
  shareToken: string | null;
  createTime: string;
  startTime: string | null;
  finishTime: string | null;
}

export interface TSharedVideo {
  taskName: string;
  durationSec: number | null;
  showRatio: TVideoRatio;
  videoUrl: string;
  thumbnailUrl: string | null;
  createTime: string;
}

export interface TTaskQuote {
  estimatedSeconds: number;
  /** K-coins held at submission: 0 when a free use pays for the video, else `price`. */
  cost: number;
  /** The most the video can cost in K-coins; a finished video costs one per started second, never more. */
  price: number;
  /** A free use of the free plan pays for this video. */
  isTrial: boolean;
  freeUses: TFreeUses;
  /** Spendable K-coins (held ones left out). */
  balance: number;
}

export interface TTaskPermission {
  allowed: boolean;
  processing: number;
  concurrentLimit: number;
  scriptCharacterLimit: number;
  member: boolean;
}

/** 60 K-coins give 60 s of video (SPEC 9): one K-coin per started second. */
export const VIDEO_KCOIN_PER_SECOND = 1;

/** Speaking speed used to price a script before it is spoken, in characters per second at rate 1. */
const CHARS_PER_SECOND = { cjk: 4.2, other: 14 } as const;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;
const PAUSE_TOKEN = /\[pause\s+(\d+(?:\.\d+)?)s\]/gi;

/**
 * Estimated video length of a script: the price is fixed from this at submission, so the user pays
 * exactly the quote they saw. Pause tokens add their own length.
 */
export function estimateScriptSeconds(script: string, rate = 1): number {
  let pauses = 0;
  const spoken = script.replace(PAUSE_TOKEN, (_match, seconds: string) => {
    pauses += Number(seconds);
    return ' ';
  });
  const cjk = spoken.match(CJK)?.length ?? 0;
  const other = spoken.replace(CJK, '').replace(/\s+/g, ' ').trim().length;
  const speech = (cjk / CHARS_PER_SECOND.cjk + other / CHARS_PER_SECOND.other) / rate;
  return Math.max(1, Math.ceil(speech + pauses));
}

/**
 * Estimated length of a slide video: each slide's script at its own speed (the video's when it has none), or its
 * silent time when it has no words to say, plus the pause after it.
 */
export function estimateSlideSeconds(slides: TSlideVideoSettings['slides'], rate = 1): number {
  const total = slides.reduce((sum, slide) => {
    const spoken =
      scriptLength(slide.script) > 0 ? estimateScriptSeconds(slide.script, slide.speakRate ?? rate) : slide.silentSec;
    return sum + spoken + slide.pauseAfterSec;
  }, 0);
  return Math.max(1, Math.ceil(total));
}

/** The whole narration of a slide video, as one script: each slide's, in order, a paragraph each. */
export function joinSlideScripts(slides: readonly { script?: string }[]): string {
  return slides
    .map((slide) => (slide.script ?? '').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Characters (code points) that count towards the plan's limit: pause tokens and surrounding spaces don't. */
export function scriptLength(script: string): number {
  return [...script.replace(PAUSE_TOKEN, '').trim()].length;
}

export function videoCostFor(seconds: number): number {
  return Math.ceil(seconds) * VIDEO_KCOIN_PER_SECOND;
}

/** MP3 encoders pad the end with a few frames of silence: a 14 s narration decodes a little longer. */
const ENCODER_PADDING_SEC = 0.06;

/** Whole seconds of a real recording or video, a started second counting whole, encoder padding left out. */
export function billableSeconds(durationSec: number): number {
  return Math.max(1, Math.ceil(durationSec - ENCODER_PADDING_SEC));
}

export function isPhotoAvatar(supportTypeId: number): boolean {
  return supportTypeId === SupportType.TalkingPhoto;
}
