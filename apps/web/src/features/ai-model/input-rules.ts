import { AI_MODEL_INPUT } from '@orator/contracts';
import { readImageSize } from '../../shared/lib/image-size';
import { BYTES_PER_MB } from '../../shared/lib/media-format';
import type { TPictureProblem } from '../../shared/lib/use-picture-uploads';

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** SPEC 5's model image rules checked before uploading, with the server's own messages; it checks again. */
export async function modelPictureProblem(file: File): Promise<TPictureProblem | null> {
  if (!TYPES.has(file.type)) return { key: 'aiModelWrongFormat' };
  if (file.size > AI_MODEL_INPUT.maxBytes)
    return { key: 'fileTooLarge', params: { max: `${AI_MODEL_INPUT.maxBytes / BYTES_PER_MB} MB` } };
  const size = await readImageSize(file).catch(() => null);
  if (!size) return { key: 'aiModelWrongFormat' };
  if (Math.min(size.width, size.height) <= AI_MODEL_INPUT.minPxExclusive)
    return { key: 'aiModelImageTooSmall', params: { min: AI_MODEL_INPUT.minPxExclusive } };
  if (Math.max(size.width, size.height) > AI_MODEL_INPUT.maxPx)
    return { key: 'imageTooManyPixels', params: { max: AI_MODEL_INPUT.maxPx } };
  return null;
}
