import { type Point, smoothstep } from '../face/geometry';

type Rgb = [number, number, number];

/** Everything the per-pixel part of a beauty look needs, as plain data a thread can be given. */
export interface BeautyPaintJob {
  /** The person photo, 3 bytes a pixel; painted in place. */
  rgb: Uint8Array;
  /** Masks of the skin (eyes and lips cut out) and of the lips, one byte a pixel, feathered. */
  skin: Uint8Array;
  lips: Uint8Array;
  /** The photo blurred at the skin-smoothing radius. */
  blurred: Uint8Array;
  width: number;
  /** The pixels that may change: the face's box grown by the blush. */
  region: { x0: number; x1: number; y0: number; y1: number };
  /** The middle of each cheek, and how far the blush spreads round it. */
  cheeks: Point[];
  blushRadius: number;
  /** The cut-out product, RGBA: its colour is what the look lays on. */
  product: Uint8Array;
  look: { smoothStrength: number; smoothEdge: number; lipStrength: number; blushStrength: number };
}

/** Product pixels less opaque than this are its cut-out edge, not its colour. */
const OPAQUE = 200;

function luminance(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** The product's colour: the mean of the most saturated quarter of its opaque pixels (a lipstick's, a blush's). */
export function productColour(rgba: Uint8Array): Rgb {
  const pixels: { rgb: Rgb; saturation: number }[] = [];
  for (let i = 0; i < rgba.length >> 2; i++) {
    if (rgba[i * 4 + 3]! < OPAQUE) continue;
    const rgb: Rgb = [rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!];
    pixels.push({ rgb, saturation: Math.max(...rgb) - Math.min(...rgb) });
  }
  pixels.sort((a, b) => b.saturation - a.saturation);
  const top = pixels.slice(0, Math.max(1, pixels.length >> 2));
  return [0, 1, 2].map((c) => top.reduce((sum, p) => sum + p.rgb[c]!, 0) / Math.max(1, top.length)) as Rgb;
}

/**
 * The skin smoothed where it is skin and not an edge, the product's colour blushed on the cheeks and laid on the
 * lips keeping their shading. Returns the painted photo (the job's own buffer).
 */
export function paintBeauty(job: BeautyPaintJob): Uint8Array {
  const { rgb, skin, lips, blurred, width, region, blushRadius, look } = job;
  const colour = productColour(job.product);
  const lipShade = luminance(...colour);
  const [right, left] = job.cheeks as [Point, Point];
  for (let y = region.y0; y < region.y1; y++) {
    for (let x = region.x0; x < region.x1; x++) {
      const i = y * width + x;
      const skinShare = skin[i]! / 255;
      const lipShare = lips[i]! / 255;
      if (skinShare === 0 && lipShare === 0) continue;
      const r = rgb[i * 3]!;
      const g = rgb[i * 3 + 1]!;
      const b = rgb[i * 3 + 2]!;
      const difference =
        (Math.abs(blurred[i * 3]! - r) + Math.abs(blurred[i * 3 + 1]! - g) + Math.abs(blurred[i * 3 + 2]! - b)) / 3;
      const smooth = skinShare * look.smoothStrength * (1 - smoothstep(difference / look.smoothEdge));
      const nearest = Math.min(Math.hypot(x - right.x, y - right.y), Math.hypot(x - left.x, y - left.y));
      const blush = skinShare * look.blushStrength * (1 - smoothstep(nearest / blushRadius));
      // The lips keep their own light and shade: the colour is scaled by how bright each lip pixel is.
      const shade = luminance(r, g, b) / Math.max(1, lipShade);
      const lip = lipShare * look.lipStrength;
      const original: Rgb = [r, g, b];
      for (let c = 0; c < 3; c++) {
        let value = original[c]! + (blurred[i * 3 + c]! - original[c]!) * smooth;
        value += (colour[c]! - value) * blush;
        value += (Math.min(255, colour[c]! * shade) - value) * lip;
        rgb[i * 3 + c] = Math.round(Math.min(255, Math.max(0, value)));
      }
    }
  }
  return rgb;
}
