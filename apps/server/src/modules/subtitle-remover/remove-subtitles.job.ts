import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TaskStatus, type TMessageKey } from '@orator/contracts';
import { ffmpeg } from '@orator/media';
import { isDeletedSince } from '../../jobs/deleted-since';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { servicesFor, type Services } from '../services';
import { createProgressWriter } from '../task-events/progress-writer';
import type { SubtitleRemovalRow } from './subtitle-remover.repo';
import { resultFileName } from './subtitle-remover-view';

/** Runs of one removal before it is given up as failed (a killed worker counts as a run). */
export const MAX_SUBTITLE_REMOVAL_ATTEMPTS = 3;

/** How often a running removal looks whether its task was deleted, to stop spending the CPU on it. */
const DELETION_CHECK_MS = 3000;

/** The list card's picture, from the finished video. */
async function thumbnailOf(videoPath: string, thumbnailPath: string): Promise<void> {
  await ffmpeg(['-ss', '1', '-i', videoPath, '-frames:v', '1', '-vf', 'scale=-2:360', '-q:v', '4', thumbnailPath]);
}

/** Aborts `controller` once the task is deleted; the returned function stops looking. */
function abortOnDeletion(repo: Services['subtitleRemoverRepo'], taskId: number, controller: AbortController) {
  const timer = setInterval(() => {
    isDeletedSince(repo, taskId).then(
      (deleted) => deleted && controller.abort(),
      () => undefined,
    );
  }, DELETION_CHECK_MS);
  return () => clearInterval(timer);
}

/**
 * Erases the boxes of one removal with the installation's engine and stores the video and its thumbnail; the K-coins
 * held at submission are charged once both are stored. A removal deleted meanwhile stops and stores nothing.
 */
export async function removeSubtitles({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const { subtitleRemoverRepo: repo, subtitleRemoverEngine: engine, fileRepo, files, charges } = services;
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || task.status === TaskStatus.Finished || task.status === TaskStatus.Failed) return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { status: TaskStatus.Processing, attempts, progress: 2 });
  const work = await mkdtemp(join(tmpdir(), `orator-subtitle-removal-${taskId}-`));
  const controller = new AbortController();
  const stopWatching = abortOnDeletion(repo, taskId, controller);
  try {
    const source = task.sourceFileId === null ? undefined : await fileRepo.byId(task.sourceFileId);
    if (!source) {
      await failSubtitleRemoval(task, services, 'subtitleRemoverUploadFirst');
      return;
    }
    const inputPath = await copyToFile(ctx.storage, source.storageKey, join(work, 'source'));
    const progress = createProgressWriter((value) => repo.update(taskId, { progress: value }), { from: 2, step: 3 });
    const erased = await engine.erase(
      {
        inputPath,
        boxes: task.boxes,
        signal: controller.signal,
        onProgress: (share) => progress.report(Math.round(2 + share * 93)),
      },
      join(work, 'erased.mp4'),
    );
    await progress.settled();
    const thumbnailPath = join(work, 'thumbnail.jpg');
    await thumbnailOf(erased.path, thumbnailPath);
    if (await isDeletedSince(repo, taskId)) return;
    const video = await files.storeGenerated(task.ownerId, {
      fileName: resultFileName(task),
      mimeType: 'video/mp4',
      ext: 'mp4',
      body: await readFile(erased.path),
      width: erased.width,
      height: erased.height,
    });
    const thumbnail = await files.storeGenerated(task.ownerId, {
      fileName: `no-subtitles-${taskId}.jpg`,
      mimeType: 'image/jpeg',
      ext: 'jpg',
      body: await readFile(thumbnailPath),
    });
    const charged = await charges.capture({ holdId: task.holdId }, task.costKcoins, `Subtitle removal ${taskId}`);
    await repo.update(taskId, {
      status: TaskStatus.Finished,
      progress: 100,
      resultFileId: video.id,
      coverFileId: thumbnail.id,
      costKcoins: charged,
      finishedAt: new Date(),
    });
  } catch (error) {
    if (controller.signal.aborted) return;
    ctx.log.error({ err: error, taskId, attempts }, 'subtitle removal failed');
    if (attempts < MAX_SUBTITLE_REMOVAL_ATTEMPTS) throw error;
    await failSubtitleRemoval(task, services);
  } finally {
    stopWatching();
    await rm(work, { recursive: true, force: true });
  }
}

/** Gives up on a removal: the user sees why, and the K-coins or the free use come back. */
export async function failSubtitleRemoval(
  task: SubtitleRemovalRow,
  { subtitleRemoverRepo, charges }: Pick<Services, 'subtitleRemoverRepo' | 'charges'>,
  reason: TMessageKey = 'subtitleRemoverFailed',
) {
  await subtitleRemoverRepo.update(task.id, { status: TaskStatus.Failed, failReason: reason, finishedAt: new Date() });
  await charges.release(
    task.ownerId,
    { holdId: task.holdId, feature: 'subtitleRemover', isTrial: task.isTrial },
    task.chargeRef,
  );
}

/** Far longer than a 10-minute video takes the offline engine: a removal untouched this long lost its worker. */
const STALLED_AFTER_MS = 60 * 60 * 1000;

/** A worker killed on its last attempt leaves its removal processing for ever; this fails and refunds it. */
export async function failStalledSubtitleRemovals(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  for (const task of await services.subtitleRemoverRepo.stalled(new Date(Date.now() - STALLED_AFTER_MS))) {
    await failSubtitleRemoval(task, services);
  }
}
