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
import { scanLipGap } from './lip-gap-scan';
import { onContactLine } from './lip-contact';
import type { MouthColours } from './mouth-colours';
import { sampleMouthColours } from './mouth-colours';
import { paintMouthInterior } from './mouth-interior';
import type { MouthShape } from './mouth-shapes';
import { openingProfile } from './mouth-shapes';
import type { Ring } from './ring-mesh';
import { lerpRing, mapRing, ringFromCurves, ringWarpTriangles, sampleAngle, sampleRing } from './ring-mesh';
import type { RgbImage } from './rgb-image';
import { warpTriangles, type WarpTriangle } from './triangle-warp';

/**
 * The lower face as nested rings around the mouth: inner lips, outer lips, three blends, the
 * jaw line, and a fixed ring beyond the chin. Opening drops the jaw: the lower lip, the chin and
 * the jaw line move down together, the upper lip rises a little, and the skin between the rings
 * follows smoothly; nothing outside the last ring changes.
 */
export interface MouthRig {
  frame: LocalFrame;
  /** Distance between the lip corners, the unit of every mouth shape. */
  width: number;
  /** The rings where the photo has them: the warp reads the photo through these. */
  rest: Ring[];
  /**
   * The same rings with the lips closed, the face every shape starts from. On a closed-mouth
   * photo they are the rest rings; on an open or grinning one, the lips are brought together
   * (the jaw rises, the upper lip comes down a little) so the photo's own teeth and gap vanish.
   */
  neutral: Ring[];
  /** Whether the photo's lips are apart (teeth or a gap show between them). */
  photoOpen: boolean;
  colours: MouthColours;
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
/**
 * Inner lips further apart than this (mouth widths) at their widest are an open mouth; closer,
 * the mesh's contours are a few pixels off closed lips (see lip-contact.ts).
 */
const OPEN_PHOTO_GAP = 0.12;
/** Closing an open photo: the upper lip comes down this share of the gap, the jaw the rest. */
const CLOSING_UPPER_SHARE = 0.3;
/** The outer edge of a moving lip follows its inner edge by this much: lips thin as they stretch. */
const OUTER_LIP_FOLLOW = 0.75;
/** The mouth corners go down with the jaw by this share of its drop (they are tied to the chin). */
const CORNER_FOLLOW = 0.3;
/** Pursed lips: their outer edges move out by this many mouth widths at full pucker. */
const PUCKER_FULLNESS = 0.05;

export function buildMouthRig(mesh: readonly Point[], image: RgbImage): MouthRig {
  const at = (index: number) => mesh[index] as Point;
  const leftCorner = at(LIPS.upperOuter[0]);
  const rightCorner = at(LIPS.upperOuter[LIPS.upperOuter.length - 1] as number);
  const frame = frameAlong(leftCorner, rightCorner);
  const local = (indices: readonly number[]) => indices.map((index) => toLocal(frame, at(index)));
  const width = distance(leftCorner, rightCorner);
  const meshInner = sampleRing(local(LIPS.upperInner), local(LIPS.lowerInner), SEGMENTS);
  const outer = sampleRing(local(LIPS.upperOuter), local(LIPS.lowerOuter), SEGMENTS);
  const colourAt = (points: Point[]) =>
    sampleColour(
      image,
      points.map((p) => toImage(frame, p)),
    );
  const lipColour = colourAt(lipMiddles(meshInner, outer));
  const gap = scanLipGap(meshInner, outer, frame, image, width, lipColour);
  const photoOpen = gap.open || Math.max(...innerGaps(meshInner)) > OPEN_PHOTO_GAP * width;
  const inner = photoOpen ? gap.inner : onContactLine(meshInner, frame, image, width);
  const jaw = jawRing(local(SILHOUETTE), toLocal(frame, at(NOSE_BOTTOM)), width);
  const beyond = fixedRing(jaw, width);
  const rest = [inner, outer, ...BLENDS.map((t) => lerpRing(outer, jaw, t)), jaw, beyond];
  const cheeks = rest[CHEEKS] as Ring;
  const skinColour = colourAt([...cheeks.upper, ...cheeks.lower]);
  return {
    frame,
    width,
    rest,
    neutral: photoOpen ? closedRings(rest) : rest,
    photoOpen,
    colours: sampleMouthColours(image, frame, inner, photoOpen, lipColour, skinColour),
    lipColour,
    skinColour,
  };
}

/** Halfway between the inner and outer lip contours: lip colour, whatever the mesh makes of the edges. */
function lipMiddles(inner: Ring, outer: Ring): Point[] {
  const outerPoints = [...outer.upper, ...outer.lower];
  return [...inner.upper, ...inner.lower].map((p, i) => {
    const q = outerPoints[i] as Point;
    return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  });
}

function innerGaps(inner: Ring): number[] {
  return inner.upper.map((p, j) => (inner.lower[j] as Point).y - p.y);
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

/** Moves of one ring sample: the lips' own (inner and outer rings) and the jaw's. */
interface RingMoves {
  lip(j: number, chain: 'upper' | 'lower', ring: typeof INNER | typeof OUTER_LIPS): Point;
  jaw(j: number, chain: 'upper' | 'lower'): Point;
}

/**
 * Applies lip and jaw moves to the rings: the lips' rings take the lip move, the jaw ring the
 * jaw move, the blends between them a smooth mix, and the fixed ring stays.
 */
function moveRings(rings: readonly Ring[], moves: RingMoves): Ring[] {
  return rings.map((ring, k) => {
    if (k > JAW) return ring;
    const towardJaw = k <= OUTER_LIPS ? 0 : k === JAW ? 1 : smoothstep(BLENDS[k - OUTER_LIPS - 1] as number);
    const lipRing = k === INNER ? INNER : OUTER_LIPS;
    return mapRing(ring, (p, j, chain) => {
      const lip = moves.lip(j, chain, lipRing);
      const jaw = moves.jaw(j, chain);
      return { x: p.x + lerp(lip.x, jaw.x, towardJaw), y: p.y + lerp(lip.y, jaw.y, towardJaw) };
    });
  });
}

/** The photo's rings with the lips brought together on a line between them. */
function closedRings(rest: readonly Ring[]): Ring[] {
  const gaps = innerGaps(rest[INNER] as Ring);
  const centreGap = gaps[SEGMENTS / 2] as number;
  return moveRings(rest, {
    lip: (j, chain, ring) => {
      const gap = gaps[j] as number;
      const follow = ring === INNER ? 1 : OUTER_LIP_FOLLOW;
      return { x: 0, y: chain === 'upper' ? CLOSING_UPPER_SHARE * gap * follow : -(1 - CLOSING_UPPER_SHARE) * gap };
    },
    jaw: (j, chain) => ({
      x: 0,
      y: chain === 'upper' ? 0 : -(1 - CLOSING_UPPER_SHARE) * centreGap * jawProfile(j),
    }),
  });
}

function jawProfile(j: number): number {
  return Math.pow(Math.sin(sampleAngle(j, SEGMENTS)), JAW_PROFILE_EXPONENT);
}

/** The neutral rings moved into a mouth shape. */
export function posedMouthRings(rig: MouthRig, shape: MouthShape): Ring[] {
  const gap = shape.gap * rig.width;
  const jawDrop = (1 - shape.lift) * gap;
  const pucker = shape.pucker * PUCKER_FULLNESS * rig.width;
  return moveRings(rig.neutral, {
    lip: (j, chain, ring) => {
      const u = -Math.cos(sampleAngle(j, SEGMENTS));
      const profile = openingProfile(shape, u);
      const open = profile * gap;
      const corner = CORNER_FOLLOW * jawDrop * u * u;
      const x = shape.spread * rig.width * u;
      if (chain === 'upper') {
        const rise = shape.lift * open * (ring === INNER ? 1 : OUTER_LIP_FOLLOW);
        return { x, y: corner - rise - (ring === INNER ? 0 : pucker * profile) };
      }
      return { x, y: corner + (1 - shape.lift) * open + (ring === INNER ? 0 : pucker * profile) };
    },
    jaw: (j, chain) => ({ x: 0, y: chain === 'upper' ? 0 : jawDrop * jawProfile(j) }),
  });
}

/**
 * Draws the mouth shape into target, reading the unmoved face from base. Target must already hold base's pixels
 * over the lower face (a copy of it): the pieces of the face a shape leaves where they are are not drawn again.
 */
export function renderMouth(rig: MouthRig, shape: MouthShape, base: RgbImage, target: RgbImage): void {
  const posed = posedMouthRings(rig, shape);
  warpTriangles(base, target, ringWarpTriangles(rig.frame, rig.rest, posed).filter(moves));
  paintMouthInterior(target, rig, posed[INNER] as Ring, shape);
}

/** Below this (pixels) a corner has not moved: the warp would copy the triangle onto itself. */
const STILL = 1e-6;

function moves({ from, to }: WarpTriangle): boolean {
  return from.some((p, i) => Math.abs(p.x - (to[i] as Point).x) > STILL || Math.abs(p.y - (to[i] as Point).y) > STILL);
}

/** The same rig on a picture cut from this one at (-dx, -dy): a box of a frame drawn on its own. */
export function shiftMouthRig(rig: MouthRig, dx: number, dy: number): MouthRig {
  const { origin, axis } = rig.frame;
  return { ...rig, frame: { origin: { x: origin.x + dx, y: origin.y + dy }, axis } };
}

/** Box around the outer lips in a shape, in image pixels. */
export function lipsBox(rig: MouthRig, shape: MouthShape): Box {
  const lips = posedMouthRings(rig, shape)[OUTER_LIPS] as Ring;
  return boundingBox([...lips.upper, ...lips.lower].map((p) => toImage(rig.frame, p)));
}

/**
 * The outline of the lower face that the mouth may change, in image pixels: every pixel outside
 * it is the photo's own in every shape.
 */
export function lowerFaceOutline(rig: MouthRig): Point[] {
  const fixed = rig.rest[rig.rest.length - 1] as Ring;
  return [...fixed.upper, ...fixed.lower.slice(1, -1).reverse()].map((p) => toImage(rig.frame, p));
}

/** The opening between the lips in a shape, in image pixels (empty area when the lips meet). */
export function mouthOpening(rig: MouthRig, shape: MouthShape): Point[] {
  const inner = posedMouthRings(rig, shape)[INNER] as Ring;
  return [...inner.upper, ...inner.lower.slice(1, -1).reverse()].map((p) => toImage(rig.frame, p));
}
