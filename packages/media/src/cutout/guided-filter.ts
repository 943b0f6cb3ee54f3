/**
 * The guided filter (He, Sun and Tang): an edge-aware smoothing of `input` that follows the edges of
 * `guide`. Applied to a coarse mask with the photo as the guide, it turns the mask's blurry upscaled
 * border into a matte that follows hair strands and fur, the standard refinement behind matting tools.
 * Both planes hold one value in 0-1 per pixel, row by row.
 */
export function guidedFilter(
  guide: Float32Array,
  input: Float32Array,
  width: number,
  height: number,
  radius: number,
  epsilon: number,
): Float32Array {
  const size = width * height;
  const guideInput = new Float32Array(size);
  const guideSquared = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    guideInput[i] = guide[i]! * input[i]!;
    guideSquared[i] = guide[i]! * guide[i]!;
  }
  const meanGuide = boxMean(guide, width, height, radius);
  const meanInput = boxMean(input, width, height, radius);
  const meanGuideInput = boxMean(guideInput, width, height, radius);
  const meanGuideSquared = boxMean(guideSquared, width, height, radius);
  // Reuse the products' planes for the per-window linear model q = a * guide + b.
  const slope = guideInput;
  const offset = guideSquared;
  for (let i = 0; i < size; i++) {
    const variance = meanGuideSquared[i]! - meanGuide[i]! * meanGuide[i]!;
    const covariance = meanGuideInput[i]! - meanGuide[i]! * meanInput[i]!;
    slope[i] = covariance / (variance + epsilon);
    offset[i] = meanInput[i]! - slope[i]! * meanGuide[i]!;
  }
  const meanSlope = boxMean(slope, width, height, radius);
  const meanOffset = boxMean(offset, width, height, radius);
  const output = new Float32Array(size);
  for (let i = 0; i < size; i++) output[i] = meanSlope[i]! * guide[i]! + meanOffset[i]!;
  return output;
}

/** The mean over the (2r+1)-square window around each pixel, the window clipped at the borders. O(pixels). */
export function boxMean(plane: Float32Array, width: number, height: number, radius: number): Float32Array {
  const rows = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(radius, width - 1); x++) sum += plane[row + x]!;
    for (let x = 0; x < width; x++) {
      const left = x - radius - 1;
      const right = x + radius;
      if (right < width && x > 0) sum += plane[row + right]!;
      if (left >= 0) sum -= plane[row + left]!;
      rows[row + x] = sum / (Math.min(right, width - 1) - Math.max(left + 1, 0) + 1);
    }
  }
  const out = new Float32Array(plane.length);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = 0; y <= Math.min(radius, height - 1); y++) sum += rows[y * width + x]!;
    for (let y = 0; y < height; y++) {
      const top = y - radius - 1;
      const bottom = y + radius;
      if (bottom < height && y > 0) sum += rows[bottom * width + x]!;
      if (top >= 0) sum -= rows[top * width + x]!;
      out[y * width + x] = sum / (Math.min(bottom, height - 1) - Math.max(top + 1, 0) + 1);
    }
  }
  return out;
}
