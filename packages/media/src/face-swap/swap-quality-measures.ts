import { detectFacesIn } from '../face/detector';
import type { Point } from '../face/geometry';
import type { RgbImage } from '../face/rgb-image';
import { rawFrames } from '../video-translate/raw-frames';
import { descriptorSimilarity, detectDescribedFaces } from './analyse-detect';
import { faceMask } from './face-mask';
import { boxBlur } from './face-mask-raster';
import { headPose, toHeadFrame } from './landmark-smooth';

/** Measures of a swapped video's quality, shared by the quality tests and the benchmark. */

/** Every frame of a video as RGB at its own size. */
export async function videoFrames(path: string, width: number, height: number): Promise<RgbImage[]> {
  const frames: RgbImage[] = [];
  const args = ['-i', path, '-map', '0:v:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'];
  for await (const data of rawFrames(args, width * height * 3)) frames.push({ width, height, data });
  return frames;
}

/** The largest face's 468-point mesh, fitted afresh (no carried boxes), or null. */
export async function meshOf(frame: RgbImage): Promise<Point[] | null> {
  const [face] = await detectFacesIn({ pixels: frame, width: frame.width, height: frame.height }, { iris: false });
  return face ? face.mesh.slice(0, 468) : null;
}

/** The face-recognition descriptor (Human's faceres embedding) of the largest face, or null. */
export async function descriptorOf(frame: RgbImage): Promise<number[] | null> {
  const [face] = await detectDescribedFaces(
    { pixels: frame, width: frame.width, height: frame.height },
    { describe: true },
  );
  return face?.descriptor.length ? face.descriptor : null;
}

export { descriptorSimilarity };

/**
 * Frame-to-frame landmark motion with the head's motion taken out: each mesh in its head's own frame (centred,
 * unrotated, in units of the head's size, the same similarity the smoother uses), then the mean distance each
 * point moves from one frame to the next, averaged over the consecutive pairs. Mouth movement counts too, which is
 * the same in the input and a good swap; trembling adds to it.
 */
export function landmarkJitter(meshes: readonly (Point[] | null)[]): number {
  let total = 0;
  let pairs = 0;
  for (let n = 1; n < meshes.length; n++) {
    const a = meshes[n - 1];
    const b = meshes[n];
    if (!a || !b) continue;
    const la = toHeadFrame(a, headPose(a));
    const lb = toHeadFrame(b, headPose(b));
    let sum = 0;
    for (let i = 0; i < la.length; i += 2) {
      sum += Math.hypot((la[i] as number) - (lb[i] as number), (la[i + 1] as number) - (lb[i + 1] as number));
    }
    total += sum / (la.length / 2);
    pairs += 1;
  }
  return pairs > 0 ? total / pairs : 0;
}

/** Pixels on either side of the blend's edge, compared: a band this wide, just inside the opaque part and just outside. */
const BAND = 3;
const SECTORS = 24;

/**
 * The colour step across the edge of the swap's mask (built from `mesh`, the target's): in each of 24 sectors
 * around the face, the CIE76 Lab difference between the mean colour of a thin band just inside the fully swapped
 * area and a thin band just outside the untouched area; the mean over sectors. On an untouched frame the same
 * measure is the colour change that was there already (skin to skin, skin to hair).
 */
export function seamDeltaE(frame: RgbImage, mesh: readonly Point[]): number {
  const { width, height } = frame;
  const mask = faceMask(mesh, width, height);
  const inside = band(mask, width, height, (m) => m >= 0.98);
  const outside = band(mask, width, height, (m) => m <= 0.02);
  const centre = mesh[1] as Point;
  const sums = Array.from({ length: 2 * SECTORS }, () => [0, 0, 0, 0]);
  for (let i = 0; i < mask.length; i++) {
    const which = inside[i] ? 0 : outside[i] ? 1 : -1;
    if (which < 0) continue;
    const x = i % width;
    const y = (i / width) | 0;
    const sector = Math.floor(((Math.atan2(y - centre.y, x - centre.x) + Math.PI) / (2 * Math.PI)) * SECTORS) % SECTORS;
    const lab = toLab(frame.data[i * 3] as number, frame.data[i * 3 + 1] as number, frame.data[i * 3 + 2] as number);
    const sum = sums[2 * sector + which] as number[];
    sum[0] = (sum[0] as number) + lab[0];
    sum[1] = (sum[1] as number) + lab[1];
    sum[2] = (sum[2] as number) + lab[2];
    sum[3] = (sum[3] as number) + 1;
  }
  let total = 0;
  let counted = 0;
  for (let s = 0; s < SECTORS; s++) {
    const a = sums[2 * s] as number[];
    const b = sums[2 * s + 1] as number[];
    if ((a[3] as number) < 10 || (b[3] as number) < 10) continue;
    const mean = (v: number[], k: number) => (v[k] as number) / (v[3] as number);
    total += Math.hypot(mean(a, 0) - mean(b, 0), mean(a, 1) - mean(b, 1), mean(a, 2) - mean(b, 2));
    counted += 1;
  }
  return counted > 0 ? total / counted : 0;
}

/** Pixels of the region `inRegion` within BAND pixels of its edge. */
function band(mask: Float32Array, width: number, height: number, inRegion: (m: number) => boolean): Uint8Array {
  const region = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) region[i] = inRegion(mask[i] as number) ? 1 : 0;
  const spread = Float32Array.from(region);
  boxBlur(spread, width, height, BAND, 1);
  const result = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) result[i] = region[i] === 1 && (spread[i] as number) < 0.999 ? 1 : 0;
  return result;
}

/** sRGB (D65) to CIE L*a*b*. */
export function toLab(r: number, g: number, b: number): [number, number, number] {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
