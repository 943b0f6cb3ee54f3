import { parentPort, workerData } from 'node:worker_threads';
import { composeProductVariant } from './compose-product-photo';
import type { ComposeVariantsJob, ComposeVariantsMessage } from './compose-variants-thread';

const { products, scenes, width, height, seed } = workerData as ComposeVariantsJob;
const photos = [];
for (const [variant, scene] of scenes.entries()) {
  const product = products[variant % products.length]!;
  photos.push((await composeProductVariant(product, scene, { width, height, variant, seed })).photo);
  parentPort!.postMessage({ done: variant + 1 } satisfies ComposeVariantsMessage);
}
parentPort!.postMessage({ photos } satisfies ComposeVariantsMessage);
