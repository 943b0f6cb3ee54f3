import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

/** Whole seconds left, counting down to 0 once started. */
export function useCountdown(seconds: number, startsRunning = false) {
  const [remaining, setRemaining] = useState(startsRunning ? seconds : 0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), TICK_MS);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, start };
}
