import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Box } from '../avatar/rig';

const execFileAsync = promisify(execFile);

/**
 * Frames of a small box of the presenter, drawn while the composition runs and read by it through a named pipe: a
 * minute of them would fill hundreds of megabytes on disk, and drawing alongside the encoder uses both cores.
 */
export interface PatchStream {
  /** The named pipe the composition reads raw RGB frames of `box`'s size from. */
  path: string;
  /** Where on the presenter's frame the box lies, in its pixels (even, like the video's chroma). */
  box: Box;
  /** Starts drawing and writing the frames; call it just before starting the composition that reads them. */
  start(): void;
  /**
   * Call when the composition has ended, either way: lets a writer still waiting for its reader go, stops drawing
   * and rejects with the writer's own failure (a drawing error), so a video with missing boxes is never kept.
   */
  finish(): Promise<void>;
}

export async function openPatchPipe(dir: string, box: Box, frames: () => Iterable<Buffer>): Promise<PatchStream> {
  const fifo = path.join(dir, 'presenter-patch.fifo');
  await execFileAsync('mkfifo', [fifo]);
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  return {
    path: fifo,
    box,
    start() {
      running = (async () => {
        // Opening blocks (in libuv's pool, not the event loop) until the composition opens its end.
        const handle = await fs.open(fifo, 'w');
        const writeAll = async (frame: Buffer) => {
          let written = 0;
          while (written < frame.length) {
            written += (await handle.write(frame, written, frame.length - written)).bytesWritten;
          }
        };
        try {
          // The next frame is drawn (on the event loop) while the last one is written (in libuv's pool, where a
          // full pipe blocks): `frames` must not draw into a buffer it yielded the time before.
          let writing: Promise<void> | null = null;
          for (const frame of frames()) {
            if (writing) await writing;
            if (stopped) return;
            writing = writeAll(frame);
            writing.catch(() => undefined);
          }
          if (writing) await writing;
        } finally {
          await handle.close();
        }
      })();
    },
    async finish() {
      stopped = true;
      // A reader that reads nothing lets a writer blocked in open() through; its next write then fails.
      const reader = await fs.open(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
      await reader.close();
      try {
        await running;
      } catch (error) {
        // The composition stops reading once it has its length (or has failed, which it reports itself).
        if ((error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
      }
    },
  };
}
