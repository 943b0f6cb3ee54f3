import type { Point } from '../face/geometry';
import { LEFT_EYE, LIPS, RIGHT_EYE } from '../face/landmarks';
import type { RgbImage } from '../face/rgb-image';
import { boxBlur, fillPolygon } from './face-mask-raster';

/** The target's skin colour (chroma only, so shading and shadows do not count as another colour). */
export interface SkinModel {
  cb: number;
  cr: number;
  spreadCb: number;
  spreadCr: number;
  luma: number;
}

/** Mesh points on open skin: forehead, cheeks, nose bridge, chin. */
const SKIN_POINTS = [151, 108, 337, 9, 50, 101, 118, 117, 123, 280, 330, 347, 346, 352, 197, 6, 199, 175, 36, 266];
/** Half the side of the square sampled around each skin point, as a share of the face's width. */
const SAMPLE_HALF_SIDE = 0.02;
/** Chroma spread never below this (levels of 255): a very even skin would otherwise flag its own shading. */
const MIN_SPREAD = 3;
/** How far from the skin's colour a pixel must be to count as something in front of the face. */
export interface OccluderLimits {
  /** Standard deviations of chroma from the skin's. */
  chroma: number;
  /** A pixel darker than this share of the skin's luma (a sleeve, hair, a glasses frame). */
  darkShare: number;
  /** How much more the eyes, brows, nostrils and lips are grown before they are left out of the search. */
  featureGrowth: number;
}

/**
 * On the video: only what clearly is not skin, so that shading, make-up and a blush stay swapped. On the library
 * photo, checked once: stricter, since hair carried onto every frame of the video is worse than a little skin
 * filled from around it.
 */
export const VIDEO_OCCLUDERS: OccluderLimits = { chroma: 4.5, darkShare: 0.3, featureGrowth: 1 };
export const PHOTO_OCCLUDERS: OccluderLimits = { chroma: 3, darkShare: 0.6, featureGrowth: 1.3 };
/** The model follows the video over about this many frames, so a hand passing over the cheeks does not move it. */
const MODEL_MEMORY = 0.1;

/** Each brow's outline, upper edge then lower. */
export const BROW_RIGHT = [70, 63, 105, 66, 107, 55, 65, 52, 53, 46];
export const BROW_LEFT = [300, 293, 334, 296, 336, 285, 295, 282, 283, 276];
const NOSE_BASE = [64, 98, 97, 2, 326, 327, 294, 278, 4, 48];
const eye = (contours: typeof RIGHT_EYE) => [...contours.upperLid, ...[...contours.lowerLid].reverse().slice(1, -1)];
export const OUTER_LIPS = [...LIPS.upperOuter, ...[...LIPS.lowerOuter].reverse().slice(1, -1)];
/** Features that are not skin on any face, each grown about its centre: they are never taken for occluders. */
const FEATURES: [indices: number[], grow: number][] = [
  [eye(RIGHT_EYE), 1.7],
  [eye(LEFT_EYE), 1.7],
  [BROW_RIGHT, 1.4],
  [BROW_LEFT, 1.4],
  [NOSE_BASE, 1.3],
  [OUTER_LIPS, 1.2],
];

function chroma(r: number, g: number, b: number): [luma: number, cb: number, cr: number] {
  return [0.299 * r + 0.587 * g + 0.114 * b, -0.169 * r - 0.331 * g + 0.5 * b, 0.5 * r - 0.419 * g - 0.081 * b];
}

/** The skin model of this frame (mesh in the image's pixels), mixed into the last frame's when there is one. */
export function updateSkinModel(image: RgbImage, mesh: readonly Point[], previous: SkinModel | null): SkinModel {
  const faceWidth = Math.hypot(
    (mesh[454] as Point).x - (mesh[234] as Point).x,
    (mesh[454] as Point).y - (mesh[234] as Point).y,
  );
  const half = Math.max(1, Math.round(SAMPLE_HALF_SIDE * faceWidth));
  const lumas: number[] = [];
  const cbs: number[] = [];
  const crs: number[] = [];
  for (const index of SKIN_POINTS) {
    const p = mesh[index] as Point;
    for (let y = Math.round(p.y) - half; y <= Math.round(p.y) + half; y++) {
      for (let x = Math.round(p.x) - half; x <= Math.round(p.x) + half; x++) {
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
        const o = (y * image.width + x) * 3;
        const [luma, cb, cr] = chroma(
          image.data[o] as number,
          image.data[o + 1] as number,
          image.data[o + 2] as number,
        );
        lumas.push(luma);
        cbs.push(cb);
        crs.push(cr);
      }
    }
  }
  if (cbs.length === 0) return previous ?? { cb: 0, cr: 0, spreadCb: 255, spreadCr: 255, luma: 128 };
  const cb = median(cbs);
  const cr = median(crs);
  // Median absolute deviation, scaled to a standard deviation for normally spread values.
  const spread = (values: number[], centre: number) =>
    Math.max(MIN_SPREAD, 1.4826 * median(values.map((v) => Math.abs(v - centre))));
  const now: SkinModel = { cb, cr, spreadCb: spread(cbs, cb), spreadCr: spread(crs, cr), luma: median(lumas) };
  if (!previous) return now;
  const mix = (a: number, b: number) => a + (b - a) * MODEL_MEMORY;
  return {
    cb: mix(previous.cb, now.cb),
    cr: mix(previous.cr, now.cr),
    spreadCb: mix(previous.spreadCb, now.spreadCb),
    spreadCr: mix(previous.spreadCr, now.spreadCr),
    luma: mix(previous.luma, now.luma),
  };
}

function median(values: number[]): number {
  return values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
}

/**
 * Takes out of the blend's opacity (in place) what lies in front of the face: pixels under the mask whose colour
 * departs strongly from the target's skin, away from the features that are not skin on any face (eyes, brows,
 * nostrils, lips). A hand, a microphone or a sleeve over the face then stays the target's. Isolated pixels do not
 * count; the kept area's edge is softened over a few pixels.
 */
export function removeOccluders(
  image: RgbImage,
  mesh: readonly Point[],
  skin: SkinModel,
  alpha: Float32Array,
  limits: OccluderLimits = VIDEO_OCCLUDERS,
): void {
  const { width, height, data } = image;
  const features = new Float32Array(width * height);
  for (const [indices, grow] of FEATURES)
    fillPolygon(
      features,
      width,
      height,
      grown(
        indices.map((i) => mesh[i] as Point),
        grow * limits.featureGrowth,
      ),
      1,
    );
  const occluded = new Float32Array(width * height);
  const dark = skin.luma * limits.darkShare;
  let any = false;
  for (let i = 0; i < occluded.length; i++) {
    if ((alpha[i] as number) <= 0 || (features[i] as number) > 0) continue;
    const o = i * 3;
    const [luma, cb, cr] = chroma(data[o] as number, data[o + 1] as number, data[o + 2] as number);
    const distance = Math.hypot((cb - skin.cb) / skin.spreadCb, (cr - skin.cr) / skin.spreadCr);
    if (distance > limits.chroma || luma < dark) {
      occluded[i] = 1;
      any = true;
    }
  }
  if (!any) return;
  boxBlur(occluded, width, height, 2, 1);
  for (let i = 0; i < occluded.length; i++) occluded[i] = (occluded[i] as number) > 0.5 ? 1 : 0;
  boxBlur(occluded, width, height, 2, 2);
  for (let i = 0; i < alpha.length; i++)
    alpha[i] = (alpha[i] as number) * (1 - Math.min(1, 2 * (occluded[i] as number)));
}

function grown(polygon: Point[], factor: number): Point[] {
  const cx = polygon.reduce((sum, p) => sum + p.x, 0) / polygon.length;
  const cy = polygon.reduce((sum, p) => sum + p.y, 0) / polygon.length;
  return polygon.map((p) => ({ x: cx + (p.x - cx) * factor, y: cy + (p.y - cy) * factor }));
}
