import path from 'node:path';
import sharp from 'sharp';
import type { Size } from '../compose/types';
import { MediaCommandError } from '../ffmpeg';

/** Slides fitted at once; sharp's own thread pool does the work, this only bounds the memory held. */
const FIT_CONCURRENCY = 4;

/**
 * Each slide scaled once to fit the canvas, keeping its aspect, centred on bars of `background`, written as an
 * opaque RGB PNG of exactly the canvas size: every slide then reaches ffmpeg in one format, so its filter graph is
 * never rebuilt between slides. Returns the files' names inside `dir`.
 */
export async function fitSlides(
  imagePaths: readonly string[],
  size: Size,
  background: string,
  dir: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const names = imagePaths.map((_, i) => `slide-${String(i).padStart(4, '0')}.png`);
  let next = 0;
  const worker = async () => {
    while (next < imagePaths.length) {
      signal?.throwIfAborted();
      const i = next;
      next += 1;
      await fitSlide(imagePaths[i] ?? '', i, size, background, path.join(dir, names[i] ?? ''));
    }
  };
  await Promise.all(Array.from({ length: Math.min(FIT_CONCURRENCY, imagePaths.length) }, worker));
  return names;
}

async function fitSlide(source: string, index: number, size: Size, background: string, target: string) {
  try {
    await sharp(source)
      .rotate()
      // Transparent parts of a slide show the bar colour, as the bars do.
      .flatten({ background })
      .resize(size.width, size.height, { fit: 'contain', background })
      .removeAlpha()
      .toColourspace('srgb')
      .png({ compressionLevel: 1 })
      .toFile(target);
  } catch (error) {
    throw new MediaCommandError(
      `slide ${index + 1} ${path.basename(source)} cannot be read: ${(error as Error).message}`,
      '',
    );
  }
}
