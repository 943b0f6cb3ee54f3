import { describe, expect, it } from 'vitest';
import { ffconcatScript, poseRuns, thumbnailFrame, usedPoses } from './pose-sequence';

const FPS = 25;
const f = (frame: number) => frame / FPS;

describe('poseRuns', () => {
  it('merges mouth and eye tracks into held poses, a blink splitting a vowel', () => {
    const runs = poseRuns(
      [
        { start: 0, end: f(10), viseme: 'closed' },
        { start: f(10), end: f(30), viseme: 'open' },
      ],
      [
        { start: f(15), end: f(16), eyes: 'half' },
        { start: f(16), end: f(18), eyes: 'closed' },
        { start: f(18), end: f(19), eyes: 'half' },
      ],
      FPS,
      30,
    );
    expect(runs.map((run) => [run.pose.viseme, run.pose.eyes, run.start, run.end])).toEqual([
      ['closed', 'open', 0, 10],
      ['open', 'open', 10, 15],
      ['open', 'half', 15, 16],
      ['open', 'closed', 16, 18],
      ['open', 'half', 18, 19],
      ['open', 'open', 19, 30],
    ]);
    expect(usedPoses(runs)).toHaveLength(4);
  });

  it('closes the mouth and opens the eyes where no cue says otherwise', () => {
    const runs = poseRuns([{ start: f(5), end: f(8), viseme: 'wide' }], [], FPS, 12);
    expect(runs.map((run) => [run.pose.viseme, run.start, run.end])).toEqual([
      ['closed', 0, 5],
      ['wide', 5, 8],
      ['closed', 8, 12],
    ]);
  });
});

describe('ffconcatScript', () => {
  it('lists each run for its length and the last frame once more', () => {
    const runs = poseRuns([{ start: 0, end: f(3), viseme: 'open' }], [], FPS, 5);
    expect(ffconcatScript(runs, (pose) => `${pose.viseme}.nut`, FPS)).toBe(
      "ffconcat version 1.0\nfile 'open.nut'\nduration 0.120000\nfile 'closed.nut'\nduration 0.080000\nfile 'closed.nut'\n",
    );
  });
});

describe('thumbnailFrame', () => {
  it('picks the most closed mouth with open eyes near a third of the way in', () => {
    const runs = poseRuns(
      [
        { start: 0, end: f(95), viseme: 'rest' },
        { start: f(95), end: f(104), viseme: 'open' },
        { start: f(104), end: f(110), viseme: 'closed' },
        { start: f(110), end: f(300), viseme: 'rest' },
      ],
      [{ start: f(104), end: f(106), eyes: 'closed' }],
      FPS,
      300,
    );
    // The target is frame 100, mid-vowel; the lips close at 104 but the eyes blink until 106.
    expect(thumbnailFrame(runs, FPS)).toBe(106);
  });

  it('settles for the least open mouth when the lips never close nearby', () => {
    const runs = poseRuns(
      [
        { start: 0, end: f(90), viseme: 'wide' },
        { start: f(90), end: f(97), viseme: 'rest' },
        { start: f(97), end: f(300), viseme: 'open' },
      ],
      [],
      FPS,
      300,
    );
    expect(thumbnailFrame(runs, FPS)).toBe(96);
  });
});
