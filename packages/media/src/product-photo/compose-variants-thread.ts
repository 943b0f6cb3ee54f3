import { startTsWorker } from '../threads/ts-worker';
import type { ProductCutout, ProductPhoto } from './compose-product-photo';
import type { ProductSceneName } from './product-scenes';

export interface ComposeVariantsJob {
  /** The products in the order of the variants: variant i shows products[i % products.length]. */
  products: ProductCutout[];
  scenes: ProductSceneName[];
  width: number;
  height: number;
  seed: number;
}

export type ComposeVariantsMessage = { done: number } | { photos: ProductPhoto[] };

/**
 * The variants are drawn on a thread of their own: a scene and its product take a second or more of pixel loops
 * each, which on the main thread would stall every request of a server that runs its jobs in-process. The thread
 * ends by itself once it has posted the pictures. An abort stops the waiting, not the thread: terminating it
 * inside sharp's native code can take the whole process down.
 */
export function composeVariantsInThread(
  job: ComposeVariantsJob,
  onVariant?: (done: number) => void,
  signal?: AbortSignal,
): Promise<ProductPhoto[]> {
  signal?.throwIfAborted();
  const worker = startTsWorker(new URL('./compose-variants-worker.ts', import.meta.url), {
    name: 'compose-product-variants',
    workerData: job,
  });
  return new Promise<ProductPhoto[]>((resolve, reject) => {
    const abort = () => reject(signal!.reason);
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: ComposeVariantsMessage) => {
      if (signal?.aborted) return;
      if ('photos' in message) resolve(message.photos.map((photo) => ({ ...photo, body: Buffer.from(photo.body) })));
      else onVariant?.(message.done);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', abort);
      reject(new Error(`the product photo thread stopped before it was done (exit code ${code})`));
    });
  });
}
