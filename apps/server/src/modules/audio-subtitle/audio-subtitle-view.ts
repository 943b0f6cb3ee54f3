import {
  downloadUrl,
  messages,
  translate,
  type TAudioSubtitleSummary,
  type TAudioSubtitleTask,
  type TLocale,
  type TMessageKey,
  type TSubtitleEngine,
} from '@orator/contracts';
import type { AudioSubtitleRow } from './audio-subtitle.repo';

export function toSubtitleSummary(row: AudioSubtitleRow, locale: TLocale): TAudioSubtitleSummary {
  return {
    id: row.id,
    taskName: row.taskName,
    status: row.status,
    progress: row.progress,
    language: row.language,
    engine: row.engine as TSubtitleEngine,
    durationSec: row.durationSec,
    cueCount: row.cues?.length ?? 0,
    failMessage: row.failReason && localized(row.failReason, locale),
    audioFileId: row.sourceFileId,
    audioUrl: downloadUrl(row.sourceFileId),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    finishTime: row.finishedAt?.toISOString() ?? null,
  };
}

export function toSubtitleTask(row: AudioSubtitleRow, locale: TLocale): TAudioSubtitleTask {
  return { ...toSubtitleSummary(row, locale), knownText: row.knownText, cues: row.cues ?? [] };
}

/** Failures are stored as message keys so each reader sees them in their own language. */
function localized(reason: string, locale: TLocale): string {
  return Object.hasOwn(messages, reason) ? translate(reason as TMessageKey, locale) : reason;
}
