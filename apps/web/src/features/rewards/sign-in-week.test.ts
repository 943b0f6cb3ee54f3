import { describe, expect, it } from 'vitest';
import { signInWeek } from './sign-in-week';

const states = (streak: number, isTodaySigned: boolean) => signInWeek(streak, isTodaySigned).map((day) => day.state);

describe('signInWeek', () => {
  it('gives 5 K-coins a day and 20 on the seventh', () => {
    expect(signInWeek(0, false).map((day) => day.gift)).toEqual([5, 5, 5, 5, 5, 5, 20]);
  });

  it('marks the days signed, and today when it is still to sign', () => {
    expect(states(0, false)).toEqual(['today', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(states(3, false)).toEqual(['done', 'done', 'done', 'today', 'upcoming', 'upcoming', 'upcoming']);
    expect(states(3, true)).toEqual(['done', 'done', 'done', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('shows a finished week on its seventh day and starts a new one the day after', () => {
    expect(states(7, true)).toEqual(Array(7).fill('done'));
    expect(states(7, false)[0]).toBe('today');
    expect(states(8, true)[0]).toBe('done');
    expect(states(8, true)[1]).toBe('upcoming');
  });
});
