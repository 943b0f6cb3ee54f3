import { startTsWorker } from '../threads/ts-worker';
import type { BeautyPaintJob } from './beauty-paint';

/**
 * The per-pixel part of a beauty look on a thread of its own: on a 2048 px photo it holds a thread for about a tenth
 * of a second, which on the main thread would stall every request of a server that runs its jobs in-process.
 */
export async function paintBeautyInThread(job: BeautyPaintJob): Promise<Buffer> {
  const worker = startTsWorker(new URL('./beauty-worker.ts', import.meta.url), {
    name: 'beauty-look',
    workerData: job,
  });
  try {
    const painted = await new Promise<Uint8Array>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the beauty look thread stopped (exit code ${code})`)));
    });
    return Buffer.from(painted.buffer, painted.byteOffset, painted.byteLength);
  } finally {
    await worker.terminate();
  }
}
