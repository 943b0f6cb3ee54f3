import { spawn } from 'node:child_process';
import { applyLoudnessFilter, type LoudnessMeasurement } from '../audio/loudness';
import { ffmpegPath, MediaCommandError } from '../ffmpeg';

export interface FrameEncoder {
  /** Queues one RGB frame; resolves when ffmpeg can take more (backpressure). */
  write(frame: Uint8Array): Promise<void>;
  /** Ends the input and waits for the MP4. */
  finish(): Promise<void>;
}

export interface ClipAudio {
  /** A WAV or MP3. */
  path: string;
  /** Its first loudness pass (measureLoudness): the clip's sound is levelled to the delivery loudness with it. */
  loudness: LoudnessMeasurement | undefined;
}

/** The clip's AAC sound. */
const AUDIO_RATE = 48_000;

export interface FrameEncoderOptions {
  width: number;
  height: number;
  fps: number;
  outputPath: string;
  /** Narration played under the picture; the clip keeps the picture's length. */
  audio?: ClipAudio;
  signal?: AbortSignal;
}

/**
 * Streams raw RGB frames into ffmpeg, which encodes them to H.264 while the next ones are drawn: the drawing and
 * the encoding share the two cores instead of taking turns.
 */
export function encodeFrames(options: FrameEncoderOptions): FrameEncoder {
  const { width, height, fps, outputPath, audio, signal } = options;
  signal?.throwIfAborted();
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];
  args.push('-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(fps), '-i', 'pipe:0');
  if (audio) args.push('-i', audio.path);
  args.push('-map', '0:v');
  if (audio) {
    // A WAV of raw samples names no channel layout, which apad cannot follow once loudnorm has run.
    const level = `${applyLoudnessFilter(audio.loudness, AUDIO_RATE)},aformat=channel_layouts=mono`;
    args.push('-map', '1:a', '-c:a', 'aac', '-b:a', '128k', '-af', `${level},apad`, '-shortest');
  }
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-movflags', '+faststart');
  args.push(outputPath);
  const child = spawn(ffmpegPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  const abort = () => child.kill('SIGKILL');
  signal?.addEventListener('abort', abort, { once: true });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-16_384);
  });
  // Swallowed here and reported by finish(): a frame written after ffmpeg died gives EPIPE.
  child.stdin.on('error', () => undefined);
  const closed = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else reject(new MediaCommandError(`ffmpeg failed: ${stderr.trim().split('\n').slice(-3).join(' | ')}`, stderr));
    });
  });
  closed.catch(() => undefined);
  return {
    async write(frame) {
      if (child.stdin.write(frame)) return;
      await new Promise<void>((resolve, reject) => {
        child.stdin.once('drain', resolve);
        closed.catch(reject);
      });
    },
    async finish() {
      child.stdin.end();
      await closed;
    },
  };
}
