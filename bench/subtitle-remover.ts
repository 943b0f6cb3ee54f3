// Subtitle remover speed (#18 item 8): seconds of processing per second of video for a 10 s 1280x720 clip with
// burned-in captions and a corner logo, one subtitle box and one watermark box, over a still photo and over a
// panning one, as a removal job runs it. `npx tsx bench/subtitle-remover.ts` prints the results; `npm run bench`
// adds them to docs/benchmarks.md.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createOfflineSubtitleRemover } from '@orator/media';
import { makeSubtitledClip, samplePhotoPath } from '@orator/media/testing';
import type { BenchResult } from './video';

const SECONDS = 10;
const MAX_FACTOR = 0.5;
const LINES = [
  'Every morning the harbour wakes slowly',
  'Boats return with the night catch',
  'Traders call out their first prices',
  'By noon the square is full of people',
  'Evening light turns the water gold',
  'The last boats tie up for the night',
  'And the town grows quiet again',
];

export async function benchSubtitleRemover(): Promise<BenchResult[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-bench-subtitle-remover-'));
  try {
    const results: BenchResult[] = [];
    for (const moving of [false, true]) {
      const clip = await makeSubtitledClip({
        dir,
        photo: samplePhotoPath(moving ? 2 : 1),
        moving,
        font: 'Noto Sans',
        fontSize: 26,
        lines: LINES,
        durationSec: SECONDS,
        width: 1280,
        height: 720,
      });
      const start = performance.now();
      await createOfflineSubtitleRemover().erase(
        { inputPath: clip.subtitledPath, boxes: [clip.subtitleBox, clip.watermarkBox] },
        path.join(dir, `erased-${moving ? 'moving' : 'still'}.mp4`),
      );
      const factor = (performance.now() - start) / 1000 / SECONDS;
      results.push({
        name: `subtitle removal, 1280x720, one subtitle and one watermark box, ${moving ? 'panning' : 'still'} background (${SECONDS} s)`,
        value: `${factor.toFixed(2)} x real time`,
        target: `<= ${MAX_FACTOR} x real time`,
        ok: factor <= MAX_FACTOR,
      });
    }
    return results;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const result of await benchSubtitleRemover()) console.log(result);
}
