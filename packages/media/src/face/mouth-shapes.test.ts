import { describe, expect, it } from 'vitest';
import { VISEME_OPENNESS, VISEMES } from '../avatar/rig';
import { blendMouthShapes, mouthShape, openingProfile, poseMouthShape } from './mouth-shapes';

describe('mouth shapes', () => {
  it('open in the order of VISEME_OPENNESS, with the upper lip making the smaller share', () => {
    const gaps = VISEMES.map((viseme) => mouthShape(viseme).gap);
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    for (const viseme of VISEMES) {
      expect(mouthShape(viseme).gap).toBeCloseTo(VISEME_OPENNESS[viseme] * mouthShape('open').gap, 10);
      expect(mouthShape(viseme).lift).toBeLessThan(0.5);
    }
    expect(mouthShape('closed').gap).toBe(0);
  });

  it('narrow and purse the lips for closed and rounded shapes, and show lower teeth only on open ones', () => {
    for (const viseme of ['closed', 'round'] as const) {
      expect(mouthShape(viseme).spread).toBeLessThan(0);
      expect(mouthShape(viseme).pucker).toBeGreaterThan(0);
    }
    expect(mouthShape('wide').lowerTeeth).toBeGreaterThan(0);
    expect(mouthShape('closed').lowerTeeth).toBe(0);
  });

  it('blend every parameter continuously between two shapes', () => {
    const rest = mouthShape('rest');
    const open = mouthShape('open');
    expect(blendMouthShapes(rest, open, 0)).toEqual(rest);
    expect(blendMouthShapes(rest, open, 1)).toEqual(open);
    const half = blendMouthShapes(rest, open, 0.5);
    for (const key of Object.keys(rest) as (keyof typeof rest)[]) {
      expect(half[key]).toBeCloseTo((rest[key] + open[key]) / 2, 10);
    }
  });

  it('read the blend of a rig pose, or the pure shape without one', () => {
    expect(poseMouthShape({ viseme: 'wide', eyes: 'open' })).toEqual(mouthShape('wide'));
    const pose = { viseme: 'closed', eyes: 'half', toward: { viseme: 'open', mix: 0.25 } } as const;
    expect(poseMouthShape(pose).gap).toBeCloseTo(0.25 * mouthShape('open').gap, 10);
    expect(poseMouthShape(pose).gap).toBeGreaterThan(0);
  });

  it('profile the opening from 1 at the middle to 0 at the corners', () => {
    const shape = mouthShape('open');
    expect(openingProfile(shape, 0)).toBe(1);
    expect(openingProfile(shape, 1)).toBe(0);
    expect(openingProfile(shape, 0.5)).toBeGreaterThan(openingProfile(shape, 0.9));
  });
});
