import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { createReadStream } from 'node:fs';
import { FACE_SWAP_VIDEO, type TMessageKey } from '@orator/contracts';
import { decodeCapSec, ffmpegWithProgress } from '@orator/media';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { servicesFor } from '../services';
import { createProgressWriter } from '../task-events/progress-writer';
import { saveAnalysis } from './analysis-store';
import type { FaceSwapTaskRow } from './face-swap.repo';
import { workKeys } from './work-keys';

/** Runs of one analysis before it is given up (a killed worker counts as a run). */
export const MAX_ANALYSE_ATTEMPTS = 3;
/** The engines work on at most 1080p: larger uploads are scaled down once here, keeping the shape. */
const MAX_SIDE = 1920;

/** No people in the video is an answer, not a failure to retry. */
class NoPeopleError extends Error {}

/**
 * SPEC 4 "transcoding, face analysis": the upload becomes one H.264 MP4 with even sides (whatever phone or editor
 * made it, read no further than the limit plus a second), then the engine finds the people in it. Their thumbnails
 * become the owner's files and the analysis is kept for the preview and the render; the task is then ready to map.
 */
export async function analyseFaceSwapVideo({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const { faceSwapRepo: repo, faceSwapEngine: engine, fileRepo, files } = servicesFor(ctx);
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || (task.stage !== 'transcoding' && task.stage !== 'analysing')) return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { attempts, stage: 'transcoding', progress: 0 });
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-face-swap-analyse-${taskId}-`));
  try {
    const file = task.sourceFileId === null ? undefined : await fileRepo.byId(task.sourceFileId);
    if (!file) throw new Error(`video file ${task.sourceFileId} is gone`);
    const sourcePath = await copyToFile(ctx.storage, file.storageKey, path.join(workDir, 'source'));
    const videoPath = path.join(workDir, 'video.mp4');
    const transcoding = createProgressWriter((value) => repo.update(taskId, { progress: value }), {
      from: 0,
      step: 10,
    });
    await ffmpegWithProgress(
      transcodeArgs(sourcePath, videoPath),
      Math.min(task.durationSec ?? FACE_SWAP_VIDEO.maxSec, FACE_SWAP_VIDEO.maxSec),
      (share) => transcoding.report(Math.round(share * 100)),
    );
    await transcoding.settled();
    const keys = workKeys(task);
    await ctx.storage.put(keys.video, createReadStream(videoPath), 'video/mp4');
    await repo.update(taskId, { stage: 'analysing', progress: 0 });
    const analysing = createProgressWriter((value) => repo.update(taskId, { progress: value }), {
      from: 0,
      step: 10,
    });
    const analysis = await engine.analyse({
      inputPath: videoPath,
      onProgress: (share) => analysing.report(Math.round(share * 95)),
    });
    await analysing.settled();
    if (analysis.people.length === 0) throw new NoPeopleError();
    await saveAnalysis(ctx.storage, keys.analysis, analysis);
    const people = [];
    for (const person of analysis.people) {
      const thumbnail = await files.storeGenerated(task.ownerId, {
        fileName: `face-swap-${taskId}-${person.id}.jpg`,
        mimeType: 'image/jpeg',
        ext: 'jpg',
        body: person.thumbnail,
      });
      people.push({
        id: person.id,
        thumbnailFileId: thumbnail.id,
        secondsSeen: person.secondsSeen,
        firstSeenSec: person.firstSeenSec,
      });
    }
    await repo.update(taskId, {
      stage: 'ready',
      progress: 100,
      people,
      mapping: {},
      durationSec: analysis.durationSec,
      width: analysis.width,
      height: analysis.height,
      failReason: null,
    });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'face swap analysis failed');
    if (error instanceof NoPeopleError) return fail(task, 'faceSwapNoPeople');
    if (attempts < MAX_ANALYSE_ATTEMPTS) throw error;
    await fail(task, 'faceSwapVideoUnreadable');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  async function fail(row: FaceSwapTaskRow, reason: TMessageKey) {
    await repo.update(row.id, { stage: 'failed', failReason: reason, finishedAt: new Date() });
  }
}

/** The first video and audio streams, at most the limit plus a second, H.264 with even sides, AAC sound. */
export function transcodeArgs(sourcePath: string, outputPath: string): string[] {
  const fit = `scale='if(gt(iw,ih),min(${MAX_SIDE},iw),-2)':'if(gt(iw,ih),-2,min(${MAX_SIDE},ih))'`;
  return [
    ...['-t', String(decodeCapSec(FACE_SWAP_VIDEO.maxSec)), '-i', sourcePath],
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    ...['-vf', `${fit},scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18'],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', outputPath],
  ];
}
