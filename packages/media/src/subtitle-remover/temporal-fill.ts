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
  /** Pixels taken from other frames, and pixels inpainted. */
  borrowed: number;
  inpainted: number;
}

/** Square tiles, in blocks, in which the background is judged still or moving between two frames. */
const TILE = 8;
/** The visible surroundings around a tile that the judgement compares, in blocks. */
const MARGIN = 4;
/** Mean luma difference, over visible blocks, under which two frames show the same background (encoder noise). */
const STILL_DIFFERENCE = 4;
/** Fewer visible blocks than this around a tile and the whole region's difference decides. */
const MIN_EVIDENCE = 12;

type Candidate =
  | { kind: 'seen'; frame: RegionFrame; filled?: undefined }
  | { kind: 'previous'; frame: RegionFrame; filled: FilledRegion; guesses: boolean };

/**
 * Removes the masked blocks of one frame's region: each tile takes them from the nearest frame whose background
 * there is visible and still (the visible surroundings match), first the frame just before as already cleaned,
 * then the neighbours in order of distance as decoded, then the guesses made for the frame before (so an inpainted
 * patch on a still background stays the same from frame to frame instead of flickering); what no frame shows is
 * inpainted. `width` and `height` are the region's in pixels.
 */
export function fillRegion(
  cv: Awaited<ReturnType<typeof openCv>>,
  current: RegionFrame,
  previous: { frame: RegionFrame; filled: FilledRegion } | null,
  neighbours: RegionFrame[],
  width: number,
  height: number,
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
  let remaining = 0;
  for (const value of need) remaining += value;
  const masked = remaining;
  if (!remaining) return { pixels, guessed, borrowed: 0, inpainted: 0 };
  const candidates: Candidate[] = [
    ...(previous ? [{ kind: 'previous' as const, ...previous, guesses: false }] : []),
    ...neighbours.map((frame) => ({ kind: 'seen' as const, frame })),
    ...(previous ? [{ kind: 'previous' as const, ...previous, guesses: true }] : []),
  ];
  for (const candidate of candidates) {
    const overall = difference(current, candidate, bw, 0, 0, bw, bh, 3);
    if (overall.count >= MIN_EVIDENCE && overall.mean > 3 * STILL_DIFFERENCE) continue;
    for (let ty = 0; ty < bh; ty += TILE) {
      for (let tx = 0; tx < bw; tx += TILE) {
        const x1 = Math.min(bw, tx + TILE);
        const y1 = Math.min(bh, ty + TILE);
        if (!canGive(need, candidate, bw, tx, ty, x1, y1)) continue;
        const local = difference(
          current,
          candidate,
          bw,
          Math.max(0, tx - MARGIN),
          Math.max(0, ty - MARGIN),
          Math.min(bw, x1 + MARGIN),
          Math.min(bh, y1 + MARGIN),
          1,
        );
        const judged = local.count >= MIN_EVIDENCE ? local : overall;
        if (judged.count < MIN_EVIDENCE || judged.mean > STILL_DIFFERENCE) continue;
        remaining -= copyBlocks(pixels, need, guessed, candidate, width, tx, ty, x1, y1);
      }
    }
    if (!remaining) break;
  }
  const inpainted = inpaintHoles(cv, pixels, width, height, need);
  for (let i = 0; i < need.length; i++) if (need[i]) guessed[i] = 1;
  return { pixels, guessed, borrowed: 4 * masked - inpainted, inpainted };
}

/** Whether the candidate holds a usable value for a block of the tile still needed: else the tile is not judged. */
function canGive(
  need: Uint8Array,
  candidate: Candidate,
  bw: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  const blocked =
    candidate.kind === 'seen' ? candidate.frame.mask : candidate.guesses ? null : candidate.filled.guessed;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * bw + x;
      if (need[i] && !blocked?.[i]) return true;
    }
  }
  return false;
}

/** Mean absolute luma difference over the blocks visible in both frames within a rectangle, every `step` blocks. */
function difference(
  current: RegionFrame,
  candidate: Candidate,
  bw: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  step: number,
): { mean: number; count: number } {
  const mine = current.pixels.small;
  const other = candidate.frame.pixels.small;
  const mask = current.mask;
  const otherMask = candidate.frame.mask;
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) {
      const i = y * bw + x;
      if (mask[i] || otherMask[i]) continue;
      const d = mine[i]! - other[i]!;
      sum += d < 0 ? -d : d;
      count++;
    }
  }
  return { mean: count ? sum / count : Number.POSITIVE_INFINITY, count };
}

/** Copies the candidate's blocks that are still needed and that it can give; returns the blocks filled. */
function copyBlocks(
  pixels: RegionPixels,
  need: Uint8Array,
  guessed: Uint8Array,
  candidate: Candidate,
  width: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  const source = candidate.filled?.pixels ?? candidate.frame.pixels;
  const bw = width / 2;
  let filled = 0;
  for (let by = y0; by < y1; by++) {
    for (let bx = x0; bx < x1; bx++) {
      const c = by * bw + bx;
      if (!need[c]) continue;
      let isGuess = false;
      if (candidate.kind === 'seen') {
        if (candidate.frame.mask[c]) continue;
      } else {
        isGuess = candidate.filled.guessed[c] === 1;
        if (isGuess && !candidate.guesses) continue;
      }
      const i = 2 * by * width + 2 * bx;
      pixels.y[i] = source.y[i]!;
      pixels.y[i + 1] = source.y[i + 1]!;
      pixels.y[i + width] = source.y[i + width]!;
      pixels.y[i + width + 1] = source.y[i + width + 1]!;
      pixels.u[c] = source.u[c]!;
      pixels.v[c] = source.v[c]!;
      need[c] = 0;
      guessed[c] = isGuess ? 1 : 0;
      filled++;
    }
  }
  return filled;
}
