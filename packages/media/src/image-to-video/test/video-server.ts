import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ffmpeg } from '../../ffmpeg';

export interface ReceivedVideoJob {
  authorization: string | undefined;
  prompt: string;
  width: number;
  height: number;
  durationSec: number;
  seed: string | undefined;
  imageTypes: string[];
}

export interface VideoTestServerOptions {
  /** Requests without `Authorization: Bearer <requireKey>` get a 401. */
  requireKey?: string;
  /** Every job ends as failed with this reason. */
  failWith?: string;
  /** Jobs stay running for ever. */
  isStalled?: boolean;
}

export interface VideoTestServer {
  url: string;
  received: ReceivedVideoJob[];
  close(): Promise<void>;
}

/**
 * A small server speaking the Orator video generation protocol (docs/engines.md). It is no model: each job
 * renders ffmpeg's test pattern at the size and length asked, so the clip is a real MP4 a test can measure.
 * A job is queued at its first poll, running at its second and done at its third.
 */
export async function startVideoServer(options: VideoTestServerOptions = {}): Promise<VideoTestServer> {
  const received: ReceivedVideoJob[] = [];
  const dir = await mkdtemp(join(tmpdir(), 'video-server-'));
  const jobs = new Map<string, { polls: number; render: Promise<string> }>();

  async function submit(request: http.IncomingMessage): Promise<string> {
    const body = new Request('http://server/', {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: Readable.toWeb(request) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    const form = await body.formData();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const job: ReceivedVideoJob = {
      authorization: request.headers.authorization,
      prompt: field('prompt') ?? '',
      width: Number(field('width')),
      height: Number(field('height')),
      durationSec: Number(field('duration')),
      seed: field('seed'),
      imageTypes: form.getAll('image').map((value) => (typeof value === 'string' ? 'text' : value.type)),
    };
    received.push(job);
    const id = randomUUID();
    const path = join(dir, `${id}.mp4`);
    const render = ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${job.width}x${job.height}:rate=25:duration=${job.durationSec}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      path,
    ]).then(() => path);
    render.catch(() => undefined);
    jobs.set(id, { polls: 0, render });
    return id;
  }

  const server = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (options.requireKey && request.headers.authorization !== `Bearer ${options.requireKey}`) {
      request.resume();
      return reply(401, { error: 'bad key' });
    }
    const url = new URL(request.url ?? '/', 'http://server');
    if (request.method === 'POST' && url.pathname === '/v1/videos') {
      return void submit(request).then(
        (id) => reply(202, { id }),
        (failure: Error) => reply(400, { error: failure.message }),
      );
    }
    const match = /^\/v1\/videos\/([\w-]+)(\/video)?$/.exec(url.pathname);
    const job = match ? jobs.get(match[1]!) : undefined;
    if (request.method !== 'GET' || !job) return reply(404, { error: `no route ${url.pathname}` });
    if (match![2]) {
      return void job.render.then(
        async (path) => {
          response.writeHead(200, { 'content-type': 'video/mp4' });
          response.end(await readFile(path));
        },
        () => reply(500, { error: 'render failed' }),
      );
    }
    job.polls += 1;
    if (options.isStalled || job.polls === 1)
      return reply(200, { status: job.polls === 1 ? 'queued' : 'running', progress: 0.1 });
    if (options.failWith) return reply(200, { status: 'failed', error: options.failWith });
    if (job.polls === 2) return reply(200, { status: 'running', progress: 0.5 });
    return void job.render.then(
      () => reply(200, { status: 'succeeded', progress: 1 }),
      () => reply(200, { status: 'failed', error: 'render failed' }),
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
