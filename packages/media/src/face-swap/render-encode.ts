import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { ffmpegPath, MediaCommandError } from '../ffmpeg';

/**
 * Runs an ffmpeg encoder that reads raw frames on its stdin, feeding it `frames` as it asks for them. A frame source
 * that fails or an abort stops the encoder; an encoder that fails stops the source.
 */
export async function encodeFrames(args: string[], frames: AsyncIterable<Buffer>, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  const encoder = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-y', '-nostats', ...args], {
    signal,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  encoder.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  encoder.on('error', () => undefined);
  const closed = once(encoder, 'close') as Promise<[number | null]>;
  const stdin = encoder.stdin;
  // An encoder that stops reading (done, or failed) closes the pipe: its exit code tells which.
  stdin.on('error', () => undefined);
  const feeding = (async () => {
    try {
      for await (const frame of frames) {
        if (stdin.destroyed || encoder.exitCode !== null) break;
        if (!stdin.write(frame)) await Promise.race([once(stdin, 'drain'), closed]);
      }
    } catch (error) {
      encoder.kill('SIGKILL');
      throw error;
    } finally {
      stdin.end();
    }
  })();
  const [[code]] = await Promise.all([closed, feeding]);
  signal?.throwIfAborted();
  if (code !== 0) {
    throw new MediaCommandError(`ffmpeg failed: ${stderr.trim().split('\n').slice(-3).join(' | ')}`, stderr);
  }
}
