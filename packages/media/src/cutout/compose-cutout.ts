import sharp, { type OverlayOptions } from 'sharp';
import type { Cutout } from './cut-out';
import { renderScene, type SceneName } from './scenes';

export type CutoutBackdrop =
  | { type: 'transparent' }
  | { type: 'colour'; colour: string }
  | { type: 'scene'; scene: SceneName }
  | { type: 'image'; image: Buffer };

export interface ComposedImage {
  body: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
  width: number;
  height: number;
}

/** A cutout with less than this share of foreground pixels found nothing to keep. */
const MIN_SUBJECT_SHARE = 0.005;

export function hasSubject(cutout: Pick<Cutout, 'alpha'>): boolean {
  let solid = 0;
  for (const value of cutout.alpha) if (value >= 128) solid++;
  return solid >= cutout.alpha.length * MIN_SUBJECT_SHARE;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function subjectBox(alpha: Buffer, width: number, height: number): Box | null {
  let box: Box | null = null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (alpha[y * width + x]! < 128) continue;
      if (!box) box = { left: x, top: y, right: x, bottom: y };
      else {
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.bottom = y;
      }
    }
  }
  return box;
}

/**
 * A soft contact shadow: the subject's own silhouette squashed flat under its base and blurred, so it
 * darkens the floor where the subject stands and fades outward, as a studio light from above casts it.
 */
async function contactShadow(alpha: Buffer, width: number, height: number): Promise<Buffer | null> {
  const box = subjectBox(alpha, width, height);
  if (!box) return null;
  const subjectHeight = box.bottom - box.top + 1;
  const subjectWidth = box.right - box.left + 1;
  const flatHeight = Math.max(2, Math.round(subjectHeight * 0.08));
  const flat = await sharp(alpha, { raw: { width, height, channels: 1 } })
    .extract({ left: 0, top: box.top, width, height: subjectHeight })
    .resize(width, flatHeight, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const mask = Buffer.alloc(width * height);
  const top = Math.round(box.bottom - flatHeight * 0.6);
  for (let y = 0; y < flatHeight; y++) {
    const row = top + y;
    if (row < 0 || row >= height) continue;
    flat.copy(mask, row * width, y * width, (y + 1) * width);
  }
  const sigma = Math.max(1.5, subjectWidth * 0.025);
  const soft = await sharp(mask, { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .linear(0.55, 0)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return sharp(Buffer.alloc(width * height * 3), { raw: { width, height, channels: 3 } })
    .joinChannel(soft, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

async function backdropImage(backdrop: CutoutBackdrop, width: number, height: number): Promise<Buffer | null> {
  switch (backdrop.type) {
    case 'transparent':
      return null;
    case 'colour':
      return sharp({ create: { width, height, channels: 3, background: backdrop.colour } })
        .png()
        .toBuffer();
    case 'scene':
      return renderScene(backdrop.scene, width, height);
    case 'image':
      return sharp(backdrop.image).rotate().resize(width, height, { fit: 'cover' }).removeAlpha().png().toBuffer();
  }
}

/**
 * The transparent cutout PNG placed on a backdrop at its own size, with a contact shadow when asked. On a
 * transparent backdrop the result stays a PNG (the shadow kept as soft alpha); on any other it is a JPEG.
 */
export async function composeCutout(
  cutoutPng: Buffer,
  backdrop: CutoutBackdrop,
  options: { shadow: boolean },
): Promise<ComposedImage> {
  const { data: alpha, info } = await sharp(cutoutPng)
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const layers: OverlayOptions[] = [];
  const shadow = options.shadow ? await contactShadow(alpha, width, height) : null;
  if (shadow) layers.push({ input: shadow });
  layers.push({ input: cutoutPng });
  const base = await backdropImage(backdrop, width, height);
  const canvas = base
    ? sharp(base)
    : sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  const composed = canvas.composite(layers);
  if (!base) return { body: await composed.png().toBuffer(), mimeType: 'image/png', ext: 'png', width, height };
  return {
    body: await composed.jpeg({ quality: 92, mozjpeg: true }).toBuffer(),
    mimeType: 'image/jpeg',
    ext: 'jpg',
    width,
    height,
  };
}
