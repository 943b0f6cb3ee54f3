import { spawn } from 'node:child_process';
import { ffmpegPath, MediaCommandError } from '../ffmpeg';

/**
 * Runs ffmpeg until it ends, is aborted (the process is killed and the promise rejects with the signal's reason) or
 * fails (MediaCommandError). `onProgress` receives the share of `durationSec` written so far.
 */
export function runEncoder(
  args: readonly string[],
  durationSec: number,
  signal?: AbortSignal,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-y', '-progress', 'pipe:1', '-nostats', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    let stderr = '';
    let pending = '';
    child.stderr.on('data', (chunk: Buffer) => {
      // The tail is enough to say why it failed; a long render must not grow this without bound.
      stderr = (stderr + chunk.toString()).slice(-16_384);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_ms counts microseconds despite its name (ffmpeg 4).
        const match = /^out_time_(?:ms|us)=(\d+)/.exec(line);
        if (match && onProgress && durationSec > 0) onProgress(Math.min(1, Number(match[1]) / 1e6 / durationSec));
      }
    });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else {
        const tail = stderr.trim().split('\n').slice(-3).join(' | ');
        reject(new MediaCommandError(`ffmpeg failed: ${tail}`, stderr));
      }
    });
  });
}
