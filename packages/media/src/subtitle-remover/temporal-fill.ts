import { coveredBy, refineShift, shiftedSum, type Shift } from './background-motion';
import { inpaintHoles, type openCv } from './inpaint';
import type { RegionPixels } from './yuv-frame';

/** One frame's pixels of a region and the 2 x 2 blocks text or a mark covers (1), one byte a block. */
export interface RegionFrame {
  pixels: RegionPixels;
  mask: Uint8Array;
}

/** A region after removal: its pixels, and 1 for each block whose value was inpainted rather than seen. */
export interface FilledRegion {
  pixels: RegionPixels;
  guessed: Uint8Array;
  /** Pixels taken from other frames, pixels inpainted, and masked pixels kept as picture that moves with the rest. */
  borrowed: number;
  inpainted: number;
  kept: number;
}

/** Square tiles, in blocks, in which the background is judged still or moving between two frames. */
const TILE = 8;
/** The visible surroundings around a tile that the judgement compares, in blocks. */
const MARGIN = 4;
/** Mean luma difference, over visible blocks, under which two frames show the same background (encoder noise). */
const STILL_DIFFERENCE = 4;
/** Fewer visible blocks than this around a tile and the whole region's difference decides. */
const MIN_EVIDENCE = 12;
/** Whole-pixel steps a candidate's move may be corrected by from what the frame-to-frame estimates add up to. */
const SHIFT_REACH = 3;
/**
 * Pixels the background must have moved between two frames before strokes found in both at the moved place are
 * taken for the picture's own (stripes, lettering on a passing sign): a caption stays on the screen, so moved by a
 * stroke's width it no longer lines up with itself.
 */
const MIN_TELLING_MOVE = 4;
/** Blocks each way around a masked block whose masked neighbours must agree with the moved frames for it to be kept. */
const STROKE_REACH = 2;
/** And how many masked blocks there must be to judge by. */
const MIN_STROKE_EVIDENCE = 8;

/**
 * A frame of the region as decoded, whether it comes after the current one, and how far its background has moved
 * from the current frame's (a guess). Listed nearest first.
 */
export interface Neighbour {
  frame: RegionFrame;
  after: boolean;
  shift: Shift;
}

type Candidate =
  | { kind: 'seen'; frame: RegionFrame; after: boolean; shift: Shift; filled?: undefined }
  | { kind: 'previous'; frame: RegionFrame; shift: Shift; filled: FilledRegion; guesses: boolean };

/**
 * Removes the masked blocks of one frame's region: each tile takes them from the nearest frame whose background
 * there is visible and matches once moved (the visible surroundings agree), first the frame just before as already
 * cleaned, then the neighbours in order of distance as decoded, then the guesses made for the frame before (so an
 * inpainted patch stays the same from frame to frame instead of flickering); what no frame shows is inpainted.
 * Each candidate's move is its guess refined to the whole pixel that best matches; a pixel is taken from where its
 * background point sits in the candidate, so a still picture gives bit-exact pixels and a pan gives the pixels the
 * camera saw there a moment earlier or later. A mask `found` by the stroke detector (`origin`) may hold the
 * picture's own strokes, which are kept where they move with it; a `fixed` one (a watermark's) is all mark. `width`
 * and `height` are the region's in pixels.
 */
export function fillRegion(
  cv: Awaited<ReturnType<typeof openCv>>,
  current: RegionFrame,
  previous: { frame: RegionFrame; filled: FilledRegion; shift: Shift } | null,
  neighbours: Neighbour[],
  width: number,
  height: number,
  origin: 'found' | 'fixed',
): FilledRegion {
  const pixels = {
    y: current.pixels.y.slice(),
    u: current.pixels.u.slice(),
    v: current.pixels.v.slice(),
    small: current.pixels.small,
  };
  const bw = width / 2;
  const bh = height / 2;
  const need = current.mask.slice();
  const guessed = new Uint8Array(need.length);
  let masked = 0;
  for (const value of need) masked += value;
  if (!masked) return { pixels, guessed, borrowed: 0, inpainted: 0, kept: 0 };
  const kept = origin === 'found' ? keepMovingStrokes(current, neighbours, need, width, height) : 0;
  let remaining = masked - kept;
  let waiting = new Int32Array(remaining);
  for (let i = 0, k = 0; i < need.length; i++) if (need[i]) waiting[k++] = i;
  const candidates: Candidate[] = [
    ...(previous ? [{ kind: 'previous' as const, ...previous, guesses: false }] : []),
    ...neighbours.map((neighbour) => ({ kind: 'seen' as const, ...neighbour })),
    ...(previous ? [{ kind: 'previous' as const, ...previous, guesses: true }] : []),
  ];
  for (const candidate of candidates) {
    if (!remaining) break;
    if (remaining < waiting.length) waiting = waiting.filter((i) => need[i] === 1);
    if (!mayGive(waiting, candidate, width, height)) continue;
    const moved = refineShift(current, candidate.frame, width, height, candidate.shift, SHIFT_REACH);
    if (Number.isFinite(moved.error) && moved.error > 3 * STILL_DIFFERENCE) continue;
    const source = sourceBlocks(need, candidate, width, height, moved);
    for (let ty = 0; ty < bh; ty += TILE) {
      for (let tx = 0; tx < bw; tx += TILE) {
        const x1 = Math.min(bw, tx + TILE);
        const y1 = Math.min(bh, ty + TILE);
        if (!canGive(need, source.usable, bw, tx, ty, x1, y1)) continue;
        const area = {
          x0: Math.max(0, tx - MARGIN),
          y0: Math.max(0, ty - MARGIN),
          x1: Math.min(bw, x1 + MARGIN),
          y1: Math.min(bh, y1 + MARGIN),
        };
        const local = shiftedSum(current, candidate.frame, width, height, moved.dx, moved.dy, 1, area);
        const judged = local.count >= MIN_EVIDENCE ? local.sum / local.count : moved.error;
        if (!(judged <= STILL_DIFFERENCE)) continue;
        remaining -= copyBlocks(pixels, need, guessed, candidate, source, moved, width, height, tx, ty, x1, y1);
      }
    }
  }
  const inpainted = inpaintHoles(cv, pixels, width, height, need);
  for (let i = 0; i < need.length; i++) if (need[i]) guessed[i] = 1;
  return { pixels, guessed, borrowed: 4 * (masked - kept) - inpainted, inpainted, kept: 4 * kept };
}

/**
 * Clears from `need` the masked blocks whose surroundings, moved with the background, are found again in the nearest
 * frame each side that has moved far enough to tell (within encoder noise, over the masked blocks around each):
 * strokes that travel with the picture are part of it, not a caption. On a still shot no frame tells, and nothing
 * is kept. Returns the blocks kept.
 */
function keepMovingStrokes(
  current: RegionFrame,
  neighbours: Neighbour[],
  need: Uint8Array,
  width: number,
  height: number,
): number {
  const telling = (['before', 'after'] as const).flatMap((side) => {
    const found = neighbours.find(
      ({ shift, after }) => after === (side === 'after') && Math.hypot(shift.dx, shift.dy) >= MIN_TELLING_MOVE,
    );
    if (!found) return [];
    const moved = refineShift(current, found.frame, width, height, found.shift, SHIFT_REACH);
    return moved.error <= STILL_DIFFERENCE && Math.hypot(moved.dx, moved.dy) >= MIN_TELLING_MOVE
      ? [{ frame: found.frame, moved }]
      : [];
  });
  if (!telling.length) return 0;
  const bw = width / 2;
  const bh = height / 2;
  const keep = need.slice();
  for (const { frame, moved } of telling) {
    const errors = strokeErrors(current, frame, need, width, height, moved);
    // Sums over each block's row of 2 * STROKE_REACH + 1, then down the column: a window's sum in a few additions.
    const rowSum = new Int32Array(need.length);
    const rowCount = new Int32Array(need.length);
    for (let by = 0; by < bh; by++) {
      for (let bx = 0; bx < bw; bx++) {
        const i = by * bw + bx;
        let sum = 0;
        let count = 0;
        for (let x = Math.max(0, bx - STROKE_REACH); x <= Math.min(bw - 1, bx + STROKE_REACH); x++) {
          const error = errors[by * bw + x]!;
          if (error < 0) continue;
          sum += error;
          count++;
        }
        rowSum[i] = sum;
        rowCount[i] = count;
      }
    }
    for (let by = 0; by < bh; by++) {
      for (let bx = 0; bx < bw; bx++) {
        const i = by * bw + bx;
        if (!keep[i]) continue;
        let sum = 0;
        let count = 0;
        for (let y = Math.max(0, by - STROKE_REACH); y <= Math.min(bh - 1, by + STROKE_REACH); y++) {
          sum += rowSum[y * bw + bx]!;
          count += rowCount[y * bw + bx]!;
        }
        if (count < MIN_STROKE_EVIDENCE || sum > STILL_DIFFERENCE * count) keep[i] = 0;
      }
    }
  }
  let kept = 0;
  for (let i = 0; i < need.length; i++) {
    if (!keep[i]) continue;
    need[i] = 0;
    kept++;
  }
  return kept;
}

/**
 * For each masked block, how far its luma is from what the other frame shows where the block lands once moved
 * (text there or not); -1 for blocks not masked or landing outside the region.
 */
function strokeErrors(
  current: RegionFrame,
  other: RegionFrame,
  need: Uint8Array,
  width: number,
  height: number,
  shift: Shift,
): Int16Array {
  const bw = width / 2;
  const bh = height / 2;
  const errors = new Int16Array(need.length).fill(-1);
  const luma = other.pixels.y;
  for (let by = 0; by < bh; by++) {
    const y = 2 * by + shift.dy;
    if (y < 0 || y + 1 >= height) continue;
    for (let bx = 0; bx < bw; bx++) {
      const i = by * bw + bx;
      const x = 2 * bx + shift.dx;
      if (!need[i] || x < 0 || x + 1 >= width) continue;
      const o = y * width + x;
      const value = (luma[o]! + luma[o + 1]! + luma[o + width]! + luma[o + width + 1]! + 2) >> 2;
      errors[i] = Math.abs(current.pixels.small[i]! - value);
    }
  }
  return errors;
}

/**
 * For each block of the current frame still needed, whether the candidate gives a value where the block lands once
 * moved (the pixels are inside the region and none of the blocks under them is text, or a guess on the first pass
 * over the frame before), and whether that value is itself a guess.
 */
function sourceBlocks(
  need: Uint8Array,
  candidate: Candidate,
  width: number,
  height: number,
  shift: Shift,
): { usable: Uint8Array; guess: Uint8Array | null } {
  const bw = width / 2;
  const bh = height / 2;
  const usable = new Uint8Array(bw * bh);
  const blocked =
    candidate.kind === 'seen' ? candidate.frame.mask : candidate.guesses ? null : candidate.filled.guessed;
  const guessedThere = candidate.kind === 'previous' && candidate.guesses ? candidate.filled.guessed : null;
  const guess = guessedThere ? new Uint8Array(bw * bh) : null;
  for (let by = 0; by < bh; by++) {
    const y = 2 * by + shift.dy;
    if (y < 0 || y + 1 >= height) continue;
    for (let bx = 0; bx < bw; bx++) {
      const x = 2 * bx + shift.dx;
      if (!need[by * bw + bx] || x < 0 || x + 1 >= width) continue;
      if (blocked && coveredBy(blocked, bw, x, y)) continue;
      usable[by * bw + bx] = 1;
      if (guess && guessedThere && coveredBy(guessedThere, bw, x, y)) guess[by * bw + bx] = 1;
    }
  }
  return { usable, guess };
}

/**
 * Whether the candidate, moved as guessed, gives a value for any block still needed (`waiting` lists them): a
 * caption that stays put hides the same pixels in the frames around, and those frames are not judged at all.
 */
function mayGive(waiting: Int32Array, candidate: Candidate, width: number, height: number): boolean {
  const blocked =
    candidate.kind === 'seen' ? candidate.frame.mask : candidate.guesses ? null : candidate.filled.guessed;
  if (!blocked) return true;
  const bw = width / 2;
  const dx = Math.round(candidate.shift.dx);
  const dy = Math.round(candidate.shift.dy);
  // An even move lands each block on one block: one look-up instead of four.
  const onBlocks = (dx & 1) === 0 && (dy & 1) === 0;
  const offset = (dy / 2) * bw + dx / 2;
  for (let k = 0; k < waiting.length; k++) {
    const i = waiting[k]!;
    const x = 2 * (i % bw) + dx;
    const y = 2 * ((i / bw) | 0) + dy;
    if (x < 0 || x + 1 >= width || y < 0 || y + 1 >= height) continue;
    if (onBlocks ? !blocked[i + offset] : !coveredBy(blocked, bw, x, y)) return true;
  }
  return false;
}

/** Whether the candidate gives a value for a block of the tile still needed: else the tile is not judged. */
function canGive(need: Uint8Array, usable: Uint8Array, bw: number, x0: number, y0: number, x1: number, y1: number) {
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * bw + x;
      if (need[i] && usable[i]) return true;
    }
  }
  return false;
}

/**
 * Copies the candidate's pixels for the blocks of a tile still needed that it can give, from where each block lands
 * once moved; returns the blocks filled. A chroma sample is the mean of the samples under its moved block (one, on
 * an even move), so colour stays with the luma it was taken with.
 */
function copyBlocks(
  pixels: RegionPixels,
  need: Uint8Array,
  guessed: Uint8Array,
  candidate: Candidate,
  source: { usable: Uint8Array; guess: Uint8Array | null },
  shift: Shift,
  width: number,
  height: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  const from = candidate.filled?.pixels ?? candidate.frame.pixels;
  const bw = width / 2;
  let filled = 0;
  for (let by = y0; by < y1; by++) {
    const y = 2 * by + shift.dy;
    for (let bx = x0; bx < x1; bx++) {
      const c = by * bw + bx;
      if (!need[c] || !source.usable[c]) continue;
      const x = 2 * bx + shift.dx;
      const i = 2 * by * width + 2 * bx;
      const o = y * width + x;
      pixels.y[i] = from.y[o]!;
      pixels.y[i + 1] = from.y[o + 1]!;
      pixels.y[i + width] = from.y[o + width]!;
      pixels.y[i + width + 1] = from.y[o + width + 1]!;
      const top = (y >> 1) * bw;
      const bottom = ((y + 1) >> 1) * bw;
      const left = x >> 1;
      const right = (x + 1) >> 1;
      pixels.u[c] =
        (from.u[top + left]! + from.u[top + right]! + from.u[bottom + left]! + from.u[bottom + right]! + 2) >> 2;
      pixels.v[c] =
        (from.v[top + left]! + from.v[top + right]! + from.v[bottom + left]! + from.v[bottom + right]! + 2) >> 2;
      need[c] = 0;
      guessed[c] = source.guess?.[c] ?? 0;
      filled++;
    }
  }
  return filled;
}
