import type { Rgb } from './colour';
import { blendPixel, luma, scaleColour } from './colour';
import type { EyeRig } from './eye-rig';
import type { Point } from './geometry';
import { boundingBox, clamp, curveYAt, pixelBox, toImage, toLocal } from './geometry';
import type { Ring } from './ring-mesh';
import type { RgbImage } from './rgb-image';

/**
 * The mesh's margins are a pixel or two off on small eyes, so the closed lid can keep a glint,
 * or a corner of white where the mesh cut the corner. Over the covered eye, pixels brighter
 * than the lid around them are pulled to it (dark ones pass: they read as lashes), and a lash
 * line is drawn along the lid edge, which is what makes an eye read as closed at video size.
 */
const LASH_DARKNESS = 0.45;
const LASH_STRENGTH = 0.75;
/** Lash line half-width in eye widths (about 1.5 px for an eye 45 px wide). */
const LASH_WIDTH = 0.035;
/** The eyeball mask is grown by this share of the eye width, for the corners the mesh cuts. */
const EYEBALL_GROWTH = 0.12;
/**
 * Luma above the lid's where a pixel starts to count as a glint of eyeball, and where it fully
 * does: lid texture stays within the first, sclera and highlights go past the second.
 */
const GLINT_FROM = 25;
const GLINT_FULL = 55;

export function paintLid(target: RgbImage, rig: EyeRig, posedMargins: Ring): void {
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
  const pixels: { offset: number; covered: number; lash: number }[] = [];
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      const p = toLocal(frame, { x, y });
      if (p.x <= cornerLeft - growth || p.x >= cornerRight + growth) continue;
      const inEyeball =
        between(p.y, curveYAt(eyeball.upper, p.x) - growth, curveYAt(eyeball.lower, p.x) + growth) *
        clamp((p.x - cornerLeft + growth) / growth, 0, 1) *
        clamp((cornerRight + growth - p.x) / growth, 0, 1);
      const lidEdge = curveYAt(posedMargins.upper, p.x);
      const stillOpen = between(p.y, lidEdge, curveYAt(posedMargins.lower, p.x));
      // The lash line runs corner to corner only, thinning out towards the corners as lashes do.
      const along = (p.x - cornerLeft) / (cornerRight - cornerLeft);
      const taper = along > 0 && along < 1 ? Math.sqrt(Math.sin(Math.PI * along)) : 0;
      const across = (p.y - lidEdge) / lashWidth;
      pixels.push({
        offset: (y * target.width + x) * 3,
        covered: inEyeball * (1 - stillOpen),
        lash: LASH_STRENGTH * taper * Math.exp(-across * across),
      });
    }
  }
  const lid = medianColour(
    target.data,
    pixels.filter((pixel) => pixel.covered >= 0.5),
  );
  if (!lid) return;
  const lash = scaleColour(lid, LASH_DARKNESS);
  for (const { offset, covered, lash: lashWeight } of pixels) {
    const brighter = luma(colourAt(target.data, offset)) - luma(lid);
    const glint = clamp((brighter - GLINT_FROM) / (GLINT_FULL - GLINT_FROM), 0, 1);
    blendPixel(target.data, offset, lid, glint * covered);
    blendPixel(target.data, offset, lash, lashWeight);
  }
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
