import { blendPixel, mixColour, scaleColour, type Rgb } from './colour';
import type { Point } from './geometry';
import { boundingBox, clamp, curveYAt, pixelBox, smoothstep, toImage } from './geometry';
import type { MouthRig } from './mouth-rig';
import type { MouthShape } from './mouth-shapes';
import type { Ring } from './ring-mesh';
import type { RgbImage } from './rgb-image';

/**
 * The inside of the mouth, drawn back to front in the photo's own colours: a dark cavity that
 * is lighter just inside the lips, a tongue on the floor of the mouth, the lower teeth on the
 * jaw, and the upper teeth hanging from where the upper lip rests (they belong to the skull, so
 * they stay put while the jaw drops and a rising lip bares more of them).
 */

/** Light reaching in past the lips: the cavity starts at this mix towards the lip colour. */
const RIM_LIGHT = 0.5;
/** How deep the rim light reaches, as a share of the half opening. */
const RIM_REACH = 0.7;
/** The mouth corners are deep shadow (the cheeks close over the back teeth). */
const CORNER_SHADOW = 0.3;
/** Upper teeth across this share of the mouth's half width; the dental arch then turns away. */
const TEETH_SPAN = 1.05;
const LOWER_TEETH_SPAN = 0.6;
/** Teeth darken by this much towards the mouth corners, where the arch turns out of the light. */
const TEETH_CORNER_SHADOW = 0.55;
/** The upper lip shades the top of the teeth over this many mouth widths, by this much. */
const LIP_SHADOW_REACH = 0.025;
const LIP_SHADOW = 0.3;
/** The lower teeth sit in the upper lip's and the upper teeth's shadow. */
const LOWER_TEETH_SHADE = 0.8;
/**
 * Borders between the front teeth, in mouth widths from the middle (central incisors, lateral
 * incisors, canines, foreshortened as the arch turns): a faint line and a rounded edge at each.
 */
const TOOTH_BORDERS = [0, 0.135, 0.245, 0.345];
/** The lower front teeth are narrower. */
const LOWER_TOOTH_BORDERS = [0, 0.09, 0.175, 0.26];
const TOOTH_LINE_DARKNESS = 0.22;
const TOOTH_LINE_WIDTH = 0.006;
const TOOTH_ROUNDING = 0.012;
const TOOTH_ROUNDING_REACH = 0.03;
/** The tongue fills this share of the opening's height at the middle, across this much of the mouth. */
const TONGUE_HEIGHT = 0.42;
const TONGUE_SPAN = 0.7;
/** A raised tongue tip (L, TH, D) is this narrow (share of the mouth's half width) and reaches the upper teeth. */
const TONGUE_TIP_SPAN = 0.32;
/** Below this opening (mouth widths) the tongue stays out of sight behind the lower lip. */
const TONGUE_MIN_GAP = 0.06;

export function paintMouthInterior(target: RgbImage, rig: MouthRig, inner: Ring, shape: MouthShape): void {
  const { frame, width: mouthWidth, colours } = rig;
  const { upper, lower } = inner;
  const left = upper[0] as Point;
  const right = upper[upper.length - 1] as Point;
  if (right.x - left.x < 1) return;
  const middle = (left.x + right.x) / 2;
  const half = (right.x - left.x) / 2;
  const resting = (rig.neutral[0] as Ring).upper;
  const restMiddle = ((resting[0] as Point).x + (resting[resting.length - 1] as Point).x) / 2;
  const restHalf = ((resting[resting.length - 1] as Point).x - (resting[0] as Point).x) / 2;
  const centreGap = curveYAt(lower, middle) - curveYAt(upper, middle);
  const showTongue = centreGap > TONGUE_MIN_GAP * mouthWidth;
  const rim = mixColour(colours.cavity, scaleColour(colours.lip, 0.6), RIM_LIGHT);
  const area = pixelBox(
    boundingBox([...upper, ...lower].map((p) => toImage(frame, p))),
    1,
    target.width,
    target.height,
  );
  const { origin, axis } = frame;
  // Drawn for every frame of a clone video: the colour is mixed in place, without an object per step.
  const colour: Mixing = [0, 0, 0];
  const data = target.data;
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      const dx = x - origin.x;
      const dy = y - origin.y;
      const px = dx * axis.x + dy * axis.y;
      const py = -dx * axis.y + dy * axis.x;
      if (px <= left.x || px >= right.x) continue;
      const top = curveYAt(upper, px);
      const bottom = curveYAt(lower, px);
      const coverage = between(py, top, bottom);
      if (coverage <= 0 || bottom <= top) continue;
      const u = (px - middle) / half;
      const halfOpening = Math.max((bottom - top) / 2, 0.5);
      const fromLips = Math.min(py - top, bottom - py) / halfOpening;
      setMix(colour, rim, colours.cavity, smoothstep(fromLips / RIM_REACH));
      scaleInPlace(colour, 1 - CORNER_SHADOW * u * u);
      if (showTongue) {
        const resting = TONGUE_HEIGHT * centreGap * arch(u / TONGUE_SPAN);
        const tip = shape.tongueTip * Math.max(bottom - top - resting, 0) * arch(u / TONGUE_TIP_SPAN);
        const tongueHeight = resting + tip;
        const tongueTop = bottom - tongueHeight;
        // Its back falls away into the dark, its tip catches light: it reads round.
        const intoTongue = (py - tongueTop) / Math.max(tongueHeight, 1);
        mixScaled(colour, colours.tongue, 0.7 + 0.45 * clamp(intoTongue, 0, 1), clamp(intoTongue * 2.5, 0, 1));
      }
      if (shape.lowerTeeth > 0) {
        const lowerTop = bottom - shape.lowerTeeth * mouthWidth * arch(u / LOWER_TEETH_SPAN);
        const line = toothLine(borderDistance((px - middle) / mouthWidth, LOWER_TOOTH_BORDERS), mouthWidth);
        const shade = LOWER_TEETH_SHADE * (1 - TEETH_CORNER_SHADOW * u * u) * (1 - line);
        mixScaled(colour, colours.teeth, shade, clamp(py - lowerTop + 0.5, 0, 1));
      }
      if (shape.teeth > 0) {
        const across = (px - restMiddle) / mouthWidth;
        const uRest = (px - restMiddle) / restHalf;
        const border = borderDistance(across, TOOTH_BORDERS);
        const rounding = TOOTH_ROUNDING * mouthWidth * Math.pow(Math.max(0, 1 - border / TOOTH_ROUNDING_REACH), 3);
        const teethBottom = curveYAt(resting, px) + shape.teeth * mouthWidth * arch(uRest / TEETH_SPAN) - rounding;
        const underLip = clamp((py - top) / (LIP_SHADOW_REACH * mouthWidth), 0, 1);
        const line = toothLine(border, mouthWidth);
        const shade = (1 - TEETH_CORNER_SHADOW * uRest * uRest) * (1 - LIP_SHADOW * (1 - underLip)) * (1 - line);
        mixScaled(colour, colours.teeth, shade, clamp(teethBottom - py + 0.5, 0, 1));
      }
      blendPixel(data, (y * target.width + x) * 3, colour, coverage);
    }
  }
}

/** A colour being mixed, changed in place. */
type Mixing = [number, number, number];

/** colour = a mixed towards b by t (as mixColour). */
function setMix(colour: Mixing, a: Rgb, b: Rgb, t: number): void {
  for (let c = 0; c < 3; c++) colour[c] = (a[c] as number) + ((b[c] as number) - (a[c] as number)) * t;
}

function scaleInPlace(colour: Mixing, factor: number): void {
  for (let c = 0; c < 3; c++) colour[c] = (colour[c] as number) * factor;
}

/** colour mixed by t towards `paint` scaled by `shade` (as mixColour(colour, scaleColour(paint, shade), t)). */
function mixScaled(colour: Mixing, paint: Rgb, shade: number, t: number): void {
  for (let c = 0; c < 3; c++) {
    const under = colour[c] as number;
    colour[c] = under + ((paint[c] as number) * shade - under) * t;
  }
}

/** Distance (mouth widths) from a point across the mouth to the nearest border between two teeth. */
function borderDistance(across: number, borders: readonly number[]): number {
  const a = Math.abs(across);
  let nearest = Number.POSITIVE_INFINITY;
  for (const border of borders) nearest = Math.min(nearest, Math.abs(a - border));
  return nearest;
}

/** How much the faint line between two teeth darkens a point this far (mouth widths) from the border. */
function toothLine(border: number, mouthWidth: number): number {
  return TOOTH_LINE_DARKNESS * clamp(1 - (border * mouthWidth) / Math.max(TOOTH_LINE_WIDTH * mouthWidth, 0.6), 0, 1);
}

/** Coverage of the pixel centred at y by the span [top, bottom], anti-aliased over one pixel. */
function between(y: number, top: number, bottom: number): number {
  return clamp(y - top + 0.5, 0, 1) * clamp(bottom - y + 0.5, 0, 1);
}

/** 1 in the middle, falling to 0 at |v| = 1 along a half ellipse. */
function arch(v: number): number {
  return Math.sqrt(Math.max(0, 1 - v * v));
}
