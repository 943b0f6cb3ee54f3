import { describe, expect, it } from 'vitest';
import type { DetectedFace } from '../face/detector';
import { assignFaces, expectedBox, faceRunBoundaries } from './swap-people';

const sightings = [
  { sec: 0, box: [100, 100, 50, 60] as [number, number, number, number] },
  { sec: 0.2, box: [120, 100, 50, 60] as [number, number, number, number] },
  { sec: 1, box: [300, 100, 50, 60] as [number, number, number, number] },
];

function detected(x: number, y: number, size: number): DetectedFace {
  return {
    box: { x, y, width: size, height: size },
    score: 1,
    detectionScore: 1,
    mesh: [],
    groups: {} as DetectedFace['groups'],
  };
}

describe('expectedBox', () => {
  it('interpolates between sightings one sample apart', () => {
    expect(expectedBox(sightings, 0.1, 5)).toEqual({ x: 110, y: 100, width: 50, height: 60 });
  });

  it('expects nobody across a gap of several samples, and only half a sample past the last sighting', () => {
    expect(expectedBox(sightings, 0.6, 5)).toBeNull();
    expect(expectedBox(sightings, 1.09, 5)).toEqual({ x: 300, y: 100, width: 50, height: 60 });
    expect(expectedBox(sightings, 1.2, 5)).toBeNull();
  });

  it('keeps someone seen at the last sample to the end of the video', () => {
    const last = [{ sec: 2.75, box: [10, 10, 40, 40] as [number, number, number, number] }];
    expect(expectedBox(last, 2.95, 4, 3)).not.toBeNull();
    expect(expectedBox(last, 2.95, 4)).toBeNull();
  });
});

describe('assignFaces', () => {
  it('gives each person the nearest face and leaves far faces unassigned', () => {
    const left = detected(98, 105, 52);
    const right = detected(400, 100, 50);
    const assigned = assignFaces(
      [
        { id: 'a', box: { x: 100, y: 100, width: 50, height: 60 }, lastCentre: null },
        { id: 'b', box: { x: 600, y: 100, width: 50, height: 60 }, lastCentre: null },
      ],
      [right, left],
    );
    expect(assigned.get('a')).toBe(left);
    expect(assigned.has('b')).toBe(false);
  });
});

describe('faceRunBoundaries', () => {
  it('marks where faces appear and where the picture is left without one', () => {
    const tracks = { sampleFps: 5, sightings: { 'person-1': sightings.slice(0, 2) } };
    // Seen from 0 to 0.2 s and half a sample after: frames 0-7 at 25 fps; nobody from frame 8.
    expect(faceRunBoundaries(tracks, 25, 20)).toEqual([8]);
  });
});
