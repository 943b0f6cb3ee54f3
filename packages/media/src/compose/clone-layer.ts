import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Box } from '../avatar/rig';
import type { ClonePreparation } from '../clone-video/prepare-clone-video';
import type { Point } from '../face/geometry';
import { buildMouthRig, renderMouth, type MouthRig } from '../face/mouth-rig';
import { poseMouthShape } from '../face/mouth-shapes';
import type { RgbImage } from '../face/rgb-image';
import { ffmpeg, ffmpegPath, MediaCommandError } from '../ffmpeg';
import { toVideoYuv } from './colour';
import type { PoseFrameSpec } from './pose-frames';
import type { PoseRun } from './pose-sequence';
import type { Size } from './types';

/** Near-lossless: the presenter is encoded once more when the video is composed. */
const INTERMEDIATE_CRF = '10';

/** An avatar clone's own video and what preparation found in it: the loop and a face mesh per prepared frame. */
export interface CloneSource {
  videoPath: string;
  prep: Pick<
    ClonePreparation,
    'fps' | 'segmentStartSec' | 'meshes' | 'frameWidth' | 'frameHeight' | 'loopStart' | 'loopEnd'
  >;
}

/**
 * The presenter of an avatar clone: the loop of the person's video played forth and back (so its only seams are its
 * two ends, chosen alike) for the length of the speech, each frame's mouth redrawn in the speech's shape from that
 * frame's own mesh. Their eyes and blinks are their own. The loop is decoded once at the layer's size, output frames
 * stream as raw RGB into one encoder. Returns an ffconcat script that plays it, in place of the posed still's.
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
): Promise<string> {
  if (!runs.some((run) => run.end > run.start)) throw new Error('the speech has no frames to draw');
  const loop = await decodeLoop(clone, frameSize, spec, fps, dir);
  const presenterPath = path.join(dir, 'presenter.mp4');
  const handle = await fs.open(loop.path, 'r');
  try {
    const rigs = new Map<number, MouthRig | null>();
    await encodeFrames(spec, fps, presenterPath, async function* () {
      for (const run of runs) {
        const shape = poseMouthShape(run.pose);
        for (let frame = run.start; frame < run.end; frame += 1) {
          const index = pingPong(frame, loop.count);
          const base = await loop.read(handle, index);
          let rig = rigs.get(index);
          if (rig === undefined) {
            const mesh = loop.meshes[index];
            rig = mesh ? buildMouthRig(mesh, base) : null;
            rigs.set(index, rig);
          }
          if (!rig) {
            yield base.data;
            continue;
          }
          const target: RgbImage = { ...base, data: Buffer.from(base.data) };
          renderMouth(rig, shape, base, target);
          yield target.data;
        }
      }
    });
  } finally {
    await handle.close();
    await fs.rm(loop.path, { force: true });
  }
  const concatPath = path.join(dir, 'presenter.ffconcat');
  await fs.writeFile(concatPath, `ffconcat version 1.0\nfile '${path.basename(presenterPath)}'\n`);
  return concatPath;
}

/** Frame `frame` of an endless 0, 1, ..., count-1, count-2, ..., 1, 0, 1, ... */
export function pingPong(frame: number, count: number): number {
  if (count <= 1) return 0;
  const period = 2 * (count - 1);
  const phase = frame % period;
  return phase < count ? phase : period - phase;
}

interface DecodedLoop {
  path: string;
  count: number;
  /** Per decoded frame, in the layer's pixels; null where preparation found no face. */
  meshes: (Point[] | null)[];
  read(handle: fs.FileHandle, index: number): Promise<RgbImage>;
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
  return {
    path: rawPath,
    count: decoded,
    meshes,
    async read(handle, index) {
      const data = Buffer.alloc(frameBytes);
      await handle.read(data, 0, frameBytes, index * frameBytes);
      return { width, height, data };
    },
  };
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

/** One x264 run reading raw RGB frames from its stdin. */
async function encodeFrames(
  spec: PoseFrameSpec,
  fps: number,
  outPath: string,
  frames: () => AsyncGenerator<Buffer>,
): Promise<void> {
  const { width, height } = spec.size;
  const encoder = spawn(ffmpegPath, [
    ...['-hide_banner', '-nostdin', '-y'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-framerate', String(fps), '-i', 'pipe:0'],
    ...['-vf', toVideoYuv(spec.colour)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', INTERMEDIATE_CRF, outPath],
  ]);
  let stderr = '';
  encoder.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = once(encoder, 'close') as Promise<[number | null]>;
  // A failed encoder closes its stdin: the write error is reported through its exit code below.
  encoder.stdin.on('error', () => undefined);
  try {
    for await (const frame of frames()) {
      if (encoder.exitCode !== null) break;
      if (!encoder.stdin.write(frame)) await Promise.race([once(encoder.stdin, 'drain'), exited]);
    }
  } finally {
    encoder.stdin.end();
  }
  const [code] = await exited;
  if (code !== 0) {
    throw new MediaCommandError(`ffmpeg failed: ${stderr.trim().split('\n').slice(-3).join(' | ')}`, stderr);
  }
}
