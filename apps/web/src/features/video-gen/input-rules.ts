import { VIDEO_GEN_INPUT } from '@orator/contracts';
import { readImageSize } from '../../shared/lib/image-size';
import { BYTES_PER_MB } from '../../shared/lib/media-format';
import type { TPictureProblem } from '../../shared/lib/use-picture-uploads';

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** SPEC 5's rules for a picture to film, checked before uploading with the server's own messages; it checks again. */
export async function videoGenPictureProblem(file: File): Promise<TPictureProblem | null> {
  if (!TYPES.has(file.type)) return { key: 'videoGenWrongFormat' };
  if (file.size > VIDEO_GEN_INPUT.maxBytes)
    return { key: 'fileTooLarge', params: { max: `${VIDEO_GEN_INPUT.maxBytes / BYTES_PER_MB} MB` } };
  const size = await readImageSize(file).catch(() => null);
  if (!size) return { key: 'videoGenWrongFormat' };
  if (Math.min(size.width, size.height) < VIDEO_GEN_INPUT.minPx)
    return { key: 'videoGenImageTooSmall', params: { min: VIDEO_GEN_INPUT.minPx } };
  return null;
}
