import { z } from 'zod';
import { AGE_GROUPS } from './voice';
import { ZAudioFileRef, ZFileRef } from './file';

/**
 * The open API (#19 item 1): the hosted product's public API family, served beside the web app's `/api` so that
 * code written against the hosted product runs against an installation unchanged. Its conventions are those of
 * API-NOTES "Conventions of the public API"; docs/open-api.md is the reference.
 */
export const OPEN_API_BASE = '/apis';

export const OpenApi = {
  userInfo: '/digitalhuman/user/v1/getInfo',
  avatarListV1: '/digitalhuman/avatar/v1/list',
  avatarListV2: '/digitalhuman/avatar/v2/list',
  /** Multipart, one part named `file`: a portrait to become a talking photo. */
  uploadAvatar: '/digitalhuman/avatar/v1/uploadAvatar',
  uploadAvatarStatus: '/digitalhuman/avatar/v1/getUploadCustomAvatar',
  digitalHumanMsg: '/digitalhuman/avatar/v1/getDigitalHumanMsg',
  /** Multipart, one part named `file`: an MP3 to narrate a video. */
  uploadVoice: '/digitalhuman/voice/v1/uploadVoice',
  voiceListV1: '/digitalhuman/voice/v1/list',
  voiceListV2: '/digitalhuman/voice/v2/list',
  backgroundListV2: '/digitalhuman/background/v2/backgroundList',
  videoAddV1: '/digitalhuman/video/v1/add',
  videoAddV2: '/digitalhuman/video/v2/add',
  videoList: '/digitalhuman/video/v1/list',
  videoDetail: '/digitalhuman/video/v1/detail',
  videoDelete: '/digitalhuman/video/v1/delete',
  /** Multipart: a portrait video in a part named `file`, and the text parts of ZOpenCloneVideoFields. */
  uploadCloneVideo: '/digitalhuman/video/v2/uploadCloneVideo',
  uploadCloneVideoStatus: '/digitalhuman/video/v2/getUploadCloneVideoStatus',
  auditionV1: '/digitalhuman/voice/v1/audition',
  auditionV2: '/digitalhuman/voice/v2/audition',
  /** Marketing copy streamed as server-sent events (docs/open-api.md "Marketing copy"). */
  copywritingStream: '/digitalhuman/copywriting/v2/stream/ai',
  /** The V3 family's account call (GET). */
  userInfoV3: '/open/user/v3/getInfo',
} as const;

/** The envelope's code on success: a string, unlike the web app's number. */
export const OPEN_API_SUCCESS = '200';

export interface TOpenEnvelope<T = unknown> {
  code: string;
  message: string;
  data: T;
}

/** Paged lists take `pageIndex` from 1 and `pageSize`. */
export const ZOpenPageQuery = z.object({
  pageIndex: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(100).default(10),
});
export type TOpenPageQuery = z.input<typeof ZOpenPageQuery>;

export interface TOpenPage<T> {
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  data: T[];
}

/** A page of `items` when the whole list is at hand (catalogues). */
export function openPageOf<T>(items: readonly T[], { pageIndex, pageSize }: z.output<typeof ZOpenPageQuery>) {
  const start = (pageIndex - 1) * pageSize;
  return openPage(items.slice(start, start + pageSize), items.length, { pageIndex, pageSize });
}

/** A page the store cut itself, with the whole list's count. */
export function openPage<T>(
  data: T[],
  totalCount: number,
  { pageIndex, pageSize }: z.output<typeof ZOpenPageQuery>,
): TOpenPage<T> {
  return { pageIndex, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize), data };
}

/** `user/v1/getInfo`: the token decides the account; an e-mail, when sent, must be the token owner's. */
export const ZOpenUserInfoRequest = z.object({ userEmail: z.string().trim().max(254).optional() }).default({});
export interface TOpenUserInfo {
  /** Spendable K-coins. */
  balance: number;
  /** When the membership ends; null on the free plan and while a subscription renews itself. */
  vipExpireTime: string | null;
  userId: number;
  userEmail: string | null;
  /** free, standard, pro or enterprise. */
  plan: string;
}

const ZIdList = z.array(z.number().int().positive()).max(20);

/** `avatar/v1/list`; v2 adds `cloneDigitalHuman`. `areaTypeId` is one area, as the public v1/v2 calls send it. */
export const ZOpenAvatarListV1 = ZOpenPageQuery.extend({
  supportTypeId: z.number().int().optional(),
  digitalHumanId: z.number().int().positive().optional(),
  tagIds: ZIdList.optional(),
  areaTypeId: z.number().int().optional(),
});
export const ZOpenAvatarListV2 = ZOpenAvatarListV1.extend({
  cloneDigitalHuman: z.union([z.literal(0), z.literal(1)]).default(0),
  digitalHumanPhotoUrl: z.string().max(2000).optional(),
});
export interface TOpenAvatar {
  digitalHumanId: number;
  digitalHumanName: string;
  supportTypeId: number;
  uploadTypeId: number;
  /** Stock art is not a stored file: these ids repeat the avatar's own. */
  digitalHumanThumbnailId: number;
  digitalHumanThumbnailUrl: string;
  digitalHumanPhotoId: number;
  digitalHumanPhotoUrl: string;
  gender: 'female' | 'male' | null;
  areaTypeId: number | null;
  tagIds: number[];
}

/** An upload's answer: the stored file and what it is for (its FileSource, docs/open-api.md). */
export interface TOpenUpload {
  fileId: number;
  bizType: number;
}

/** The public client sends the file id as a string here; either works. */
const ZFileIdOrText = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  ZFileRef,
);
export const ZOpenUploadStatus = z.object({ fileId: ZFileIdOrText });
/** The public v1 photo states: 0 being checked, 1 ready, 2 refused (3, timed out, does not happen here). */
export const OpenPhotoStatus = { Processing: 0, Success: 1, Failed: 2 } as const;
export interface TOpenUploadStatus {
  fileId: number;
  status: number;
  /** The talking photo's avatar once it is ready (Orator), else null. */
  digitalHumanId: number | null;
  faceFileId: null;
  /** Why it was refused, in the request's language (Orator). */
  failMessage: string | null;
}
/** supportTypeId 100 with a `fileId`: the talking photo made from that upload; 101 with a `digitalHumanId`. */
export const ZOpenDigitalHumanMsg = z.object({
  supportTypeId: z.number().int().default(100),
  digitalHumanId: z.number().int().positive().optional(),
  fileId: ZFileIdOrText.optional(),
});
export interface TOpenDigitalHumanMsg {
  fileId: number | null;
  supportTypeId: number;
  digitalHumanId: number;
  digitalHumanThumbnailId: number;
  digitalHumanPhotoId: number;
  digitalHumanThumbnailUrl: string;
  digitalHumanPhotoUrl: string;
}

export interface TOpenVoiceStyle {
  style: string;
  styleName: string;
}
export interface TOpenVoiceV1 {
  id: string;
  name: string;
  /** Samples are made on request, not stored: null, with the sample's address in `defaultVoiceUrl`. */
  defaultVoiceFileId: null;
  defaultVoiceUrl: string;
  isSystem: boolean;
  voiceStyles: TOpenVoiceStyle[];
  gender: 'female' | 'male';
  ageGroup: string;
}
export interface TOpenVoiceLanguageV1 {
  language: string;
  voices: TOpenVoiceV1[];
}
export interface TOpenVoiceV2 extends Omit<TOpenVoiceV1, 'isSystem'> {
  isSystem: 0 | 1;
  /** The engine's code (API-NOTES voice sources; docs/open-api.md lists this installation's). */
  voiceType: number;
}
export interface TOpenVoiceLanguageV2 {
  languageType: string;
  voices: TOpenVoiceV2[];
}
/** An age group as the public calls spell it ("middle aged" or "middle-aged", any case). */
export const ZOpenAgeGroup = z
  .string()
  .trim()
  .toLowerCase()
  .transform((group) => group.replace(' ', '-'))
  .pipe(z.enum(AGE_GROUPS));
/** `voice/v2/list`: gender "Female"/"Male" and age groups as the public v2 call spells them; either case works. */
export const ZOpenVoiceListV2 = z
  .object({
    language: z.string().trim().max(40).optional(),
    isSystem: z.union([z.literal(0), z.literal(1)]).optional(),
    gender: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['female', 'male']))
      .optional(),
    ageGroup: ZOpenAgeGroup.optional(),
  })
  .default({});

/** Background types of API-NOTES. */
export const OpenBackgroundType = {
  SystemVideo: 300,
  SystemImage: 301,
  Color: 302,
  UserImage: 330,
  UserVideo: 331,
} as const;
export const ZOpenBackgroundList = ZOpenPageQuery.extend({
  backgroundTypes: z.array(z.number().int()).max(10).optional(),
  /** 0 the installation's own backgrounds, 1 the caller's uploads. */
  custom: z.union([z.literal(0), z.literal(1)]).default(0),
});
export interface TOpenBackground {
  backgroundType: number;
  backgroundId: number;
  backgroundFileId: number | null;
  backgroundUrl: string;
  backgroundThumbnailUrl: string;
  backgroundName: string;
  width: number | null;
  height: number | null;
  custom: 0 | 1;
}

/**
 * `voice/v1|v2/audition`: speaks `content` into an MP3 kept in the caller's files, for `video/v2/add`'s
 * `voicePackageFileId`. Rate and pitch are percentages of change (0 as recorded, -50 half, 100 double); volume is
 * a percentage (100 as recorded).
 */
export const ZOpenAudition = z.object({
  languageType: z.string().max(120).optional(),
  content: z.string().trim().min(1).max(5000),
  voiceId: z.string().min(1).max(80),
  voiceStyle: z.string().max(60).optional(),
  prosodyRate: z.number().int().min(-50).max(100).default(0),
  prosodyPitch: z.number().int().min(-50).max(100).default(0),
  volume: z.number().int().min(0).max(200).default(100),
  isSystem: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  voiceType: z.number().int().optional(),
});
/** API-NOTES: speech costs 0.3 K-coin a second in the public API; at least one K-coin a call. */
export const OPEN_API_SPEECH_KCOIN_PER_SECOND = 0.3;
export function openApiSpeechCost(seconds: number): number {
  return Math.max(1, Math.ceil(seconds * OPEN_API_SPEECH_KCOIN_PER_SECOND));
}

export interface TOpenAudition {
  fileId: number;
  textToVoiceTaskId: number;
  /** K-coins charged. */
  costMoney: number;
  /** Whole seconds. */
  fileDuration: number;
  fileUrl: string;
}

const ZMaskType = z.enum(['noMask', 'nomask', 'circle', 'rect']).default('noMask');
const ZOpenDigitalHuman = z.object({
  digitalHumanId: z.number().int().positive(),
  supportTypeId: z.number().int().optional(),
  maskType: ZMaskType,
  digitalHumanThumbnailId: z.number().int().optional(),
  digitalHumanPhotoId: z.number().int().optional(),
});
/**
 * The narration: an audio file (`voicePackageFileId`, from an audition or an upload) that the presenter speaks,
 * with `copyContent` as its text; or, Orator's addition, a `voiceId` that speaks `copyContent` at render time.
 */
const ZOpenVoiceBase = z.object({
  copyContent: z.string().max(20000).default(''),
  voicePackageFileId: ZAudioFileRef.optional(),
  voicePackageDuration: z.number().int().nonnegative().optional(),
  voiceId: z.string().min(1).max(80).optional(),
  prosodyRate: z.number().int().min(-50).max(100).default(0),
  prosodyPitch: z.number().int().min(-50).max(100).default(0),
  style: z.string().max(60).optional(),
  styleName: z.string().max(120).optional(),
  languageType: z.string().max(120).optional(),
});
export const ZOpenVideoAddV1 = z.object({
  taskName: z.string().trim().min(1).max(100),
  aspectRatio: z.enum(['16:9', '9:16', '1:1']).default('16:9'),
  /** "rgb,R,G,B" as the public v1 call sends it. */
  backgroundColor: z.string().max(40).optional(),
  digitalHuman: ZOpenDigitalHuman,
  digitalHumanVoice: ZOpenVoiceBase.extend({
    languageCategory: z.string().max(120).optional(),
    languageTypeName: z.string().max(120).optional(),
    isSystem: z.boolean().optional(),
  }),
});
export const ZOpenBackgroundParam = z.object({
  backgroundType: z.number().int(),
  /** 1 a file of the caller's by `backgroundId`, 2 a public address (not fetched by this installation). */
  uploadWay: z.number().int().optional(),
  backgroundId: z.number().int().positive().optional(),
  backgroundFileId: ZFileRef.optional(),
  backgroundUrl: z.string().max(2000).optional(),
  backgroundThumbnailUrl: z.string().max(2000).optional(),
  backgroundColor: z.string().max(40).optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export const ZOpenVideoAddV2 = z.object({
  taskName: z.string().trim().min(1).max(100),
  aspectRatio: z.enum(['16:9', '9:16', '1:1']).default('16:9'),
  backgroundParam: ZOpenBackgroundParam.optional(),
  digitalHuman: ZOpenDigitalHuman,
  digitalHumanVoice: ZOpenVoiceBase.extend({
    isSystem: z.union([z.literal(0), z.literal(1)]).optional(),
    voiceName: z.string().max(120).optional(),
  }),
});
export interface TOpenVideoAdded {
  taskId: number;
  taskName: string;
  digitalHumanId: number;
  supportTypeId: number;
}

export const ZOpenVideoList = ZOpenPageQuery.extend({
  /** Only these tasks (Orator's addition, for polling several at once). */
  taskIds: z.array(z.number().int().positive()).max(100).optional(),
});
export const ZOpenVideoDetail = z.object({ taskId: z.coerce.number().int().positive() });
export const ZOpenVideoDelete = z.object({ taskIdList: z.array(z.number().int().positive()).min(1).max(100) });

export interface TOpenVideo {
  taskId: number;
  taskName: string;
  /** The web app's codes (SPEC 4): 190 queued, 191 generating, 192 done, 193 failed. */
  taskStatusTypeId: number;
  /** 0-100 while generating. */
  progress: number;
  /** The video, downloadable with the apiToken header; null until it is done. */
  targetFileUrl: string | null;
  targetFileThumbnailUrl: string | null;
  surplusProcessSecond: number | null;
  /** The narration's length as "mm:ss", and in seconds. */
  voicePackageDuration: string | null;
  voicePackageDurationSecond: number | null;
  /** azure (a voice speaks the script), upload_voice (an audio file). */
  voicePackageSource: 'azure' | 'upload_voice';
  supportTypeId: number;
  digitalHumanId: number;
  /** K-coins charged (or held while generating). */
  costMoney: number;
  failMessage: string | null;
  createTime: string;
  updateTime: string;
}
export interface TOpenVideoDetail extends TOpenVideo {
  languageCategory: string | null;
  languageType: string | null;
  languageTypeName: string | null;
  speakStyle: string | null;
  speakStyleName: string | null;
  speakPitch: string;
  speakRate: string;
  copyContent: string;
}
