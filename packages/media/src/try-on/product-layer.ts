import sharp from 'sharp';
import { cutOut, type Cutout } from '../cutout/cut-out';
import { trimProduct, type ProductCutout } from '../product-photo/compose-product-photo';
import { NoTryOnProductError } from './try-on-engine';

/** A product is worn at face size: more pixels than this only slow the cutout down. */
const PRODUCT_MAX_SIDE = 1024;
/** A PNG or WEBP with at least this share of transparent pixels is taken as already cut out. */
const CUT_OUT_SHARE = 0.02;
/** Inside the product, pixels this close (RGB distance) to the photo's backdrop are see-through (glasses lenses). */
const SEE_THROUGH_DISTANCE = 40;
/** What a see-through pixel keeps of its opacity: a faint tint, as clear lenses have. */
const SEE_THROUGH_ALPHA = 0.12;

interface Decoded {
  rgb: Buffer;
  alpha: Buffer;
  width: number;
  height: number;
}

async function decode(photo: Buffer): Promise<Decoded> {
  const { data, info } = await sharp(photo, { autoOrient: true })
    .resize(PRODUCT_MAX_SIDE, PRODUCT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .toColourspace('srgb')
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
  return { rgb, alpha, width: info.width, height: info.height };
}

function transparentShare(alpha: Buffer): number {
  let clear = 0;
  for (const value of alpha) if (value < 128) clear++;
  return clear / Math.max(1, alpha.length);
}

/** The median colour of the photo's outermost pixels: the backdrop the product was shot on. */
function borderColour({ rgb, width, height }: Decoded): [number, number, number] {
  const samples: [number[], number[], number[]] = [[], [], []];
  const take = (x: number, y: number) => {
    for (let c = 0; c < 3; c++) samples[c]!.push(rgb[(y * width + x) * 3 + c]!);
  };
  for (let x = 0; x < width; x++) {
    take(x, 0);
    take(x, height - 1);
  }
  for (let y = 0; y < height; y++) {
    take(0, y);
    take(width - 1, y);
  }
  return samples.map((values) => values.sort((a, b) => a - b)[values.length >> 1] ?? 255) as [number, number, number];
}

/** Clear lenses show the backdrop of the product photo: they are made see-through, the frame kept. */
function seeThroughBackdrop(cutout: Cutout, backdrop: [number, number, number]): void {
  for (let i = 0; i < cutout.alpha.length; i++) {
    const d = Math.hypot(
      cutout.rgb[i * 3]! - backdrop[0],
      cutout.rgb[i * 3 + 1]! - backdrop[1],
      cutout.rgb[i * 3 + 2]! - backdrop[2],
    );
    if (d < SEE_THROUGH_DISTANCE) cutout.alpha[i] = Math.round(cutout.alpha[i]! * SEE_THROUGH_ALPHA);
  }
}

export interface ProductLayerOptions {
  /** Parts of the product that show the photo's backdrop are see-through (glasses lenses). */
  seeThrough?: boolean;
}

/**
 * The product of a photo cut out and trimmed to its box (RGBA). A transparent PNG or WEBP keeps its own alpha;
 * anything else goes through the cutout model (packages/media/src/cutout).
 */
export async function productLayer(photo: Buffer, options: ProductLayerOptions = {}): Promise<ProductCutout> {
  const decoded = await decode(photo);
  let cutout: Cutout;
  if (transparentShare(decoded.alpha) >= CUT_OUT_SHARE) {
    cutout = decoded;
  } else {
    const flat = await sharp(decoded.rgb, { raw: { width: decoded.width, height: decoded.height, channels: 3 } })
      .png()
      .toBuffer();
    cutout = await cutOut(flat);
    if (options.seeThrough) seeThroughBackdrop(cutout, borderColour(decoded));
  }
  const product = trimProduct(cutout);
  if (!product) throw new NoTryOnProductError();
  return product;
}
