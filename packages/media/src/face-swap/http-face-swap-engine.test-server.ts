import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ffmpeg, probe } from '../ffmpeg';
import { frameAt } from './analyse-thumbnail';
import type { FaceTracks, PersonSighting } from './face-swap-engine';

export interface ReceivedFaceSwapRequest {
  path: string;
  authorization: string | undefined;
  /** The names of the form's parts, in order. */
  parts: string[];
  tracks?: FaceTracks;
  boxes?: Record<string, PersonSighting['box']>[];
}

export interface FaceSwapTestServerOptions {
  /** Requests without `Authorization: Bearer <requireKey>` get a 401. */
  requireKey?: string;
  /** Every job ends as failed with this reason. */
  failWith?: string;
  /** Jobs stay running for ever. */
  isStalled?: boolean;
  /** Analyses succeed with a result that does not fit the protocol. */
  isAnalysisBroken?: boolean;
  /** Swaps succeed, but what is sent as the video is not one; previews send one frame too few. */
  isOutputBroken?: boolean;
}

export interface FaceSwapTestServer {
  url: string;
  received: ReceivedFaceSwapRequest[];
  close(): Promise<void>;
}

/** Sightings the server reports: two a second, a centred square half the frame's height. */
const SAMPLE_FPS = 2;

/**
 * A small server speaking the Orator face swap protocol (docs/engines.md). It is no model, but its work is real and
 * measurable: an analysis reports one person, 'person-1', with a centred face box twice a second and a thumbnail of
 * the first frame; a swap re-encodes the video with each mapped person's boxes filled with the mean colour of their
 * face photo (audio copied); a preview does the same to the stills it is sent. A job is queued at its first poll,
 * running at its second and done at its third.
 */
export async function startFaceSwapServer(options: FaceSwapTestServerOptions = {}): Promise<FaceSwapTestServer> {
  const received: ReceivedFaceSwapRequest[] = [];
  const dir = await mkdtemp(join(tmpdir(), 'face-swap-server-'));
  const jobs = new Map<string, { polls: number; work: Promise<{ result?: unknown; path?: string }> }>();

  async function formOf(request: http.IncomingMessage): Promise<FormData> {
    const body = new Request('http://server/', {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: Readable.toWeb(request) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    const form = await body.formData();
    received.push({
      path: new URL(request.url ?? '/', 'http://server').pathname,
      authorization: request.headers.authorization,
      parts: [...form.keys()],
    });
    return form;
  }

  async function saveVideo(form: FormData): Promise<string> {
    const video = form.get('video');
    if (!(video instanceof Blob)) throw new Error('no video part');
    const path = join(dir, `${randomUUID()}.mp4`);
    await writeFile(path, Buffer.from(await video.arrayBuffer()));
    return path;
  }

  async function analyse(form: FormData): Promise<{ result: unknown }> {
    if (options.isAnalysisBroken) return { result: { width: 640, people: 'nobody' } };
    const path = await saveVideo(form);
    const { durationSec, video } = await probe(path);
    if (!video) throw new Error('no picture');
    const side = Math.round(video.height / 2);
    const box = [Math.round((video.width - side) / 2), Math.round((video.height - side) / 2), side, side];
    const sightings = Array.from({ length: Math.ceil(durationSec * SAMPLE_FPS) }, (_, i) => ({
      sec: i / SAMPLE_FPS,
      box,
    }));
    const thumbnail = await sharp(await frameAt(path, 0))
      .resize({ width: 64 })
      .jpeg()
      .toBuffer();
    return {
      result: {
        width: video.width,
        height: video.height,
        durationSec,
        fps: video.fps,
        people: [
          { id: 'person-1', thumbnail: thumbnail.toString('base64'), secondsSeen: durationSec, firstSeenSec: 0 },
        ],
        tracks: { sampleFps: SAMPLE_FPS, sightings: { 'person-1': sightings } },
      },
    };
  }

  async function swap(form: FormData): Promise<{ path: string }> {
    const path = await saveVideo(form);
    const tracks = JSON.parse(String(form.get('tracks'))) as FaceTracks;
    received.at(-1)!.tracks = tracks;
    const fills: string[] = [];
    for (const [id, sightings] of Object.entries(tracks.sightings)) {
      const colour = await meanColour(form, id);
      for (const { sec, box } of sightings) {
        const [x, y, w, h] = box;
        const until = sec + 1 / tracks.sampleFps;
        fills.push(`drawbox=${x}:${y}:${w}:${h}:color=0x${colour}@1:t=fill:enable='between(t,${sec},${until})'`);
      }
    }
    const out = join(dir, `${randomUUID()}.mp4`);
    await ffmpeg([
      ...['-i', path, '-map', '0:v:0', '-map', '0:a?', '-vf', fills.join(',') || 'null'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'copy', out],
    ]);
    return { path: out };
  }

  async function preview(form: FormData): Promise<string[]> {
    const boxes = JSON.parse(String(form.get('boxes'))) as Record<string, PersonSighting['box']>[];
    received.at(-1)!.boxes = boxes;
    const frames = form.getAll('frame').filter((frame) => typeof frame !== 'string');
    return Promise.all(
      frames.map(async (frame, index) => {
        const fills = await Promise.all(
          Object.entries(boxes[index] ?? {}).map(async ([id, [left, top, width, height]]) => ({
            input: { create: { width, height, channels: 3 as const, background: `#${await meanColour(form, id)}` } },
            left,
            top,
          })),
        );
        const still = await sharp(Buffer.from(await frame.arrayBuffer()))
          .composite(fills)
          .jpeg()
          .toBuffer();
        return still.toString('base64');
      }),
    );
  }

  function submit(work: Promise<{ result?: unknown; path?: string }>): string {
    work.catch(() => undefined);
    const id = randomUUID();
    jobs.set(id, { polls: 0, work });
    return id;
  }

  const server = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const failed = (error: Error) => reply(400, { error: error.message });
    if (options.requireKey && request.headers.authorization !== `Bearer ${options.requireKey}`) {
      request.resume();
      return reply(401, { error: 'bad key' });
    }
    const url = new URL(request.url ?? '/', 'http://server');
    if (request.method === 'POST' && url.pathname === '/v1/analyses') {
      return void formOf(request).then((form) => reply(202, { id: submit(analyse(form)) }), failed);
    }
    if (request.method === 'POST' && url.pathname === '/v1/swaps') {
      return void formOf(request).then((form) => reply(202, { id: submit(swap(form)) }), failed);
    }
    if (request.method === 'POST' && url.pathname === '/v1/previews') {
      return void formOf(request)
        .then(preview)
        .then((frames) => reply(200, { frames: options.isOutputBroken ? frames.slice(1) : frames }), failed);
    }
    const match = /^\/v1\/(analyses|swaps)\/([\w-]+)(\/video)?$/.exec(url.pathname);
    const job = match ? jobs.get(match[2]!) : undefined;
    if (request.method !== 'GET' || !job) return reply(404, { error: `no route ${url.pathname}` });
    if (match![3]) {
      return void job.work.then(
        async ({ path }) => {
          if (!path) return reply(404, { error: 'not a swap' });
          response.writeHead(200, { 'content-type': 'video/mp4' });
          response.end(options.isOutputBroken ? 'no video here' : await readFile(path));
        },
        () => reply(500, { error: 'swap failed' }),
      );
    }
    job.polls += 1;
    if (options.isStalled || job.polls === 1) {
      return reply(200, { status: job.polls === 1 ? 'queued' : 'running', progress: 0.1 });
    }
    if (options.failWith) return reply(200, { status: 'failed', error: options.failWith });
    if (job.polls === 2) return reply(200, { status: 'running', progress: 0.5 });
    return void job.work.then(
      ({ result }) => reply(200, { status: 'succeeded', progress: 1, ...(result === undefined ? {} : { result }) }),
      (error: Error) => reply(200, { status: 'failed', error: error.message }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The mean colour of the face photo sent for `id`, as RRGGBB. */
async function meanColour(form: FormData, id: string): Promise<string> {
  const face = form.get(`face:${id}`);
  if (!(face instanceof Blob)) throw new Error(`no face for ${id}`);
  const { channels } = await sharp(Buffer.from(await face.arrayBuffer())).stats();
  return channels
    .slice(0, 3)
    .map((channel) => Math.round(channel.mean).toString(16).padStart(2, '0'))
    .join('');
}
