import type { EraseBox } from './subtitle-remover-engine';

/** A rectangle in picture pixels with even sides and corners, so it covers whole yuv420p chroma samples. */
export interface Region {
  kind: EraseBox['kind'];
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A region's pixels cut from a yuv420p frame: luma at full size, each chroma plane at half size, and `small`, the
 * luma averaged over each 2 x 2 block. Text is found and backgrounds compared on `small`, a quarter of the work; a
 * block is also the unit a chroma sample covers, so masks are kept per block.
 */
export interface RegionPixels {
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
  small: Uint8Array;
}

/**
 * The boxes as regions of a width x height picture: clipped to the picture and shrunk to even edges (a pixel at
 * most on each side), because a chroma sample half outside the box would change pixels outside it. Boxes left
 * empty are dropped.
 */
export function boxRegions(boxes: EraseBox[], width: number, height: number): Region[] {
  const even = (value: number, up: boolean) => 2 * (up ? Math.ceil(value / 2) : Math.floor(value / 2));
  return boxes.flatMap((box) => {
    const x0 = even(Math.max(0, Math.min(box.ltX, box.rbX)), true);
    const y0 = even(Math.max(0, Math.min(box.ltY, box.rbY)), true);
    const x1 = even(Math.min(width, Math.max(box.ltX, box.rbX)), false);
    const y1 = even(Math.min(height, Math.max(box.ltY, box.rbY)), false);
    return x1 - x0 >= 4 && y1 - y0 >= 4 ? [{ kind: box.kind, x: x0, y: y0, width: x1 - x0, height: y1 - y0 }] : [];
  });
}

export function frameBytes(width: number, height: number): number {
  return width * height + 2 * (width / 2) * (height / 2);
}

export function cutRegion(frame: Uint8Array, width: number, height: number, region: Region): RegionPixels {
  const { x, y, width: w, height: h } = region;
  const luma = new Uint8Array(w * h);
  for (let row = 0; row < h; row++) {
    const from = (y + row) * width + x;
    luma.set(frame.subarray(from, from + w), row * w);
  }
  const [u, v] = [0, 1].map((plane) => {
    const base = width * height + (plane * width * height) / 4;
    const half = new Uint8Array((w / 2) * (h / 2));
    for (let row = 0; row < h / 2; row++) {
      const from = base + (y / 2 + row) * (width / 2) + x / 2;
      half.set(frame.subarray(from, from + w / 2), (row * w) / 2);
    }
    return half;
  }) as [Uint8Array, Uint8Array];
  return { y: luma, u, v, small: halfLuma(luma, w, h) };
}

function halfLuma(luma: Uint8Array, width: number, height: number): Uint8Array {
  const half = width / 2;
  const small = new Uint8Array(half * (height / 2));
  for (let by = 0; by < height / 2; by++) {
    const top = 2 * by * width;
    for (let bx = 0; bx < half; bx++) {
      const i = top + 2 * bx;
      small[by * half + bx] = (luma[i]! + luma[i + 1]! + luma[i + width]! + luma[i + width + 1]! + 2) >> 2;
    }
  }
  return small;
}

/** Writes the region's pixels back into the frame in the 2 x 2 blocks `blocks` marks, only there. */
export function pasteRegion(
  frame: Uint8Array,
  width: number,
  height: number,
  region: Region,
  pixels: RegionPixels,
  blocks: Uint8Array,
): void {
  const { x, y, width: w, height: h } = region;
  const chromaBase = width * height;
  const planeSize = (width * height) / 4;
  const bw = w / 2;
  for (let by = 0; by < h / 2; by++) {
    for (let bx = 0; bx < bw; bx++) {
      const c = by * bw + bx;
      if (!blocks[c]) continue;
      const i = 2 * by * w + 2 * bx;
      const at = (y + 2 * by) * width + x + 2 * bx;
      frame[at] = pixels.y[i]!;
      frame[at + 1] = pixels.y[i + 1]!;
      frame[at + width] = pixels.y[i + w]!;
      frame[at + width + 1] = pixels.y[i + w + 1]!;
      const chroma = chromaBase + (y / 2 + by) * (width / 2) + x / 2 + bx;
      frame[chroma] = pixels.u[c]!;
      frame[chroma + planeSize] = pixels.v[c]!;
    }
  }
}
