import { renderRigSpriteSheet, type SpriteLayout, type SpriteSheet } from '../rig-sprite';
import { allPoses, poseFileName, POSTER_POSE } from './rig';
import { frameSize } from './stock-art/layout';
import { createStockRig } from './stock-rig';
import type { StockAvatar } from './stock-traits';

/** Where each pose sits in an avatar's sprite sheet, known without drawing it (for listings). */
export function stockSpriteLayout(avatar: StockAvatar, height: number): SpriteLayout {
  const size = frameSize(avatar.framing, height);
  return { columns: allPoses().map(poseFileName), frameWidth: size.width, frameHeight: size.height };
}

/** Every pose of a stock avatar side by side in one row, for the browser preview. */
export function renderSpriteSheet(avatar: StockAvatar, { height }: { height: number }): Promise<SpriteSheet> {
  return renderRigSpriteSheet(createStockRig(avatar, { height }));
}

/** The catalogue thumbnail: the poster pose, lips closed. */
export function renderPoster(avatar: StockAvatar, { height }: { height: number }): Promise<Buffer> {
  return createStockRig(avatar, { height }).render(POSTER_POSE);
}
