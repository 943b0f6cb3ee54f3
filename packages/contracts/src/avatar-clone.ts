import { z } from 'zod';
import { CloneState, PENDING_CLONE_STATES, RENEWABLE_CLONE_STATES, type TCloneOwner } from './clone-lifecycle';
import { UploadType } from './codes';
import { ZFileRef } from './file';
/** Replies, states, prices and e-mails for these endpoints: docs/avatar-clone.md. */

/** SPEC 7 "Digital human" clone endpoints, and the clone task endpoints under digitalhumanClone. */
export const AvatarCloneApi = {
  saveTask: '/digitalhuman/v1/digitalhumanClone/saveTask',
  /** Changes an unpaid clone, or resubmits a rejected, failed or lapsed one. */
  updateInfoById: '/digitalhuman/v1/digitalhumanClone/updateInfoById',
  list: '/digitalhuman/v1/digitalhumanClone/list',
  /** GET, param id */
  getInfoById: '/digitalhuman/v1/digitalhumanClone/getInfoById',
  /** Pays a submitted (or resubmitted) clone from the K-coin balance: the price is held until it succeeds. */
  pay: '/digitalhuman/v1/digitalhumanClone/pay',
  /** Buys one more term of a successful or expired clone, in K-coins, after the term end the user saw. */
  renew: '/digitalhuman/v1/digitalhumanClone/renew',
  cloneDelete: '/digitalhuman/v1/digitalhuman/cloneDelete',
  cloneBatchDelete: '/digitalhuman/v1/digitalhuman/cloneBatchDelete',
  /** The owner's finished clones as avatars to pick (supportTypeId 101). */
  listClone: '/digitalhuman/v1/digitalhuman/listClone',
  /** GET, param id: a clone with what preparation found. */
  detailClone: '/digitalhuman/v1/digitalhuman/detailClone',
  /** Checks an uploaded portrait video (one frontal face, length, resolution) before a clone is saved. */
  handleUploadCloneVideo: '/digitalhuman/v1/digitalhuman/handleUploadCloneVideo',
  /** GET, param id: the clone's source video, for its owner and for reviewers. */
  previewVideo: '/digitalhuman/v1/digitalhuman/previewVideo',
  /** GET, param uploadTypeId: what a clone costs and what the user can spend. */
  serviceTotalPrice: '/digitalhuman/v1/digitalhuman/serviceTotalPrice',
  /** GET: whether the user may submit a fast clone now, and why not. */
  fastCloneIsPermissionSubmit: '/digitalhuman/v1/digitalhuman/fastCloneIsPermissionSubmit',
} as const;

/** Operator review of customised clones (admins only). */
export const AvatarCloneAdminApi = {
  reviewList: '/admin/v1/avatarClone/reviewList',
  review: '/admin/v1/avatarClone/review',
} as const;

/** SPEC 3 upload types for clones a user makes: 112 customised (operator review), 114 fast clone (automatic). */
export const AVATAR_CLONE_UPLOAD_TYPES = [UploadType.CloneCustomised, UploadType.CloneUpload] as const;
export type TAvatarCloneUploadType = (typeof AVATAR_CLONE_UPLOAD_TYPES)[number];

/** The voice clones' lifecycle, and one state more. */
export const AvatarCloneState = {
  ...CloneState,
  /** SPEC 4: an unpaid avatar clone task lapses after 24 hours. */
  Lapsed: 'lapsed',
} as const;
export type TAvatarCloneState = (typeof AvatarCloneState)[keyof typeof AvatarCloneState];

/** States the owner fixes with a resubmit: back to review (paying again) or, for a lapsed one, to submitted. */
export const RESUBMITTABLE_AVATAR_CLONE_STATES: readonly TAvatarCloneState[] = [
  'rejected',
  'failedSensitive',
  'failed',
  'lapsed',
];
/** The shared lists, typed so an avatar clone's state (which may be 'lapsed') can be looked up in them. */
export const RENEWABLE_AVATAR_CLONE_STATES: readonly TAvatarCloneState[] = RENEWABLE_CLONE_STATES;
export const PENDING_AVATAR_CLONE_STATES: readonly TAvatarCloneState[] = PENDING_CLONE_STATES;

/** K-coin prices of one term (SPEC 9 prices video at 1 K-coin a second; a clone costs ten or forty minutes of it). */
export const AVATAR_CLONE_PRICE_KCOINS: Record<TAvatarCloneUploadType, number> = {
  [UploadType.CloneCustomised]: 2400,
  [UploadType.CloneUpload]: 600,
};
/** A term lasts a year and is renewable. */
export const AVATAR_CLONE_TERM_DAYS = 365;
/** SPEC 4: unpaid clone tasks lapse after 24 hours. */
export const AVATAR_CLONE_LAPSE_HOURS = 24;

const MB = 1024 * 1024;
/** The portrait video a clone is made from (docs/avatar-clone.md says why these numbers). */
export const AVATAR_CLONE_VIDEO_LIMITS = {
  minSec: 10,
  maxSec: 5 * 60,
  /** The upload endpoint's own limit: uploads are read whole until they stream (#5). */
  maxBytes: 50 * MB,
  minShortSide: 480,
  samplesPerSec: 2,
  maxSamples: 40,
  maxUnclearShare: 0.1,
  mimeTypes: ['video/mp4', 'video/quicktime'],
  accept: '.mp4,.mov,video/mp4,video/quicktime',
} as const;

export const AVATAR_CLONE_NAME_MAX = 50;

export const ZCloneVideoRequest = z.object({ fileId: ZFileRef });

export const ZSaveAvatarCloneRequest = z.object({
  uploadTypeId: z.union([z.literal(UploadType.CloneCustomised), z.literal(UploadType.CloneUpload)]),
  name: z.string().trim().min(1).max(AVATAR_CLONE_NAME_MAX),
  videoFileId: ZFileRef,
  /** SPEC 5: the Customized Service Notice must be accepted. */
  noticeAccepted: z.boolean(),
});
export type TSaveAvatarCloneRequest = z.input<typeof ZSaveAvatarCloneRequest>;

export const ZUpdateAvatarCloneRequest = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1).max(AVATAR_CLONE_NAME_MAX).optional(),
  videoFileId: ZFileRef.optional(),
});
export type TUpdateAvatarCloneRequest = z.input<typeof ZUpdateAvatarCloneRequest>;

/** The term's end the user saw: a second click on the same renewal buys nothing more. */
export const ZRenewAvatarCloneRequest = z.object({ id: z.number().int().positive(), expireTime: z.iso.datetime() });
export const ZAvatarCloneIdsRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
export const ZServicePriceQuery = z.object({
  uploadTypeId: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(UploadType.CloneCustomised), z.literal(UploadType.CloneUpload)]))
    .default(UploadType.CloneUpload),
});

/** What the upload check found in a portrait video. */
export interface TCloneVideoCheck {
  fileId: number;
  durationSec: number;
  width: number;
  height: number;
}

/** SPEC 3 "Avatar clone task": name, source video URL, status; and the lifecycle's times. */
export interface TAvatarClone {
  id: number;
  uploadTypeId: TAvatarCloneUploadType;
  name: string;
  status: TAvatarCloneState;
  /** Why it was refused, in the reader's language (an operator's reason as written). */
  reason: string | null;
  videoUrl: string;
  videoDurationSec: number;
  /** The still the clone speaks from, once prepared. */
  thumbnailUrl: string | null;
  /** The avatar to pick in /create once the clone succeeded. */
  digitalHumanId: string | null;
  priceKcoins: number;
  createTime: string;
  /** When an unpaid clone lapses. */
  lapseTime: string | null;
  paidTime: string | null;
  completeTime: string | null;
  expireTime: string | null;
}

/** detailClone: a clone and what preparation found in its video. */
export interface TAvatarCloneDetail extends TAvatarClone {
  prep: { fps: number; frameCount: number; loopStart: number; loopEnd: number; bestFrame: number } | null;
}

export interface TAvatarCloneReviewItem extends TAvatarClone, TCloneOwner {}

export interface TAvatarClonePrice {
  uploadTypeId: TAvatarCloneUploadType;
  priceKcoins: number;
  /** K-coins the user can spend now (held K-coins left out). */
  availableKcoins: number;
}

export interface TFastClonePermission {
  canSubmit: boolean;
  /** A message key of the catalogue when the user cannot submit. */
  reason: string | null;
}
