import { spawn } from 'node:child_process';
import { ffmpegPath, MediaCommandError } from '../ffmpeg';

/**
 * The raw frames an ffmpeg command writes to its stdout, `frameBytes` each, read as they come: a minute of video is
 * gigabytes of pixels, never held at once. ffmpeg waits while the caller works on a frame. Breaking out of the loop
 * or aborting stops ffmpeg; a failed ffmpeg throws MediaCommandError.
 */
export async function* rawFrames(args: string[], frameBytes: number, signal?: AbortSignal): AsyncGenerator<Buffer> {
  signal?.throwIfAborted();
  const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-y', ...args], { signal });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  // Not events.once: it rejects on the abort's 'error', unheard when the caller has stopped reading frames.
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  // The abort is reported by the signal itself, below.
  child.on('error', () => undefined);
  let frame = Buffer.alloc(frameBytes);
  let filled = 0;
  let finished = false;
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      let offset = 0;
      while (offset < chunk.length) {
        const taken = Math.min(frameBytes - filled, chunk.length - offset);
        chunk.copy(frame, filled, offset, offset + taken);
        filled += taken;
        offset += taken;
        if (filled === frameBytes) {
          yield frame;
          frame = Buffer.alloc(frameBytes);
          filled = 0;
        }
      }
    }
    finished = true;
  } finally {
    if (!finished) child.kill('SIGKILL');
  }
  const code = await closed;
  signal?.throwIfAborted();
  if (code !== 0) {
    throw new MediaCommandError(`ffmpeg failed: ${stderr.trim().split('\n').slice(-3).join(' | ')}`, stderr);
  }
}
