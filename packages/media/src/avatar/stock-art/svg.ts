/** Small path-building helpers: the figure is drawn symmetric about x = 0, one half at a time. */

export type Point = readonly [number, number];

/** One cubic Bézier segment: two control points and the end point. */
export interface Curve {
  c1: Point;
  c2: Point;
  to: Point;
}

/** Rounds to 0.1 so SVG text stays short and byte-stable. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function pt(p: Point): string {
  return `${num(p[0])} ${num(p[1])}`;
}

function curveTo(curve: Curve): string {
  return `C${pt(curve.c1)} ${pt(curve.c2)} ${pt(curve.to)}`;
}

function mirror(p: Point): Point {
  return [-p[0], p[1]];
}

/**
 * A closed outline symmetric about x = 0: `right` runs from `start` (on the axis) down the right
 * side back to the axis; the left side is the same curves mirrored and reversed.
 */
export function symmetricPath(start: Point, right: readonly Curve[]): string {
  const points: Point[] = [start, ...right.map((c) => c.to)];
  const back = right.map((c, i) => ({ c1: mirror(c.c2), c2: mirror(c.c1), to: mirror(points[i] ?? start) })).reverse();
  return `M${pt(start)} ${right.map(curveTo).join(' ')} ${back.map(curveTo).join(' ')}Z`;
}

/** The markup plus its mirror image across x = 0, for paired parts (ears, brows, arms). */
export function withMirror(markup: string): string {
  return `${markup}<g transform="scale(-1 1)">${markup}</g>`;
}

export function shape(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function line(d: string, stroke: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}
