import type { Box } from '../avatar/rig';
import type { Rgb } from './colour';
import { sampleColour } from './colour';
import type { LocalFrame, Point } from './geometry';
import {
  boundingBox,
  distance,
  frameAlong,
  horizontalCrossings,
  lerp,
  smoothstep,
  toImage,
  toLocal,
  verticalCrossings,
} from './geometry';
import { LIPS, NOSE_BOTTOM, SILHOUETTE } from './landmarks';
import { onContactLine } from './lip-contact';
import { paintMouthInterior } from './mouth-interior';
import type { MouthShape } from './mouth-shapes';
import { openingProfile } from './mouth-shapes';
import type { Ring } from './ring-mesh';
import { lerpRing, mapRing, ringFromCurves, ringWarpTriangles, sampleAngle, sampleRing } from './ring-mesh';
import type { RgbImage } from './rgb-image';
import { warpTriangles } from './triangle-warp';

/**
 * The lower face as nested rings around the mouth: inner lips, outer lips, three blends, the
 * jaw line, and a fixed ring beyond the chin. Lips and jaw move per viseme; the skin between
 * them follows smoothly and nothing outside the last ring changes.
 */
export interface MouthRig {
  frame: LocalFrame;
  /** Distance between the lip corners, the unit of every mouth shape. */
  width: number;
  rest: Ring[];
  lipColour: Rgb;
  skinColour: Rgb;
}

const SEGMENTS = 24;
const BLENDS = [0.25, 0.5, 0.75];
const INNER = 0;
const OUTER_LIPS = 1;
const JAW = OUTER_LIPS + BLENDS.length + 1;
/** The middle blend, halfway between lips and jaw: plain cheek and chin skin. */
const CHEEKS = OUTER_LIPS + 2;
/** The chin drops with the lower lip; the jaw corners, near the hinge, hardly move. */
const JAW_PROFILE_EXPONENT = 1.5;
/**
 * Room below the jaw line, in multiples of the largest chin drop: the neck under the chin is
 * squeezed by at most 1/2.2 instead of the chin edge being smeared.
 */
const BELOW_JAW = 2.2;
const LARGEST_DROP = 0.42;
/** The fixed ring lies this much further out than the jaw ring at the sides and above. */
const OUTWARD = 1.3;
/** The jaw ring runs under the nose at this fraction of the mouth-to-nose distance. */
const UNDER_NOSE = 0.75;

export function buildMouthRig(mesh: readonly Point[], image: RgbImage): MouthRig {
  const at = (index: number) => mesh[index] as Point;
  const leftCorner = at(LIPS.upperOuter[0]);
  const rightCorner = at(LIPS.upperOuter[LIPS.upperOuter.length - 1] as number);
  const frame = frameAlong(leftCorner, rightCorner);
  const local = (indices: readonly number[]) => indices.map((index) => toLocal(frame, at(index)));
  const width = distance(leftCorner, rightCorner);
  const inner = onContactLine(
    sampleRing(local(LIPS.upperInner), local(LIPS.lowerInner), SEGMENTS),
    frame,
    image,
    width,
  );
  const outer = sampleRing(local(LIPS.upperOuter), local(LIPS.lowerOuter), SEGMENTS);
  const jaw = jawRing(local(SILHOUETTE), toLocal(frame, at(NOSE_BOTTOM)), width);
  const beyond = fixedRing(jaw, width);
  const rest = [inner, outer, ...BLENDS.map((t) => lerpRing(outer, jaw, t)), jaw, beyond];
  const colourAt = (points: Point[]) =>
    sampleColour(
      image,
      points.map((p) => toImage(frame, p)),
    );
  const lipMiddles = [...inner.upper, ...inner.lower].map((p, i) => {
    const q = [...outer.upper, ...outer.lower][i] as Point;
    return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  });
  const cheeks = rest[CHEEKS] as Ring;
  return {
    frame,
    width,
    rest,
    lipColour: colourAt(lipMiddles),
    skinColour: colourAt([...cheeks.upper, ...cheeks.lower]),
  };
}

/**
 * Below the mouth the ring follows the face outline (so the whole chin moves as one piece);
 * above it, an arc through the cheeks passes under the nose, which never moves.
 */
function jawRing(silhouette: Point[], noseBottom: Point, mouthWidth: number): Ring {
  // The outline crosses the mouth line on both cheeks; a mesh that does not close is unheard
  // of, but a mouth-wide ring keeps the rig usable if it ever happens.
  const sides = horizontalCrossings(silhouette, 0);
  const left = { x: sides.length > 1 ? Math.min(...sides) : -mouthWidth, y: 0 };
  const right = { x: sides.length > 1 ? Math.max(...sides) : mouthWidth, y: 0 };
  const halfWidth = (right.x - left.x) / 2;
  const middle = (right.x + left.x) / 2;
  const rise = Math.abs(noseBottom.y) * UNDER_NOSE;
  return ringFromCurves(left, right, SEGMENTS, (x) => {
    const across = (x - middle) / halfWidth;
    const lower = Math.max(0, ...verticalCrossings(silhouette, x));
    return [-rise * Math.sqrt(Math.max(0, 1 - across * across)), lower];
  });
}

function fixedRing(jaw: Ring, mouthWidth: number): Ring {
  const room = BELOW_JAW * LARGEST_DROP * mouthWidth;
  return mapRing(jaw, (p, j, chain) => ({
    x: p.x * OUTWARD,
    // The room tapers towards the ring's ends more slowly than the jaw drop does, so the band
    // under the jaw never folds.
    y: chain === 'upper' ? p.y * OUTWARD : p.y + room * Math.sqrt(Math.sin(sampleAngle(j, SEGMENTS))),
  }));
}

/** The rings moved into a mouth shape. */
function posedMouthRings(rig: MouthRig, shape: MouthShape): Ring[] {
  const gap = shape.gap * rig.width;
  const lipMove = (j: number, chain: 'upper' | 'lower'): Point => {
    const u = -Math.cos(sampleAngle(j, SEGMENTS));
    const open = openingProfile(shape, u) * gap;
    return { x: shape.spread * rig.width * u, y: chain === 'upper' ? -shape.lift * open : (1 - shape.lift) * open };
  };
  const jawMove = (j: number, chain: 'upper' | 'lower'): Point => {
    const drop = (1 - shape.lift) * gap * Math.pow(Math.sin(sampleAngle(j, SEGMENTS)), JAW_PROFILE_EXPONENT);
    return { x: 0, y: chain === 'upper' ? 0 : drop };
  };
  return rig.rest.map((ring, k) => {
    if (k > JAW) return ring;
    const towardJaw = k <= OUTER_LIPS ? 0 : k === JAW ? 1 : smoothstep(BLENDS[k - OUTER_LIPS - 1] as number);
    return mapRing(ring, (p, j, chain) => {
      const lip = lipMove(j, chain);
      const jaw = jawMove(j, chain);
      return { x: p.x + lerp(lip.x, jaw.x, towardJaw), y: p.y + lerp(lip.y, jaw.y, towardJaw) };
    });
  });
}

/** Draws the mouth shape into target, reading the unmoved face from base. */
export function renderMouth(rig: MouthRig, shape: MouthShape, base: RgbImage, target: RgbImage): void {
  const posed = posedMouthRings(rig, shape);
  warpTriangles(base, target, ringWarpTriangles(rig.frame, rig.rest, posed));
  paintMouthInterior(target, base, rig, posed[INNER] as Ring, shape);
}

/** Box around the outer lips in a shape, in image pixels. */
export function lipsBox(rig: MouthRig, shape: MouthShape): Box {
  const lips = posedMouthRings(rig, shape)[OUTER_LIPS] as Ring;
  return boundingBox([...lips.upper, ...lips.lower].map((p) => toImage(rig.frame, p)));
}
