import { composeProductPhotos } from '../product-photo/compose-product-photo';
import { type GeneratedImage, type ImageEngine, type ImageRequest, ReferenceRequiredError } from './image-engine';

/**
 * The CPU engine: product photos composed from the user's own photos (`composeProductPhotos`), the scenes chosen
 * from the prompt's keywords. It needs a reference photo (ReferenceRequiredError without one) and throws
 * NoProductFoundError when no photo shows a product. Without a seed, each request draws its own.
 */
export function createOfflineImageEngine(): ImageEngine {
  return {
    name: 'offline:product-composer',
    kind: 'composed',
    async make(request: ImageRequest): Promise<GeneratedImage[]> {
      if (request.references.length === 0) throw new ReferenceRequiredError();
      const photos = await composeProductPhotos({
        references: request.references,
        prompt: request.prompt,
        count: request.count,
        width: request.width,
        height: request.height,
        seed: request.seed ?? Math.floor(Math.random() * 2 ** 31),
        signal: request.signal,
        onProgress: request.onProgress,
      });
      return photos.map(({ body, mimeType, ext, width, height, scene }) => ({
        body,
        mimeType,
        ext,
        width,
        height,
        scene,
      }));
    },
  };
}
