import { seededRandom } from '../lipsync/seeded-random';
import type { ProductScene } from './product-scenes';

/** Where a product stands in a picture: its (trimmed) layer's box and the row its base rests on, in pixels. */
export interface ProductPlacement {
  left: number;
  top: number;
  width: number;
  height: number;
  baseY: number;
}

/** The product's trimmed picture: its size, and its base and top rows (the solid part, soft edges around it). */
export interface ProductShape {
  width: number;
  height: number;
  solidTop: number;
  base: number;
}

/** A product never spreads wider than this share of the frame, nor starts above this share of its height. */
const MAX_WIDTH_SHARE = 0.62;
const MIN_TOP_SHARE = 0.05;
/** Variants differ in size by up to this share, so four pictures of one product do not look stamped. */
const SIZE_VARIATION = 0.08;

/**
 * Stands a product on a scene's floor. Its base rests on the contact line (moved a little per variant), and its size
 * follows the perspective: standing further back, nearer the horizon, it is drawn smaller in proportion to its
 * distance below the horizon, as a camera would see it. The same scene, variant and seed always give the same place.
 */
export function placeProduct(
  scene: ProductScene,
  shape: ProductShape,
  canvas: { width: number; height: number },
  variant: number,
  seed: number,
): ProductPlacement {
  const random = seededRandom((seed * 7919 + variant * 104_729 + Math.round(scene.contactY * 1e4)) >>> 0);
  const W = canvas.width;
  const H = canvas.height;
  const contact = (scene.contactY + (random() * 2 - 1) * scene.yJitter) * H;
  const horizon = scene.horizonY * H;
  const depth = (contact - horizon) / ((scene.contactY - scene.horizonY) * H);
  const sizeVariation = 1 + (random() * 2 - 1) * SIZE_VARIATION;
  const solidHeight = Math.max(1, shape.base - shape.solidTop + 1);
  let scale = (scene.productHeight * H * depth * sizeVariation) / solidHeight;
  scale = Math.min(scale, (MAX_WIDTH_SHARE * W) / shape.width, (contact - MIN_TOP_SHARE * H) / solidHeight);
  const width = Math.max(1, Math.round(shape.width * scale));
  const height = Math.max(1, Math.round(shape.height * scale));
  const baseOffset = Math.round((shape.base + 0.5) * scale - 0.5);
  const centre = (scene.x + (random() * 2 - 1) * scene.xJitter) * W;
  const left = Math.round(Math.min(W - width, Math.max(0, centre - width / 2)));
  const top = Math.round(Math.max(0, contact - baseOffset));
  return { left, top, width, height, baseY: top + baseOffset };
}
