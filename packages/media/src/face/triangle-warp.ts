import type { Point } from './geometry';
import type { RgbImage } from './rgb-image';

/** One piece of a piecewise-affine warp: the picture inside `from` is drawn stretched onto `to`. */
export interface WarpTriangle {
  from: readonly [Point, Point, Point];
  to: readonly [Point, Point, Point];
}

/**
 * Draws each triangle by backward mapping: every target pixel whose centre lies in `to` takes
 * the bilinear sample of `source` at the matching point of `from`. Pixels on a shared edge are
 * drawn by both neighbours with the same affine limit, so seams stay invisible.
 */
export function warpTriangles(source: RgbImage, target: RgbImage, triangles: readonly WarpTriangle[]): void {
  for (const triangle of triangles) warpTriangle(source, target, triangle);
}

/** Barycentric weights slightly below zero still count as inside, so shared edges leave no gaps. */
const EDGE_TOLERANCE = 1e-6;

/**
 * A clone video draws this for every frame: each row's span inside the triangle is solved from the
 * three barycentric weights (each linear along the row) and walked with the source point stepping
 * by a constant, instead of testing every pixel of the bounding box with a call per sample.
 */
function warpTriangle(source: RgbImage, target: RgbImage, { from, to }: WarpTriangle): void {
  const [a, b, c] = to;
  const area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
  if (Math.abs(area) < 1e-9) return;
  const x0 = Math.max(0, Math.ceil(Math.min(a.x, b.x, c.x)));
  const x1 = Math.min(target.width - 1, Math.floor(Math.max(a.x, b.x, c.x)));
  const y0 = Math.max(0, Math.ceil(Math.min(a.y, b.y, c.y)));
  const y1 = Math.min(target.height - 1, Math.floor(Math.max(a.y, b.y, c.y)));
  if (x0 > x1 || y0 > y1) return;
  const [fa, fb, fc] = from;
  // wa = (b.x - x)(c.y - y) - (c.x - x)(b.y - y), over area; wb likewise; both are affine in x and y.
  const waX = (b.y - c.y) / area;
  const waY = (c.x - b.x) / area;
  const wa0 = (b.x * c.y - c.x * b.y) / area;
  const wbX = (c.y - a.y) / area;
  const wbY = (a.x - c.x) / area;
  const wb0 = (c.x * a.y - a.x * c.y) / area;
  const sw = source.width;
  const sh = source.height;
  const row = sw * 3;
  const src = source.data;
  const out = target.data;
  const targetWidth = target.width;
  const maxX = sw - 1;
  const maxY = sh - 1;
  const lastX = sw - 2;
  const lastY = sh - 2;
  const stepX = waX * fa.x + wbX * fb.x - (waX + wbX) * fc.x;
  const stepY = waX * fa.y + wbX * fb.y - (waX + wbX) * fc.y;
  for (let y = y0; y <= y1; y++) {
    const wa = wa0 + waY * y;
    const wb = wb0 + wbY * y;
    // Inside where wa, wb and 1 - wa - wb are all at least -EDGE_TOLERANCE at x.
    const lo = Math.max(x0, spanStart(wa, waX), spanStart(wb, wbX), spanStart(1 - wa - wb, -waX - wbX));
    const hi = Math.min(x1, spanEnd(wa, waX), spanEnd(wb, wbX), spanEnd(1 - wa - wb, -waX - wbX));
    // Along the row the source point moves by a constant step.
    let sx = (wa + waX * lo) * fa.x + (wb + wbX * lo) * fb.x + (1 - wa - waX * lo - wb - wbX * lo) * fc.x;
    let sy = (wa + waX * lo) * fa.y + (wb + wbX * lo) * fb.y + (1 - wa - waX * lo - wb - wbX * lo) * fc.y;
    for (let x = lo; x <= hi; x++, sx += stepX, sy += stepY) {
      const wx = wa + waX * x;
      const wy = wb + wbX * x;
      // The span's ends are solved in floating point: the exact test keeps them as the per-pixel rule had them.
      if (wx < -EDGE_TOLERANCE || wy < -EDGE_TOLERANCE || 1 - wx - wy < -EDGE_TOLERANCE) continue;
      const cx = sx < 0 ? 0 : sx > maxX ? maxX : sx;
      const cy = sy < 0 ? 0 : sy > maxY ? maxY : sy;
      const ix = cx < lastX ? cx | 0 : lastX;
      const iy = cy < lastY ? cy | 0 : lastY;
      const fx = cx - ix;
      const fy = cy - iy;
      const w00 = (1 - fx) * (1 - fy);
      const w01 = fx * (1 - fy);
      const w10 = (1 - fx) * fy;
      const w11 = fx * fy;
      const p = iy * row + ix * 3;
      const o = (y * targetWidth + x) * 3;
      // Rounded by truncating + 0.5 (the values are never negative); unrolled, as this runs for every pixel.
      out[o] = (src[p]! * w00 + src[p + 3]! * w01 + src[p + row]! * w10 + src[p + row + 3]! * w11 + 0.5) | 0;
      out[o + 1] =
        (src[p + 1]! * w00 + src[p + 4]! * w01 + src[p + row + 1]! * w10 + src[p + row + 4]! * w11 + 0.5) | 0;
      out[o + 2] =
        (src[p + 2]! * w00 + src[p + 5]! * w01 + src[p + row + 2]! * w10 + src[p + row + 5]! * w11 + 0.5) | 0;
    }
  }
}

/** The first x where a weight w0 + slope * x stops being below -EDGE_TOLERANCE (one early: the exact test decides). */
function spanStart(w0: number, slope: number): number {
  if (slope > 0) return Math.floor((-EDGE_TOLERANCE - w0) / slope);
  return slope === 0 && w0 < -EDGE_TOLERANCE ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
}

/** The last x where a weight w0 + slope * x is not below -EDGE_TOLERANCE (one late: the exact test decides). */
function spanEnd(w0: number, slope: number): number {
  if (slope < 0) return Math.ceil((-EDGE_TOLERANCE - w0) / slope);
  return slope === 0 && w0 < -EDGE_TOLERANCE ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
}

/** Writes the colour of source at (x, y), clamped to its edges, into out at offset. */
export function sampleBilinear(source: RgbImage, x: number, y: number, out: Uint8Array, offset: number): void {
  const cx = Math.min(Math.max(x, 0), source.width - 1);
  const cy = Math.min(Math.max(y, 0), source.height - 1);
  const ix = Math.min(Math.floor(cx), source.width - 2);
  const iy = Math.min(Math.floor(cy), source.height - 2);
  const fx = cx - ix;
  const fy = cy - iy;
  const row = source.width * 3;
  const i00 = iy * row + ix * 3;
  const data = source.data;
  for (let channel = 0; channel < 3; channel++) {
    const top = (data[i00 + channel] as number) * (1 - fx) + (data[i00 + 3 + channel] as number) * fx;
    const bottom = (data[i00 + row + channel] as number) * (1 - fx) + (data[i00 + row + 3 + channel] as number) * fx;
    out[offset + channel] = Math.round(top * (1 - fy) + bottom * fy);
  }
}
