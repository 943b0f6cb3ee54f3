import {
  downloadUrl,
  messages,
  translate,
  type TLocale,
  type TMessageKey,
  type TSubtitleRemoverEngineKind,
  type TSubtitleRemoverTask,
} from '@orator/contracts';
import { toRectArea } from './erase-boxes';
import type { SubtitleRemovalRow } from './subtitle-remover.repo';

/** The name a finished video downloads under. */
export function resultFileName(task: Pick<SubtitleRemovalRow, 'id'>): string {
  return `no-subtitles-${task.id}.mp4`;
}

/** A removal as the API shows it, in API-NOTES' field names; the failure in the reader's language. */
export function toSubtitleRemoverTask(task: SubtitleRemovalRow, locale: TLocale): TSubtitleRemoverTask {
  return {
    id: task.id,
    taskName: task.name,
    taskStatusTypeId: task.status,
    progress: task.progress,
    durationSec: task.durationSec,
    width: task.width,
    height: task.height,
    rectAreaList: task.boxes.filter((box) => box.kind === 'subtitle').map(toRectArea),
    customRectAreaList: task.boxes.filter((box) => box.kind === 'watermark').map(toRectArea),
    sourceFileId: task.sourceFileId,
    sourceFileUrl: task.sourceFileId === null ? null : downloadUrl(task.sourceFileId),
    targetFileId: task.resultFileId,
    targetFileUrl: task.resultFileId === null ? null : downloadUrl(task.resultFileId, resultFileName(task)),
    targetFileThumbnailUrl: task.coverFileId === null ? null : downloadUrl(task.coverFileId),
    engine: task.engine as TSubtitleRemoverEngineKind,
    costKcoins: task.costKcoins,
    isFreeUse: task.isTrial,
    failReason: task.failReason && translate(failureKey(task.failReason), locale),
    createTime: task.createdAt.toISOString(),
    updateTime: task.updatedAt.toISOString(),
  };
}

/** Failures are stored as message keys; one not in the catalogue reads as the tool's system failure. */
function failureKey(stored: string): TMessageKey {
  return Object.hasOwn(messages, stored) ? (stored as TMessageKey) : 'subtitleRemoverFailed';
}
