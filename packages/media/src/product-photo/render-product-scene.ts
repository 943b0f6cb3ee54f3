import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { seededRandom } from '../lipsync/seeded-random';
import { paintPlane } from './plane-texture';
import { PRODUCT_SCENES, type ProductSceneName } from './product-scenes';
import { SCENE_ART, svgDocument, type Drawing, type PhotoBackdrop, type SceneArt } from './scene-art';

/** Where Debian's mate-backgrounds installs its nature photographs. */
export const MATE_NATURE_DIR = '/usr/share/backgrounds/mate/nature';

/** Frames up to this many pixels get their surface painted at full size. */
const PLANE_FULL_SIZE_PIXELS = 640 * 640;

const raw3 = (width: number, height: number) => ({ raw: { width, height, channels: 3 as const } });

/**
 * Whatever stands behind is out of focus, so it is drawn at half size and blurred there: the same picture as at full
 * size for a fraction of the work.
 */
async function drawnBack(drawing: Drawing, w: number, h: number, blur: number): Promise<Buffer> {
  const halfW = Math.ceil(w / 2);
  const halfH = Math.ceil(h / 2);
  const image = sharp(Buffer.from(svgDocument(halfW, halfH, drawing(halfW, halfH)))).removeAlpha();
  const soft = blur / 2 > 0.4 ? image.blur(blur / 2) : image;
  return sharp(await soft.raw().toBuffer(), raw3(halfW, halfH))
    .resize(w, h, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

async function photoBack(photo: PhotoBackdrop, w: number, h: number, blur: number): Promise<Buffer> {
  const file = path.join(MATE_NATURE_DIR, photo.file);
  if (!existsSync(file)) return drawnBack(photo.fallback, w, h, blur);
  const meta = await sharp(file).metadata();
  const region = {
    left: Math.round(photo.crop.left * meta.width),
    top: Math.round(photo.crop.top * meta.height),
    width: Math.round(photo.crop.width * meta.width),
    height: Math.round(photo.crop.height * meta.height),
  };
  const halfW = Math.ceil(w / 2);
  const halfH = Math.ceil(h / 2);
  const half = await sharp(file)
    .extract(region)
    .resize(halfW, halfH, { fit: 'cover' })
    .blur(Math.max(0.4, blur / 2))
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(half, raw3(halfW, halfH)).resize(w, h, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
}

function backdrop(art: SceneArt, w: number, h: number): Promise<Buffer> {
  const blur = art.backBlur * h;
  return typeof art.back === 'function' ? drawnBack(art.back, w, h, blur) : photoBack(art.back, w, h, blur);
}

/** Adds a fixed fine grain (the same for the same scene and size), as a camera sensor leaves on every photo. */
function addGrain(rgb: Buffer, amount: number, seed: number): void {
  const random = seededRandom(seed);
  // A clamped view: a value past 0-255 saturates instead of wrapping round.
  const pixels = new Uint8ClampedArray(rgb.buffer, rgb.byteOffset, rgb.length);
  for (let i = 0; i < pixels.length; i += 3) {
    const noise = (random() + random() - 1) * amount;
    pixels[i] = pixels[i]! + noise;
    pixels[i + 1] = pixels[i + 1]! + noise;
    pixels[i + 2] = pixels[i + 2]! + noise;
  }
}

/**
 * The textured surface from row `top` down, as a PNG layer. A large frame's surface is painted at half size and
 * scaled up: the shader costs a few dozen operations a pixel, and the sensor grain added later restores the finest detail.
 */
async function plane(art: NonNullable<SceneArt['plane']>, w: number, h: number, horizon: number): Promise<Buffer> {
  const top = Math.round(art.top * h);
  const scale = w * h > PLANE_FULL_SIZE_PIXELS && !art.isFullSize ? 0.5 : 1;
  const pw = Math.ceil(w * scale);
  const ph = Math.ceil(h * scale);
  const ptop = Math.round(top * scale);
  const painted = paintPlane(pw, ph, ptop, horizon * scale, art.shader);
  const featherRows = Math.round((art.feather ?? 0) * ph);
  for (let row = 0; row < featherRows; row++) {
    const fade = (row + 1) / (featherRows + 1);
    for (let x = 0; x < pw; x++) painted[(row * pw + x) * 4 + 3] = painted[(row * pw + x) * 4 + 3]! * fade;
  }
  return sharp(painted, { raw: { width: pw, height: ph - ptop, channels: 4 } })
    .resize(w, h - top, { fit: 'fill', kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function draw(name: ProductSceneName, w: number, h: number): Promise<Buffer> {
  const art = SCENE_ART[name];
  const scene = PRODUCT_SCENES[name];
  const layers: OverlayOptions[] = [];
  if (art.plane) {
    layers.push({
      input: await plane(art.plane, w, h, scene.horizonY * h),
      left: 0,
      top: Math.round(art.plane.top * h),
    });
  }
  if (art.front) layers.push({ input: Buffer.from(svgDocument(w, h, art.front(w, h))) });
  const back = await backdrop(art, w, h);
  const rgb = layers.length ? await sharp(back, raw3(w, h)).composite(layers).removeAlpha().raw().toBuffer() : back;
  addGrain(rgb, art.grain, w * 7919 + h);
  return rgb;
}

const CACHE_LIMIT = 24;
const cache = new Map<string, Promise<Buffer>>();

/**
 * A product scene without a product, RGB, 3 bytes a pixel, at w x h. Drawing one takes a few hundred milliseconds,
 * so the last few drawn are kept (each w x h x 3 bytes, 3 MB at 1024 x 1024); callers must not change the buffer.
 */
export function renderProductScene(name: ProductSceneName, width: number, height: number): Promise<Buffer> {
  const key = `${name}@${width}x${height}`;
  let entry = cache.get(key);
  if (entry) cache.delete(key);
  else {
    entry = draw(name, width, height);
    entry.catch(() => cache.delete(key));
  }
  cache.set(key, entry);
  while (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return entry;
}
