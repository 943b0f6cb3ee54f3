import { CUTOUT_INPUT, type TMessageKey } from '@orator/contracts';
import { BYTES_PER_MB } from '../../shared/lib/media-format';

export interface TInputProblem {
  key: TMessageKey;
  params?: Record<string, string | number>;
}

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The larger side of an image file, read by the browser; null when it cannot decode it. */
async function longerSide(file: File): Promise<number | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const side = Math.max(bitmap.width, bitmap.height);
    bitmap.close();
    return side;
  } catch {
    return null;
  }
}

/** SPEC 5's cutout rules checked before uploading, with the server's own messages; the server checks again. */
export async function cutoutInputProblem(file: File): Promise<TInputProblem | null> {
  if (!TYPES.has(file.type)) return { key: 'cutoutWrongFormat' };
  if (file.size > CUTOUT_INPUT.maxBytes)
    return { key: 'fileTooLarge', params: { max: `${CUTOUT_INPUT.maxBytes / BYTES_PER_MB} MB` } };
  const side = await longerSide(file);
  if (side === null) return { key: 'cutoutWrongFormat' };
  if (side > CUTOUT_INPUT.maxPx) return { key: 'imageTooManyPixels', params: { max: CUTOUT_INPUT.maxPx } };
  return null;
}
