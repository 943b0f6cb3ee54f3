import type { Art } from './context';
import { modelling } from './lighting';
import type { Point } from './svg';
import { line, num, pt, shape, symmetricPath, withMirror } from './svg';

/** How the garment's top edge meets the neck: `dip` is how far down the centre of the neckline sits. */
export interface Neckline {
  kind: 'curve' | 'v';
  dip: number;
}

/** The garment's outline from the neckline over the shoulders down past the waist. */
export function torsoPath(art: Art, neckline: Neckline): string {
  const w = art.neckHalfWidth + 6;
  const sx = art.shoulderX;
  const waist = sx - (art.isFemale ? 44 : 32);
  const start: Point = [0, neckline.dip];
  const collar =
    neckline.kind === 'v'
      ? {
          c1: [w * 0.3, neckline.dip - (neckline.dip - 182) * 0.3] as Point,
          c2: [w * 0.8, 186] as Point,
          to: [w, 182] as Point,
        }
      : { c1: [w * 0.6, neckline.dip] as Point, c2: [w, 192] as Point, to: [w, 182] as Point };
  return symmetricPath(start, [
    collar,
    { c1: [w + 30, 190], c2: [sx - 40, 198], to: [sx, 214] },
    { c1: [sx + 20, 222], c2: [sx + 26, 246], to: [sx + 22, 290] },
    { c1: [sx + 10, 380], c2: [waist, 470], to: [waist, 560] },
    { c1: [waist, 620], c2: [waist + (art.isFemale ? 14 : 0), 660], to: [waist + (art.isFemale ? 14 : 0), 700] },
    { c1: [waist * 0.6, 704], c2: [waist * 0.3, 704], to: [0, 704] },
  ]);
}

/** Shoulder, elbow and wrist: the hands meet in front of the waist, a presenter's rest pose. */
function armJoints(art: Art): [Point, Point, Point] {
  const sx = art.shoulderX;
  return [
    [sx - 6, 248],
    [sx + 8, 462],
    [40, 560],
  ];
}

/** A point `t` of the way from `a` to `b`. */
function along(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

function offset(p: Point, normal: Point, distance: number): Point {
  return [p[0] + normal[0] * distance, p[1] + normal[1] * distance];
}

function unitNormal(a: Point, b: Point): Point {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
}

/** A limb's two edges, each from the shoulder down: straight, or bending softly at the elbow. */
interface LimbEdges {
  inner: Point[];
  outer: Point[];
  shoulderRadius: number;
}

/**
 * The edges of a limb along shoulder-elbow-wrist with `widths` at each joint, cut off `reach` of the
 * way down (0..1 of the whole length).
 */
function limbEdges(
  joints: readonly [Point, Point, Point],
  widths: readonly [number, number, number],
  reach: number,
): LimbEdges {
  const [shoulder, elbow, wrist] = joints;
  const upper = Math.hypot(elbow[0] - shoulder[0], elbow[1] - shoulder[1]);
  const lower = Math.hypot(wrist[0] - elbow[0], wrist[1] - elbow[1]);
  const split = upper / (upper + lower);
  const n1 = unitNormal(shoulder, elbow);
  const n2 = unitNormal(elbow, wrist);
  const elbowNormal: Point = [(n1[0] + n2[0]) / 2, (n1[1] + n2[1]) / 2];
  const [w0, w1, w2] = widths;
  // With the arm hanging down, +normal points towards the body.
  const edge = (sign: 1 | -1): Point[] => {
    const top = offset(shoulder, n1, (sign * w0) / 2);
    if (reach <= split) {
      const t = reach / split;
      return [top, offset(along(shoulder, elbow, t), n1, (sign * (w0 + (w1 - w0) * t)) / 2)];
    }
    const t = (reach - split) / (1 - split);
    const bend = offset(elbow, elbowNormal, (sign * w1) / 2);
    const end = offset(along(elbow, wrist, t), n2, (sign * (w1 + (w2 - w1) * t)) / 2);
    return [top, along(top, bend, 0.8), bend, along(bend, end, Math.min(0.2 / t, 0.5)), end];
  };
  return { inner: edge(1), outer: edge(-1), shoulderRadius: w0 / 2 };
}

/** Path commands along an edge after its first point; the elbow is rounded with a quadratic. */
function edgePath(points: readonly Point[]): string {
  const [, a, b, c, d] = points;
  if (a && b && c && d) return `L${pt(a)} Q${pt(b)} ${pt(c)} L${pt(d)}`;
  return a ? `L${pt(a)}` : '';
}

function limbOutline({ inner, outer, shoulderRadius }: LimbEdges): string {
  const start = inner[0] ?? [0, 0];
  const back = [...outer].reverse();
  const r = num(shoulderRadius);
  return `M${pt(start)} ${edgePath(inner)} L${pt(back[0] ?? start)} ${edgePath(back)} A${r} ${r} 0 0 0 ${pt(start)}Z`;
}

/**
 * Arms with sleeves reaching `sleeveTo` (0..1 of the arm); bare skin shows below a short sleeve.
 * Only the edge towards the body is outlined, so the shoulder flows into the torso without a seam.
 * `torsoClip` is the id of a clip path of the torso, which keeps the arms' shadows off the background.
 */
export function arms(art: Art, sleeve: string, sleeveShade: string, sleeveTo: number, torsoClip: string): string {
  const joints = armJoints(art);
  const scale = art.isFemale ? 0.86 : 1;
  const skin = limbEdges(joints, [54 * scale, 42 * scale, 34 * scale], 1);
  const cloth = limbEdges(joints, [62 * scale, 54 * scale, 44 * scale], sleeveTo);
  const skinArm =
    sleeveTo < 1 ? shape(limbOutline(skin), art.skin, ` stroke="${art.skinShade}" stroke-width="2.4"`) : '';
  const innerEdge = [along(cloth.inner[0] ?? joints[0], cloth.inner[1] ?? joints[1], 0.3), ...cloth.inner.slice(1)];
  const cuffEnd = cloth.outer[cloth.outer.length - 1];
  const cuff = sleeveTo < 1 && cuffEnd ? ` L${pt(cuffEnd)}` : '';
  const seam = line(`M${pt(innerEdge[0] ?? joints[0])} ${edgePath(innerEdge)}${cuff}`, sleeveShade, 2.4);
  const crease = sleeveTo === 1 ? line(`M${pt(along(joints[1], joints[0], 0.25))} q10 8 22 2`, sleeveShade, 2) : '';
  const sleeveOutline = limbOutline(cloth);
  // The arm shades the torso behind it, which keeps a sleeve readable on cloth of the same colour.
  const castShadow = `<g clip-path="url(#${torsoClip})">${shape(sleeveOutline, '#000000', ' opacity="0.14" transform="translate(-4 9)"')}</g>`;
  const sleeveShape = shape(sleeveOutline, sleeve) + modelling(art, sleeveOutline);
  return withMirror(castShadow + skinArm + sleeveShape + seam + crease) + hands(art);
}

/** Hands clasped in front of the waist: the right hand lies over the left, its fingers pointing across. */
function hands(art: Art): string {
  const under = shape(
    'M-58 560 C-44 550 -22 554 -10 566 L26 598 C16 610 -20 612 -40 602 C-58 592 -64 572 -58 560Z',
    art.skinShade,
  );
  const over = shape(
    'M54 556 C30 548 0 550 -22 560 C-38 566 -42 584 -32 592 C-12 602 20 604 44 594 C58 586 60 566 54 556Z',
    art.skin,
    ` stroke="${art.skinShade}" stroke-width="1.6"`,
  );
  const fingers = line('M-30 577 C-16 579 -4 580 6 579 M-30 586 C-16 589 -4 590 8 589', art.skinShade, 1.6);
  const thumb = line('M22 558 C10 556 -4 558 -12 564', art.skinShade, 1.6);
  return under + over + fingers + thumb;
}
