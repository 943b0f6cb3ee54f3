import { luma } from './colour';
import type { LocalFrame, Point } from './geometry';
import { toImage } from './geometry';
import type { Ring } from './ring-mesh';
import type { RgbImage } from './rgb-image';
import { sampleBilinear } from './triangle-warp';

/**
 * On closed lips the mesh's inner contours still stand a few pixels apart, the upper one often
 * on the upper lip. Opening from there would paint part of that lip as mouth, so when the gap
 * is this small (in mouth widths) both contours are moved onto the line where the lips meet,
 * which is the darkest line between them.
 */
const CLOSED_GAP = 0.12;
const SCAN_STEP = 0.5;
/** The darkest row jitters by a pixel from column to column; the lips' contact line does not. */
const SMOOTHING_PASSES = 4;

export function onContactLine(inner: Ring, frame: LocalFrame, image: RgbImage, mouthWidth: number): Ring {
  const gaps = inner.upper.map((p, j) => (inner.lower[j] as Point).y - p.y);
  if (Math.max(...gaps) > CLOSED_GAP * mouthWidth) return inner;
  const darkest = inner.upper.map((p, j) => darkestRow(image, frame, p.x, p.y - 1, (inner.lower[j] as Point).y + 1));
  const line = smoothed(darkest, SMOOTHING_PASSES);
  const onLine = (p: Point, j: number) => ({ x: p.x, y: line[j] as number });
  return { upper: inner.upper.map(onLine), lower: inner.lower.map(onLine) };
}

function darkestRow(image: RgbImage, frame: LocalFrame, x: number, top: number, bottom: number): number {
  const pixel = new Uint8Array(3);
  let best = (top + bottom) / 2;
  let bestLuma = Infinity;
  for (let y = top; y <= bottom; y += SCAN_STEP) {
    const at = toImage(frame, { x, y });
    sampleBilinear(image, at.x, at.y, pixel, 0);
    const value = luma([pixel[0] as number, pixel[1] as number, pixel[2] as number]);
    if (value < bestLuma) {
      bestLuma = value;
      best = y;
    }
  }
  return best;
}

/** Repeated [1, 2, 1] smoothing with the end points (the mouth corners) held in place. */
function smoothed(values: number[], passes: number): number[] {
  let current = values;
  for (let pass = 0; pass < passes; pass++) {
    current = current.map((v, j, vs) =>
      j === 0 || j === vs.length - 1 ? v : ((vs[j - 1] as number) + 2 * v + (vs[j + 1] as number)) / 4,
    );
  }
  return current;
}
