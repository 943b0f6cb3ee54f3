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
  let mouth: MouthPose = { viseme: targets[0] ?? 'closed' };
  let released = false;
  return targets.map((_target, frame) => {
    if (closures[frame]) {
      mouth = { viseme: 'closed' };
      released = true;
      return mouth;
    }
    const ahead = Math.min(targets.length - 1, frame + LEAD_FRAMES);
    const target = (closures[ahead] ? targets[frame] : targets[ahead]) ?? 'closed';
    mouth = step(mouth, target, released);
    released = false;
    return mouth;
  });
}

/** Every pure shape and every quarter blend of two, each once (the lower shape in VISEMES order first). */
const MOUTH_POSES: MouthPose[] = VISEMES.flatMap((viseme, i) => [
  { viseme },
  ...VISEMES.slice(i + 1).flatMap((other) =>
    Array.from({ length: MOUTH_MIX_STEPS - 1 }, (_v, step) => ({
      viseme,
      toward: { viseme: other, mix: (step + 1) / MOUTH_MIX_STEPS },
    })),
  ),
]);

/** The most the lips open or close in a frame: one blend step of the closed-to-open range; two on a release. */
const OPENNESS_STEP = 1 / MOUTH_MIX_STEPS;
const RELEASE_STEP = 2 / MOUTH_MIX_STEPS;
/** The most of the mouth's shape that changes in a frame: half, so no shape ever replaces another at once. */
const SHAPE_STEP = 0.5;
/** Pursing or unpursing the lips is slower than the jaw: a quarter of the way per frame. */
const ROUNDING_STEP = 1 / MOUTH_MIX_STEPS;

function weightOf(pose: MouthPose, viseme: Viseme): number {
  return mouthWeights({ ...pose, eyes: 'open' }).reduce(
    (sum, part) => sum + (part.viseme === viseme ? part.weight : 0),
    0,
  );
}

function openness(pose: MouthPose): number {
  return mouthOpenness({ ...pose, eyes: 'open' });
}

/** Share of the mouth that changes shape between two poses: 1 when one whole shape replaces another. */
function shapeChange(a: MouthPose, b: MouthPose): number {
  return VISEMES.reduce((sum, viseme) => sum + Math.abs(weightOf(a, viseme) - weightOf(b, viseme)), 0) / 2;
}

/**
 * The next frame's mouth: of the poses within a frame's reach of `current`, the one with most of the
 * target shape; among those, the one nearest the target's opening, then the one that changes least.
 */
function step(current: MouthPose, target: Viseme, released: boolean): MouthPose {
  const reach = released ? RELEASE_STEP : OPENNESS_STEP;
  const goal = VISEME_OPENNESS[target];
  let best = current;
  let bestScore = [weightOf(current, target), 0, -Math.abs(openness(current) - goal), 0];
  for (const pose of MOUTH_POSES) {
    if (Math.abs(openness(pose) - openness(current)) > reach + 1e-9) continue;
    if (!released && shapeChange(pose, current) > SHAPE_STEP + 1e-9) continue;
    if (!released && Math.abs(weightOf(pose, 'round') - weightOf(current, 'round')) > ROUNDING_STEP + 1e-9) continue;
    const score = [
      weightOf(pose, target),
      -foreignWeight(pose, current, target),
      -Math.abs(openness(pose) - goal),
      -shapeChange(pose, current),
    ];
    if (isBetter(score, bestScore)) {
      best = pose;
      bestScore = score;
    }
  }
  return best;
}

/** How much of a pose is a shape that is neither in the current mouth nor the target: a detour. */
function foreignWeight(pose: MouthPose, current: MouthPose, target: Viseme): number {
  return VISEMES.reduce(
    (sum, viseme) => (viseme === target || weightOf(current, viseme) > 0 ? sum : sum + weightOf(pose, viseme)),
    0,
  );
}

function isBetter(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (Math.abs(difference) > 1e-9) return difference > 0;
  }
  return false;
}
