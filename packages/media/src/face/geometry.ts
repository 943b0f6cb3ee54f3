import type { Box } from '../avatar/rig';

export interface Point {
  x: number;
  y: number;
}

/**
 * A rotated, translated frame whose x axis runs along a feature (mouth corners, eye corners):
 * in it, "down" means down the face even when the head is tilted, and contours become curves
 * over x.
 */
export interface LocalFrame {
  origin: Point;
  /** Unit vector of the local x axis in image coordinates; local y is x rotated by +90 degrees. */
  axis: Point;
}

export function frameAlong(from: Point, to: Point): LocalFrame {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  return { origin: { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, axis: { x: dx / length, y: dy / length } };
}

export function toLocal(frame: LocalFrame, p: Point): Point {
  const dx = p.x - frame.origin.x;
  const dy = p.y - frame.origin.y;
  return { x: dx * frame.axis.x + dy * frame.axis.y, y: -dx * frame.axis.y + dy * frame.axis.x };
}

export function toImage(frame: LocalFrame, p: Point): Point {
  return {
    x: frame.origin.x + p.x * frame.axis.x - p.y * frame.axis.y,
    y: frame.origin.y + p.x * frame.axis.y + p.y * frame.axis.x,
  };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

export function smoothstep(t: number): number {
  const c = clamp(t, 0, 1);
  return c * c * (3 - 2 * c);
}

/** y at x on a polyline whose points are sorted by x; flat beyond its ends. */
export function curveYAt(curve: readonly Point[], x: number): number {
  const first = curve[0];
  const last = curve[curve.length - 1];
  if (!first || !last) throw new Error('empty curve');
  if (x <= first.x) return first.y;
  if (x >= last.x) return last.y;
  let lo = 0;
  let hi = curve.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((curve[mid] as Point).x <= x) lo = mid;
    else hi = mid;
  }
  const a = curve[lo] as Point;
  const b = curve[hi] as Point;
  const span = b.x - a.x;
  return span > 0 ? lerp(a.y, b.y, (x - a.x) / span) : a.y;
}

export function sortedByX(points: readonly Point[]): Point[] {
  return [...points].sort((a, b) => a.x - b.x);
}

/** Where a closed polygon crosses the vertical line at x (every crossing's y). */
export function verticalCrossings(polygon: readonly Point[], x: number): number[] {
  const ys: number[] = [];
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] as Point;
    if ((a.x <= x && b.x > x) || (b.x <= x && a.x > x)) ys.push(lerp(a.y, b.y, (x - a.x) / (b.x - a.x)));
  });
  return ys;
}

/** Where a closed polygon crosses the horizontal line at y (every crossing's x). */
export function horizontalCrossings(polygon: readonly Point[], y: number): number[] {
  return verticalCrossings(
    polygon.map((p) => ({ x: p.y, y: p.x })),
    y,
  );
}

export function boundingBox(points: readonly Point[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The box grown by margin on every side, snapped outwards to whole pixels and kept inside the image. */
export function pixelBox(box: Box, margin: number, width: number, height: number): Box {
  const x0 = clamp(Math.floor(box.x - margin), 0, width);
  const y0 = clamp(Math.floor(box.y - margin), 0, height);
  const x1 = clamp(Math.ceil(box.x + box.width + margin), 0, width);
  const y1 = clamp(Math.ceil(box.y + box.height + margin), 0, height);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Whether p lies inside the closed polygon (even-odd rule). */
export function insidePolygon(polygon: readonly Point[], p: Point): boolean {
  let inside = false;
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y)) inside = !inside;
  });
  return inside;
}
