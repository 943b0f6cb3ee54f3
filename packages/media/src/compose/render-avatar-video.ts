import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { frameCount } from '../audio/envelope';
import type { AvatarRig } from '../avatar/rig';
import { parseLoudnessMeasurement } from '../audio/loudness';
import { ffmpeg, ffmpegWithProgress, MediaCommandError, probe, type ProbeResult } from '../ffmpeg';
import { fontsDir } from '../fonts/subtitle-fonts';
import { assScript } from './ass-subtitles';
import { videoColour, type VideoColour } from './colour';
import { compositionArgs, soundtrackMeasureArgs, type AvatarLayer, type CompositionPlan } from './composition-args';
import { overlayMotion } from './idle-motion';
import { canvasSize, defaultPlacement, even, fillCrop, headCrop, overlayBox } from './layout';
import { writePoseFrames, type PoseFrameSpec } from './pose-frames';
import { fillStageBox, overlayStageBox } from './presenter-stage';
import { clonedPresenter } from './clone-layer';
import { headMovingPresenter } from './head-layer';
import { lipSyncedPresenter } from './lipsync-layer';
import { ffconcatScript, poseRuns, thumbnailFrame, usedPoses, type PoseRun } from './pose-sequence';
import type { AvatarVideoRequest, AvatarVideoResult, Background, PresenterStage, Size } from './types';

const DEFAULT_FPS = 25;
const DEFAULT_MUSIC_VOLUME = 0.15;
export const VIDEO_FILE = 'video.mp4';
export const THUMBNAIL_FILE = 'thumbnail.jpg';

/**
 * Renders an avatar video: each pose the tracks use is drawn once, an ffconcat script sequences
 * them, and a single ffmpeg run composes, burns in subtitles, mixes audio and encodes. Outputs are
 * written under temporary names and renamed into `outDir` only when complete, so a killed or
 * failed job never leaves a half-written video behind.
 */
export async function renderAvatarVideo(asked: AvatarVideoRequest): Promise<AvatarVideoResult> {
  // A presenter never on screen is drawn from its stills alone: a lip-sync server's video, a clone's loop or a moving
  // head would be work for nothing.
  const request: AvatarVideoRequest =
    asked.stage?.shown.length === 0 ? { ...asked, lipSync: undefined, clone: undefined, idleMotion: false } : asked;
  const fps = request.fps ?? DEFAULT_FPS;
  const canvas = canvasSize(request.canvas);
  const durationSec = await speechDuration(request.audioPath);
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-compose-'));
  const tag = randomBytes(6).toString('hex');
  const videoPath = path.join(request.outDir, VIDEO_FILE);
  const thumbnailPath = path.join(request.outDir, THUMBNAIL_FILE);
  const partial = [`${videoPath}.${tag}.part`, `${thumbnailPath}.${tag}.part`] as const;
  try {
    const colour = videoColour(canvas);
    const background = () => prepareBackground(request.background, canvas, workDir);
    const { avatar, frames } =
      request.rig.mode === 'overlay'
        ? overlayLayer(request, canvas, colour, await background())
        : request.stage
          ? insetLayer(request, request.stage, canvas, colour, await background())
          : fillLayer(request, canvas, colour);
    const runs = poseRuns(request.mouth, request.eyes, fps, frameCount(durationSec, fps));
    const headRig = movesHead(request);
    const { concatPath, patch } =
      request.lipSync && request.rig.mode === 'fill'
        ? {
            concatPath: await lipSyncedPresenter(
              request.lipSync,
              request.rig,
              frames,
              { ...request, durationSec, fps },
              workDir,
            ),
            patch: null,
          }
        : request.clone && request.rig.mode === 'fill'
          ? await clonedPresenter(request.clone, request.rig, frames, runs, fps, workDir)
          : headRig
            ? await headMovingPresenter(headRig, runs, frames, fps, workDir)
            : { concatPath: await sequencedPoses(request.rig, runs, frames, fps, workDir), patch: null };
    const assPath = await writeAss(request, canvas, workDir);
    await fs.mkdir(request.outDir, { recursive: true });
    request.onProgress?.(0);
    const plan: Omit<CompositionPlan, 'loudness'> = {
      canvas,
      fps,
      durationSec,
      concatPath,
      patch: patch ?? undefined,
      avatar,
      audioPath: request.audioPath,
      music: request.music && { path: request.music.path, volume: request.music.volume ?? DEFAULT_MUSIC_VOLUME },
      colour,
      assPath,
      fontsDir: fontsDir(),
      thumbnailFrame: thumbnailFrame(runs, fps),
      videoOut: partial[0],
      thumbnailOut: partial[1],
    };
    // Two-pass EBU R128: the soundtrack alone is measured first (seconds of CPU), then set to the target in the one
    // composing run.
    const loudness = parseLoudnessMeasurement((await ffmpeg(soundtrackMeasureArgs(plan))).stderr);
    patch?.start();
    try {
      await ffmpegWithProgress(compositionArgs({ ...plan, loudness }), durationSec, (fraction) =>
        request.onProgress?.(fraction),
      );
    } finally {
      await patch?.finish();
    }
    await fs.rename(partial[1], thumbnailPath);
    await fs.rename(partial[0], videoPath);
    return { videoPath, thumbnailPath, durationSec, ...canvas };
  } finally {
    await Promise.all([
      ...partial.map((file) => fs.rm(file, { force: true })),
      fs.rm(workDir, { recursive: true, force: true }),
    ]);
  }
}

/** The rig's poses, each drawn once, played along the mouth and eye tracks. */
async function sequencedPoses(
  rig: AvatarRig,
  runs: PoseRun[],
  frames: PoseFrameSpec,
  fps: number,
  workDir: string,
): Promise<string> {
  const fileOf = await writePoseFrames(rig, usedPoses(runs), frames, workDir);
  const concatPath = path.join(workDir, 'poses.ffconcat');
  await fs.writeFile(concatPath, ffconcatScript(runs, fileOf, fps));
  return concatPath;
}

async function speechDuration(audioPath: string): Promise<number> {
  const info = await probe(audioPath);
  if (!info.audio || !(info.durationSec > 0)) {
    throw new MediaCommandError(`speech ${path.basename(audioPath)} has no audio`, '');
  }
  return info.durationSec;
}

/**
 * Checks the background before any frame is drawn. Images are cover-cropped here, once, by sharp,
 * which also applies the EXIF rotation of phone photos (ffmpeg would show them sideways).
 */
async function prepareBackground(background: Background, canvas: Size, workDir: string): Promise<Background> {
  if (background.type === 'color') {
    if (!/^#[0-9a-f]{6}$/i.test(background.color)) throw new Error(`not a #rrggbb colour: ${background.color}`);
    return background;
  }
  const unreadable = (reason: string, stderr: string) =>
    new MediaCommandError(
      `background ${background.type} ${path.basename(background.path)} cannot be read: ${reason}`,
      stderr,
    );
  if (background.type === 'image') {
    const fitted = path.join(workDir, 'background.png');
    try {
      await sharp(background.path)
        .rotate()
        .resize(canvas.width, canvas.height, { fit: 'cover' })
        .png({ compressionLevel: 1 })
        .toFile(fitted);
    } catch (error) {
      throw unreadable((error as Error).message, '');
    }
    return { type: 'image', path: fitted };
  }
  let info: ProbeResult;
  try {
    info = await probe(background.path);
  } catch (error) {
    if (error instanceof MediaCommandError) throw unreadable(error.message, error.stderr);
    throw error;
  }
  if (!info.video?.width || !info.video.height) throw unreadable('no picture found', '');
  return background;
}

interface Layer {
  avatar: AvatarLayer;
  frames: PoseFrameSpec;
}

type HeadMovingRig = AvatarRig & { faceMesh: NonNullable<AvatarRig['faceMesh']> };

/**
 * The rig whose head idle motion turns (a talking photo drawn from its pose stills), or null when idle motion is off
 * or another source draws the presenter: a lip-sync engine's video or a clone's loop have no still per frame to warp.
 */
function movesHead({ rig, idleMotion, lipSync, clone }: AvatarVideoRequest): HeadMovingRig | null {
  if (!idleMotion || lipSync || clone || rig.mode !== 'fill' || !rig.faceMesh) return null;
  return rig as HeadMovingRig;
}

/**
 * A fill rig covers the canvas and never moves as a whole: the background behind a real person holds still. With
 * idle motion, a talking photo moves its head, drawn at the photo's own pixels where they are fewer than the
 * canvas's (the head is warped every frame, and its cost grows with its pixels: a portrait cropped to 16:9 has a
 * third of a 720p canvas's rows) and scaled up by the composition. A clone's loop and a lip-sync engine's video
 * bring their own motion.
 */
function fillLayer(request: AvatarVideoRequest, canvas: Size, colour: VideoColour): Layer {
  const crop = fillCrop(request.rig, canvas);
  const size = movesHead(request) ? drawnSize(crop, canvas) : { width: canvas.width, height: canvas.height };
  return { avatar: { mode: 'fill', frame: size }, frames: { size, crop, opaque: true, colour } };
}

/** A moving head's frame: the photo's own pixels where they are fewer than the box's, scaled up by the composition. */
function drawnSize(crop: Size, box: Size): Size {
  if (crop.width < box.width && crop.height < box.height) return { width: even(crop.width), height: even(crop.height) };
  return { width: box.width, height: box.height };
}

/**
 * A fill presenter over the slides is drawn at the size of its box, not the canvas's (fewer pixels to draw, warp and
 * read), cropped to the box's shape around its face. The slides hold still beneath it, so its frame does not drift;
 * a talking photo still moves its head.
 */
function insetLayer(
  request: AvatarVideoRequest,
  stage: PresenterStage,
  canvas: Size,
  colour: VideoColour,
  background: Background,
): Layer {
  const box = fillStageBox(stage.layout, canvas);
  const crop = stage.layout === 'corner' ? headCrop(request.rig, box) : fillCrop(request.rig, box);
  const size = movesHead(request) ? drawnSize(crop, box) : { width: box.width, height: box.height };
  return {
    avatar: { mode: 'inset', frame: size, box, background, shown: stage.shown },
    frames: { size, crop, opaque: true, colour },
  };
}

function overlayLayer(request: AvatarVideoRequest, canvas: Size, colour: VideoColour, background: Background): Layer {
  const { rig, stage } = request;
  const box = stage
    ? overlayStageBox(stage.layout, canvas, rig)
    : overlayBox(rig, canvas, request.placement ?? defaultPlacement(rig, canvas));
  return {
    avatar: {
      mode: 'overlay',
      position: request.idleMotion ? overlayMotion(box) : { x: String(box.x), y: String(box.y) },
      background,
      shown: stage?.shown,
    },
    frames: { size: { width: box.width, height: box.height }, opaque: false, colour },
  };
}

async function writeAss(request: AvatarVideoRequest, canvas: Size, workDir: string): Promise<string | undefined> {
  if (!request.subtitles?.cues.length && !request.watermark?.text.trim()) return undefined;
  const assPath = path.join(workDir, 'subtitles.ass');
  await fs.writeFile(assPath, assScript({ canvas, subtitles: request.subtitles, watermark: request.watermark }));
  return assPath;
}
