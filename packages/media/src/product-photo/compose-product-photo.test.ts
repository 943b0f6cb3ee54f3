import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { subjectBox } from '../cutout/compose-cutout';
import { composite, hasStamps, type Background } from '../cutout/test/composites';
import {
  composeProductPhotos,
  composeProductVariant,
  NoProductFoundError,
  trimProduct,
  type ProductCutout,
} from './compose-product-photo';
import { PRODUCT_SCENES, type ProductSceneName } from './product-scenes';
import { renderProductScene } from './render-product-scene';
import { placementIoU } from './test/placement-iou';
import { deltaE, lab, stampCutout } from './test/stamp-products';

const SLOW = 180_000;
const KETTLE = 'household/kettle.png';
const STRAWBERRY = 'food/fruit/Strawberry2.png';

interface Picture {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(jpeg: Buffer): Promise<Picture> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean colour of the pixels of a picture that `keep` picks. */
function meanColour(picture: Picture, keep: (x: number, y: number) => boolean): [number, number, number] {
  const sum: [number, number, number] = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      if (!keep(x, y)) continue;
      const i = (y * picture.width + x) * 3;
      sum[0] += picture.data[i]!;
      sum[1] += picture.data[i + 1]!;
      sum[2] += picture.data[i + 2]!;
      count++;
    }
  }
  expect(count).toBeGreaterThan(0);
  return sum.map((value) => value / count) as [number, number, number];
}

const lightness = ([r, g, b]: readonly number[]) => (r! + g! + b!) / 3;
const redness = ([r, g, b]: readonly number[]) => r! - (g! + b!) / 2;

/** Pixels of the placed product at least `inset` pixels inside its outline, clear of blended edges. */
function interior(alpha: Buffer, width: number, inset: number): (x: number, y: number) => boolean {
  const solid = (x: number, y: number) => alpha[y * width + x] === 255;
  return (x, y) =>
    solid(x, y) && solid(x - inset, y) && solid(x + inset, y) && solid(x, y - inset) && solid(x, y + inset);
}

/** The product as placed before any relighting: its trimmed picture scaled to the placement, as the composer does. */
async function unlit(product: ProductCutout, width: number, height: number): Promise<Buffer> {
  return sharp(product.rgba, { raw: { width: product.width, height: product.height, channels: 4 } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
}

describe('composing a product photo (needs tuxpaint-stamps-default)', () => {
  it.skipIf(!hasStamps)("stands the product's base on the scene's floor at the scene's size", async () => {
    const kettle = trimProduct(await stampCutout(KETTLE))!;
    const H = 360;
    for (const [variant, name] of (['studioWhite', 'podium', 'beach', 'neonNight'] as const).entries()) {
      const scene = PRODUCT_SCENES[name];
      const { photo, alpha } = await composeProductVariant(kettle, name, { width: 300, height: H, variant, seed: 5 });
      const box = subjectBox(alpha, 300, H)!;
      expect(photo.placement.baseY, name).toBeGreaterThanOrEqual((scene.contactY - scene.yJitter) * H - 2);
      expect(photo.placement.baseY, name).toBeLessThanOrEqual((scene.contactY + scene.yJitter) * H + 2);
      expect(Math.abs(box.bottom - photo.placement.baseY), name).toBeLessThanOrEqual(2);
      const share = (box.bottom - box.top + 1) / H;
      expect(share, name).toBeGreaterThan(scene.productHeight * 0.85);
      expect(share, name).toBeLessThan(scene.productHeight * 1.15);
    }
  });

  it.skipIf(!hasStamps)("shows the product's own pixels where it was placed", async () => {
    const kettle = trimProduct(await stampCutout(KETTLE))!;
    const { photo, alpha } = await composeProductVariant(kettle, 'studioWhite', {
      width: 400,
      height: 400,
      variant: 0,
      seed: 1,
    });
    const picture = await decode(photo.body);
    const { left, top, width, height } = photo.placement;
    const original = await unlit(kettle, width, height);
    const inside = interior(alpha, 400, 6);
    const pairs: [number, number][] = [];
    for (let y = top; y < top + height; y++) {
      for (let x = left; x < left + width; x++) {
        if (!inside(x, y)) continue;
        const o = ((y - top) * width + x - left) * 4;
        const p = (y * 400 + x) * 3;
        pairs.push([lightness([...original.subarray(o, o + 3)]), lightness([...picture.data.subarray(p, p + 3)])]);
      }
    }
    expect(pairs.length).toBeGreaterThan(2000);
    const mean = (i: 0 | 1) => pairs.reduce((sum, pair) => sum + pair[i], 0) / pairs.length;
    const [ma, mb] = [mean(0), mean(1)];
    let cov = 0;
    let va = 0;
    let vb = 0;
    for (const [a, b] of pairs) {
      cov += (a - ma) * (b - mb);
      va += (a - ma) ** 2;
      vb += (b - mb) ** 2;
    }
    expect(cov / Math.sqrt(va * vb)).toBeGreaterThan(0.95);
  });

  it.skipIf(!hasStamps)('darkens the floor under the product and nowhere above it', async () => {
    const kettle = trimProduct(await stampCutout(KETTLE))!;
    const { photo, alpha } = await composeProductVariant(kettle, 'studioWhite', {
      width: 400,
      height: 400,
      variant: 1,
      seed: 2,
    });
    const picture = await decode(photo.body);
    const bare = { data: await renderProductScene('studioWhite', 400, 400), width: 400, height: 400 };
    const { baseY, top, left, width } = photo.placement;
    const footprint = (x: number) => alpha[(baseY - 2) * 400 + x]! >= 128;
    const underBase = (x: number, y: number) => y >= baseY + 2 && y <= baseY + 4 && footprint(x);
    expect(lightness(meanColour(bare, underBase)) - lightness(meanColour(picture, underBase))).toBeGreaterThan(15);
    const above = (x: number, y: number) => y >= top - 30 && y < top - 10 && x >= left && x < left + width;
    expect(Math.abs(lightness(meanColour(bare, above)) - lightness(meanColour(picture, above)))).toBeLessThan(2);
    const aside = (x: number, y: number) => x < 20 && Math.abs(y - baseY) < 5;
    expect(Math.abs(lightness(meanColour(bare, aside)) - lightness(meanColour(picture, aside)))).toBeLessThan(2);
  });

  it.skipIf(!hasStamps)('mirrors the product in a glossy floor and not in a matte one', async () => {
    const strawberry = trimProduct(await stampCutout(STRAWBERRY))!;
    const reddening: Record<string, number> = {};
    for (const name of ['studioDark', 'studioWhite'] as const) {
      const { photo } = await composeProductVariant(strawberry, name, { width: 400, height: 400, variant: 0, seed: 1 });
      const picture = await decode(photo.body);
      const bare = { data: await renderProductScene(name, 400, 400), width: 400, height: 400 };
      const { baseY, top, left, width } = photo.placement;
      const tall = baseY - top;
      const band = (x: number, y: number) =>
        y > baseY + tall * 0.05 && y < baseY + tall * 0.3 && x > left + width * 0.3 && x < left + width * 0.7;
      reddening[name] = redness(meanColour(picture, band)) - redness(meanColour(bare, band));
    }
    expect(reddening.studioDark).toBeGreaterThan(8);
    expect(Math.abs(reddening.studioWhite!)).toBeLessThan(2);
  });

  it.skipIf(!hasStamps)("moves the product's colour toward the scene's light and keeps it close", async () => {
    const kettle = trimProduct(await stampCutout(KETTLE))!;
    const shifts: Record<string, { deltaB: number; deltaE: number }> = {};
    for (const name of ['livingRoom', 'bathroomShelf'] satisfies ProductSceneName[]) {
      const { photo, alpha } = await composeProductVariant(kettle, name, {
        width: 400,
        height: 400,
        variant: 0,
        seed: 1,
      });
      const { left, top, width, height } = photo.placement;
      const original = { data: Buffer.alloc(400 * 400 * 3), width: 400, height: 400 };
      const scaled = await unlit(kettle, width, height);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++)
          scaled.copy(original.data, ((y + top) * 400 + x + left) * 3, (y * width + x) * 4, (y * width + x) * 4 + 3);
      }
      const inside = interior(alpha, 400, 8);
      const before = meanColour(original, inside);
      const after = meanColour(await decode(photo.body), inside);
      shifts[name] = { deltaB: lab(after)[2] - lab(before)[2], deltaE: deltaE(before, after) };
    }
    console.table(shifts);
    // Lamp light (3300 K) warms the product visibly, cool daylight (6800 K) on white tiles cools it a touch; neither
    // recolours it.
    expect(shifts.livingRoom!.deltaB).toBeGreaterThan(2);
    expect(shifts.livingRoom!.deltaE).toBeGreaterThan(2);
    expect(shifts.bathroomShelf!.deltaB).toBeLessThan(0);
    for (const shift of Object.values(shifts)) expect(shift.deltaE).toBeLessThan(12);
  });

  it('finds no product without a reference photo', async () => {
    await expect(composeProductPhotos({ references: [], prompt: 'kettle' })).rejects.toBeInstanceOf(
      NoProductFoundError,
    );
  });
});

describe('product photos from real cutouts (needs tuxpaint-stamps-default)', () => {
  it.skipIf(!hasStamps)(
    'makes four pictures of the size asked, each in its own scene, taking the references in turn',
    async () => {
      const references = [
        (await composite(KETTLE, 'studioWhite')).photo,
        (await composite(STRAWBERRY, 'greyGradient')).photo,
      ];
      const progress: number[] = [];
      const photos = await composeProductPhotos({
        references,
        prompt: 'kettle in a kitchen',
        width: 512,
        height: 384,
        seed: 3,
        onProgress: (share) => progress.push(share),
      });
      expect(photos).toHaveLength(4);
      for (const photo of photos) {
        const meta = await sharp(photo.body).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: 'jpeg',
          width: 512,
          height: 384,
        });
      }
      expect(photos[0]!.scene).toBe('kitchenCounter');
      expect(new Set(photos.map((photo) => photo.scene)).size).toBe(4);
      const aspect = photos.map((photo) => photo.placement.width / photo.placement.height);
      expect(Math.abs(aspect[0]! - aspect[2]!)).toBeLessThan(0.05);
      expect(Math.abs(aspect[1]! - aspect[3]!)).toBeLessThan(0.05);
      expect(aspect[0]! - aspect[1]!).toBeGreaterThan(0.15);
      expect(progress.at(-1)).toBe(1);
      expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    },
    SLOW,
  );

  it.skipIf(!hasStamps)(
    'places held-out products with their true silhouette (IoU at least 0.85)',
    async () => {
      const cases: [string, Background][] = [
        ['household/rubberduck.png', 'busyTexture'],
        ['household/Lightbulb.png', 'studioWhite'],
        ['food/fruit/avocado.png', 'greyGradient'],
      ];
      const scores: { stamp: string; iou: number }[] = [];
      for (const [stamp, background] of cases) {
        scores.push({ stamp, iou: (await placementIoU(stamp, background))! });
      }
      console.table(scores);
      for (const score of scores) expect(score.iou, score.stamp).toBeGreaterThanOrEqual(0.85);
    },
    SLOW,
  );

  it(
    'refuses a photo with no product in it',
    async () => {
      const blank = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#f4f4f4' } })
        .jpeg()
        .toBuffer();
      await expect(composeProductPhotos({ references: [blank], prompt: 'kettle' })).rejects.toBeInstanceOf(
        NoProductFoundError,
      );
    },
    SLOW,
  );
});
