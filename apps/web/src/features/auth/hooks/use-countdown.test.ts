import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down to zero once started', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.remaining).toBe(0);

    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(59);
    for (let second = 0; second < 59; second += 1) act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(0);
  });

  it('can start already running', () => {
    const { result } = renderHook(() => useCountdown(60, true));
    expect(result.current.remaining).toBe(60);
  });
});
