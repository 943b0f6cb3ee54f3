import {
  downloadUrl,
  messages,
  translate,
  type TLocale,
  type TMessageKey,
  type TVoiceChangePreset,
  type TVoiceChangeTask,
} from '@orator/contracts';
import type { VoiceChangeListing } from './voice-changer.repo';

/**
 * The changed recording is named after the change and its voice ("talk (deeper).mp3"), so it never takes the
 * name of the original it was made from.
 */
export function changedFileName(taskName: string, preset: string): string {
  return `${taskName} (${preset}).mp3`;
}

export function toVoiceChangeTask(row: VoiceChangeListing, locale: TLocale): TVoiceChangeTask {
  return {
    id: row.id,
    taskName: row.taskName,
    taskStatusTypeId: row.status,
    preset: row.settings.preset as TVoiceChangePreset,
    pitchSemitones: row.settings.pitchSemitones,
    formantSemitones: row.settings.formantShift,
    sourceFileId: row.sourceFileId,
    sourceFileName: row.sourceFileName,
    sourceFileUrl: downloadUrl(row.sourceFileId, row.sourceFileName),
    durationSec: row.durationSec,
    resultFileId: row.resultFileId,
    resultFileUrl: row.resultFileId
      ? downloadUrl(row.resultFileId, changedFileName(row.taskName, row.settings.preset))
      : null,
    failMessage: row.failReason && localized(row.failReason, locale),
    createTime: row.createdAt.toISOString(),
    finishTime: row.finishedAt?.toISOString() ?? null,
  };
}

function localized(reason: string, locale: TLocale): string {
  return Object.hasOwn(messages, reason) ? translate(reason as TMessageKey, locale) : reason;
}
