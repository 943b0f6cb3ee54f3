import type { Box } from '../avatar/rig';
import type { LocalFrame, Point } from './geometry';
import { boundingBox, distance, frameAlong, pixelBox, smoothstep, toImage, toLocal } from './geometry';
import { LEFT_EYE, RIGHT_EYE } from './landmarks';
import type { RgbImage } from './rgb-image';
import { sampleBilinear } from './triangle-warp';

/**
 * Idle head motion of a talking photo: the head turns, nods and tilts by a few degrees while the
 * shoulders and the background stay where they are. The head is modelled as a shallow dome over
 * an ellipse around face and hair; its points are rotated in 3D and projected back, and the
 * displacement fades to nothing across a ring around the ellipse, so only the head moves.
 */

/** Radians, small. yaw > 0 turns the face towards the image's right, pitch > 0 nods it down, roll > 0 tilts it clockwise. */
export interface HeadPose {
  yaw: number;
  pitch: number;
  roll: number;
}

const DEGREE = Math.PI / 180;

/**
 * Two sines per axis with periods in irrational ratios, so the sum never repeats within a
 * video; amplitudes add up to at most 2.6 degrees of turn, 1.6 of nod and 1.3 of tilt, which
 * reads as a person listening to themselves speak rather than as a moving camera.
 */
const IDLE_PATH: Record<keyof HeadPose, readonly { amplitude: number; period: number }[]> = {
  yaw: [
    { amplitude: 1.6 * DEGREE, period: 7.3 },
    { amplitude: 1.0 * DEGREE, period: 11.9 },
  ],
  pitch: [
    { amplitude: 1.0 * DEGREE, period: 5.3 },
    { amplitude: 0.6 * DEGREE, period: 8.9 },
  ],
  roll: [
    { amplitude: 0.8 * DEGREE, period: 9.7 },
    { amplitude: 0.5 * DEGREE, period: 14.1 },
  ],
};
/** The motion eases in over this long, so the first frames hold the photo as it was taken. */
const EASE_IN_SEC = 1.5;

export function headPoseAt(timeSec: number): HeadPose {
  const ease = smoothstep(timeSec / EASE_IN_SEC);
  const axis = (name: keyof HeadPose) =>
    ease *
    IDLE_PATH[name].reduce(
      (sum, { amplitude, period }) => sum + amplitude * Math.sin((2 * Math.PI * timeSec) / period),
      0,
    );
  return { yaw: axis('yaw'), pitch: axis('pitch'), roll: axis('roll') };
}

export interface HeadWarp {
  /** The region of the image the warp may change, in image pixels (integers): head, hair and a falloff ring. */
  box: Box;
  /** Draws `source` (a box-sized RgbImage cut from the rest image) warped by `pose` into `target` (box-sized, preallocated). Pixels on and near the box border are exactly the source's. */
  warp(source: RgbImage, pose: HeadPose, target: RgbImage): void;
  /** Where the pose moves a point of the rest image (image pixels): the forward map the warp inverts. */
  displace(point: Point, pose: HeadPose): Point;
}

/** The head as the warp sees it, in a frame along the eyes (local y runs down the face). */
interface HeadModel {
  frame: LocalFrame;
  /** Centre and half-axes of the ellipse around face, ears and hair. */
  center: Point;
  halfWidth: number;
  halfHeight: number;
  /** Depth of the dome at the centre: how far the face stands in front of the turning axis. */
  depth: number;
  nose: Point;
  noseHeight: number;
  noseSpread: number;
  /** The neck point the head tilts around. */
  pivot: Point;
  /** The box in image pixels, and how close to its border displacement starts fading out. */
  box: Box;
  borderFade: number;
}

/** The ellipse reaches this far past the cheeks on each side (ears, hair), in face widths. */
const SIDE_REACH = 0.12;
/** Skull and hair above the mesh's top forehead point, in face widths. */
const HAIR_REACH = 0.38;
/** Displacement fades out between the ellipse and this multiple of it: the falloff ring. */
const RING_SCALE = 1.45;
/**
 * Dome depth at the centre, in face widths. The dome is (1 - r^2)^2 over the ellipse: a
 * sphere's rim is vertical and would fold the warp, a paraboloid's rim is a kink that bends the
 * hair along it; this one meets the still ring level and smoothly.
 */
const DEPTH = 0.6;
/** The nose stands out of the dome by this much, spread over this radius (face widths). */
const NOSE_HEIGHT = 0.16;
const NOSE_SPREAD = 0.12;
/** The tilt pivot lies this far below the chin (face widths): the top of the neck. */
const PIVOT_BELOW_CHIN = 0.3;
/**
 * Where the image cuts the ring (hair at the top of the picture), displacement fades to zero
 * over this much of the face width inside the box border; wide enough that the fade never folds.
 */
const BORDER_FADE = 0.15;
/** Silhouette points at the cheeks (ear level), the top of the forehead, the chin and the nose tip. */
const CHEEK_RIGHT = 234;
const CHEEK_LEFT = 454;
const FOREHEAD_TOP = 10;
const CHIN = 152;
const NOSE_TIP = 1;

export function buildHeadWarp(mesh: readonly Point[], imageSize: { width: number; height: number }): HeadWarp {
  const model = headModel(mesh, imageSize);
  return {
    box: model.box,
    warp: (source, pose, target) => warpHead(model, source, pose, target),
    displace: (point, pose) => {
      const offset = displacement(model, rotationOf(pose), point);
      return { x: point.x + offset.x, y: point.y + offset.y };
    },
  };
}

function headModel(mesh: readonly Point[], imageSize: { width: number; height: number }): HeadModel {
  const at = (index: number) => mesh[index] as Point;
  const eyeCentre = (indices: readonly number[]) => {
    const box = boundingBox(indices.map(at));
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const frame = frameAlong(eyeCentre(RIGHT_EYE.upperLid), eyeCentre(LEFT_EYE.upperLid));
  const local = (index: number) => toLocal(frame, at(index));
  const faceWidth = distance(at(CHEEK_RIGHT), at(CHEEK_LEFT));
  const top = local(FOREHEAD_TOP).y - HAIR_REACH * faceWidth;
  const chin = local(CHIN);
  const center = { x: (local(CHEEK_RIGHT).x + local(CHEEK_LEFT).x) / 2, y: (top + chin.y) / 2 };
  const halfWidth = (0.5 + SIDE_REACH) * faceWidth;
  const halfHeight = (chin.y - top) / 2;
  const ringCorners = [-1, 1].flatMap((sx) =>
    [-1, 1].map((sy) =>
      toImage(frame, {
        x: center.x + sx * RING_SCALE * halfWidth,
        y: center.y + sy * RING_SCALE * halfHeight,
      }),
    ),
  );
  // The ring's bounding box in the frame's rotation covers the rotated ellipse, with a pixel to spare.
  const box = pixelBox(boundingBox(ringCorners), 1, imageSize.width, imageSize.height);
  return {
    frame,
    center,
    halfWidth,
    halfHeight,
    depth: DEPTH * faceWidth,
    nose: local(NOSE_TIP),
    noseHeight: NOSE_HEIGHT * faceWidth,
    noseSpread: NOSE_SPREAD * faceWidth,
    pivot: { x: chin.x, y: chin.y + PIVOT_BELOW_CHIN * faceWidth },
    box,
    borderFade: BORDER_FADE * faceWidth,
  };
}

/** The pose's sines and cosines, worked out once per frame rather than once per grid node. */
interface Rotation {
  cosYaw: number;
  sinYaw: number;
  cosPitch: number;
  sinPitch: number;
  cosRoll: number;
  sinRoll: number;
}

function rotationOf(pose: HeadPose): Rotation {
  return {
    cosYaw: Math.cos(pose.yaw),
    sinYaw: Math.sin(pose.yaw),
    cosPitch: Math.cos(pose.pitch),
    sinPitch: Math.sin(pose.pitch),
    cosRoll: Math.cos(pose.roll),
    sinRoll: Math.sin(pose.roll),
  };
}

/** How far the pose moves the rest-image point p (image pixels). */
function displacement(model: HeadModel, rotation: Rotation, p: Point): Point {
  const weight = motionWeight(model, p);
  if (weight === 0) return { x: 0, y: 0 };
  const q = toLocal(model.frame, p);
  const u = q.x - model.center.x;
  const v = q.y - model.center.y;
  const r2 = (u / model.halfWidth) ** 2 + (v / model.halfHeight) ** 2;
  const dome = r2 < 1 ? model.depth * (1 - r2) * (1 - r2) : 0;
  const nu = (q.x - model.nose.x) / model.noseSpread;
  const nv = (q.y - model.nose.y) / model.noseSpread;
  const z = dome + model.noseHeight * Math.exp(-(nu * nu + nv * nv));
  const { cosYaw, sinYaw, cosPitch, sinPitch, cosRoll, sinRoll } = rotation;
  // Turn about the vertical axis, then nod about the horizontal one (orthographic projection).
  const u1 = u * cosYaw + z * sinYaw;
  const z1 = z * cosYaw - u * sinYaw;
  const v1 = v * cosPitch + z1 * sinPitch;
  // Then tilt in the picture plane around the neck.
  const px = u1 + model.center.x - model.pivot.x;
  const py = v1 + model.center.y - model.pivot.y;
  const dx = model.pivot.x + px * cosRoll - py * sinRoll - q.x;
  const dy = model.pivot.y + px * sinRoll + py * cosRoll - q.y;
  const { axis } = model.frame;
  return { x: weight * (dx * axis.x - dy * axis.y), y: weight * (dx * axis.y + dy * axis.x) };
}

/** 1 on the head, fading smoothly to exactly 0 at the outer edge of the ring and near the box border. */
function motionWeight(model: HeadModel, p: Point): number {
  const { box, borderFade } = model;
  const fromBorder = Math.min(p.x - box.x, p.y - box.y, box.x + box.width - 1 - p.x, box.y + box.height - 1 - p.y);
  if (fromBorder <= BORDER_STILL) return 0;
  const q = toLocal(model.frame, p);
  const radius = Math.hypot((q.x - model.center.x) / model.halfWidth, (q.y - model.center.y) / model.halfHeight);
  if (radius >= RING_SCALE) return 0;
  const ring = 1 - smoothstep((radius - 1) / (RING_SCALE - 1));
  return ring * smoothstep((fromBorder - BORDER_STILL) / borderFade);
}

/** Target-space grid spacing of the backward map; the displacement is smooth, so bilinear steps of this size are exact to a tenth of a pixel. */
const GRID_STEP = 8;
/**
 * Points this close to the box border (pixels) never move: two grid cells, so that every pixel of
 * the cells along the border interpolates offsets that are all zero and is copied exactly.
 */
const BORDER_STILL = 2 * GRID_STEP;
/** Fixed-point steps inverting the forward map: its slope stays under 0.15, so each step gains a factor of 7 (a 10 px move ends 0.05 px off). */
const INVERSE_STEPS = 4;

/**
 * Backward mapping on a coarse grid: at each grid node of the target, the source point the pose
 * moves onto it (found by fixed-point iteration of the forward displacement), then bilinear
 * interpolation of that offset for every pixel and a bilinear sample of the source. Cells whose
 * four nodes stay still are copied row by row, so the untouched ring and border cost a copy.
 */
function warpHead(model: HeadModel, source: RgbImage, pose: HeadPose, target: RgbImage): void {
  const { width, height } = model.box;
  if (source.width !== width || source.height !== height || target.width !== width || target.height !== height) {
    throw new Error(`head warp images must be ${width}x${height}`);
  }
  const columns = Math.ceil((width - 1) / GRID_STEP) + 1;
  const rows = Math.ceil((height - 1) / GRID_STEP) + 1;
  const offsetX = new Float64Array(columns * rows);
  const offsetY = new Float64Array(columns * rows);
  const rotation = rotationOf(pose);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = model.box.x + Math.min(column * GRID_STEP, width - 1);
      const y = model.box.y + Math.min(row * GRID_STEP, height - 1);
      let sx = x;
      let sy = y;
      for (let step = 0; step < INVERSE_STEPS; step++) {
        const d = displacement(model, rotation, { x: sx, y: sy });
        // A node the pose leaves in place is its own fixed point, the only one the contraction has.
        if (step === 0 && d.x === 0 && d.y === 0) break;
        sx = x - d.x;
        sy = y - d.y;
      }
      offsetX[row * columns + column] = sx - x;
      offsetY[row * columns + column] = sy - y;
    }
  }
  const rowX = new Float64Array(columns);
  const rowY = new Float64Array(columns);
  const stride = width * 3;
  for (let y = 0; y < height; y++) {
    const row = Math.min(Math.floor(y / GRID_STEP), rows - 2);
    const y0 = row * GRID_STEP;
    const y1 = Math.min(y0 + GRID_STEP, height - 1);
    const fy = y1 > y0 ? (y - y0) / (y1 - y0) : 0;
    for (let column = 0; column < columns; column++) {
      const a = row * columns + column;
      const b = a + columns;
      rowX[column] = (offsetX[a] as number) + ((offsetX[b] as number) - (offsetX[a] as number)) * fy;
      rowY[column] = (offsetY[a] as number) + ((offsetY[b] as number) - (offsetY[a] as number)) * fy;
    }
    for (let column = 0; column < columns - 1; column++) {
      const x0 = column * GRID_STEP;
      const x1 = Math.min(x0 + GRID_STEP, width - 1);
      const last = column === columns - 2 ? x1 : x1 - 1;
      const ax = rowX[column] as number;
      const ay = rowY[column] as number;
      const bx = rowX[column + 1] as number;
      const by = rowY[column + 1] as number;
      if (ax === 0 && ay === 0 && bx === 0 && by === 0) {
        source.data.copy(target.data, y * stride + x0 * 3, y * stride + x0 * 3, y * stride + (last + 1) * 3);
        continue;
      }
      const span = x1 - x0;
      for (let x = x0; x <= last; x++) {
        const fx = (x - x0) / span;
        sampleBilinear(source, x + ax + (bx - ax) * fx, y + ay + (by - ay) * fx, target.data, y * stride + x * 3);
      }
    }
  }
}

/** A copy of the box's pixels: the rest image's head region that warp() reads. */
export function cutBox(image: RgbImage, box: Box): RgbImage {
  const data = Buffer.alloc(box.width * box.height * 3);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * image.width + box.x) * 3;
    image.data.copy(data, y * box.width * 3, from, from + box.width * 3);
  }
  return { width: box.width, height: box.height, data };
}

/** Writes a box-sized image (warp()'s target) back into the frame at the box. */
export function pasteBox(frame: RgbImage, image: RgbImage, box: Box): void {
  for (let y = 0; y < box.height; y++) {
    image.data.copy(frame.data, ((box.y + y) * frame.width + box.x) * 3, y * box.width * 3, (y + 1) * box.width * 3);
  }
}
