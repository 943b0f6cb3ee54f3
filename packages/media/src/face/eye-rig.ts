import type { EyeState } from '../avatar/rig';
import type { LocalFrame, Point } from './geometry';
import { curveYAt, distance, frameAlong, sortedByX, toLocal } from './geometry';
import { paintLid } from './eyelid-paint';
import type { EyeContours } from './landmarks';
import type { Ring } from './ring-mesh';
import { mapRing, ringWarpTriangles, sampleAngle, sampleRing } from './ring-mesh';
import type { RgbImage } from './rgb-image';
import { warpTriangles } from './triangle-warp';

/**
 * One eye as nested rings: the lid margins, two rings of lid skin and a fixed ring below the
 * brow. A blink slides the upper lid down over the eyeball: the lid skin stretches, the eyeball
 * itself (inside the margins) is never moved, only covered. The outer rings are drawn around
 * the margins rather than taken from the mesh, whose outer eye contours cross each other on
 * turned faces and would fold the warp.
 */
export interface EyeRig {
  frame: LocalFrame;
  /** The lid margins as the mesh gives them: the visible eyeball lies between them. */
  eyeball: Ring;
  rest: Ring[];
  /** Width between the eye corners, in pixels. */
  width: number;
}

const SEGMENTS = 16;

/** How far the upper lid travels towards the closed line. */
const CLOSURE: Record<EyeState, number> = { open: 0, half: 0.55, closed: 1 };
/** A closing eye meets a little above the lower lid, which rises by this share of the opening. */
const LOWER_LID_RISE = 0.15;
/**
 * On small eyes the mesh's margins lie a pixel or two inside the visible eye; the lid is taken
 * from this far outside them (shares of the opening), or it would drag iris and sclera along.
 */
const UPPER_MARGIN_OFFSET = 0.22;
const LOWER_MARGIN_OFFSET = 0.14;
/** The visible white often reaches past the mesh's eye corners by this share of the eye width. */
const CORNER_OFFSET = 0.08;
/**
 * The three outer rings reach up towards the brow (shares of the margin-to-brow distance, so
 * the brow itself never moves), down the cheek and out past the corners (eye widths).
 */
const REACH_UP = [0.3, 0.6, 0.85];
const REACH_DOWN = [0.1, 0.2, 0.32];
const REACH_OUT = [0.1, 0.22, 0.4];
/** Lid skin height assumed when the brow is not found above the eye, in eye widths. */
const MIN_LID_HEIGHT = 0.25;
/** Share of the lid margin's travel that each ring follows (margins, skin, skin, fixed). */
const FOLLOW = [1, 0.5, 0.2, 0];

export function buildEyeRig(mesh: readonly Point[], eye: EyeContours): EyeRig {
  const at = (index: number) => mesh[index] as Point;
  const inner = at(eye.upperLid[0] as number);
  const outer = at(eye.upperLid[eye.upperLid.length - 1] as number);
  const frame = frameAlong(inner, outer);
  const local = (indices: readonly number[]) => indices.map((index) => toLocal(frame, at(index)));
  const width = distance(inner, outer);
  const eyeball = sampleRing(local(eye.upperLid), local(eye.lowerLid), SEGMENTS);
  const openings = eyeball.upper.map((p, j) => (eyeball.lower[j] as Point).y - p.y);
  const widest = Math.max(...openings);
  const margins = mapRing(eyeball, (p, j, chain) => {
    // Full offsets right up to the corners, where the mesh misses the white most often.
    const offset = widest * Math.sqrt(Math.sin(sampleAngle(j, SEGMENTS)));
    return {
      x: p.x * (1 + 2 * CORNER_OFFSET),
      y: chain === 'upper' ? p.y - UPPER_MARGIN_OFFSET * offset : p.y + LOWER_MARGIN_OFFSET * offset,
    };
  });
  const toBrow = curveYAt(margins.upper, 0) - curveYAt(sortedByX(local(eye.browLower)), 0);
  // A brow lower than the lid (a mesh gone wrong) still leaves the lid some skin to stretch.
  const reachUp = Math.max(toBrow, MIN_LID_HEIGHT * width);
  const rings = REACH_UP.map((up, k) =>
    mapRing(margins, (p, j, chain) => {
      const bulge = Math.sin(sampleAngle(j, SEGMENTS));
      const reach = chain === 'upper' ? -up * reachUp : (REACH_DOWN[k] as number) * width;
      return { x: p.x * (1 + (REACH_OUT[k] as number)), y: p.y + reach * bulge };
    }),
  );
  return { frame, eyeball, width, rest: [margins, ...rings] };
}

function posedEyeRings(rig: EyeRig, state: EyeState): Ring[] {
  const closure = CLOSURE[state];
  const margins = rig.rest[0] as Ring;
  const travel = (j: number, chain: 'upper' | 'lower') => {
    const opening = (margins.lower[j] as Point).y - (margins.upper[j] as Point).y;
    return chain === 'upper' ? closure * (1 - LOWER_LID_RISE) * opening : -closure * LOWER_LID_RISE * opening;
  };
  return rig.rest.map((ring, k) =>
    mapRing(ring, (p, j, chain) => ({ x: p.x, y: p.y + (FOLLOW[k] ?? 0) * travel(j, chain) })),
  );
}

/** Draws the eye in the given state into target, reading the open eye from base. */
export function renderEye(rig: EyeRig, state: EyeState, base: RgbImage, target: RgbImage): void {
  if (state === 'open') return;
  const posed = posedEyeRings(rig, state);
  warpTriangles(base, target, ringWarpTriangles(rig.frame, rig.rest, posed));
  paintLid(target, base, rig, posed[0] as Ring);
}
