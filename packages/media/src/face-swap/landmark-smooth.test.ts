import { describe, expect, it } from 'vitest';
import type { Point } from '../face/geometry';
import { headPose, LandmarkSmoother, toHeadFrame } from './landmark-smooth';

const POINTS = 468;
const FPS = 25;

/** A stand-in face: points on a 200 px wide ellipse around (x, y), every mesh index used by the pose present. */
function face(x: number, y: number): Point[] {
  return Array.from({ length: POINTS }, (_, i) => {
    const angle = (2 * Math.PI * i) / POINTS;
    return { x: x + 100 * Math.cos(angle * 7), y: y + 120 * Math.sin(angle * 5) };
  });
}

/** A repeatable noise in -1..1. */
function noise(seed: number): number {
  const s = Math.sin(seed * 12.9898) * 43758.5453;
  return 2 * (s - Math.floor(s)) - 1;
}

function shake(points: Point[], frame: number, amount: number): Point[] {
  return points.map((p, i) => ({
    x: p.x + amount * noise(frame * 1000 + i),
    y: p.y + amount * noise(frame * 1000 + i + 0.5),
  }));
}

const meanMove = (a: Point[], b: Point[]) =>
  a.reduce((sum, p, i) => sum + Math.hypot(p.x - b[i]!.x, p.y - b[i]!.y), 0) / a.length;

describe('LandmarkSmoother', () => {
  it('steadies a trembling fit of a still face', () => {
    const smoother = new LandmarkSmoother(POINTS, FPS);
    const still = face(300, 200);
    let rawMotion = 0;
    let smoothMotion = 0;
    let lastRaw = still;
    let lastSmooth = smoother.next(still);
    for (let n = 1; n < 50; n++) {
      const raw = shake(still, n, 2);
      const smooth = smoother.next(raw);
      rawMotion += meanMove(raw, lastRaw);
      smoothMotion += meanMove(smooth, lastSmooth);
      lastRaw = raw;
      lastSmooth = smooth;
    }
    expect(smoothMotion).toBeLessThan(rawMotion / 3);
  });

  it('follows a head moving across the picture without falling far behind', () => {
    const smoother = new LandmarkSmoother(POINTS, FPS);
    let smooth: Point[] = [];
    const speed = 8;
    for (let n = 0; n < 40; n++) smooth = smoother.next(face(100 + speed * n, 200));
    const truth = face(100 + speed * 39, 200);
    // Less than two frames of motion behind once the filter has caught up.
    expect(meanMove(smooth, truth)).toBeLessThan(2 * speed);
  });

  it('keeps the shape in the head frame whatever the head position, size and tilt', () => {
    const base = face(0, 0);
    const moved = base.map((p) => ({
      x: 500 + 2 * (p.x * Math.cos(0.3) - p.y * Math.sin(0.3)),
      y: 80 + 2 * (p.x * Math.sin(0.3) + p.y * Math.cos(0.3)),
    }));
    const a = toHeadFrame(base, headPose(base));
    const b = toHeadFrame(moved, headPose(moved));
    for (let i = 0; i < a.length; i++) expect(b[i]!).toBeCloseTo(a[i]!, 6);
  });
});
