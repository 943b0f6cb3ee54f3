import { parentPort, workerData } from 'node:worker_threads';
import { type BeautyPaintJob, paintBeauty } from './beauty-paint';

const painted = paintBeauty(workerData as BeautyPaintJob);
parentPort!.postMessage(painted, [painted.buffer as ArrayBuffer]);
