import type { Rgb } from './colour';
import { blendPixel, luma, mixColour, scaleColour } from './colour';
import type { Point } from './geometry';
import { boundingBox, clamp, curveYAt, pixelBox, toImage, toLocal } from './geometry';
import type { MouthRig } from './mouth-rig';
import type { MouthShape } from './mouth-shapes';
import type { Ring } from './ring-mesh';
import type { RgbImage } from './rgb-image';

/**
 * A closed-mouth photo has no pixels for the inside of the mouth, so it is painted: a cavity in
 * the lips' own hue, darkened (it takes the photo's lighting and skin tone for free), lighter
 * just inside the lips where light still reaches, with upper teeth and a tongue in shadow.
 */
const CAVITY_DEPTH = 0.18;
const CAVITY_RIM = 0.25;
/** How far in from the lips (in mouth widths) the rim light fades. */
const RIM_REACH = 0.035;
const TEETH: Rgb = [236, 229, 214];
/** Teeth are lit like the skin around them; this skin luma leaves them at full brightness. */
const TEETH_FULL_LIGHT_LUMA = 175;
/** Teeth take this much of the skin's hue, so a warm or tinted photo does not get grey-green teeth. */
const TEETH_SKIN_TINT = 0.55;
/** Teeth show across the middle of the mouth only; beyond this |u| they are lost in shadow. */
const TEETH_SPAN = 0.8;
const TONGUE_SPAN = 0.62;
/** Tongue height as a share of the opening; its colour, the lips' pulled towards pink, in shade. */
const TONGUE_HEIGHT = 0.34;
const TONGUE_PINK: Rgb = [200, 110, 110];
const TONGUE_PINKNESS = 0.3;
const TONGUE_SHADE = 0.42;
/** Teeth darken by up to half towards the corners, and by this much right under the upper lip. */
const TEETH_CORNER_SHADOW = 0.5;
const TEETH_LIP_SHADOW = 0.28;
/** Below this opening (mouth widths) the tongue stays hidden behind the lower teeth. */
const TONGUE_MIN_GAP = 0.12;

/**
 * Paints the opening inside the posed inner lips. Where the photo's own mouth was already open
 * (teeth in a smile), its pixels are kept: the upper teeth belong to the skull and stay put,
 * and only the newly uncovered part is painted.
 */
export function paintMouthInterior(
  target: RgbImage,
  base: RgbImage,
  rig: MouthRig,
  inner: Ring,
  shape: MouthShape,
): void {
  const { frame, width: mouthWidth } = rig;
  const photoMouth = rig.rest[0] as Ring;
  const upper = inner.upper;
  const lower = inner.lower;
  const left = upper[0] as Point;
  const right = upper[upper.length - 1] as Point;
  const middle = (left.x + right.x) / 2;
  const half = (right.x - left.x) / 2;
  const centreGap = curveYAt(lower, middle) - curveYAt(upper, middle);
  const light = clamp(luma(rig.skinColour) / TEETH_FULL_LIGHT_LUMA, 0.45, 1.05);
  const skinAtTeethLuma = scaleColour(rig.skinColour, luma(TEETH) / Math.max(luma(rig.skinColour), 1));
  const teeth = scaleColour(mixColour(TEETH, skinAtTeethLuma, TEETH_SKIN_TINT), light);
  const tongue = scaleColour(mixColour(rig.lipColour, TONGUE_PINK, TONGUE_PINKNESS), TONGUE_SHADE);
  const showTongue = shape.gap >= TONGUE_MIN_GAP;
  const area = pixelBox(
    boundingBox([...upper, ...lower].map((p) => toImage(frame, p))),
    1,
    target.width,
    target.height,
  );
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      const p = toLocal(frame, { x, y });
      if (p.x <= left.x || p.x >= right.x) continue;
      const top = curveYAt(upper, p.x);
      const bottom = curveYAt(lower, p.x);
      const coverage = between(p.y, top, bottom);
      if (coverage <= 0 || bottom <= top) continue;
      const u = (p.x - middle) / half;
      const fromLips = Math.min(p.y - top, bottom - p.y) / (RIM_REACH * mouthWidth);
      let colour = scaleColour(rig.lipColour, CAVITY_DEPTH + CAVITY_RIM * Math.exp(-Math.max(fromLips, 0)));
      if (showTongue) {
        // Its back falls away into the dark: it fades in over its upper half, so it reads round.
        const tongueHeight = TONGUE_HEIGHT * centreGap * arch(u / TONGUE_SPAN);
        const intoTongue = (p.y - (bottom - tongueHeight)) / Math.max(tongueHeight / 2, 1);
        colour = mixColour(colour, tongue, clamp(intoTongue, 0, 1));
      }
      if (shape.teeth > 0) {
        const teethDepth = shape.teeth * centreGap * arch(u / TEETH_SPAN);
        const underLip = clamp((p.y - top) / Math.max(teethDepth, 1), 0, 1);
        const shade = (1 - TEETH_CORNER_SHADOW * u * u) * (1 - TEETH_LIP_SHADOW * (1 - underLip));
        colour = mixColour(colour, scaleColour(teeth, shade), clamp(top + teethDepth - p.y + 0.5, 0, 1));
      }
      const offset = (y * target.width + x) * 3;
      const photo: Rgb = [base.data[offset] ?? 0, base.data[offset + 1] ?? 0, base.data[offset + 2] ?? 0];
      const inPhotoMouth = between(p.y, curveYAt(photoMouth.upper, p.x), curveYAt(photoMouth.lower, p.x));
      blendPixel(target.data, offset, mixColour(colour, photo, inPhotoMouth), coverage);
    }
  }
}

/** Coverage of the pixel centred at y by the span [top, bottom], anti-aliased over one pixel. */
function between(y: number, top: number, bottom: number): number {
  return clamp(y - top + 0.5, 0, 1) * clamp(bottom - y + 0.5, 0, 1);
}

/** 1 in the middle, falling to 0 at |v| = 1 along a half ellipse. */
function arch(v: number): number {
  return Math.sqrt(Math.max(0, 1 - v * v));
}
