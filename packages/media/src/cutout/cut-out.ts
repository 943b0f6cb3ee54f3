import sharp from 'sharp';
import { boxMean, guidedFilter } from './guided-filter';
import { MODEL_SIZE, predictForeground, type SegmentationModelName } from './segmentation-model';

export interface Cutout {
  width: number;
  height: number;
  /** The photo as the user sees it (turned upright), 3 bytes a pixel. */
  rgb: Buffer;
  /** How much of each pixel is foreground, 0-255, one byte a pixel. */
  alpha: Buffer;
}

export interface CutOutOptions {
  model?: SegmentationModelName;
}

/**
 * The model sees the photo at 1024 px. A photo much larger than that gets its matte scaled up, soft and
 * blocky at hair and fur; only then is it refined along the photo's own edges. At or below the model's size
 * the model's matte is kept as it is: on the tuning composites refining it there made edges worse.
 */
const REFINE_ABOVE_SIDE = MODEL_SIZE * 1.25;
/** The matte is refined at up to this many pixels on the longer side, which bounds its memory on 4000 px. */
const REFINE_MAX_SIDE = 2048;
/** Guided-filter window (scaled with the photo) and regularisation (docs/cutout.md). */
const REFINE_RADIUS_PER_1024 = 4;
const REFINE_EPSILON = 1e-3;
/** Window means of the coarse mask beyond these are solid background or foreground and keep the model's value. */
const SOLID_LOW = 0.01;
const SOLID_HIGH = 0.99;

/** Separates the subject of a photo (person, product, animal) from its background. */
export async function cutOut(image: Buffer, options: CutOutOptions = {}): Promise<Cutout> {
  const { data: rgb, info } = await sharp(image).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const modelInput = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(MODEL_SIZE, MODEL_SIZE, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const probability = await predictForeground(modelInput, options.model ?? 'medium');
  const coarse = Buffer.alloc(MODEL_SIZE * MODEL_SIZE);
  for (let i = 0; i < coarse.length; i++) coarse[i] = Math.round(Math.min(1, Math.max(0, probability[i]!)) * 255);

  const alpha =
    Math.max(width, height) > REFINE_ABOVE_SIDE
      ? await refinedMatte(rgb, coarse, width, height)
      : await sharp(coarse, { raw: { width: MODEL_SIZE, height: MODEL_SIZE, channels: 1 } })
          .resize(width, height, { fit: 'fill', kernel: 'cubic' })
          .extractChannel(0)
          .raw()
          .toBuffer();
  return { width, height, rgb, alpha };
}

/** The model's matte scaled up to a large photo and refined along its edges (at most REFINE_MAX_SIDE). */
async function refinedMatte(rgb: Buffer, coarse: Buffer, width: number, height: number): Promise<Buffer> {
  const scale = Math.min(1, REFINE_MAX_SIDE / Math.max(width, height));
  const refineWidth = Math.max(1, Math.round(width * scale));
  const refineHeight = Math.max(1, Math.round(height * scale));
  // sharp turns one-channel raw input into sRGB: each mask pipeline ends in extractChannel(0) to stay one byte a pixel.
  const [coarseAtRefine, guideAtRefine] = await Promise.all([
    sharp(coarse, { raw: { width: MODEL_SIZE, height: MODEL_SIZE, channels: 1 } })
      .resize(refineWidth, refineHeight, { fit: 'fill', kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer(),
    sharp(rgb, { raw: { width, height, channels: 3 } })
      .resize(refineWidth, refineHeight, { fit: 'fill' })
      .greyscale()
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  const refined = refineMatte(guideAtRefine, coarseAtRefine, refineWidth, refineHeight);
  if (scale === 1) return refined;
  return sharp(refined, { raw: { width: refineWidth, height: refineHeight, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/** The coarse mask refined along the photo's edges inside the border band, untouched elsewhere. */
function refineMatte(guideBytes: Buffer, maskBytes: Buffer, width: number, height: number): Buffer {
  const size = width * height;
  const guide = new Float32Array(size);
  const mask = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    guide[i] = guideBytes[i]! / 255;
    mask[i] = maskBytes[i]! / 255;
  }
  const radius = Math.max(2, Math.round((REFINE_RADIUS_PER_1024 * Math.max(width, height)) / 1024));
  const filtered = guidedFilter(guide, mask, width, height, radius, REFINE_EPSILON);
  const around = boxMean(mask, width, height, radius);
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i++) {
    const inBand = around[i]! > SOLID_LOW && around[i]! < SOLID_HIGH;
    const value = inBand ? filtered[i]! : mask[i]!;
    out[i] = Math.round(Math.min(1, Math.max(0, value)) * 255);
  }
  return out;
}

/** The cutout as a transparent PNG at the photo's size. */
export function cutoutPng(cutout: Cutout): Promise<Buffer> {
  return sharp(cutout.rgb, { raw: { width: cutout.width, height: cutout.height, channels: 3 } })
    .joinChannel(cutout.alpha, { raw: { width: cutout.width, height: cutout.height, channels: 1 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
