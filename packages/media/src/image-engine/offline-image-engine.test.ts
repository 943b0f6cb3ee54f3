import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composite, hasStamps } from '../cutout/test/composites';
import { PRODUCT_SCENE_NAMES } from '../product-photo/product-scenes';
import { ReferenceRequiredError } from './image-engine';
import { createOfflineImageEngine } from './offline-image-engine';

describe('createOfflineImageEngine', () => {
  it('asks for a photo of the product: it composes, it does not draw from text', async () => {
    const engine = createOfflineImageEngine();
    expect(engine.kind).toBe('composed');
    await expect(
      engine.make({ prompt: 'a kettle in a kitchen', references: [], count: 4, width: 512, height: 512 }),
    ).rejects.toBeInstanceOf(ReferenceRequiredError);
  });

  it.skipIf(!hasStamps)(
    'composes the product of a photo into scenes the prompt names, as the engine interface promises',
    async () => {
      const photo = (await composite('household/kettle.png', 'greyGradient')).photo;
      const progress: number[] = [];
      const images = await createOfflineImageEngine().make({
        prompt: '厨房 早餐',
        references: [photo],
        count: 2,
        width: 256,
        height: 320,
        seed: 11,
        onProgress: (share) => progress.push(share),
      });
      expect(images).toHaveLength(2);
      expect(images[0]!.scene).toBe('kitchenCounter');
      for (const image of images) {
        expect(PRODUCT_SCENE_NAMES).toContain(image.scene);
        expect(image).toMatchObject({ mimeType: 'image/jpeg', ext: 'jpg', width: 256, height: 320 });
        const meta = await sharp(image.body).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 320]);
      }
      expect(progress.at(-1)).toBe(1);
    },
    180_000,
  );
});
