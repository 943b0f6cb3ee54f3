// Smart cutout (#17 item 6): a 1024 px portrait cut out warm (the model loaded by a first cutout), and the
// held-out quality of the composited test photos (needs tuxpaint-stamps-default), each photo on every
// background. `npx tsx bench/cutout.ts` prints the results; `npm run bench` adds them to docs/benchmarks.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { cutOut } from '@orator/media';
import { samplePhoto } from '../packages/media/src/face/test-portraits';
import { BACKGROUNDS, composite, hasStamps, HELD_OUT_STAMPS } from '../packages/media/src/cutout/test/composites';
import { boundaryFScore, intersectionOverUnion } from '../packages/media/src/cutout/test/mask-scores';
import type { BenchResult } from './video';

const MAX_WARM_MS = 2000;
const RUNS = 3;

async function portrait1024(): Promise<Buffer> {
  return sharp(await samplePhoto(3))
    .extract({ left: 200, top: 0, width: 960, height: 1200 })
    .resize({ height: 1024 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function heldOutQuality(): Promise<BenchResult[]> {
  if (!hasStamps) return [];
  const ious: number[] = [];
  const boundaries: number[] = [];
  for (const stamp of HELD_OUT_STAMPS) {
    for (const kind of BACKGROUNDS) {
      const sample = await composite(stamp, kind);
      const { alpha, width, height } = await cutOut(sample.photo);
      ious.push(intersectionOverUnion(alpha, sample.truth));
      boundaries.push(boundaryFScore(alpha, sample.truth, width, height));
    }
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const atLeast = ious.filter((iou) => iou >= 0.9).length;
  return [
    {
      name: `cutout IoU, ${ious.length} held-out composites (mean; share at least 0.9)`,
      value: `${mean(ious).toFixed(3)}; ${atLeast}/${ious.length}`,
      target: 'mean >= 0.9',
      ok: mean(ious) >= 0.9,
    },
    {
      name: 'cutout boundary F-score (2 px), same composites',
      value: mean(boundaries).toFixed(3),
      target: 'reported',
      ok: true,
    },
  ];
}

export async function benchCutout(): Promise<BenchResult[]> {
  const photo = await portrait1024();
  await cutOut(photo);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await cutOut(photo);
    times.push(performance.now() - start);
  }
  const best = Math.min(...times);
  return [
    {
      name: 'cutout of a 1024 px portrait, warm (best of 3)',
      value: `${best.toFixed(0)} ms`,
      target: `< ${MAX_WARM_MS} ms`,
      ok: best < MAX_WARM_MS,
    },
    ...(await heldOutQuality()),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchCutout();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
