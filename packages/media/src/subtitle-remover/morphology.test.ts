import { describe, expect, it } from 'vitest';
import { maxFilter, minFilter } from './morphology';

/** The window's extreme measured pixel by pixel: what the fast filters must equal. */
function bruteForce(src: Uint8Array, width: number, height: number, radius: number, isMax: boolean): Uint8Array {
  const out = new Uint8Array(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let value = isMax ? 0 : 255;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy < 0 || yy >= height || xx < 0 || xx >= width) continue;
          const v = src[yy * width + xx]!;
          value = isMax ? Math.max(value, v) : Math.min(value, v);
        }
      }
      out[y * width + x] = value;
    }
  }
  return out;
}

describe('min and max filters', () => {
  it('equal a pixel-by-pixel window search for every radius, at the edges too', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
    for (const [width, height] of [
      [37, 23],
      [16, 9],
    ] as const) {
      const src = Uint8Array.from({ length: width * height }, random);
      for (const radius of [1, 2, 3, 5, 8]) {
        expect(maxFilter(src, width, height, radius)).toEqual(bruteForce(src, width, height, radius, true));
        expect(minFilter(src, width, height, radius)).toEqual(bruteForce(src, width, height, radius, false));
      }
    }
  });
});
