import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeCutout, hasSubject } from './compose-cutout';
import { renderScene, SCENE_NAMES } from './scenes';

const SIZE = { width: 200, height: 160 };

/** A blue disc standing in the middle of a transparent picture, its base at y = 110. */
async function discCutout(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE.width}" height="${SIZE.height}"><circle cx="100" cy="70" r="40" fill="#2040c0"/></svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().png().toBuffer();
}

/** Mean lightness of a 6 x 2 patch whose top-left corner is (left, top). */
async function lightness(image: Buffer, left: number, top: number): Promise<number> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let y = top; y < top + 2; y++) {
    for (let x = left; x < left + 6; x++) {
      const i = (y * info.width + x) * info.channels;
      sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    }
  }
  return sum / 12;
}

describe('composing a cutout', () => {
  it('casts a soft contact shadow under the subject and nowhere above it', async () => {
    const disc = await discCutout();
    const white = { type: 'colour', colour: '#ffffff' } as const;
    const withShadow = (await composeCutout(disc, white, { shadow: true })).body;
    const without = (await composeCutout(disc, white, { shadow: false })).body;
    // Just under the base the floor darkens; it fades further out, and the sky above stays white.
    expect(await lightness(without, 97, 111)).toBeGreaterThan(250);
    const underBase = await lightness(withShadow, 97, 111);
    expect(underBase).toBeLessThan(230);
    expect(await lightness(withShadow, 97, 116)).toBeGreaterThan(underBase);
    expect(await lightness(withShadow, 97, 5)).toBeGreaterThan(250);
  });

  it('keeps a transparent result a PNG and gives the others as JPEG at the cutout’s size', async () => {
    const disc = await discCutout();
    const transparent = await composeCutout(disc, { type: 'transparent' }, { shadow: false });
    expect(transparent).toMatchObject({ mimeType: 'image/png', ...SIZE });
    const onScene = await composeCutout(disc, { type: 'scene', scene: 'podium' }, { shadow: true });
    expect(onScene).toMatchObject({ mimeType: 'image/jpeg', ...SIZE });
    const meta = await sharp(onScene.body).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ ...SIZE, format: 'jpeg' });
  });

  it('draws every built-in scene at the size asked', async () => {
    for (const scene of SCENE_NAMES) {
      const meta = await sharp(await renderScene(scene, 320, 240)).metadata();
      expect({ width: meta.width, height: meta.height }, scene).toEqual({ width: 320, height: 240 });
    }
  });

  it('finds no subject in a cutout that kept almost nothing', () => {
    expect(hasSubject({ alpha: Buffer.alloc(10_000) })).toBe(false);
    const some = Buffer.alloc(10_000);
    some.fill(255, 0, 200);
    expect(hasSubject({ alpha: some })).toBe(true);
  });
});
