import sharp from 'sharp';
import { allPoses, poseFileName, type AvatarRig } from './avatar/rig';

const CHANNELS = 4;

export interface SpriteLayout {
  /** Pose file names (`poseFileName`), left to right. */
  columns: string[];
  frameWidth: number;
  frameHeight: number;
}

export interface SpriteSheet extends SpriteLayout {
  png: Buffer;
}

/**
 * Every pose of a rig side by side in one PNG: the browser preview shifts its background position
 * by `frameWidth` per pose, so it shows exactly the pixels the video render uses. Only the pure
 * mouth shapes (21 cells), not the blends the video glides through (#14): the preview follows the
 * live audio level, where a shape at a time reads well enough, and ten times as many cells would make
 * the sheet too heavy to load.
 */
export async function renderRigSpriteSheet(rig: AvatarRig): Promise<SpriteSheet> {
  const poses = allPoses();
  const frames = await Promise.all(
    poses.map(async (pose) =>
      sharp(await rig.render(pose))
        .ensureAlpha()
        .raw()
        .toBuffer(),
    ),
  );
  // Rows are copied byte for byte: compositing would premultiply alpha and nudge the edge pixels.
  const rowBytes = rig.width * CHANNELS;
  const sheet = Buffer.alloc(rowBytes * poses.length * rig.height);
  frames.forEach((frame, column) => {
    for (let y = 0; y < rig.height; y++) {
      frame.copy(sheet, (y * poses.length + column) * rowBytes, y * rowBytes, (y + 1) * rowBytes);
    }
  });
  const png = await sharp(sheet, { raw: { width: rig.width * poses.length, height: rig.height, channels: CHANNELS } })
    .png()
    .toBuffer();
  return { png, columns: poses.map(poseFileName), frameWidth: rig.width, frameHeight: rig.height };
}
