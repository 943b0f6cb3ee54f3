import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);

/** FFMPEG_PATH / FFPROBE_PATH win over the binaries that ship inside the npm packages. */
export const ffmpegPath: string =
  process.env.FFMPEG_PATH ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
export const ffprobePath: string =
  process.env.FFPROBE_PATH ?? (require('@ffprobe-installer/ffprobe') as { path: string }).path;

export class MediaCommandError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'MediaCommandError';
  }
}

async function run(
  binary: string,
  args: string[],
  onStdout?: (chunk: Buffer) => void,
): Promise<{ stdout: Buffer; stderr: string }> {
  try {
    const running = execFileAsync(binary, args, { encoding: 'buffer', maxBuffer: 512 * 1024 * 1024 });
    if (onStdout) running.child.stdout?.on('data', onStdout);
    const { stdout, stderr } = await running;
    return { stdout, stderr: stderr.toString() };
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new MediaCommandError(`${binary.split('/').pop()} failed: ${lastLines(stderr)}`, stderr);
  }
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-3).join(' | ');
}

export function ffmpeg(args: string[]): Promise<{ stdout: Buffer; stderr: string }> {
  return run(ffmpegPath, ['-hide_banner', '-nostdin', '-y', ...args]);
}

/**
 * Runs ffmpeg and reports how much of an output of `durationSec` it has written, as a fraction, each time
 * ffmpeg reports its progress (about twice a second). The command must not write its output to stdout.
 */
export function ffmpegWithProgress(
  args: string[],
  durationSec: number,
  onProgress: (fraction: number) => void,
): Promise<{ stdout: Buffer; stderr: string }> {
  let pending = '';
  return run(ffmpegPath, ['-hide_banner', '-nostdin', '-y', '-progress', 'pipe:1', '-nostats', ...args], (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // out_time_ms counts microseconds despite its name (ffmpeg 4); out_time_us is its later, honest name.
      const match = /^out_time_(?:ms|us)=(\d+)/.exec(line);
      if (match && durationSec > 0) onProgress(Math.min(1, Number(match[1]) / 1e6 / durationSec));
    }
  });
}

export interface ProbeResult {
  durationSec: number;
  formatName: string;
  video?: {
    codec: string;
    width: number;
    height: number;
    fps: number;
    /** The colour tags a player reads to decode the picture (`bt709`, `smpte170m`...), empty when untagged. */
    colour: { matrix: string; primaries: string; transfer: string; range: string };
  };
  audio?: { codec: string; sampleRate: number; channels: number; durationSec: number; bitRate: number };
}

interface RawStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
  duration?: string;
  bit_rate?: string;
  color_space?: string;
  color_primaries?: string;
  color_transfer?: string;
  color_range?: string;
}

/** Reads a media file's container and streams; throws MediaCommandError on files ffprobe cannot read. */
export async function probe(path: string): Promise<ProbeResult> {
  const { stdout } = await run(ffprobePath, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    path,
  ]);
  const parsed = JSON.parse(stdout.toString()) as {
    format?: { duration?: string; format_name?: string };
    streams?: RawStream[];
  };
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  const audio = streams.find((s) => s.codec_type === 'audio');
  return {
    durationSec: Number(parsed.format?.duration ?? 0),
    formatName: parsed.format?.format_name ?? '',
    video: video && {
      codec: video.codec_name,
      width: video.width ?? 0,
      height: video.height ?? 0,
      fps: frameRate(video.avg_frame_rate),
      colour: {
        matrix: video.color_space ?? '',
        primaries: video.color_primaries ?? '',
        transfer: video.color_transfer ?? '',
        range: video.color_range ?? '',
      },
    },
    audio: audio && {
      codec: audio.codec_name,
      sampleRate: Number(audio.sample_rate ?? 0),
      channels: audio.channels ?? 0,
      durationSec: Number(audio.duration ?? parsed.format?.duration ?? 0),
      bitRate: Number(audio.bit_rate ?? 0),
    },
  };
}

function frameRate(value: string | undefined): number {
  const [num, den] = (value ?? '0/1').split('/').map(Number);
  return den ? (num ?? 0) / den : 0;
}
