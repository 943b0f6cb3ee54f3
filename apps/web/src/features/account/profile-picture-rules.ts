import { Limit, type TMessageKey } from '@orator/contracts';
import type { TImageSize } from '../../shared/lib/image-size';

/** The types the API accepts for pictures; it checks the content, this checks first to spare the upload. */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * SPEC 5: a profile avatar has equal width and height, at most 5 MB and 4000 pixels a side. Returns the catalogue message for
 * the first rule the file breaks, or undefined when it may be uploaded. `size` is undefined when the browser
 * could not decode the file.
 */
export function profilePictureProblem(
  file: Pick<File, 'type' | 'size'>,
  size: TImageSize | undefined,
): TMessageKey | undefined {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type) || !size) return 'notAnImage';
  if (file.size > Limit.profileAvatarMaxBytes) return 'fileTooLarge';
  if (size.width !== size.height) return 'avatarNotSquare';
  if (size.width > Limit.profileAvatarMaxPx) return 'imageTooManyPixels';
  return undefined;
}
