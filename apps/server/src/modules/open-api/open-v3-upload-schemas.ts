import { z } from 'zod';
import { ZFileRef, ZOpenCloneVideoFields, type TAvatarCloneUploadType, type TOpenCloneStatus } from '@orator/contracts';

/*
 * The V3 uploads (docs/open-api.md "V3"): a portrait that becomes a talking photo, and a portrait video that becomes
 * an avatar clone, each a job polled by its `jobId`. The public calls name the file by an address (`fileUrl`,
 * `videoUrl`), which an installation fetches only when it handed the address out itself; Orator also takes the file
 * in the same call, as a multipart part named `file`. These live beside the routes rather than with OpenApiV3 in
 * the contracts; the reference page (/ai/api-docs) lists the same paths, and open-api.test.ts checks they are served.
 */
export const OpenApiV3Uploads = {
  uploadAvatar: '/open/avatar/v3/uploadAvatar',
  uploadAvatarResult: '/open/avatar/v3/getUploadCustomAvatar',
  uploadCloneVideo: '/open/video/v3/uploadCloneVideo',
  uploadCloneVideoStatus: '/open/video/v3/getUploadCloneVideoStatus',
} as const;

const ZAddress = z.string().max(2000);
/** JSON; a multipart request (the photo in a part named `file`) has no JSON body. */
export const ZOpenAvatarUploadV3 = z
  .object({
    /** An address this installation handed out of the caller's picture (a signed file address, a download link). */
    fileUrl: ZAddress.optional(),
    /** Orator: the picture by its id. */
    fileId: ZFileRef.optional(),
  })
  .nullish();

export interface TOpenAvatarUploadV3 {
  /** The talking photo's id, as a string: poll getUploadCustomAvatar with it. */
  jobId: string;
  /** The stored picture (Orator): v1's getUploadCustomAvatar and getDigitalHumanMsg take it too. */
  fileId: number;
}

export interface TOpenAvatarResultV3 {
  jobId: string;
  /** OpenJobStatus: 2 while the face is checked, 3 ready, 4 refused (`failMessage` says why). */
  status: number;
  /** 0-100 (Orator). */
  progress: number;
  failMessage: string | null;
  /** The talking photo once it is ready, else null. */
  digitalHuman: {
    digitalHumanId: number;
    digitalHumanName: string;
    supportTypeId: number;
    digitalHumanThumbnailUrl: string;
    digitalHumanPhotoUrl: string;
  } | null;
}

/** The person filmed agreed to be cloned; anything but 1 or true is no consent. */
const ZConsent = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]);
export const isConsent = (value: z.output<typeof ZConsent> | undefined) =>
  value === true || value === 1 || value === '1' || value === 'true';

/** The clone's order: multipart sends these as text parts beside the video, JSON beside its address. */
export const ZOpenCloneOrderV3 = z.object({
  /** Defaults to the video's file name. */
  digitalHumanName: ZOpenCloneVideoFields.shape.digitalHumanName.optional(),
  uploadTypeId: ZOpenCloneVideoFields.shape.uploadTypeId,
  noticeAccepted: ZConsent.optional(),
});

/** JSON; a multipart request (the video in a part named `file`, the order in text parts) has no JSON body. */
export const ZOpenCloneUploadV3 = ZOpenCloneOrderV3.extend({
  /** An address this installation handed out of the caller's video (uploadVideo's `srcFileUrl`, a signed address). */
  videoUrl: ZAddress.optional(),
  /** Orator: the video by its id. */
  videoFileId: ZFileRef.optional(),
}).nullish();

export interface TOpenCloneUploadV3 {
  /** The clone's id, as a string: poll getUploadCloneVideoStatus with it. */
  jobId: string;
  fileId: number;
  uploadTypeId: TAvatarCloneUploadType;
  status: number;
  durationSec: number;
  /** K-coins held for the clone's year, taken when it is ready, given back if it is refused. */
  costMoney: number;
}

/** v2's clone status, named by its V3 `jobId`. */
export type TOpenCloneStatusV3 = Omit<TOpenCloneStatus, 'taskId'> & { jobId: string };
