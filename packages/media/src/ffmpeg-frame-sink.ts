import { spawn } from 'node:child_process';
import { ffmpegPath, MediaCommandError } from './ffmpeg';

/** An ffmpeg that reads raw frames on its stdin. */
export interface FrameSink {
  /** Queues one frame; resolves when ffmpeg can take more (backpressure). */
  write(frame: Uint8Array): Promise<void>;
  /** Ends the input and waits for ffmpeg to finish its output. */
  finish(): Promise<void>;
}

/**
 * Starts ffmpeg with `args` (whose input is `pipe:0`) and streams frames into it, so the frames are made while the
 * earlier ones are encoded. An abort kills ffmpeg; a failure is reported by `finish` or the pending `write`.
 */
export function ffmpegFrameSink(args: readonly string[], signal?: AbortSignal): FrameSink {
  signal?.throwIfAborted();
  const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...args], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
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
      if (signal?.aborted) reject(signal.reason as Error);
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
