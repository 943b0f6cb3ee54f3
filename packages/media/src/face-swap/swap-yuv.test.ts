import { describe, expect, it } from 'vitest';
import { blendRgbIntoYuv, yuvBoxToRgb, yuvFrameBytes, yuvToRgb } from './swap-yuv';

function frame(width: number, height: number) {
  // Skin-like colours, inside what RGB can hold: luma 60-180, chroma within 20 of grey.
  const data = Buffer.alloc(yuvFrameBytes(width, height));
  const luma = width * height;
  for (let i = 0; i < data.length; i++) data[i] = i < luma ? 60 + ((i * 37) % 120) : 118 + ((i * 13) % 20);
  return { width, height, data };
}

describe('4:2:0 frames', () => {
  it('keeps every byte where the opacity is 0', () => {
    const f = frame(32, 16);
    const before = Buffer.from(f.data);
    const box = { x: 8, y: 4, width: 12, height: 8 };
    const rgb = { width: 12, height: 8, data: Buffer.alloc(12 * 8 * 3, 200) };
    blendRgbIntoYuv(f, box, rgb, new Float32Array(12 * 8), new Float32Array(12 * 8));
    expect(f.data.equals(before)).toBe(true);
  });

  it('writes a box back as it was read, within rounding', () => {
    const f = frame(32, 16);
    const before = Buffer.from(f.data);
    const box = { x: 8, y: 4, width: 12, height: 8 };
    const opaque = new Float32Array(12 * 8).fill(1);
    blendRgbIntoYuv(f, box, yuvBoxToRgb(f, box), opaque, opaque);
    const worst = f.data.reduce((most, v, i) => Math.max(most, Math.abs(v - before[i]!)), 0);
    // Rounding to whole levels on the way out and back in.
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('paints the colour given where the opacity is 1', () => {
    const f = frame(16, 16);
    const box = { x: 0, y: 0, width: 16, height: 16 };
    const red = Buffer.alloc(16 * 16 * 3);
    for (let i = 0; i < red.length; i += 3) red[i] = 220;
    const opaque = new Float32Array(256).fill(1);
    blendRgbIntoYuv(f, box, { width: 16, height: 16, data: red }, opaque, opaque);
    const back = yuvToRgb(f, 2);
    expect(back.width).toBe(8);
    expect(back.data[0]!).toBeGreaterThan(200);
    expect(back.data[1]!).toBeLessThan(20);
  });

  it('takes the brightness alone where the colour opacity is 0', () => {
    const f = frame(16, 16);
    const before = Buffer.from(f.data);
    const box = { x: 0, y: 0, width: 16, height: 16 };
    const red = Buffer.alloc(16 * 16 * 3);
    for (let i = 0; i < red.length; i += 3) red[i] = 220;
    blendRgbIntoYuv(f, box, { width: 16, height: 16, data: red }, new Float32Array(256).fill(1), new Float32Array(256));
    const luma = 16 * 16;
    expect(f.data.subarray(luma).equals(before.subarray(luma))).toBe(true);
    // Red at 220 has luma 16 + 0.257 * 220.
    expect(f.data[0]).toBe(73);
  });
});
