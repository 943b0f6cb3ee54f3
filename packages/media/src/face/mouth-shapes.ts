import type { RigPose, Viseme } from '../avatar/rig';
import { VISEME_OPENNESS } from '../avatar/rig';

/**
 * How one viseme moves the lips, in mouth widths (the distance between the lip corners), so
 * the same shape fits every face size. Every field is continuous, so two shapes blend by
 * interpolating them (coarticulation).
 */
export interface MouthShape {
  /** Opening between the inner lip edges at the middle of the mouth. */
  gap: number;
  /**
   * Share of the opening made by raising the upper lip; the jaw drop makes the rest. The upper
   * lip hangs from the skull, so it is small: opening is mostly the jaw.
   */
  lift: number;
  /** How far each corner moves outwards (negative: inwards, for rounded lips). */
  spread: number;
  /**
   * The opening's outline across the mouth is (1 - |u|^squareness)^fullness for u from -1 to 1
   * (corner to corner): a high squareness and low fullness give the flat, wide slot of "E",
   * a fullness near 1 the oval of "O".
   */
  squareness: number;
  fullness: number;
  /** Height of the upper teeth showing below the resting upper lip line, in mouth widths. */
  teeth: number;
  /** Height of the lower teeth showing above the lower lip, in mouth widths (wide shapes). */
  lowerTeeth: number;
  /** Lips pushed forward: they bunch towards the middle and look fuller (O, U, W; pressed M). */
  pucker: number;
  /** The tongue tip raised to the upper teeth (L, TH, D), 0 to 1. */
  tongueTip: number;
}

/** The inner lips part by this many mouth widths when the jaw is fully open (openness 1). */
const FULL_GAP = 0.42;

type ShapeTraits = Omit<MouthShape, 'gap'>;

const TRAITS: Record<Viseme, ShapeTraits> = {
  closed: { lift: 0, spread: -0.02, squareness: 2, fullness: 1, teeth: 0, lowerTeeth: 0, pucker: 0.15, tongueTip: 0 },
  rest: { lift: 0.12, spread: 0, squareness: 2.2, fullness: 0.8, teeth: 0.05, lowerTeeth: 0, pucker: 0, tongueTip: 0 },
  // Lower lip tucked under the upper teeth: the upper lip rises a little to show them.
  fv: { lift: 0.3, spread: 0.02, squareness: 2.6, fullness: 0.6, teeth: 0.09, lowerTeeth: 0, pucker: 0, tongueTip: 0 },
  l: { lift: 0.1, spread: 0, squareness: 2.2, fullness: 0.75, teeth: 0.07, lowerTeeth: 0.02, pucker: 0, tongueTip: 1 },
  round: {
    lift: 0.1,
    spread: -0.1,
    squareness: 2,
    fullness: 0.9,
    teeth: 0.04,
    lowerTeeth: 0,
    pucker: 0.6,
    tongueTip: 0,
  },
  wide: {
    lift: 0.12,
    spread: 0.07,
    squareness: 3,
    fullness: 0.55,
    teeth: 0.09,
    lowerTeeth: 0.05,
    pucker: 0,
    tongueTip: 0,
  },
  open: {
    lift: 0.08,
    spread: -0.03,
    squareness: 2,
    fullness: 0.75,
    teeth: 0.08,
    lowerTeeth: 0.035,
    pucker: 0,
    tongueTip: 0,
  },
};

export function mouthShape(viseme: Viseme): MouthShape {
  return { gap: VISEME_OPENNESS[viseme] * FULL_GAP, ...TRAITS[viseme] };
}

/** The shape `mix` of the way from a to b, every parameter interpolated. */
export function blendMouthShapes(a: MouthShape, b: MouthShape, mix: number): MouthShape {
  const t = Math.min(Math.max(mix, 0), 1);
  const keys = Object.keys(a) as (keyof MouthShape)[];
  return Object.fromEntries(keys.map((key) => [key, a[key] + (b[key] - a[key]) * t])) as unknown as MouthShape;
}

/** The mouth of a rig pose: a pure viseme, or a blend when the pose is on its way to another. */
export function poseMouthShape(pose: RigPose): MouthShape {
  const from = mouthShape(pose.viseme);
  return pose.toward ? blendMouthShapes(from, mouthShape(pose.toward.viseme), pose.toward.mix) : from;
}

/** How open the mouth is at u (-1 and 1 are the corners, 0 the middle), 0 to 1. */
export function openingProfile(shape: MouthShape, u: number): number {
  const edge = Math.min(Math.abs(u), 1);
  return Math.pow(1 - Math.pow(edge, shape.squareness), shape.fullness);
}
