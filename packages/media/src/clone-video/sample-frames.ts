import { ffmpeg } from '../ffmpeg';
import type { RgbImage } from '../face/rgb-image';

export interface SampledFrames {
  frames: RgbImage[];
  /** Seconds of picture ffmpeg decoded: the video's true length, whatever its header says. */
  decodedSec: number;
}

/** ffmpeg's last progress time on stderr ("time=00:01:02.50"), in seconds. */
function lastProgressTime(stderr: string): number {
  const times = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = times.at(-1);
  return last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0;
}

/**
 * Decodes a video once and keeps `fps` frames a second, scaled to `height` rows (even width), as RGB.
 * Decoding stops at `maxSec`, so a video longer than any limit costs no more than the limit to read.
 */
export async function sampleFrames(
  path: string,
  options: { fps: number; height: number; startSec?: number; maxSec: number },
): Promise<SampledFrames> {
  const seek = options.startSec ? ['-ss', options.startSec.toFixed(3)] : [];
  const { stdout, stderr } = await ffmpeg([
    ...seek,
    '-t',
    options.maxSec.toFixed(3),
    '-i',
    path,
    '-map',
    '0:v:0',
    '-an',
    '-vf',
    // round=up: the filter's default rounding hands each sample the frame half an interval later than its time.
    `fps=${options.fps}:round=up,scale=-2:${options.height}`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);
  const size = /Video: rawvideo[^\n]*?, (\d+)x(\d+)/.exec(stderr.slice(stderr.indexOf('Output #0')));
  const width = Number(size?.[1] ?? 0);
  const height = Number(size?.[2] ?? 0);
  const frameBytes = width * height * 3;
  const frames: RgbImage[] = [];
  for (let offset = 0; frameBytes > 0 && offset + frameBytes <= stdout.length; offset += frameBytes) {
    frames.push({ width, height, data: stdout.subarray(offset, offset + frameBytes) });
  }
  return { frames, decodedSec: lastProgressTime(stderr) };
}
