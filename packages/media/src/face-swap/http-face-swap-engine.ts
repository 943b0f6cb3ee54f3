import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import sharp from 'sharp';
import { createJobClient } from '../engine-http/job-client';
import { probe } from '../ffmpeg';
import { frameAt } from './analyse-thumbnail';
import {
  FaceSwapServerError,
  type AnalyseRequest,
  type FaceSwapEngine,
  type FaceTracks,
  type PersonSighting,
  type SwapRequest,
  type SwappedVideo,
  type VideoAnalysis,
} from './face-swap-engine';
import { parseAnalysis } from './http-face-swap-engine-answers';

export interface HttpFaceSwapEngineConfig {
  /** The server's origin, e.g. `http://facefusion:9400` (a trailing `/v1` is accepted too). */
  url: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** How long an analysis may take, from upload to people. */
  analyseTimeoutMs?: number;
  /** How long a swap may take, from upload to the MP4: a GPU swaps a 5-minute video in a few minutes. */
  swapTimeoutMs?: number;
  /** How long a preview may take; it is a few stills, answered at once. */
  previewTimeoutMs?: number;
  /** How often a job's status is asked for. */
  pollMs?: number;
}

const DEFAULT_ANALYSE_TIMEOUT_MS = 15 * 60_000;
const DEFAULT_SWAP_TIMEOUT_MS = 60 * 60_000;
const DEFAULT_PREVIEW_TIMEOUT_MS = 2 * 60_000;
const DEFAULT_POLL_MS = 2000;

/**
 * A FaceSwapEngine over the Orator face swap protocol (docs/engines.md, "Face swap server"), for a FaceFusion-style
 * GPU server: analyses and swaps are jobs (submit, poll, fetch) since they take minutes and proxies cut long
 * requests; a preview is a few stills answered at once. The swap sends the analysis' tracks, so the server swaps the
 * people the user mapped, by the ids the user saw.
 */
export function createHttpFaceSwapEngine(config: HttpFaceSwapEngineConfig): FaceSwapEngine {
  const base = `${config.url.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1`;
  const jobs = createJobClient({
    label: 'face swap',
    apiKey: config.apiKey,
    pollMs: config.pollMs ?? DEFAULT_POLL_MS,
    fail: (message, status) => new FaceSwapServerError(message, status),
  });

  /** Submits a job to `collection` and polls it until it succeeds. */
  async function runJob(collection: string, form: FormData, signal: AbortSignal, onProgress?: (share: number) => void) {
    const job = await jobs.submit(`${base}/${collection}`, form, signal);
    return { job, state: await jobs.waitFor(job, signal, onProgress) };
  }

  /** Runs `work` under the caller's signal and a deadline; a missed deadline is the server's failure. */
  async function withDeadline<T>(
    timeoutMs: number,
    callerSignal: AbortSignal | undefined,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      return await work(AbortSignal.any([deadline, ...(callerSignal ? [callerSignal] : [])]));
    } catch (error) {
      if (deadline.aborted && !callerSignal?.aborted) {
        throw new FaceSwapServerError(`face swap server did not finish within ${Math.round(timeoutMs / 1000)} s`);
      }
      throw error;
    }
  }

  return {
    name: `http:${new URL(base).host}`,

    analyse: (request: AnalyseRequest): Promise<VideoAnalysis> =>
      withDeadline(config.analyseTimeoutMs ?? DEFAULT_ANALYSE_TIMEOUT_MS, request.signal, async (signal) => {
        const form = new FormData();
        form.set('video', await openAsBlob(request.inputPath), basename(request.inputPath));
        const { state } = await runJob('analyses', form, signal, request.onProgress);
        const analysis = parseAnalysis(state.result);
        request.onProgress?.(1);
        return analysis;
      }),

    swap: (request: SwapRequest, outputPath: string): Promise<SwappedVideo> =>
      withDeadline(config.swapTimeoutMs ?? DEFAULT_SWAP_TIMEOUT_MS, request.signal, async (signal) => {
        const form = new FormData();
        form.set('video', await openAsBlob(request.inputPath), basename(request.inputPath));
        form.set('tracks', JSON.stringify(mappedTracks(request)));
        await appendFaces(form, request.faces);
        const { job } = await runJob('swaps', form, signal, request.onProgress);
        const video = await jobs.call(`${job}/video`, {}, signal);
        await writeFile(outputPath, Buffer.from(await video.arrayBuffer()));
        // Report what came back: the server may have rounded the length to its own frames.
        const probed = await probe(outputPath).catch((error: unknown) => {
          throw new FaceSwapServerError(`face swap server sent something that is not a video: ${String(error)}`);
        });
        if (!probed.video) throw new FaceSwapServerError('face swap server sent a file without a picture');
        request.onProgress?.(1);
        return {
          path: outputPath,
          width: probed.video.width,
          height: probed.video.height,
          durationSec: probed.durationSec,
        };
      }),

    preview: (request: SwapRequest & { previewAtSec: number[] }): Promise<Buffer[]> =>
      withDeadline(config.previewTimeoutMs ?? DEFAULT_PREVIEW_TIMEOUT_MS, request.signal, async (signal) => {
        const tracks = mappedTracks(request);
        const form = new FormData();
        const boxes: Record<string, PersonSighting['box']>[] = [];
        for (const [index, sec] of request.previewAtSec.entries()) {
          const still = await sharp(await frameAt(request.inputPath, sec))
            .jpeg({ quality: 92 })
            .toBuffer();
          form.append('frame', new Blob([new Uint8Array(still)], { type: 'image/jpeg' }), `frame-${index + 1}.jpg`);
          boxes.push(boxesAt(tracks, sec));
        }
        form.set('boxes', JSON.stringify(boxes));
        await appendFaces(form, request.faces);
        const answer = (await jobs.json(`${base}/previews`, { method: 'POST', body: form }, signal)) as {
          frames?: unknown;
        };
        const frames = Array.isArray(answer?.frames) ? answer.frames : [];
        if (frames.length !== request.previewAtSec.length || frames.some((frame) => typeof frame !== 'string')) {
          throw new FaceSwapServerError(
            `face swap server sent ${frames.length} preview frames for ${request.previewAtSec.length} asked`,
          );
        }
        return frames.map((frame) => Buffer.from(frame as string, 'base64'));
      }),
  };
}

/** Only the mapped people's sightings: the server swaps those and leaves everyone else untouched. */
function mappedTracks(request: SwapRequest): FaceTracks {
  const { sampleFps, sightings } = request.analysis.tracks;
  return {
    sampleFps,
    sightings: Object.fromEntries(Object.keys(request.faces).map((id) => [id, sightings[id] ?? []])),
  };
}

/** Each mapped person's face box in the frame at `sec`: their nearest sighting, if one is within a sample's time. */
function boxesAt(tracks: FaceTracks, sec: number): Record<string, PersonSighting['box']> {
  const reach = 1 / tracks.sampleFps;
  const boxes: Record<string, PersonSighting['box']> = {};
  for (const [id, sightings] of Object.entries(tracks.sightings)) {
    let nearest: PersonSighting | undefined;
    for (const sighting of sightings) {
      if (!nearest || Math.abs(sighting.sec - sec) < Math.abs(nearest.sec - sec)) nearest = sighting;
    }
    if (nearest && Math.abs(nearest.sec - sec) <= reach) boxes[id] = nearest.box;
  }
  return boxes;
}

/** Each face as PNG under `face:<person id>`: every server reads PNG, and EXIF rotation is applied once, here. */
async function appendFaces(form: FormData, faces: Record<string, Buffer>): Promise<void> {
  for (const [id, face] of Object.entries(faces)) {
    const png = await sharp(face).rotate().png().toBuffer();
    form.append(`face:${id}`, new Blob([new Uint8Array(png)], { type: 'image/png' }), `${id}.png`);
  }
}
