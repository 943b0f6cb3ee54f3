import { boundingBox, type Point } from '../face/geometry';
import { LEFT_EYE, LIPS, RIGHT_EYE, SILHOUETTE } from '../face/landmarks';
import { BROW_LEFT, BROW_RIGHT, OUTER_LIPS } from './face-mask-occluders';
import { boxBlur, fillPolygon } from './face-mask-raster';

/**
 * How far the blend's edge is pulled in from the mesh's face oval, as a share of the distance from the face's
 * centre: most from the top, so the target's hairline and forehead edge stay; a little from the sides, jaw and chin,
 * so the ears and the cheeks' outline (where the background shows through a turned face) stay. The skin keeps the
 * target's own colour (render-swap-face.ts), so the blend can reach this far out without its edge showing; the
 * more of the face it covers, the more the source's identity shows (measured on the tuning cases of
 * offline-face-swap-engine.test.ts).
 */
const PULL_TOP = 0.06;
const PULL_SIDE = 0.03;
const PULL_BOTTOM = 0.04;
/** The width of the feathered edge, as a share of the face's width. */
const FEATHER = 0.08;

/** The hole the lips leave open: the target's own mouth (teeth, tongue, the dark inside) shows there. */
const INNER_LIPS = [...LIPS.upperInner, ...[...LIPS.lowerInner].reverse().slice(1, -1)];

/**
 * The blend's opacity over a box of the picture (mesh given in the box's pixels): 1 over the face, falling smoothly
 * to 0 at the pulled-in oval, 0 inside the mouth opening.
 */
export function faceMask(mesh: readonly Point[], width: number, height: number): Float32Array {
  const oval = SILHOUETTE.map((i) => mesh[i] as Point);
  const centre = {
    x: oval.reduce((sum, p) => sum + p.x, 0) / oval.length,
    y: oval.reduce((sum, p) => sum + p.y, 0) / oval.length,
  };
  const right = mesh[234] as Point;
  const left = mesh[454] as Point;
  const faceWidth = Math.hypot(left.x - right.x, left.y - right.y);
  const angle = Math.atan2(left.y - right.y, left.x - right.x);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const feather = Math.max(2, FEATHER * faceWidth);
  // The solid part ends half a feather inside the pulled oval and the blur spreads it half a feather either way.
  const solid = oval.map((p) => {
    const dx = p.x - centre.x;
    const dy = p.y - centre.y;
    const along = dx * cos + dy * sin;
    const down = -dx * sin + dy * cos;
    const pulledAlong = along * (1 - PULL_SIDE);
    const pulledDown = down * (1 - (down < 0 ? PULL_TOP : PULL_BOTTOM));
    const length = Math.hypot(pulledAlong, pulledDown) || 1;
    const keep = Math.max(0, 1 - feather / 2 / length);
    const x = pulledAlong * keep;
    const y = pulledDown * keep;
    return { x: centre.x + x * cos - y * sin, y: centre.y + x * sin + y * cos };
  });
  const mask = featheredFill(solid, width, height, feather);
  cutMouthOpening(
    mask,
    width,
    height,
    INNER_LIPS.map((i) => mesh[i] as Point),
  );
  return mask;
}

/**
 * The polygon filled and blurred by half a feather either way. The edge is smooth over many pixels, so the work is
 * done at half size and read back bilinearly: a quarter of the pixels to blur.
 */
function featheredFill(polygon: readonly Point[], width: number, height: number, feather: number): Float32Array {
  const hw = Math.ceil(width / 2);
  const hh = Math.ceil(height / 2);
  const half = new Float32Array(hw * hh);
  fillPolygon(
    half,
    hw,
    hh,
    polygon.map((p) => ({ x: p.x / 2, y: p.y / 2 })),
    1,
  );
  boxBlur(half, hw, hh, feather / 8, 2);
  const mask = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(hh - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
    const y0 = sy | 0;
    const y1 = Math.min(hh - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(hw - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
      const x0 = sx | 0;
      const x1 = Math.min(hw - 1, x0 + 1);
      const fx = sx - x0;
      const top = (half[y0 * hw + x0] as number) * (1 - fx) + (half[y0 * hw + x1] as number) * fx;
      const bottom = (half[y1 * hw + x0] as number) * (1 - fx) + (half[y1 * hw + x1] as number) * fx;
      mask[y * width + x] = top + (bottom - top) * fy;
    }
  }
  return mask;
}

/** Takes the mouth opening out of the mask, its edge softened by a pixel; only the lips' box is touched. */
function cutMouthOpening(mask: Float32Array, width: number, height: number, lips: Point[]): void {
  const box = boundingBox(lips);
  const x0 = Math.max(0, Math.floor(box.x) - 3);
  const y0 = Math.max(0, Math.floor(box.y) - 3);
  const w = Math.min(width, Math.ceil(box.x + box.width) + 4) - x0;
  const h = Math.min(height, Math.ceil(box.y + box.height) + 4) - y0;
  if (w <= 0 || h <= 0) return;
  const hole = new Float32Array(w * h);
  fillPolygon(
    hole,
    w,
    h,
    lips.map((p) => ({ x: p.x - x0, y: p.y - y0 })),
    1,
  );
  boxBlur(hole, w, h, 1, 1);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y0 + y) * width + x0 + x;
      mask[i] = (mask[i] as number) * (1 - Math.min(1, 2 * (hole[y * w + x] as number)));
    }
  }
}

/** Each eye's lids, its brow and the lid between them: where eye make-up and lashes change the colour. */
const EYE_REGIONS = [
  [...RIGHT_EYE.upperLid, ...RIGHT_EYE.lowerLid, ...BROW_RIGHT],
  [...LEFT_EYE.upperLid, ...LEFT_EYE.lowerLid, ...BROW_LEFT],
];
/** How far beyond the features the skin statistics stay away, as a share of the face's width: lashes, liner. */
const FEATURE_MARGIN = 0.03;

/**
 * Where the face's own colour is: the eyes, brows and lids between them, and the lips, each grown by a margin and
 * feathered over it (1 inside, 0 on bare skin).
 */
export function featureMask(mesh: readonly Point[], width: number, height: number): Float32Array {
  const features = new Float32Array(width * height);
  for (const region of EYE_REGIONS) {
    fillPolygon(features, width, height, convexHull(region.map((i) => mesh[i] as Point)), 1);
  }
  fillPolygon(
    features,
    width,
    height,
    OUTER_LIPS.map((i) => mesh[i] as Point),
    1,
  );
  const faceWidth = Math.hypot(
    (mesh[454] as Point).x - (mesh[234] as Point).x,
    (mesh[454] as Point).y - (mesh[234] as Point).y,
  );
  boxBlur(features, width, height, Math.max(1, FEATURE_MARGIN * faceWidth), 2);
  return features.map((f) => Math.min(1, 2 * f));
}

/**
 * Where the face is bare skin: the mask's solid part away from the features. A colour match that counts eye
 * shadow, lashes or lipstick as skin takes the make-up's colour for the light's, and tints the cheek beside it.
 */
export function bareSkinWeight(alpha: Float32Array, features: Float32Array): Float32Array {
  return alpha.map((a, i) => (a >= SKIN_FROM && (features[i] as number) === 0 ? a : 0));
}

/** Pixels counted as skin for the colour statistics: well inside the feathered edge. */
const SKIN_FROM = 0.5;

/** The convex hull of the points, counter-clockwise (Andrew's monotone chain). */
function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: Point[]) => {
    const chain: Point[] = [];
    for (const p of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2] as Point, chain[chain.length - 1] as Point, p) <= 0)
        chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
