import type { SceneLight } from './product-scenes';

export type Rgb = [number, number, number];

const luminance = ([r, g, b]: readonly number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;

/**
 * The colour of a black body at `kelvin` (Tanner Helland's fit to the CIE data, 1000-40000 K), as channel gains
 * relative to daylight (6500 K) with the brightness kept: 3000 K gives about (1.3, 0.95, 0.6), a warm lamp.
 */
export function kelvinGains(kelvin: number): Rgb {
  const raw = (k: number): Rgb => {
    const t = Math.min(400, Math.max(10, k / 100));
    const r = t <= 66 ? 255 : 329.698727446 * Math.pow(t - 60, -0.1332047592);
    const g = t <= 66 ? 99.4708025861 * Math.log(t) - 161.1195681661 : 288.1221695283 * Math.pow(t - 60, -0.0755148492);
    const b = t >= 66 ? 255 : t <= 19 ? 0 : 138.5177312231 * Math.log(t - 10) - 305.0447927307;
    return [r, g, b].map((v) => Math.min(255, Math.max(1, v))) as Rgb;
  };
  const colour = raw(kelvin);
  const daylight = raw(6500);
  const gains = colour.map((v, i) => v / daylight[i]!) as Rgb;
  const level = luminance(gains);
  return gains.map((v) => v / level) as Rgb;
}

/** How much of the scene's own colour (light bounced off the walls and floor) the product takes on. */
const AMBIENT_SHARE = 0.1;
/** The brightest and darkest a side of the product gets from the directional light, as a share. */
const DIRECTIONAL_SWING = 0.12;
/** Bounds on the ambient colour's gains, so a saturated scene (neon) tints without recolouring. */
const AMBIENT_GAIN_RANGE: [number, number] = [0.75, 1.3];

/**
 * Relights a product (RGBA, 4 bytes a pixel, in place) toward a scene: its colours move `light.strength` of the way
 * toward the light's colour temperature and a little toward the scene's average colour (`ambient`), its brightness
 * to the scene's exposure, and a gentle gradient brightens the side facing the light and darkens the far side. The
 * changes are small by design: the product must stay the product the seller photographed.
 */
export function relightProduct(rgba: Buffer, width: number, height: number, light: SceneLight, ambient: Rgb): void {
  const kelvin = kelvinGains(light.kelvin);
  const ambientLevel = Math.max(1, luminance(ambient));
  const gains = kelvin.map((gain, i) => {
    const bounce = Math.min(AMBIENT_GAIN_RANGE[1], Math.max(AMBIENT_GAIN_RANGE[0], ambient[i]! / ambientLevel));
    return (1 + (gain - 1) * light.strength) * (1 + (bounce - 1) * AMBIENT_SHARE) * light.exposure;
  });
  const norm = Math.hypot(light.from.x, light.from.y) || 1;
  const lx = light.from.x / norm;
  const ly = light.from.y / norm;
  const pixels = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length);
  for (let y = 0; y < height; y++) {
    const v = y / Math.max(1, height - 1) - 0.5;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (pixels[i + 3] === 0) continue;
      const u = x / Math.max(1, width - 1) - 0.5;
      const shade = 1 + DIRECTIONAL_SWING * 2 * (u * lx + v * ly);
      pixels[i] = pixels[i]! * gains[0]! * shade;
      pixels[i + 1] = pixels[i + 1]! * gains[1]! * shade;
      pixels[i + 2] = pixels[i + 2]! * gains[2]! * shade;
    }
  }
}

/**
 * Blends the scene into the product's outline ("light wrap"): light from the (blurred) backdrop spills a little over
 * the product's edges, as it does in a real photo, so the outline does not look cut with scissors. `softAlpha` is the
 * product's alpha blurred; `backdrop` the blurred scene behind the product, RGB at the product's size. Near the base
 * the floor is in the product's own shadow and spills nothing: the wrap fades out over `fadeRows` above `baseRow`.
 */
export function wrapLight(
  rgba: Buffer,
  width: number,
  softAlpha: Buffer,
  backdrop: Buffer,
  share: number,
  floor: { baseRow: number; fadeRows: number },
): void {
  const pixels = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length);
  for (let p = 0, i = 0; p < softAlpha.length; p++, i += 4) {
    if (pixels[i + 3] === 0) continue;
    const row = Math.floor(p / width);
    const lit = Math.min(1, Math.max(0, (floor.baseRow - row) / Math.max(1, floor.fadeRows)));
    const wrap = share * lit * (1 - softAlpha[p]! / 255);
    if (wrap <= 0) continue;
    pixels[i] = pixels[i]! + (backdrop[p * 3]! - pixels[i]!) * wrap;
    pixels[i + 1] = pixels[i + 1]! + (backdrop[p * 3 + 1]! - pixels[i + 1]!) * wrap;
    pixels[i + 2] = pixels[i + 2]! + (backdrop[p * 3 + 2]! - pixels[i + 2]!) * wrap;
  }
}
