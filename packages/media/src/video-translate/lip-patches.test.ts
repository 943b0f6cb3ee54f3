import { describe, expect, it } from 'vitest';
import { drawnFramesExpression, planLips } from './lip-patches';
import type { FaceTrack } from './face-track';

describe('drawnFramesExpression', () => {
  it('names the drawn frames as runs, so every other frame bypasses the overlay', () => {
    expect(drawnFramesExpression([3, 4, 5, 9, 11, 12])).toBe('between(n,3,5)+between(n,9,9)+between(n,11,12)');
  });
});

describe('planLips', () => {
  const speech = { sampleRate: 16000, samples: new Float32Array(16000 * 2) };
  const size = { width: 640, height: 360 };

  it('draws nothing without a face track or outside every window', () => {
    expect(planLips(null, [{ start: 0, end: 2 }], speech, 25, 50, size)).toBeNull();
    const faceless: FaceTrack = { fps: 5, frameWidth: 640, frameHeight: 360, meshes: new Array(10).fill(null) };
    expect(planLips(faceless, [{ start: 0, end: 2 }], speech, 25, 50, size)).toBeNull();
  });
});
