import { parentPort, workerData } from 'node:worker_threads';
import { frameDrawer, type ClipScript } from './draw-frame';
import type { DrawnFrame, FrameOrder } from './render-clip';

const draw = frameDrawer(workerData as ClipScript);
parentPort!.on('message', ({ index }: FrameOrder) => {
  const frame = draw(index);
  parentPort!.postMessage({ index, frame } satisfies DrawnFrame, [frame.buffer as ArrayBuffer]);
});
