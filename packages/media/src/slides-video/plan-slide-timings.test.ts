import { describe, expect, it } from 'vitest';
import { DEFAULT_SILENT_SLIDE_SEC, planSlideTimings } from './plan-slide-timings';

describe('planSlideTimings', () => {
  it('places each slide after the previous one for its narration and the pause after it', () => {
    expect(
      planSlideTimings([{ narrationSec: 4.2, pauseAfterSec: 0.8 }, { narrationSec: 3 }, { narrationSec: 2.5 }]),
    ).toEqual([
      { index: 0, startSec: 0, endSec: 5 },
      { index: 1, startSec: 5, endSec: 8 },
      { index: 2, startSec: 8, endSec: 10.5 },
    ]);
  });

  it('keeps a slide without a script for its silent time, or the default, plus its pause', () => {
    const cues = planSlideTimings([
      { narrationSec: null, silentSec: 3, pauseAfterSec: 1 },
      { narrationSec: null },
      { narrationSec: 2 },
    ]);
    expect(cues.map((cue) => cue.endSec - cue.startSec)).toEqual([4, DEFAULT_SILENT_SLIDE_SEC, 2]);
    expect(cues[2]?.startSec).toBe(4 + DEFAULT_SILENT_SLIDE_SEC);
  });

  it('leaves hidden slides out and keeps the others at their own index', () => {
    const cues = planSlideTimings([
      { narrationSec: 2 },
      { narrationSec: 9, hidden: true },
      { narrationSec: null, silentSec: 3, hidden: true },
      { narrationSec: 1.5, pauseAfterSec: 0.5 },
    ]);
    expect(cues).toEqual([
      { index: 0, startSec: 0, endSec: 2 },
      { index: 3, startSec: 2, endSec: 4 },
    ]);
  });

  it('refuses negative or non-finite lengths and a slide that would never be seen', () => {
    expect(() => planSlideTimings([{ narrationSec: -1 }])).toThrow(RangeError);
    expect(() => planSlideTimings([{ narrationSec: 2, pauseAfterSec: Number.NaN }])).toThrow(RangeError);
    expect(() => planSlideTimings([{ narrationSec: 0 }])).toThrow(/never|not be on screen/);
  });
});
