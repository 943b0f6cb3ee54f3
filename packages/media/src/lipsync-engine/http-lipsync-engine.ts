import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createJobClient } from '../engine-http/job-client';
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

/**
 * A LipSyncEngine over the Orator lip-sync protocol (docs/engines.md, "Lip-sync server protocol"): submit the
 * face and the speech, poll the job, fetch the MP4. Jobs, not one long request, because a GPU renders a minute
 * of video in minutes and proxies cut long requests.
 */
export function createHttpLipSyncEngine(config: HttpLipSyncEngineConfig): LipSyncEngine {
  const base = `${config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/lipsync`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const jobs = createJobClient({
    label: 'lip-sync',
    apiKey: config.apiKey,
    pollMs: config.pollMs ?? DEFAULT_POLL_MS,
    fail: (message, status, cause) => new LipSyncServerError(message, status, { cause }),
  });

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
      const job = await jobs.submit(base, form, signal);
      await jobs.waitFor(job, signal, request.onProgress);
      const video = await jobs.call(`${job}/video`, {}, signal);
      await writeFile(request.outPath, Buffer.from(await video.arrayBuffer()));
    },
  };
}
