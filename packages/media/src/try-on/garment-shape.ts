import type { Point } from '../face/geometry';
import type { ProductCutout } from '../product-photo/compose-product-photo';

/** Alpha at or above which a garment pixel counts as cloth when its outline is read. */
const OPAQUE = 128;
/** The body's sides are read in this band of the garment's height, above the hem and below the sleeves. */
const SIDE_BAND = [0.72, 0.92] as const;
/** The shoulder's top is read this far inside the body's side (share of the body width), clear of the armpit. */
const SHOULDER_INSET = 0.06;
/** Cloth beyond the body's sides (share of its width) and above this depth below the shoulders is sleeve. */
const SLEEVE_MARGIN = 0.03;
const SLEEVE_DEPTH = 0.7;
/** A sleeve smaller than this share of the garment's cloth is a seam's flutter, not a sleeve. */
const MIN_SLEEVE_SHARE = 0.01;

/** Where a garment's parts lie in its own cut-out picture (pixels of the trimmed product). */
export interface GarmentShape {
  /** The shoulder points: the top of the garment above each side of its body, picture left and right. */
  leftShoulder: Point;
  rightShoulder: Point;
  /** The body's half width at the hem band. */
  hemHalfWidth: number;
  /** The lowest cloth row under the collar: where the hem is. */
  hemY: number;
  /** The centre of each sleeve's cloth, when the garment has sleeves standing out from its body. */
  leftSleeve?: Point;
  rightSleeve?: Point;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}

/**
 * Reads a garment's shoulders, body width and sleeves from its mask: the body's sides are the cloth run through the
 * centre column in a band above the hem, the shoulders the top of the cloth above those sides (the collar gap lies
 * between them), and cloth beyond the sides near the top is sleeve.
 */
export function garmentShape(garment: ProductCutout): GarmentShape | undefined {
  const { width, height, rgba } = garment;
  const opaque = (x: number, y: number) => rgba[(y * width + x) * 4 + 3]! >= OPAQUE;
  const centre = width >> 1;
  const lefts: number[] = [];
  const rights: number[] = [];
  let hemY = 0;
  for (let y = 0; y < height; y++) if (opaque(centre, y)) hemY = y;
  for (let y = Math.floor(SIDE_BAND[0] * hemY); y <= Math.floor(SIDE_BAND[1] * hemY); y++) {
    if (!opaque(centre, y)) continue;
    let left = centre;
    while (left > 0 && opaque(left - 1, y)) left--;
    let right = centre;
    while (right < width - 1 && opaque(right + 1, y)) right++;
    lefts.push(left);
    rights.push(right);
  }
  if (lefts.length === 0) return undefined;
  const sideLeft = median(lefts);
  const sideRight = median(rights);
  const bodyWidth = sideRight - sideLeft;
  if (bodyWidth < width * 0.2) return undefined;
  const top = (x: number) => {
    for (let y = 0; y < height; y++) if (opaque(x, y)) return y;
    return height;
  };
  const inset = Math.round(SHOULDER_INSET * bodyWidth);
  const leftShoulder = { x: sideLeft, y: top(sideLeft + inset) };
  const rightShoulder = { x: sideRight, y: top(sideRight - inset) };
  const shoulderY = (leftShoulder.y + rightShoulder.y) / 2;
  const margin = SLEEVE_MARGIN * bodyWidth;
  const sleeveBottom = shoulderY + SLEEVE_DEPTH * bodyWidth;
  const sums = { left: { x: 0, y: 0, n: 0 }, right: { x: 0, y: 0, n: 0 } };
  let cloth = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!opaque(x, y)) continue;
      cloth++;
      if (y > sleeveBottom) continue;
      const side = x < sideLeft - margin ? sums.left : x > sideRight + margin ? sums.right : undefined;
      if (!side) continue;
      side.x += x;
      side.y += y;
      side.n++;
    }
  }
  const sleeve = (s: { x: number; y: number; n: number }) =>
    s.n > MIN_SLEEVE_SHARE * cloth ? { x: s.x / s.n, y: s.y / s.n } : undefined;
  return {
    leftShoulder,
    rightShoulder,
    hemHalfWidth: bodyWidth / 2,
    hemY,
    leftSleeve: sleeve(sums.left),
    rightSleeve: sleeve(sums.right),
  };
}
