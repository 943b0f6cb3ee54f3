// Image to video and text to video (#17 item 4): a 6 s 720p clip filmed offline from one photo, warm (the cutout
// model loaded by a first clip), cutout included; and a 6 s text-to-video clip of three painted cards.
// `npx tsx bench/image-to-video.ts` prints the results; `npm run bench` adds them to docs/benchmarks.md.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { offlineVideoEngine, renderTextToVideo } from '@orator/media';
import { samplePhoto } from '../packages/media/src/face/test-portraits';
import type { BenchResult } from './video';

const MAX_CLIP_MS = 10_000;
const RUNS = 2;

async function timedMs(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function benchImageToVideo(): Promise<BenchResult[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-image-to-video-'));
  try {
    const photo = await sharp(await samplePhoto(3))
      .resize({ width: 1280 })
      .jpeg({ quality: 92 })
      .toBuffer();
    const clip = (run: number) =>
      offlineVideoEngine.make(
        { prompt: 'portrait', images: [photo], ratio: '16:9', durationSec: 6 },
        path.join(dir, `clip-${run}.mp4`),
      );
    await clip(0);
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run++) times.push(await timedMs(() => clip(run)));
    const best = Math.min(...times);
    const cardsMs = await timedMs(() =>
      renderTextToVideo(
        { text: 'Fresh bread every morning. Baked by hand. Come and taste it.', ratio: '16:9', durationSec: 6 },
        path.join(dir, 'cards.mp4'),
      ),
    );
    return [
      {
        name: `image to video, 6 s 720p from one photo, cutout included, warm (best of ${RUNS})`,
        value: `${best.toFixed(0)} ms`,
        target: `< ${MAX_CLIP_MS} ms`,
        ok: best < MAX_CLIP_MS,
      },
      {
        name: 'text to video, 6 s 720p of three painted cards',
        value: `${cardsMs.toFixed(0)} ms`,
        target: 'reported',
        ok: true,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchImageToVideo();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
