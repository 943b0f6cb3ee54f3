import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ffmpeg } from '../../ffmpeg';
import type { EraseBox } from '../subtitle-remover-engine';

export interface ReceivedRemoval {
  authorization: string | undefined;
  boxes: EraseBox[];
  videoBytes: number;
  videoType: string;
}

export interface SubtitleRemovalServerOptions {
  requireKey?: string;
  /** Every job ends as failed with this reason. */
  failWith?: string;
  /** Jobs stay running for ever. */
  isStalled?: boolean;
}

export interface SubtitleRemovalTestServer {
  url: string;
  received: ReceivedRemoval[];
  /** Job ids the client cancelled with DELETE. */
  cancelled: string[];
  close(): Promise<void>;
}

/**
 * A small server speaking the Orator subtitle removal protocol (docs/engines.md). It is no model: each job blurs
 * the boxes of the video it was sent with ffmpeg's boxblur, so the result is a real MP4 whose boxes a test can
 * tell apart. A job is queued at its first poll, running at its second and done at its third.
 */
export async function startSubtitleRemovalServer(
  options: SubtitleRemovalServerOptions = {},
): Promise<SubtitleRemovalTestServer> {
  const received: ReceivedRemoval[] = [];
  const cancelled: string[] = [];
  const dir = await mkdtemp(join(tmpdir(), 'subtitle-removal-server-'));
  const jobs = new Map<string, { polls: number; render: Promise<string> }>();

  async function submit(request: http.IncomingMessage): Promise<string> {
    const body = new Request('http://server/', {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: Readable.toWeb(request) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    const form = await body.formData();
    const video = form.get('video');
    const boxesField = form.get('boxes');
    if (!video || typeof video === 'string' || typeof boxesField !== 'string')
      throw new Error('video and boxes needed');
    const boxes = JSON.parse(boxesField) as EraseBox[];
    received.push({
      authorization: request.headers.authorization,
      boxes,
      videoBytes: video.size,
      videoType: video.type,
    });
    const id = randomUUID();
    const input = join(dir, `${id}-in.mp4`);
    const output = join(dir, `${id}.mp4`);
    await writeFile(input, Buffer.from(await video.arrayBuffer()));
    const blurs = boxes.map((box, i) => {
      const [w, h] = [box.rbX - box.ltX, box.rbY - box.ltY];
      return (
        `[v${i}]split[b${i}][k${i}];[k${i}]crop=${w}:${h}:${box.ltX}:${box.ltY},boxblur=8[p${i}];` +
        `[b${i}][p${i}]overlay=${box.ltX}:${box.ltY}[v${i + 1}]`
      );
    });
    const graph = `[0:v]null[v0];${blurs.join(';')}`;
    const render = ffmpeg([
      ...['-i', input, '-filter_complex', graph, '-map', `[v${boxes.length}]`, '-map', '0:a?'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'copy', output],
    ]).then(() => output);
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
    if (request.method === 'POST' && url.pathname === '/v1/subtitle-removals') {
      return void submit(request).then(
        (id) => reply(202, { id }),
        (failure: Error) => reply(400, { error: failure.message }),
      );
    }
    const match = /^\/v1\/subtitle-removals\/([\w-]+)(\/video)?$/.exec(url.pathname);
    const id = match?.[1];
    const job = id ? jobs.get(id) : undefined;
    if (!job || !id) return reply(404, { error: `no route ${url.pathname}` });
    if (request.method === 'DELETE') {
      cancelled.push(id);
      jobs.delete(id);
      return reply(200, { status: 'cancelled' });
    }
    if (match[2]) {
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
    cancelled,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
