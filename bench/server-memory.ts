// What the server holds (#19 item 6), measured from outside on the compiled server as `npm start` runs it
// (bench/served-app.ts), on the embedded database: resident memory when idle (once a new installation has made its
// examples and released its engines), the peak while the embedded worker renders a one-minute 720p avatar video, and
// a leak check over API calls and renders. `npx tsx bench/server-memory.ts` prints the results; `npm run bench` adds
// them to docs/benchmarks.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { TaskApi, UserApi, type TVideoTask } from '@orator/contracts';
import { sampleWhile, startServedApp, videoRequest, type ServedApp, type TBenchUser } from './served-app';
import { NARRATION, type BenchResult } from './video';

const MAX_IDLE_MB = 350;
/**
 * How long the server keeps an engine without work, for this bench: npm start's five minutes would have it wait that
 * long after the examples a new installation makes before the idle readings (the release itself is the same).
 */
const ENGINE_IDLE_SECONDS = 60;
const MAX_RENDER_PEAK_MB = 1200;
const SETTLE_MS = 10_000;
const IDLE_SAMPLE_MS = 20_000;
const LEAK_REQUESTS = 200;
const LEAK_RENDERS = 20;
const WARM_UP_RENDERS = 5;
/**
 * Growth allowed by the leak check. Two quiet readings of the same warm server differ by a few MiB (V8 grows and
 * trims its heaps in steps, glibc keeps freed pages for a while); a leak of one buffer per render (a frame at 720p
 * is 3.5 MiB) or of a few KiB per request would pass 20 MiB over 20 renders and 200 requests.
 */
const MAX_LEAK_MB = 20;
const SHORT_SCRIPT = 'Welcome to our product tour. Today I will show you a short video.';

const mb = (value: number) => `${value.toFixed(0)} MiB`;

/** Readings of the server's own resident memory over `ms`, one a second, after the server has been left alone. */
async function quietReadings(app: ServedApp, ms: number): Promise<number[]> {
  await sleep(SETTLE_MS);
  const readings: number[] = [];
  for (let elapsed = 0; elapsed < ms; elapsed += 1000) {
    readings.push(app.memory().serverMb);
    await sleep(1000);
  }
  return readings;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The calls an open tab makes over and over, alternated: the account's details and its task list. */
async function apiRounds(app: ServedApp, user: TBenchUser, count: number) {
  for (let i = 0; i < count; i += 1) {
    if (i % 2 === 0) await app.call('POST', UserApi.userInfoDetail, {}, user.token);
    else await app.call<{ records: TVideoTask[] }>('POST', TaskApi.list, { current: 1, size: 20 }, user.token);
  }
}

export async function benchServerMemory(): Promise<BenchResult[]> {
  const app = await startServedApp({
    database: 'embedded',
    accounts: 1,
    env: { ORATOR_ENGINE_IDLE_SECONDS: String(ENGINE_IDLE_SECONDS) },
  });
  try {
    // startServedApp returns once the new installation has made its examples; idle is after its engines went quiet.
    await sleep(ENGINE_IDLE_SECONDS * 1000);
    const idle = await quietReadings(app, IDLE_SAMPLE_MS);
    const idleMax = Math.max(...idle);

    const user = await app.registerUser();
    await app.buyKcoins(user);
    const minute = await sampleWhile(app, () =>
      app.renderVideo(user, videoRequest('Memory, one minute', NARRATION.join(' '))),
    );
    const seconds = minute.result.voicePackageDurationSecond ?? 0;

    // Warm: the threads, caches and allocator arenas the renders and calls keep are there before the first reading
    // (resident memory climbs over the first few renders, then holds: 539, 600, 618, 615 MiB after 1, 6, 11, 16).
    for (let i = 0; i < WARM_UP_RENDERS; i += 1) {
      await app.renderVideo(user, videoRequest(`Memory, warm-up ${i + 1}`, SHORT_SCRIPT));
    }
    await apiRounds(app, user, 20);
    const before = median(await quietReadings(app, 10_000));
    await apiRounds(app, user, LEAK_REQUESTS);
    for (let i = 0; i < LEAK_RENDERS; i += 1) {
      await app.renderVideo(user, videoRequest(`Memory ${i + 1}`, SHORT_SCRIPT));
    }
    const after = median(await quietReadings(app, 10_000));
    const growth = after - before;

    return [
      {
        name: `server memory when idle, after a new installation made its examples and its engines went quiet (${ENGINE_IDLE_SECONDS} s), highest of ${IDLE_SAMPLE_MS / 1000} readings (compiled server, embedded database)`,
        value: `${mb(idleMax)} (median ${mb(median(idle))})`,
        target: `<= ${MAX_IDLE_MB} MiB`,
        ok: idleMax <= MAX_IDLE_MB,
      },
      {
        name: `server memory at its peak while rendering a ${seconds.toFixed(0)} s 720p avatar video, embedded database (ffmpeg and other child processes apart)`,
        value: `${mb(minute.peak.serverPeakMb)} (children ${mb(minute.peak.childrenMb)})`,
        target: `<= ${MAX_RENDER_PEAK_MB} MiB`,
        ok: minute.peak.serverPeakMb <= MAX_RENDER_PEAK_MB,
      },
      {
        name: `server memory growth over ${LEAK_REQUESTS} API calls and ${LEAK_RENDERS} short renders after a warm-up of ${WARM_UP_RENDERS}, median of quiet readings, embedded database`,
        value: `${growth >= 0 ? '+' : ''}${mb(growth)} (${mb(before)} to ${mb(after)})`,
        target: `< ${MAX_LEAK_MB} MiB`,
        ok: growth < MAX_LEAK_MB,
      },
    ];
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchServerMemory();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
