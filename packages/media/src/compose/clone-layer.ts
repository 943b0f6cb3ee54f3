import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Box } from '../avatar/rig';
import type { ClonePreparation } from '../clone-video/prepare-clone-video';
import type { Point } from '../face/geometry';
import { boundingBox } from '../face/geometry';
import { buildMouthRig, lowerFaceOutline, renderMouth, shiftMouthRig, type MouthRig } from '../face/mouth-rig';
import { poseMouthShape } from '../face/mouth-shapes';
import type { RgbImage } from '../face/rgb-image';
import { ffmpeg, ffmpegPath, MediaCommandError } from '../ffmpeg';
import { toVideoYuv } from './colour';
import { openPatchPipe, type PatchStream } from './patch-pipe';
import type { PoseFrameSpec } from './pose-frames';
import type { PoseRun } from './pose-sequence';
import type { Size } from './types';

/** Pixels around the union of the lower faces: the warp reads a pixel beyond a triangle's corner. */
const PATCH_MARGIN = 4;

/** An avatar clone's own video and what preparation found in it: the loop and a face mesh per prepared frame. */
export interface CloneSource {
  videoPath: string;
  prep: Pick<
    ClonePreparation,
    'fps' | 'segmentStartSec' | 'meshes' | 'frameWidth' | 'frameHeight' | 'loopStart' | 'loopEnd'
  >;
}

/** The clone as the composition reads it: the loop video, and the mouth drawn over it frame by frame. */
export interface ClonedPresenter {
  /** An ffconcat script playing the forth-and-back loop for as long as the speech. */
  concatPath: string;
  /** Null when no loop frame has a face: the loop plays as it is. */
  patch: PatchStream | null;
}

/**
 * The presenter of an avatar clone: the loop of the person's video played forth and back (so its only seams are its
 * two ends, chosen alike) for the length of the speech, each frame's mouth redrawn in the speech's shape from that
 * frame's own mesh. Their eyes and blinks are their own.
 *
 * The loop is written once, as raw video, as one forth-and-back period that the composition repeats. Only the lower
 * face changes from frame to frame, so only a fixed box around it (the union of every loop frame's lower face) is
 * drawn per output frame, from that loop frame's own pixels, and streamed raw to the composition, which lays it over
 * the loop: outside the lower face the box holds exactly the loop's pixels, so it has no edge to see.
 *
 * `frameSize` is the size of the picture `spec.crop` was chosen on (the clone's still, which is a frame of the loop).
 */
export async function clonedPresenter(
  clone: CloneSource,
  frameSize: Size,
  spec: PoseFrameSpec,
  runs: readonly PoseRun[],
  fps: number,
  dir: string,
): Promise<ClonedPresenter> {
  if (!runs.some((run) => run.end > run.start)) throw new Error('the speech has no frames to draw');
  const loop = await decodeLoop(clone, frameSize, spec, fps, dir);
  const loopPath = path.join(dir, 'clone-loop.nut');
  const period = Math.max(1, 2 * (loop.count - 1));
  const grounds = await writeLoop(loop, spec, fps, loopPath);
  const concatPath = await loopScript(loopPath, period, fps, runs, dir);
  if (!grounds) return { concatPath, patch: null };
  const { box, bases, rigs } = grounds;
  const patchBytes = box.width * box.height * 3;
  const size = { width: box.width, height: box.height };
  const patch = await openPatchPipe(dir, box, function* () {
    // Two buffers: one is drawn while the other is on its way to the composition.
    const buffers = [Buffer.alloc(patchBytes), Buffer.alloc(patchBytes)];
    let turn = 0;
    for (const run of runs) {
      const shape = poseMouthShape(run.pose);
      for (let n = run.start; n < run.end; n += 1) {
        const index = pingPong(n, loop.count);
        const base: RgbImage = { ...size, data: bases.subarray(index * patchBytes, (index + 1) * patchBytes) };
        const target: RgbImage = { ...size, data: buffers[turn % 2] as Buffer };
        turn += 1;
        base.data.copy(target.data);
        const rig = rigs[index];
        if (rig) renderMouth(rig, shape, base, target);
        yield target.data;
      }
    }
  });
  return { concatPath, patch };
}

/** What the mouth is drawn on: the box, each loop frame's pixels in it, and its mouth rig in the box's pixels. */
interface MouthGrounds {
  box: Box;
  /** Each loop frame's box, one after another. */
  bases: Buffer;
  rigs: (MouthRig | null)[];
}

/**
 * Writes one period of the ping-pong (forth, then back) and builds each loop frame's mouth rig on the way forth.
 * Null grounds when no loop frame has a face.
 */
async function writeLoop(
  loop: DecodedLoop,
  spec: PoseFrameSpec,
  fps: number,
  loopPath: string,
): Promise<MouthGrounds | null> {
  const { width, height } = spec.size;
  const frameBytes = width * height * 3;
  const frame: RgbImage = { width, height, data: Buffer.alloc(frameBytes) };
  const handle = await fs.open(loop.path, 'r');
  try {
    const read = async (index: number) => {
      await handle.read(frame.data, 0, frameBytes, index * frameBytes);
    };
    const rigs: (MouthRig | null)[] = [];
    await writeRawLoop(spec, fps, loopPath, async (write) => {
      for (let k = 0; k < Math.max(1, 2 * (loop.count - 1)); k += 1) {
        const index = pingPong(k, loop.count);
        await read(index);
        if (k < loop.count) {
          const mesh = loop.meshes[index];
          rigs.push(mesh ? buildMouthRig(mesh, frame) : null);
        }
        await write(frame.data);
      }
    });
    const box = patchBox(rigs, spec.size);
    if (!box) return null;
    const patchBytes = box.width * box.height * 3;
    const bases = Buffer.alloc(patchBytes * loop.count);
    for (let index = 0; index < loop.count; index += 1) {
      await read(index);
      copyBox(frame, box, bases.subarray(index * patchBytes, (index + 1) * patchBytes));
    }
    return { box, bases, rigs: rigs.map((rig) => rig && shiftMouthRig(rig, -box.x, -box.y)) };
  } finally {
    await handle.close();
    await fs.rm(loop.path, { force: true });
  }
}

/** Frame `frame` of an endless 0, 1, ..., count-1, count-2, ..., 1, 0, 1, ... */
export function pingPong(frame: number, count: number): number {
  if (count <= 1) return 0;
  const period = 2 * (count - 1);
  const phase = frame % period;
  return phase < count ? phase : period - phase;
}

/** The lower faces of every loop frame, with a margin, on even pixels (the video's chroma is shared by 2 x 2). */
function patchBox(rigs: readonly (MouthRig | null)[], size: Size): Box | null {
  const points = rigs.flatMap((rig) => (rig ? lowerFaceOutline(rig) : []));
  if (points.length === 0) return null;
  const outline = boundingBox(points);
  const even = (value: number, round: (v: number) => number) => 2 * round(value / 2);
  const x0 = Math.max(0, even(outline.x - PATCH_MARGIN, Math.floor));
  const y0 = Math.max(0, even(outline.y - PATCH_MARGIN, Math.floor));
  const x1 = Math.min(size.width, even(outline.x + outline.width + PATCH_MARGIN, Math.ceil));
  const y1 = Math.min(size.height, even(outline.y + outline.height + PATCH_MARGIN, Math.ceil));
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function copyBox(image: RgbImage, box: Box, out: Buffer): void {
  const rowBytes = box.width * 3;
  for (let row = 0; row < box.height; row += 1) {
    const start = ((box.y + row) * image.width + box.x) * 3;
    image.data.copy(out, row * rowBytes, start, start + rowBytes);
  }
}

/**
 * The loop's period repeated until the speech's last frame; the composition cuts the excess. Each entry states its
 * duration: the concat demuxer otherwise takes the file's, which ends at its last frame's start, and drops that
 * frame at every repeat, putting the loop a frame behind the mouth boxes each time.
 */
export async function loopScript(
  loopPath: string,
  period: number,
  fps: number,
  runs: readonly Pick<PoseRun, 'end'>[],
  dir: string,
): Promise<string> {
  const frames = Math.max(...runs.map((run) => run.end));
  const repeats = Math.max(1, Math.ceil(frames / period));
  const concatPath = path.join(dir, 'presenter.ffconcat');
  const entry = `file '${path.basename(loopPath)}'\nduration ${(period / fps).toFixed(6)}\n`;
  await fs.writeFile(concatPath, `ffconcat version 1.0\n${entry.repeat(repeats)}`);
  return concatPath;
}

interface DecodedLoop {
  path: string;
  count: number;
  /** Per decoded frame, in the layer's pixels; null where preparation found no face. */
  meshes: (Point[] | null)[];
}

/**
 * The loop at the output frame rate and the layer's size, as raw RGB in a file read frame by frame: a few seconds at
 * 1080p are gigabytes in memory. Each frame's mesh is the prepared meshes' at its moment, interpolated between them.
 */
async function decodeLoop(
  clone: CloneSource,
  frameSize: Size,
  spec: PoseFrameSpec,
  fps: number,
  dir: string,
): Promise<DecodedLoop> {
  const { prep } = clone;
  const { width, height } = spec.size;
  // The crop was chosen on the still; the meshes are in pixels of the prepared frames.
  const sx = prep.frameWidth / frameSize.width;
  const sy = prep.frameHeight / frameSize.height;
  const crop: Box = spec.crop
    ? { x: spec.crop.x * sx, y: spec.crop.y * sy, width: spec.crop.width * sx, height: spec.crop.height * sy }
    : { x: 0, y: 0, width: prep.frameWidth, height: prep.frameHeight };
  const loopSec = (prep.loopEnd - prep.loopStart) / prep.fps;
  const count = Math.max(1, Math.round(loopSec * fps) + 1);
  const rawPath = path.join(dir, 'clone-loop.rgb');
  const r = (value: number) => Math.max(0, Math.round(value));
  await ffmpeg([
    ...['-ss', (prep.segmentStartSec + prep.loopStart / prep.fps).toFixed(3), '-i', clone.videoPath],
    ...['-map', '0:v:0', '-an'],
    ...[
      '-vf',
      [
        `fps=${fps}`,
        `scale=${prep.frameWidth}:${prep.frameHeight}`,
        `crop=${r(crop.width)}:${r(crop.height)}:${r(crop.x)}:${r(crop.y)}`,
        `scale=${width}:${height}`,
      ].join(','),
    ],
    ...['-frames:v', String(count), '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-y', rawPath],
  ]);
  const frameBytes = width * height * 3;
  const decoded = Math.floor((await fs.stat(rawPath)).size / frameBytes);
  if (decoded === 0) throw new MediaCommandError('the clone video has no frames in its loop', '');
  const toLayer = (p: Point): Point => ({
    x: ((p.x - crop.x) * width) / crop.width,
    y: ((p.y - crop.y) * height) / crop.height,
  });
  const meshes = Array.from({ length: decoded }, (_unused, index) => {
    const mesh = meshAt(prep.meshes, Math.min(prep.loopEnd, prep.loopStart + (index * prep.fps) / fps));
    return mesh && mesh.map(toLayer);
  });
  return { path: rawPath, count: decoded, meshes };
}

/** The mesh at a fractional prepared frame: between two meshes, the mix of both; next to a faceless frame, none. */
function meshAt(meshes: readonly (Point[] | null)[], position: number): Point[] | null {
  const before = Math.floor(position);
  const mix = position - before;
  const first = meshes[before] ?? null;
  if (mix < 1e-6) return first;
  const second = meshes[before + 1] ?? null;
  if (!first || !second) return null;
  return first.map((p, i) => {
    const q = second[i] ?? p;
    return { x: p.x + (q.x - p.x) * mix, y: p.y + (q.y - p.y) * mix };
  });
}

/**
 * Raw frames in the video's own pixel format: the composition reads one per output frame, and decoding even a fast
 * lossless codec (Ut Video) cost 3.4 ms of a 1344x756 frame where raw costs a copy. The mouth boxes laid over it are
 * drawn from the same pixels. NUT keeps each frame's time as a whole count of 1/fps, so the loop and the boxes stay
 * frame for frame together however often the loop repeats. A 5 s loop at 720p is about 350 MB of temporary file.
 */
async function writeRawLoop(
  spec: PoseFrameSpec,
  fps: number,
  outPath: string,
  produce: (write: (frame: Buffer) => Promise<void>) => Promise<void>,
): Promise<void> {
  const { width, height } = spec.size;
  const encoder = spawn(ffmpegPath, [
    ...['-hide_banner', '-nostdin', '-y'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-framerate', String(fps), '-i', 'pipe:0'],
    ...['-vf', toVideoYuv(spec.colour), '-c:v', 'rawvideo', '-f', 'nut', outPath],
  ]);
  let stderr = '';
  encoder.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = once(encoder, 'close') as Promise<[number | null]>;
  // A failed encoder closes its stdin: the write error is reported through its exit code below.
  encoder.stdin.on('error', () => undefined);
  try {
    await produce((frame) => (encoder.exitCode === null ? flushed(encoder.stdin, frame) : Promise.resolve()));
  } finally {
    encoder.stdin.end();
  }
  const [code] = await exited;
  if (code !== 0) {
    throw new MediaCommandError(`ffmpeg failed: ${stderr.trim().split('\n').slice(-3).join(' | ')}`, stderr);
  }
}

/** Resolves once the stream has handed `chunk` on, so its buffer may be drawn into again. */
function flushed(stream: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve) => stream.write(chunk, () => resolve()));
}
