import { parentPort } from 'node:worker_threads';
import {
  type EspeakRunRequest,
  type EspeakRunResult,
  runEspeakInThisThread,
  warmUpEspeakInThisThread,
} from './espeak-runtime';

/** A synthesis thread of espeak-pool.ts: it owns one espeak process image and runs one request at a time. */

export type WorkerRequest = { kind: 'run'; request: EspeakRunRequest } | { kind: 'warmUp' };
export type WorkerTask = WorkerRequest & { id: number };

export type WorkerReply =
  | { id: number; kind: 'ran'; result: EspeakRunResult }
  | { id: number; kind: 'warm' }
  | { id: number; kind: 'failed'; message: string };

async function handle(task: WorkerTask): Promise<{ reply: WorkerReply; transfer: ArrayBuffer[] }> {
  try {
    if (task.kind === 'warmUp') {
      await warmUpEspeakInThisThread();
      return { reply: { id: task.id, kind: 'warm' }, transfer: [] };
    }
    const result = await runEspeakInThisThread(task.request);
    // The outputs are fresh copies out of the virtual file system: hand them over instead of copying again.
    const transfer = [...new Set([...result.outputs.values()].map((bytes) => bytes.buffer as ArrayBuffer))];
    return { reply: { id: task.id, kind: 'ran', result }, transfer };
  } catch (error) {
    return {
      reply: { id: task.id, kind: 'failed', message: String(error instanceof Error ? error.message : error) },
      transfer: [],
    };
  }
}

parentPort?.on('message', (task: WorkerTask) => {
  void handle(task).then(({ reply, transfer }) => parentPort?.postMessage(reply, transfer));
});
