import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lipGap } from '../clone-video/face-pose';
import { ffmpeg } from '../ffmpeg';
import { meshAtTime, trackFaces, type FaceTrack } from './face-track';
import { makeTalkingHeadVideo } from './test-talking-head';

let dir: string;
let talking: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'face-track-test-'));
  talking = path.join(dir, 'talking.mp4');
  await fs.writeFile(talking, await makeTalkingHeadVideo({ seconds: 3 }));
}, 120_000);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('trackFaces', () => {
  it('meshes the speaker on every sampled frame, with the mouth opening and closing as they talk', async () => {
    const track = await trackFaces(talking, { fps: 5, height: 360 });
    expect(track).toMatchObject({ fps: 5, frameWidth: 640, frameHeight: 360 });
    expect(track.meshes).toHaveLength(15);
    expect(track.meshes.every((mesh) => mesh?.length === 468 * 2)).toBe(true);
    const gaps = track.meshes.map((_mesh, i) => lipGap(meshAtTime(track, i / 5, { width: 640, height: 360 })!));
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeGreaterThan(0.05);
    // The portrait sits in the middle of the 16:9 frame.
    const noseX = track.meshes[0]![2]!;
    expect(noseX).toBeGreaterThan(260);
    expect(noseX).toBeLessThan(380);
    expect(JSON.stringify(track).length).toBeLessThan(15 * 468 * 2 * 7);
  }, 120_000);

  it('finds no face in a video with nobody in it, and stops at maxSec', async () => {
    const empty = path.join(dir, 'empty.mp4');
    await ffmpeg(['-f', 'lavfi', '-i', 'color=c=0x6a8caf:s=640x360:d=3:r=25', '-c:v', 'libx264', empty]);
    const track = await trackFaces(empty, { fps: 2, maxSec: 2 });
    expect(track.meshes).toEqual([null, null, null, null]);
  }, 120_000);
});

describe('meshAtTime', () => {
  const point = (x: number, y: number) => Array.from({ length: 478 }, () => [x, y]).flat();
  const track: FaceTrack = {
    fps: 5,
    frameWidth: 100,
    frameHeight: 50,
    meshes: [point(10, 10), point(20, 30), null, point(40, 40)],
  };

  it('mixes the two samples around a moment and scales to the output picture', () => {
    const mesh = meshAtTime(track, 0.1, { width: 200, height: 100 });
    expect(mesh).toHaveLength(478);
    expect(mesh![0]!.x).toBeCloseTo(30, 6);
    expect(mesh![0]!.y).toBeCloseTo(40, 6);
    expect(meshAtTime(track, 0.2, { width: 100, height: 50 })![5]).toEqual({ x: 20, y: 30 });
  });

  it('has no mesh next to a faceless sample, nor outside the track, and holds the last sample one interval', () => {
    expect(meshAtTime(track, 0.3, { width: 100, height: 50 })).toBeNull();
    expect(meshAtTime(track, 0.5, { width: 100, height: 50 })).toBeNull();
    expect(meshAtTime(track, 0.75, { width: 100, height: 50 })![0]).toEqual({ x: 40, y: 40 });
    expect(meshAtTime(track, 0.8, { width: 100, height: 50 })).toBeNull();
    expect(meshAtTime(track, -0.1, { width: 100, height: 50 })).toBeNull();
  });
});
