import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../threads/ts-worker';
import {
  EspeakRuntimeError,
  type EspeakRunRequest,
  type EspeakRunResult,
  runEspeakInThisThread,
  warmUpEspeakInThisThread,
} from './espeak-runtime';
import type { WorkerReply, WorkerRequest, WorkerTask } from './espeak-worker';

/**
 * Worker threads that each hold one espeak process image and run one request at a time, first come
 * first served. A thread is referenced only while it works, so an idle pool never keeps a process
 * alive, and it ends after a few idle minutes: each holds a few hundred megabytes that an idle
 * server should give back. When threads cannot start at all (no TypeScript loader for the worker
 * file, a sandbox without worker_threads) the pool runs every request on the calling thread instead.
 */
export interface SpeechThreads {
  readonly size: number;
  /** Threads running now (started on demand, ended when idle). */
  readonly live: number;
  run(request: EspeakRunRequest): Promise<EspeakRunResult>;
  warmUp(): Promise<void>;
}

/** `ORATOR_SPEECH_THREADS` sets the count; 0 keeps espeak on the calling thread. Default: one per core. */
export function speechThreadCount(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.ORATOR_SPEECH_THREADS);
  if (env.ORATOR_SPEECH_THREADS !== undefined && Number.isInteger(configured) && configured >= 0) return configured;
  return availableParallelism();
}

/** `ORATOR_ENGINE_IDLE_SECONDS`: how long an engine stays loaded without work. Default: five minutes. */
export function engineIdleMs(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.ORATOR_ENGINE_IDLE_SECONDS);
  return env.ORATOR_ENGINE_IDLE_SECONDS !== undefined && configured > 0 ? configured * 1000 : 5 * 60_000;
}

let shared: SpeechThreads | undefined;

export function speechThreads(): SpeechThreads {
  shared ??= createSpeechThreads(speechThreadCount(), engineIdleMs());
  return shared;
}

const inThisThread: SpeechThreads = {
  size: 1,
  live: 0,
  run: runEspeakInThisThread,
  warmUp: warmUpEspeakInThisThread,
};

interface Job {
  task: WorkerTask;
  resolve: (reply: WorkerReply) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  /** Answered at least once: it started, so a later exit is a crash, not a missing loader. */
  started: boolean;
  idleTimer?: NodeJS.Timeout;
}

export function createSpeechThreads(size: number, idleMs = engineIdleMs()): SpeechThreads {
  if (size <= 0) return inThisThread;
  const threads: Thread[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let unavailable = false;

  function spawn(): Thread {
    const thread: Thread = { worker: startWorker(), job: null, started: false };
    thread.worker.unref();
    thread.worker.on('message', (reply: WorkerReply) => {
      thread.started = true;
      const job = thread.job;
      thread.job = null;
      thread.worker.unref();
      job?.resolve(reply);
      dispatch();
      if (!thread.job) thread.idleTimer = setTimeout(() => end(thread), idleMs).unref();
    });
    thread.worker.on('error', (error) => retire(thread, error));
    thread.worker.on('exit', (code) => retire(thread, new Error(`speech thread exited with ${code}`)));
    threads.push(thread);
    return thread;
  }

  /** Leaves the pool first, so its exit is not taken for a crash. */
  function end(thread: Thread) {
    const index = threads.indexOf(thread);
    if (index < 0 || thread.job) return;
    threads.splice(index, 1);
    void thread.worker.terminate();
  }

  function retire(thread: Thread, error: unknown) {
    const index = threads.indexOf(thread);
    if (index < 0) return;
    threads.splice(index, 1);
    const job = thread.job;
    thread.job = null;
    if (!thread.started && !threads.some((other) => other.started)) {
      // The threads cannot start here: this request and every later one run on the calling thread.
      unavailable = true;
      for (const waiting of [...(job ? [job] : []), ...queue.splice(0)]) runHere(waiting);
      return;
    }
    job?.reject(new EspeakRuntimeError('the speech thread stopped during a run', { cause: error }));
    dispatch();
  }

  function dispatch() {
    while (queue.length > 0) {
      const idle = threads.find((thread) => !thread.job) ?? (threads.length < size ? spawn() : undefined);
      if (!idle) return;
      const job = queue.shift()!;
      clearTimeout(idle.idleTimer);
      idle.job = job;
      idle.worker.ref();
      idle.worker.postMessage(job.task);
    }
  }

  function submit(request: WorkerRequest): Promise<WorkerReply> {
    return new Promise((resolve, reject) => {
      const job: Job = { task: { ...request, id: nextId++ }, resolve, reject };
      if (unavailable) runHere(job);
      else {
        queue.push(job);
        dispatch();
      }
    });
  }

  return {
    size,
    get live() {
      return threads.length;
    },
    async run(request) {
      const reply = await submit({ kind: 'run', request });
      if (reply.kind === 'failed') throw new EspeakRuntimeError(reply.message);
      if (reply.kind !== 'ran') throw new EspeakRuntimeError(`unexpected reply ${reply.kind}`);
      return reply.result;
    },
    async warmUp() {
      const replies = await Promise.all(Array.from({ length: size }, () => submit({ kind: 'warmUp' })));
      const failed = replies.find((reply) => reply.kind === 'failed');
      if (failed?.kind === 'failed') throw new EspeakRuntimeError(failed.message);
    },
  };
}

function runHere(job: Job) {
  const { task } = job;
  const work =
    task.kind === 'run'
      ? runEspeakInThisThread(task.request).then((result): WorkerReply => ({ kind: 'ran', id: task.id, result }))
      : warmUpEspeakInThisThread().then((): WorkerReply => ({ kind: 'warm', id: task.id }));
  work.then(job.resolve, job.reject);
}

function startWorker(): Worker {
  return startTsWorker(new URL('./espeak-worker.ts', import.meta.url), { name: 'espeak' });
}
