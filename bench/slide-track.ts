// Slide track speed (#15 item 6): a 20-slide deck of about 3 minutes joined with fades into the 720p background
// video of a slides-to-video render. `npx tsx bench/slide-track.ts` prints the result; `npm run bench` adds it to
// docs/benchmarks.md.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { renderSlideTrack } from '@orator/media';
import type { BenchResult } from './video';

const SLIDES = 20;
const TOTAL_SEC = 180;
/** The slide track is a small part of the whole render's 0.3 x real time budget (#15 item 6). */
const MAX_FACTOR = 0.1;

/** A slide as the importer renders one at 720 lines: a title, bullet points and a coloured chart. */
function slideSvg(n: number): string {
  const bars = [0, 1, 2, 3]
    .map(
      (b) =>
        `<rect x="${820 + b * 90}" y="${560 - ((n * 37 + b * 61) % 300)}" width="60" height="${(n * 37 + b * 61) % 300}" fill="hsl(${(n * 47 + b * 30) % 360},70%,45%)"/>`,
    )
    .join('');
  const bullets = [1, 2, 3, 4]
    .map(
      (b) =>
        `<text x="90" y="${260 + b * 70}" font-size="34" font-family="sans-serif" fill="#333">• Point ${b} of slide ${n}: figures and notes</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="#fdfdf8"/>
<rect width="1280" height="120" fill="hsl(${(n * 47) % 360},55%,35%)"/>
<text x="90" y="82" font-size="52" font-family="sans-serif" font-weight="bold" fill="#fff">Slide ${n}: quarterly review</text>
${bullets}${bars}</svg>`;
}

/**
 * CPU seconds used so far by this process and its finished children (ffmpeg), from /proc: on a shared machine the
 * wall time says more about the other work than about this one. Undefined where /proc is missing.
 */
function cpuSec(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime, stime, cutime, cstime are fields 14-17 of stat(5), in clock ticks of 1/100 s.
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / 100;
  } catch {
    return undefined;
  }
}

export async function benchSlideTrack(): Promise<BenchResult[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-bench-slides-'));
  try {
    // The importer has already written the slide images when a render starts: only the track is timed.
    const shots = [];
    for (let n = 1; n <= SLIDES; n += 1) {
      const imagePath = path.join(dir, `page-${n}.png`);
      await sharp(Buffer.from(slideSvg(n)))
        .png()
        .toFile(imagePath);
      // Uneven narration lengths (6 to 12 s) that add up to the whole.
      shots.push({ imagePath, durationSec: 6 + ((n * 7) % 13) * 0.5 });
    }
    const scale = TOTAL_SEC / shots.reduce((sum, shot) => sum + shot.durationSec, 0);
    for (const shot of shots) shot.durationSec *= scale;
    const start = performance.now();
    const cpuStart = cpuSec();
    const { durationSec } = await renderSlideTrack(shots, {
      size: { width: 1280, height: 720 },
      fps: 25,
      transition: 'fade',
      outPath: path.join(dir, 'slides.mp4'),
    });
    const factor = (performance.now() - start) / 1000 / durationSec;
    const cpuEnd = cpuSec();
    const cpu =
      cpuStart === undefined || cpuEnd === undefined ? '' : `, CPU ${((cpuEnd - cpuStart) / durationSec).toFixed(3)} x`;
    return [
      {
        name: `slide track, ${SLIDES} slides with fades, ${durationSec.toFixed(0)} s at 720p to MP4`,
        value: `${factor.toFixed(3)} x real time${cpu}`,
        target: `<= ${MAX_FACTOR} x real time`,
        ok: factor <= MAX_FACTOR,
      },
    ];
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchSlideTrack();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
