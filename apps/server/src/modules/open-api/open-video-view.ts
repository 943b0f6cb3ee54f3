import {
  OpenJobStatus,
  TaskStatus,
  type TLocale,
  type TOpenVideo,
  type TOpenVideoDetail,
  type TVideoTask,
} from '@orator/contracts';
import type { Services } from '../services';
import { toVideoTask } from '../video-task/task-view';
import type { VideoTaskRow } from '../video-task/task.repo';
import { toOpenAvatarId } from './open-avatar-ids';

/** A task's state as a V3 job's: 1 waiting, 2 processing, 3 success, 4 failed. */
export function jobStatusOf(taskStatus: number): number {
  if (taskStatus === TaskStatus.Queued) return OpenJobStatus.Waiting;
  if (taskStatus === TaskStatus.Processing) return OpenJobStatus.Processing;
  return taskStatus === TaskStatus.Finished ? OpenJobStatus.Success : OpenJobStatus.Failed;
}

/** A video's signed file addresses (OpenRouteOptions.fileUrl), null until it has them. */
interface VideoFileUrls {
  target: string | null;
  thumbnail: string | null;
}

/** A video task as every version of the open API shows it, its files at signed addresses. */
export async function openVideoOf(
  row: VideoTaskRow,
  { avatars, voices }: Pick<Services, 'avatars' | 'voices'>,
  locale: TLocale,
  fileUrl: (fileId: number) => Promise<string>,
): Promise<TOpenVideoDetail> {
  const task = await toVideoTask(row, { avatars, voices }, locale);
  return toOpenVideoDetail(task, {
    target: row.targetFileId === null ? null : await fileUrl(row.targetFileId),
    thumbnail: row.thumbnailFileId === null ? null : await fileUrl(row.thumbnailFileId),
  });
}

function toOpenVideoDetail(task: TVideoTask, files: VideoFileUrls): TOpenVideoDetail {
  const seconds = task.voicePackageDurationSecond;
  return {
    taskId: task.id,
    taskName: task.taskName,
    taskStatusTypeId: task.taskStatusTypeId,
    progress: task.progress,
    targetFileUrl: files.target,
    targetFileThumbnailUrl: files.thumbnail,
    surplusProcessSecond: task.surplusProcessSecond,
    voicePackageDuration: seconds === null ? null : minutesAndSeconds(seconds),
    voicePackageDurationSecond: seconds,
    voicePackageSource: task.inputMode === 'audio' ? 'upload_voice' : 'azure',
    supportTypeId: task.supportTypeId,
    digitalHumanId: toOpenAvatarId(task.digitalHumanId),
    costMoney: task.costKcoins,
    failMessage: task.failMessage,
    createTime: task.createTime,
    updateTime: task.finishTime ?? task.startTime ?? task.createTime,
    languageCategory: task.languageTypeName,
    languageType: task.languageType,
    languageTypeName: task.languageTypeName,
    speakStyle: task.speakStyle,
    speakStyleName: task.speakStyle,
    speakPitch: String(task.speakPitch),
    speakRate: String(task.speakRate),
    copyContent: task.copyContent,
  };
}

/** The list gives what a poller needs; the script and the voice's details are in `detail`. */
export function listItem(detail: TOpenVideoDetail): TOpenVideo {
  const {
    languageCategory: _category,
    languageType: _type,
    languageTypeName: _typeName,
    speakStyle: _style,
    speakStyleName: _styleName,
    speakPitch: _pitch,
    speakRate: _rate,
    copyContent: _script,
    ...item
  } = detail;
  return item;
}

function minutesAndSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
