import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileSource, TaskStatus, type TFaceSwapMode, type TMessageKey } from '@orator/contracts';
import { ffmpeg } from '@orator/media';
import { isDeletedSince } from '../../jobs/deleted-since';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { servicesFor, type Services } from '../services';
import { createProgressWriter } from '../task-events/progress-writer';
import { loadAnalysis } from './analysis-store';
import type { FaceSwapTaskRow } from './face-swap.repo';
import { resultFileName } from './face-swap-view';
import { workKeys } from './work-keys';

/** Runs of one render before it is given up as failed (a killed worker counts as a run). */
export const MAX_RENDER_ATTEMPTS = 3;

/**
 * Swaps the mapped people's faces through the video with the installation's engine, stores the video and its
 * cover as the owner's files and charges the K-coins held at submission; a swap that cannot be made costs nothing.
 * The photos are read from the library faces even if they were deleted since: a submitted swap keeps its faces.
 */
export async function renderFaceSwap({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const { faceSwapRepo: repo, faceSwapEngine: engine, files, charges } = services;
  const task = await repo.byId(taskId);
  const isPending = task?.status === TaskStatus.Queued || task?.status === TaskStatus.Processing;
  if (!task || task.deletedAt || !isPending) return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { status: TaskStatus.Processing, attempts, progress: 0 });
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-face-swap-render-${taskId}-`));
  try {
    const keys = workKeys(task);
    const inputPath = await copyToFile(ctx.storage, keys.video, path.join(workDir, 'video.mp4'));
    const analysis = await loadAnalysis(ctx.storage, keys.analysis);
    const faces: Record<string, Buffer> = {};
    for (const [personId, faceId] of Object.entries(task.mapping ?? {})) {
      const face = await repo.faceById(faceId);
      if (!face) throw new Error(`face ${faceId} is gone`);
      faces[personId] = await streamToBuffer((await files.openById(face.fileId)).stream);
    }
    // A swap deleted while it renders stops at its next progress write: its K-coins were already given back.
    const stop = new AbortController();
    const progress = createProgressWriter(
      async (value) => {
        const row = await repo.update(taskId, { progress: value });
        if (!row || row.deletedAt) stop.abort();
      },
      { from: 0, step: 5 },
    );
    const outputPath = path.join(workDir, 'swapped.mp4');
    const swapped = await engine.swap(
      {
        inputPath,
        analysis,
        faces,
        signal: stop.signal,
        onProgress: (share) => progress.report(Math.round(share * 95)),
      },
      outputPath,
    );
    await progress.settled();
    const coverPath = path.join(workDir, 'cover.jpg');
    const coverAt = Math.min(1, swapped.durationSec / 2);
    await ffmpeg(['-ss', String(coverAt), '-i', swapped.path, '-frames:v', '1', '-q:v', '3', coverPath]);
    if (await isDeletedSince(repo, taskId)) return;
    const video = await files.storeFromDisk(task.ownerId, {
      filePath: swapped.path,
      fileName: resultFileName(task),
      mimeType: 'video/mp4',
      ext: 'mp4',
      source: FileSource.Generated,
    });
    const cover = await files.storeGenerated(task.ownerId, {
      fileName: `face-swap-${taskId}.jpg`,
      mimeType: 'image/jpeg',
      ext: 'jpg',
      body: await readFile(coverPath),
      width: swapped.width,
      height: swapped.height,
    });
    const charged = await charges.capture({ holdId: task.holdId }, task.costKcoins ?? 0, `Face swap ${taskId}`);
    await repo.update(taskId, {
      status: TaskStatus.Finished,
      progress: 100,
      resultFileId: video.id,
      coverFileId: cover.id,
      costKcoins: charged,
      failReason: null,
      finishedAt: new Date(),
    });
  } catch (error) {
    if (await isDeletedSince(repo, taskId)) return;
    ctx.log.error({ err: error, taskId, attempts }, 'face swap failed');
    if (attempts < MAX_RENDER_ATTEMPTS) throw error;
    await failFaceSwap(task, services);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Gives up on a swap: the user sees why, and the K-coins or the free use come back. */
export async function failFaceSwap(
  task: FaceSwapTaskRow,
  { faceSwapRepo, charges }: Pick<Services, 'faceSwapRepo' | 'charges'>,
  reason: TMessageKey = 'faceSwapFailed',
) {
  await faceSwapRepo.update(task.id, { status: TaskStatus.Failed, failReason: reason, finishedAt: new Date() });
  if (task.chargeRef) {
    await charges.release(
      task.ownerId,
      {
        holdId: task.holdId,
        feature: task.mode === ('multi' satisfies TFaceSwapMode) ? 'multiFaceSwap' : 'faceSwap',
        isTrial: task.isTrial,
      },
      task.chargeRef,
    );
  }
}

/** Far longer than any swap of five minutes takes: a render untouched this long lost its worker. */
const STALLED_AFTER_MS = 60 * 60 * 1000;

/** A worker killed on its last attempt leaves its swap processing for ever; this fails and refunds it. */
export async function failStalledFaceSwaps(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  for (const task of await services.faceSwapRepo.stalled(new Date(Date.now() - STALLED_AFTER_MS))) {
    await failFaceSwap(task, services);
  }
}
