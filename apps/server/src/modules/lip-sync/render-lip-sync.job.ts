import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileSource, TaskStatus, type TMessageKey } from '@orator/contracts';
import {
  createHttpLipSyncEngine,
  decodeCapSec,
  decodeWav,
  ffmpeg,
  probeTranslationVideo,
  renderTranslatedVideo,
  trackFaces,
  type FaceTrack,
} from '@orator/media';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { servicesFor, type Services } from '../services';
import { createProgressWriter } from '../task-events/progress-writer';
import { LIP_SYNC_LIMITS } from './lip-sync-inputs';
import { LIP_SYNC_FEATURE, lipSyncCostFor } from './lip-sync.service';
import type { LipSyncRow } from './lip-sync.repo';

/** Runs of one lip sync before it is given up as failed (a killed worker counts as a run). */
export const MAX_LIP_SYNC_ATTEMPTS = 3;
/** Where each step's progress begins, in percent. */
const STEP_START = { faces: 2, composing: 30, saving: 96 } as const;
/** The speech as the mouth track and the soundtrack read it, and as the lip-sync protocol takes it (mono WAV). */
const SPEECH_RATE = 24_000;
const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p'];

/**
 * Makes one lip sync: the video's speaker says the audio, which replaces the video's sound, for as long as the audio
 * lasts (a shorter video is played again from its start, a longer one cut). On the CPU the speaker's face is tracked
 * and the mouth redrawn to the speech by the video translation's renderer; with a lip-sync server configured
 * (docs/engines.md) the server redraws the face and the renderer only mixes. The K-coins held at submission are
 * captured once the video is stored; a video without a face, or a last attempt that fails, gives them back.
 */
export async function renderLipSync({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const { lipSyncRepo: repo, fileRepo, files, charges } = services;
  const task = await repo.byId(taskId);
  if (!task || task.status === TaskStatus.Finished || task.status === TaskStatus.Failed) return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { status: TaskStatus.Processing, attempts, progress: STEP_START.faces });
  const work = await mkdtemp(path.join(os.tmpdir(), `orator-lip-sync-${taskId}-`));
  const progress = createProgressWriter((value) => repo.update(taskId, { progress: value }), { from: 0, step: 3 });
  try {
    const [video, audio] = await Promise.all([
      task.videoFileId === null ? undefined : fileRepo.byId(task.videoFileId),
      task.audioFileId === null ? undefined : fileRepo.byId(task.audioFileId),
    ]);
    // The caller deleted a file it named: nothing can be made, and nothing is charged.
    if (!video || !audio) {
      await failLipSync(task, services);
      return;
    }
    const speechPath = path.join(work, 'speech.wav');
    await ffmpeg([
      ...['-t', String(decodeCapSec(LIP_SYNC_LIMITS.audio.maxSec))],
      ...['-i', await copyToFile(ctx.storage, audio.storageKey, path.join(work, 'audio'))],
      ...['-map', '0:a:0', '-ac', '1', '-ar', String(SPEECH_RATE), '-c:a', 'pcm_s16le', speechPath],
    ]);
    const speech = decodeWav(await readFile(speechPath));
    const durationSec = Math.min(speech.samples.length / speech.sampleRate, LIP_SYNC_LIMITS.audio.maxSec);
    const source = await copyToFile(ctx.storage, video.storageKey, path.join(work, 'source'));
    const picture = await pictureLasting(source, task.videoSec, durationSec, work);

    let sourcePath = picture;
    let faces: FaceTrack | null = null;
    const plug = ctx.config.lipSyncEngine;
    if (plug) {
      sourcePath = path.join(work, 'lipsynced.mp4');
      await createHttpLipSyncEngine(plug).lipSync({
        facePath: await asMp4(picture, durationSec, path.join(work, 'face.mp4')),
        audioPath: speechPath,
        fps: Math.round((await probeTranslationVideo(picture)).fps),
        outPath: sourcePath,
        onProgress: (share) =>
          progress.report(STEP_START.faces + Math.floor(share * (STEP_START.composing - STEP_START.faces - 1))),
      });
    } else {
      faces = await trackFaces(picture, { maxSec: durationSec });
      if (!faces.meshes.some(Boolean)) {
        await failLipSync(task, services, 'lipSyncNoFace');
        return;
      }
    }

    await progress.settled();
    await repo.update(taskId, { progress: STEP_START.composing });
    const outPath = path.join(work, 'lip-synced.mp4');
    const coverPath = path.join(work, 'cover.jpg');
    await renderTranslatedVideo({
      sourcePath,
      outPath,
      coverPath,
      durationSec,
      speech,
      faces,
      // The whole audio is the new speech: where it is silent the mouth is drawn closed.
      talkWindows: [{ start: 0, end: durationSec }],
      subtitles: null,
      maxRows: 1080,
      onProgress: (share) =>
        progress.report(STEP_START.composing + Math.floor(share * (STEP_START.saving - STEP_START.composing - 1))),
    });
    await progress.settled();

    await repo.update(taskId, { progress: STEP_START.saving });
    const [result, cover] = await Promise.all([
      files.storeFromDisk(task.ownerId, {
        filePath: outPath,
        fileName: `${task.name}.mp4`,
        mimeType: 'video/mp4',
        ext: 'mp4',
        source: FileSource.Generated,
      }),
      files.storeGenerated(task.ownerId, {
        fileName: `${task.name}.jpg`,
        mimeType: 'image/jpeg',
        ext: 'jpg',
        body: await readFile(coverPath),
      }),
    ]);
    const charged = await charges.capture(
      { holdId: task.holdId },
      lipSyncCostFor(durationSec),
      `Lip sync: ${task.name}`,
    );
    await repo.update(taskId, {
      status: TaskStatus.Finished,
      progress: 100,
      resultFileId: result.id,
      coverFileId: cover.id,
      audioSec: durationSec,
      costKcoins: charged,
      finishedAt: new Date(),
    });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'lip sync failed');
    if (attempts < MAX_LIP_SYNC_ATTEMPTS) throw error;
    await failLipSync(task, services);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The video's picture for `durationSec`: the video itself when it lasts that long (the render cuts it), else the
 * video played again and again from its start into an H.264 MP4 of that length.
 */
async function pictureLasting(sourcePath: string, videoSec: number, durationSec: number, work: string) {
  if (videoSec >= durationSec) return sourcePath;
  const loopedPath = path.join(work, 'looped.mp4');
  await ffmpeg([
    ...['-stream_loop', '-1', '-i', sourcePath, '-map', '0:v:0', '-an'],
    ...['-t', durationSec.toFixed(3), ...H264, '-f', 'mp4', loopedPath],
  ]);
  return loopedPath;
}

/**
 * The picture as the MP4 the lip-sync protocol takes, no longer than the speech: a QuickTime file's streams moved into
 * MP4 as they are, or, when MP4 cannot hold them (ProRes and the like), made H.264.
 */
async function asMp4(sourcePath: string, durationSec: number, mp4Path: string): Promise<string> {
  const streams = ['-i', sourcePath, '-map', '0:v:0', '-an', '-t', durationSec.toFixed(3)];
  await ffmpeg([...streams, '-c', 'copy', '-f', 'mp4', mp4Path]).catch(() =>
    ffmpeg([...streams, ...H264, '-f', 'mp4', mp4Path]),
  );
  return mp4Path;
}

/** Gives up on a lip sync: the caller sees why, and the K-coins come back. */
export async function failLipSync(
  task: LipSyncRow,
  { lipSyncRepo, charges }: Pick<Services, 'lipSyncRepo' | 'charges'>,
  reason: TMessageKey = 'lipSyncFailed',
) {
  await lipSyncRepo.update(task.id, { status: TaskStatus.Failed, failReason: reason, finishedAt: new Date() });
  await charges.release(
    task.ownerId,
    { holdId: task.holdId, feature: LIP_SYNC_FEATURE, isTrial: task.isTrial },
    task.chargeRef,
  );
}

/** Far longer than ten minutes of video takes to track and draw: a lip sync untouched this long lost its worker. */
const STALLED_AFTER_MS = 60 * 60 * 1000;

/** A worker killed on its last attempt leaves its lip sync processing for ever; this fails and refunds it. */
export async function failStalledLipSyncs(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  for (const task of await services.lipSyncRepo.stalled(new Date(Date.now() - STALLED_AFTER_MS))) {
    await failLipSync(task, services);
  }
}
