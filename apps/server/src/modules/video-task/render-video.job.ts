import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AUDIO_UPLOAD, TaskStageStart, TaskStatus, billableSeconds, videoCostFor } from '@orator/contracts';
import {
  blinkTrack,
  canvasSize,
  createHttpLipSyncEngine,
  createPhotoRig,
  createStockRig,
  decodeCapSec,
  decodeWav,
  encodeWav,
  ffmpeg,
  mouthTrackFromAudio,
  renderAvatarVideo,
  synthesizeScript,
  type AvatarRig,
  type CloneSource,
  type Pcm,
  type SlideCue,
  type TextCue,
} from '@orator/media';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { isMember } from '../money/entitlements';
import { isDeletedSince } from '../../jobs/deleted-since';
import { servicesFor, type Services } from '../services';
import { createProgressWriter } from '../task-events/progress-writer';
import { narrateTaskSlides, slideBackdrop } from './slide-backdrop';
import type { VideoTaskRow } from './task.repo';

/** Runs of one task before it is given up as failed (a killed worker counts as a run). */
export const MAX_RENDER_ATTEMPTS = 3;
const FPS = 25;
/** Progress marks the stages the page shows (speaking, drawing, composing, saving). */
const STAGE_START = TaskStageStart.video;
/** While ffmpeg composes, progress is written each time it has moved this many percent. */
const COMPOSING_STEP = 5;
const WATERMARK = 'Made with Orator';

/** The user deleted the task while it rendered: its hold is already released, so the job just stops. */
class TaskDeletedError extends Error {
  constructor(taskId: number) {
    super(`video task ${taskId} was deleted while it rendered`);
    this.name = 'TaskDeletedError';
  }
}

/** Between stages: a deleted task is not worth another minute of CPU, nor a stored video or a charge. */
async function stopIfDeleted(taskId: number, { taskRepo }: Pick<Services, 'taskRepo'>): Promise<void> {
  if (await isDeletedSince(taskRepo, taskId)) throw new TaskDeletedError(taskId);
}

/**
 * The avatar video pipeline of ARCHITECTURE.md: speech, mouth and blink tracks, avatar frames, and the
 * ffmpeg composition. The K-coins held at submission are captured only once the video is stored, and
 * given back when the task fails for good.
 */
export async function renderVideo({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const { taskRepo, charges, files } = services;
  const task = await taskRepo.byId(taskId);
  if (!task || task.deletedAt || task.status === TaskStatus.Finished || task.status === TaskStatus.Failed) return;
  const attempts = task.attempts + 1;
  await taskRepo.update(taskId, {
    status: TaskStatus.Processing,
    attempts,
    progress: 5,
    startedAt: task.startedAt ?? new Date(),
  });
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-task-${taskId}-`));
  try {
    const result = await produce(task, services, ctx, workDir);
    await stopIfDeleted(taskId, services);
    const [video, thumbnail] = await Promise.all([
      files.storeGenerated(task.ownerId, {
        fileName: `${task.taskName}.mp4`,
        mimeType: 'video/mp4',
        ext: 'mp4',
        body: await readFile(result.videoPath),
        width: result.width,
        height: result.height,
      }),
      files.storeGenerated(task.ownerId, {
        fileName: `${task.taskName}.jpg`,
        mimeType: 'image/jpeg',
        ext: 'jpg',
        body: await readFile(result.thumbnailPath),
        width: result.width,
        height: result.height,
      }),
    ]);
    // One K-coin per started second of the video as made, never more than was held for it.
    const charged = await charges.capture(
      { holdId: task.holdId },
      videoCostFor(billableSeconds(result.durationSec)),
      task.taskName,
    );
    await taskRepo.update(taskId, {
      status: TaskStatus.Finished,
      progress: 100,
      costKcoins: charged,
      targetFileId: video.id,
      thumbnailFileId: thumbnail.id,
      durationSec: result.durationSec,
      finishedAt: new Date(),
    });
  } catch (error) {
    if (error instanceof TaskDeletedError) {
      ctx.log.info({ taskId }, error.message);
      return;
    }
    ctx.log.error({ err: error, taskId, attempts }, 'video render failed');
    if (attempts < MAX_RENDER_ATTEMPTS) throw error;
    await failTask(task, services);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Gives up on a task: the user sees why, and the K-coins and trial use come back. */
export async function failTask(task: VideoTaskRow, { taskRepo, charges }: Pick<Services, 'taskRepo' | 'charges'>) {
  await taskRepo.update(task.id, {
    status: TaskStatus.Failed,
    failReason: 'videoFailedSystem',
    finishedAt: new Date(),
  });
  await charges.release(task.ownerId, { holdId: task.holdId, feature: 'task', isTrial: task.isTrial }, task.chargeRef);
}

async function produce(task: VideoTaskRow, services: Services, ctx: AppContext, workDir: string) {
  const { taskRepo } = services;
  const speech = await speak(task, services, ctx, workDir);
  await stopIfDeleted(task.id, services);
  await taskRepo.update(task.id, { progress: STAGE_START.drawing });
  const canvas = { ratio: task.ratio, resolution: task.resolution === 1080 ? 1080 : 720 } as const;
  // Frames are drawn at the canvas height, so a presenter is scaled down once, never enlarged.
  const { rig, clone } = await loadRig(task, services, canvasSize(canvas).height, workDir);
  const slides =
    task.slides && speech.slideTimings
      ? await slideBackdrop(
          { ownerId: task.ownerId, slides: task.slides },
          speech.slideTimings,
          canvasSize(canvas),
          FPS,
          services,
          ctx,
          workDir,
        )
      : undefined;
  await stopIfDeleted(task.id, services);
  const composing = createProgressWriter((progress) => taskRepo.update(task.id, { progress }), {
    from: STAGE_START.drawing,
    step: COMPOSING_STEP,
  });
  const owner = await services.userRepo.byId(task.ownerId);
  const result = await renderAvatarVideo({
    audioPath: speech.wavPath,
    rig,
    mouth: mouthTrackFromAudio(speech.pcm, { fps: FPS }),
    eyes: blinkTrack(speech.pcm.samples.length / speech.pcm.sampleRate, task.id),
    fps: FPS,
    canvas,
    background: slides?.background ?? (await background(task, services, ctx, workDir)),
    stage: slides?.stage,
    idleMotion: true,
    subtitles:
      task.subtitles.enabled && speech.cues.length
        ? { cues: speech.cues, fontId: task.subtitles.fontId, color: task.subtitles.color }
        : undefined,
    music: task.music
      ? { path: await musicPath(task.music.trackId, services, workDir), volume: task.music.volume }
      : undefined,
    watermark: owner && isMember(owner) ? undefined : { text: WATERMARK },
    outDir: workDir,
    lipSync: ctx.config.lipSyncEngine && createHttpLipSyncEngine(ctx.config.lipSyncEngine),
    clone,
    // ffmpeg's share of the video spans the composing stage; saving begins once the files are made.
    onProgress: (fraction) =>
      composing.report(STAGE_START.composing + Math.floor(fraction * (STAGE_START.saving - STAGE_START.composing - 1))),
  });
  await composing.settled();
  await taskRepo.update(task.id, { progress: STAGE_START.saving });
  return result;
}

async function speak(task: VideoTaskRow, services: Services, ctx: AppContext, workDir: string) {
  const wavPath = path.join(workDir, 'speech.wav');
  let pcm: Pcm;
  let cues: TextCue[] = [];
  let slideTimings: SlideCue[] | undefined;
  if (task.inputMode === 'slides') {
    if (!task.slides) throw new Error(`slide video ${task.id} has no slides`);
    const narration = await narrateTaskSlides(services.voices.engine, task.slides, task.speech);
    ({ pcm, cues } = narration);
    slideTimings = narration.timings;
    await writeFile(wavPath, encodeWav(pcm));
  } else if (task.inputMode === 'text') {
    const spoken = await synthesizeScript(services.voices.engine, task.copyContent, task.speech.voiceId, {
      rate: task.speech.speakRate,
      pitch: task.speech.speakPitch,
      volume: task.speech.volume,
    });
    pcm = spoken.pcm;
    cues = spoken.cues;
    await writeFile(wavPath, encodeWav(pcm));
  } else {
    const { row } = await services.narrations.check(task.ownerId, task.audioFileId!);
    const source = await copyToFile(ctx.storage, row.storageKey, path.join(workDir, 'narration.mp3'));
    // The check above measured it by a capped decode; this one stops at the same cap whatever the header says.
    const cap = String(decodeCapSec(AUDIO_UPLOAD.maxSec));
    await ffmpeg(['-t', cap, '-i', source, '-ac', '1', '-ar', '24000', '-c:a', 'pcm_s16le', wavPath]);
    pcm = decodeWav(await readFile(wavPath));
    cues = task.subtitles.cues ?? [];
  }
  return { wavPath, pcm, cues, slideTimings };
}

/** The presenter; an avatar clone's talking photo also brings its own video, which it speaks from moving. */
async function loadRig(
  task: VideoTaskRow,
  services: Services,
  height: number,
  workDir: string,
): Promise<{ rig: AvatarRig; clone?: CloneSource }> {
  const avatar = await services.avatars.resolve(task.ownerId, task.digitalHumanId);
  if (avatar.kind === 'stock') return { rig: await createStockRig(avatar.avatar, { height }) };
  const { stream } = await services.files.openById(avatar.photo.photoFileId);
  const { rig } = await createPhotoRig(await streamToBuffer(stream), { maxHeight: height });
  return { rig, clone: await services.avatarClones.speakingSource(task.ownerId, avatar.photo.id, workDir) };
}

async function background(task: VideoTaskRow, services: Services, ctx: AppContext, workDir: string) {
  const choice = task.background;
  if (choice.type === 'color') return { type: 'color' as const, color: choice.color };
  if (choice.type === 'image') {
    const imagePath = path.join(workDir, 'background.png');
    await writeFile(imagePath, await services.assets.backgroundImage(choice.id));
    return { type: 'image' as const, path: imagePath };
  }
  // Submission already refused another user's file (platform/file-ownership); a task saved before that rule
  // must not render one either.
  const row = await services.fileRepo.ownedBy(choice.fileId, task.ownerId);
  if (!row) throw new Error(`background file ${choice.fileId} is gone, or not the task owner's`);
  const extension = row.mimeType.split('/')[1] === 'quicktime' ? 'mov' : (row.mimeType.split('/')[1] ?? 'bin');
  const filePath = await copyToFile(ctx.storage, row.storageKey, path.join(workDir, `background.${extension}`));
  return { type: row.mimeType.startsWith('video/') ? ('video' as const) : ('image' as const), path: filePath };
}

async function musicPath(trackId: string, services: Services, workDir: string) {
  const filePath = path.join(workDir, 'music.mp3');
  await writeFile(filePath, await services.assets.musicFile(trackId));
  return filePath;
}
