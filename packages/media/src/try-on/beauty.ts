import sharp from 'sharp';
import type { DetectedFace } from '../face/detector';
import type { Point } from '../face/geometry';
import { LEFT_EYE, LIPS, RIGHT_EYE, SILHOUETTE } from '../face/landmarks';
import { paintBeautyInThread } from './beauty-thread';
import { productLayer } from './product-layer';

/** Skin smoothing: the blur's radius (share of the face width) and how much of it replaces the skin. */
const SMOOTH_SIGMA = 0.012;
const SMOOTH_STRENGTH = 0.7;
/** Differences from the blurred skin beyond this (0-255) are edges (pores stay smoothed, wrinkles and moles less). */
const SMOOTH_EDGE = 28;
/** How strongly the product colour covers the lips, and the blush the cheeks at their centres. */
const LIP_STRENGTH = 0.6;
const BLUSH_STRENGTH = 0.15;
/** Blush spreads this far round each cheek's centre (share of the face width). */
const BLUSH_RADIUS = 0.16;
/** Mesh points at the middle of each cheek. */
const CHEEKS = [50, 280] as const;
/** Masks are feathered over this share of the face width. */
const FEATHER = 0.01;

function polygon(points: Point[], fill: string): string {
  return `<polygon points="${points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="${fill}"/>`;
}

async function mask(width: number, height: number, shapes: string, feather: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="black"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).blur(Math.max(0.3, feather)).extractChannel(0).raw().toBuffer();
}

/**
 * A beauty look on the face (docs/ai-model.md): the skin smoothed inside the face outline (eyes and lips left sharp),
 * the product's colour laid on the lips keeping their shading, and a soft blush of it on the cheeks.
 */
export async function applyBeautyLook(person: Buffer, face: DetectedFace, product: Buffer): Promise<Buffer> {
  const [productCutout, { data: rgb, info }] = await Promise.all([
    productLayer(product),
    sharp(person).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
  ]);
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
  const blushRadius = BLUSH_RADIUS * faceWidth;
  // Only the face's box (grown by the blush) is touched: the rest of the photo stays as it was.
  const grow = blushRadius;
  const painted = await paintBeautyInThread({
    rgb,
    skin,
    lips,
    blurred,
    width,
    region: {
      x0: Math.max(0, Math.floor(face.box.x - grow)),
      x1: Math.min(width, Math.ceil(face.box.x + face.box.width + grow)),
      y0: Math.max(0, Math.floor(face.box.y - grow)),
      y1: Math.min(height, Math.ceil(face.box.y + face.box.height + grow)),
    },
    cheeks: pick(CHEEKS),
    blushRadius,
    product: productCutout.rgba,
    look: {
      smoothStrength: SMOOTH_STRENGTH,
      smoothEdge: SMOOTH_EDGE,
      lipStrength: LIP_STRENGTH,
      blushStrength: BLUSH_STRENGTH,
    },
  });
  return sharp(painted, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
