import type { Point } from '../face/geometry';
import { SILHOUETTE } from '../face/landmarks';
import type { RgbImage } from '../face/rgb-image';
import { fillPolygon } from './face-mask-raster';

/** A pixel darker than this share of the skin's luma may be hair. */
const DARK_SHARE = 0.6;
/**
 * A dark run down a column of the face at least this long (a share of the face's width) is hair: a brow, even drawn
 * thick, or the lashes with the lid under them, is under half of it.
 */
const HAIR_RUN = 0.1;

/**
 * Marks hair over the library face's temples as not the face's own (in place, `valid` 0 there): within the face's
 * oval and beside the eyes' outer corners, the pixels of every column's dark runs that are taller than a brow. Hair
 * falling over a temple is a tall dark band; a brow's outer end is a short one. Between the eyes' corners nothing is
 * touched: eye make-up makes tall dark runs too.
 */
export function removeHair(
  image: RgbImage,
  mesh: readonly Point[],
  skinLuma: number,
  valid: Float32Array,
  faceWidth: number,
): void {
  const { width, height, data } = image;
  const inFace = new Float32Array(width * height);
  fillPolygon(
    inFace,
    width,
    height,
    SILHOUETTE.map((i) => mesh[i] as Point),
    1,
  );
  const dark = skinLuma * DARK_SHARE;
  const minRun = Math.max(3, Math.round(HAIR_RUN * faceWidth));
  const corners = [(mesh[33] as Point).x, (mesh[263] as Point).x];
  const [inner0, inner1] = [Math.min(...corners), Math.max(...corners)];
  for (let x = 0; x < width; x++) {
    if (x >= inner0 && x <= inner1) continue;
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const i = y * width + x;
      const isDark =
        y < height &&
        (inFace[i] as number) > 0 &&
        0.299 * (data[i * 3] as number) + 0.587 * (data[i * 3 + 1] as number) + 0.114 * (data[i * 3 + 2] as number) <
          dark;
      if (isDark && start < 0) start = y;
      if (!isDark && start >= 0) {
        if (y - start >= minRun) for (let r = start; r < y; r++) valid[r * width + x] = 0;
        start = -1;
      }
    }
  }
}
