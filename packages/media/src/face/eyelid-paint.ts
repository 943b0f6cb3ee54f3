import type { Rgb } from './colour';
import { blendPixel, luma, mixColour, scaleColour } from './colour';
import type { EyeRig } from './eye-rig';
import type { Point } from './geometry';
import { boundingBox, clamp, curveYAt, pixelBox, smoothstep, toImage, toLocal } from './geometry';
import type { Ring } from './ring-mesh';
import type { RgbImage } from './rgb-image';

/**
 * Sliding the lid down stretches the band just above the lid margin (lashes, liner, the crease)
 * over the eyeball, which reads as a dark smear; and the mesh's margins are a pixel or two off
 * on small eyes, so a glint or a corner of white can stay. Over the covered eye the stretched
 * picture is therefore replaced by the lid's own skin, taken from the photo above the open eye,
 * shaded darker towards the lid edge where the lid curves away; a little of the stretched
 * picture is kept for grain. A lash line along the lid edge is what makes the eye read as
 * closed at video size.
 */
const SKIN_COVER = 0.88;
/** The covered lid darkens to this share of the skin at its edge, over this share of the eye width. */
const EDGE_SHADE = 0.9;
const SHADE_REACH = 0.18;
const LASH_DARKNESS = 0.45;
const LASH_STRENGTH = 0.75;
/** Lash line half-width in eye widths (about 1.5 px for an eye 45 px wide). */
const LASH_WIDTH = 0.035;
/** The eyeball mask is grown by this share of the eye width, for the corners the mesh cuts. */
const EYEBALL_GROWTH = 0.12;

export function paintLid(target: RgbImage, base: RgbImage, rig: EyeRig, posedMargins: Ring): void {
  const { frame, eyeball } = rig;
  const growth = EYEBALL_GROWTH * rig.width;
  const cornerLeft = (eyeball.upper[0] as Point).x;
  const cornerRight = (eyeball.upper[eyeball.upper.length - 1] as Point).x;
  const lashWidth = Math.max(0.75, LASH_WIDTH * rig.width);
  const area = pixelBox(
    boundingBox([...eyeball.upper, ...eyeball.lower].map((p) => toImage(frame, p))),
    growth + 2 * lashWidth,
    target.width,
    target.height,
  );
  const pixels: { offset: number; covered: number; lash: number; shade: number; height: number }[] = [];
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      const p = toLocal(frame, { x, y });
      if (p.x <= cornerLeft - growth || p.x >= cornerRight + growth) continue;
      // Fully covered inside the mesh's margins, fading out across the growth around them; at the
      // top the fade runs further in, where the stretched lid is skin from higher up anyway.
      const inEyeball =
        smoothstep((p.y - curveYAt(eyeball.upper, p.x) + growth) / (2 * growth)) *
        clamp((curveYAt(eyeball.lower, p.x) + growth - p.y) / growth, 0, 1) *
        clamp((p.x - cornerLeft + growth) / growth, 0, 1) *
        clamp((cornerRight + growth - p.x) / growth, 0, 1);
      const lidEdge = curveYAt(posedMargins.upper, p.x);
      const stillOpen = between(p.y, lidEdge, curveYAt(posedMargins.lower, p.x));
      // The lash line runs corner to corner only, thinning out towards the corners as lashes do.
      const along = (p.x - cornerLeft) / (cornerRight - cornerLeft);
      const taper = along > 0 && along < 1 ? Math.sqrt(Math.sin(Math.PI * along)) : 0;
      const across = (p.y - lidEdge) / lashWidth;
      const aboveEdge = clamp((lidEdge - p.y) / (SHADE_REACH * rig.width), 0, 1);
      const openTop = curveYAt(eyeball.upper, p.x) - growth;
      pixels.push({
        offset: (y * target.width + x) * 3,
        covered: inEyeball * (1 - stillOpen),
        lash: LASH_STRENGTH * taper * Math.exp(-across * across),
        shade: EDGE_SHADE + (1 - EDGE_SHADE) * aboveEdge,
        height: lidEdge > openTop ? clamp((lidEdge - p.y) / (lidEdge - openTop), 0, 1) : 1,
      });
    }
  }
  const [margins, lower, upper] = rig.rest as [Ring, Ring, Ring];
  const lid = lidSkin(base, rig, margins, lower);
  const above = lidSkin(base, rig, lower, upper) ?? lid;
  if (!lid || !above) return;
  const lash = scaleColour(lid, LASH_DARKNESS);
  for (const { offset, covered, lash: lashWeight, shade, height } of pixels) {
    // The lid's make-up near its edge, the skin of the higher lid towards the top of the eye.
    const skin = scaleColour(mixColour(lid, above, height), shade);
    blendPixel(target.data, offset, skin, SKIN_COVER * covered);
    blendPixel(target.data, offset, lash, lashWeight);
  }
}

/**
 * The lid skin is read from the middle of the eye only, where the lid is widest, from its
 * brightest third: lashes, liner and the crease's shadow cover much of the band.
 */
const BRIGHT_SHARE = 2 / 3;
const LID_BAND_SPAN = 0.6;

/** The open lid's skin colour between two of the rig's rings, make-up included. */
function lidSkin(base: RgbImage, rig: EyeRig, margins: Ring, skin: Ring): Rgb | undefined {
  const { frame } = rig;
  const cornerLeft = (margins.upper[0] as Point).x;
  const cornerRight = (margins.upper[margins.upper.length - 1] as Point).x;
  const middle = (cornerLeft + cornerRight) / 2;
  const halfSpan = ((cornerRight - cornerLeft) * LID_BAND_SPAN) / 2;
  const area = pixelBox(
    boundingBox([...margins.upper, ...skin.upper].map((p) => toImage(frame, p))),
    1,
    base.width,
    base.height,
  );
  const band: { offset: number; luma: number }[] = [];
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      const p = toLocal(frame, { x, y });
      if (Math.abs(p.x - middle) > halfSpan) continue;
      if (p.y < curveYAt(skin.upper, p.x) || p.y > curveYAt(margins.upper, p.x)) continue;
      const offset = (y * base.width + x) * 3;
      band.push({ offset, luma: luma(colourAt(base.data, offset)) });
    }
  }
  band.sort((a, b) => a.luma - b.luma);
  return medianColour(base.data, band.slice(Math.floor(band.length * BRIGHT_SHARE)));
}

/** Coverage of the pixel centred at y by the span [top, bottom], anti-aliased over one pixel. */
function between(y: number, top: number, bottom: number): number {
  return clamp(y - top + 0.5, 0, 1) * clamp(bottom - y + 0.5, 0, 1);
}

function colourAt(data: Uint8Array, offset: number): Rgb {
  return [data[offset] as number, data[offset + 1] as number, data[offset + 2] as number];
}

/** Per-channel median of the warped lid: its own shade, make-up included, without the glints. */
function medianColour(data: Uint8Array, pixels: { offset: number }[]): Rgb | undefined {
  if (pixels.length === 0) return undefined;
  const channel = (c: number) => pixels.map(({ offset }) => data[offset + c] as number).sort((a, b) => a - b);
  const middle = pixels.length >> 1;
  return [channel(0)[middle] as number, channel(1)[middle] as number, channel(2)[middle] as number];
}
