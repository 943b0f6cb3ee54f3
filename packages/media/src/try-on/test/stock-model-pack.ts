import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { samplePhoto } from '../../face/test-portraits';
import { STOCK_MODELS_MANIFEST } from '../stock-models';

/**
 * A stock model pack for tests, cut from the group photos that ship with @vladmandic/face-api (a dev dependency).
 * Their origin and the consent of the people shown are not on record, so they stay test material: the manifest says
 * so, and no installation is given this pack.
 */
const TEST_MODELS = {
  'model-1': { sample: 3, left: 300, top: 120, width: 680, height: 850 },
  'model-2': { sample: 6, left: 0, top: 250, width: 580, height: 750 },
  'model-3': { sample: 3, left: 1340, top: 120, width: 580, height: 760 },
} as const;

export const TEST_STOCK_MODEL_IDS = Object.keys(TEST_MODELS) as (keyof typeof TEST_MODELS)[];

/** Writes the test pack into `dir` (created if missing) and returns `dir`, ready for STOCK_MODELS_DIR. */
export async function writeTestStockModelPack(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const models = await Promise.all(
    Object.entries(TEST_MODELS).map(async ([id, { sample, ...region }]) => {
      const file = `${id}.jpg`;
      await writeFile(
        join(dir, file),
        await sharp(await samplePhoto(sample))
          .extract(region)
          .jpeg()
          .toBuffer(),
      );
      return {
        id,
        file,
        name: `Test model ${id.slice(-1)}`,
        licence: 'MIT, as part of @vladmandic/face-api (test material)',
        source: `@vladmandic/face-api demo/sample${sample}.jpg`,
        consent: 'Not on record: for automated tests only, never for an installation users see',
      };
    }),
  );
  await writeFile(join(dir, STOCK_MODELS_MANIFEST), JSON.stringify({ models }, null, 2));
  return dir;
}
