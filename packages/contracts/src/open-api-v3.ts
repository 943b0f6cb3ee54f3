import { z } from 'zod';
import { ZAudioFileRef, ZFileRef } from './file';
import { ZOpenAgeGroup, ZOpenPageQuery } from './open-api';
import { ZRectArea } from './subtitle-remover';

/**
 * The V3 family of the open API (`/apis/open/...`): jobs polled by a `jobId`, inputs named by address. An
 * installation fetches nothing from other addresses, so an input's address must be one it handed out (an `audioUrl`
 * of textToSpeech, a file's download address), or the file is named by its id (Orator). docs/open-api.md "V3".
 */
export const OpenApiV3 = {
  avatarList: '/open/avatar/v3/list',
  /** GET */
  voiceLanguages: '/open/voice/v3/getVoiceLanguage',
  voiceList: '/open/voice/v3/getVoiceList',
  textToSpeech: '/open/voice/v3/textToSpeech',
  submitSystemLipTask: '/open/video/v3/submitSystemLipTask',
  /** Lip sync of any video of the caller's to an audio of theirs; polled with getLipVideoResult too. */
  submitLipTask: '/open/video/v3/submitLipTask',
  lipVideoResult: '/open/video/v3/getLipVideoResult',
  videoList: '/open/video/v3/list',
  videoDetail: '/open/video/v3/detail',
  emoList: '/open/video/v3/emoList',
  /** Orator: multipart, one part named `file`, the video to clean (the public call takes an address instead). */
  subtitleUpload: '/open/subtitle_removal/v3/uploadVideo',
  subtitleSubmit: '/open/subtitle_removal/v3/submitTask',
  subtitleResult: '/open/subtitle_removal/v3/taskResult',
} as const;

/** V3 job states (API-NOTES): 5, timed out, does not happen here. */
export const OpenJobStatus = { Waiting: 1, Processing: 2, Success: 3, Failed: 4, Timeout: 5 } as const;

const ZBit = z.union([z.literal(0), z.literal(1)]);
const ZIds = z.array(z.number().int()).max(20);

export const ZOpenAvatarListV3 = ZOpenPageQuery.extend({
  cloneDigitalHuman: ZBit.default(0),
  supportTypeId: z.number().int().optional(),
  digitalHumanId: z.number().int().positive().nullish(),
  tagIds: ZIds.nullish(),
  areaTypeIds: ZIds.nullish(),
});

export interface TOpenLanguageV3 {
  /** The language's code, given back as textToSpeech's `languageId`. */
  languageId: string;
  /** Its English name, as voice lists take it. */
  language: string;
  nativeName: string;
  voiceCount: number;
}

export const ZOpenVoiceListV3 = ZOpenPageQuery.extend({
  language: z.string().trim().max(60).optional(),
  voiceClone: ZBit.optional(),
  voiceSource: z.number().int().optional(),
  languageCityType: z.string().max(120).optional(),
  gender: z.enum(['female', 'male']).optional(),
  ageGroup: ZOpenAgeGroup.optional(),
});
export interface TOpenVoiceV3 {
  voiceId: string;
  voiceName: string;
  defaultVoiceUrl: string;
  gender: string;
  ageGroup: string;
  voiceSource: number;
  voiceClone: 0 | 1;
  languageId: string;
  language: string;
}

/** Rate, pitch and volume as the v2 audition takes them (percent); `languageId` and the rest are not needed. */
export const ZOpenTextToSpeechV3 = z.object({
  languageId: z.string().max(60).optional(),
  content: z.string().trim().min(1).max(5000),
  voiceId: z.string().min(1).max(80),
  voiceClone: ZBit.optional(),
  voiceSource: z.number().int().optional(),
  styleId: z.string().max(60).optional(),
  volume: z.number().int().min(0).max(200).default(100),
  prosodyRate: z.number().int().min(-50).max(100).default(0),
  prosodyPitch: z.number().int().min(-50).max(100).default(0),
});
export interface TOpenTextToSpeechV3 {
  taskId: string;
  textToSpeech: {
    fileId: number;
    /** Whole seconds. */
    duration: number;
    durationMs: number;
    /** Hand it to submitSystemLipTask as `audio.audioUrl` (or its `fileId` as `audio.audioId`). */
    audioUrl: string;
    /** K-coins charged, as a string. */
    paymentMoney: string;
  };
}

const ZOpenV3Element = z.object({
  elementType: z.number().int(),
  fileUrl: z.string().max(2000).optional(),
  fileId: ZFileRef.optional(),
});
export const ZOpenLipTaskV3 = z.object({
  taskName: z.string().trim().min(1).max(100),
  /** 1 16:9, 2 9:16; Orator adds 3 for 1:1. */
  videoRatio: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  digitalHuman: z.object({
    digitalHumanId: z.number().int().positive(),
    /** 0 none; 1 circle and 2 rectangle are not drawn by this installation. */
    mask: z.number().int().default(0),
    x: z.number().optional(),
    y: z.number().optional(),
    resize: z.union([z.string(), z.number()]).optional(),
    templateId: z.number().int().optional(),
  }),
  audio: z.object({
    audioUrl: z.string().max(2000).optional(),
    audioId: ZAudioFileRef.optional(),
  }),
  background: z
    .object({
      /** 302 a colour, 303 a picture or video of the caller's (`backgroundElements`). */
      type: z.number().int(),
      color: z.string().max(40).optional(),
      backgroundElements: z.array(ZOpenV3Element).max(1).optional(),
    })
    .optional(),
});

export interface TOpenJob {
  /** A number, as a string (public clients keep V3 job ids as strings). */
  jobId: string;
}
/** The largest id a row has (a PostgreSQL integer): a larger jobId is refused, not looked up. */
const MAX_JOB_ID = 2_147_483_647;

/**
 * Lip-sync jobs (submitLipTask) are numbered from here: above any avatar video's id, which is a PostgreSQL
 * integer, so getLipVideoResult tells the two kinds apart by the number alone. Lip-sync task 7 is job 2147483655.
 */
export const LIP_SYNC_JOB_BASE = MAX_JOB_ID + 1;
export const lipSyncJobId = (taskId: number) => LIP_SYNC_JOB_BASE + taskId;
/** The lip-sync task a jobId names, or null for an avatar video's jobId. */
export const lipSyncTaskIdOf = (jobId: number) => (jobId >= LIP_SYNC_JOB_BASE ? jobId - LIP_SYNC_JOB_BASE : null);

/** A jobId as a number or a string of digits, refused by name past `max` (no row can have it). */
const jobIdUpTo = (max: number) =>
  z
    .union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()])
    .transform(Number)
    .pipe(z.number().max(max));

export const ZOpenJobQuery = z.object({ jobId: jobIdUpTo(MAX_JOB_ID) });
/** getLipVideoResult: an avatar video's jobId, or a lip-sync job's (LIP_SYNC_JOB_BASE and up). */
export const ZOpenLipJobQuery = z.object({ jobId: jobIdUpTo(LIP_SYNC_JOB_BASE + MAX_JOB_ID) });

export interface TOpenLipResultV3 {
  jobId: string;
  status: number;
  videoTask: {
    taskId: number;
    taskName: string;
    videoUrl: string;
    thumbnailUrl: string | null;
    /** Seconds. */
    duration: number | null;
    costMoney: number;
  } | null;
  /** 0-100 (Orator). */
  progress: number;
  failMessage: string | null;
}

export const ZOpenVideoListV3 = ZOpenPageQuery.extend({ status: z.number().int().min(1).max(5).optional() });
export const ZOpenVideoDetailV3 = z.object({ taskId: z.coerce.number().int().positive() });

export const ZOpenSubtitleSubmitV3 = z.object({
  taskName: z.string().trim().min(1).max(100),
  srcFileUrl: z.string().max(2000).optional(),
  /** Orator: the video by the `fileId` uploadVideo answered. */
  srcFileId: ZFileRef.optional(),
  rectAreaList: z.array(ZRectArea).max(5).default([]),
  customRectAreaList: z.array(ZRectArea).max(5).default([]),
});
export interface TOpenSubtitleUploadV3 {
  fileId: number;
  /** Give it to submitTask as `srcFileUrl`. */
  srcFileUrl: string;
  durationSec: number;
  width: number;
  height: number;
  /** K-coins a removal of it costs: 1 a started second. */
  price: number;
}
export interface TOpenSubtitleResultV3 {
  jobId: string;
  status: number;
  progress: number;
  /** The cleaned video, with the apiToken header; null until done. */
  videoUrl: string | null;
  thumbnailUrl: string | null;
  costMoney: number;
  failMessage: string | null;
}
