import { AVATAR_CLONE_VIDEO_LIMITS, type TCloneVideoCheck, type TMessageKey } from '@orator/contracts';
import { inspectCloneVideo, type CloneVideoProblem } from '@orator/media';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/index';
import { withLocalCopy } from '../../platform/storage/local-copy';
import type { FileRepo } from '../file/file.repo';
import type { AvatarCloneRepo } from './avatar-clone.repo';

const LIMITS = AVATAR_CLONE_VIDEO_LIMITS;
const MB = 1024 * 1024;

const PROBLEMS: Record<CloneVideoProblem, TMessageKey> = {
  unreadable: 'avatarCloneVideoUnreadable',
  tooLarge: 'avatarCloneVideoTooLarge',
  tooShort: 'avatarCloneVideoTooShort',
  tooLong: 'avatarCloneVideoTooLong',
  lowResolution: 'avatarCloneVideoLowResolution',
  noFace: 'avatarCloneVideoNoFace',
  multipleFaces: 'avatarCloneVideoMultipleFaces',
  notFrontal: 'avatarCloneVideoNotFrontal',
};

/** Every parameter any of the video messages names; each message picks its own. */
export function videoMessageParams(atSec = 0) {
  return {
    maxMb: LIMITS.maxBytes / MB,
    minSec: LIMITS.minSec,
    maxMinutes: LIMITS.maxSec / 60,
    minSide: LIMITS.minShortSide,
    atSec,
  };
}

/** An AppError for a video problem, with the parameters its message needs. */
export function videoRefusal(problem: CloneVideoProblem, atSec?: number) {
  return AppError.badRequest(PROBLEMS[problem], videoMessageParams(atSec));
}

/**
 * The upload check of a portrait video (MP4/MOV by content, size, length from the decode, 480p, one
 * frontal face throughout). A video that passed once for its owner is not decoded again.
 */
export async function checkCloneVideo(
  deps: { files: FileRepo; storage: Storage; repo: AvatarCloneRepo },
  ownerId: number,
  fileId: number,
): Promise<TCloneVideoCheck> {
  const file = await deps.files.ownedBy(fileId, ownerId);
  if (!file) throw AppError.badRequest('avatarCloneVideoRequired');
  const cached = await deps.repo.checkedVideo(fileId, ownerId);
  if (cached) return { fileId, durationSec: cached.durationSec, width: cached.width, height: cached.height };
  if (!(LIMITS.mimeTypes as readonly string[]).includes(file.mimeType)) {
    throw AppError.badRequest('avatarCloneVideoWrongFormat');
  }
  if (file.size > LIMITS.maxBytes) throw videoRefusal('tooLarge');
  const check = await withLocalCopy(deps.storage, file.storageKey, (path) => inspectCloneVideo(path, LIMITS));
  if (!check.ok) throw videoRefusal(check.problem, check.atSec);
  await deps.repo.saveCheckedVideo({
    fileId,
    ownerId,
    durationSec: check.durationSec,
    width: check.width,
    height: check.height,
  });
  return { fileId, durationSec: check.durationSec, width: check.width, height: check.height };
}
