import { describe, expect, it } from 'vitest';
import { mouthOpenness, poseFileName, VISEMES, type RigPose } from '../avatar/rig';
import { coarticulate } from '../lipsync/coarticulation';
import { framesFromCues } from '../lipsync/frame-runs';
import { seededRandom } from '../lipsync/seeded-random';
import type { EyeCue, MouthCue } from '../timeline';
import { ffconcatScript, MAX_POSES, poseRuns, thumbnailFrame, usedPoses, type PoseRun } from './pose-sequence';

const FPS = 25;
const f = (frame: number) => frame / FPS;

const openness = (runs: PoseRun[]) =>
  runs.flatMap((run) => new Array<number>(run.end - run.start).fill(Math.round(mouthOpenness(run.pose) * 100) / 100));

describe('poseRuns', () => {
  it('glides between shapes in quarter steps, centred on the cue boundary, and a blink splits the runs', () => {
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
    expect(runs.map((run) => [poseFileName(run.pose), run.start, run.end])).toEqual([
      ['closed_open.png', 0, 9],
      ['closed-open1_open.png', 9, 10],
      ['closed-open2_open.png', 10, 11],
      ['closed-open3_open.png', 11, 12],
      ['open_open.png', 12, 15],
      ['open_half.png', 15, 16],
      ['open_closed.png', 16, 18],
      ['open_half.png', 18, 19],
      ['open_open.png', 19, 30],
    ]);
    expect(usedPoses(runs)).toHaveLength(7);
  });

  it('rounds the lips in quarter steps', () => {
    const runs = poseRuns(
      [
        { start: 0, end: f(6), viseme: 'wide' },
        { start: f(6), end: f(12), viseme: 'round' },
      ],
      [],
      FPS,
      12,
    );
    expect(runs.map((run) => poseFileName(run.pose))).toEqual([
      'wide_open.png',
      'round-wide3_open.png',
      'round-wide2_open.png',
      'round-wide1_open.png',
      'round_open.png',
    ]);
  });

  it('takes two frames for a small change of shape, never swapping a whole shape at once', () => {
    const runs = poseRuns(
      [
        { start: 0, end: f(6), viseme: 'l' },
        { start: f(6), end: f(12), viseme: 'wide' },
      ],
      [],
      FPS,
      12,
    );
    expect(runs.map((run) => [poseFileName(run.pose), run.start, run.end])).toEqual([
      ['l_open.png', 0, 5],
      ['l-wide2_open.png', 5, 6],
      ['wide_open.png', 6, 12],
    ]);
  });

  it('keeps the vowel open up to a closure, shuts the lips at once and parts them again by half', () => {
    const runs = poseRuns(
      [
        { start: 0, end: f(8), viseme: 'open' },
        { start: f(8), end: f(9), viseme: 'closed', closure: true },
        { start: f(9), end: f(16), viseme: 'open' },
      ],
      [],
      FPS,
      16,
    );
    expect(openness(runs)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 0.5, 0.75, 1, 1, 1, 1, 1]);
  });

  it('closes the mouth and opens the eyes where no cue says otherwise', () => {
    const runs = poseRuns([{ start: f(5), end: f(10), viseme: 'wide' }], [], FPS, 14);
    expect(runs.every((run) => run.pose.eyes === 'open')).toBe(true);
    expect(openness(runs)).toEqual([0, 0, 0, 0, 0.15, 0.3, 0.45, 0.6, 0.6, 0.45, 0.3, 0.15, 0, 0]);
  });
});

describe('the pose budget', () => {
  it('keeps a long video within MAX_POSES, blinks keeping their eyes and nearly their mouth', () => {
    const random = seededRandom(11);
    const mouth: MouthCue[] = [];
    const eyes: EyeCue[] = [];
    const frames = FPS * 60 * 20;
    for (let frame = 0; frame < frames;) {
      const length = 1 + Math.floor(random() * 5);
      const viseme = VISEMES[Math.floor(random() * VISEMES.length)] ?? 'rest';
      mouth.push({ start: f(frame), end: f(frame + length), viseme });
      frame += length;
    }
    // A blink every second: far more than a presenter does, to reach every mouth mid-blink.
    for (let second = 0; second < frames / FPS; second++) {
      const start = second * FPS + Math.floor(random() * 20);
      eyes.push({ start: f(start), end: f(start + 1), eyes: 'half' });
      eyes.push({ start: f(start + 1), end: f(start + 3), eyes: 'closed' });
    }
    // Without the budget: every glide the coarticulation makes, with the eyes of its frame.
    const glides = coarticulate(
      framesFromCues(mouth, (cue) => cue.viseme, FPS, frames, 'closed' as const),
      new Array<boolean>(frames).fill(false),
    );
    const eyeStates = framesFromCues(eyes, (cue) => cue.eyes, FPS, frames, 'open' as const);
    const unbounded = new Set(glides.map((pose, i) => poseFileName({ ...pose, eyes: eyeStates[i] ?? 'open' })));
    expect(unbounded.size).toBeGreaterThan(MAX_POSES);
    const runs = poseRuns(mouth, eyes, FPS, frames);
    expect(usedPoses(runs).length).toBeLessThanOrEqual(MAX_POSES);
    for (const run of runs) {
      for (let frame = run.start; frame < run.end; frame++) {
        const wanted: RigPose = { ...glides[frame]!, eyes: eyeStates[frame] ?? 'open' };
        expect(run.pose.eyes).toBe(wanted.eyes);
        // Open eyes keep every glide; mid-blink the mouth may move to a near one.
        if (wanted.eyes === 'open') expect(poseFileName(run.pose)).toBe(poseFileName(wanted));
        else expect(Math.abs(mouthOpenness(run.pose) - mouthOpenness(wanted))).toBeLessThanOrEqual(0.1);
      }
    }
  });
});

describe('ffconcatScript', () => {
  it('lists each run for its length and the last frame once more', () => {
    const runs: PoseRun[] = [
      { pose: { viseme: 'open', eyes: 'open' }, start: 0, end: 3 },
      { pose: { viseme: 'closed', eyes: 'open' }, start: 3, end: 5 },
    ];
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
    // The lips start opening for the vowel at 96, a frame ahead of it.
    expect(thumbnailFrame(runs, FPS)).toBe(95);
  });
});
