import type { Point } from './geometry';
import type { RgbImage } from './rgb-image';
import { sampleBilinear } from './triangle-warp';

export type Rgb = readonly [number, number, number];

/** Median of each channel over the points: robust to a stray highlight, freckle or lash. */
export function sampleColour(image: RgbImage, points: readonly Point[]): Rgb {
  const pixel = new Uint8Array(3);
  const channels: [number[], number[], number[]] = [[], [], []];
  for (const p of points) {
    sampleBilinear(image, p.x, p.y, pixel, 0);
    channels.forEach((values, c) => values.push(pixel[c] as number));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}

/** Rec. 601 luma, 0-255. */
export function luma([r, g, b]: Rgb): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export function scaleColour([r, g, b]: Rgb, factor: number): Rgb {
  return [r * factor, g * factor, b * factor];
}

export function mixColour(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Blends colour over the pixel at offset with the given opacity. */
export function blendPixel(data: Uint8Array, offset: number, colour: Rgb, opacity: number): void {
  for (let c = 0; c < 3; c++) {
    const under = data[offset + c] as number;
    const value = Math.round(under + ((colour[c] as number) - under) * opacity);
    data[offset + c] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
}
