// Face swap speed (#18 item 8): seconds of processing per second of video for a 720p clip with one face (a talking
// head) and for one with three faces side by side, swapping every face, as a swap job does once the analysis is
// stored (the analysis is not timed). `npx tsx bench/face-swap.ts` prints the results; `npm run bench` adds them to
// docs/benchmarks.md.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createOfflineFaceSwapEngine, ffmpeg } from '@orator/media';
import { makeTalkingHeadVideo, portrait } from '@orator/media/testing';
import type { BenchResult } from './video';

const SECONDS = 6;
const MAX_FACTOR_ONE = 1.0;
const MAX_FACTOR_THREE = 2.0;

export async function benchFaceSwap(): Promise<BenchResult[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-bench-face-swap-'));
  try {
    const onePath = path.join(dir, 'one.mp4');
    await fs.writeFile(onePath, await makeTalkingHeadVideo({ seconds: SECONDS, who: 'blonde', height: 720 }));
    const threePath = path.join(dir, 'three.mp4');
    await threeFaces(dir, threePath);
    const one = await timeSwap(onePath, path.join(dir, 'one-out.mp4'));
    const three = await timeSwap(threePath, path.join(dir, 'three-out.mp4'));
    return [
      {
        name: `face swap, 1280x720 talking head, one face swapped (${one.faces} person, ${SECONDS} s)`,
        value: describe(one),
        target: `<= ${MAX_FACTOR_ONE} x real time`,
        ok: one.factor <= MAX_FACTOR_ONE,
      },
      {
        name: `face swap, 1280x720, three faces swapped (${three.faces} people, ${SECONDS} s)`,
        value: describe(three),
        target: `<= ${MAX_FACTOR_THREE} x real time`,
        ok: three.factor <= MAX_FACTOR_THREE,
      },
    ];
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Three real portraits side by side in a 1280x720 frame, each slowly zooming like a speaker leaning in. */
async function threeFaces(dir: string, out: string): Promise<void> {
  const names = ['blonde', 'smiling', 'sliver'] as const;
  const inputs: string[] = [];
  for (const name of names) {
    const file = path.join(dir, `${name}.jpg`);
    await fs.writeFile(file, await portrait(name));
    inputs.push('-loop', '1', '-i', file);
  }
  const frames = SECONDS * 25;
  const zoom = (k: number) =>
    `[${k}]scale=426:560:force_original_aspect_ratio=increase,crop=426:560,` +
    `zoompan=z='1+0.001*min(on,${frames}-on)':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=${frames}:s=426x560:fps=25[p${k}]`;
  await ffmpeg([
    ...inputs,
    ...['-filter_complex', `${[0, 1, 2].map(zoom).join(';')};[p0][p1][p2]hstack=3,pad=1280:720:1:80[v]`],
    ...[
      '-map',
      '[v]',
      '-frames:v',
      String(frames),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      out,
    ],
  ]);
}

interface SwapTiming {
  /** Wall-clock seconds per second of video. */
  factor: number;
  /** CPU seconds (this process, its threads and its ffmpeg children) per second of video. */
  cpuFactor: number;
  faces: number;
  /** The machine's one-minute load average when the swap ended: the machine is shared. */
  load: number;
}

async function timeSwap(inputPath: string, outputPath: string): Promise<SwapTiming> {
  const engine = createOfflineFaceSwapEngine();
  const analysis = await engine.analyse({ inputPath });
  const photo = await portrait('grinning');
  const faces = Object.fromEntries(analysis.people.map((person) => [person.id, photo]));
  const cpuStart = await cpuSeconds();
  const start = performance.now();
  const swapped = await engine.swap({ inputPath, analysis, faces }, outputPath);
  const wall = (performance.now() - start) / 1000;
  const cpu = (await cpuSeconds()) - cpuStart;
  return {
    factor: wall / swapped.durationSec,
    cpuFactor: cpu / swapped.durationSec,
    faces: analysis.people.length,
    load: os.loadavg()[0] ?? 0,
  };
}

/** CPU seconds of this process and of its children that have ended (Linux: /proc/self/stat, in clock ticks). */
async function cpuSeconds(): Promise<number> {
  const stat = await fs.readFile('/proc/self/stat', 'utf8');
  // Fields after the command name, which is in parentheses: utime, stime, cutime, cstime are the 12th-15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, k) => sum + Number(fields[k]), 0);
  return ticks / CLOCK_TICKS;
}

/** Linux's USER_HZ on every common build. */
const CLOCK_TICKS = 100;

function describe({ factor, cpuFactor, load }: SwapTiming): string {
  return `${factor.toFixed(2)} x real time (CPU ${cpuFactor.toFixed(2)} s per s of video; load ${load.toFixed(1)} on ${os.availableParallelism()} cores)`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchFaceSwap();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
