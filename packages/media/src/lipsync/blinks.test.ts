import { describe, expect, it } from 'vitest';
import { blinkTrack } from './blinks';

describe('blinkTrack', () => {
  it('is the same for the same seed and different for another', () => {
    expect(blinkTrack(60, 7)).toEqual(blinkTrack(60, 7));
    expect(blinkTrack(60, 7)).not.toEqual(blinkTrack(60, 8));
  });

  it('blinks half, closed, half for 40, 80 and 40 ms at 25 fps', () => {
    const [a, b, c] = blinkTrack(10, 1);
    expect([a?.eyes, b?.eyes, c?.eyes]).toEqual(['half', 'closed', 'half']);
    expect((a?.end ?? 0) - (a?.start ?? 0)).toBeCloseTo(0.04, 6);
    expect((b?.end ?? 0) - (b?.start ?? 0)).toBeCloseTo(0.08, 6);
    expect(b?.start).toBe(a?.end);
    expect(c?.start).toBe(b?.end);
  });

  it('spaces blinks 2 to 6 s apart, inside the video, on frame boundaries', () => {
    for (const fps of [25, 30]) {
      const cues = blinkTrack(120, 42, { fps });
      const starts = cues.filter((_cue, i) => i % 3 === 0).map((cue) => cue.start);
      expect(starts.length).toBeGreaterThan(120 / 6);
      starts.slice(1).forEach((start, i) => {
        const gap = start - (starts[i] ?? 0);
        expect(gap).toBeGreaterThanOrEqual(2 - 1e-9);
        expect(gap).toBeLessThanOrEqual(6 + 1 / fps);
      });
      for (const cue of cues) {
        expect(cue.end).toBeLessThanOrEqual(120);
        expect(Math.abs(cue.start * fps - Math.round(cue.start * fps))).toBeLessThan(1e-6);
      }
    }
  });

  it('keeps at least one frame per phase at low frame rates', () => {
    const [half] = blinkTrack(20, 3, { fps: 12 });
    expect((half?.end ?? 0) - (half?.start ?? 0)).toBeCloseTo(1 / 12, 6);
  });
});
