import { access, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * The stock models a product can be tried on: head-and-shoulders cuts of the group photos that ship with
 * @vladmandic/face-api (MIT, docs/licences.md "Stock model photos"). Real photos, so the face mesh fits them as it
 * fits a user's own portrait; the stock presenters of the avatar studio are drawn art and have no face mesh.
 */
export const STOCK_MODELS = {
  'model-1': { sample: 3, left: 300, top: 120, width: 680, height: 850 },
  'model-2': { sample: 6, left: 0, top: 250, width: 580, height: 750 },
  'model-3': { sample: 3, left: 1340, top: 120, width: 580, height: 760 },
} as const satisfies Record<string, { sample: number; left: number; top: number; width: number; height: number }>;

export type StockModelId = keyof typeof STOCK_MODELS;
export const STOCK_MODEL_IDS = Object.keys(STOCK_MODELS) as StockModelId[];

const STOCK_JPEG_QUALITY = 92;

function samplePath(sample: number): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@vladmandic/face-api')), '..', 'demo', `sample${sample}.jpg`);
}

export function isStockModelId(id: string): id is StockModelId {
  return Object.hasOwn(STOCK_MODELS, id);
}

/** Whether the stock photos are installed: they come with a package an install may leave out (docs/ai-model.md). */
export async function stockModelsInstalled(): Promise<boolean> {
  try {
    await Promise.all([...new Set(Object.values(STOCK_MODELS).map((m) => m.sample))].map((s) => access(samplePath(s))));
    return true;
  } catch {
    return false;
  }
}

/** A stock model's portrait as a JPEG. */
export async function stockModelPhoto(id: StockModelId): Promise<Buffer> {
  const { sample, ...region } = STOCK_MODELS[id];
  return sharp(await readFile(samplePath(sample)))
    .extract(region)
    .jpeg({ quality: STOCK_JPEG_QUALITY })
    .toBuffer();
}
