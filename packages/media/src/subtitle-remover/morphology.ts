/**
 * Grey-level minimum and maximum filters over a square window, by van Herk / Gil-Werman: a few comparisons a pixel
 * whatever the window, so text strokes are measured at 720p in milliseconds. Images are row-major, one byte a
 * pixel. Both passes run along rows (the vertical one a whole row at a time), which keeps memory access in order.
 */

/** The largest (or smallest) value within `radius` pixels along each row, then along each column. */
export function maxFilter(src: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return verticalPass(horizontalPass(src, width, height, radius, true), width, height, radius, true);
}

export function minFilter(src: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return verticalPass(horizontalPass(src, width, height, radius, false), width, height, radius, false);
}

function horizontalPass(src: Uint8Array, width: number, height: number, radius: number, isMax: boolean): Uint8Array {
  const out = new Uint8Array(src.length);
  if (radius <= 0) {
    out.set(src);
    return out;
  }
  const size = 2 * radius + 1;
  const forward = new Uint8Array(width);
  const backward = new Uint8Array(width);
  // Comparisons are made on values flipped for a minimum (255 - v), so one maximum loop serves both.
  const flip = isMax ? 0 : 255;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let value = 0;
    for (let x = 0, k = 0; x < width; x++, k++) {
      const v = src[row + x]! ^ flip;
      if (k === size) k = 0;
      value = k === 0 || v > value ? v : value;
      forward[x] = value;
    }
    const lastBlockEnd = width - 1;
    for (let x = lastBlockEnd; x >= 0; x--) {
      const v = src[row + x]! ^ flip;
      value = x === lastBlockEnd || (x + 1) % size === 0 || v > value ? v : value;
      backward[x] = value;
    }
    for (let x = 0; x < width; x++) {
      const lo = x - radius;
      const hi = x + radius;
      let best: number;
      if (lo >= 0 && hi < width) {
        const a = backward[lo]!;
        const b = forward[hi]!;
        best = a > b ? a : b;
      } else {
        // Near the ends the window is cut short and spans no whole block: measured directly.
        best = 0;
        const last = hi < width ? hi : width - 1;
        for (let j = lo > 0 ? lo : 0; j <= last; j++) {
          const v = src[row + j]! ^ flip;
          if (v > best) best = v;
        }
      }
      out[row + x] = best ^ flip;
    }
  }
  return out;
}

function verticalPass(src: Uint8Array, width: number, height: number, radius: number, isMax: boolean): Uint8Array {
  const out = new Uint8Array(src.length);
  if (radius <= 0) {
    out.set(src);
    return out;
  }
  const size = 2 * radius + 1;
  const forward = new Uint8Array(src.length);
  const backward = new Uint8Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    if (y % size === 0) forward.set(src.subarray(row, row + width), row);
    else combineRows(forward, row, src, row, forward, row - width, width, isMax);
  }
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width;
    if (y === height - 1 || (y + 1) % size === 0) backward.set(src.subarray(row, row + width), row);
    else combineRows(backward, row, src, row, backward, row + width, width, isMax);
  }
  for (let y = 0; y < height; y++) {
    const lo = y - radius;
    const hi = y + radius;
    const row = y * width;
    if (lo >= 0 && hi < height) {
      combineRows(out, row, backward, lo * width, forward, hi * width, width, isMax);
      continue;
    }
    const first = Math.max(0, lo);
    out.set(src.subarray(first * width, first * width + width), row);
    for (let k = first + 1; k <= Math.min(height - 1, hi); k++)
      combineRows(out, row, out, row, src, k * width, width, isMax);
  }
  return out;
}

/** out[o + x] = extreme(a[ia + x], b[ib + x]) along one row. */
function combineRows(
  out: Uint8Array,
  o: number,
  a: Uint8Array,
  ia: number,
  b: Uint8Array,
  ib: number,
  width: number,
  isMax: boolean,
): void {
  if (isMax) {
    for (let x = 0; x < width; x++) {
      const p = a[ia + x]!;
      const q = b[ib + x]!;
      out[o + x] = p > q ? p : q;
    }
  } else {
    for (let x = 0; x < width; x++) {
      const p = a[ia + x]!;
      const q = b[ib + x]!;
      out[o + x] = p < q ? p : q;
    }
  }
}

/** A binary mask (0 or 1) grown by `radius` pixels in every direction (a square window). */
export function dilateMask(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return maxFilter(mask, width, height, radius);
}
