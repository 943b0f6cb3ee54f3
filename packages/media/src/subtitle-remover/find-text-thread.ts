import { startTsWorker } from '../threads/ts-worker';
import type { FoundText, TextFinderSetup } from './find-text';

export type TextThreadMessage =
  { kind: 'frame'; found: FoundText } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * `findText` run in a worker thread, so finding text in the frames ahead overlaps with filling and writing the
 * frames behind: on two cores the halves of the work run side by side. At most `ahead` frames wait to be taken;
 * breaking out of the loop, an abort or a failure stops the thread (and its decoder).
 */
export async function* findTextInThread(
  setup: TextFinderSetup,
  ahead: number,
  signal?: AbortSignal,
): AsyncGenerator<FoundText> {
  signal?.throwIfAborted();
  const worker = startTsWorker(new URL('./find-text-worker.ts', import.meta.url), {
    name: 'subtitle-text-finder',
    workerData: { setup, ahead },
  });
  const queue: TextThreadMessage[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  const nudge = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (message: TextThreadMessage) => {
    queue.push(message);
    nudge();
  });
  worker.on('error', (error) => {
    failure = error;
    nudge();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`the text finding thread stopped (exit code ${code})`);
    nudge();
  });
  const onAbort = () => nudge();
  signal?.addEventListener('abort', onAbort);
  try {
    for (;;) {
      signal?.throwIfAborted();
      const message = queue.shift();
      if (!message) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (message.kind === 'done') return;
      if (message.kind === 'failed') throw new Error(message.message);
      yield message.found;
      worker.postMessage({ take: 1 });
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
