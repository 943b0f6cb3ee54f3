import type { EyeCue } from '../timeline';
import { seededRandom } from './seeded-random';

export interface BlinkOptions {
  fps?: number;
}

/** Adults at rest blink every 2-6 s (start to start); one blink: lids half down 40 ms, shut 80 ms, half up 40 ms. */
const MIN_INTERVAL_SEC = 2;
const MAX_INTERVAL_SEC = 6;
const HALF_SEC = 0.04;
const CLOSED_SEC = 0.08;

/**
 * Eye cues for natural blinking over `durationSec`, deterministic for a seed so a re-rendered
 * video blinks at the same moments. Only the blinks are listed: eyes are open everywhere else.
 */
export function blinkTrack(durationSec: number, seed: number, { fps = 25 }: BlinkOptions = {}): EyeCue[] {
  const random = seededRandom(seed);
  const half = Math.max(1, Math.round(HALF_SEC * fps));
  const closed = Math.max(1, Math.round(CLOSED_SEC * fps));
  const totalFrames = Math.floor(durationSec * fps);
  const cues: EyeCue[] = [];
  // The first blink comes sooner than a full interval: a still stare at the start looks frozen.
  let start = Math.round((0.5 + random() * (MAX_INTERVAL_SEC / 2)) * fps);
  while (start + 2 * half + closed <= totalFrames) {
    let frame = start;
    const phases: [EyeCue['eyes'], number][] = [
      ['half', half],
      ['closed', closed],
      ['half', half],
    ];
    for (const [eyes, frames] of phases) {
      cues.push({ start: frame / fps, end: (frame + frames) / fps, eyes });
      frame += frames;
    }
    start += Math.round((MIN_INTERVAL_SEC + random() * (MAX_INTERVAL_SEC - MIN_INTERVAL_SEC)) * fps);
  }
  return cues;
}
