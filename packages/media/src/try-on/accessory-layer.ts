import sharp from 'sharp';
import type { Point } from '../face/geometry';
import type { ProductCutout } from '../product-photo/compose-product-photo';

/** Where and how large an accessory goes on the person photo. */
export interface AccessoryPlacement {
  /** The point of the product (shares of its trimmed width and height) that lands on `target`. */
  anchor: Point;
  target: Point;
  /** The product's width on the person, pixels. */
  width: number;
  /** Clockwise, degrees: the head's roll. */
  rollDegrees: number;
}

/** A layer at the person photo's size: RGBA, 4 bytes a pixel, transparent where the product is not. */
export interface PersonLayer {
  rgba: Buffer;
  width: number;
  height: number;
}

/**
 * The product scaled, turned with the head and moved so that its anchor lies on the target, drawn on a transparent
 * layer the size of the person photo (parts beyond the photo are cut off).
 */
export async function placeAccessory(
  product: ProductCutout,
  placement: AccessoryPlacement,
  size: { width: number; height: number },
): Promise<PersonLayer> {
  const scale = placement.width / product.width;
  const width = Math.max(1, Math.round(product.width * scale));
  const height = Math.max(1, Math.round(product.height * scale));
  const { data, info } = await sharp(product.rgba, {
    raw: { width: product.width, height: product.height, channels: 4 },
  })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .rotate(placement.rollDegrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // sharp turns about the picture's centre and grows the canvas to hold the turned picture.
  const radians = (placement.rollDegrees * Math.PI) / 180;
  const dx = (placement.anchor.x - 0.5) * width;
  const dy = (placement.anchor.y - 0.5) * height;
  const anchorX = info.width / 2 + dx * Math.cos(radians) - dy * Math.sin(radians);
  const anchorY = info.height / 2 + dx * Math.sin(radians) + dy * Math.cos(radians);
  const left = Math.round(placement.target.x - anchorX);
  const top = Math.round(placement.target.y - anchorY);

  const rgba = Buffer.alloc(size.width * size.height * 4);
  for (let y = Math.max(0, -top); y < info.height && y + top < size.height; y++) {
    const from = Math.max(0, -left);
    const to = Math.min(info.width, size.width - left);
    if (to <= from) break;
    data.copy(rgba, ((y + top) * size.width + left + from) * 4, (y * info.width + from) * 4, (y * info.width + to) * 4);
  }
  return { rgba, width: size.width, height: size.height };
}

/**
 * A soft shadow of the layer: its silhouette moved down by `offset` pixels, blurred, dark at `opacity`, as light
 * from above casts an accessory's shadow on the skin.
 */
export async function softShadow(layer: PersonLayer, offset: number, blur: number, opacity: number): Promise<Buffer> {
  const { width, height } = layer;
  const alpha = Buffer.alloc(width * height);
  const shift = Math.round(offset);
  for (let y = shift; y < height; y++) {
    for (let x = 0; x < width; x++)
      alpha[y * width + x] = Math.round(layer.rgba[((y - shift) * width + x) * 4 + 3]! * opacity);
  }
  const blurred = await sharp(alpha, { raw: { width, height, channels: 1 } })
    .blur(Math.max(0.3, blur))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba[i * 4 + 3] = blurred[i]!;
  return rgba;
}

/** The layers drawn over the person photo, in order, as a PNG. */
export function composeOver(person: Buffer, layers: PersonLayer[]): Promise<Buffer> {
  return sharp(person)
    .composite(
      layers.map((layer) => ({ input: layer.rgba, raw: { width: layer.width, height: layer.height, channels: 4 } })),
    )
    .png({ compressionLevel: 1 })
    .toBuffer();
}
