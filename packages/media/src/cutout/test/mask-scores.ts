/** Agreement of a predicted matte with the true one, both one byte a pixel, foreground above half. */
export function intersectionOverUnion(predicted: Buffer, truth: Buffer): number {
  let intersection = 0;
  let union = 0;
  for (let i = 0; i < truth.length; i++) {
    const p = predicted[i]! >= 128;
    const t = truth[i]! >= 128;
    if (p && t) intersection++;
    if (p || t) union++;
  }
  return union === 0 ? 1 : intersection / union;
}

function boundary(mask: Buffer, width: number, height: number): Uint8Array {
  const edge = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const inside = mask[i]! >= 128;
      const differs =
        (x > 0 && mask[i - 1]! >= 128 !== inside) ||
        (x < width - 1 && mask[i + 1]! >= 128 !== inside) ||
        (y > 0 && mask[i - width]! >= 128 !== inside) ||
        (y < height - 1 && mask[i + width]! >= 128 !== inside);
      if (differs) edge[i] = 1;
    }
  }
  return edge;
}

function nearAny(edge: Uint8Array, width: number, height: number, x: number, y: number, tolerance: number): boolean {
  for (let dy = -tolerance; dy <= tolerance; dy++) {
    for (let dx = -tolerance; dx <= tolerance; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && edge[ny * width + nx]) return true;
    }
  }
  return false;
}

/**
 * The boundary F-score (Perazzi et al., DAVIS): how many of the predicted outline's pixels lie within
 * `tolerance` pixels of the true outline and how many true outline pixels are matched, combined. It is what
 * drops when hair and fur edges are cut off or blurred, which IoU barely notices.
 */
export function boundaryFScore(predicted: Buffer, truth: Buffer, width: number, height: number, tolerance = 2): number {
  const predictedEdge = boundary(predicted, width, height);
  const trueEdge = boundary(truth, width, height);
  let predictedCount = 0;
  let predictedMatched = 0;
  let trueCount = 0;
  let trueMatched = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (predictedEdge[i]) {
        predictedCount++;
        if (nearAny(trueEdge, width, height, x, y, tolerance)) predictedMatched++;
      }
      if (trueEdge[i]) {
        trueCount++;
        if (nearAny(predictedEdge, width, height, x, y, tolerance)) trueMatched++;
      }
    }
  }
  if (predictedCount === 0 || trueCount === 0) return predictedCount === trueCount ? 1 : 0;
  const precision = predictedMatched / predictedCount;
  const recall = trueMatched / trueCount;
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}
