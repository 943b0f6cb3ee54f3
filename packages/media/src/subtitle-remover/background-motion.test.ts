import { describe, expect, it } from 'vitest';
import { estimateShift, NO_SHIFT } from './background-motion';
import { openCv } from './inpaint';
import { fillRegion, type Neighbour, type RegionFrame } from './temporal-fill';
import { cutRegion } from './yuv-frame';

const WIDTH = 160;
const HEIGHT = 48;

/** A textured picture, defined everywhere, so a camera can look at any part of it. */
function picture(x: number, y: number, plane: 0 | 1 | 2): number {
  if (plane === 1) return Math.round(128 + 40 * Math.sin(x * 0.07) * Math.cos(y * 0.09));
  if (plane === 2) return Math.round(128 + 40 * Math.cos(x * 0.05 + y * 0.04));
  const grain = ((Math.imul(x * 73856093, 1) ^ Math.imul(y * 19349663, 1)) >>> 0) % 17;
  return Math.round(120 + 55 * Math.sin(x * 0.21) * Math.cos(y * 0.17) + 30 * Math.sin((x + 2 * y) * 0.05) + grain);
}

/**
 * The region as a camera looking at (left, top) of the picture sees it, with a white caption bar drawn at a fixed
 * place on the screen when `caption` is given (x0, y0, x1, y1 in pixels, even), masked.
 */
function frameAt(left: number, top: number, caption?: [number, number, number, number]): RegionFrame {
  const frame = new Uint8Array(WIDTH * HEIGHT * 1.5);
  const covered = (x: number, y: number) =>
    caption !== undefined && x >= caption[0] && x < caption[2] && y >= caption[1] && y < caption[3];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) frame[y * WIDTH + x] = covered(x, y) ? 235 : picture(left + x, top + y, 0);
  }
  for (const plane of [1, 2] as const) {
    const base = WIDTH * HEIGHT + ((plane - 1) * WIDTH * HEIGHT) / 4;
    for (let y = 0; y < HEIGHT / 2; y++) {
      for (let x = 0; x < WIDTH / 2; x++) {
        frame[base + y * (WIDTH / 2) + x] = covered(2 * x, 2 * y) ? 128 : picture(left / 2 + x, top / 2 + y, plane);
      }
    }
  }
  const pixels = cutRegion(frame, WIDTH, HEIGHT, { kind: 'subtitle', x: 0, y: 0, width: WIDTH, height: HEIGHT });
  const mask = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  if (caption) {
    for (let by = caption[1] / 2; by < caption[3] / 2; by++) {
      for (let bx = caption[0] / 2; bx < caption[2] / 2; bx++) mask[by * (WIDTH / 2) + bx] = 1;
    }
  }
  return { pixels, mask };
}

const CAPTION: [number, number, number, number] = [40, 18, 120, 30];

describe('background motion', () => {
  it('finds how far the picture moved between two frames, leaving the masked text out', () => {
    const a = frameAt(20, 10, CAPTION);
    const b = frameAt(26, 12, CAPTION);
    const shift = estimateShift(
      { small: a.pixels.small, mask: a.mask },
      { small: b.pixels.small, mask: b.mask },
      WIDTH / 2,
      HEIGHT / 2,
      NO_SHIFT,
    );
    // The camera went 6 right and 2 down: what was at x is at x - 6 in the next frame.
    expect(shift.dx).toBeCloseTo(-6, 0);
    expect(shift.dy).toBeCloseTo(-2, 0);
  });

  it('calls a repeated frame unmoved, exactly', () => {
    const a = frameAt(20, 10, CAPTION);
    const b = frameAt(20, 10, CAPTION);
    const to = { small: b.pixels.small, mask: b.mask };
    expect(estimateShift({ small: a.pixels.small, mask: a.mask }, to, WIDTH / 2, HEIGHT / 2, NO_SHIFT)).toEqual(
      NO_SHIFT,
    );
  });
});

describe('filling a caption from moved frames', () => {
  const clean = frameAt(20, 10);
  const matches = (filled: RegionFrame['pixels']) =>
    (['y', 'u', 'v'] as const).every((plane) => filled[plane].every((value, i) => value === clean.pixels[plane][i]));

  it('takes each pixel from where the background sits in a panned frame, luma and chroma alike', async () => {
    const cv = await openCv();
    const current = frameAt(20, 10, CAPTION);
    // The neighbours' guesses are off by a pixel: the fill corrects them against the visible background.
    const neighbours: Neighbour[] = [
      { frame: frameAt(14, 24, CAPTION), after: false, shift: { dx: 5, dy: -14 } },
      { frame: frameAt(26, -4, CAPTION), after: true, shift: { dx: -6, dy: 13 } },
    ];
    const filled = fillRegion(cv, current, null, neighbours, WIDTH, HEIGHT, 'fixed');
    expect(filled.inpainted).toBe(0);
    expect(filled.borrowed).toBe(4 * current.mask.reduce((sum, value) => sum + value, 0));
    expect(matches(filled.pixels)).toBe(true);
  });

  it('keeps masked strokes that move with the picture, and replaces a caption that stays on the screen', async () => {
    const cv = await openCv();
    // The picture itself under the mask: what the stroke detector would wrongly take for text.
    const current = { ...frameAt(20, 10), mask: frameAt(20, 10, CAPTION).mask };
    const moving = (left: number, top: number) => ({ ...frameAt(left, top), mask: frameAt(left, top, CAPTION).mask });
    const kept = fillRegion(
      cv,
      current,
      null,
      [
        { frame: moving(14, 24), after: false, shift: { dx: 6, dy: -14 } },
        { frame: moving(26, -4), after: true, shift: { dx: -6, dy: 14 } },
      ],
      WIDTH,
      HEIGHT,
      'found',
    );
    expect(kept.kept).toBe(4 * current.mask.reduce((sum, value) => sum + value, 0));
    expect(matches(kept.pixels)).toBe(true);
    const captioned = frameAt(20, 10, CAPTION);
    const replaced = fillRegion(
      cv,
      captioned,
      null,
      [
        { frame: frameAt(14, 24, CAPTION), after: false, shift: { dx: 6, dy: -14 } },
        { frame: frameAt(26, -4, CAPTION), after: true, shift: { dx: -6, dy: 14 } },
      ],
      WIDTH,
      HEIGHT,
      'found',
    );
    expect(replaced.kept).toBe(0);
    expect(matches(replaced.pixels)).toBe(true);
  });
});
