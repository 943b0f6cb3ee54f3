import type { TMessageKey } from '@orator/contracts';
import type { TImageSize } from '../../../shared/lib/image-size';

/** API-NOTES photo avatar upload: JPG, PNG or WEBP, at most 10 MB, 360 to 4000 px a side. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const PHOTO_SIDE_PX = { min: 360, max: 4000 } as const;

/**
 * The catalogue message for the first rule the portrait breaks, checked before uploading; the face check
 * happens on the server. `size` is undefined when the browser could not decode the file.
 */
export function photoProblem(file: Pick<File, 'type' | 'size'>, size: TImageSize | undefined): TMessageKey | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type) || !size) return 'photoUnsupportedFormat';
  if (file.size > PHOTO_MAX_BYTES) return 'photoTooLarge';
  const sides = [size.width, size.height];
  if (sides.some((side) => side < PHOTO_SIDE_PX.min || side > PHOTO_SIDE_PX.max)) return 'photoBadDimensions';
  return undefined;
}
