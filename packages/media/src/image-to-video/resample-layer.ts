import type { LayerTransform } from './layer-transform';

/** An image held as raw bytes: 3 a pixel (RGB), and one more plane of alpha for a foreground. */
export interface RawLayer {
  width: number;
  height: number;
  rgb: Uint8Array;
  /** Coverage 0-255 a pixel; absent for an opaque layer. */
  alpha?: Uint8Array;
}

/** Per output column (or row): the first source index and the 0-256 weight of the next one. */
interface AxisTaps {
  index: Int32Array;
  weight: Int32Array;
}

/** Bilinear taps along one axis, clamped to the edge so a move never pulls in undefined pixels. */
function axisTaps(outSize: number, scale: number, offset: number, srcSize: number): AxisTaps {
  const index = new Int32Array(outSize);
  const weight = new Int32Array(outSize);
  for (let out = 0; out < outSize; out++) {
    // Pixel centres: the source point for the centre of output pixel `out`.
    const src = Math.min(srcSize - 1, Math.max(0, scale * (out + 0.5) + offset - 0.5));
    const base = Math.min(srcSize - 2, Math.floor(src));
    index[out] = Math.max(0, base);
    weight[out] = Math.round((src - base) * 256);
  }
  return { index, weight };
}

/** Draws an opaque layer through `transform` into `out` (width x height, RGB). */
export function drawOpaque(layer: RawLayer, transform: LayerTransform, out: Uint8Array, width: number, height: number) {
  const xs = axisTaps(width, transform.scale, transform.offsetX, layer.width);
  const ys = axisTaps(height, transform.scale, transform.offsetY, layer.height);
  const src = layer.rgb;
  const stride = layer.width * 3;
  const columns = new Int32Array(width);
  for (let x = 0; x < width; x++) columns[x] = xs.index[x]! * 3;
  for (let y = 0; y < height; y++) {
    const row0 = ys.index[y]! * stride;
    const row1 = row0 + stride;
    const wy = ys.weight[y]!;
    let o = y * width * 3;
    for (let x = 0; x < width; x++) {
      const i = row0 + columns[x]!;
      const j = row1 + columns[x]!;
      const wx = xs.weight[x]!;
      // Unrolled over R, G, B: this loop runs a million times a frame.
      let top = (src[i]! << 8) + (src[i + 3]! - src[i]!) * wx;
      let bottom = (src[j]! << 8) + (src[j + 3]! - src[j]!) * wx;
      out[o++] = ((top << 8) + (bottom - top) * wy + 32768) >> 16;
      top = (src[i + 1]! << 8) + (src[i + 4]! - src[i + 1]!) * wx;
      bottom = (src[j + 1]! << 8) + (src[j + 4]! - src[j + 1]!) * wx;
      out[o++] = ((top << 8) + (bottom - top) * wy + 32768) >> 16;
      top = (src[i + 2]! << 8) + (src[i + 5]! - src[i + 2]!) * wx;
      bottom = (src[j + 2]! << 8) + (src[j + 5]! - src[j + 2]!) * wx;
      out[o++] = ((top << 8) + (bottom - top) * wy + 32768) >> 16;
    }
  }
}

/**
 * Blends a layer with alpha through `transform` over what `out` holds. Only the output rectangle the layer's
 * visible pixels land in is visited: a subject rarely fills the frame. `rowShift` moves each output row's reading
 * sideways by that many source pixels (a sway).
 */
export function drawOver(
  layer: RawLayer & { alpha: Uint8Array },
  bounds: { left: number; top: number; right: number; bottom: number },
  transform: LayerTransform,
  out: Uint8Array,
  width: number,
  height: number,
  rowShift?: Float32Array,
  opacity = 1,
) {
  const opacity256 = Math.round(opacity * 256);
  if (opacity256 === 0) return;
  const ys = axisTaps(height, transform.scale, transform.offsetY, layer.height);
  let reach = 0;
  if (rowShift) for (let y = 0; y < height; y++) reach = Math.max(reach, Math.abs(rowShift[y]!));
  const x0 = Math.max(0, Math.floor((bounds.left - 1 - reach - transform.offsetX) / transform.scale));
  const x1 = Math.min(width, Math.ceil((bounds.right + 1 + reach - transform.offsetX) / transform.scale) + 1);
  let xs = axisTaps(width, transform.scale, transform.offsetX, layer.width);
  let shifted = 0;
  const y0 = Math.max(0, Math.floor((bounds.top - 1 - transform.offsetY) / transform.scale));
  const y1 = Math.min(height, Math.ceil((bounds.bottom + 1 - transform.offsetY) / transform.scale) + 1);
  const { rgb, alpha } = layer;
  const stride = layer.width;
  for (let y = y0; y < y1; y++) {
    const row0 = ys.index[y]! * stride;
    const row1 = row0 + stride;
    const wy = ys.weight[y]!;
    // A swaying row reads from further along: its own taps, remade only when the shift changes.
    const shift = rowShift ? rowShift[y]! : 0;
    if (shift !== shifted) {
      xs = axisTaps(width, transform.scale, transform.offsetX + shift, layer.width);
      shifted = shift;
    }
    for (let x = x0; x < x1; x++) {
      const p = row0 + xs.index[x]!;
      const q = row1 + xs.index[x]!;
      const wx = xs.weight[x]!;
      const aTop = (alpha[p]! << 8) + (alpha[p + 1]! - alpha[p]!) * wx;
      const aBottom = (alpha[q]! << 8) + (alpha[q + 1]! - alpha[q]!) * wx;
      const a = ((((aTop << 8) + (aBottom - aTop) * wy + 32768) >> 16) * opacity256) >> 8;
      if (a === 0) continue;
      const o = (y * width + x) * 3;
      const p3 = p * 3;
      const q3 = q * 3;
      // Unrolled over R, G, B like drawOpaque.
      let top = (rgb[p3]! << 8) + (rgb[p3 + 3]! - rgb[p3]!) * wx;
      let bottom = (rgb[q3]! << 8) + (rgb[q3 + 3]! - rgb[q3]!) * wx;
      let value = ((top << 8) + (bottom - top) * wy + 32768) >> 16;
      out[o] = (out[o]! + ((value - out[o]!) * a + 127) / 255) | 0;
      top = (rgb[p3 + 1]! << 8) + (rgb[p3 + 4]! - rgb[p3 + 1]!) * wx;
      bottom = (rgb[q3 + 1]! << 8) + (rgb[q3 + 4]! - rgb[q3 + 1]!) * wx;
      value = ((top << 8) + (bottom - top) * wy + 32768) >> 16;
      out[o + 1] = (out[o + 1]! + ((value - out[o + 1]!) * a + 127) / 255) | 0;
      top = (rgb[p3 + 2]! << 8) + (rgb[p3 + 5]! - rgb[p3 + 2]!) * wx;
      bottom = (rgb[q3 + 2]! << 8) + (rgb[q3 + 5]! - rgb[q3 + 2]!) * wx;
      value = ((top << 8) + (bottom - top) * wy + 32768) >> 16;
      out[o + 2] = (out[o + 2]! + ((value - out[o + 2]!) * a + 127) / 255) | 0;
    }
  }
}
