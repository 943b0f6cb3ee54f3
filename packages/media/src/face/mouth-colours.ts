import type { Rgb } from './colour';
import { looksLikeTeeth } from './lip-gap-scan';
import { luma, mixColour, scaleColour } from './colour';
import type { LocalFrame, Point } from './geometry';
import { boundingBox, curveYAt, pixelBox, toImage, toLocal } from './geometry';
import type { Ring } from './ring-mesh';
import type { RgbImage } from './rgb-image';

/** The colours the inside of the mouth is painted with, all taken from or derived from the photo. */
export interface MouthColours {
  lip: Rgb;
  skin: Rgb;
  /** Upper teeth in full light; the painter shades them. */
  teeth: Rgb;
  /** The deepest part of the mouth, behind the tongue. */
  cavity: Rgb;
  tongue: Rgb;
  /** Whether teeth were seen in the photo (a grin) rather than derived from skin and lips. */
  teethFromPhoto: boolean;
}

/** Teeth of a closed-mouth photo: an ivory lit like the skin and tinted by it. */
const IVORY: Rgb = [232, 224, 208];
const TEETH_SKIN_TINT = 0.35;
/**
 * Teeth reflect more light than skin of any tone: under the same light they reach this luma plus
 * this share of the skin's (luma 132 beside dark skin of 60, 174 beside 120, the cap beside 190).
 */
const TEETH_BASE_LUMA = 90;
const TEETH_SKIN_LUMA_SHARE = 0.7;
/** Teeth never go brighter than this luma: a paper-white band is what reads as pasted in. */
const TEETH_MAX_LUMA = 225;
/** The cavity of a closed-mouth photo: the lips' hue at this share of their brightness. */
const CAVITY_DEPTH = 0.3;
/** No part of the mouth is darker than this luma: pure black reads as a hole in the picture. */
const CAVITY_MIN_LUMA = 22;
const TONGUE_PINK: Rgb = [190, 100, 105];
const TONGUE_PINKNESS = 0.4;
const TONGUE_SHADE = 0.8;
/** This share of the opening must look like teeth before the photo's teeth colour is trusted. */
const MIN_TEETH_SHARE = 0.12;
const DARK_UNDER_LIP = 0.55;
const MIN_DARK_SHARE = 0.08;

export function sampleMouthColours(
  image: RgbImage,
  frame: LocalFrame,
  inner: Ring,
  photoOpen: boolean,
  lip: Rgb,
  skin: Rgb,
): MouthColours {
  const seen = photoOpen ? pixelsBetweenLips(image, frame, inner) : [];
  const lipLuma = luma(lip);
  const teethPixels = seen.filter((c) => looksLikeTeeth(c, lip));
  const darkPixels = seen.filter((c) => luma(c) < DARK_UNDER_LIP * lipLuma);
  const teethFromPhoto = teethPixels.length > MIN_TEETH_SHARE * seen.length && teethPixels.length > 20;
  const tinted = mixColour(IVORY, scaleColour(skin, luma(IVORY) / Math.max(luma(skin), 1)), TEETH_SKIN_TINT);
  const teethLuma = TEETH_BASE_LUMA + TEETH_SKIN_LUMA_SHARE * luma(skin);
  const derivedTeeth = scaleColour(tinted, teethLuma / Math.max(luma(tinted), 1));
  const teeth = capLuma(teethFromPhoto ? median(brightest(teethPixels, 0.5)) : derivedTeeth, TEETH_MAX_LUMA);
  const darkSeen = darkPixels.length > MIN_DARK_SHARE * seen.length && darkPixels.length > 20;
  const cavity = floorLuma(darkSeen ? median(darkPixels) : scaleColour(lip, CAVITY_DEPTH), CAVITY_MIN_LUMA);
  const tongue = floorLuma(
    scaleColour(mixColour(lip, TONGUE_PINK, TONGUE_PINKNESS), TONGUE_SHADE),
    CAVITY_MIN_LUMA * 2,
  );
  return { lip, skin, teeth, cavity, tongue, teethFromPhoto };
}

/** Colours of the photo inside the inner lip ring. */
function pixelsBetweenLips(image: RgbImage, frame: LocalFrame, inner: Ring): Rgb[] {
  const area = pixelBox(
    boundingBox([...inner.upper, ...inner.lower].map((p) => toImage(frame, p))),
    0,
    image.width,
    image.height,
  );
  const colours: Rgb[] = [];
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      const p: Point = toLocal(frame, { x, y });
      if (p.y <= curveYAt(inner.upper, p.x) + 1 || p.y >= curveYAt(inner.lower, p.x) - 1) continue;
      const i = (y * image.width + x) * 3;
      colours.push([image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0]);
    }
  }
  return colours;
}

function brightest(colours: Rgb[], share: number): Rgb[] {
  const sorted = [...colours].sort((a, b) => luma(b) - luma(a));
  return sorted.slice(0, Math.max(1, Math.round(sorted.length * share)));
}

function median(colours: Rgb[]): Rgb {
  const channel = (c: 0 | 1 | 2) => colours.map((colour) => colour[c]).sort((a, b) => a - b)[colours.length >> 1] ?? 0;
  return [channel(0), channel(1), channel(2)];
}

function capLuma(colour: Rgb, max: number): Rgb {
  const value = luma(colour);
  return value > max ? scaleColour(colour, max / value) : colour;
}

function floorLuma(colour: Rgb, min: number): Rgb {
  const value = luma(colour);
  if (value >= min) return colour;
  // Too dark to scale (it may be black): lift it towards a dark grey of the minimum luma.
  return value > 1 ? scaleColour(colour, min / value) : [min, min, min];
}
