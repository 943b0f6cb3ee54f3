import { parentPort, workerData } from 'node:worker_threads';
import { findText, type TextFinderSetup } from './find-text';
import type { TextThreadMessage } from './find-text-thread';

/**
 * The text finder in its own thread: frames are posted in order, their pixels handed over without copying, and the
 * thread waits whenever `ahead` frames are posted but not yet taken (the main thread says `take` for each).
 */
const { setup, ahead } = workerData as { setup: TextFinderSetup; ahead: number };
let taken = 0;
let wake: (() => void) | null = null;
parentPort!.on('message', (message: { take: number }) => {
  taken += message.take;
  wake?.();
});

async function run(): Promise<void> {
  let posted = 0;
  for await (const found of findText(setup)) {
    const transfer = found.regions.flatMap(({ pixels, mask }) =>
      [pixels.y, pixels.u, pixels.v, pixels.small, mask].map((array) => array.buffer as ArrayBuffer),
    );
    parentPort!.postMessage({ kind: 'frame', found } satisfies TextThreadMessage, [...new Set(transfer)]);
    posted++;
    while (posted - taken >= ahead) await new Promise<void>((resolve) => (wake = resolve));
  }
  parentPort!.postMessage({ kind: 'done' } satisfies TextThreadMessage);
}

run().catch((error: unknown) => {
  parentPort!.postMessage({ kind: 'failed', message: (error as Error).message } satisfies TextThreadMessage);
});
