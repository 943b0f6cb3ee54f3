import type { SlideCue } from './types';

export interface SlideTimingInput {
  /** The length of the slide's spoken script; null for a slide without one. */
  narrationSec: number | null;
  /** Silence after the narration (or after the silent time) before the next slide. */
  pauseAfterSec?: number;
  /** How long a slide without a script stays on screen. */
  silentSec?: number;
  /** Hidden slides are left out of the video. */
  hidden?: boolean;
}

/** How long a slide without a script stays when the user set no duration. */
export const DEFAULT_SILENT_SLIDE_SEC = 5;

/**
 * Slide timings from per-slide narration lengths: each shown slide starts where the previous one ended, so a
 * slide's `startSec` is also where its narration begins in the joined speech; hidden slides get no cue.
 */
export function planSlideTimings(slides: readonly SlideTimingInput[]): SlideCue[] {
  const cues: SlideCue[] = [];
  let startSec = 0;
  slides.forEach((slide, index) => {
    if (slide.hidden) return;
    const spoken = slide.narrationSec ?? slide.silentSec ?? DEFAULT_SILENT_SLIDE_SEC;
    const durationSec = nonNegative(spoken, index, 'length') + nonNegative(slide.pauseAfterSec ?? 0, index, 'pause');
    if (!(durationSec > 0)) throw new RangeError(`slide ${index + 1} would not be on screen at all`);
    cues.push({ index, startSec, endSec: startSec + durationSec });
    startSec += durationSec;
  });
  return cues;
}

function nonNegative(value: number, index: number, what: string): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`slide ${index + 1} has a ${what} of ${value} s`);
  return value;
}
