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

function warpTriangle(source: RgbImage, target: RgbImage, { from, to }: WarpTriangle): void {
  const [a, b, c] = to;
  const area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
  if (Math.abs(area) < 1e-9) return;
  const x0 = Math.max(0, Math.ceil(Math.min(a.x, b.x, c.x)));
  const x1 = Math.min(target.width - 1, Math.floor(Math.max(a.x, b.x, c.x)));
  const y0 = Math.max(0, Math.ceil(Math.min(a.y, b.y, c.y)));
  const y1 = Math.min(target.height - 1, Math.floor(Math.max(a.y, b.y, c.y)));
  const [fa, fb, fc] = from;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const wa = ((b.x - x) * (c.y - y) - (c.x - x) * (b.y - y)) / area;
      const wb = ((c.x - x) * (a.y - y) - (a.x - x) * (c.y - y)) / area;
      const wc = 1 - wa - wb;
      if (wa < -EDGE_TOLERANCE || wb < -EDGE_TOLERANCE || wc < -EDGE_TOLERANCE) continue;
      sampleBilinear(
        source,
        wa * fa.x + wb * fb.x + wc * fc.x,
        wa * fa.y + wb * fb.y + wc * fc.y,
        target.data,
        (y * target.width + x) * 3,
      );
    }
  }
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
