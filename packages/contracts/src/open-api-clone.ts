import { z } from 'zod';
import { AVATAR_CLONE_NAME_MAX, type TAvatarCloneState, type TAvatarCloneUploadType } from './avatar-clone';
import { UploadType } from './codes';
import { OpenJobStatus } from './open-api-v3';

/*
 * Avatar clones through the open API (docs/open-api.md "Avatar clones"): `video/v2/uploadCloneVideo` takes the
 * portrait video, checks it as the web app does, files the clone and pays for it in one call;
 * `getUploadCloneVideoStatus` follows it to a talking avatar that `avatar/v2/list` with `cloneDigitalHuman: 1` lists
 * and `video/v2/add` speaks with.
 */

const ZFlag = z.union([z.literal('1'), z.literal('true'), z.literal(1), z.literal(true)]);

/** The text parts sent beside the video; multipart sends them as strings. */
export const ZOpenCloneVideoFields = z.object({
  digitalHumanName: z.string().trim().min(1).max(AVATAR_CLONE_NAME_MAX),
  /** 114 fast clone (checked by the installation), 112 customised (an operator reviews it). */
  uploadTypeId: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(UploadType.CloneUpload), z.literal(UploadType.CloneCustomised)]))
    .default(UploadType.CloneUpload),
  /** The person filmed agreed to be cloned (the web app's Customized Service Notice): required. */
  noticeAccepted: ZFlag,
});
export type TOpenCloneVideoFields = z.input<typeof ZOpenCloneVideoFields>;

export interface TOpenCloneUpload {
  taskId: number;
  fileId: number;
  uploadTypeId: TAvatarCloneUploadType;
  status: number;
  durationSec: number;
  /** K-coins held for the clone's year, taken when it is ready, given back if it is refused. */
  costMoney: number;
}

export const ZOpenCloneStatus = z.object({ taskId: z.coerce.number().int().positive() });

export interface TOpenCloneStatus {
  taskId: number;
  taskName: string;
  uploadTypeId: TAvatarCloneUploadType;
  /** OpenJobStatus: 1 waiting (paid, in review), 2 processing (being prepared), 3 ready, 4 refused or ended. */
  status: number;
  /** The avatar to speak with once ready (the open API's integer id), else null. */
  digitalHumanId: number | null;
  failMessage: string | null;
  costMoney: number;
  createTime: string;
  expireTime: string | null;
}

/** A clone's state as a V3 job status. */
export const OPEN_CLONE_STATUS: Record<TAvatarCloneState, number> = {
  submitted: OpenJobStatus.Waiting,
  paid: OpenJobStatus.Waiting,
  review: OpenJobStatus.Waiting,
  synthesis: OpenJobStatus.Processing,
  success: OpenJobStatus.Success,
  rejected: OpenJobStatus.Failed,
  failedSensitive: OpenJobStatus.Failed,
  failed: OpenJobStatus.Failed,
  lapsed: OpenJobStatus.Failed,
  expired: OpenJobStatus.Failed,
};
