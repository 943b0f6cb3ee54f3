import sharp from 'sharp';
import type { TMessageKey } from '@orator/contracts';
import {
  createPhotoRig,
  PortraitRejectedError,
  POSTER_POSE,
  renderRigSpriteSheet,
  type PortraitErrorCode,
} from '@orator/media';
import type { AppContext } from '../../platform/context';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { servicesFor } from '../services';
import { POSTER_HEIGHT, PREVIEW_SPRITE_HEIGHT } from './avatar.service';

const REASONS: Record<PortraitErrorCode, TMessageKey> = {
  unsupportedFormat: 'photoUnsupportedFormat',
  tooLarge: 'photoTooLarge',
  badDimensions: 'photoBadDimensions',
  noFace: 'photoNoFace',
  multipleFaces: 'photoMultipleFaces',
  faceTooSmall: 'photoFaceTooSmall',
  unclearFace: 'photoUnclearFace',
};

/**
 * Turns an uploaded portrait into a talking photo: checks for one clear face, then draws the preview
 * sprite and thumbnail. A refused photo keeps the reason for the user; nothing is charged.
 */
export async function analyzePhoto({ photoId }: { photoId: number }, ctx: AppContext): Promise<void> {
  const { photoRepo, files } = servicesFor(ctx);
  const row = await photoRepo.byId(photoId);
  if (!row || row.status !== 'processing') return;
  const { stream } = await files.openById(row.photoFileId);
  const bytes = await streamToBuffer(stream);
  try {
    // Building the rig checks the portrait first (one clear face, size, format).
    const { rig } = await createPhotoRig(bytes, { maxHeight: PREVIEW_SPRITE_HEIGHT });
    await photoRepo.update(photoId, { progress: 40 });
    const sprite = await renderRigSpriteSheet(rig);
    await photoRepo.update(photoId, { progress: 80 });
    const poster = await sharp(await rig.render(POSTER_POSE))
      .resize({ height: POSTER_HEIGHT })
      .jpeg({ quality: 85 })
      .toBuffer();
    const [spriteFile, posterFile] = await Promise.all([
      files.storeGenerated(row.ownerId, {
        fileName: `${row.name}-sprite.png`,
        mimeType: 'image/png',
        ext: 'png',
        body: sprite.png,
      }),
      files.storeGenerated(row.ownerId, {
        fileName: `${row.name}.jpg`,
        mimeType: 'image/jpeg',
        ext: 'jpg',
        body: poster,
      }),
    ]);
    await photoRepo.update(photoId, {
      status: 'ready',
      progress: 100,
      spriteFileId: spriteFile.id,
      thumbnailFileId: posterFile.id,
      rigMeta: {
        spriteColumns: sprite.columns,
        spriteFrameWidth: sprite.frameWidth,
        spriteFrameHeight: sprite.frameHeight,
        accessKey: servicesFor(ctx).avatars.newAccessKey(),
      },
    });
  } catch (error) {
    if (error instanceof PortraitRejectedError) {
      await photoRepo.update(photoId, { status: 'failed', progress: 100, failReason: REASONS[error.code] });
      return;
    }
    // The photo passed the checks but could not be drawn: the user is asked for another file.
    ctx.log.error({ err: error, photoId }, 'portrait analysis failed');
    await photoRepo.update(photoId, { status: 'failed', progress: 100, failReason: 'formatConversionFailed' });
  }
}
