import { join } from 'node:path';
import sharp from 'sharp';
import type { Cutout } from '../../cutout/cut-out';

/** Debian's tuxpaint-stamps-default (GPL-2+), as in the cutout's tests (cutout/test/composites.ts). */
const STAMPS_DIR = '/usr/share/tuxpaint/stamps';

/**
 * A tuxpaint photo stamp as if cut out perfectly: its own pixels and hand-cut alpha, with no model run, for the
 * tests that are about placing, lighting and shadowing a product rather than finding it.
 */
export async function stampCutout(stamp: string, height = 400): Promise<Cutout> {
  const { data, info } = await sharp(join(STAMPS_DIR, stamp))
    .ensureAlpha()
    .resize({ height, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const rgb = Buffer.alloc(pixels * 3);
  const alpha = Buffer.alloc(pixels);
  for (let i = 0; i < pixels; i++) {
    rgb[i * 3] = data[i * 4]!;
    rgb[i * 3 + 1] = data[i * 4 + 1]!;
    rgb[i * 3 + 2] = data[i * 4 + 2]!;
    alpha[i] = data[i * 4 + 3]!;
  }
  return { width: info.width, height: info.height, rgb, alpha };
}

/** CIE L*a*b* (D65) of an sRGB colour, 0-255 a channel. */
export function lab([r, g, b]: readonly number[]): [number, number, number] {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  };
  const [lr, lg, lb] = [linear(r!), linear(g!), linear(b!)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

export function deltaE(a: readonly number[], b: readonly number[]): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}
