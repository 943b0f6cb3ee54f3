import type { SlideTransition } from './types';

export const DEFAULT_TRANSITION_SEC = 0.5;

/** The shots laid on the video's frame grid, with the frames each transition takes. */
export interface FramePlan {
  fps: number;
  /** The first frame of each shot, then the total frame count (one entry more than there are shots). */
  starts: number[];
  /**
   * The frames of the transition into shot i + 1: they are the last frames of shot i, so the next slide is fully on
   * screen from its own first frame, where its narration starts. 0 for a cut.
   */
  transitionFrames: number[];
}

/**
 * Rounds each shot's end, counted from the start of the track, to the nearest frame: no shot moves by more than half
 * a frame and rounding never adds up over a long deck.
 */
export function planFrames(
  durationsSec: readonly number[],
  fps: number,
  transition: SlideTransition,
  transitionSec = DEFAULT_TRANSITION_SEC,
): FramePlan {
  if (!(fps > 0)) throw new RangeError(`fps must be positive, got ${fps}`);
  if (durationsSec.length === 0) throw new RangeError('a slide track needs at least one slide');
  if (!(transitionSec >= 0)) throw new RangeError(`transitionSec must not be negative, got ${transitionSec}`);
  const starts = [0];
  let endSec = 0;
  durationsSec.forEach((durationSec, index) => {
    if (!(durationSec >= 1 / fps) || !Number.isFinite(durationSec)) {
      throw new RangeError(`slide ${index + 1} lasts ${durationSec} s, less than one frame`);
    }
    endSec += durationSec;
    starts.push(Math.round(endSec * fps));
  });
  const wanted = transition === 'cut' ? 0 : Math.round(transitionSec * fps);
  // Half of the outgoing slide at most, so every slide is fully on screen for at least half of its time.
  const transitionFrames = starts
    .slice(1, -1)
    .map((end, index) => Math.min(wanted, Math.floor((end - (starts[index] ?? 0)) / 2)));
  return { fps, starts, transitionFrames };
}

/** The frames of transition `i` (into shot i + 1), first and last inclusive. */
export function transitionWindow(plan: FramePlan, i: number): { first: number; last: number; frames: number } {
  const frames = plan.transitionFrames[i] ?? 0;
  const end = plan.starts[i + 1] ?? 0;
  return { first: end - frames, last: end - 1, frames };
}

/**
 * How far a frame inside a transition is towards the next slide, strictly between 0 and 1: the frame before the
 * window shows the old slide alone, the slide's own first frame the new one alone.
 */
export function transitionProgress(frameInWindow: number, frames: number): number {
  return (frameInWindow + 1) / (frames + 1);
}
