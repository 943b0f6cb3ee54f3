import { describe, expect, it } from 'vitest';
import { cutOut } from './cut-out';
import { boundaryFScore, intersectionOverUnion } from './test/mask-scores';
import { composite, hasStamps, type Background } from './test/composites';

/** Held-out photos (never tuned on), each on a different kind of background. */
const CASES: [string, Background][] = [
  ['animals/mammals/dogs/dog.png', 'busyTexture'],
  ['household/toilet.png', 'studioWhite'],
  ['household/Lightbulb.png', 'studioWhite'],
  ['people/fireman240a.png', 'darkRoom'],
  ['animals/mammals/dogs/fox.png', 'greyGradient'],
];

describe('cutout quality on composited photos (needs tuxpaint-stamps-default)', () => {
  it.skipIf(!hasStamps)(
    'finds each held-out subject with IoU of at least 0.9 and keeps fur, glass and white-on-white edges',
    async () => {
      const scores: { name: string; iou: number; boundaryF: number }[] = [];
      for (const [stamp, kind] of CASES) {
        const sample = await composite(stamp, kind);
        const { alpha, width, height } = await cutOut(sample.photo);
        expect({ width, height }).toEqual({ width: sample.width, height: sample.height });
        scores.push({
          name: sample.name,
          iou: intersectionOverUnion(alpha, sample.truth),
          boundaryF: boundaryFScore(alpha, sample.truth, width, height),
        });
      }
      console.table(scores);
      for (const score of scores) expect(score.iou, score.name).toBeGreaterThanOrEqual(0.9);
      const meanBoundaryF = scores.reduce((sum, score) => sum + score.boundaryF, 0) / scores.length;
      expect(meanBoundaryF).toBeGreaterThanOrEqual(0.9);
    },
    600_000,
  );
});
