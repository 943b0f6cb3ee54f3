import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TaskStatus, type TMessageKey } from '@orator/contracts';
import { PicturesRequiredError, ffmpeg, renderTextToVideo, type GeneratedVideo, type VideoRatio } from '@orator/media';
import { isDeletedSince } from '../../jobs/deleted-since';
import type { AppContext } from '../../platform/context';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { servicesFor, type Services } from '../services';
import { createProgressWriter } from '../task-events/progress-writer';
import { clipFileName } from './video-gen-view';
import type { VideoGenRow } from './video-gen.repo';

/** Runs of one clip before it is given up as failed (a killed worker counts as a run). */
export const MAX_VIDEO_GEN_ATTEMPTS = 3;

/** The thumbnail's height: enough for a list card, small enough to load a page of them at once. */
const THUMBNAIL_HEIGHT = 360;

/**
 * Failures no retry can mend: a clip submitted to a video server that was unset since has no pictures for the
 * offline engine to film.
 */
function isFinal(error: unknown): boolean {
  return error instanceof PicturesRequiredError;
}

/** Renders the clip of one task into `outputPath` with the engine chosen at submission. */
async function renderClip(
  task: VideoGenRow,
  services: Services,
  outputPath: string,
  onProgress: (share: number) => void,
): Promise<GeneratedVideo> {
  const { files, videoGenEngine: engine, voices } = services;
  const ratio = task.ratio as VideoRatio;
  if (task.kind === 'text' && task.engine === 'composed') {
    return renderTextToVideo(
      {
        text: task.prompt,
        ratio,
        durationSec: task.durationSec,
        narration: task.voiceId ? { engine: voices.engine, voiceId: task.voiceId } : undefined,
        hasSubtitles: task.hasSubtitles,
        seed: task.id,
        onProgress,
      },
      outputPath,
    );
  }
  const images = await Promise.all(
    task.imageFileIds.map(async (id) => streamToBuffer((await files.openById(id)).stream)),
  );
  return engine.make(
    { prompt: task.prompt, images, ratio, durationSec: task.durationSec, seed: task.id, onProgress },
    outputPath,
  );
}

/** A frame a second into the clip (the first is often a fade), as a JPEG. */
async function thumbnailOf(videoPath: string, thumbnailPath: string): Promise<void> {
  await ffmpeg([
    '-y',
    '-ss',
    '1',
    '-i',
    videoPath,
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:${THUMBNAIL_HEIGHT}`,
    '-q:v',
    '4',
    thumbnailPath,
  ]);
}

/**
 * Makes the clip of one image-to-video or text-to-video task and stores it with a thumbnail; the K-coins held at
 * submission are charged once both are stored. A clip deleted meanwhile stores nothing.
 */
export async function renderVideoGen({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const { videoGenRepo: repo, files, charges } = services;
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || task.status === TaskStatus.Finished || task.status === TaskStatus.Failed) return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { status: TaskStatus.Processing, attempts, progress: 5 });
  const work = await mkdtemp(join(tmpdir(), `orator-video-gen-${taskId}-`));
  try {
    const progress = createProgressWriter((value) => repo.update(taskId, { progress: value }), { from: 5, step: 5 });
    const videoPath = join(work, 'clip.mp4');
    const clip = await renderClip(task, services, videoPath, (share) => progress.report(Math.round(5 + share * 85)));
    await progress.settled();
    const thumbnailPath = join(work, 'thumbnail.jpg');
    await thumbnailOf(clip.path, thumbnailPath);
    if (await isDeletedSince(repo, taskId)) return;
    const video = await files.storeGenerated(task.ownerId, {
      fileName: clipFileName(task),
      mimeType: 'video/mp4',
      ext: 'mp4',
      body: await readFile(clip.path),
      width: clip.width,
      height: clip.height,
    });
    const thumbnail = await files.storeGenerated(task.ownerId, {
      fileName: `video-${taskId}.jpg`,
      mimeType: 'image/jpeg',
      ext: 'jpg',
      body: await readFile(thumbnailPath),
    });
    const charged = await charges.capture({ holdId: task.holdId }, task.costKcoins, `Video generation ${taskId}`);
    await repo.update(taskId, {
      status: TaskStatus.Finished,
      progress: 100,
      videoFileId: video.id,
      thumbnailFileId: thumbnail.id,
      width: clip.width,
      height: clip.height,
      outputSec: clip.durationSec,
      costKcoins: charged,
      finishedAt: new Date(),
    });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'video generation failed');
    if (!isFinal(error) && attempts < MAX_VIDEO_GEN_ATTEMPTS) throw error;
    await failVideoGen(task, services);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Gives up on a clip: the user sees why, and the K-coins or the free use come back. */
export async function failVideoGen(
  task: VideoGenRow,
  { videoGenRepo, charges }: Pick<Services, 'videoGenRepo' | 'charges'>,
  reason: TMessageKey = 'videoFailedSystem',
) {
  await videoGenRepo.update(task.id, { status: TaskStatus.Failed, failReason: reason, finishedAt: new Date() });
  await charges.release(
    task.ownerId,
    { holdId: task.holdId, feature: 'imageToVideo', isTrial: task.isTrial },
    task.chargeRef,
  );
}

/** Far longer than a clip takes any engine (the plug allows 20 minutes): a clip untouched this long lost its worker. */
const STALLED_AFTER_MS = 40 * 60 * 1000;

/** A worker killed on its last attempt leaves its clip processing for ever; this fails and refunds it. */
export async function failStalledVideoGens(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  for (const task of await services.videoGenRepo.stalled(new Date(Date.now() - STALLED_AFTER_MS))) {
    await failVideoGen(task, services);
  }
}
