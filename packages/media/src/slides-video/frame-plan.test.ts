import { describe, expect, it } from 'vitest';
import { planFrames, transitionWindow } from './frame-plan';

describe('planFrames', () => {
  it('rounds each slide end on the frame grid without the error adding up over a long deck', () => {
    const plan = planFrames(Array<number>(100).fill(0.333), 25, 'cut');
    expect(plan.starts[100]).toBe(Math.round(33.3 * 25));
    plan.starts.forEach((start, i) => expect(Math.abs(start / 25 - i * 0.333)).toBeLessThanOrEqual(0.5 / 25 + 1e-9));
    expect(plan.transitionFrames.every((frames) => frames === 0)).toBe(true);
  });

  it('ends each transition where the next slide starts, shortened to half of a short outgoing slide', () => {
    const plan = planFrames([4, 0.4, 3], 25, 'fade', 0.5);
    expect(plan.starts).toEqual([0, 100, 110, 185]);
    expect(transitionWindow(plan, 0)).toEqual({ first: 87, last: 99, frames: 13 });
    expect(transitionWindow(plan, 1)).toEqual({ first: 105, last: 109, frames: 5 });
  });

  it('refuses a slide shorter than a frame and an empty deck', () => {
    expect(() => planFrames([1, 0.01], 25, 'cut')).toThrow(/less than one frame/);
    expect(() => planFrames([], 25, 'cut')).toThrow(RangeError);
  });
});
