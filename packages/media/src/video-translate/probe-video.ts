import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffprobePath } from '../ffmpeg';

const execFileAsync = promisify(execFile);

export interface TranslationVideoInfo {
  container: 'mp4' | 'mov' | 'other';
  /** Seconds of picture the file really holds, read packet by packet, whatever its header claims. */
  durationSec: number;
  /** The picture as shown: a phone video stored sideways with a rotation tag has its sides swapped. */
  width: number;
  height: number;
  fps: number;
  /** The frame rate as ffprobe states it ("30000/1001"): filters given it keep frame times exact. */
  frameRate: string;
  hasAudio: boolean;
}

export type UnreadableVideoReason = 'notAVideo' | 'noPicture' | 'empty';

/** The file is not a video this engine can translate; `reason` tells a user-facing message apart. */
export class UnreadableVideoError extends Error {
  constructor(
    readonly reason: UnreadableVideoReason,
    detail: string,
  ) {
    super(`the video cannot be read (${reason}): ${detail}`);
    this.name = 'UnreadableVideoError';
  }
}

interface RawStream {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface RawProbe {
  format?: { format_name?: string; tags?: { major_brand?: string } };
  streams?: RawStream[];
}

/**
 * What the translation needs to know of an upload before any work: its container, true length, picture size as
 * displayed, frame rate and whether it has sound. Throws UnreadableVideoError for anything that is not a video.
 */
export async function probeTranslationVideo(path: string): Promise<TranslationVideoInfo> {
  let parsed: RawProbe;
  try {
    const { stdout } = await execFileAsync(ffprobePath, [
      ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    ]);
    parsed = JSON.parse(stdout) as RawProbe;
  } catch (error) {
    throw new UnreadableVideoError('notAVideo', (error as { stderr?: string }).stderr?.trim() || String(error));
  }
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new UnreadableVideoError('noPicture', 'no video stream');
  const frameRate = usableRate(video.avg_frame_rate) ?? usableRate(video.r_frame_rate) ?? '25';
  const durationSec = await pictureSeconds(path);
  if (durationSec <= 0) throw new UnreadableVideoError('empty', 'no video frames');
  const sideways = Math.abs(rotationOf(video)) % 180 === 90;
  return {
    container: containerOf(parsed.format),
    durationSec,
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    fps: rateValue(frameRate),
    frameRate,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}

/** MP4 and QuickTime share one demuxer; the brand in the file type box tells them apart. */
function containerOf(format: RawProbe['format']): TranslationVideoInfo['container'] {
  if (!format?.format_name?.split(',').includes('mov')) return 'other';
  return format.tags?.major_brand?.trim() === 'qt' ? 'mov' : 'mp4';
}

function rotationOf(stream: RawStream): number {
  const sideData = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation;
  return sideData ?? Number(stream.tags?.rotate ?? 0);
}

/** Frame rates of 0 or absurd values come from broken headers: the caller falls back to another. */
function usableRate(rate: string | undefined): string | undefined {
  if (!rate) return undefined;
  const value = rateValue(rate);
  return value > 0 && value <= 240 ? rate : undefined;
}

function rateValue(rate: string): number {
  const [num, den] = rate.split('/').map(Number);
  return den === undefined ? (num ?? 0) : den ? (num ?? 0) / den : 0;
}

/**
 * The picture's length from its packets (the end of the last shown, less the start of the first): a lying or
 * missing header is not believed, and listing packets without decoding them costs milliseconds per minute.
 */
async function pictureSeconds(path: string): Promise<number> {
  const { stdout } = await execFileAsync(
    ffprobePath,
    [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time,duration_time'],
      ...['-of', 'csv=p=0', path],
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  ).catch((error: { stderr?: string }) => {
    throw new UnreadableVideoError('notAVideo', error.stderr?.trim() ?? 'ffprobe failed');
  });
  let first = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const line of stdout.split('\n')) {
    const [pts, duration] = line.split(',').map(Number);
    if (pts === undefined || !Number.isFinite(pts)) continue;
    first = Math.min(first, pts);
    end = Math.max(end, pts + (Number.isFinite(duration) ? (duration as number) : 0));
  }
  return Number.isFinite(first) ? Math.max(0, end - first) : 0;
}
