/*
 * The scale-out shape of the README, proven with real processes: one PostgreSQL database, an S3 server, the API
 * (`serve` without its embedded worker) and two `orator worker` processes, each its own OS process with its own
 * data folder. Users work through the API's HTTP port only; the checks read the database, the bucket and the logs.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskStageStart, TaskStatus } from '@orator/contracts';
import { createEspeakEngine, encodeWav, ESPEAK_VOICES } from '@orator/media';
import { createLedgerService } from '../../apps/server/src/modules/money/ledger.service';
import { openDatabase, type Database } from '../../apps/server/src/platform/db';
import { createS3Storage } from '../../apps/server/src/platform/storage/s3-storage';
import { BUCKET, Cluster, waitFor, type Proc } from './cluster';
import { Client, type Submitted, type TaskState, type User } from './client';

const adminUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Far longer than any job of the batch takes on a busy 2-core machine: no job may expire while it runs. */
const JOB_EXPIRE_SECONDS = 180;
/** The expiry the restarted API stamps for the kill test: how long a dead worker's job waits for another worker. */
const SHORT_EXPIRE_SECONDS = 45;
const OUTAGE_MS = 3000;
/** About 20 s of speech: its render outlasts the grace period and the test's polling, even on an idle machine. */
const LONG_SCRIPT =
  'This longer video is still rendering when something happens to its worker. The worker may be told to stop, ' +
  'and then it waits for the video as long as its grace period allows and gives the job back to the queue. ' +
  'Or it may be killed outright, and then the queue notices the job was lost once it expires. ' +
  'Either way, another worker makes the video, and the user pays for it once.';
/** How long a stopping process waits for its running jobs: shorter than any video of this test takes to render. */
const GRACE_SECONDS = 2;
const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-results/scale-out');

let cluster: Cluster;
let client: Client;
let users: User[];
let speech: Buffer;
/** Every task the test submitted, for the checks at the end. */
const submitted: Submitted[] = [];

beforeAll(async () => {
  cluster = await Cluster.start(adminUrl, {
    workers: 2,
    jobExpireSeconds: JOB_EXPIRE_SECONDS,
    shutdownGraceSeconds: GRACE_SECONDS,
    label: 'scale',
  });
  client = new Client(cluster);
  users = [];
  for (let i = 0; i < 3; i += 1) {
    const user = await client.register();
    await client.pay(user);
    users.push(user);
  }
  const voice = ESPEAK_VOICES.find((candidate) => candidate.language === 'en-US')!;
  speech = encodeWav(
    await createEspeakEngine().synthesize('Good morning. This recording becomes a deeper voice.', voice.id),
  );
}, 240_000);

afterAll(async () => {
  if (!cluster) return;
  // The processes' logs are the record of who ran what: kept beside the other test reports.
  await fsp.rm(ARTIFACTS, { recursive: true, force: true });
  await fsp.cp(path.join(cluster.root, 'logs'), ARTIFACTS, { recursive: true }).catch(() => undefined);
  await cluster.stop();
}, 60_000);

async function submit(task: Promise<Submitted>): Promise<Submitted> {
  const done = await task;
  submitted.push(done);
  return done;
}

/** Which workers started a job for this task, oldest first (a task starts again when its worker dies). */
function startsOf(task: Submitted): Array<{ worker: string; time: number; jobId: string }> {
  const queue = { video: 'video.render', dubbing: 'dubbing.synthesize', voice: 'voice.change' }[task.kind];
  return cluster.workers
    .flatMap((worker) =>
      worker
        .jobsStarted()
        .filter((job) => job.job === queue && job.data.taskId === task.id)
        .map((job) => ({ worker: worker.name, time: job.time, jobId: job.id })),
    )
    .sort((a, b) => a.time - b.time);
}

function runningWorker(name: string): Proc {
  const worker = cluster.workers.find((candidate) => candidate.name === name && candidate.isRunning);
  if (!worker) throw new Error(`${name} is not running`);
  return worker;
}

async function holdOf(task: Submitted) {
  const table = { video: 'video_tasks', dubbing: 'dubbing_tasks', voice: undefined }[task.kind];
  if (!table) return undefined;
  const [row] = await cluster.sql<{ hold_id: number }>(`select hold_id from ${table} where id = $1`, [task.id]);
  const [hold] = await cluster.sql<{ id: number; status: string; captured_amount: string | null }>(
    'select id, status, captured_amount from kcoin_holds where id = $1',
    [row!.hold_id],
  );
  const [captures] = await cluster.sql<{ n: number }>(
    "select count(*)::int as n from kcoin_entries where hold_id = $1 and kind = 'capture'",
    [row!.hold_id],
  );
  return { ...hold!, captures: captures!.n };
}

async function storageKeys(fileIds: number[]): Promise<string[]> {
  const rows = await cluster.sql<{ storage_key: string }>('select storage_key from files where id = any($1)', [
    fileIds,
  ]);
  return rows.map((row) => row.storage_key);
}

/** The bucket itself, read straight from the S3 server (not through any Orator process). */
function bucket() {
  return createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${cluster.s3.port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
}

/** A finished task's outputs: each in the bucket, and downloadable through the API with the same size. */
async function expectOutputsStored(task: Submitted, state: TaskState) {
  expect(state.outputFileIds.length, `${task.kind} ${task.id} has outputs`).toBeGreaterThan(0);
  const keys = await storageKeys(state.outputFileIds);
  expect(keys).toHaveLength(state.outputFileIds.length);
  for (const key of keys) expect(await bucket().exists(key), `${key} is in the bucket`).toBe(true);
  for (const fileId of state.outputFileIds) {
    const bytes = await client.download(task.user, fileId);
    expect(bytes.length, `file ${fileId} downloads`).toBeGreaterThan(0);
  }
}

async function expectFinishedOnce(task: Submitted, state: TaskState) {
  expect(state.status, `${task.kind} ${task.id}`).toBe(TaskStatus.Finished);
  await expectOutputsStored(task, state);
  const hold = await holdOf(task);
  if (hold) {
    expect(hold.status).toBe('captured');
    expect(hold.captures, `captures of the hold of ${task.kind} ${task.id}`).toBe(1);
    expect(Number(hold.captured_amount)).toBe(state.costKcoins);
  }
}

describe('scale-out: the API and two workers on one PostgreSQL database and one S3 bucket', () => {
  it('every process answers its health check, the API with S3 storage and no embedded worker', async () => {
    const health = (await fetch(`${cluster.baseUrl}/api/health`).then((r) => r.json())) as { data: unknown };
    expect(health.data).toMatchObject({ status: 'ok', database: { kind: 'postgres' }, storage: { kind: 's3' } });
    for (const worker of cluster.workers) {
      const health = await cluster.workerHealth(worker);
      expect(health.status, worker.name).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', queue: { status: 'ok' }, storage: { kind: 's3' } });
    }
    expect(cluster.api!.records().some((r) => r.msg === 'job started')).toBe(false);
  });

  it('runs a batch of videos, dubbings and a voice change from three users, each once, on both workers', async () => {
    const [a, b, c] = users as [User, User, User];
    const batch = await Promise.all([
      submit(client.video(a, 'Hello from the first short video of the scale-out batch.')),
      submit(client.video(b, 'A second short video, made by whichever worker is free.')),
      submit(client.video(c, 'The third presenter says hello to the whole team.')),
      submit(client.dubbing(a, 'The first dubbing of the batch.')),
      submit(client.dubbing(b, 'The second dubbing of the batch.')),
      submit(client.voiceChange(c, speech)),
    ]);
    const states = await Promise.all(batch.map((task) => client.settled(task, 150_000)));
    for (const [i, task] of batch.entries()) {
      await expectFinishedOnce(task, states[i]!);
      expect(startsOf(task), `${task.kind} ${task.id} started once`).toHaveLength(1);
    }
    const workersUsed = new Set(batch.flatMap((task) => startsOf(task).map((start) => start.worker)));
    expect([...workersUsed].sort()).toEqual(['worker-1', 'worker-2']);
    expect(cluster.api!.records().some((r) => r.msg === 'job started')).toBe(false);
  }, 200_000);

  it('SIGTERM on a worker hands its running job back to the queue after the grace period; another finishes it', async () => {
    const task = await submit(client.video(users[1]!, LONG_SCRIPT));
    const first = await waitFor('a worker to take the video', () => startsOf(task)[0], 60_000);
    const stopping = runningWorker(first.worker);
    stopping.child.kill('SIGTERM');
    const health = await waitFor(
      'the stopping worker to say so',
      async () => {
        const answer = await cluster.workerHealth(stopping);
        return answer.body.status === 'stopping' ? answer : undefined;
      },
      5000,
      100,
    );
    expect(health.status).toBe(503);
    expect(await stopping.exited).toBe(0);
    await cluster.startWorker();
    const stoppedAt = Number(stopping.records().find((r) => r.msg === 'stopped')!.time);
    const state = await client.settled(task, 150_000);
    const [handedBack, rerun, ...more] = startsOf(task);
    expect(handedBack).toEqual(first);
    expect(rerun?.worker).not.toBe(first.worker);
    expect(more).toEqual([]);
    // Handed back when the grace ran out, and taken again at once, not after the expiry a dead worker's job waits for.
    expect(stopping.records().some((r) => r.msg === 'job done' && r.id === first.jobId)).toBe(false);
    expect(rerun!.time - stoppedAt).toBeLessThan(15_000);
    await expectFinishedOnce(task, state);
  }, 240_000);

  it('SIGTERM on a worker whose grace is long enough lets its running job finish there, then exits', async () => {
    const patient = await cluster.startWorker({ SHUTDOWN_GRACE_SECONDS: '120' });
    // The only worker left, so the job is its own.
    for (const worker of cluster.workers.filter((w) => w.isRunning && w !== patient)) {
      expect(await worker.stop('SIGTERM')).toBe(0);
    }
    const task = await submit(client.video(users[2]!, LONG_SCRIPT));
    const first = await waitFor('the worker to take the video', () => startsOf(task)[0], 60_000);
    expect(first.worker).toBe(patient.name);
    patient.child.kill('SIGTERM');
    expect(await patient.exited).toBe(0);
    const records = patient.records();
    const done = records.findIndex((r) => r.msg === 'job done' && r.id === first.jobId);
    expect(done, 'the job finished on the stopping worker').toBeGreaterThan(-1);
    expect(done).toBeLessThan(records.findIndex((r) => r.msg === 'stopped'));
    const state = await client.settled(task, 30_000);
    expect(startsOf(task)).toHaveLength(1);
    await expectFinishedOnce(task, state);
    await Promise.all([cluster.startWorker(), cluster.startWorker()]);
  }, 240_000);

  it('an S3 outage during an upload: the job is retried and succeeds, or fails with its K-coins released', async () => {
    const task = await submit(
      client.video(users[2]!, 'This video is being uploaded when the storage server goes away.'),
    );
    // The server dies the moment a worker starts sending a finished video; it comes back a few seconds later.
    const cut = cluster.relay.cutAt(new RegExp(`^PUT /${BUCKET}/users/\\d+/[\\w-]+\\.mp4[ ?]`), () => {
      void cluster.s3.kill();
    });
    let request: string | undefined;
    void cut.then((line) => (request = line));
    await waitFor('an upload to cut', () => request, 120_000);
    expect(request).toMatch(/^PUT /);
    await cluster.s3.kill();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await cluster.s3.start();
    const state = await client.settled(task, 150_000);
    const hold = await holdOf(task);
    if (state.status === TaskStatus.Finished) {
      await expectFinishedOnce(task, state);
      expect(startsOf(task).length, 'runs of the job').toBeGreaterThan(1);
    } else {
      expect(state.status).toBe(TaskStatus.Failed);
      expect(hold).toMatchObject({ status: 'released', captures: 0 });
    }
  }, 240_000);

  it('restarting the API while workers run loses nothing, and the API answers again', async () => {
    const jobs = await Promise.all([
      submit(client.video(users[0]!, 'Submitted just before the API restarts, and finished all the same.')),
      submit(client.dubbing(users[1]!, 'A dubbing that outlives the API process.')),
      submit(client.voiceChange(users[2]!, speech)),
    ]);
    await waitFor(
      'a worker to start one of them',
      () => jobs.some((job) => startsOf(job).length > 0) || undefined,
      60_000,
    );
    expect(await cluster.restartApi({ JOB_EXPIRE_SECONDS: String(SHORT_EXPIRE_SECONDS) })).toBe(0);
    const states = await Promise.all(jobs.map((job) => client.settled(job, 150_000)));
    for (const [i, job] of jobs.entries()) {
      await expectFinishedOnce(job, states[i]!);
      expect(startsOf(job), `${job.kind} ${job.id} started once`).toHaveLength(1);
    }
  }, 240_000);

  it('a worker killed with SIGKILL mid-render: the other worker runs the job after its expiry, charged once', async () => {
    const task = await submit(client.video(users[0]!, LONG_SCRIPT));
    const first = await waitFor('a worker to take the video', () => startsOf(task)[0], 60_000);
    // Past the speech, drawing or composing: the worker holds the job and has spent CPU on it when it dies.
    await waitFor(
      'the render to be drawing',
      async () => (await client.state(task)).progress >= TaskStageStart.video.drawing || undefined,
      60_000,
    );
    expect(await runningWorker(first.worker).stop('SIGKILL')).toBeNull();
    const [job] = await cluster.sql<{ expire: number }>(
      "select extract(epoch from expire_in)::int as expire from pgboss.job where name = 'video.render' and data->>'taskId' = $1",
      [String(task.id)],
    );
    expect(job!.expire).toBe(SHORT_EXPIRE_SECONDS);
    const state = await client.settled(task, (SHORT_EXPIRE_SECONDS + 120) * 1000);
    const [killed, rerun, ...more] = startsOf(task);
    expect(killed).toEqual(first);
    expect(rerun?.worker).not.toBe(first.worker);
    expect(more).toEqual([]);
    // The queue gave the job to another worker only once it had expired, not while its worker might still run it.
    expect(rerun!.time - first.time).toBeGreaterThanOrEqual(SHORT_EXPIRE_SECONDS * 1000);
    await expectFinishedOnce(task, state);
  }, 240_000);
});

describe('the ledger and the disks after everything', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: cluster.databaseUrl });
  });
  afterAll(() => database.close());

  it('has every task of this file ended once: finished and charged once, or failed with its K-coins back', async () => {
    expect(submitted.length).toBeGreaterThan(10);
    for (const task of submitted) {
      const state = await client.state(task);
      const hold = await holdOf(task);
      if (state.status === TaskStatus.Finished) {
        await expectFinishedOnce(task, state);
      } else {
        expect(state.status, `${task.kind} ${task.id}`).toBe(TaskStatus.Failed);
        if (hold) expect(hold).toMatchObject({ status: 'released', captures: 0 });
      }
    }
  });

  it('replays to every balance, with no hold left open', async () => {
    const ledger = createLedgerService(database.db);
    for (const user of users) {
      const position = await ledger.position(user.id);
      expect(await ledger.replay(user.id), `ledger of user ${user.id}`).toEqual({
        balance: position.balance,
        held: position.held,
      });
      expect(position.held, `K-coins still held for user ${user.id}`).toBe(0);
    }
    expect(await cluster.sql("select id from kcoin_holds where status = 'open'")).toEqual([]);
  });

  it('leaves no output on any process’s local disk', async () => {
    expect(await cluster.localFiles()).toEqual([]);
  });
});
