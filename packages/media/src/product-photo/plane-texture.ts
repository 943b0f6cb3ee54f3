import { seededRandom } from '../lipsync/seeded-random';

/** Smooth 2-D value noise in [0, 1] over a 256 x 256 lattice that repeats (far larger than any surface drawn). */
export function valueNoise(seed: number): (x: number, y: number) => number {
  const random = seededRandom(seed);
  const lattice = new Float32Array(256 * 256);
  for (let i = 0; i < lattice.length; i++) lattice[i] = random();
  return (x, y) => {
    const xf = Math.floor(x);
    const yf = Math.floor(y);
    const tx = x - xf;
    const ty = y - yf;
    const sx = tx * tx * (3 - 2 * tx);
    const sy = ty * ty * (3 - 2 * ty);
    const x0 = xf & 255;
    const y0 = (yf & 255) << 8;
    const x1 = (xf + 1) & 255;
    const y1 = ((yf + 1) & 255) << 8;
    const top = lattice[y0 + x0]! + (lattice[y0 + x1]! - lattice[y0 + x0]!) * sx;
    const bottom = lattice[y1 + x0]! + (lattice[y1 + x1]! - lattice[y1 + x0]!) * sx;
    return top + (bottom - top) * sy;
  };
}

/**
 * Fractal noise: octaves of value noise, each twice as fine and half as strong. Octaves finer than `footprint` (the
 * size of one pixel in the same units) are left out, so a surface far away does not shimmer with detail it cannot show.
 */
export function fractalNoise(seed: number, octaves: number): (x: number, y: number, footprint?: number) => number {
  const noise = valueNoise(seed);
  return (x, y, footprint = 0) => {
    let sum = 0;
    let weight = 0;
    let amplitude = 1;
    let frequency = 1;
    for (let octave = 0; octave < octaves; octave++) {
      // An octave finer than the pixels fades to its mean instead of aliasing into speckle.
      const detail = 1 - smoothstep(0.3, 0.7, frequency * footprint);
      if (detail <= 0 && octave > 0) break;
      sum += (0.5 + (noise(x * frequency + octave * 17.3, y * frequency + octave * 31.7) - 0.5) * detail) * amplitude;
      weight += amplitude;
      amplitude /= 2;
      frequency *= 2;
    }
    return sum / weight;
  };
}

/** Red, green, blue and alpha, 0-255, written by a surface's shader. */
export type Rgba = [number, number, number, number];

/**
 * A flat surface (table, counter, sand) seen in perspective, from row `top` to the bottom of a w x h frame whose eye
 * level is row `horizon`. The shader is asked for each pixel's colour at its place on the surface: `x` across (0 under
 * the frame's centre) and `z` into the depth, both in units of the camera's height above the surface, with the size of
 * one pixel there (`footprint`, its extent into the depth, the longer side), so a texture shrinks and fades toward the back as a real one does. RGBA, 4 bytes a
 * pixel, w x (h - top).
 */
export function paintPlane(
  w: number,
  h: number,
  top: number,
  horizon: number,
  shader: (x: number, z: number, footprint: number, out: Rgba) => void,
): Buffer {
  const rows = h - top;
  const out = Buffer.alloc(w * rows * 4);
  // A clamped view: a colour past 0-255 saturates instead of wrapping round.
  const pixels = new Uint8ClampedArray(out.buffer, out.byteOffset, out.length);
  const colour: Rgba = [0, 0, 0, 0];
  // The camera's focal length in pixels: the frame height, a normal lens.
  const focal = h;
  for (let row = 0; row < rows; row++) {
    const below = Math.max(1, top + row - horizon);
    const z = focal / below;
    // One pixel spans 1 / below across and z / below into the depth: the larger decides the detail kept.
    const footprint = z / below;
    for (let column = 0; column < w; column++) {
      shader((column - w / 2) / below, z, footprint, colour);
      const i = (row * w + column) * 4;
      pixels[i] = colour[0];
      pixels[i + 1] = colour[1];
      pixels[i + 2] = colour[2];
      pixels[i + 3] = colour[3];
    }
  }
  return out;
}

export function mix(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** A colour between two, `t` from 0 (first) to 1 (second). */
export function mixColour(out: Rgba, a: readonly number[], b: readonly number[], t: number, alpha = 255): void {
  out[0] = a[0]! + (b[0]! - a[0]!) * t;
  out[1] = a[1]! + (b[1]! - a[1]!) * t;
  out[2] = a[2]! + (b[2]! - a[2]!) * t;
  out[3] = alpha;
}
