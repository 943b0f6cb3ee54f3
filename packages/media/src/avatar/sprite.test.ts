import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allPoses, poseFileName, type Box } from './rig';
import { renderPoster, renderSpriteSheet, stockSpriteLayout } from './sprite';
import { STOCK_AVATARS } from './stock-catalogue';
import { createStockRig } from './stock-rig';

async function raw(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

async function decodeRgba(png: Buffer): Promise<{ data: Buffer; width: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/** Pixels of the dark crimson mouth interior in `box`: none while the lips are closed. */
function mouthOpening({ data, width }: { data: Buffer; width: number }, box: Box): number {
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
      if (a >= 128 && 0.299 * r + 0.587 * g + 0.114 * b < 100 && r > 3.5 * g && b > 1.7 * g) count++;
    }
  }
  return count;
}

describe('stock avatar sprite sheet', () => {
  const avatar = STOCK_AVATARS.find((a) => a.framing === 'half' && a.traits.glasses !== 'none');
  if (!avatar) throw new Error('catalogue lacks a half-body avatar with glasses');

  it('lays out every pose in one row, in pose order', async () => {
    const sheet = await renderSpriteSheet(avatar, { height: 200 });
    const meta = await sharp(sheet.png).metadata();
    expect(sheet.columns).toEqual(allPoses().map(poseFileName));
    expect(sheet.columns).toHaveLength(21);
    expect([meta.width, meta.height, meta.channels]).toEqual([sheet.frameWidth * 21, sheet.frameHeight, 4]);
    const { png: _png, ...layout } = sheet;
    expect(stockSpriteLayout(avatar, 200)).toEqual(layout);
  });

  it('holds exactly the frames the video renderer composes', async () => {
    const height = 160;
    const sheet = await renderSpriteSheet(avatar, { height });
    const rig = createStockRig(avatar, { height });
    for (const [column, pose] of allPoses().entries()) {
      const cell = await sharp(sheet.png)
        .extract({ left: column * sheet.frameWidth, top: 0, width: sheet.frameWidth, height })
        .raw()
        .toBuffer();
      expect(cell.equals(await raw(await rig.render(pose))), poseFileName(pose)).toBe(true);
    }
  });

  it('shows closed lips on every sampled thumbnail, where the resting mouth is parted', async () => {
    // The height the avatar grids show them at.
    const height = 320;
    for (const sample of STOCK_AVATARS.filter((_, index) => index % 63 === 0)) {
      const rig = createStockRig(sample, { height });
      const poster = await decodeRgba(await renderPoster(sample, { height }));
      const rest = await decodeRgba(await rig.render({ viseme: 'rest', eyes: 'open' }));
      expect(mouthOpening(poster, rig.mouthBox), sample.id).toBe(0);
      expect(mouthOpening(rest, rig.mouthBox), sample.id).toBeGreaterThan(0);
    }
  });
});
