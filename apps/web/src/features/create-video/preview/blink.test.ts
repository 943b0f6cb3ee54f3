import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLINK_GAP_MS, startBlinking } from './blink';

describe('blinking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('blinks half, closed, half, open after a gap of a few seconds, then again', () => {
    const eyes: string[] = [];
    const stop = startBlinking(
      (state) => eyes.push(state),
      () => 0,
    );
    vi.advanceTimersByTime(BLINK_GAP_MS.min - 1);
    expect(eyes).toEqual([]);
    vi.advanceTimersByTime(1 + 50 + 90 + 50);
    expect(eyes).toEqual(['half', 'closed', 'half', 'open']);
    vi.advanceTimersByTime(BLINK_GAP_MS.min);
    expect(eyes.slice(4)).toEqual(['half']);
    stop();
  });

  it('waits longer when chance says so, and never past the longest gap', () => {
    const eyes: string[] = [];
    const stop = startBlinking(
      (state) => eyes.push(state),
      () => 0.999,
    );
    vi.advanceTimersByTime(BLINK_GAP_MS.min + 1000);
    expect(eyes).toEqual([]);
    vi.advanceTimersByTime(BLINK_GAP_MS.max - BLINK_GAP_MS.min - 1000);
    expect(eyes).toEqual(['half']);
    stop();
  });

  it('stops when told to', () => {
    const onEyes = vi.fn();
    const stop = startBlinking(onEyes, () => 0);
    stop();
    vi.advanceTimersByTime(BLINK_GAP_MS.max * 3);
    expect(onEyes).not.toHaveBeenCalled();
  });
});
