import sharp from 'sharp';
import type { DetectedFace } from '../face/detector';
import { clamp, distance, type Point, smoothstep } from '../face/geometry';
import { SILHOUETTE } from '../face/landmarks';
import type { ProductCutout } from '../product-photo/compose-product-photo';
import type { PersonLayer } from './accessory-layer';
import type { BodyPose, Keypoint } from './body-pose';
import { garmentShape, type GarmentShape } from './garment-shape';
import { NoTryOnProductError } from './try-on-engine';

/**
 * Shoulder keypoints are the joints, inside the body's outline: the garment's shoulder seams land this share of the
 * shoulder span beyond each of them.
 */
const SHOULDER_OUT = 0.08;
/** Without hips in the picture, the hips lie this many shoulder spans below the shoulders. */
const TORSO_PER_SPAN = 1.5;
/** Hips closer than this many shoulder spans below the shoulders are a mistaken keypoint. */
const MIN_TORSO_PER_SPAN = 0.8;
/** The body at the hips is at least this many hip-joint half spans wide. */
const HIP_OUT = 1.35;
/** Sleeves turn toward the arm over this share of the body width beyond the shoulder. */
const SLEEVE_BLEND = 0.15;
/** An arm whose elbow is not in the picture is taken to hang this many degrees out from the torso's axis. */
const ARM_HANG = 20;
/** Sleeves turn at most this far (degrees) toward the arm: past it the garment photo's sleeve would fold over. */
const MAX_SLEEVE_TURN = 75;
/** The garment is cut into this many cells a side for the mesh warp. */
const GRID = 24;
/** The person's lighting: the luminance low-passed at this share of the shoulder span, applied at this strength. */
const LIGHT_SIGMA = 0.15;
const LIGHT_STRENGTH = 0.6;
const LIGHT_RANGE = [0.8, 1.15] as const;
/** Neck kept over the collar: its width (share of the jaw width) and how far above the shoulder line it ends. */
const NECK_WIDTH = 0.8;
const NECK_END = 0.06;
/** Forearms kept over the garment: the width of the forearm and the hand's reach past the wrist (shoulder spans). */
const FOREARM_WIDTH = 0.2;
const HAND_RADIUS = 0.16;
/** Kept parts are feathered over this share of the shoulder span. */
const KEEP_FEATHER = 0.012;
/** Jaw points of the face mesh where the neck starts (picture left and right). */
const JAW = [172, 397] as const;

/** The body's frame: where the garment's shoulder seams and the hips land on the person. */
interface BodyFrame {
  shoulderLeft: Point;
  shoulderRight: Point;
  hipLeft: Point;
  hipRight: Point;
  /** The shoulder keypoints' span, pixels: the unit of every other size. */
  span: number;
  /** Shoulder line to hip line, pixels. */
  torso: number;
  /** Unit vectors along the shoulders (picture left to right) and down the torso. */
  across: Point;
  down: Point;
}

const add = (a: Point, b: Point, k = 1): Point => ({ x: a.x + b.x * k, y: a.y + b.y * k });
const mix = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;

function unit(v: Point): Point {
  const length = Math.hypot(v.x, v.y) || 1;
  return { x: v.x / length, y: v.y / length };
}

function bodyFrame(pose: BodyPose, garment: GarmentShape): BodyFrame {
  const { left, right } = pose.shoulders;
  const span = distance(left, right);
  const across = unit({ x: right.x - left.x, y: right.y - left.y });
  const middle = mix(left, right, 0.5);
  const { left: hipL, right: hipR } = pose.hips;
  // The torso runs from the shoulders to the hips when both are seen; otherwise cloth hangs between the body's
  // axis and straight down.
  const down =
    hipL && hipR
      ? unit({ x: (hipL.x + hipR.x) / 2 - middle.x, y: (hipL.y + hipR.y) / 2 - middle.y })
      : unit({ x: -across.y, y: across.x + 1 });
  const hips = [hipL, hipR].filter((hip): hip is Keypoint => hip !== undefined);
  const below = hips.map((hip) => dot({ x: hip.x - middle.x, y: hip.y - middle.y }, down));
  const torso =
    below.length > 0
      ? Math.max(MIN_TORSO_PER_SPAN * span, below.reduce((a, b) => a + b) / below.length)
      : TORSO_PER_SPAN * span;
  const hipCentre = add(middle, down, torso);
  const shoulderLeft = add(left, across, -SHOULDER_OUT * span);
  const shoulderRight = add(right, across, SHOULDER_OUT * span);
  const scale = distance(shoulderLeft, shoulderRight) / (garment.rightShoulder.x - garment.leftShoulder.x);
  const hipSpan = hipL && hipR ? distance(hipL, hipR) : 0;
  // Loose cloth hangs at its own width; a body wider than the cloth stretches it.
  const half = Math.max(garment.hemHalfWidth * scale, (HIP_OUT * hipSpan) / 2);
  const hipAcross = { x: down.y, y: -down.x };
  return {
    shoulderLeft,
    shoulderRight,
    hipLeft: add(hipCentre, hipAcross, -half),
    hipRight: add(hipCentre, hipAcross, half),
    span,
    torso,
    across,
    down,
  };
}

/**
 * The garment-to-person map: bilinear over the torso (garment shoulders onto the body's shoulders, the garment's
 * hip row onto the hips, so the sides follow the shoulder-to-hip lines), and each sleeve turned about its shoulder
 * toward the upper arm when the elbow is in the picture.
 */
function garmentMap(pose: BodyPose, garment: GarmentShape, frame: BodyFrame): (p: Point) => Point {
  const gLeft = garment.leftShoulder.x;
  const gWidth = garment.rightShoulder.x - gLeft;
  const gShoulderY = (garment.leftShoulder.y + garment.rightShoulder.y) / 2;
  const scale = distance(frame.shoulderLeft, frame.shoulderRight) / gWidth;
  const gHipY = gShoulderY + frame.torso / scale;
  const torsoMap = (p: Point): Point => {
    const a = (p.x - gLeft) / gWidth;
    const t = (p.y - gShoulderY) / (gHipY - gShoulderY);
    return mix(mix(frame.shoulderLeft, frame.shoulderRight, a), mix(frame.hipLeft, frame.hipRight, a), t);
  };
  const hang = (ARM_HANG * Math.PI) / 180;
  const turn = (
    sleeve: Point | undefined,
    shoulder: Point,
    joint: Keypoint,
    elbow: Keypoint | undefined,
    outward: number,
  ) => {
    if (!sleeve) return 0;
    const from = torsoMap(sleeve);
    const fromAngle = Math.atan2(from.y - shoulder.y, from.x - shoulder.x);
    // An arm out of the picture hangs down beside the body, a little away from it.
    const arm = elbow
      ? { x: elbow.x - joint.x, y: elbow.y - joint.y }
      : add(frame.down, frame.across, outward * Math.tan(hang));
    const toAngle = Math.atan2(arm.y, arm.x);
    let angle = toAngle - fromAngle;
    angle = Math.atan2(Math.sin(angle), Math.cos(angle));
    const limit = (MAX_SLEEVE_TURN * Math.PI) / 180;
    return clamp(angle, -limit, limit);
  };
  const leftTurn = turn(garment.leftSleeve, frame.shoulderLeft, pose.shoulders.left, pose.elbows.left, -1);
  const rightTurn = turn(garment.rightSleeve, frame.shoulderRight, pose.shoulders.right, pose.elbows.right, 1);
  const rotate = (p: Point, about: Point, angle: number): Point => {
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    const dx = p.x - about.x;
    const dy = p.y - about.y;
    return { x: about.x + dx * c - dy * s, y: about.y + dx * s + dy * c };
  };
  return (p) => {
    const mapped = torsoMap(p);
    const a = (p.x - gLeft) / gWidth;
    if (a < 0 && leftTurn !== 0)
      return rotate(mapped, frame.shoulderLeft, leftTurn * smoothstep(clamp(-a / SLEEVE_BLEND, 0, 1)));
    if (a > 1 && rightTurn !== 0)
      return rotate(mapped, frame.shoulderRight, rightTurn * smoothstep(clamp((a - 1) / SLEEVE_BLEND, 0, 1)));
    return mapped;
  };
}

/**
 * Draws a triangle of the RGBA source onto the RGBA target by backward mapping with bilinear samples, laid over what
 * is there already, so a sleeve turned over the body covers it without cutting holes where its own edge is clear.
 */
function warpRgbaTriangle(
  source: ProductCutout,
  target: PersonLayer,
  from: readonly [Point, Point, Point],
  to: readonly [Point, Point, Point],
): void {
  const [a, b, c] = to;
  const area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
  if (Math.abs(area) < 1e-9) return;
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x, c.x)));
  const x1 = Math.min(target.width - 1, Math.ceil(Math.max(a.x, b.x, c.x)));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y, c.y)));
  const y1 = Math.min(target.height - 1, Math.ceil(Math.max(a.y, b.y, c.y)));
  const src = source.rgba;
  const out = target.rgba;
  const sw = source.width;
  const maxX = source.width - 1.001;
  const maxY = source.height - 1.001;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const wa = ((b.x - x) * (c.y - y) - (c.x - x) * (b.y - y)) / area;
      const wb = ((c.x - x) * (a.y - y) - (a.x - x) * (c.y - y)) / area;
      const wc = 1 - wa - wb;
      if (wa < -1e-6 || wb < -1e-6 || wc < -1e-6) continue;
      const sx = clamp(wa * from[0].x + wb * from[1].x + wc * from[2].x, 0, maxX);
      const sy = clamp(wa * from[0].y + wb * from[1].y + wc * from[2].y, 0, maxY);
      const ix = sx | 0;
      const iy = sy | 0;
      const fx = sx - ix;
      const fy = sy - iy;
      const p = (iy * sw + ix) * 4;
      const q = p + sw * 4;
      const w00 = (1 - fx) * (1 - fy);
      const w01 = fx * (1 - fy);
      const w10 = (1 - fx) * fy;
      const w11 = fx * fy;
      const alpha = (src[p + 3]! * w00 + src[p + 7]! * w01 + src[q + 3]! * w10 + src[q + 7]! * w11) / 255;
      if (alpha <= 0) continue;
      const o = (y * target.width + x) * 4;
      const under = out[o + 3]! / 255;
      const total = alpha + under * (1 - alpha);
      for (let ch = 0; ch < 3; ch++) {
        // Colours weighted by alpha, so the clear pixels round a cut-out do not darken its edge.
        const colour =
          (src[p + ch]! * src[p + 3]! * w00 +
            src[p + 4 + ch]! * src[p + 7]! * w01 +
            src[q + ch]! * src[q + 3]! * w10 +
            src[q + 4 + ch]! * src[q + 7]! * w11) /
          (alpha * 255);
        out[o + ch] = Math.round((colour * alpha + out[o + ch]! * under * (1 - alpha)) / total);
      }
      out[o + 3] = Math.round(total * 255);
    }
  }
}

/** The garment drawn through the map on a grid of triangles: the body first, then the sleeves over it. */
function warpGarment(garment: ProductCutout, map: (p: Point) => Point, shape: GarmentShape, size: PersonLayer): void {
  const xs = Array.from({ length: GRID + 1 }, (_, i) => (i * (garment.width - 1)) / GRID);
  const ys = Array.from({ length: GRID + 1 }, (_, j) => (j * (garment.height - 1)) / GRID);
  const to = ys.map((y) => xs.map((x) => map({ x, y })));
  const cells: { i: number; j: number; sleeve: boolean }[] = [];
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      const centre = (xs[i]! + xs[i + 1]!) / 2;
      cells.push({ i, j, sleeve: centre < shape.leftShoulder.x || centre > shape.rightShoulder.x });
    }
  }
  cells.sort((a, b) => Number(a.sleeve) - Number(b.sleeve));
  for (const { i, j } of cells) {
    const f00 = { x: xs[i]!, y: ys[j]! };
    const f10 = { x: xs[i + 1]!, y: ys[j]! };
    const f01 = { x: xs[i]!, y: ys[j + 1]! };
    const f11 = { x: xs[i + 1]!, y: ys[j + 1]! };
    const t00 = to[j]![i]!;
    const t10 = to[j]![i + 1]!;
    const t01 = to[j + 1]![i]!;
    const t11 = to[j + 1]![i + 1]!;
    warpRgbaTriangle(garment, size, [f00, f10, f11], [t00, t10, t11]);
    warpRgbaTriangle(garment, size, [f00, f11, f01], [t00, t11, t01]);
  }
}

function svgPolygon(points: readonly Point[]): string {
  return `<polygon points="${points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="white"/>`;
}

/** The parts of the person that stay in front of the garment: face, neck, forearms and hands (0-255 a pixel). */
async function keptParts(pose: BodyPose, face: DetectedFace | undefined, frame: BodyFrame, size: PersonLayer) {
  const shapes: string[] = [];
  const { span } = frame;
  if (face) {
    shapes.push(svgPolygon(SILHOUETTE.map((index) => face.mesh[index]!)));
    const [jawLeft, jawRight] = JAW.map((index) => face.mesh[index]!) as [Point, Point];
    const jawMiddle = mix(jawLeft, jawRight, 0.5);
    const halfNeck = (NECK_WIDTH * distance(jawLeft, jawRight)) / 2;
    const shoulderMiddle = mix(pose.shoulders.left, pose.shoulders.right, 0.5);
    const length = dot({ x: shoulderMiddle.x - jawMiddle.x, y: shoulderMiddle.y - jawMiddle.y }, frame.down);
    const end = add(jawMiddle, frame.down, Math.max(0, length - NECK_END * span));
    const corners = [
      add(jawMiddle, frame.across, -halfNeck),
      add(jawMiddle, frame.across, halfNeck),
      add(end, frame.across, halfNeck),
      add(end, frame.across, -halfNeck),
    ];
    shapes.push(svgPolygon(corners));
    // The neck ends round at the collar, not in a square cut.
    shapes.push(`<circle cx="${end.x.toFixed(1)}" cy="${end.y.toFixed(1)}" r="${halfNeck.toFixed(1)}" fill="white"/>`);
  }
  for (const side of ['left', 'right'] as const) {
    const elbow = pose.elbows[side];
    const wrist = pose.wrists[side];
    if (!wrist) continue;
    if (elbow) {
      shapes.push(
        `<line x1="${elbow.x.toFixed(1)}" y1="${elbow.y.toFixed(1)}" x2="${wrist.x.toFixed(1)}" y2="${wrist.y.toFixed(1)}" stroke="white" stroke-width="${(FOREARM_WIDTH * span).toFixed(1)}" stroke-linecap="round"/>`,
      );
    }
    // The hand reaches on past the wrist, along the forearm when it is known.
    const reach = elbow ? mix(elbow, wrist, 1 + (HAND_RADIUS * span) / Math.max(1, distance(elbow, wrist))) : wrist;
    shapes.push(
      `<circle cx="${reach.x.toFixed(1)}" cy="${reach.y.toFixed(1)}" r="${(HAND_RADIUS * span).toFixed(1)}" fill="white"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><rect width="100%" height="100%" fill="black"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg))
    .blur(Math.max(0.3, KEEP_FEATHER * span))
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/** The person's light falling on the garment: its luminance low-passed, relative to its mean under the garment. */
async function shadeWithPersonLight(layer: PersonLayer, person: Buffer, span: number): Promise<void> {
  const light = await sharp(person)
    .greyscale()
    .blur(Math.max(0.3, LIGHT_SIGMA * span))
    .extractChannel(0)
    .raw()
    .toBuffer();
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < light.length; i++) {
    const alpha = layer.rgba[i * 4 + 3]!;
    sum += light[i]! * alpha;
    weight += alpha;
  }
  if (weight === 0) return;
  const mean = Math.max(1, sum / weight);
  for (let i = 0; i < light.length; i++) {
    if (layer.rgba[i * 4 + 3] === 0) continue;
    const factor = 1 + LIGHT_STRENGTH * (clamp(light[i]! / mean, LIGHT_RANGE[0], LIGHT_RANGE[1]) - 1);
    for (let ch = 0; ch < 3; ch++) layer.rgba[i * 4 + ch] = Math.min(255, Math.round(layer.rgba[i * 4 + ch]! * factor));
  }
}

/** Where the garment's shoulder seams landed on the person, for the quality test and the logs. */
export interface PlacedGarment {
  layer: PersonLayer;
  shoulders: { left: Point; right: Point };
  span: number;
}

/**
 * A garment fitted to the body (docs/ai-model.md): its shoulders on the body's, its body along the shoulder-to-hip
 * lines, its sleeves along the upper arms; face, neck, forearms and hands kept in front, and shaded with the
 * person's light.
 */
export async function placeGarment(
  garment: ProductCutout,
  pose: BodyPose,
  face: DetectedFace | undefined,
  person: { png: Buffer; width: number; height: number },
): Promise<PlacedGarment> {
  const shape = garmentShape(garment);
  if (!shape) throw new NoTryOnProductError();
  const frame = bodyFrame(pose, shape);
  const layer: PersonLayer = {
    rgba: Buffer.alloc(person.width * person.height * 4),
    width: person.width,
    height: person.height,
  };
  const map = garmentMap(pose, shape, frame);
  warpGarment(garment, map, shape, layer);
  const [kept] = await Promise.all([
    keptParts(pose, face, frame, layer),
    shadeWithPersonLight(layer, person.png, frame.span),
  ]);
  for (let i = 0; i < kept.length; i++) {
    if (kept[i] === 0) continue;
    layer.rgba[i * 4 + 3] = Math.round((layer.rgba[i * 4 + 3]! * (255 - kept[i]!)) / 255);
  }
  return {
    layer,
    shoulders: { left: map(shape.leftShoulder), right: map(shape.rightShoulder) },
    span: frame.span,
  };
}
