import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { createJobClient } from '../engine-http/job-client';
import { probe } from '../ffmpeg';
import {
  VIDEO_FRAME_SIZES,
  VideoServerError,
  type GeneratedVideo,
  type VideoEngine,
  type VideoRequest,
} from './video-engine';

export interface HttpVideoEngineConfig {
  /** The server's origin, e.g. `http://comfy-video:9300` (a trailing `/v1` is accepted too). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** How long one job may take, from submission to the MP4; image-to-video models take minutes a clip. */
  timeoutMs?: number;
  /** How often the job's status is asked for. */
  pollMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20 * 60_000;
const DEFAULT_POLL_MS = 2000;

/**
 * A VideoEngine over the Orator video generation protocol (docs/engines.md, "Video generation server"): submit
 * the prompt and pictures, poll the job, fetch the MP4. The same job shape as the lip-sync and separation servers:
 * a generative model takes minutes a clip and proxies cut long requests.
 */
export function createHttpVideoEngine(config: HttpVideoEngineConfig): VideoEngine {
  const base = `${config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/videos`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const jobs = createJobClient({
    label: 'video',
    apiKey: config.apiKey,
    pollMs: config.pollMs ?? DEFAULT_POLL_MS,
    fail: (message, status, cause) => new VideoServerError(message, status, { cause }),
  });

  return {
    name: `http:${new URL(base).host}`,
    kind: 'generated',
    async make(request: VideoRequest, outputPath: string): Promise<GeneratedVideo> {
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(request.signal ? [request.signal] : [])]);
      const { width, height } = VIDEO_FRAME_SIZES[request.ratio];
      const form = new FormData();
      form.set('prompt', request.prompt);
      form.set('width', String(width));
      form.set('height', String(height));
      form.set('duration', String(request.durationSec));
      if (request.seed !== undefined) form.set('seed', String(request.seed));
      // PNG whatever the upload was: every model server reads it, and EXIF rotation is applied once, here.
      for (const [index, image] of request.images.entries()) {
        const png = await sharp(image).rotate().png().toBuffer();
        form.append('image', new Blob([png], { type: 'image/png' }), `image-${index + 1}.png`);
      }
      const job = await jobs.submit(base, form, signal);
      await jobs.waitFor(job, signal, request.onProgress);
      const video = await jobs.call(`${job}/video`, {}, signal);
      await writeFile(outputPath, Buffer.from(await video.arrayBuffer()));
      // Models round the length to their own frame counts and may pick their own size: report what came back.
      const probed = await probe(outputPath).catch((error: unknown) => {
        throw new VideoServerError('video server sent something that is not a video', undefined, { cause: error });
      });
      if (!probed.video) throw new VideoServerError('video server sent a file without a picture');
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
