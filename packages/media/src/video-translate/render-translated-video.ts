import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Pcm } from '../audio/pcm';
import { encodeWav } from '../audio/wav';
import { filterPath } from '../compose/composition-args';
import type { Size } from '../compose/types';
import { ffmpeg, ffmpegPath, MediaCommandError } from '../ffmpeg';
import { fontsDir } from '../fonts/subtitle-fonts';
import type { Span } from '../timeline';
import { translationSubtitles, type SubtitleLine } from './bilingual-subtitles';
import type { FaceTrack } from './face-track';
import { drawnFramesExpression, lipPatches, planLips, type LipPlan } from './lip-patches';
import { probeTranslationVideo } from './probe-video';
import { rawFrames } from './raw-frames';
import { AUDIO_RATE, planSoundtrack, soundtrackGraph } from './translated-audio';

export interface TranslatedVideoInput {
  sourcePath: string;
  outPath: string;
  /** A JPEG of the output's middle frame. */
  coverPath: string;
  /** The source's length: the output's. */
  durationSec: number;
  /** The translated speech, already fitted to the video's timing. */
  speech: Pcm;
  /** WAV of the source's sound with the voice removed; absent when the source had nothing but the voice. */
  backgroundPath?: string;
  /** The speaker's face through the source (trackFaces); null leaves every mouth as it is. */
  faces: FaceTrack | null;
  /** Where the mouth is redrawn (the translated sentences); every other frame is the source's as decoded. */
  talkWindows: Span[];
  subtitles: { lines: SubtitleLine[] } | null;
  /** Taller sources are scaled down to this many rows. */
  maxRows: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface TranslatedVideoResult {
  width: number;
  height: number;
  /** Frames whose mouth was redrawn. */
  lipFrames: number;
  /** EBU R128 gains applied: the speech's, the background's, then the mix's. */
  gainsDb: { speech: number; background: number; mix: number };
}

/** H.264 speed against size: veryfast is within a few percent of medium's quality at a third of its time. */
const X264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'];

/**
 * The translated video: the source's picture with the speaker's mouth redrawn for the new speech in the talk
 * windows, the new speech over the source's background, and burned subtitles. The source is decoded twice at once:
 * once for the small box around the lower face, whose pixels are redrawn here and streamed back raw, and once by
 * the encoder, which lays those boxes over the picture on the drawn frames only. Written under a temporary name and
 * renamed when complete.
 */
export async function renderTranslatedVideo(input: TranslatedVideoInput): Promise<TranslatedVideoResult> {
  const info = await probeTranslationVideo(input.sourcePath);
  const size = outputSize(info, input.maxRows);
  const frameCount = Math.max(1, Math.round(input.durationSec * info.fps));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-translate-render-'));
  const partial = `${input.outPath}.${path.basename(dir)}.part.mp4`;
  try {
    const speechPath = path.join(dir, 'speech.wav');
    await fs.writeFile(speechPath, encodeWav(input.speech));
    const soundtrack = {
      speechPath,
      backgroundPath: input.backgroundPath,
      sourcePath: input.sourcePath,
      sourceHasAudio: info.hasAudio,
      durationSec: input.durationSec,
    };
    const mix = await planSoundtrack(soundtrack);
    input.signal?.throwIfAborted();
    const lips = planLips(input.faces, input.talkWindows, input.speech, info.fps, frameCount, size);
    const ass = input.subtitles ? translationSubtitles(input.subtitles.lines, size) : null;
    const assPath = path.join(dir, 'subtitles.ass');
    if (ass) await fs.writeFile(assPath, ass);
    const picture = [`fps=${info.frameRate}`, 'setpts=PTS-STARTPTS', `scale=${size.width}:${size.height}`].join(',');
    const audio = soundtrackGraph(soundtrack, mix, lips ? 2 : 1, 'audio');
    const overlay = lips
      ? `[main][1:v]overlay=x=${lips.box.x}:y=${lips.box.y}:eof_action=pass:repeatlast=0` +
        `:enable='${drawnFramesExpression(lips.frames)}'[drawn];[drawn]`
      : '[main]';
    const burn = ass ? `ass=filename=${filterPath(assPath)}:fontsdir=${filterPath(fontsDir())},` : '';
    const graph = `[0:v]${picture}[main];${overlay}${burn}format=yuv420p[video];${audio.graph}`;
    const patchInput = lips
      ? ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${lips.box.width}x${lips.box.height}`]
      : [];
    await encode(
      [
        ...['-i', input.sourcePath],
        ...(lips ? [...patchInput, '-framerate', info.frameRate, '-i', 'pipe:0'] : []),
        ...audio.inputs,
        ...['-filter_complex', graph, '-map', '[video]', '-map', '[audio]'],
        ...X264,
        ...['-c:a', 'aac', '-b:a', '160k', '-ar', String(AUDIO_RATE)],
        ...['-t', input.durationSec.toFixed(3), '-movflags', '+faststart', '-f', 'mp4', partial],
      ],
      lips && patchFrames(lips, input.sourcePath, picture, input.signal),
      input,
    );
    await writeCover(partial, input.durationSec, input.coverPath);
    await fs.rename(partial, input.outPath);
    return {
      ...size,
      lipFrames: lips?.frames.length ?? 0,
      gainsDb: { speech: mix.speechGainDb, background: mix.backgroundGainDb, mix: mix.mixGainDb },
    };
  } finally {
    await Promise.all([fs.rm(partial, { force: true }), fs.rm(dir, { recursive: true, force: true })]);
  }
}

/** At most `maxRows` rows, the source's shape kept, both sides even (yuv420p shares chroma by 2 x 2). */
function outputSize(source: Size, maxRows: number): Size {
  const height = 2 * Math.round(Math.min(source.height, maxRows) / 2);
  return { width: 2 * Math.round((source.width * height) / source.height / 2), height };
}

/** The box around the lower face cut from every frame of the source, decoded exactly as the encoder decodes it. */
function patchFrames(lips: LipPlan, sourcePath: string, picture: string, signal?: AbortSignal): AsyncIterable<Buffer> {
  const { box } = lips;
  const decoded = rawFrames(
    [
      ...['-i', sourcePath, '-map', '0:v:0', '-an'],
      ...['-vf', `${picture},crop=${box.width}:${box.height}:${box.x}:${box.y}`],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    box.width * box.height * 3,
    signal,
  );
  return lipPatches(lips, decoded);
}

/**
 * Runs the encoder, feeding it the patches on its stdin as it asks for them, and reporting its progress. A patch
 * writer that fails (a drawing error) or an abort stops the encoder; an encoder that fails stops the writer.
 */
async function encode(
  args: string[],
  patches: AsyncIterable<Buffer> | null,
  { durationSec, onProgress, signal }: Pick<TranslatedVideoInput, 'durationSec' | 'onProgress' | 'signal'>,
): Promise<void> {
  signal?.throwIfAborted();
  const encoder = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-y', '-progress', 'pipe:1', '-nostats', ...args], {
    signal,
    stdio: [patches ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  encoder.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  encoder.stdout?.on('data', (chunk: Buffer) => {
    const times = [...chunk.toString().matchAll(/^out_time_(?:ms|us)=(\d+)/gm)];
    const last = times.at(-1);
    if (last && durationSec > 0) onProgress?.(Math.min(1, Number(last[1]) / 1e6 / durationSec));
  });
  encoder.on('error', () => undefined);
  const closed = once(encoder, 'close') as Promise<[number | null]>;
  let feeding: Promise<void> = Promise.resolve();
  if (patches && encoder.stdin) {
    const stdin = encoder.stdin;
    // An encoder that stops reading (done, or failed) closes the pipe: its exit code tells which.
    stdin.on('error', () => undefined);
    feeding = (async () => {
      try {
        for await (const patch of patches) {
          if (stdin.destroyed || encoder.exitCode !== null) break;
          if (!stdin.write(patch)) await Promise.race([once(stdin, 'drain'), closed]);
        }
      } catch (error) {
        encoder.kill('SIGKILL');
        throw error;
      } finally {
        stdin.end();
      }
    })();
  }
  const [[code]] = await Promise.all([closed, feeding]);
  signal?.throwIfAborted();
  if (code !== 0) {
    throw new MediaCommandError(`ffmpeg failed: ${stderr.trim().split('\n').slice(-3).join(' | ')}`, stderr);
  }
}

async function writeCover(videoPath: string, durationSec: number, coverPath: string): Promise<void> {
  await ffmpeg([
    ...['-ss', (durationSec / 2).toFixed(3), '-i', videoPath, '-frames:v', '1'],
    ...['-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', coverPath],
  ]);
}
