import type { RgbImage } from '../face/rgb-image';
import { boxBlur } from './face-mask-raster';

/** The colour statistics are gathered on a grid of this many pixels a side: lighting changes slowly across a face. */
const CELL = 4;
/** A gain outside this range would come from a highlight or a shadow on one face only, not from the lighting. */
const MIN_GAIN = 0.4;
const MAX_GAIN = 2.5;
/** A cell needs this much weight near it before its colour is trusted; else no correction. */
const MIN_WEIGHT = 1e-3;
/**
 * Matches the warped source face's colour and lighting to the target's, region by region: each colour channel of
 * the warped face is multiplied by the ratio of the target's local mean to the warped face's local mean, both taken
 * over the face only (a masked blur of `radius` pixels), so skin tone, the light's colour and its fall-off across
 * the face (one side in shadow, a warm key light) come from the target while the source's own detail (brows, eyes,
 * lips, the shading of its nose and cheeks at a smaller scale than the radius) stays. Changed in place where
 * `alpha` is above 0; `weight` says which pixels count as face when the means are taken.
 */
export function matchColour(
  warped: RgbImage,
  target: RgbImage,
  weight: Float32Array,
  alpha: Float32Array,
  radius: number,
): void {
  const { width, height } = warped;
  const gw = Math.ceil(width / CELL);
  const gh = Math.ceil(height / CELL);
  const cells = gw * gh;
  // Weighted sums per cell: the weight, then the target's and the warped face's three channels.
  const sums = Array.from({ length: 7 }, () => new Float32Array(cells));
  const [w, tr, tg, tb, sr, sg, sb] = sums as [
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  for (let y = 0; y < height; y++) {
    const rowCell = ((y / CELL) | 0) * gw;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const k = weight[i] as number;
      if (k <= 0) continue;
      const c = rowCell + ((x / CELL) | 0);
      const o = i * 3;
      w[c] = (w[c] as number) + k;
      tr[c] = (tr[c] as number) + k * (target.data[o] as number);
      tg[c] = (tg[c] as number) + k * (target.data[o + 1] as number);
      tb[c] = (tb[c] as number) + k * (target.data[o + 2] as number);
      sr[c] = (sr[c] as number) + k * (warped.data[o] as number);
      sg[c] = (sg[c] as number) + k * (warped.data[o + 1] as number);
      sb[c] = (sb[c] as number) + k * (warped.data[o + 2] as number);
    }
  }
  for (const map of sums) boxBlur(map, gw, gh, radius / CELL / 2, 2);
  const gains = [new Float32Array(cells), new Float32Array(cells), new Float32Array(cells)];
  for (let c = 0; c < cells; c++) {
    const trusted = (w[c] as number) > MIN_WEIGHT * CELL * CELL;
    const ratio = (t: Float32Array, s: Float32Array) =>
      trusted ? Math.min(MAX_GAIN, Math.max(MIN_GAIN, ((t[c] as number) + 1) / ((s[c] as number) + 1))) : 1;
    (gains[0] as Float32Array)[c] = ratio(tr, sr);
    (gains[1] as Float32Array)[c] = ratio(tg, sg);
    (gains[2] as Float32Array)[c] = ratio(tb, sb);
  }
  applyGains(warped, gains, gw, gh, alpha);
}

/** Multiplies each pixel under the mask by the gains read bilinearly from the cell grid. */
function applyGains(image: RgbImage, gains: Float32Array[], gw: number, gh: number, alpha: Float32Array): void {
  const { width, height, data } = image;
  const [gr, gg, gb] = gains as [Float32Array, Float32Array, Float32Array];
  // Each row's gains, interpolated between two rows of cells once, then read along the row.
  const rowR = new Float32Array(gw);
  const rowG = new Float32Array(gw);
  const rowB = new Float32Array(gw);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(gh - 1, Math.max(0, (y + 0.5) / CELL - 0.5));
    const y0 = gy | 0;
    const y1 = Math.min(gh - 1, y0 + 1);
    const fy = gy - y0;
    for (let c = 0; c < gw; c++) {
      const a = y0 * gw + c;
      const b = y1 * gw + c;
      rowR[c] = (gr[a] as number) + ((gr[b] as number) - (gr[a] as number)) * fy;
      rowG[c] = (gg[a] as number) + ((gg[b] as number) - (gg[a] as number)) * fy;
      rowB[c] = (gb[a] as number) + ((gb[b] as number) - (gb[a] as number)) * fy;
    }
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if ((alpha[i] as number) <= 0) continue;
      const gx = Math.min(gw - 1, Math.max(0, (x + 0.5) / CELL - 0.5));
      const x0 = gx | 0;
      const x1 = Math.min(gw - 1, x0 + 1);
      const fx = gx - x0;
      const o = i * 3;
      const r = (data[o] as number) * ((rowR[x0] as number) + ((rowR[x1] as number) - (rowR[x0] as number)) * fx);
      const g = (data[o + 1] as number) * ((rowG[x0] as number) + ((rowG[x1] as number) - (rowG[x0] as number)) * fx);
      const b = (data[o + 2] as number) * ((rowB[x0] as number) + ((rowB[x1] as number) - (rowB[x0] as number)) * fx);
      data[o] = r > 255 ? 255 : (r + 0.5) | 0;
      data[o + 1] = g > 255 ? 255 : (g + 0.5) | 0;
      data[o + 2] = b > 255 ? 255 : (b + 0.5) | 0;
    }
  }
}
