import sharp from 'sharp';
import { cutOut } from '../../cutout/cut-out';
import { composite, type Background } from '../../cutout/test/composites';
import { intersectionOverUnion } from '../../cutout/test/mask-scores';
import { composeProductVariant, trimProduct } from '../compose-product-photo';

const SIDE = 512;

/**
 * How faithfully a stamp's silhouette is placed: the stamp is pasted on a background, cut out and stood on the white
 * sweep, and the placed alpha is compared with its true alpha moved the same way. Null when the cutout finds nothing.
 */
export async function placementIoU(stamp: string, background: Background): Promise<number | null> {
  const sample = await composite(stamp, background);
  const product = trimProduct(await cutOut(sample.photo));
  if (!product) return null;
  const { photo, alpha } = await composeProductVariant(product, 'studioWhite', {
    width: SIDE,
    height: SIDE,
    variant: 0,
    seed: 1,
  });
  const { left, top, width, height } = photo.placement;
  const truth = await sharp(sample.truth, { raw: { width: sample.width, height: sample.height, channels: 1 } })
    .extract({ left: product.origin.left, top: product.origin.top, width: product.width, height: product.height })
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const expected = Buffer.alloc(SIDE * SIDE);
  for (let y = 0; y < height; y++) truth.copy(expected, (y + top) * SIDE + left, y * width, (y + 1) * width);
  return intersectionOverUnion(alpha, expected);
}
