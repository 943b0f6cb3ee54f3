import type { LocalFrame, Point } from './geometry';
import { curveYAt, sortedByX, toImage } from './geometry';
import type { WarpTriangle } from './triangle-warp';

/**
 * A closed contour around a feature (lips, an eye, the jaw), in the feature's local frame, as
 * an upper and a lower chain of samples that share their two end points. Every ring of a
 * feature is sampled at the same angles, so sample j of one ring faces sample j of the next and
 * the band between two rings splits into quads. The innermost ring bounds a hole (the mouth
 * opening, the visible eyeball) that the warp leaves to the caller.
 */
export interface Ring {
  upper: Point[];
  lower: Point[];
}

/**
 * Samples a ring through the given contour points at segments + 1 positions per chain, spaced
 * by the cosine of an angle so that samples crowd into the corners, where contours bend most.
 */
export function sampleRing(upperPoints: readonly Point[], lowerPoints: readonly Point[], segments: number): Ring {
  const all = sortedByX([...upperPoints, ...lowerPoints]);
  const left = all[0] as Point;
  const right = all[all.length - 1] as Point;
  const upperCurve = sortedByX([left, ...upperPoints, right]);
  const lowerCurve = sortedByX([left, ...lowerPoints, right]);
  return ringFromCurves(left, right, segments, (x) => {
    const lower = curveYAt(lowerCurve, x);
    return [Math.min(curveYAt(upperCurve, x), lower), lower];
  });
}

/** A ring whose chains are given as functions of x between two end points. */
export function ringFromCurves(
  left: Point,
  right: Point,
  segments: number,
  chainsAt: (x: number) => [upperY: number, lowerY: number],
): Ring {
  const upper: Point[] = [left];
  const lower: Point[] = [left];
  for (let j = 1; j < segments; j++) {
    const x = (left.x + right.x) / 2 - ((right.x - left.x) / 2) * Math.cos(sampleAngle(j, segments));
    const [upperY, lowerY] = chainsAt(x);
    upper.push({ x, y: upperY });
    lower.push({ x, y: lowerY });
  }
  upper.push(right);
  lower.push(right);
  return { upper, lower };
}

/** The angle of sample j, 0 at the left end and pi at the right end. */
export function sampleAngle(j: number, segments: number): number {
  return (Math.PI * j) / segments;
}

export function mapRing(ring: Ring, move: (p: Point, j: number, chain: 'upper' | 'lower') => Point): Ring {
  return {
    upper: ring.upper.map((p, j) => move(p, j, 'upper')),
    lower: ring.lower.map((p, j) => move(p, j, 'lower')),
  };
}

export function lerpRing(a: Ring, b: Ring, t: number): Ring {
  const mix = (p: Point, q: Point) => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
  return mapRing(a, (p, j, chain) => mix(p, b[chain][j] as Point));
}

/** The ring as one closed loop: upper chain left to right, then lower chain back. */
function loop(ring: Ring): Point[] {
  return [...ring.upper, ...ring.lower.slice(1, -1).reverse()];
}

/**
 * Triangles of the warp that moves the rings from `rest` to `posed` (both listed innermost
 * first, in the same frame); the inside of the first ring is not covered.
 */
export function ringWarpTriangles(frame: LocalFrame, rest: readonly Ring[], posed: readonly Ring[]): WarpTriangle[] {
  const loops = (rings: readonly Ring[]) => rings.map((ring) => loop(ring).map((p) => toImage(frame, p)));
  const from = loops(rest);
  const to = loops(posed);
  return from
    .slice(1)
    .flatMap((outer, k) => bandTriangles(from[k] as Point[], outer, to[k] as Point[], to[k + 1] as Point[]));
}

/** Two triangles per quad of the band between an inner and an outer loop of equal length. */
function bandTriangles(fromIn: Point[], fromOut: Point[], toIn: Point[], toOut: Point[]): WarpTriangle[] {
  return fromIn.flatMap((_, i) => {
    const next = (i + 1) % fromIn.length;
    const quad = (inner: Point[], outer: Point[]) =>
      [inner[i], inner[next], outer[next], outer[i]] as [Point, Point, Point, Point];
    const [a, b, c, d] = quad(fromIn, fromOut);
    const [p, q, r, s] = quad(toIn, toOut);
    return [
      { from: [a, b, c], to: [p, q, r] },
      { from: [a, c, d], to: [p, r, s] },
    ];
  });
}
