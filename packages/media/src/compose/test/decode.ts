import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Box } from '../../avatar/rig';
import { ffmpeg, ffprobePath } from '../../ffmpeg';

const execFileAsync = promisify(execFile);

/** Decoding helpers for tests that measure what a rendered video really shows and plays. */

export interface GrayFrames {
  width: number;
  height: number;
  frames: Uint8Array[];
}

/** Every frame (or `fps` frames a second) as 8-bit luma, optionally cropped to `box`. */
export async function grayFrames(videoPath: string, options: { box?: Box; fps?: number } = {}): Promise<GrayFrames> {
  const filters: string[] = [];
  if (options.fps) filters.push(`fps=${options.fps}`);
  const box = options.box && {
    x: Math.round(options.box.x),
    y: Math.round(options.box.y),
    width: Math.round(options.box.width),
    height: Math.round(options.box.height),
  };
  if (box) filters.push(`crop=${box.width}:${box.height}:${box.x}:${box.y}`);
  const args = ['-i', videoPath, ...(filters.length ? ['-vf', filters.join(',')] : [])];
  const { stdout, stderr } = await ffmpeg([...args, '-f', 'rawvideo', '-pix_fmt', 'gray', '-']);
  const size = /Stream #0:0.*Video: rawvideo.*?, (\d+)x(\d+)/.exec(stderr.split('Output #0')[1] ?? '');
  const width = Number(size?.[1]);
  const height = Number(size?.[2]);
  const frames: Uint8Array[] = [];
  for (let offset = 0; offset + width * height <= stdout.length; offset += width * height) {
    frames.push(new Uint8Array(stdout.subarray(offset, offset + width * height)));
  }
  return { width, height, frames };
}

/** One frame as packed RGB. */
export async function rgbFrameAt(videoPath: string, seconds: number): Promise<Buffer> {
  const { stdout } = await ffmpeg([
    '-ss',
    String(seconds),
    '-i',
    videoPath,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-',
  ]);
  return stdout;
}

/** The soundtrack as mono floats. */
export async function audioSamples(path: string, sampleRate = 16000): Promise<Float32Array> {
  const { stdout } = await ffmpeg(['-i', path, '-vn', '-ac', '1', '-ar', String(sampleRate), '-f', 'f32le', '-']);
  return new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.byteLength));
}

export function variance(pixels: Uint8Array): number {
  let mean = 0;
  for (const value of pixels) mean += value / pixels.length;
  let sum = 0;
  for (const value of pixels) sum += (value - mean) ** 2;
  return sum / pixels.length;
}

export function countBelow(pixels: Uint8Array, level: number): number {
  let count = 0;
  for (const value of pixels) if (value < level) count++;
  return count;
}

export function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

/** Length of the first video stream as the container records it. */
export async function videoStreamDuration(path: string): Promise<number> {
  const { stdout } = await execFileAsync(ffprobePath, [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=duration'],
    ...['-of', 'default=noprint_wrappers=1:nokey=1', path],
  ]);
  return Number(stdout.trim());
}
