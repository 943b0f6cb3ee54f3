import {
  MOUTH_MIX_STEPS,
  mouthOpenness,
  mouthWeights,
  VISEME_OPENNESS,
  VISEMES,
  type RigPose,
  type Viseme,
} from '../avatar/rig';

/** The mouth part of a pose: a shape, or a blend of two. */
export type MouthPose = Pick<RigPose, 'viseme' | 'toward'>;

/**
 * Lips move before the sound they shape is heard: each glide starts a frame ahead of its cue, so a
 * two-frame glide is centred on the cue boundary.
 */
const LEAD_FRAMES = 1;

/**
 * Coarticulation: per-frame target shapes (and lip closures) become a mouth that glides between them.
 * Each frame the mouth moves as far toward its target as a frame allows: at most a quarter of the
 * closed-to-open range (one blend step), at most half of its shape, and a quarter of its rounding. So a
 * large change (rest to open) takes four frames and a small one (round to wide) two, and a shape held
 * too briefly to be reached is only approached, as real lips undershoot a quick vowel. Closures are
 * the exception: the vowel before one keeps its opening until the lips snap shut on the closure's own
 * frames, and the release parts them by up to two steps into any shape, like the burst of a b or p.
 */
export function coarticulate(targets: readonly Viseme[], closures: readonly boolean[]): MouthPose[] {
  let mouth = pure(targets[0] ?? 'closed');
  let released = false;
  return targets.map((_target, frame) => {
    if (closures[frame]) {
      mouth = pure('closed');
      released = true;
      return mouth.pose;
    }
    const ahead = Math.min(targets.length - 1, frame + LEAD_FRAMES);
    const target = (closures[ahead] ? targets[frame] : targets[ahead]) ?? 'closed';
    mouth = step(mouth, target, released);
    released = false;
    return mouth.pose;
  });
}

/** A mouth pose with what the glide needs of it worked out once: its weight of each shape and its opening. */
interface Mouth {
  pose: MouthPose;
  weights: Float64Array;
  openness: number;
}

function mouthOf(pose: MouthPose): Mouth {
  const weights = new Float64Array(VISEMES.length);
  for (const { viseme, weight } of mouthWeights({ ...pose, eyes: 'open' })) weights[VISEMES.indexOf(viseme)] = weight;
  return { pose, weights, openness: mouthOpenness({ ...pose, eyes: 'open' }) };
}

/** Every pure shape and every quarter blend of two, each once (the lower shape in VISEMES order first). */
const MOUTHS: Mouth[] = VISEMES.flatMap((viseme, i) => [
  mouthOf({ viseme }),
  ...VISEMES.slice(i + 1).flatMap((other) =>
    Array.from({ length: MOUTH_MIX_STEPS - 1 }, (_v, step) =>
      mouthOf({ viseme, toward: { viseme: other, mix: (step + 1) / MOUTH_MIX_STEPS } }),
    ),
  ),
]);
const PURE = new Map(MOUTHS.filter((mouth) => !mouth.pose.toward).map((mouth) => [mouth.pose.viseme, mouth]));

function pure(viseme: Viseme): Mouth {
  return PURE.get(viseme) as Mouth;
}

/** The most the lips open or close in a frame: one blend step of the closed-to-open range; two on a release. */
const OPENNESS_STEP = 1 / MOUTH_MIX_STEPS;
const RELEASE_STEP = 2 / MOUTH_MIX_STEPS;
/** The most of the mouth's shape that changes in a frame: half, so no shape ever replaces another at once. */
const SHAPE_STEP = 0.5;
/** Pursing or unpursing the lips is slower than the jaw: a quarter of the way per frame. */
const ROUNDING_STEP = 1 / MOUTH_MIX_STEPS;
const ROUND = VISEMES.indexOf('round');
const EPSILON = 1e-9;

/** Share of the mouth that changes shape between two poses: 1 when one whole shape replaces another. */
function shapeChange(a: Mouth, b: Mouth): number {
  let sum = 0;
  for (let i = 0; i < VISEMES.length; i++) sum += Math.abs((a.weights[i] ?? 0) - (b.weights[i] ?? 0));
  return sum / 2;
}

/** How much of a pose is a shape that is neither in the current mouth nor the target: a detour. */
function foreignWeight(pose: Mouth, current: Mouth, target: number): number {
  let sum = 0;
  for (let i = 0; i < VISEMES.length; i++) if (i !== target && !current.weights[i]) sum += pose.weights[i] ?? 0;
  return sum;
}

/** A glide step depends only on where the mouth is, where it goes and whether it is a release: each is worked out once. */
const steps = new Map<string, Mouth>();

function step(current: Mouth, target: Viseme, released: boolean): Mouth {
  const key = `${MOUTHS.indexOf(current)} ${target} ${released}`;
  let next = steps.get(key);
  if (!next) {
    next = nextMouth(current, target, released);
    steps.set(key, next);
  }
  return next;
}

/**
 * The next frame's mouth: of the poses within a frame's reach of `current`, the one with most of the
 * target shape; then the one with least of any third shape; then the one nearest the target's
 * opening; then the one that changes least.
 */
function nextMouth(current: Mouth, target: Viseme, released: boolean): Mouth {
  const reach = released ? RELEASE_STEP : OPENNESS_STEP;
  const goal = VISEME_OPENNESS[target];
  const t = VISEMES.indexOf(target);
  const scoreOf = (mouth: Mouth) => [
    mouth.weights[t] ?? 0,
    -foreignWeight(mouth, current, t),
    -Math.abs(mouth.openness - goal),
    -shapeChange(mouth, current),
  ];
  let best = current;
  let bestScore = scoreOf(current);
  for (const mouth of MOUTHS) {
    if (Math.abs(mouth.openness - current.openness) > reach + EPSILON) continue;
    if (!released && shapeChange(mouth, current) > SHAPE_STEP + EPSILON) continue;
    if (!released && Math.abs((mouth.weights[ROUND] ?? 0) - (current.weights[ROUND] ?? 0)) > ROUNDING_STEP + EPSILON) {
      continue;
    }
    const score = scoreOf(mouth);
    if (isBetter(score, bestScore)) {
      best = mouth;
      bestScore = score;
    }
  }
  return best;
}

function isBetter(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (Math.abs(difference) > EPSILON) return difference > 0;
  }
  return false;
}
