import type { RegionFrame } from './temporal-fill';

/** How far the background moved, in pixels: what shows at (x, y) in one frame is at (x + dx, y + dy) in another. */
export interface Shift {
  dx: number;
  dy: number;
}

export const NO_SHIFT: Shift = { dx: 0, dy: 0 };

/** An image of 2 x 2 blocks (or coarser) with 1 in `mask` where text hides the background. */
interface Plane {
  luma: Uint8Array;
  mask: Uint8Array;
  width: number;
  height: number;
}

/** Blocks of a coarse level: 4 x 4 blocks averaged, so a search of a few steps there covers a fast pan. */
const COARSE = 4;
/** Steps searched each way on the coarse level, then on blocks around the coarse answer. */
const COARSE_RADIUS = 4;
const FINE_RADIUS = 2;
/** Blocks apart, each way, that a whole-region comparison looks at: a band's one move needs no more evidence. */
const SAMPLE_STEP = 3;
/** Mean luma levels by which a move must beat no move at all: on flat or noisy pictures a still answer stays exact. */
const STILL_PREFERENCE = 0.5;
/** Mean luma levels of a match as close as encoder noise allows: no other shift is tried. */
const CLOSE_MATCH = 2;
/** Share of the sampled blocks that two frames must both show at a shift for it to be judged. */
const MIN_OVERLAP = 0.1;
/** And never fewer blocks than this. */
const MIN_BLOCKS = 12;

/**
 * The background's move from one frame of a region to the next, from their 2 x 2 block luma with the text left out:
 * a search for the translation with the least mean difference, around the move `before` (the previous frame's) when
 * that holds the best, else on a coarse level first and then on blocks, refined below a block by a parabola through
 * the errors beside the best. One translation for the region: a box is a band of the picture, and a camera's pan,
 * tilt or slow zoom moves such a band nearly as one.
 */
export function estimateShift(
  from: { small: Uint8Array; mask: Uint8Array },
  to: { small: Uint8Array; mask: Uint8Array },
  blocksWide: number,
  blocksHigh: number,
  before: Shift,
): Shift {
  const a: Plane = { luma: from.small, mask: from.mask, width: blocksWide, height: blocksHigh };
  const b: Plane = { luma: to.small, mask: to.mask, width: blocksWide, height: blocksHigh };
  const still = planeError(a, b, 0, 0, SAMPLE_STEP);
  // Within encoder noise unmoved: the searches, most of a still shot's cost, are skipped.
  if (still <= CLOSE_MATCH) return NO_SHIFT;
  // A camera moves smoothly: the move before, when the best around it is not at the edge of its search, stands.
  const px = Math.round(before.dx / 2);
  const py = Math.round(before.dy / 2);
  const predicted = bestOf(a, b, px, py, FINE_RADIUS, SAMPLE_STEP);
  const inside = Math.abs(predicted.x - px) < FINE_RADIUS && Math.abs(predicted.y - py) < FINE_RADIUS;
  const coarse = inside ? null : bestOf(shrink(a), shrink(b), 0, 0, COARSE_RADIUS, 1);
  const fine = coarse ? bestOf(a, b, coarse.x * COARSE, coarse.y * COARSE, FINE_RADIUS, SAMPLE_STEP) : predicted;
  if (!Number.isFinite(fine.error) || still <= fine.error + STILL_PREFERENCE) return NO_SHIFT;
  const error = (x: number, y: number) => planeError(a, b, x, y, SAMPLE_STEP);
  const subX = vertex(error(fine.x - 1, fine.y), fine.error, error(fine.x + 1, fine.y));
  const subY = vertex(error(fine.x, fine.y - 1), fine.error, error(fine.x, fine.y + 1));
  return { dx: 2 * (fine.x + subX), dy: 2 * (fine.y + subY) };
}

/**
 * The whole-pixel shift near `guess` that best carries the current frame's background onto `other`'s, judged on
 * the blocks both show (each block compared with the mean of the four pixels it lands on), and its mean error: the
 * rounded guess when it matches within encoder noise, else a descent to the neighbouring shift with less error until
 * none has, at most `reach` steps. A shift of zero is kept unless another is clearly better, so a still picture
 * borrows bit-exact pixels.
 */
export function refineShift(
  current: RegionFrame,
  other: RegionFrame,
  width: number,
  height: number,
  guess: Shift,
  reach: number,
): Shift & { error: number } {
  const tried = new Map<string, number>();
  const error = (dx: number, dy: number) => {
    const key = `${dx},${dy}`;
    let value = tried.get(key);
    if (value === undefined) {
      value = shiftedError(current, other, width, height, dx, dy, SAMPLE_STEP);
      tried.set(key, value);
    }
    return value;
  };
  let best = { dx: Math.round(guess.dx), dy: Math.round(guess.dy), error: 0 };
  best.error = error(best.dx, best.dy);
  for (let step = 0; step < reach && best.error > CLOSE_MATCH; step++) {
    const centre = best;
    for (let dy = centre.dy - 1; dy <= centre.dy + 1; dy++) {
      for (let dx = centre.dx - 1; dx <= centre.dx + 1; dx++) {
        const value = error(dx, dy);
        if (value < best.error) best = { dx, dy, error: value };
      }
    }
    if (best === centre) break;
  }
  if ((best.dx || best.dy) && Math.abs(best.dx) <= reach && Math.abs(best.dy) <= reach) {
    const still = error(0, 0);
    if (still <= best.error + STILL_PREFERENCE) best = { dx: 0, dy: 0, error: still };
  }
  return best;
}

/**
 * Mean absolute difference between the current frame's visible blocks and the luma they land on in `other` when
 * moved by a whole-pixel shift, over blocks `step` apart in a rectangle of blocks (the whole region by default).
 */
export function shiftedError(
  current: RegionFrame,
  other: RegionFrame,
  width: number,
  height: number,
  dx: number,
  dy: number,
  step: number,
  area: { x0: number; y0: number; x1: number; y1: number } = { x0: 0, y0: 0, x1: width / 2, y1: height / 2 },
): number {
  const { sum, count } = shiftedSum(current, other, width, height, dx, dy, step, area);
  return count >= minimumCount(area, step) ? sum / count : Number.POSITIVE_INFINITY;
}

function minimumCount(area: { x0: number; y0: number; x1: number; y1: number }, step: number): number {
  return Math.max(MIN_BLOCKS, (MIN_OVERLAP * (area.x1 - area.x0) * (area.y1 - area.y0)) / (step * step));
}

/** The sum and count behind `shiftedError`, for callers that judge a tile by its own evidence. */
export function shiftedSum(
  current: RegionFrame,
  other: RegionFrame,
  width: number,
  height: number,
  dx: number,
  dy: number,
  step: number,
  area: { x0: number; y0: number; x1: number; y1: number },
): { sum: number; count: number } {
  const bw = width / 2;
  const mine = current.pixels.small;
  const luma = other.pixels.y;
  const otherSmall = other.pixels.small;
  const even = (dx & 1) === 0 && (dy & 1) === 0;
  let sum = 0;
  let count = 0;
  for (let by = area.y0; by < area.y1; by += step) {
    const y = 2 * by + dy;
    if (y < 0 || y + 1 >= height) continue;
    for (let bx = area.x0; bx < area.x1; bx += step) {
      const x = 2 * bx + dx;
      if (x < 0 || x + 1 >= width) continue;
      const i = by * bw + bx;
      if (current.mask[i] || coveredBy(other.mask, bw, x, y)) continue;
      // An even shift lands on a block: its mean is already there, exactly as the pixels' would be.
      const value = even
        ? otherSmall[(y >> 1) * bw + (x >> 1)]!
        : (luma[y * width + x]! +
            luma[y * width + x + 1]! +
            luma[(y + 1) * width + x]! +
            luma[(y + 1) * width + x + 1]! +
            2) >>
          2;
      const d = mine[i]! - value;
      sum += d < 0 ? -d : d;
      count++;
    }
  }
  return { sum, count };
}

/** Whether any 2 x 2 block under the pixels (x, y) to (x + 1, y + 1) is marked in a block mask `bw` wide. */
export function coveredBy(mask: Uint8Array, bw: number, x: number, y: number): boolean {
  const x0 = x >> 1;
  const x1 = (x + 1) >> 1;
  const y0 = y >> 1;
  const y1 = (y + 1) >> 1;
  return mask[y0 * bw + x0] === 1 || mask[y0 * bw + x1] === 1 || mask[y1 * bw + x0] === 1 || mask[y1 * bw + x1] === 1;
}

function bestOf(a: Plane, b: Plane, cx: number, cy: number, radius: number, step: number) {
  let best = { x: 0, y: 0, error: Number.POSITIVE_INFINITY };
  for (let y = cy - radius; y <= cy + radius; y++) {
    for (let x = cx - radius; x <= cx + radius; x++) {
      const error = planeError(a, b, x, y, step);
      if (error < best.error) best = { x, y, error };
    }
  }
  return best;
}

/** Mean absolute difference of `a` against `b` moved by (x, y), over positions both show, every `step`. */
function planeError(a: Plane, b: Plane, x: number, y: number, step: number): number {
  const { width, height } = a;
  let sum = 0;
  let count = 0;
  for (let py = Math.max(0, -y); py < Math.min(height, height - y); py += step) {
    const row = py * width;
    const otherRow = (py + y) * width + x;
    for (let px = Math.max(0, -x); px < Math.min(width, width - x); px += step) {
      if (a.mask[row + px] || b.mask[otherRow + px]) continue;
      const d = a.luma[row + px]! - b.luma[otherRow + px]!;
      sum += d < 0 ? -d : d;
      count++;
    }
  }
  const minimum = Math.max(MIN_BLOCKS, (MIN_OVERLAP * width * height) / (step * step));
  return count >= minimum ? sum / count : Number.POSITIVE_INFINITY;
}

/** The plane averaged over `COARSE` x `COARSE` cells; a cell with any text in it is text. */
function shrink(plane: Plane): Plane {
  const width = Math.floor(plane.width / COARSE);
  const height = Math.floor(plane.height / COARSE);
  const luma = new Uint8Array(width * height);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let hidden = 0;
      for (let k = 0; k < COARSE; k++) {
        const row = (y * COARSE + k) * plane.width + x * COARSE;
        for (let j = 0; j < COARSE; j++) {
          sum += plane.luma[row + j]!;
          hidden |= plane.mask[row + j]!;
        }
      }
      luma[y * width + x] = Math.round(sum / (COARSE * COARSE));
      mask[y * width + x] = hidden;
    }
  }
  return { luma, mask, width, height };
}

/** Where a parabola through three errors at -1, 0 and 1 bottoms out, within half a step. */
function vertex(left: number, middle: number, right: number): number {
  const curve = left - 2 * middle + right;
  if (!Number.isFinite(curve) || curve <= 0) return 0;
  return Math.max(-0.5, Math.min(0.5, (left - right) / (2 * curve)));
}
