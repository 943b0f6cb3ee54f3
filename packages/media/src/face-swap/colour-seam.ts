import type { RgbImage } from '../face/rgb-image';
import { boxBlur } from './face-mask-raster';

/** Opacity above which a pixel counts as fully swapped: the seam's inner side. */
const SOLID = 0.98;
/**
 * Share of the step removed. All of it leaves the least seam, but the correction then follows the ring's changes from
 * frame to frame and the painted face's landmarks trembled more than the target's (tuning clip 'sliver': 0.0466
 * against 0.0464 in; at a half, 0.0416, with the seam 17.4 against the input's 16.0).
 */
const SHARE = 0.5;
/**
 * Removes most of what is left of the colour step at the blend's edge, in place, after the regional colour match: the
 * difference between the target and the warped face is taken over the edge's ring (where the blend is partly or
 * just fully opaque), smoothed along it, and added to the warped face at the edge, fading inward over `reach`
 * pixels. A cheap stand-in for a gradient-domain (Poisson) blend of the border only: the edge meets the target's
 * colour while the face's middle, where the identity is, keeps the regional match. `alpha` is the blend's opacity
 * (occluders already taken out, so hair or a hand over the edge does not count), `smooth` the residual's blur.
 */
export function closeSeam(
  warped: RgbImage,
  target: RgbImage,
  alpha: Float32Array,
  reach: number,
  smooth: number,
): void {
  const { width, height, data } = warped;
  // The correction is smooth over many pixels: it is worked out on a grid of 2 x 2 cells and read back bilinearly.
  const gw = Math.ceil(width / 2);
  const gh = Math.ceil(height / 2);
  const cells = gw * gh;
  const solid = new Float32Array(cells);
  const open = new Float32Array(cells);
  const diffs = [new Float32Array(cells), new Float32Array(cells), new Float32Array(cells)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = alpha[i] as number;
      const c = (y >> 1) * gw + (x >> 1);
      if (a >= SOLID) solid[c] = (solid[c] as number) + 0.25;
      if (a <= 0.02) continue;
      open[c] = (open[c] as number) + 0.25;
      for (let k = 0; k < 3; k++) {
        const diff = diffs[k] as Float32Array;
        diff[c] = (diff[c] as number) + 0.25 * ((target.data[i * 3 + k] as number) - (data[i * 3 + k] as number));
      }
    }
  }
  boxBlur(solid, gw, gh, reach / 4, 2);
  // 1 on the feathered edge and where the solid part begins, 0 deeper than `reach` inside it.
  const edge = solid.map((v) => Math.min(1, Math.max(0, 2 * (1 - v))));
  const seen = new Float32Array(cells);
  for (let c = 0; c < cells; c++) seen[c] = (edge[c] as number) * (open[c] as number);
  for (const diff of diffs) {
    for (let c = 0; c < cells; c++) diff[c] = (diff[c] as number) * (edge[c] as number);
    boxBlur(diff, gw, gh, smooth / 2, 2);
  }
  boxBlur(seen, gw, gh, smooth / 2, 2);
  for (const diff of diffs) {
    for (let c = 0; c < cells; c++) {
      const s = seen[c] as number;
      diff[c] = s < 1e-3 ? 0 : (SHARE * (diff[c] as number) * (edge[c] as number)) / s;
    }
  }
  for (let y = 0; y < height; y++) {
    const sy = Math.min(gh - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
    const y0 = sy | 0;
    const y1 = Math.min(gh - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if ((alpha[i] as number) <= 0) continue;
      const sx = Math.min(gw - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
      const x0 = sx | 0;
      const x1 = Math.min(gw - 1, x0 + 1);
      const fx = sx - x0;
      for (let k = 0; k < 3; k++) {
        const g = diffs[k] as Float32Array;
        const top = (g[y0 * gw + x0] as number) * (1 - fx) + (g[y0 * gw + x1] as number) * fx;
        const bottom = (g[y1 * gw + x0] as number) * (1 - fx) + (g[y1 * gw + x1] as number) * fx;
        const v = (data[i * 3 + k] as number) + top + (bottom - top) * fy;
        data[i * 3 + k] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
      }
    }
  }
}
