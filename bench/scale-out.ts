// Scale-out throughput: one batch of mixed jobs (videos, dubbings, voice changes from three users) through the real
// HTTP API with one `orator worker` process and then with two, as separate OS processes on PostgreSQL and S3 (the
// shape of tests/scale-out), and how long jobs wait in the queue under that load.
// `flock /tmp/bench.lock npx tsx bench/scale-out.ts` prints the results; `npm run bench` adds them to
// docs/benchmarks.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TaskStatus } from '@orator/contracts';
import { createEspeakEngine, encodeWav, ESPEAK_VOICES } from '@orator/media';
import { Cluster } from '../tests/scale-out/cluster';
import { Client, type Submitted, type User } from '../tests/scale-out/client';
import type { BenchResult } from './video';

const adminUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const QUEUES = { video: 'video.render', dubbing: 'dubbing.synthesize', voice: 'voice.change' } as const;
const SCRIPTS = [
  'Welcome to the weekly update, recorded by a presenter who never gets tired of reading.',
  'Our second story is about the new office, which opens its doors to every team next month.',
  'The third clip explains how to book a meeting room from the company calendar in a minute.',
  'And finally, a short thank-you to everyone who helped with the move last weekend.',
];

interface BatchRun {
  workers: number;
  seconds: number;
  /** Milliseconds from sending each job's request to a worker starting it. */
  waits: number[];
}

async function runBatch(workers: number, speech: Buffer): Promise<BatchRun> {
  const cluster = await Cluster.start(adminUrl, {
    workers,
    jobExpireSeconds: 900,
    label: `bench_scale_${workers}`,
  });
  try {
    const client = new Client(cluster);
    const users: User[] = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await client.register();
      await client.pay(user);
      users.push(user);
    }
    // Each worker loads a job's code, its speech threads and the presenter's frames on first use: one job of each
    // kind per worker first (a busy worker leaves the next job of a kind to another), so no run pays for that.
    const warmUp = await Promise.all(
      Array.from({ length: workers }, () => [
        client.video(users[0]!, SCRIPTS[0]!),
        client.dubbing(users[1]!, SCRIPTS[1]!),
        client.voiceChange(users[2]!, speech),
      ]).flat(),
    );
    await Promise.all(warmUp.map((task) => client.settled(task, 300_000)));
    const sentAt = new Map<Submitted, number>();
    const send = async (submit: () => Promise<Submitted>) => {
      const at = Date.now();
      const task = await submit();
      sentAt.set(task, at);
      return task;
    };
    const start = Date.now();
    const batch = await Promise.all([
      ...SCRIPTS.map((script, i) => send(() => client.video(users[i % users.length]!, script))),
      send(() => client.dubbing(users[1]!, SCRIPTS[1]!)),
      send(() => client.dubbing(users[2]!, SCRIPTS[2]!)),
      send(() => client.voiceChange(users[0]!, speech)),
      send(() => client.voiceChange(users[2]!, speech)),
    ]);
    const states = await Promise.all(batch.map((task) => client.settled(task, 600_000)));
    const seconds = (Date.now() - start) / 1000;
    const failed = states.filter((state) => state.status !== TaskStatus.Finished).length;
    if (failed) throw new Error(`${failed} of the batch's jobs failed`);
    const started = cluster.workers.flatMap((worker) => worker.jobsStarted());
    const waits = batch.map((task) => {
      const first = started.find((job) => job.job === QUEUES[task.kind] && job.data.taskId === task.id);
      return first!.time - sentAt.get(task)!;
    });
    return { workers, seconds, waits };
  } finally {
    await cluster.stop();
  }
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

async function hasPostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function benchScaleOut(): Promise<BenchResult[]> {
  const batchName = '4 videos, 2 dubbings, 2 voice changes from 3 users, API + workers on PostgreSQL and S3';
  if (!(await hasPostgres())) {
    return [{ name: `scale-out batch (${batchName})`, value: 'not measured: no PostgreSQL', target: '', ok: true }];
  }
  const voice = ESPEAK_VOICES.find((candidate) => candidate.language === 'en-US')!;
  const speech = encodeWav(await createEspeakEngine().synthesize(SCRIPTS[3]!, voice.id));
  const one = await runBatch(1, speech);
  const two = await runBatch(2, speech);
  const speedUp = one.seconds / two.seconds;
  return [
    {
      name: `scale-out batch, 1 worker (${batchName})`,
      value: `${one.seconds.toFixed(1)} s`,
      target: 'reported',
      ok: true,
    },
    {
      name: 'scale-out batch, 2 workers on the same 2 cores',
      value: `${two.seconds.toFixed(1)} s (${speedUp.toFixed(2)} x)`,
      // Two workers on two shared cores contend for them: the gain comes from a machine per worker (docs/benchmarks.md).
      target: 'reported',
      ok: true,
    },
    {
      name: 'queue wait under that load, submit to start (2 workers: median; 90th percentile)',
      value: `${(percentile(two.waits, 0.5) / 1000).toFixed(1)} s; ${(percentile(two.waits, 0.9) / 1000).toFixed(1)} s`,
      target: 'reported',
      ok: true,
    },
    {
      name: 'queue pickup, first job of the batch to an idle worker (2 workers)',
      value: `${(two.waits[0]! / 1000).toFixed(1)} s`,
      target: '< 5 s',
      ok: two.waits[0]! < 5000,
    },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchScaleOut();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
