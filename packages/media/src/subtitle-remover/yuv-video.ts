import { probe } from '../ffmpeg';
import { ffmpegFrameSink, type FrameSink } from '../ffmpeg-frame-sink';
import { probeTranslationVideo } from '../video-translate/probe-video';
import { rawFrames } from '../video-translate/raw-frames';
import { SUBTITLE_REMOVER_VIDEO_LIMITS } from './subtitle-remover-engine';
import { frameBytes } from './yuv-frame';

/**
 * The encoder settings of the remover's output, which a plain re-encode of the source shares: pixels outside the
 * boxes reach the encoder exactly as a plain re-encode hands them over.
 */
export const REENCODE_X264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20'] as const;

export interface SourceVideo {
  path: string;
  /** Even sides: yuv420p shares chroma between 2 x 2 pixels and H.264 refuses odd sizes. */
  width: number;
  height: number;
  fps: number;
  /** As ffprobe states it ("30000/1001"), so frame times stay exact. */
  frameRate: string;
  durationSec: number;
  /** The source's first audio stream, copied when MP4 can hold it as it is. */
  audio: { copy: boolean } | null;
}

/** Audio codecs an MP4 holds as they are; others (PCM from a MOV, for one) are encoded to AAC. */
const MP4_AUDIO = new Set(['aac', 'mp3', 'ac3', 'eac3', 'alac', 'opus']);

export async function readSourceVideo(path: string): Promise<SourceVideo> {
  const [info, probed] = await Promise.all([probeTranslationVideo(path), probe(path)]);
  return {
    path,
    width: info.width & ~1,
    height: info.height & ~1,
    fps: info.fps,
    frameRate: info.frameRate,
    durationSec: Math.min(info.durationSec, SUBTITLE_REMOVER_VIDEO_LIMITS.maxSec + 1),
    audio: probed.audio ? { copy: MP4_AUDIO.has(probed.audio.codec) } : null,
  };
}

/**
 * The source's frames as yuv420p at its own frame rate, read as they come. `crop` cuts a region instead of the
 * whole frame and `rate` samples fewer frames a second. Decoding stops a second past the longest video accepted.
 */
export function decodeYuvFrames(
  source: SourceVideo,
  signal?: AbortSignal,
  options: { crop?: { x: number; y: number; width: number; height: number }; rate?: number } = {},
): AsyncGenerator<Buffer> {
  const crop = options.crop ?? { x: 0, y: 0, width: source.width, height: source.height };
  const filters = [
    `fps=${options.rate ?? source.frameRate}`,
    `crop=${crop.width}:${crop.height}:${crop.x}:${crop.y}`,
    'format=yuv420p',
  ];
  return rawFrames(
    [
      ...['-i', source.path, '-map', '0:v:0', '-an', '-sn', '-dn'],
      ...['-t', String(SUBTITLE_REMOVER_VIDEO_LIMITS.maxSec + 1), '-vf', filters.join(',')],
      ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', 'pipe:1'],
    ],
    frameBytes(crop.width, crop.height),
    signal,
  );
}

/** Takes yuv420p frames and writes the MP4. */
export type YuvEncoder = FrameSink;

/**
 * Streams yuv420p frames into H.264 with the source's audio: the same encoder, settings and frame timing for the
 * remover's output and for a plain re-encode, so the two differ only where frames differ. `x264` replaces the
 * encoder settings (a lossless `-qp 0` lets a test compare pixels exactly).
 */
export function encodeYuvFrames(
  source: SourceVideo,
  outputPath: string,
  options: { signal?: AbortSignal; x264?: readonly string[] } = {},
): YuvEncoder {
  const args = ['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${source.width}x${source.height}`];
  args.push('-framerate', source.frameRate, '-i', 'pipe:0');
  if (source.audio) args.push('-i', source.path, '-map', '0:v', '-map', '1:a:0');
  if (source.audio) args.push(...(source.audio.copy ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '192k']));
  args.push(...(options.x264 ?? REENCODE_X264), '-pix_fmt', 'yuv420p', '-movflags', '+faststart');
  // The audio stops with the picture: the source's sound may run a little past its last frame.
  if (source.audio) args.push('-t', source.durationSec.toFixed(3));
  args.push('-f', 'mp4', outputPath);
  return ffmpegFrameSink(args, options.signal);
}
