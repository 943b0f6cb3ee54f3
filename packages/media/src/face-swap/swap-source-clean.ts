import type { Point } from '../face/geometry';
import { SILHOUETTE } from '../face/landmarks';
import type { RgbImage } from '../face/rgb-image';
import { PHOTO_OCCLUDERS, removeOccluders, updateSkinModel } from './face-mask-occluders';
import { boxBlur, fillPolygon } from './face-mask-raster';
import { removeHair } from './swap-source-hair';

/** How far the fill reaches for skin to copy, as a share of the face's width: near, then far where near saw none. */
const NEAR_REACH = 0.08;
const FAR_REACH = 0.5;
/** A brow, even drawn in a light colour, is darker than this share of the skin's luma. */
const BROW_DARKER = 0.85;
/** Share of skin the blur must have seen around a pixel to fill it from that blur. */
const MIN_SEEN = 0.05;

/**
 * The library photo with whatever covers the face's skin (hair falling over a cheek, a hand, a dark background at
 * the edge of a turned face) painted over with the skin around it, in place. Found as the swap finds occluders on
 * the target (colour far from the skin's); filled by a blur of the skin alone (each colour divided by how much skin
 * the blur saw), so the fill takes the shading of the skin next to it. The warp then carries skin, not hair.
 */
export function cleanSourceSkin(image: RgbImage, mesh: readonly Point[]): Float32Array {
  const { width, height, data } = image;
  const valid = new Float32Array(width * height);
  fillPolygon(
    valid,
    width,
    height,
    SILHOUETTE.map((i) => mesh[i] as Point),
    1,
  );
  const skinModel = updateSkinModel(image, mesh, null);
  removeOccluders(image, mesh, skinModel, valid, PHOTO_OCCLUDERS);
  // Hair over a cheek is what spoils a library face; above the eyes, brows drawn with make-up reach well beyond the
  // mesh's brow points and would be taken for something in front of the face, and eye shadow reaches up to them, so
  // only hair (dark and tall, which a brow is not) is cleaned there. Beyond the eyes' outer corners only the dark is
  // kept for that test: what is neither skin nor dark there (the background beside a turned face's temple, a lamp)
  // is cleaned as anywhere else.
  const skin = Float32Array.from(valid);
  const faceWidth = Math.hypot(
    (mesh[454] as Point).x - (mesh[234] as Point).x,
    (mesh[454] as Point).y - (mesh[234] as Point).y,
  );
  spareBrowsAboveEyes(image, valid, skinModel.luma * BROW_DARKER, mesh[33] as Point, mesh[263] as Point);
  removeHair(image, mesh, skinModel.luma, valid, faceWidth);
  // A near fill first, for shading like the skin beside it; a far one where the near blur saw no skin at all.
  const near = skinBlur(image, valid, (NEAR_REACH * faceWidth) / 2);
  const far = skinBlur(image, valid, (FAR_REACH * faceWidth) / 2);
  const inFace = new Float32Array(width * height);
  fillPolygon(
    inFace,
    width,
    height,
    SILHOUETTE.map((i) => mesh[i] as Point),
    1,
  );
  for (let i = 0; i < valid.length; i++) {
    const keep = valid[i] as number;
    if (inFace[i] === 0 || keep >= 1) continue;
    const fill = (near.seen[i] as number) >= MIN_SEEN ? near : far;
    const seen = fill.seen[i] as number;
    if (seen < MIN_SEEN) continue;
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      data[o] = Math.round(
        (data[o] as number) * keep + (((fill.sums[c] as Float32Array)[i] as number) / seen) * (1 - keep),
      );
    }
  }
  return skin;
}

/** Each channel's blur over the skin alone, and how much skin the blur saw at each pixel. */
function skinBlur(image: RgbImage, valid: Float32Array, radius: number): { sums: Float32Array[]; seen: Float32Array } {
  const { width, height, data } = image;
  const seen = Float32Array.from(valid);
  boxBlur(seen, width, height, radius, 2);
  const sums = [0, 1, 2].map((c) => {
    const map = new Float32Array(width * height);
    for (let i = 0; i < map.length; i++) map[i] = (valid[i] as number) * (data[i * 3 + c] as number);
    boxBlur(map, width, height, radius, 2);
    return map;
  });
  return { sums, seen };
}

/**
 * Marks the pixels above the line through the outer eye corners as the face's own: all of them between the corners,
 * those darker than `dark` beyond them.
 */
function spareBrowsAboveEyes(image: RgbImage, valid: Float32Array, dark: number, right: Point, left: Point): void {
  const { width, height, data } = image;
  const slope = (left.y - right.y) / (left.x - right.x || 1);
  const [inner0, inner1] = [Math.min(right.x, left.x), Math.max(right.x, left.x)];
  for (let x = 0; x < width; x++) {
    const lineY = Math.min(height, Math.max(0, Math.ceil(right.y + slope * (x - right.x))));
    const between = x >= inner0 && x <= inner1;
    for (let y = 0; y < lineY; y++) {
      if (between) {
        valid[y * width + x] = 1;
        continue;
      }
      const o = (y * width + x) * 3;
      const luma = 0.299 * (data[o] as number) + 0.587 * (data[o + 1] as number) + 0.114 * (data[o + 2] as number);
      if (luma < dark) valid[y * width + x] = 1;
    }
  }
}
