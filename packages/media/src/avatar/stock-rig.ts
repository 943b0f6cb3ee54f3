import sharp from 'sharp';
import type { AvatarRig, RigPose } from './rig';
import { frameSize, MOUTH_BOUNDS, toFramePixels } from './stock-art/layout';
import { stockAvatarSvg } from './stock-svg';
import type { StockAvatar } from './stock-traits';

export interface StockRigOptions {
  /** Frame height in pixels; the width follows the framing's aspect ratio (rounded to even). */
  height: number;
}

/** A stock avatar as an overlay rig: each pose is its SVG rasterized to an RGBA PNG by librsvg. */
export function createStockRig(avatar: StockAvatar, { height }: StockRigOptions): AvatarRig {
  const size = frameSize(avatar.framing, height);
  return {
    ...size,
    mode: 'overlay',
    mouthBox: toFramePixels(avatar.framing, height, MOUTH_BOUNDS),
    render: (pose: RigPose) => rasterize(stockAvatarSvg(avatar, pose, size)),
  };
}

function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).ensureAlpha().png().toBuffer();
}
