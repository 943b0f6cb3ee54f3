import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../threads/ts-worker';
import { CLIP_FPS, frameCount, type ClipScript } from './draw-frame';
import { measureLoudness } from '../audio/loudness';
import { encodeFrames } from './encode-frames';

export { CLIP_FPS, CROSSFADE_SEC, planShots, type ClipShot, type TimedCaption } from './draw-frame';

export interface ClipOptions extends Omit<ClipScript, 'stages'> {
  /** Narration (a WAV or MP3), brought to the loudness every output is delivered at. */
  audioPath?: string;
  signal?: AbortSignal;
  onProgress?: (share: number) => void;
}

export interface FrameOrder {
  index: number;
}
export interface DrawnFrame {
  index: number;
  frame: Uint8Array;
}

/** Frames asked for ahead of the encoder: enough to keep every thread busy, few enough to bound memory. */
const FRAMES_AHEAD = 8;
const MAX_THREADS = 2;

/**
 * Films the pictures' stages into an H.264 MP4 at `outputPath`. Frames are drawn on threads of their own (a
 * frame is tens of milliseconds of pixel loops, which would stall a server running its jobs in-process) and
 * handed to ffmpeg in order while the next ones are drawn.
 */
export async function renderClip(
  stages: ClipScript['stages'],
  options: ClipOptions,
  outputPath: string,
): Promise<void> {
  const { audioPath, signal, onProgress, ...rest } = options;
  const script: ClipScript = { ...rest, stages };
  const audio = audioPath ? { path: audioPath, loudness: await measureLoudness(audioPath) } : undefined;
  const total = frameCount(script);
  const threads = Math.max(1, Math.min(MAX_THREADS, availableParallelism()));
  const workers: Worker[] = Array.from({ length: threads }, (_, index) =>
    startTsWorker(new URL('./draw-frames-worker.ts', import.meta.url), {
      name: `image-to-video-frames-${index}`,
      workerData: script,
    }),
  );
  const waiting = new Map<number, { resolve: (frame: Uint8Array) => void; reject: (error: Error) => void }>();
  const drawn = new Map<number, Promise<Uint8Array>>();
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  for (const worker of workers) {
    worker.on('message', ({ index, frame }: DrawnFrame) => {
      waiting.get(index)?.resolve(frame);
      waiting.delete(index);
    });
    worker.once('error', failAll);
    worker.once('exit', (code) => failAll(new Error(`a frame thread stopped (exit code ${code})`)));
  }
  const order = (index: number) => {
    if (index >= total || drawn.has(index)) return;
    const frame = new Promise<Uint8Array>((resolve, reject) => waiting.set(index, { resolve, reject }));
    frame.catch(() => undefined);
    drawn.set(index, frame);
    workers[index % threads]!.postMessage({ index } satisfies FrameOrder);
  };
  const encoder = encodeFrames({
    width: script.width,
    height: script.height,
    fps: CLIP_FPS,
    outputPath,
    audio,
    signal,
  });
  try {
    for (let index = 0; index < Math.min(total, FRAMES_AHEAD); index++) order(index);
    for (let index = 0; index < total; index++) {
      signal?.throwIfAborted();
      const frame = await drawn.get(index)!;
      drawn.delete(index);
      order(index + FRAMES_AHEAD);
      await encoder.write(frame);
      onProgress?.((index + 1) / total);
    }
  } finally {
    for (const worker of workers) {
      worker.removeAllListeners('exit');
      void worker.terminate();
    }
    await encoder.finish();
  }
}
