import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { trackFaces, type FaceTrack } from '@orator/media';
import { isDeletedSince } from '../../jobs/deleted-since';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { madeOnce } from '../../platform/storage/made-once';
import { servicesFor } from '../services';
import type { VideoTranslationRow } from './video-translation.repo';
import { workKeys } from './work-keys';

/**
 * The speaker's face through the video, found once per task and kept in its work files. It depends on the picture
 * alone, so it is made while the speech is transcribed and the user edits, and the render finds it ready.
 */
export async function speakerFaces(
  task: Pick<VideoTranslationRow, 'id' | 'ownerId' | 'durationSec'>,
  sourcePath: string,
  ctx: AppContext,
): Promise<FaceTrack> {
  const body = await madeOnce(ctx.storage, workKeys(task).faces, 'application/json', async () =>
    Buffer.from(JSON.stringify(await trackFaces(sourcePath, { maxSec: task.durationSec }))),
  );
  return JSON.parse(body.toString()) as FaceTrack;
}

/**
 * Tracks the speaker's face ahead of the render, from the end of the analysis on. Nothing waits for it: a render
 * that starts first tracks the face itself, and a failure here is only logged, as the render will try again.
 */
export async function trackTranslationFaces({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const { videoTranslationRepo: repo, fileRepo } = servicesFor(ctx);
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || task.stage === 'failed' || !task.lipSync) return;
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-translation-faces-${taskId}-`));
  try {
    const file = await fileRepo.byId(task.sourceFileId);
    if (!file) return;
    await speakerFaces(task, await copyToFile(ctx.storage, file.storageKey, path.join(workDir, 'source')), ctx);
    // Deleted meanwhile: its work files were removed before this one was written.
    if (await isDeletedSince(repo, taskId)) await ctx.storage.delete(workKeys(task).faces);
  } catch (error) {
    ctx.log.warn({ err: error, taskId }, 'tracking the speaker’s face ahead of the render failed');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
