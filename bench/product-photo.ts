// AI product photos (#17 item 2): four variants at 1024 x 1024 from one reference photo, warm (the cutout model
// loaded and the scenes drawn by a first request), and how faithfully the held-out products' silhouettes are placed
// (needs tuxpaint-stamps-default). `npx tsx bench/product-photo.ts` prints the results; `npm run bench` adds them to
// docs/benchmarks.md.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { composeProductPhotos, cutOut } from '@orator/media';
import { BACKGROUNDS, composite, hasStamps, HELD_OUT_STAMPS } from '../packages/media/src/cutout/test/composites';
import { placementIoU } from '../packages/media/src/product-photo/test/placement-iou';
import type { BenchResult } from './video';

const MAX_WARM_MS = 10_000;
const MIN_MEAN_IOU = 0.9;
const RUNS = 2;
const SIZE = 1024;

/** A product photo of about 1024 px: the (tuning) kettle stamp on a white sweep, scaled up. */
async function reference(): Promise<Buffer> {
  if (!hasStamps) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="820"><rect width="1024" height="820" fill="#f2f2f0"/><rect x="380" y="200" width="260" height="420" rx="40" fill="#b0402a"/></svg>`;
    return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  }
  const photo = (await composite('household/kettle.png', 'studioWhite')).photo;
  return sharp(photo).resize({ width: 1024 }).jpeg({ quality: 92 }).toBuffer();
}

/** Each held-out stamp on one of the backgrounds in turn: cut out, stood in a scene, compared with its true alpha. */
async function heldOutPlacement(): Promise<BenchResult[]> {
  if (!hasStamps) return [];
  const ious: number[] = [];
  for (const [i, stamp] of HELD_OUT_STAMPS.entries()) {
    ious.push((await placementIoU(stamp, BACKGROUNDS[i % BACKGROUNDS.length]!)) ?? 0);
  }
  const mean = ious.reduce((sum, iou) => sum + iou, 0) / ious.length;
  const atLeast = ious.filter((iou) => iou >= 0.85).length;
  return [
    {
      name: `product photo placed-silhouette IoU, ${ious.length} held-out products (mean; min; share at least 0.85)`,
      value: `${mean.toFixed(3)}; ${Math.min(...ious).toFixed(3)}; ${atLeast}/${ious.length}`,
      target: `mean >= ${MIN_MEAN_IOU}`,
      ok: mean >= MIN_MEAN_IOU,
    },
  ];
}

export async function benchProductPhoto(): Promise<BenchResult[]> {
  const photo = await reference();
  const request = { references: [photo], prompt: 'kettle on a kitchen counter', width: SIZE, height: SIZE, seed: 1 };
  await cutOut(photo);
  const coldStart = performance.now();
  await composeProductPhotos(request);
  const cold = performance.now() - coldStart;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await composeProductPhotos(request);
    times.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const best = Math.min(...times);
  const cutoutStart = performance.now();
  await cutOut(photo);
  const cutoutMs = performance.now() - cutoutStart;
  // On a machine shared with other work the wall time says more about the neighbours than about this code.
  const cpuNote = `CPU time ${Math.min(...cpu).toFixed(0)} ms, load average ${os.loadavg()[0]!.toFixed(1)}`;
  return [
    {
      name: `4-variant product photo, ${SIZE} x ${SIZE} from one reference, warm (best of ${RUNS}; of it the cutout ${cutoutMs.toFixed(0)} ms; ${cpuNote})`,
      value: `${best.toFixed(0)} ms`,
      target: `< ${MAX_WARM_MS} ms`,
      ok: best < MAX_WARM_MS,
    },
    {
      name: '4-variant product photo, first request for its scenes (scenes drawn)',
      value: `${cold.toFixed(0)} ms`,
      target: 'reported',
      ok: true,
    },
    ...(await heldOutPlacement()),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchProductPhoto();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
