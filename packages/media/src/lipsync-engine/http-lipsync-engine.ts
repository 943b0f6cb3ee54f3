import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type LipSyncEngine, type LipSyncRequest, LipSyncServerError } from './lipsync-engine';

export interface HttpLipSyncEngineConfig {
  /** The server's origin, e.g. `http://lipsync:9100` (a trailing `/v1` is accepted too). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** How long one job may take, from submission to the video; a minute of video takes minutes on a small GPU. */
  timeoutMs?: number;
  /** How often the job's status is asked for. */
  pollMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30 * 60_000;
const DEFAULT_POLL_MS = 1000;

const FACE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.mp4': 'video/mp4',
};

type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

interface JobState {
  status: JobStatus;
  progress?: number;
  error?: string;
}

/**
 * A LipSyncEngine over the Orator lip-sync protocol (docs/engines.md, "Lip-sync server protocol"): submit the
 * face and the speech, poll the job, fetch the MP4. Jobs, not one long request, because a GPU renders a minute
 * of video in minutes and proxies cut long requests.
 */
export function createHttpLipSyncEngine(config: HttpLipSyncEngineConfig): LipSyncEngine {
  const base = `${config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/lipsync`;
  const headers: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pollMs = config.pollMs ?? DEFAULT_POLL_MS;

  async function call(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, signal });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new LipSyncServerError(`lip-sync server unreachable: ${(error as Error).message}`, undefined, {
        cause: error,
      });
    }
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 300);
      throw new LipSyncServerError(`lip-sync server answered ${response.status}: ${detail}`, response.status);
    }
    return response;
  }

  return {
    name: `http:${new URL(base).host}`,
    async lipSync(request: LipSyncRequest): Promise<void> {
      const type = FACE_TYPES[path.extname(request.facePath).toLowerCase()];
      if (!type) throw new RangeError(`a face must be PNG, JPEG or MP4: ${request.facePath}`);
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(request.signal ? [request.signal] : [])]);
      const form = new FormData();
      form.set('face', await openAsBlob(request.facePath, { type }), `face${path.extname(request.facePath)}`);
      form.set('audio', await openAsBlob(request.audioPath, { type: 'audio/wav' }), 'speech.wav');
      form.set('fps', String(request.fps));
      const submitted = (await (await call(base, { method: 'POST', body: form }, signal)).json()) as { id?: unknown };
      if (typeof submitted.id !== 'string' || !submitted.id)
        throw new LipSyncServerError('lip-sync server gave no job id');
      const job = `${base}/${encodeURIComponent(submitted.id)}`;
      for (;;) {
        const state = (await (await call(job, {}, signal)).json()) as JobState;
        if (typeof state.progress === 'number') request.onProgress?.(Math.min(1, Math.max(0, state.progress)));
        if (state.status === 'succeeded') break;
        if (state.status === 'failed')
          throw new LipSyncServerError(`lip-sync job failed: ${state.error ?? 'no reason given'}`);
        if (state.status !== 'queued' && state.status !== 'running') {
          throw new LipSyncServerError(`lip-sync server sent an unknown status: ${String(state.status)}`);
        }
        await sleep(pollMs, undefined, { signal }).catch(() => {
          throw signal.reason;
        });
      }
      const video = await call(`${job}/video`, {}, signal);
      await writeFile(request.outPath, Buffer.from(await video.arrayBuffer()));
    },
  };
}
