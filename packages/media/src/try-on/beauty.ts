import sharp from 'sharp';
import type { DetectedFace } from '../face/detector';
import { type Point, smoothstep } from '../face/geometry';
import { LEFT_EYE, LIPS, RIGHT_EYE, SILHOUETTE } from '../face/landmarks';
import { productLayer } from './product-layer';

type Rgb = [number, number, number];

/** Skin smoothing: the blur's radius (share of the face width) and how much of it replaces the skin. */
const SMOOTH_SIGMA = 0.012;
const SMOOTH_STRENGTH = 0.7;
/** Differences from the blurred skin beyond this (0-255) are edges (pores stay smoothed, wrinkles and moles less). */
const SMOOTH_EDGE = 28;
/** How strongly the product colour covers the lips, and the blush the cheeks at their centres. */
const LIP_STRENGTH = 0.6;
const BLUSH_STRENGTH = 0.22;
/** Blush spreads this far round each cheek's centre (share of the face width). */
const BLUSH_RADIUS = 0.16;
/** Mesh points at the middle of each cheek. */
const CHEEKS = [50, 280] as const;
/** Masks are feathered over this share of the face width. */
const FEATHER = 0.01;

/** The product's colour: the mean of the most saturated quarter of its opaque pixels (a lipstick's, a blush's). */
async function productColour(photo: Buffer): Promise<Rgb> {
  const product = await productLayer(photo);
  const pixels: { rgb: Rgb; saturation: number }[] = [];
  for (let i = 0; i < product.width * product.height; i++) {
    if (product.rgba[i * 4 + 3]! < 200) continue;
    const rgb: Rgb = [product.rgba[i * 4]!, product.rgba[i * 4 + 1]!, product.rgba[i * 4 + 2]!];
    pixels.push({ rgb, saturation: Math.max(...rgb) - Math.min(...rgb) });
  }
  pixels.sort((a, b) => b.saturation - a.saturation);
  const top = pixels.slice(0, Math.max(1, pixels.length >> 2));
  return [0, 1, 2].map((c) => top.reduce((sum, p) => sum + p.rgb[c]!, 0) / top.length) as Rgb;
}

function polygon(points: Point[], fill: string): string {
  return `<polygon points="${points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="${fill}"/>`;
}

async function mask(width: number, height: number, shapes: string, feather: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="black"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).blur(Math.max(0.3, feather)).extractChannel(0).raw().toBuffer();
}

function luminance(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/**
 * A beauty look on the face (docs/ai-model.md): the skin smoothed inside the face outline (eyes and lips left sharp),
 * the product's colour laid on the lips keeping their shading, and a soft blush of it on the cheeks.
 */
export async function applyBeautyLook(person: Buffer, face: DetectedFace, product: Buffer): Promise<Buffer> {
  const colour = await productColour(product);
  const { data: rgb, info } = await sharp(person).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const pick = (indices: readonly number[]) => indices.map((index) => face.mesh[index]!);
  const faceWidth = face.box.width;
  const feather = FEATHER * faceWidth;
  const lipsOuter = [...pick(LIPS.upperOuter), ...pick(LIPS.lowerOuter).reverse()];
  const lipsInner = [...pick(LIPS.upperInner), ...pick(LIPS.lowerInner).reverse()];
  const eye = (contours: typeof RIGHT_EYE) => [...pick(contours.upperLid), ...pick(contours.lowerLid).reverse()];
  const [skin, lips, blurred] = await Promise.all([
    mask(
      width,
      height,
      polygon(pick(SILHOUETTE), 'white') +
        polygon(lipsOuter, 'black') +
        polygon(eye(RIGHT_EYE), 'black') +
        polygon(eye(LEFT_EYE), 'black'),
      feather,
    ),
    mask(width, height, polygon(lipsOuter, 'white') + polygon(lipsInner, 'black'), feather / 2),
    sharp(rgb, { raw: { width, height, channels: 3 } })
      .blur(Math.max(0.3, SMOOTH_SIGMA * faceWidth))
      .raw()
      .toBuffer(),
  ]);
  const lipShade = luminance(...colour);
  const cheeks = pick(CHEEKS);
  const blushRadius = BLUSH_RADIUS * faceWidth;
  // Only the face's box (grown by the blush) is touched: the rest of the photo stays as it was.
  const grow = blushRadius;
  const x0 = Math.max(0, Math.floor(face.box.x - grow));
  const x1 = Math.min(width, Math.ceil(face.box.x + face.box.width + grow));
  const y0 = Math.max(0, Math.floor(face.box.y - grow));
  const y1 = Math.min(height, Math.ceil(face.box.y + face.box.height + grow));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * width + x;
      const skinShare = skin[i]! / 255;
      const lipShare = lips[i]! / 255;
      if (skinShare === 0 && lipShare === 0) continue;
      const r = rgb[i * 3]!;
      const g = rgb[i * 3 + 1]!;
      const b = rgb[i * 3 + 2]!;
      const difference =
        (Math.abs(blurred[i * 3]! - r) + Math.abs(blurred[i * 3 + 1]! - g) + Math.abs(blurred[i * 3 + 2]! - b)) / 3;
      const smooth = skinShare * SMOOTH_STRENGTH * (1 - smoothstep(difference / SMOOTH_EDGE));
      const [right, left] = cheeks as [Point, Point];
      const nearest = Math.min(Math.hypot(x - right.x, y - right.y), Math.hypot(x - left.x, y - left.y));
      const blush = skinShare * BLUSH_STRENGTH * (1 - smoothstep(nearest / blushRadius));
      // The lips keep their own light and shade: the colour is scaled by how bright each lip pixel is.
      const shade = luminance(r, g, b) / Math.max(1, lipShade);
      const lip = lipShare * LIP_STRENGTH;
      const original: Rgb = [r, g, b];
      for (let c = 0; c < 3; c++) {
        let value = original[c]! + (blurred[i * 3 + c]! - original[c]!) * smooth;
        value += (colour[c]! - value) * blush;
        value += (Math.min(255, colour[c]! * shade) - value) * lip;
        rgb[i * 3 + c] = Math.round(Math.min(255, Math.max(0, value)));
      }
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
