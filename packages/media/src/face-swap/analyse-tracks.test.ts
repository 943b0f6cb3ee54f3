import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeForDetection } from '../face/detector';
import { portrait, type PORTRAITS } from '../face/test-portraits';
import { detectDescribedFaces, type DescribedFace } from './analyse-detect';
import { FaceTracker } from './analyse-tracks';

/** The real face of a test portrait, with its descriptor. */
async function faceOf(name: keyof typeof PORTRAITS): Promise<DescribedFace> {
  const input = await decodeForDetection(
    await sharp(await portrait(name))
      .resize({ height: 480 })
      .jpeg()
      .toBuffer(),
  );
  const [face] = await detectDescribedFaces(input, { describe: true });
  if (!face) throw new Error(`no face in ${name}`);
  return face;
}

/** The face moved to `x`, with or without its descriptor, turned by `yawDeg` when given. */
function at(face: DescribedFace, x: number, { described = false, yawDeg = face.yawDeg } = {}): DescribedFace {
  return { ...face, box: { ...face.box, x }, descriptor: described ? face.descriptor : [], yawDeg };
}

const OPTIONS = { describeEvery: 8, maxGapSamples: 2 };
let blonde: DescribedFace;
let grinning: DescribedFace;
beforeAll(async () => {
  blonde = await faceOf('blonde');
  grinning = await faceOf('grinning');
}, 60_000);

describe('FaceTracker', () => {
  it('follows a moving face and two faces side by side as separate tracks', () => {
    const tracker = new FaceTracker(OPTIONS);
    for (let sample = 0; sample < 6; sample++) {
      const described = sample === 0;
      tracker.add(sample, [at(blonde, 10 + sample * 20, { described }), at(grinning, 600, { described })], false);
    }
    const tracks = tracker.finish();
    expect(tracks.map((track) => track.sightings.map((s) => s.sample))).toEqual([
      [0, 1, 2, 3, 4, 5],
      [0, 1, 2, 3, 4, 5],
    ]);
    expect(tracks[0]!.sightings.map((s) => s.face.box.x)).toEqual([10, 30, 50, 70, 90, 110]);
  });

  it('asks for descriptors when a face appears, at cuts and on schedule', () => {
    const tracker = new FaceTracker(OPTIONS);
    expect(tracker.isDescriptionDue(0, false)).toBe(true);
    tracker.add(0, [at(blonde, 10, { described: true })], false);
    expect(tracker.isDescriptionDue(1, false)).toBe(false);
    expect(tracker.hasNewFaces(1, [at(blonde, 20)])).toBe(false);
    expect(tracker.hasNewFaces(1, [at(blonde, 20), at(grinning, 600)])).toBe(true);
    expect(tracker.isDescriptionDue(3, true)).toBe(true);
    expect(tracker.isDescriptionDue(8, false)).toBe(true);
  });

  it('starts a new track for someone else in the same place, and at a cut', () => {
    const tracker = new FaceTracker(OPTIONS);
    tracker.add(0, [at(blonde, 100, { described: true })], false);
    tracker.add(1, [at(blonde, 100)], false);
    tracker.add(2, [at(grinning, 100, { described: true })], false);
    tracker.add(3, [at(grinning, 100)], true);
    expect(tracker.finish().map((track) => track.sightings.map((s) => s.sample))).toEqual([[0, 1], [2], [3]]);
  });

  it('keeps the descriptors of clear views once it has one, and lets a turned view continue its track', () => {
    const tracker = new FaceTracker(OPTIONS);
    tracker.add(0, [at(grinning, 100, { described: true, yawDeg: 40 })], false);
    tracker.add(1, [at(blonde, 100, { described: true })], false);
    tracker.add(2, [at(grinning, 100, { described: true, yawDeg: 40 })], false);
    const [track] = tracker.finish();
    expect(track!.sightings).toHaveLength(3);
    expect(track!.hasClearView).toBe(true);
    expect(track!.descriptors).toEqual([blonde.descriptor]);
  });
});
