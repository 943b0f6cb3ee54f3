import type { MfccFrames } from './mfcc';

/** The real frames matched to each reference frame by the warping path: the first and the last. */
export interface FrameMapping {
  first: Int32Array;
  last: Int32Array;
}

const DIAGONAL = 0;
const FROM_ABOVE = 1;
const FROM_LEFT = 2;

/**
 * Dynamic time warping of `reference` (the synthetic reading) onto `query` (the real recording),
 * searched in a band of `marginFrames` either side of the straight line between their ends, as aeneas
 * does: memory and time grow with the length times the band, not with the length squared.
 */
export function warp(reference: MfccFrames, query: MfccFrames, marginFrames: number): FrameMapping {
  const rows = reference.count;
  const cols = query.count;
  if (rows === 0 || cols === 0) throw new Error('cannot warp an empty recording');
  const slope = cols / rows;
  // The band must at least cover one row's step along the diagonal, or the path could not pass.
  const half = Math.max(marginFrames, Math.ceil(slope) + 1);
  const width = 2 * half + 1;
  const lows = new Int32Array(rows);
  for (let i = 0; i < rows; i++)
    lows[i] = Math.min(Math.max(0, Math.round(i * slope) - half), Math.max(0, cols - width));
  const steps = new Uint8Array(rows * width);
  let previous = new Float64Array(width).fill(Infinity);
  let current = new Float64Array(width).fill(Infinity);
  const dims = reference.dims;
  for (let i = 0; i < rows; i++) {
    current.fill(Infinity);
    const low = lows[i]!;
    const previousLow = i > 0 ? lows[i - 1]! : 0;
    const high = Math.min(cols, low + width);
    for (let j = low; j < high; j++) {
      let distance = 0;
      for (let d = 0; d < dims; d++) {
        const delta = reference.values[i * dims + d]! - query.values[j * dims + d]!;
        distance += delta * delta;
      }
      distance = Math.sqrt(distance);
      const k = j - low;
      if (i === 0 && j === 0) {
        current[k] = distance;
        continue;
      }
      let best = Infinity;
      let step = DIAGONAL;
      if (i > 0) {
        const diagonal = j - 1 - previousLow;
        if (diagonal >= 0 && diagonal < width && previous[diagonal]! < best) best = previous[diagonal]!;
        const above = j - previousLow;
        if (above >= 0 && above < width && previous[above]! < best) {
          best = previous[above]!;
          step = FROM_ABOVE;
        }
      }
      if (k > 0 && current[k - 1]! < best) {
        best = current[k - 1]!;
        step = FROM_LEFT;
      }
      current[k] = distance + best;
      steps[i * width + k] = step;
    }
    [previous, current] = [current, previous];
  }
  return backtrack(steps, lows, width, rows, cols);
}

function backtrack(steps: Uint8Array, lows: Int32Array, width: number, rows: number, cols: number): FrameMapping {
  const first = new Int32Array(rows).fill(cols);
  const last = new Int32Array(rows).fill(-1);
  let i = rows - 1;
  let j = cols - 1;
  for (;;) {
    first[i] = Math.min(first[i]!, j);
    last[i] = Math.max(last[i]!, j);
    if (i === 0 && j === 0) break;
    const step = i === 0 ? FROM_LEFT : j === 0 ? FROM_ABOVE : steps[i * width + (j - lows[i]!)]!;
    if (step !== FROM_LEFT) i--;
    if (step !== FROM_ABOVE) j--;
  }
  return { first, last };
}
