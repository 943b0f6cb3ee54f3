import type { Box } from '../avatar/rig';
import type { RgbImage } from '../face/rgb-image';

/**
 * One decoded frame as ffmpeg's planar 4:2:0 (Y plane, then U and V at half size each way). The swap keeps frames in
 * this form from decoder to encoder: a pixel that is not repainted is handed back byte for byte, so frames and parts
 * of frames without a swapped face are exactly the plain re-encode's.
 */
export interface YuvFrame {
  width: number;
  height: number;
  data: Buffer;
}

export function yuvFrameBytes(width: number, height: number): number {
  return width * height + 2 * (width / 2) * (height / 2);
}

// BT.601 with limited range, ffmpeg's default for untagged video; the same matrix both ways, so a pixel read and
// written back unchanged keeps its bytes up to rounding, and only pixels under the face mask are written at all.
const Y_SCALE = 1.164;

function planes(frame: YuvFrame): { y: number; u: number; v: number; chromaWidth: number } {
  const chromaWidth = frame.width / 2;
  const u = frame.width * frame.height;
  return { y: 0, u, v: u + chromaWidth * (frame.height / 2), chromaWidth };
}

function clampByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : (value + 0.5) | 0;
}

/** The pixels of an even-aligned box of the frame as RGB. */
export function yuvBoxToRgb(frame: YuvFrame, box: Box): RgbImage {
  const { u, v, chromaWidth } = planes(frame);
  const src = frame.data;
  const out = Buffer.alloc(box.width * box.height * 3);
  for (let row = 0; row < box.height; row++) {
    const y = box.y + row;
    const lumaRow = y * frame.width;
    const chromaRow = (y >> 1) * chromaWidth;
    let o = row * box.width * 3;
    for (let col = 0; col < box.width; col++, o += 3) {
      const x = box.x + col;
      const c = chromaRow + (x >> 1);
      const luma = Y_SCALE * ((src[lumaRow + x] as number) - 16);
      const cb = (src[u + c] as number) - 128;
      const cr = (src[v + c] as number) - 128;
      out[o] = clampByte(luma + 1.596 * cr);
      out[o + 1] = clampByte(luma - 0.392 * cb - 0.813 * cr);
      out[o + 2] = clampByte(luma + 2.017 * cb);
    }
  }
  return { width: box.width, height: box.height, data: out };
}

/**
 * The whole frame as RGB at 1 / `shrink` of its size (1 or 2): the face mesh is fitted on this. Halving averages
 * each 2 x 2 block of luma, which is where the chroma samples already are.
 */
export function yuvToRgb(frame: YuvFrame, shrink: 1 | 2): RgbImage {
  if (shrink === 1) return yuvBoxToRgb(frame, { x: 0, y: 0, width: frame.width, height: frame.height });
  const { u, v, chromaWidth } = planes(frame);
  const width = frame.width / 2;
  const height = frame.height / 2;
  const src = frame.data;
  const out = Buffer.alloc(width * height * 3);
  let o = 0;
  for (let row = 0; row < height; row++) {
    const top = 2 * row * frame.width;
    const bottom = top + frame.width;
    for (let col = 0; col < width; col++, o += 3) {
      const x = 2 * col;
      const sum =
        (src[top + x] as number) +
        (src[top + x + 1] as number) +
        (src[bottom + x] as number) +
        (src[bottom + x + 1] as number);
      const luma = Y_SCALE * (sum / 4 - 16);
      const c = row * chromaWidth + col;
      const cb = (src[u + c] as number) - 128;
      const cr = (src[v + c] as number) - 128;
      out[o] = clampByte(luma + 1.596 * cr);
      out[o + 1] = clampByte(luma - 0.392 * cb - 0.813 * cr);
      out[o + 2] = clampByte(luma + 2.017 * cb);
    }
  }
  return { width, height, data: out };
}

/**
 * Lays `rgb` (the size of the even-aligned box) over the frame: its brightness with per-pixel opacity `alpha`, its
 * colour with `chromaAlpha` (at most `alpha`). Pixels of opacity 0 keep their bytes; a chroma sample mixes its four
 * pixels' colours by their colour opacities.
 */
export function blendRgbIntoYuv(
  frame: YuvFrame,
  box: Box,
  rgb: RgbImage,
  alpha: Float32Array,
  chromaAlpha: Float32Array,
): void {
  const { u, v, chromaWidth } = planes(frame);
  const out = frame.data;
  const px = rgb.data;
  const w = box.width;
  for (let row = 0; row < box.height; row++) {
    const lumaRow = (box.y + row) * frame.width + box.x;
    for (let col = 0; col < w; col++) {
      const a = alpha[row * w + col] as number;
      if (a <= 0) continue;
      const o = (row * w + col) * 3;
      const luma = 16 + 0.257 * (px[o] as number) + 0.504 * (px[o + 1] as number) + 0.098 * (px[o + 2] as number);
      const under = out[lumaRow + col] as number;
      out[lumaRow + col] = clampByte(under + (luma - under) * a);
    }
  }
  for (let row = 0; row < box.height; row += 2) {
    const chromaRow = ((box.y + row) >> 1) * chromaWidth + (box.x >> 1);
    for (let col = 0; col < w; col += 2) {
      let weight = 0;
      let cb = 0;
      let cr = 0;
      for (let k = 0; k < 4; k++) {
        const i = (row + (k >> 1)) * w + col + (k & 1);
        const a = chromaAlpha[i] as number;
        if (a <= 0) continue;
        const o = i * 3;
        const r = px[o] as number;
        const g = px[o + 1] as number;
        const b = px[o + 2] as number;
        weight += a;
        cb += a * (128 - 0.148 * r - 0.291 * g + 0.439 * b);
        cr += a * (128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
      if (weight <= 0) continue;
      const share = weight / 4;
      const c = chromaRow + (col >> 1);
      const underU = out[u + c] as number;
      const underV = out[v + c] as number;
      out[u + c] = clampByte(underU + (cb / weight - underU) * share);
      out[v + c] = clampByte(underV + (cr / weight - underV) * share);
    }
  }
}
