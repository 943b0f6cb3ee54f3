import type { Point } from '../face/geometry';

/** Sets to `value` every pixel of a width x height map whose centre lies inside the polygon (even-odd rule). */
export function fillPolygon(
  map: Float32Array,
  width: number,
  height: number,
  polygon: readonly Point[],
  value: number,
): void {
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const p of polygon) {
    top = Math.min(top, p.y);
    bottom = Math.max(bottom, p.y);
  }
  const crossings: number[] = [];
  const first = Math.max(0, Math.floor(top));
  const last = Math.min(height - 1, Math.ceil(bottom));
  for (let y = first; y <= last; y++) {
    const cy = y + 0.5;
    crossings.length = 0;
    for (let i = 0; i < polygon.length; i++) {
      const a = polygon[i] as Point;
      const b = polygon[(i + 1) % polygon.length] as Point;
      if (a.y <= cy !== b.y <= cy) crossings.push(a.x + ((cy - a.y) * (b.x - a.x)) / (b.y - a.y));
    }
    crossings.sort((p, q) => p - q);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil((crossings[k] as number) - 0.5));
      const to = Math.min(width - 1, Math.floor((crossings[k + 1] as number) - 0.5));
      if (from <= to) map.fill(value, y * width + from, y * width + to + 1);
    }
  }
}

/**
 * A box blur of `radius` pixels repeated `passes` times (three passes are close to a Gaussian), in place. Running
 * sums make each pass cost the same whatever the radius.
 */
export function boxBlur(map: Float32Array, width: number, height: number, radius: number, passes = 2): void {
  const r = Math.max(0, Math.round(radius));
  if (r === 0) return;
  const line = new Float32Array(Math.max(width, height) + 2 * r + 1);
  for (let pass = 0; pass < passes; pass++) {
    for (let y = 0; y < height; y++) blurLine(map, y * width, 1, width, r, line);
    for (let x = 0; x < width; x++) blurLine(map, x, width, height, r, line);
  }
}

/** One line of the blur; beyond the ends the edge value repeats (the line is copied with r repeats each side). */
function blurLine(map: Float32Array, start: number, step: number, length: number, r: number, line: Float32Array): void {
  const firstValue = map[start] as number;
  const lastValue = map[start + (length - 1) * step] as number;
  for (let i = 0; i < r; i++) line[i] = firstValue;
  for (let i = 0, s = start; i < length; i++, s += step) line[r + i] = map[s] as number;
  for (let i = 0; i <= r; i++) line[r + length + i] = lastValue;
  let sum = 0;
  for (let i = 0; i <= 2 * r; i++) sum += line[i] as number;
  const size = 2 * r + 1;
  for (let i = 0, s = start; i < length; i++, s += step) {
    map[s] = sum / size;
    sum += (line[i + size] as number) - (line[i] as number);
  }
}
