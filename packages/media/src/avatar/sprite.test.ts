import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allPoses, poseFileName } from './rig';
import { renderPoster, renderSpriteSheet, stockSpriteLayout } from './sprite';
import { STOCK_AVATARS } from './stock-catalogue';
import { createStockRig } from './stock-rig';

async function raw(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
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

  it('uses the resting mouth with open eyes as the poster', async () => {
    const poster = await renderPoster(avatar, { height: 180 });
    const rest = await createStockRig(avatar, { height: 180 }).render({ viseme: 'rest', eyes: 'open' });
    expect(poster.equals(rest)).toBe(true);
  });
});
