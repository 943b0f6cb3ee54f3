import type { Span } from '../timeline';

/** Conversions between timed cues and per-video-frame values: tracks are built and merged per frame. */

export interface FrameRun<T> {
  value: T;
  /** First frame of the run. */
  start: number;
  /** One past the last frame. */
  end: number;
}

export function frameRuns<T>(frames: readonly T[]): FrameRun<T>[] {
  const runs: FrameRun<T>[] = [];
  frames.forEach((value, frame) => {
    const last = runs[runs.length - 1];
    if (last && last.value === value) last.end = frame + 1;
    else runs.push({ value, start: frame, end: frame + 1 });
  });
  return runs;
}

/** Cues on frame boundaries, the last one stretched to `durationSec` so the track has no tail gap. */
export function cuesFromFrames<T>(frames: readonly T[], fps: number, durationSec: number): (Span & { value: T })[] {
  const runs = frameRuns(frames);
  return runs.map((run, i) => ({
    value: run.value,
    start: run.start / fps,
    end: i === runs.length - 1 ? durationSec : run.end / fps,
  }));
}

/** The value of each frame, read at the frame's middle; frames no cue covers get `fallback`. */
export function framesFromCues<C extends Span, T>(
  cues: readonly C[],
  valueOf: (cue: C) => T,
  fps: number,
  frames: number,
  fallback: T,
): T[] {
  const out = new Array<T>(frames).fill(fallback);
  for (const cue of cues) {
    const first = Math.max(0, Math.round(cue.start * fps));
    const last = Math.min(frames, Math.round(cue.end * fps));
    for (let frame = first; frame < last; frame++) out[frame] = valueOf(cue);
  }
  return out;
}
