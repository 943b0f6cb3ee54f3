import { describe, expect, it } from 'vitest';
import { MOUTH_MIX_STEPS, mouthOpenness, mouthWeights, VISEMES, type RigPose, type Viseme } from '../avatar/rig';
import { coarticulate, type MouthPose } from './coarticulation';
import { seededRandom } from './seeded-random';

const weight = (pose: MouthPose, viseme: Viseme) =>
  mouthWeights({ ...pose, eyes: 'open' } as RigPose).find((part) => part.viseme === viseme)?.weight ?? 0;
const openness = (pose: MouthPose) => mouthOpenness({ ...pose, eyes: 'open' });

/** Shapes held for 1 to 6 frames, in random order, with a lip closure now and then. */
function randomTrack(frames: number, seed: number): { targets: Viseme[]; closures: boolean[] } {
  const random = seededRandom(seed);
  const targets: Viseme[] = [];
  const closures: boolean[] = [];
  while (targets.length < frames) {
    const viseme = VISEMES[Math.floor(random() * VISEMES.length)] ?? 'rest';
    const isClosure = random() < 0.1;
    const length = isClosure ? 1 + Math.floor(random() * 2) : 1 + Math.floor(random() * 6);
    for (let i = 0; i < length; i++) {
      targets.push(isClosure ? 'closed' : viseme);
      closures.push(isClosure);
    }
  }
  return { targets: targets.slice(0, frames), closures: closures.slice(0, frames) };
}

describe('coarticulate', () => {
  it('keeps every frame-to-frame change within a blend step, half a shape and a quarter of rounding', () => {
    for (const seed of [1, 2, 3]) {
      const { targets, closures } = randomTrack(2000, seed);
      const poses = coarticulate(targets, closures);
      expect(poses).toHaveLength(targets.length);
      for (let i = 1; i < poses.length; i++) {
        const [a, b] = [poses[i - 1]!, poses[i]!];
        if (closures[i]) expect(b).toEqual({ viseme: 'closed' });
        if (closures[i] || closures[i - 1]) continue;
        expect(Math.abs(openness(a) - openness(b)), `frame ${i}`).toBeLessThanOrEqual(1 / MOUTH_MIX_STEPS + 1e-9);
        const change = VISEMES.reduce((sum, viseme) => sum + Math.abs(weight(a, viseme) - weight(b, viseme)), 0) / 2;
        expect(change, `frame ${i}`).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.abs(weight(a, 'round') - weight(b, 'round'))).toBeLessThanOrEqual(1 / MOUTH_MIX_STEPS + 1e-9);
      }
    }
  });

  it('reaches any shape held for five frames, a frame ahead of it, within four frames', () => {
    for (const from of VISEMES) {
      for (const to of VISEMES) {
        const targets: Viseme[] = [...new Array<Viseme>(8).fill(from), ...new Array<Viseme>(5).fill(to)];
        const poses = coarticulate(targets, new Array<boolean>(targets.length).fill(false));
        expect(poses[6], `${from} -> ${to}`).toEqual({ viseme: from });
        expect(poses[10], `${from} -> ${to}`).toEqual({ viseme: to });
      }
    }
  });

  it('only ever blends the shapes it comes from and goes to', () => {
    const poses = coarticulate(['wide', 'wide', 'wide', 'wide', 'closed', 'closed', 'closed', 'closed'], []);
    for (const pose of poses) {
      const shapes = [pose.viseme, pose.toward?.viseme].filter((viseme) => viseme !== undefined);
      for (const shape of shapes) expect(['wide', 'closed']).toContain(shape);
    }
  });
});
