import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { createJobClient } from '../engine-http/job-client';
import { probe } from '../ffmpeg';
import {
  SubtitleRemoverServerError,
  type ErasedVideo,
  type EraseRequest,
  type SubtitleRemoverEngine,
} from './subtitle-remover-engine';

export interface HttpSubtitleRemoverConfig {
  /** The server's origin (SUBTITLE_REMOVER_ENGINE_URL), e.g. `http://propainter:9400`; a trailing `/v1` is accepted. */
  url: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** How long one job may take, from submission to the MP4; video inpainting models take minutes a minute. */
  timeoutMs?: number;
  /** How often the job's status is asked for. */
  pollMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60 * 60_000;
const DEFAULT_POLL_MS = 2000;

/**
 * A SubtitleRemoverEngine over the Orator subtitle removal protocol (docs/engines.md, "Subtitle removal server"):
 * submit the video and the boxes, poll the job, fetch the MP4; an aborted job is cancelled on the server. The same
 * job shape as the video generation and lip-sync servers, for GPU video inpainting (ProPainter, STTN and the like).
 */
export function createHttpSubtitleRemover(config: HttpSubtitleRemoverConfig): SubtitleRemoverEngine {
  const base = `${config.url.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/subtitle-removals`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const jobs = createJobClient({
    label: 'subtitle removal',
    apiKey: config.apiKey,
    pollMs: config.pollMs ?? DEFAULT_POLL_MS,
    fail: (message, status) => new SubtitleRemoverServerError(message, status),
  });

  return {
    name: `http:${new URL(base).host}`,
    async erase(request: EraseRequest, outputPath: string): Promise<ErasedVideo> {
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(request.signal ? [request.signal] : [])]);
      const form = new FormData();
      form.set('video', await openAsBlob(request.inputPath, { type: 'video/mp4' }), basename(request.inputPath));
      form.set('boxes', JSON.stringify(request.boxes));
      const job = await jobs.submit(base, form, signal);
      try {
        await jobs.waitFor(job, signal, request.onProgress);
      } catch (error) {
        if (signal.aborted) await jobs.cancel(job);
        throw error;
      }
      const video = await jobs.call(`${job}/video`, {}, signal);
      await writeFile(outputPath, Buffer.from(await video.arrayBuffer()));
      const probed = await probe(outputPath).catch(() => {
        throw new SubtitleRemoverServerError('subtitle removal server sent something that is not a video');
      });
      if (!probed.video) throw new SubtitleRemoverServerError('subtitle removal server sent a file without a picture');
      request.onProgress?.(1);
      return {
        path: outputPath,
        width: probed.video.width,
        height: probed.video.height,
        durationSec: probed.durationSec,
      };
    },
  };
}
