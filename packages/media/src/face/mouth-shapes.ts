import type { Viseme } from '../avatar/rig';
import { VISEME_OPENNESS } from '../avatar/rig';

/**
 * How one viseme moves the lips, in mouth widths (the distance between the lip corners), so
 * the same shape fits every face size.
 */
export interface MouthShape {
  /** Opening between the inner lip edges at the middle of the mouth. */
  gap: number;
  /** Share of the opening made by raising the upper lip; the jaw and lower lip make the rest. */
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
  /** Share of the opening covered by the upper teeth at the middle of the mouth. */
  teeth: number;
}

/** The inner lips part by this many mouth widths when the jaw is fully open (openness 1). */
const FULL_GAP = 0.42;

type ShapeTraits = Omit<MouthShape, 'gap'>;

const TRAITS: Record<Viseme, ShapeTraits> = {
  closed: { lift: 0, spread: 0, squareness: 2, fullness: 1, teeth: 0 },
  rest: { lift: 0.2, spread: 0, squareness: 2.2, fullness: 0.8, teeth: 0 },
  // Lower lip tucked under the upper teeth: the upper lip rises to show them.
  fv: { lift: 0.5, spread: 0.02, squareness: 2.6, fullness: 0.6, teeth: 0.3 },
  l: { lift: 0.15, spread: 0, squareness: 2.2, fullness: 0.75, teeth: 0 },
  round: { lift: 0.15, spread: -0.08, squareness: 2, fullness: 0.85, teeth: 0 },
  wide: { lift: 0.15, spread: 0.07, squareness: 3, fullness: 0.55, teeth: 0.25 },
  open: { lift: 0.12, spread: -0.03, squareness: 2, fullness: 0.75, teeth: 0.18 },
};

export function mouthShape(viseme: Viseme): MouthShape {
  return { gap: VISEME_OPENNESS[viseme] * FULL_GAP, ...TRAITS[viseme] };
}

/** How open the mouth is at u (-1 and 1 are the corners, 0 the middle), 0 to 1. */
export function openingProfile(shape: MouthShape, u: number): number {
  const edge = Math.min(Math.abs(u), 1);
  return Math.pow(1 - Math.pow(edge, shape.squareness), shape.fullness);
}
