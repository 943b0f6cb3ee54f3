import {
  downloadUrl,
  messages,
  translate,
  type TFaceCheckProblem,
  type TFaceSwapFace,
  type TFaceSwapFaceState,
  type TFaceSwapMode,
  type TFaceSwapStage,
  type TFaceSwapTask,
  type TLocale,
  type TMessageKey,
} from '@orator/contracts';
import type { FaceSwapFaceRow, FaceSwapTaskRow } from './face-swap.repo';

/** The message key of a refused photo's problem: `noFace` reads `faceCheckNoFace`. */
export function faceCheckMessageKey(problem: TFaceCheckProblem): TMessageKey {
  return `faceCheck${problem[0]!.toUpperCase()}${problem.slice(1)}` as TMessageKey;
}

export function toFaceSwapFace(row: FaceSwapFaceRow, locale: TLocale): TFaceSwapFace {
  const problem = (row.problem as TFaceCheckProblem | null) ?? null;
  return {
    id: row.id,
    name: row.name,
    fileId: row.fileId,
    photoUrl: downloadUrl(row.fileId),
    state: row.state as TFaceSwapFaceState,
    progress: row.progress,
    problem,
    message: problem && translate(faceCheckMessageKey(problem), locale),
    createTime: row.createdAt.toISOString(),
  };
}

/** The name a result downloads under. */
export function resultFileName(task: Pick<FaceSwapTaskRow, 'id'>): string {
  return `face-swap-${task.id}.mp4`;
}

export function toFaceSwapTask(task: FaceSwapTaskRow, locale: TLocale): TFaceSwapTask {
  return {
    id: task.id,
    taskName: task.name,
    mode: task.mode as TFaceSwapMode,
    stage: task.stage as TFaceSwapStage,
    taskStatusTypeId: task.status,
    progress: task.progress,
    durationSec: task.durationSec,
    width: task.width,
    height: task.height,
    people: (task.people ?? []).map((person) => ({
      ...person,
      thumbnailUrl: downloadUrl(person.thumbnailFileId),
    })),
    mapping: task.mapping ?? {},
    sourceFileUrl: task.sourceFileId === null ? null : downloadUrl(task.sourceFileId),
    targetFileId: task.resultFileId,
    targetFileUrl: task.resultFileId === null ? null : downloadUrl(task.resultFileId, resultFileName(task)),
    targetFileThumbnailUrl: task.coverFileId === null ? null : downloadUrl(task.coverFileId),
    costKcoins: task.costKcoins,
    isFreeUse: task.isTrial,
    engine: task.engine,
    failReason: task.failReason && translate(failureKey(task.failReason), locale),
    createTime: task.createdAt.toISOString(),
    updateTime: task.updatedAt.toISOString(),
    submitTime: task.submittedAt?.toISOString() ?? null,
    finishTime: task.finishedAt?.toISOString() ?? null,
  };
}

/** Failures are stored as message keys; one not in the catalogue reads as the face swap's own failure. */
function failureKey(stored: string): TMessageKey {
  return Object.hasOwn(messages, stored) ? (stored as TMessageKey) : 'faceSwapFailed';
}
