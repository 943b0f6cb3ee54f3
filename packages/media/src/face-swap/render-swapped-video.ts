import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffprobePath } from '../ffmpeg';
import { probeTranslationVideo, type TranslationVideoInfo } from '../video-translate/probe-video';
import { rawFrames } from '../video-translate/raw-frames';
import { FACE_SWAP_VIDEO_LIMITS, type SwappedVideo, type SwapRequest } from './face-swap-engine';
import { encodeFrames } from './render-encode';
import { FrameSwapper } from './render-swap-frames';
import { PaintingThread } from './render-swap-thread';
import { faceRunBoundaries } from './swap-people';
import { faceTopology, prepareSourceFace, type SourceFace } from './swap-source-face';
import { yuvFrameBytes, type YuvFrame } from './swap-yuv';

const execFileAsync = promisify(execFile);

/** H.264 speed against size: veryfast is within a few percent of medium's quality at a third of its time. */
export const SWAP_X264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p'];
/** Frames handed to the painting thread before the oldest is taken back: enough to keep both cores busy. */
const PAINT_AHEAD = 2;
/** Audio codecs an MP4 carries as they are: copied, never re-encoded. */
const MP4_AUDIO = new Set(['aac', 'mp3', 'alac']);

/** The picture as the swap reads it: the source's frames at its frame rate, cut to even sides for 4:2:0. */
export interface SwapVideoShape {
  info: TranslationVideoInfo;
  width: number;
  height: number;
  /** The decoder's filters: constant frame rate from time 0, even sides. */
  filter: string;
}

export async function swapVideoShape(inputPath: string): Promise<SwapVideoShape> {
  const info = await probeTranslationVideo(inputPath);
  const width = info.width - (info.width % 2);
  const height = info.height - (info.height % 2);
  const crop = width !== info.width || height !== info.height ? `,crop=${width}:${height}:0:0` : '';
  return { info, width, height, filter: `fps=${info.frameRate},setpts=PTS-STARTPTS${crop}` };
}

/** The library faces of the mapped people who are in the analysis. */
export async function swapSources(request: SwapRequest): Promise<Map<string, SourceFace>> {
  const sources = new Map<string, SourceFace>();
  for (const [id, photo] of Object.entries(request.faces)) {
    if (!request.analysis.tracks.sightings[id]?.length) continue;
    sources.set(id, await prepareSourceFace(photo));
  }
  return sources;
}

/**
 * The swapped video: decoded as 4:2:0 frames, the mapped people's faces repainted in the frames where they are seen,
 * encoded to H.264 with the source's audio copied. Frames and pixels that are not repainted reach the encoder with
 * the decoder's bytes, exactly as in a plain re-encode. Written under a temporary name and renamed when complete.
 */
export async function renderSwappedVideo(request: SwapRequest, outputPath: string): Promise<SwappedVideo> {
  const shape = await swapVideoShape(request.inputPath);
  const { info, width, height } = shape;
  const audio = info.hasAudio ? await audioArgs(request.inputPath) : [];
  const partial = `${outputPath}.${process.pid}.${Date.now()}.part.mp4`;
  const durationSec = Math.min(info.durationSec, FACE_SWAP_VIDEO_LIMITS.maxSec + 1);
  const frameCount = Math.max(1, Math.round(durationSec * info.fps));
  const sources = await swapSources(request);
  const swapper = new FrameSwapper({
    tracks: request.analysis.tracks,
    sources,
    fps: info.fps,
    durationSec: frameCount / info.fps,
    sequential: true,
  });
  const painter = sources.size > 0 ? new PaintingThread(sources, await faceTopology()) : null;
  const decoded = rawFrames(
    [
      // Never decodes more than the longest video accepted, whatever the file claims.
      ...['-t', String(FACE_SWAP_VIDEO_LIMITS.maxSec + 1), '-i', request.inputPath, '-map', '0:v:0', '-an'],
      ...['-vf', shape.filter, '-f', 'rawvideo', '-pix_fmt', 'yuv420p', 'pipe:1'],
    ],
    yuvFrameBytes(width, height),
    request.signal,
  );
  const keyframes = faceRunBoundaries(request.analysis.tracks, info.fps, frameCount);
  // Just before each boundary frame's time, so that frame is the first at or after it.
  const forceKeyframes =
    keyframes.length > 0
      ? ['-force_key_frames', keyframes.map((n) => ((n - 0.5) / info.fps).toFixed(4)).join(',')]
      : [];
  // The mesh of one frame is fitted while the frames before it are painted in the thread.
  async function* swapped(): AsyncGenerator<Buffer> {
    const painting: Promise<Buffer>[] = [];
    let n = 0;
    for await (const data of decoded) {
      request.signal?.throwIfAborted();
      const frame: YuvFrame = { width, height, data };
      const faces = await swapper.locate(frame, n / info.fps);
      painting.push(painter && faces.length > 0 ? painter.paint(data, width, height, faces) : Promise.resolve(data));
      n += 1;
      request.onProgress?.(Math.min(1, n / frameCount));
      if (painting.length > PAINT_AHEAD) yield await (painting.shift() as Promise<Buffer>);
    }
    while (painting.length > 0) yield await (painting.shift() as Promise<Buffer>);
  }
  try {
    await fs.mkdir(path.dirname(outputPath), { recursive: true });
    await encodeFrames(
      [
        ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${width}x${height}`, '-framerate', info.frameRate],
        ...['-i', 'pipe:0'],
        ...(audio.length > 0 ? ['-i', request.inputPath, '-map', '0:v', '-map', '1:a:0', ...audio] : []),
        ...SWAP_X264,
        ...forceKeyframes,
        ...['-t', durationSec.toFixed(3)],
        ...['-movflags', '+faststart', '-f', 'mp4', partial],
      ],
      swapped(),
      request.signal,
    );
    await fs.rename(partial, outputPath);
  } finally {
    await Promise.all([fs.rm(partial, { force: true }), painter?.close()]);
  }
  return { path: outputPath, width, height, durationSec };
}

/** Copies the first audio stream when the MP4 can carry it, else re-encodes it to AAC. */
async function audioArgs(inputPath: string): Promise<string[]> {
  const { stdout } = await execFileAsync(ffprobePath, [
    ...['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', inputPath],
  ]);
  return MP4_AUDIO.has(stdout.trim()) ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '192k'];
}
