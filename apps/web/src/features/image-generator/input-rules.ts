import { AI_PHOTO_INPUT } from '@orator/contracts';
import { readImageSize } from '../../shared/lib/image-size';
import { BYTES_PER_MB } from '../../shared/lib/media-format';
import type { TPictureProblem } from '../../shared/lib/use-picture-uploads';

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** SPEC 5's reference picture rules checked before uploading, with the server's own messages; it checks again. */
export async function referenceProblem(file: File): Promise<TPictureProblem | null> {
  if (!TYPES.has(file.type)) return { key: 'aiPhotoWrongFormat' };
  if (file.size > AI_PHOTO_INPUT.maxBytes)
    return { key: 'fileTooLarge', params: { max: `${AI_PHOTO_INPUT.maxBytes / BYTES_PER_MB} MB` } };
  const size = await readImageSize(file).catch(() => null);
  if (!size) return { key: 'aiPhotoWrongFormat' };
  const { width, height } = size;
  if (Math.min(width, height) < AI_PHOTO_INPUT.minPx)
    return { key: 'aiPhotoImageTooSmall', params: { min: AI_PHOTO_INPUT.minPx } };
  if (Math.max(width, height) > AI_PHOTO_INPUT.maxPx)
    return { key: 'imageTooManyPixels', params: { max: AI_PHOTO_INPUT.maxPx } };
  const aspect = width / height;
  if (aspect < AI_PHOTO_INPUT.minAspect || aspect > AI_PHOTO_INPUT.maxAspect)
    return { key: 'aiPhotoAspect', params: { min: AI_PHOTO_INPUT.minAspect, max: AI_PHOTO_INPUT.maxAspect } };
  return null;
}
