import { MOUTH_MIX_STEPS, VISEME_OPENNESS, VISEMES, type RigPose, type Viseme } from '../avatar/rig';

/** The mouth part of a pose: a shape, or a blend of two. */
export type MouthPose = Pick<RigPose, 'viseme' | 'toward'>;

/**
 * Lips move before the sound they shape is heard: each glide starts a frame ahead of its cue, so a
 * two-frame glide is centred on the cue boundary.
 */
const LEAD_FRAMES = 1;

/** Where the mouth is: `steps` quarters of the way from `from` to `to`. */
interface MouthState {
  from: Viseme;
  to: Viseme;
  steps: number;
}

/**
 * Coarticulation: per-frame target shapes (and lip closures) become a mouth that glides between them.
 * A glide moves the lips by at most 1/MOUTH_MIX_STEPS of the whole closed-to-open range per frame and
 * never swaps a whole shape in one frame, so large changes (rest to open) take four frames and small
 * ones (round to wide) two. A shape held too briefly to be reached is only approached, as real lips
 * undershoot a quick vowel. Closures are the exception: the lips snap shut on their frames and the
 * release opens them in half steps, like the burst of a b or p.
 */
export function coarticulate(targets: readonly Viseme[], closures: readonly boolean[]): MouthPose[] {
  let state: MouthState = { from: targets[0] ?? 'closed', to: targets[0] ?? 'closed', steps: 0 };
  let released = false;
  return targets.map((_target, frame) => {
    if (closures[frame]) {
      state = { from: 'closed', to: 'closed', steps: 0 };
      released = true;
      return { viseme: 'closed' };
    }
    const ahead = Math.min(targets.length - 1, frame + LEAD_FRAMES);
    const target = closures.slice(frame + 1, ahead + 1).includes(true) ? 'closed' : (targets[ahead] ?? 'closed');
    state = advance(state, target, released);
    released = false;
    return poseOf(state);
  });
}

/** Quarters per frame for a glide between two shapes: one blend step of openness at most, two quarters at least. */
function stepsPerFrame(a: Viseme, b: Viseme): number {
  const distance = Math.abs(VISEME_OPENNESS[a] - VISEME_OPENNESS[b]);
  const limit = distance > 0 ? Math.floor(1 / distance + 1e-9) : MOUTH_MIX_STEPS;
  return Math.max(1, Math.min(MOUTH_MIX_STEPS / 2, limit));
}

function advance(state: MouthState, target: Viseme, released: boolean): MouthState {
  if (state.steps === 0) {
    if (state.from === target) return state;
    state = { from: state.from, to: target, steps: 0 };
  }
  const { from, to } = state;
  const step = released ? MOUTH_MIX_STEPS / 2 : stepsPerFrame(from, to);
  let direction: 1 | -1;
  if (target === to) direction = 1;
  else if (target === from) direction = -1;
  else {
    // A new shape while gliding: finish toward whichever end is nearer it in openness, then glide on from there.
    const goal = VISEME_OPENNESS[target];
    direction = Math.abs(VISEME_OPENNESS[to] - goal) <= Math.abs(VISEME_OPENNESS[from] - goal) ? 1 : -1;
  }
  const steps = state.steps + direction * step;
  if (steps >= MOUTH_MIX_STEPS) return { from: to, to, steps: 0 };
  if (steps <= 0) return { from, to: from, steps: 0 };
  return { from, to, steps };
}

/** The same blend always gets the same name: shapes in VISEMES order, so A to B at 3/4 is B to A at 1/4. */
function poseOf({ from, to, steps }: MouthState): MouthPose {
  if (steps === 0) return { viseme: from };
  if (VISEMES.indexOf(from) < VISEMES.indexOf(to))
    return { viseme: from, toward: { viseme: to, mix: steps / MOUTH_MIX_STEPS } };
  return { viseme: to, toward: { viseme: from, mix: (MOUTH_MIX_STEPS - steps) / MOUTH_MIX_STEPS } };
}
