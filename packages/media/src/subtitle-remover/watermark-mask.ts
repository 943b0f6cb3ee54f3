import { dilateMask, maxFilter, minFilter } from './morphology';

/** Luma levels a pixel may wander over time and still count as unchanging (encoder noise is a few levels). */
const STILL_SPREAD = 10;
/** Below this share of unchanging pixels the box's background moves, and what stays still is the mark. */
const MOVING_BACKGROUND_SHARE = 0.85;
/** Luma levels a mark stands out from the background drawn in from the box's edges. */
const MARK_CONTRAST = 28;

/**
 * Where the watermark is inside its box, from luma crops sampled across the video: the mark is what stays the same
 * while the picture behind it changes (temporal median and spread). When the whole box stays still (a static shot)
 * time cannot tell the mark from the background, and the mark is what stands out from the background the box's
 * edges predict. Images are of 2 x 2 blocks (half-size luma); grown by `grow` blocks.
 */
export function watermarkMask(samples: BlockSample[], width: number, height: number, grow: number): Uint8Array {
  const size = width * height;
  const median = new Uint8Array(size);
  const medianU = medianOf(
    samples.map((sample) => sample.u),
    size,
  );
  const medianV = medianOf(
    samples.map((sample) => sample.v),
    size,
  );
  const spread = new Uint8Array(size);
  const values = new Uint8Array(samples.length);
  let still = 0;
  for (let i = 0; i < size; i++) {
    for (let s = 0; s < samples.length; s++) values[s] = samples[s]!.y[i]!;
    values.sort();
    const low = values[Math.floor(values.length * 0.1)]!;
    const high = values[Math.min(values.length - 1, Math.floor(values.length * 0.9))]!;
    median[i] = values[values.length >> 1]!;
    spread[i] = high - low;
    if (spread[i]! <= STILL_SPREAD) still++;
  }
  const mask = new Uint8Array(size);
  if (samples.length >= 3 && still / size < MOVING_BACKGROUND_SHARE) {
    for (let i = 0; i < size; i++) if (spread[i]! <= STILL_SPREAD) mask[i] = 1;
    // Specks of background that happened to hold still are not a mark: an opening drops them.
    const opened = maxFilter(minFilter(mask, width, height, 1), width, height, 1);
    // A see-through mark changes with the picture behind it, but its outline stays: what the lasting edges
    // enclose is the mark too.
    const outlined = enclosed(lastingEdges(samples, width, height), width, height);
    for (let i = 0; i < size; i++) mask[i] = opened[i]! | outlined[i]!;
  } else {
    const predicted = [median, medianU, medianV].map((plane) => edgeInterpolation(plane, width, height));
    for (let i = 0; i < size; i++) {
      // Chroma counts double: a coloured mark can share its luma with the background behind it.
      const deviation = Math.max(
        Math.abs(median[i]! - predicted[0]![i]!),
        2 * Math.abs(medianU[i]! - predicted[1]![i]!),
        2 * Math.abs(medianV[i]! - predicted[2]![i]!),
      );
      if (deviation >= MARK_CONTRAST) mask[i] = 1;
    }
    // A mark's letters and shapes hold background between them: closing takes the gaps into the mark.
    const closed = minFilter(maxFilter(mask, width, height, 2), width, height, 2);
    mask.set(closed);
  }
  return dilateMask(mask, width, height, grow);
}

/** Luma steps between neighbouring blocks that count as the edge of a mark. */
const EDGE_STEP = 14;
/** Edges of the mark show in half the samples at least; edges of a moving picture pass by. */
const EDGE_QUANTILE = 0.5;

/** 1 where the median over the samples of the local luma gradient is strong: edges that stay while the picture moves. */
function lastingEdges(samples: BlockSample[], width: number, height: number): Uint8Array {
  const size = width * height;
  const gradients = samples.map(({ y: luma }) => {
    const gradient = new Uint8Array(size);
    for (let y = 0; y < height - 1; y++) {
      for (let x = 0; x < width - 1; x++) {
        const i = y * width + x;
        gradient[i] = Math.min(255, Math.abs(luma[i + 1]! - luma[i]!) + Math.abs(luma[i + width]! - luma[i]!));
      }
    }
    return gradient;
  });
  const usual = quantileOf(gradients, size, EDGE_QUANTILE);
  const edges = new Uint8Array(size);
  for (let i = 0; i < size; i++) if (usual[i]! >= EDGE_STEP) edges[i] = 1;
  return edges;
}

/** The edges closed over one-block gaps, with every region they cut off from the box's border filled in. */
function enclosed(edges: Uint8Array, width: number, height: number): Uint8Array {
  const closed = minFilter(maxFilter(edges, width, height, 1), width, height, 1);
  const outside = new Uint8Array(closed.length);
  const stack: number[] = [];
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  while (stack.length) {
    const i = stack.pop()!;
    if (outside[i] || closed[i]) continue;
    outside[i] = 1;
    const x = i % width;
    if (x > 0) stack.push(i - 1);
    if (x < width - 1) stack.push(i + 1);
    if (i >= width) stack.push(i - width);
    if (i < closed.length - width) stack.push(i + width);
  }
  const inside = new Uint8Array(closed.length);
  for (let i = 0; i < closed.length; i++) if (!outside[i]) inside[i] = 1;
  return inside;
}

/** One sampled frame of the box, a value per 2 x 2 block: mean luma and the chroma sample. */
export interface BlockSample {
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

function medianOf(planes: Uint8Array[], size: number): Uint8Array {
  return quantileOf(planes, size, 0.5);
}

/** Per position, the value that `share` of the planes stay at or below. */
function quantileOf(planes: Uint8Array[], size: number, share: number): Uint8Array {
  const result = new Uint8Array(size);
  const values = new Uint8Array(planes.length);
  const at = Math.min(planes.length - 1, Math.floor(planes.length * share));
  for (let i = 0; i < size; i++) {
    for (let s = 0; s < planes.length; s++) values[s] = planes[s]![i]!;
    values.sort();
    result[i] = values[at]!;
  }
  return result;
}

/**
 * The picture the box's four edges predict inside it (a Coons patch over smoothed edge rows and columns): what a
 * background without the mark would look like, to first order.
 */
function edgeInterpolation(image: Uint8Array, width: number, height: number): Uint8Array {
  const top = smoothLine(Array.from({ length: width }, (_, x) => image[x]!));
  const bottom = smoothLine(Array.from({ length: width }, (_, x) => image[(height - 1) * width + x]!));
  const left = smoothLine(Array.from({ length: height }, (_, y) => image[y * width]!));
  const right = smoothLine(Array.from({ length: height }, (_, y) => image[y * width + width - 1]!));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const v = y / (height - 1);
    for (let x = 0; x < width; x++) {
      const u = x / (width - 1);
      const value =
        (1 - v) * top[x]! +
        v * bottom[x]! +
        (1 - u) * left[y]! +
        u * right[y]! -
        ((1 - u) * (1 - v) * top[0]! +
          u * (1 - v) * top[width - 1]! +
          (1 - u) * v * bottom[0]! +
          u * v * bottom[width - 1]!);
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return out;
}

/** A median over 5 neighbours: a mark touching the edge in a few pixels does not bend the prediction. */
function smoothLine(line: number[]): number[] {
  return line.map((_, i) => {
    const window = line.slice(Math.max(0, i - 2), i + 3).sort((a, b) => a - b);
    return window[window.length >> 1]!;
  });
}
