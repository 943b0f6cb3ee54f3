import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeEnvelope, rmsEnvelope } from '../audio/envelope';
import { encodeWav } from '../audio/wav';
import type { AvatarRig, Box } from '../avatar/rig';
import { prepareCloneVideo, type ClonePreparation } from '../clone-video/prepare-clone-video';
import { makeCloneVideo } from '../clone-video/test-videos';
import { LIPS } from '../face/landmarks';
import { createPhotoRig } from '../face/photo-rig';
import { blinkTrack } from '../lipsync/blinks';
import { mouthTrackFromAudio } from '../lipsync/mouth-track';
import { pearson } from '../lipsync/test/stats';
import { createEspeakEngine } from '../tts/espeak';
import { synthesizeScript, type SpokenScript } from '../tts/script';
import { ffmpeg } from '../ffmpeg';
import { loopScript, pingPong } from './clone-layer';
import { canvasSize, fillCrop } from './layout';
import { renderAvatarVideo } from './render-avatar-video';
import { audioSamples, grayFrames, videoStreamDuration } from './test/decode';
import type { CanvasSpec } from './types';

/**
 * An avatar clone speaking from the moving loop of its video (issue #14 item 4), measured on the decoded output: the
 * zooming test video, prepared as the server prepares it, speaks espeak's English.
 */

const FPS = 25;
const SLOW = 240_000;
const CANVAS: CanvasSpec = { ratio: '1:1', resolution: 720 };
const SCRIPT = 'Welcome to our studio. Today we show how a short script becomes a video, with a presenter who speaks.';
/** Issue #14 asks the photo engine for 0.6 on a still; the moving face makes the box's contents move too. */
const MIN_LIP_SYNC = 0.5;
/** Darker than this share of the mouth region's median luma is the inside of the mouth (as in the quality test). */
const MOUTH_INTERIOR_SHARE = 0.5;
/** The person moves: frames of the clone above the mouth differ several times more than a still's. */
const MOTION_OVER_STILL = 3;
/**
 * At the loop's turn-around no step outruns the loop's larger steps (its 90th percentile; the test video's zoom
 * jitters by whole pixels every few frames) by more than this.
 */
const SEAM_OVER_USUAL = 1.5;

let dir: string;
let spoken: SpokenScript;
let prep: ClonePreparation;
let rig: AvatarRig;
let cloneVideo: string;
let stillVideo: string;
/** A loop cut at its middle, whose ends are far apart: played in a circle it would jump at every turn. */
let halfLoop: ClonePreparation;
let halfLoopVideo: string;
const canvas = canvasSize(CANVAS);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-clone-layer-test-'));
  const source = path.join(dir, 'source.mp4');
  await fs.writeFile(source, await makeCloneVideo('onePerson', { seconds: 6, height: 480 }));
  // Symmetric zoom about 3 s: the loop runs from about 1 s to 5 s, so the speech turns around in it.
  prep = await prepareCloneVideo(source, { startSec: 1, segmentSec: 4, fps: 12.5, minLoopSec: 2, height: 480 });
  rig = (await createPhotoRig(prep.still, { maxHeight: 480 })).rig;
  spoken = await synthesizeScript(createEspeakEngine(), SCRIPT, 'espeak:en-US:f2');
  const audioPath = path.join(dir, 'speech.wav');
  await fs.writeFile(audioPath, encodeWav(spoken.pcm));
  const request = {
    audioPath,
    rig,
    mouth: mouthTrackFromAudio(spoken.pcm, { fps: FPS }),
    eyes: blinkTrack(spoken.durationSec, 5, { fps: FPS }),
    fps: FPS,
    canvas: CANVAS,
    background: { type: 'color', color: '#000000' },
    idleMotion: false,
  } as const;
  ({ videoPath: cloneVideo } = await renderAvatarVideo({
    ...request,
    clone: { videoPath: source, prep },
    outDir: path.join(dir, 'clone'),
  }));
  halfLoop = { ...prep, loopEnd: prep.loopStart + Math.round((prep.loopEnd - prep.loopStart) / 2) };
  ({ videoPath: halfLoopVideo } = await renderAvatarVideo({
    ...request,
    clone: { videoPath: source, prep: halfLoop },
    outDir: path.join(dir, 'half-loop'),
  }));
  ({ videoPath: stillVideo } = await renderAvatarVideo({ ...request, outDir: path.join(dir, 'still') }));
}, SLOW);

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Where the prepared frames' pixels land on the canvas. */
function toCanvas(box: Box): Box {
  const crop = fillCrop(rig, canvas);
  const sx = (rig.width / prep.frameWidth) * (canvas.width / crop.width);
  const sy = (rig.height / prep.frameHeight) * (canvas.height / crop.height);
  const cropX = crop.x * (canvas.width / crop.width);
  const cropY = crop.y * (canvas.height / crop.height);
  return { x: box.x * sx - cropX, y: box.y * sy - cropY, width: box.width * sx, height: box.height * sy };
}

/** The lips over the whole loop, with a margin for the opened jaw. */
function loopMouthBox(): Box {
  const points = prep.meshes
    .slice(prep.loopStart, prep.loopEnd + 1)
    .flatMap((mesh) => (mesh ? [...LIPS.upperOuter, ...LIPS.lowerOuter].map((i) => mesh[i]!) : []));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = (right - left) * 0.15;
  return toCanvas({
    x: left - margin,
    y: top - margin,
    width: right - left + 2 * margin,
    height: bottom - top + 3 * margin,
  });
}

/** The eyes and forehead: above the mouth, never touched by the mouth engine. */
function upperFaceBox(): Box {
  const mouth = loopMouthBox();
  return { x: 0, y: 0, width: canvas.width, height: Math.max(2, Math.floor(mouth.y - mouth.height) & ~1) };
}

function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

function steps(frames: readonly Uint8Array[]): number[] {
  return frames.slice(1).map((frame, i) => meanDifference(frames[i]!, frame));
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

function medianLuma(frames: readonly Uint8Array[]): number {
  const histogram = new Uint32Array(256);
  for (const frame of frames) for (const value of frame) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = frames.reduce((sum, frame) => sum + frame.length, 0);
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += histogram[value] ?? 0;
    if (seen * 2 >= total) return value;
  }
  return 255;
}

describe('clonedPresenter', () => {
  it('plays forth and back: 0 .. n-1 .. 0 .. n-1', () => {
    expect(Array.from({ length: 9 }, (_unused, i) => pingPong(i, 4))).toEqual([0, 1, 2, 3, 2, 1, 0, 1, 2]);
    expect(pingPong(7, 1)).toBe(0);
  });

  it('repeats every frame of the loop period, so the loop stays in step with the mouth boxes', async () => {
    const period = 10;
    const loopPath = path.join(dir, 'period.nut');
    // Raw frames in NUT, written from raw RGB as the presenter writes its loop: each frame differs from the others.
    await ffmpeg([
      ...['-f', 'lavfi', '-i', `testsrc=rate=${FPS}:size=64x64`, '-frames:v', String(period)],
      ...['-pix_fmt', 'yuv420p', '-c:v', 'rawvideo', '-f', 'nut', loopPath],
    ]);
    const script = await loopScript(loopPath, period, FPS, [{ end: 3 * period }], dir);
    const { stdout } = await ffmpeg(['-f', 'concat', '-i', script, '-vf', `fps=${FPS}`, '-f', 'framemd5', '-']);
    const hashes = stdout
      .toString()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(',').at(-1)?.trim());
    const firstPeriod = hashes.slice(0, period);
    expect(new Set(firstPeriod).size).toBe(period);
    expect(hashes).toEqual([...firstPeriod, ...firstPeriod, ...firstPeriod]);
  });

  it('lasts as long as the speech', { timeout: SLOW }, async () => {
    expect(prep.loopEnd - prep.loopStart).toBeGreaterThan(0);
    // The speech must outlast the loop so that the turn-around is in the video.
    expect(spoken.durationSec).toBeGreaterThan((prep.loopEnd - prep.loopStart) / prep.fps);
    expect(Math.abs((await videoStreamDuration(cloneVideo)) - spoken.durationSec)).toBeLessThan(0.1);
  });

  it('moves the person outside the mouth, unlike a still', { timeout: SLOW }, async () => {
    const box = upperFaceBox();
    const clone = steps((await grayFrames(cloneVideo, { box })).frames);
    const still = steps((await grayFrames(stillVideo, { box })).frames);
    expect(median(clone)).toBeGreaterThan(MOTION_OVER_STILL * Math.max(median(still), 0.05));
  });

  it('shows no seam where the loop turns, even on a loop whose ends differ', { timeout: SLOW }, async () => {
    const clone = steps((await grayFrames(halfLoopVideo, { box: upperFaceBox() })).frames);
    // Frames whose step crosses a turn-around of the loop: the one shown at each end and its neighbours.
    const count = Math.round(((halfLoop.loopEnd - halfLoop.loopStart) / halfLoop.fps) * FPS) + 1;
    const turns = clone.flatMap((_step, i) => {
      const index = pingPong(i + 1, count);
      return index === 0 || index === count - 1 ? [i - 1, i, i + 1] : [];
    });
    const atTurns = turns.filter((i) => i > 0 && i < clone.length).map((i) => clone[i]!);
    expect(atTurns.length).toBeGreaterThan(0);
    expect(Math.max(...atTurns)).toBeLessThanOrEqual(SEAM_OVER_USUAL * percentile(clone, 0.9));
  });

  it(`opens the mouth in step with the speech (Pearson >= ${MIN_LIP_SYNC})`, { timeout: SLOW }, async () => {
    const { frames } = await grayFrames(cloneVideo, { box: loopMouthBox() });
    const samples = await audioSamples(cloneVideo, 16_000);
    const loudness = normalizeEnvelope(rmsEnvelope({ sampleRate: 16_000, samples }, FPS));
    const dark = MOUTH_INTERIOR_SHARE * medianLuma(frames);
    const openings = frames.map((frame) => frame.reduce((count, value) => (value < dark ? count + 1 : count), 0));
    expect(pearson(openings, loudness)).toBeGreaterThanOrEqual(MIN_LIP_SYNC);
  });
});
