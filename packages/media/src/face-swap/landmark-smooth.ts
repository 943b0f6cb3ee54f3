import type { Point } from '../face/geometry';
import { LIPS } from '../face/landmarks';

/**
 * The One Euro filter (Casiez, Roussel and Vogel, CHI 2012): a low-pass whose cut-off rises with the speed of the
 * signal, so a still face stops trembling while a fast turn or a mouth opening is followed without lag.
 */
export interface OneEuroSettings {
  /** Cut-off in hertz while the value stands still. */
  minCutoff: number;
  /** How much the cut-off rises per unit per second of speed. */
  beta: number;
}

const DERIVATIVE_CUTOFF = 1;

class OneEuroBank {
  private values: Float64Array | null = null;
  private speeds: Float64Array;

  constructor(
    size: number,
    private readonly settings: readonly OneEuroSettings[],
  ) {
    this.speeds = new Float64Array(size);
  }

  /** Filters `raw` in place, `dt` seconds after the last call. */
  filter(raw: Float64Array, dt: number): void {
    const previous = this.values;
    if (!previous) {
      this.values = Float64Array.from(raw);
      return;
    }
    const speedMix = alpha(DERIVATIVE_CUTOFF, dt);
    for (let i = 0; i < raw.length; i++) {
      const { minCutoff, beta } = this.settings[i] as OneEuroSettings;
      const last = previous[i] as number;
      const speed =
        (this.speeds[i] as number) + speedMix * (((raw[i] as number) - last) / dt - (this.speeds[i] as number));
      this.speeds[i] = speed;
      const value = last + alpha(minCutoff + beta * Math.abs(speed), dt) * ((raw[i] as number) - last);
      previous[i] = value;
      raw[i] = value;
    }
  }
}

function alpha(cutoff: number, dt: number): number {
  const tau = 1 / (2 * Math.PI * cutoff);
  return 1 / (1 + tau / dt);
}

/** Points on the bone of the head (eye corners, nose bridge and tip, forehead): they carry its pose. */
const HEAD_ANCHORS = [33, 133, 362, 263, 168, 6, 197, 195, 5, 4, 1, 10, 151, 9];
const RIGHT_EYE_OUTER = 33;
const LEFT_EYE_OUTER = 263;

/** The head's pose in the picture: where, how large and how tilted. */
interface HeadPose {
  x: number;
  y: number;
  scale: number;
  angle: number;
}

/**
 * Pose: still heads are held still, turns followed. Shape, in the head's own frame: the lips respond fastest (speech
 * moves them several times a second), everything else is held steadier. Tuned on the talking-head fixtures of the
 * 'blonde' and 'sliver' portraits (the quality tests' tuning cases): the held-out fixture was not used. The slower
 * shape cut-off steadies the eyes and brows, which the painted source face makes stand out more than the target's.
 */
const POSE_SETTINGS: OneEuroSettings = { minCutoff: 1, beta: 0.8 };
const SHAPE_SETTINGS: OneEuroSettings = { minCutoff: 1, beta: 2 };
const LIP_SETTINGS: OneEuroSettings = { minCutoff: 4, beta: 8 };
const LIP_POINTS = new Set<number>(Object.values(LIPS).flat());

/**
 * Smooths one person's face mesh frame by frame. The mesh is split into the head's pose (a similarity: position,
 * size, tilt) and the points in the head's own frame; each is filtered separately, so a head turning fast does not
 * drag its features behind it, and a trembling fit does not shake a still head.
 */
export class LandmarkSmoother {
  private readonly pose = new OneEuroBank(4, [POSE_SETTINGS, POSE_SETTINGS, POSE_SETTINGS, POSE_SETTINGS]);
  private readonly shape: OneEuroBank;
  private referenceScale = 0;

  constructor(
    pointCount: number,
    private readonly fps: number,
  ) {
    const settings: OneEuroSettings[] = [];
    for (let i = 0; i < pointCount; i++) {
      const point = LIP_POINTS.has(i) ? LIP_SETTINGS : SHAPE_SETTINGS;
      settings.push(point, point);
    }
    this.shape = new OneEuroBank(2 * pointCount, settings);
  }

  /** The smoothed mesh of the next frame (frames one after the other, none skipped). */
  next(mesh: readonly Point[]): Point[] {
    const dt = 1 / this.fps;
    const pose = headPose(mesh);
    if (this.referenceScale === 0) this.referenceScale = pose.scale;
    // Position in units of the head's size, so the same settings serve small and large faces.
    const ref = this.referenceScale;
    const poseValues = Float64Array.of(pose.x / ref, pose.y / ref, Math.log(pose.scale), pose.angle);
    this.pose.filter(poseValues, dt);
    const local = toHeadFrame(mesh, pose);
    this.shape.filter(local, dt);
    const smoothed: HeadPose = {
      x: (poseValues[0] as number) * ref,
      y: (poseValues[1] as number) * ref,
      scale: Math.exp(poseValues[2] as number),
      angle: poseValues[3] as number,
    };
    return fromHeadFrame(local, smoothed);
  }
}

export function headPose(mesh: readonly Point[]): HeadPose {
  let x = 0;
  let y = 0;
  for (const i of HEAD_ANCHORS) {
    x += (mesh[i] as Point).x;
    y += (mesh[i] as Point).y;
  }
  x /= HEAD_ANCHORS.length;
  y /= HEAD_ANCHORS.length;
  let spread = 0;
  for (const i of HEAD_ANCHORS) spread += ((mesh[i] as Point).x - x) ** 2 + ((mesh[i] as Point).y - y) ** 2;
  const right = mesh[RIGHT_EYE_OUTER] as Point;
  const left = mesh[LEFT_EYE_OUTER] as Point;
  return {
    x,
    y,
    scale: Math.sqrt(spread / HEAD_ANCHORS.length) || 1,
    angle: Math.atan2(left.y - right.y, left.x - right.x),
  };
}

/** The points in the head's frame: centred, unrotated, in units of its size; x, y, x, y, ... */
export function toHeadFrame(mesh: readonly Point[], pose: HeadPose): Float64Array {
  const cos = Math.cos(pose.angle);
  const sin = Math.sin(pose.angle);
  const local = new Float64Array(mesh.length * 2);
  mesh.forEach((p, i) => {
    const dx = (p.x - pose.x) / pose.scale;
    const dy = (p.y - pose.y) / pose.scale;
    local[2 * i] = dx * cos + dy * sin;
    local[2 * i + 1] = -dx * sin + dy * cos;
  });
  return local;
}

function fromHeadFrame(local: Float64Array, pose: HeadPose): Point[] {
  const cos = Math.cos(pose.angle);
  const sin = Math.sin(pose.angle);
  const points: Point[] = [];
  for (let i = 0; i < local.length; i += 2) {
    const lx = local[i] as number;
    const ly = local[i + 1] as number;
    points.push({
      x: pose.x + pose.scale * (lx * cos - ly * sin),
      y: pose.y + pose.scale * (lx * sin + ly * cos),
    });
  }
  return points;
}
