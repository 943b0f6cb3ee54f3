import { downloadUrl, messages, translate, type TDubbingTask, type TLocale, type TMessageKey } from '@orator/contracts';
import type { DubbingRow } from './dubbing.repo';

/** A dubbing as the API shows it: download links for its files, the failure in the reader's language. */
export function toDubbingTask(row: DubbingRow, locale: TLocale): TDubbingTask {
  return {
    id: row.id,
    taskName: row.taskName,
    taskStatusTypeId: row.status,
    progress: row.progress,
    language: row.language,
    paragraphs: row.paragraphs.map(({ text, voiceId, speakRate, speakPitch, volume }) => ({
      content: text,
      voiceId,
      speakRate,
      speakPitch,
      volume,
    })),
    characterCount: row.characterCount,
    estimatedSeconds: row.estimatedSeconds,
    costKcoins: row.costKcoins,
    isFreeUse: row.isTrial,
    fileDuration: row.durationSec,
    audioFileId: row.audioFileId,
    audioUrl: row.audioFileId ? downloadUrl(row.audioFileId, `${row.taskName}.mp3`) : null,
    subtitleFileId: row.subtitleFileId,
    subtitleUrl: row.subtitleFileId ? downloadUrl(row.subtitleFileId, `${row.taskName}.srt`) : null,
    subtitleFontSize: row.subtitleFontSize,
    failReason: row.failReason && translate(failureKey(row.failReason), locale),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** Failures are stored as message keys; one not in the catalogue reads as the system failure. */
function failureKey(stored: string): TMessageKey {
  return Object.hasOwn(messages, stored) ? (stored as TMessageKey) : 'dubbingFailedSystem';
}
