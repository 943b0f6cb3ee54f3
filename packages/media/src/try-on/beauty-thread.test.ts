import { describe, expect, it } from 'vitest';
import { type BeautyPaintJob, paintBeauty } from './beauty-paint';
import { paintBeautyInThread } from './beauty-thread';

const SIDE = 2048;

/** A 2048 px photo whose middle is a face-sized patch of skin, with a red product: the size of the largest job. */
function job(): BeautyPaintJob {
  const pixels = SIDE * SIDE;
  const rgb = new Uint8Array(pixels * 3);
  const blurred = new Uint8Array(pixels * 3);
  for (let i = 0; i < pixels * 3; i++) {
    rgb[i] = (i * 37) % 251;
    blurred[i] = 128;
  }
  const skin = new Uint8Array(pixels).fill(255);
  const lips = new Uint8Array(pixels);
  lips.fill(255, SIDE * 1200, SIDE * 1300);
  const product = new Uint8Array(64 * 64 * 4);
  for (let i = 0; i < 64 * 64; i++) product.set([200, 16, 46, 255], i * 4);
  return {
    rgb,
    skin,
    lips,
    blurred,
    width: SIDE,
    region: { x0: 0, x1: SIDE, y0: 0, y1: SIDE },
    cheeks: [
      { x: 800, y: 1000 },
      { x: 1250, y: 1000 },
    ],
    blushRadius: 300,
    product,
    look: { smoothStrength: 0.7, smoothEdge: 28, lipStrength: 0.6, blushStrength: 0.22 },
  };
}

describe('beauty look on a thread', () => {
  it(
    'keeps the event loop turning while a 2048 px look is painted, and paints what the main thread would',
    {
      timeout: 60_000,
    },
    async () => {
      let ticks = 0;
      let running = true;
      const tick = () => {
        ticks++;
        if (running) setImmediate(tick);
      };
      setImmediate(tick);
      const painted = await paintBeautyInThread(job());
      running = false;
      // Painted on the main thread the whole look would run between two ticks; on its own thread the loop keeps going.
      expect(ticks).toBeGreaterThan(20);
      expect(Buffer.compare(painted, Buffer.from(paintBeauty(job())))).toBe(0);
    },
  );
});
