import { describe, expect, it } from 'vitest';
import { drawOver } from './resample-layer';
import { swayAt } from './sway';

const IN_PLACE = { scale: 1, offsetX: 0, offsetY: 0 };

describe('sway', () => {
  it('keeps the base still and moves the top most, one way then the other', () => {
    const subject = { bounds: { top: 100, bottom: 600 } };
    const quarter = swayAt(subject, IN_PLACE, 720, 4.6 / 4).rowShift;
    const threeQuarters = swayAt(subject, IN_PLACE, 720, (3 * 4.6) / 4).rowShift;
    expect(quarter[600]).toBe(0);
    expect(quarter[650]).toBe(0);
    expect(quarter[100]).toBeCloseTo(4, 0);
    expect(Math.abs(quarter[350]!)).toBeLessThan(Math.abs(quarter[100]!) / 2);
    expect(threeQuarters[100]).toBeCloseTo(-4, 0);
    expect(swayAt(subject, IN_PLACE, 720, 0).rowShift.every((shift) => shift === 0)).toBe(true);
  });

  it('shifts each row of a drawn layer by its own amount', () => {
    const width = 40;
    const height = 4;
    // A white column at x = 20, opaque on every row.
    const rgb = new Uint8Array(width * height * 3);
    const alpha = new Uint8Array(width * height).fill(255);
    for (let y = 0; y < height; y++) rgb.fill(255, (y * width + 20) * 3, (y * width + 21) * 3);
    const layer = { width, height, rgb, alpha };
    const out = new Uint8Array(width * height * 3);
    const rowShift = Float32Array.from([0, 2, -3, 0]);
    drawOver(layer, { left: 0, top: 0, right: width - 1, bottom: height - 1 }, IN_PLACE, out, width, height, rowShift);
    const whiteAt = (y: number) => [...Array(width).keys()].filter((x) => out[(y * width + x) * 3]! > 200);
    expect([0, 1, 2, 3].map(whiteAt)).toEqual([[20], [18], [23], [20]]);
  });
});
