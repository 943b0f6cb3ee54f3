import {
  lipSyncJobId,
  messages,
  translate,
  type TLocale,
  type TMessageKey,
  type TOpenLipResultV3,
} from '@orator/contracts';
import type { LipSyncRow } from '../lip-sync/lip-sync.repo';
import { jobStatusOf } from './open-video-view';

/** Failures are stored as message keys; one not in the catalogue reads as the lip sync's own failure. */
function failureText(stored: string | null, locale: TLocale): string | null {
  if (!stored) return null;
  return translate(Object.hasOwn(messages, stored) ? (stored as TMessageKey) : 'lipSyncFailed', locale);
}

/** A lip sync as getLipVideoResult shows it, in the avatar videos' shape; the failure in the reader's language. */
export async function openLipSyncResultOf(
  row: LipSyncRow,
  locale: TLocale,
  fileUrl: (fileId: number) => Promise<string>,
): Promise<TOpenLipResultV3> {
  const jobId = lipSyncJobId(row.id);
  return {
    jobId: String(jobId),
    status: jobStatusOf(row.status),
    videoTask:
      row.resultFileId === null
        ? null
        : {
            taskId: jobId,
            taskName: row.name,
            videoUrl: await fileUrl(row.resultFileId),
            thumbnailUrl: row.coverFileId === null ? null : await fileUrl(row.coverFileId),
            duration: Math.round(row.audioSec * 10) / 10,
            costMoney: row.costKcoins,
          },
    progress: row.progress,
    failMessage: failureText(row.failReason, locale),
  };
}
