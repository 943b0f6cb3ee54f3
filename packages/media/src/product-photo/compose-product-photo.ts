import sharp, { type OverlayOptions } from 'sharp';
import { hasSubject, subjectBox } from '../cutout/compose-cutout';
import { cutOut, type Cutout } from '../cutout/cut-out';
import { placeProduct, type ProductPlacement, type ProductShape } from './place-product';
import { pickProductScenes, PRODUCT_SCENES, type ProductSceneName } from './product-scenes';
import { composeVariantsInThread } from './compose-variants-thread';
import { castShadow, contactShadow, reflection } from './product-shadows';
import { relightProduct, wrapLight, type Rgb } from './relight';
import { renderProductScene } from './render-product-scene';

export interface ProductPhotoRequest {
  /** One to three photos of the product (JPEG, PNG or WEBP). */
  references: Buffer[];
  /** What the pictures should show; its keywords (English, Chinese, Portuguese) choose the scenes. */
  prompt: string;
  /** How many pictures (variants), 4 unless asked. */
  count?: number;
  width?: number;
  height?: number;
  /** The same seed gives the same scenes and placements. */
  seed?: number;
  signal?: AbortSignal;
  /** The share of the work done, 0 to 1. */
  onProgress?: (share: number) => void;
}

export interface ProductPhoto {
  body: Buffer;
  mimeType: 'image/jpeg';
  ext: 'jpg';
  width: number;
  height: number;
  scene: ProductSceneName;
  /** Where the product stands in the picture. */
  placement: ProductPlacement;
}

/** None of the reference photos has a subject the cutout could find. */
export class NoProductFoundError extends Error {
  constructor() {
    super('No product was found in the photos: try one where the product stands out from the background');
    this.name = 'NoProductFoundError';
  }
}

/** A product cut out of its photo and trimmed to its box: RGBA, 4 bytes a pixel. */
export interface ProductCutout extends ProductShape {
  rgba: Buffer;
  /** Where the trimmed picture's top-left corner was in the photo. */
  origin: { left: number; top: number };
}

export const DEFAULT_PRODUCT_PHOTO = { count: 4, width: 1024, height: 1024 } as const;
const MAX_COUNT = 10;
const MIN_SIDE = 64;
const MAX_SIDE = 2048;
/** The cutout's faint halo (the old background seen through a soft edge) is dropped, the edge kept as soft. */
const ALPHA_FLOOR = 24;
const ALPHA_CEILING = 232;
/** The trimmed picture keeps this share of its size around the solid box, for the soft edge. */
const TRIM_MARGIN = 0.01;
/** Share of the scene's light wrapped over the product's outline, and that outline's width (share of its height). */
const LIGHT_WRAP = 0.45;
const LIGHT_WRAP_WIDTH = 0.012;
/** The floor at the base is in the product's shadow: no light wraps over its lowest part (share of its height). */
const LIGHT_WRAP_BASE_FADE = 0.12;
const JPEG_QUALITY = 90;
const CONTACT_SHADOW_OPACITY = 0.7;
/** The cutouts take about this share of a request's time (one model run each), the pictures the rest. */
const CUTOUT_SHARE = 0.6;

/**
 * The product of a cutout, trimmed to its box with a small margin, its faint halo dropped; null when the cutout found
 * nothing.
 */
export function trimProduct(cutout: Cutout): ProductCutout | null {
  if (!hasSubject(cutout)) return null;
  const box = subjectBox(cutout.alpha, cutout.width, cutout.height);
  if (!box) return null;
  const margin = Math.max(2, Math.round(TRIM_MARGIN * Math.max(box.right - box.left, box.bottom - box.top)));
  const left = Math.max(0, box.left - margin);
  const top = Math.max(0, box.top - margin);
  const width = Math.min(cutout.width, box.right + margin + 1) - left;
  const height = Math.min(cutout.height, box.bottom + margin + 1) - top;
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const source = (y + top) * cutout.width + x + left;
      const target = (y * width + x) * 4;
      rgba[target] = cutout.rgb[source * 3]!;
      rgba[target + 1] = cutout.rgb[source * 3 + 1]!;
      rgba[target + 2] = cutout.rgb[source * 3 + 2]!;
      const a = (cutout.alpha[source]! - ALPHA_FLOOR) / (ALPHA_CEILING - ALPHA_FLOOR);
      rgba[target + 3] = Math.round(Math.min(1, Math.max(0, a)) * 255);
    }
  }
  return { rgba, width, height, solidTop: box.top - top, base: box.bottom - top, origin: { left, top } };
}

/** The average colour of a scene, from a sparse sample of its pixels. */
function averageColour(rgb: Buffer): Rgb {
  const sum: Rgb = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < rgb.length; i += 3 * 61) {
    sum[0] += rgb[i]!;
    sum[1] += rgb[i + 1]!;
    sum[2] += rgb[i + 2]!;
    count++;
  }
  return sum.map((value) => value / Math.max(1, count)) as Rgb;
}

export interface ComposedProductVariant {
  photo: ProductPhoto;
  /** The product's alpha as placed, one byte a pixel at the picture's size (shadows and reflection not included). */
  alpha: Buffer;
}

/**
 * One picture: the product stood in a scene (see docs/image-generator.md): scaled to the scene and its perspective,
 * relit toward its light, its edge blended into it, with a contact shadow, a cast shadow under a hard light and a
 * reflection on a glossy surface.
 */
export async function composeProductVariant(
  product: ProductCutout,
  sceneName: ProductSceneName,
  options: { width: number; height: number; variant: number; seed: number },
): Promise<ComposedProductVariant> {
  const { width: W, height: H } = options;
  const scene = PRODUCT_SCENES[sceneName];
  const backdrop = await renderProductScene(sceneName, W, H);
  const place = placeProduct(scene, product, { width: W, height: H }, options.variant, options.seed);
  const visible = Math.min(place.height, H - place.top);
  const placement = { ...place, height: visible };
  const resized = await sharp(product.rgba, { raw: { width: product.width, height: product.height, channels: 4 } })
    .resize(place.width, place.height, { fit: 'fill', kernel: 'lanczos3' })
    .extract({ left: 0, top: 0, width: place.width, height: visible })
    .raw()
    .toBuffer();
  const { width, left, top } = placement;
  relightProduct(resized, width, visible, scene.light, averageColour(backdrop));

  const layerAlpha = Buffer.alloc(width * visible);
  for (let p = 0; p < layerAlpha.length; p++) layerAlpha[p] = resized[p * 4 + 3]!;
  const wrapSigma = Math.max(1, visible * LIGHT_WRAP_WIDTH);
  const [behind, softAlpha] = await Promise.all([
    sharp(backdrop, { raw: { width: W, height: H, channels: 3 } })
      .extract({ left, top, width, height: visible })
      .blur(wrapSigma * 2)
      .raw()
      .toBuffer(),
    sharp(layerAlpha, { raw: { width, height: visible, channels: 1 } })
      .blur(wrapSigma)
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  const baseRow = placement.baseY - top;
  wrapLight(resized, width, softAlpha, behind, LIGHT_WRAP, { baseRow, fadeRows: baseRow * LIGHT_WRAP_BASE_FADE });

  const alpha = Buffer.alloc(W * H);
  for (let y = 0; y < visible; y++) layerAlpha.copy(alpha, (y + top) * W + left, y * width, (y + 1) * width);
  const canvas = { width: W, height: H };
  const [mirror, cast, contact] = await Promise.all([
    reflection(resized, placement, canvas, scene.reflectivity),
    castShadow(layerAlpha, placement, canvas, scene.light),
    contactShadow(layerAlpha, placement, canvas, CONTACT_SHADOW_OPACITY),
  ]);
  const layers: OverlayOptions[] = [];
  if (mirror) layers.push(mirror);
  if (cast) layers.push(cast);
  if (contact) layers.push(contact);
  layers.push({ input: resized, raw: { width, height: visible, channels: 4 }, left, top });
  const body = await sharp(backdrop, { raw: { width: W, height: H, channels: 3 } })
    .composite(layers)
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return {
    photo: { body, mimeType: 'image/jpeg', ext: 'jpg', width: W, height: H, scene: sceneName, placement },
    alpha,
  };
}

function checkedSize(name: string, value: number, low: number, high: number): number {
  if (!Number.isInteger(value) || value < low || value > high) {
    throw new RangeError(`${name} must be a whole number from ${low} to ${high}: ${value}`);
  }
  return value;
}

/**
 * Product photos from a seller's own photos, offline: each reference is cut out once, and each variant stands one of
 * them (in turn) in a scene chosen from the prompt's keywords. Throws NoProductFoundError when no reference shows a
 * product.
 */
export async function composeProductPhotos(request: ProductPhotoRequest): Promise<ProductPhoto[]> {
  const count = checkedSize('count', request.count ?? DEFAULT_PRODUCT_PHOTO.count, 1, MAX_COUNT);
  const width = checkedSize('width', request.width ?? DEFAULT_PRODUCT_PHOTO.width, MIN_SIDE, MAX_SIDE);
  const height = checkedSize('height', request.height ?? DEFAULT_PRODUCT_PHOTO.height, MIN_SIDE, MAX_SIDE);
  if (request.references.length === 0) throw new NoProductFoundError();
  const seed = request.seed ?? 1;
  const products: ProductCutout[] = [];
  for (const [i, reference] of request.references.entries()) {
    request.signal?.throwIfAborted();
    const product = trimProduct(await cutOut(reference));
    if (product) products.push(product);
    request.onProgress?.((CUTOUT_SHARE * (i + 1)) / request.references.length);
  }
  if (products.length === 0) throw new NoProductFoundError();
  const scenes = pickProductScenes(request.prompt, count, seed);
  return composeVariantsInThread(
    { products, scenes, width, height, seed },
    (done) => request.onProgress?.(CUTOUT_SHARE + ((1 - CUTOUT_SHARE) * done) / count),
    request.signal,
  );
}
