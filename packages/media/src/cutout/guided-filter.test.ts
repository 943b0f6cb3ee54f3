import { describe, expect, it } from 'vitest';
import { boxMean, guidedFilter } from './guided-filter';

function bruteBoxMean(plane: Float32Array, width: number, height: number, radius: number, x: number, y: number) {
  let sum = 0;
  let count = 0;
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      sum += plane[ny * width + nx]!;
      count++;
    }
  }
  return sum / count;
}

describe('box mean', () => {
  it('equals the mean over each clipped window', () => {
    const width = 13;
    const height = 9;
    const plane = Float32Array.from({ length: width * height }, (_, i) => Math.sin(i * 1.7) + (i % 5));
    const means = boxMean(plane, width, height, 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        expect(means[y * width + x]).toBeCloseTo(bruteBoxMean(plane, width, height, 3, x, y), 4);
      }
    }
  });
});

describe('guided filter', () => {
  it('moves a blurred mask edge onto the sharp edge of the guide', () => {
    const width = 40;
    const height = 4;
    // The photo changes at x = 24; the coarse mask ramps slowly across x = 14..26, centred too early.
    const guide = Float32Array.from({ length: width * height }, (_, i) => (i % width < 24 ? 0.9 : 0.1));
    const mask = Float32Array.from({ length: width * height }, (_, i) =>
      Math.min(1, Math.max(0, (26 - (i % width)) / 12)),
    );
    const refined = guidedFilter(guide, mask, width, height, 4, 1e-4);
    const row = Array.from(refined.slice(width, 2 * width));
    const drops = row.slice(1).map((value, x) => row[x]! - value);
    const steepest = drops.indexOf(Math.max(...drops));
    // The steepest fall sits where the photo changes, and is far steeper than any step of the coarse ramp.
    expect(steepest).toBe(23);
    expect(drops[steepest]!).toBeGreaterThan(0.25);
  });

  it('leaves a flat mask flat', () => {
    const guide = Float32Array.from({ length: 100 }, (_, i) => ((i * 37) % 11) / 11);
    const flat = new Float32Array(100).fill(1);
    for (const value of guidedFilter(guide, flat, 10, 10, 2, 1e-4)) expect(value).toBeCloseTo(1, 4);
  });
});
