import type { Rgb } from './colour';
import { luma } from './colour';
import type { LocalFrame, Point } from './geometry';
import { toImage } from './geometry';
import type { Ring } from './ring-mesh';
import type { RgbImage } from './rgb-image';
import { sampleBilinear } from './triangle-warp';

/**
 * The mesh's inner lip contours are often off on a smile: they meet on the teeth, or stop short
 * of them, so the photo's own teeth would be taken for lip and stretched by every shape. Between
 * the outer lips, each column is scanned from the middle of the mouth for what is not lip: teeth
 * (brighter and less red than the lips) or the dark of an open mouth. Where such a run is
 * found, its ends are the inner lip edges.
 */
export interface LipGap {
  /** The inner lip edges: the run's ends where one was found, the mesh's contours elsewhere. */
  inner: Ring;
  /** Whether teeth or a gap show between the lips. */
  open: boolean;
}

const STEP = 0.5;
const TEETH_OVER_LIP = 1.12;
/**
 * Teeth reflect the light's colour while lips stay red under any light: a tooth is less red than
 * this share of the lips' redness (the red channel's lead over the others).
 */
const TEETH_REDNESS_SHARE = 0.55;
/** Below this redness the lips are too grey to tell teeth by hue (a black-and-white photo). */
const MIN_REDNESS = 0.04;
const DARK_UNDER_LIP = 0.55;
/** A run may cross this many non-mouth samples (a tooth border, a glint) and go on. */
const RUN_TOLERANCE = 2;
/** The scan starts this far (mouth widths) either side of the mesh's middle line looking for the run. */
const SEARCH_REACH = 0.08;
/** Runs count as an open mouth in the middle of the mouth only, where lips are thick enough to tell. */
const MIDDLE_SHARE = 0.6;
/** Median run height (mouth widths) over the middle columns that makes the mouth open. */
const OPEN_TEETH_HEIGHT = 0.025;
const OPEN_DARK_HEIGHT = 0.08;
/**
 * The mesh's own contours also tell an open mouth when they stand this far apart (mouth widths)
 * and a fifth of what lies between them is teeth.
 */
const HOLE_MIN_GAP = 0.05;
const HOLE_TEETH_SHARE = 0.2;
/** Pixels added at each end of a run, for the anti-aliased edge between tooth and lip. */
const EDGE_MARGIN = 0.75;
/** Runs jump by a pixel or two from column to column; the lips' edges do not. */
const SMOOTHING_PASSES = 3;
/** A lip keeps at least this share of its thickness at the mesh's outer contour. */
const MIN_LIP_SHARE = 0.25;

export function scanLipGap(
  meshInner: Ring,
  outer: Ring,
  frame: LocalFrame,
  image: RgbImage,
  mouthWidth: number,
  lip: Rgb,
): LipGap {
  const lipLuma = luma(lip);
  const pixel = new Uint8Array(3);
  const kind = (x: number, y: number): 'teeth' | 'dark' | 'lip' => {
    const at = toImage(frame, { x, y });
    sampleBilinear(image, at.x, at.y, pixel, 0);
    const colour: Rgb = [pixel[0] as number, pixel[1] as number, pixel[2] as number];
    const value = luma(colour);
    if (value < DARK_UNDER_LIP * lipLuma) return 'dark';
    return looksLikeTeeth(colour, lip) ? 'teeth' : 'lip';
  };
  const segments = meshInner.upper.length - 1;
  const tops: (number | undefined)[] = [];
  const bottoms: (number | undefined)[] = [];
  const teethHeights: number[] = [];
  const runHeights: number[] = [];
  let holeSamples = 0;
  let holeTeeth = 0;
  meshInner.upper.forEach((meshTop, j) => {
    const meshBottom = meshInner.lower[j] as Point;
    const x = meshTop.x;
    const outerTop = (outer.upper[j] as Point).y;
    const outerBottom = (outer.lower[j] as Point).y;
    const run =
      j === 0 || j === segments
        ? undefined
        : findRun(kind, x, meshTop.y, meshBottom.y, outerTop, outerBottom, mouthWidth);
    const u = Math.abs((2 * j) / segments - 1);
    for (let y = meshTop.y + STEP; u < MIDDLE_SHARE && y < meshBottom.y; y += STEP) {
      holeSamples++;
      if (kind(x, y) === 'teeth') holeTeeth++;
    }
    if (u < MIDDLE_SHARE) {
      teethHeights.push(run ? run.teeth : 0);
      runHeights.push(run ? run.bottom - run.top : 0);
    }
    // Shaded tooth edges end a run early; where the mesh's contours reach further, they are kept.
    tops.push(run ? Math.min(run.top, meshTop.y) - EDGE_MARGIN : undefined);
    bottoms.push(run ? Math.max(run.bottom, meshBottom.y) + EDGE_MARGIN : undefined);
  });
  const edge = (found: (number | undefined)[], mesh: Point[]) =>
    smoothed(filled(found, mesh), SMOOTHING_PASSES).map((y, j) => ({ x: (mesh[j] as Point).x, y }));
  const upper = edge(tops, meshInner.upper);
  const lower = edge(bottoms, meshInner.lower).map((p, j) => ({ x: p.x, y: Math.max(p.y, (upper[j] as Point).y) }));
  const meshGap = Math.max(...meshInner.upper.map((p, j) => (meshInner.lower[j] as Point).y - p.y));
  const teethInHole = meshGap > HOLE_MIN_GAP * mouthWidth && holeTeeth > HOLE_TEETH_SHARE * holeSamples;
  const open =
    teethInHole ||
    median(teethHeights) >= OPEN_TEETH_HEIGHT * mouthWidth ||
    median(runHeights) >= OPEN_DARK_HEIGHT * mouthWidth;
  return { inner: { upper, lower }, open };
}

interface Run {
  top: number;
  bottom: number;
  /** How much of the run is teeth, in pixels. */
  teeth: number;
}

function findRun(
  kind: (x: number, y: number) => 'teeth' | 'dark' | 'lip',
  x: number,
  meshTop: number,
  meshBottom: number,
  outerTop: number,
  outerBottom: number,
  mouthWidth: number,
): Run | undefined {
  const middle = (meshTop + meshBottom) / 2;
  const reach = SEARCH_REACH * mouthWidth + (meshBottom - meshTop) / 2;
  let seed: number | undefined;
  for (let d = 0; d <= reach && seed === undefined; d += STEP) {
    if (middle + d >= outerBottom || middle - d <= outerTop) break;
    if (kind(x, middle + d) !== 'lip') seed = middle + d;
    else if (kind(x, middle - d) !== 'lip') seed = middle - d;
  }
  if (seed === undefined) return undefined;
  const limitTop = outerTop + MIN_LIP_SHARE * Math.max(meshTop - outerTop, 0);
  const limitBottom = outerBottom - MIN_LIP_SHARE * Math.max(outerBottom - meshBottom, 0);
  let teeth = 0;
  const extend = (direction: 1 | -1): number => {
    let end = seed as number;
    let misses = 0;
    for (let y = (seed as number) + direction * STEP; y > limitTop && y < limitBottom; y += direction * STEP) {
      const found = kind(x, y);
      if (found === 'lip') {
        if (++misses > RUN_TOLERANCE) break;
        continue;
      }
      misses = 0;
      end = y;
      if (found === 'teeth') teeth += STEP;
    }
    return end;
  };
  const top = extend(-1);
  const bottom = extend(1);
  if (kind(x, seed) === 'teeth') teeth += STEP;
  return { top: top - STEP / 2, bottom: bottom + STEP / 2, teeth };
}

/** Brighter than the lips and less red than them, whatever the colour of the light. */
export function looksLikeTeeth(colour: Rgb, lip: Rgb): boolean {
  if (luma(colour) <= TEETH_OVER_LIP * luma(lip)) return false;
  return redness(colour) < Math.max(TEETH_REDNESS_SHARE * redness(lip), MIN_REDNESS);
}

function redness([r, g, b]: Rgb): number {
  return r > 0 ? (r - Math.max(g, b)) / r : 0;
}

/**
 * The run's ends where one was found; between found columns, a straight line from one to the
 * next, and towards the corners, the mesh (whose corners are right).
 */
function filled(found: (number | undefined)[], mesh: Point[]): number[] {
  const known = found.flatMap((y, j) => (y === undefined ? [] : [j]));
  if (known.length === 0) return mesh.map((p) => p.y);
  return found.map((y, j) => {
    if (y !== undefined) return y;
    const before = known.filter((k) => k < j).pop();
    const after = known.find((k) => k > j);
    if (before === undefined || after === undefined) return (mesh[j] as Point).y;
    const t = (j - before) / (after - before);
    return (found[before] as number) * (1 - t) + (found[after] as number) * t;
  });
}

/** Repeated [1, 2, 1] smoothing with the end points (the mouth corners) held in place. */
function smoothed(values: number[], passes: number): number[] {
  let current = values;
  for (let pass = 0; pass < passes; pass++) {
    current = current.map((v, j, vs) =>
      j === 0 || j === vs.length - 1 ? v : ((vs[j - 1] as number) + 2 * v + (vs[j + 1] as number)) / 4,
    );
  }
  return current;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
}
