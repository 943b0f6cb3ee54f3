import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStockModelPack, STOCK_MODELS_MANIFEST } from './stock-models';
import { TEST_STOCK_MODEL_IDS, writeTestStockModelPack } from './test/stock-model-pack';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stock-models-'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

async function packWith(name: string, models: unknown[], photos: Record<string, Buffer> = {}) {
  const folder = join(dir, name);
  await writeTestStockModelPack(folder);
  for (const [file, body] of Object.entries(photos)) await writeFile(join(folder, file), body);
  await writeFile(join(folder, STOCK_MODELS_MANIFEST), JSON.stringify({ models }));
  return openStockModelPack(folder);
}

const recorded = {
  name: 'Ana',
  licence: 'CC0-1.0',
  source: 'photographed for the operator',
  consent: 'model release 2026-04 on file',
};

describe('stock model pack', () => {
  it('is empty without a folder, so users try products on their own photo', async () => {
    const pack = await openStockModelPack(undefined);
    expect(pack.models).toEqual([]);
    expect(pack.has('model-1')).toBe(false);
    expect(await pack.photo('model-1')).toBeUndefined();
  });

  it('offers each recorded portrait and serves it as a JPEG', async () => {
    const pack = await openStockModelPack(await writeTestStockModelPack(join(dir, 'fixture')));
    expect(pack.models.map((model) => model.id)).toEqual(TEST_STOCK_MODEL_IDS);
    expect(pack.problems).toEqual([]);
    const photo = await pack.photo('model-2');
    expect((await sharp(photo!).metadata()).format).toBe('jpeg');
  });

  it('leaves out a portrait without a licence or the model consent on record, and says why', async () => {
    const pack = await packWith('unrecorded', [
      { id: 'ana', file: 'model-1.jpg', ...recorded },
      { id: 'ben', file: 'model-2.jpg', ...recorded, consent: ' ' },
      { id: 'cai', file: 'model-3.jpg', ...recorded, licence: undefined },
    ]);
    expect(pack.models.map((model) => model.id)).toEqual(['ana']);
    expect(pack.has('ben')).toBe(false);
    expect(pack.problems).toEqual(['ben lacks consent', 'cai lacks licence']);
  });

  it('refuses photos outside the pack, duplicate ids and files that are not images', async () => {
    const pack = await packWith(
      'unsafe',
      [
        { id: 'ana', file: '../fixture/model-1.jpg', ...recorded },
        { id: 'ben', file: 'model-2.jpg', ...recorded },
        { id: 'ben', file: 'model-3.jpg', ...recorded },
        { id: 'cai', file: 'notes.jpg', ...recorded },
        { id: 'Not An Id', file: 'model-1.jpg', ...recorded },
      ],
      { 'notes.jpg': Buffer.from('not a picture') },
    );
    expect(pack.models.map((model) => model.id)).toEqual(['ben']);
    expect(pack.problems).toHaveLength(4);
    expect(pack.problems[0]).toBe('ana names no photo inside the pack');
    expect(pack.problems[1]).toBe('ben appears twice');
    expect(await pack.photo('ana')).toBeUndefined();
  });

  it('reports a manifest it cannot read instead of failing the server', async () => {
    const folder = join(dir, 'broken');
    await writeTestStockModelPack(folder);
    await writeFile(join(folder, STOCK_MODELS_MANIFEST), '{ not json');
    const pack = await openStockModelPack(folder);
    expect(pack.models).toEqual([]);
    expect(pack.problems[0]).toContain('cannot be read');
  });
});
