import type { TEyes } from './sprite-frame';

/** A blink closes over about 200 ms, through the half-closed frame both ways. */
const BLINK_STEPS: readonly (readonly [TEyes, number])[] = [
  ['half', 50],
  ['closed', 90],
  ['half', 50],
  ['open', 0],
];
/** People blink every few seconds, irregularly; a fixed beat looks mechanical. */
export const BLINK_GAP_MS = { min: 2500, max: 6000 } as const;

/** Calls `onEyes` with each eye state of a blink, a random few seconds apart, until the returned stop is called. */
export function startBlinking(onEyes: (eyes: TEyes) => void, random: () => number = Math.random): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function blink(step: number) {
    const [eyes, holdMs] = BLINK_STEPS[step]!;
    onEyes(eyes);
    if (step < BLINK_STEPS.length - 1) timer = setTimeout(() => blink(step + 1), holdMs);
    else waitForNextBlink();
  }

  function waitForNextBlink() {
    const gap = BLINK_GAP_MS.min + random() * (BLINK_GAP_MS.max - BLINK_GAP_MS.min);
    timer = setTimeout(() => blink(0), gap);
  }

  waitForNextBlink();
  return () => clearTimeout(timer);
}
