import sharp, { type OverlayOptions } from 'sharp';
import type { ProductPlacement } from './place-product';
import type { SceneLight } from './product-scenes';

/** How far back (up the picture) a cast shadow reaches for each unit it reaches sideways: the floor is foreshortened. */
const SHADOW_DEPTH_RATIO = 0.18;
/** The soft edge of a shadow grows with its distance from the product; the blur is a share of the product's height. */
const SHADOW_BLUR = 0.02;
/** The mirror image on a glossy floor fades out over this share of the product's height. */
const REFLECTION_FADE = 0.45;
const REFLECTION_BLUR = 0.004;

const clip = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The base's footprint is the product's lowest rows, this share of its height. */
const FOOTPRINT_ROWS = 0.07;
/** The dark core right under the base and the wider, fainter occlusion around it, shares of the product's height. */
const CONTACT_CORE = 0.02;
const CONTACT_SPREAD = 0.07;

/**
 * The contact shadow: where the product touches the floor the floor gets no light at all, and a little around it
 * only some. Drawn from the product's footprint (its lowest rows), not its whole silhouette, so a kettle's handle or
 * a bottle's shoulders throw nothing on the floor beneath them. A black layer with soft alpha for the canvas.
 */
export async function contactShadow(
  alpha: Buffer,
  placement: ProductPlacement,
  canvas: { width: number; height: number },
  opacity: number,
): Promise<OverlayOptions | null> {
  const { left, top, width, height, baseY } = placement;
  const tall = Math.max(1, baseY - top);
  const baseRow = baseY - top;
  const footRows = Math.max(2, Math.round(tall * FOOTPRINT_ROWS));
  const footprint = new Float32Array(width);
  for (let row = Math.max(0, baseRow - footRows); row <= Math.min(height - 1, baseRow); row++) {
    for (let x = 0; x < width; x++) footprint[x] = Math.max(footprint[x]!, alpha[row * width + x]! / 255);
  }
  const core = Math.max(1.5, tall * CONTACT_CORE);
  const spread = Math.max(3, tall * CONTACT_SPREAD);
  const margin = Math.ceil(spread * 2.5);
  const regionLeft = clip(left - margin, 0, canvas.width - 1);
  const regionRight = clip(left + width + margin, regionLeft + 1, canvas.width);
  const regionTop = clip(Math.round(baseY - spread), 0, canvas.height - 1);
  const regionBottom = clip(Math.round(baseY + margin), regionTop + 1, canvas.height);
  const rw = regionRight - regionLeft;
  const rh = regionBottom - regionTop;
  const tight = Buffer.alloc(rw * rh);
  const wide = Buffer.alloc(rw * rh);
  for (let y = regionTop; y < regionBottom; y++) {
    const dy = y - baseY;
    const inCore = dy >= -core * 2 && dy <= core * 0.5;
    const inSpread = dy >= -spread * 0.5 && dy <= spread * 0.4;
    for (let x = regionLeft; x < regionRight; x++) {
      const f = footprint[x - left] ?? 0;
      if (f === 0) continue;
      const i = (y - regionTop) * rw + x - regionLeft;
      if (inCore) tight[i] = 255 * f;
      if (inSpread) wide[i] = 255 * f;
    }
  }
  const [tightSoft, wideSoft] = await Promise.all([
    sharp(tight, { raw: { width: rw, height: rh, channels: 1 } })
      .blur(core)
      .extractChannel(0)
      .raw()
      .toBuffer(),
    sharp(wide, { raw: { width: rw, height: rh, channels: 1 } })
      .blur(spread * 0.6)
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  const mask = Buffer.alloc(rw * rh);
  for (let i = 0; i < mask.length; i++) {
    mask[i] = Math.min(255, (tightSoft[i]! * 0.75 + wideSoft[i]! * 0.35) * opacity);
  }
  return blackLayer(mask, rw, rh, regionLeft, regionTop);
}

async function blackLayer(
  mask: Buffer,
  width: number,
  height: number,
  left: number,
  top: number,
): Promise<OverlayOptions> {
  const layer = await sharp(Buffer.alloc(width * height * 3), { raw: { width, height, channels: 3 } })
    .joinChannel(mask, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { input: layer, left, top };
}

/**
 * The shadow a hard key light (sun, spot) casts on the floor: the product's silhouette laid down on the floor away
 * from the light, foreshortened, soft and fading with distance. `alpha` is the placed product's alpha (one byte a
 * pixel, placement size). Returned as a black layer with soft alpha for the canvas, or null when nothing shows.
 */
export async function castShadow(
  alpha: Buffer,
  placement: ProductPlacement,
  canvas: { width: number; height: number },
  light: SceneLight,
): Promise<OverlayOptions | null> {
  const cast = light.castShadow;
  if (!cast) return null;
  const { left, top, width, height, baseY } = placement;
  const tall = Math.max(1, baseY - top);
  const sideways = -Math.sign(light.from.x || 1) * cast.length * Math.max(0.3, Math.abs(light.from.x));
  const back = Math.max(0.06, cast.length * SHADOW_DEPTH_RATIO);
  const reachX = Math.ceil(Math.abs(sideways) * tall);
  const reachY = Math.ceil(back * tall);
  const margin = Math.ceil(tall * SHADOW_BLUR * 3) + 2;
  const regionLeft = clip(left - reachX - margin, 0, canvas.width - 1);
  const regionRight = clip(left + width + reachX + margin, regionLeft + 1, canvas.width);
  const regionTop = clip(baseY - reachY - margin, 0, canvas.height - 1);
  const regionBottom = clip(baseY + margin, regionTop + 1, canvas.height);
  const rw = regionRight - regionLeft;
  const rh = regionBottom - regionTop;
  const mask = Buffer.alloc(rw * rh);
  // Each floor point maps back to the product point whose shadow falls there: height above the base h casts its
  // shadow h * back up the picture and h * sideways across.
  for (let y = regionTop; y <= Math.min(baseY, regionBottom - 1); y++) {
    const above = (baseY - y) / back;
    const sourceY = Math.round(baseY - above - top);
    if (sourceY < 0 || sourceY >= height) continue;
    const fade = 1 - 0.65 * (above / tall);
    const shiftX = above * sideways;
    for (let x = regionLeft; x < regionRight; x++) {
      const sourceX = Math.round(x - shiftX - left);
      if (sourceX < 0 || sourceX >= width) continue;
      mask[(y - regionTop) * rw + x - regionLeft] = alpha[sourceY * width + sourceX]! * fade * cast.opacity;
    }
  }
  const soft = await sharp(mask, { raw: { width: rw, height: rh, channels: 1 } })
    .blur(Math.max(0.8, tall * SHADOW_BLUR))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return blackLayer(soft, rw, rh, regionLeft, regionTop);
}

/**
 * The product mirrored in a glossy floor: flipped about its base, fading out below it and slightly soft, at the
 * floor's `reflectivity`. `rgba` is the placed (relit) product, 4 bytes a pixel at placement size.
 */
export async function reflection(
  rgba: Buffer,
  placement: ProductPlacement,
  canvas: { width: number; height: number },
  reflectivity: number,
): Promise<OverlayOptions | null> {
  const { left, top, width, height, baseY } = placement;
  // The flipped picture's base row lands one row below the product's own.
  const mirrorTop = 2 * baseY - top - height + 2;
  const fadeRows = Math.max(2, Math.round((baseY - top) * REFLECTION_FADE));
  const visibleRows = Math.min(height, canvas.height - mirrorTop);
  if (reflectivity <= 0 || visibleRows <= 0) return null;
  const flipped = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .flip()
    .blur(Math.max(0.6, (baseY - top) * REFLECTION_BLUR))
    .raw()
    .toBuffer();
  const baseInFlipped = height - 1 - (baseY - top);
  for (let row = 0; row < height; row++) {
    const below = row - baseInFlipped;
    const strength = below < 0 ? 0 : reflectivity * Math.pow(Math.max(0, 1 - below / fadeRows), 1.6);
    for (let x = 0; x < width; x++) {
      const i = (row * width + x) * 4 + 3;
      flipped[i] = flipped[i]! * strength;
    }
  }
  const rowsFrom = Math.max(0, -mirrorTop);
  const rows = visibleRows - rowsFrom;
  if (rows <= 0) return null;
  const layer = await sharp(flipped, { raw: { width, height, channels: 4 } })
    .extract({ left: 0, top: rowsFrom, width, height: rows })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { input: layer, left, top: mirrorTop + rowsFrom };
}
