import {
  API_BASE,
  AVATAR_CLONE_LAPSE_HOURS,
  AVATAR_CLONE_PRICE_KCOINS,
  AvatarCloneApi,
  messages,
  translate,
  type TAvatarClone,
  type TAvatarCloneDetail,
  type TAvatarCloneUploadType,
  type TLocale,
  type TMessageKey,
} from '@orator/contracts';
import type { AvatarCloneRow } from './avatar-clone.repo';

const HOUR_MS = 60 * 60 * 1000;

export const priceOf = (uploadTypeId: number) => AVATAR_CLONE_PRICE_KCOINS[uploadTypeId as TAvatarCloneUploadType];

/**
 * Automatic refusals are stored as a message key, optionally followed by a space and its parameters as
 * JSON ("avatarCloneVideoNoFace {"atSec":3}"), so every reader sees them in their own language; an
 * operator's reason is stored and shown as written.
 */
export function encodeReason(key: TMessageKey, params?: Record<string, string | number>): string {
  return params ? `${key} ${JSON.stringify(params)}` : key;
}

export function reasonText(reason: string | null, locale: TLocale): string | null {
  if (!reason) return null;
  const space = reason.indexOf(' ');
  const key = space < 0 ? reason : reason.slice(0, space);
  if (!Object.hasOwn(messages, key)) return reason;
  let params: Record<string, string | number> = {};
  if (space >= 0) {
    try {
      params = JSON.parse(reason.slice(space + 1)) as Record<string, string | number>;
    } catch {
      return reason;
    }
  }
  return translate(key as TMessageKey, locale, params);
}

export const previewVideoUrl = (id: number) => `${API_BASE}${AvatarCloneApi.previewVideo}?id=${id}`;
export const cloneDigitalHumanId = (row: AvatarCloneRow) =>
  row.status === 'success' && row.photoAvatarId ? `photo-${row.photoAvatarId}` : null;

export function toAvatarClone(row: AvatarCloneRow, locale: TLocale, thumbnailUrl: string | null): TAvatarClone {
  return {
    id: row.id,
    uploadTypeId: row.uploadTypeId as TAvatarCloneUploadType,
    name: row.name,
    status: row.status,
    reason: reasonText(row.reason, locale),
    videoUrl: previewVideoUrl(row.id),
    videoDurationSec: Math.round(row.videoDurationSec * 10) / 10,
    thumbnailUrl,
    digitalHumanId: cloneDigitalHumanId(row),
    priceKcoins: row.priceKcoins,
    createTime: row.createdAt.toISOString(),
    lapseTime:
      row.status === 'submitted'
        ? new Date(row.submittedAt.getTime() + AVATAR_CLONE_LAPSE_HOURS * HOUR_MS).toISOString()
        : null,
    paidTime: row.paidAt?.toISOString() ?? null,
    completeTime: row.completedAt?.toISOString() ?? null,
    expireTime: row.expiresAt?.toISOString() ?? null,
  };
}

export function toAvatarCloneDetail(
  row: AvatarCloneRow,
  locale: TLocale,
  thumbnailUrl: string | null,
): TAvatarCloneDetail {
  const prep = row.prep;
  return {
    ...toAvatarClone(row, locale, thumbnailUrl),
    prep: prep
      ? {
          fps: prep.fps,
          frameCount: prep.frameCount,
          loopStart: prep.loopStart,
          loopEnd: prep.loopEnd,
          bestFrame: prep.bestFrame,
        }
      : null,
  };
}
