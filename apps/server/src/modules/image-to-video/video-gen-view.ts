import {
  downloadUrl,
  messages,
  translate,
  type TLocale,
  type TVideoArtImage,
  type TMessageKey,
  type TVideoGenEngineKind,
  type TVideoGenKind,
  type TVideoGenRatio,
  type TVideoGenTask,
} from '@orator/contracts';
import type { VideoArtRow } from './video-art.repo';
import type { VideoGenRow } from './video-gen.repo';

/** The name a clip downloads under. */
export function clipFileName(task: Pick<VideoGenRow, 'id'>): string {
  return `video-${task.id}.mp4`;
}

/** A clip as the API shows it: its links once made, the failure in the reader's language. */
export function toVideoGenTask(task: VideoGenRow, locale: TLocale): TVideoGenTask {
  return {
    id: task.id,
    kind: task.kind as TVideoGenKind,
    prompt: task.prompt,
    ratio: task.ratio as TVideoGenRatio,
    durationSec: task.outputSec ?? task.durationSec,
    imageFileIds: task.imageFileIds,
    voiceId: task.voiceId,
    hasSubtitles: task.hasSubtitles,
    engine: task.engine as TVideoGenEngineKind,
    taskStatusTypeId: task.status,
    progress: task.progress,
    targetFileId: task.videoFileId,
    targetFileUrl: task.videoFileId === null ? null : downloadUrl(task.videoFileId, clipFileName(task)),
    targetFileThumbnailUrl: task.thumbnailFileId === null ? null : downloadUrl(task.thumbnailFileId),
    width: task.width,
    height: task.height,
    costKcoins: task.costKcoins,
    isFreeUse: task.isTrial,
    failReason: task.failReason && translate(failureKey(task.failReason), locale),
    createTime: task.createdAt.toISOString(),
    updateTime: task.updatedAt.toISOString(),
  };
}

/** Failures are stored as message keys; one not in the catalogue reads as the SPEC's system failure. */
function failureKey(stored: string): TMessageKey {
  return Object.hasOwn(messages, stored) ? (stored as TMessageKey) : 'videoFailedSystem';
}

/** A video art picture as the API shows it; only finished pictures with their file are listed. */
export function toVideoArtImage(row: VideoArtRow): TVideoArtImage {
  return {
    id: row.id,
    prompt: row.prompt,
    ratio: row.ratio as TVideoGenRatio,
    engine: row.engine as TVideoGenEngineKind,
    scene: row.scene,
    fileId: row.fileId!,
    fileUrl: downloadUrl(row.fileId!),
    width: row.width!,
    height: row.height!,
    costKcoins: row.costKcoins,
    isFreeUse: row.isTrial,
    createTime: row.createdAt.toISOString(),
  };
}
