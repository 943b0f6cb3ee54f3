import type { Art } from './context';
import type { Curve, Point } from './svg';
import { line, num, shape, symmetricPath } from './svg';

/** Hair is drawn in three layers: behind the body, over the shoulders, and over the head. */
export interface HairLayers {
  back: string;
  drape: string;
  front: string;
  /** Path data of the hair over the forehead: it casts a shadow on the face and catches the light. */
  crown: string;
}

export const NO_HAIR: HairLayers = { back: '', drape: '', front: '', crown: '' };

/**
 * A cap over the skull: `outer` runs from the crown down the right side to where the hair meets
 * the face, `hairline` runs back up along the face to the axis.
 */
export function cap(top: number, outer: readonly Curve[], hairline: readonly Curve[]): string {
  return symmetricPath([0, top], [...outer, ...hairline]);
}

/** The usual outer edge: from the crown (`top`) around the skull, ending at `end`. */
export function skullEdge(top: number, volume: number, end: Point): Curve[] {
  const side = 100 + volume * 0.6;
  return [
    { c1: [70, top], c2: [side, top + 56], to: [side, -84] },
    { c1: [side, -60], c2: [end[0] + 2, end[1] - 26], to: end },
  ];
}

/** A short man's hairline: sideburn, temple, then a soft curve across the forehead. */
export const MALE_HAIRLINE: Curve[] = [
  { c1: [99, -10], c2: [96, -10], to: [95, -16] },
  { c1: [94, -40], c2: [92, -58], to: [86, -76] },
  { c1: [80, -90], c2: [72, -96], to: [58, -96] },
  { c1: [40, -96], c2: [18, -106], to: [0, -104] },
];

/** Hair pulled back or tucked behind the ears: the hairline follows the temple. */
export const TUCKED_HAIRLINE: Curve[] = [
  { c1: [99, -36], c2: [96, -66], to: [82, -94] },
  { c1: [62, -114], c2: [22, -116], to: [0, -108] },
];

/** Shade on the right of the hair mass and a highlight on the left: light comes from the upper left. */
export function sheen(art: Art, top: number, reach: number): string {
  const shade = shape(
    `M58 ${top + 8} C100 ${top + 26} ${reach} ${top + 70} ${reach} -70 L${reach - 8} -30 C${reach - 10} -90 100 ${top + 44} 58 ${top + 8}Z`,
    art.hairShade,
    ' opacity="0.7"',
  );
  const highlight =
    line(`M-74 ${top + 36} C-52 ${top + 14} -26 ${top + 6} 2 ${top + 6}`, art.hairLight, 5, ' opacity="0.55"') +
    line(`M-84 ${top + 62} C-74 ${top + 44} -62 ${top + 34} -48 ${top + 28}`, art.hairLight, 3, ' opacity="0.4"');
  return shade + highlight;
}

/** Circles strung along an ellipse arc: the bumpy edge of curly hair and afros. */
export function curlEdge(
  centre: Point,
  radii: Point,
  fromDeg: number,
  toDeg: number,
  count: number,
  size: number,
  fill: string,
): string {
  const circles: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = ((fromDeg + ((toDeg - fromDeg) * i) / (count - 1)) * Math.PI) / 180;
    const x = centre[0] + radii[0] * Math.cos(angle);
    const y = centre[1] + radii[1] * Math.sin(angle);
    const r = size * (0.85 + 0.15 * Math.abs(Math.sin(i * 2.3)));
    circles.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${fill}"/>`);
  }
  return circles.join('');
}

/** Small C-shaped strokes that read as curls inside a curly mass. */
export function curlMarks(art: Art, points: readonly Point[]): string {
  return points.map(([x, y]) => line(`M${x} ${y} a6 6 0 1 1 6 6`, art.hairShade, 2.2, ' opacity="0.7"')).join('');
}

/** A long fall of hair behind the head, from the crown to `bottom`, `width` either side. */
export function longBack(art: Art, width: number, bottom: number, top = -182): string {
  const d = symmetricPath(
    [0, top],
    [
      { c1: [80, top], c2: [width, top + 40], to: [width, -60] },
      { c1: [width, 30], c2: [width + 2, bottom - 80], to: [width + 4, bottom - 6] },
      { c1: [width - 20, bottom + 6], c2: [40, bottom], to: [0, bottom - 4] },
    ],
  );
  return shape(d, art.hairShade);
}
