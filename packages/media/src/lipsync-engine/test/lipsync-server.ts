import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ffmpeg, probe } from '../../ffmpeg';

/** The colour of the mark the test server paints on every frame it returns, so tests can tell its video apart. */
export const SERVER_MARK = { r: 255, g: 0, b: 255 } as const;

export interface ReceivedJob {
  faceType: string;
  faceWidth: number;
  faceHeight: number;
  audioSec: number;
  fps: number;
  authorization: string | undefined;
}

interface Job {
  polls: number;
  video?: string;
  error?: string;
}

export interface LipSyncTestServer {
  url: string;
  received: ReceivedJob[];
  close(): Promise<void>;
}

/**
 * A small server speaking the lip-sync protocol (docs/engines.md): it accepts the face (a still or a video) and the
 * speech, answers `queued`, then `running`, then `succeeded` with a real MP4 that ffmpeg makes from the face for the
 * speech's length, painted with SERVER_MARK in its bottom-left corner. With `failWith` every job fails with that reason.
 */
export async function startLipSyncServer(options: { failWith?: string } = {}): Promise<LipSyncTestServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-lipsync-server-'));
  const received: ReceivedJob[] = [];
  const jobs = new Map<string, Job>();

  async function submit(request: http.IncomingMessage): Promise<string> {
    const form = await new Request('http://server/', {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: Readable.toWeb(request) as ReadableStream,
      duplex: 'half',
    } as RequestInit).formData();
    const face = form.get('face') as File;
    const audio = form.get('audio') as File;
    const id = randomUUID();
    const facePath = path.join(dir, `${id}-${face.name}`);
    const audioPath = path.join(dir, `${id}.wav`);
    await fs.writeFile(facePath, Buffer.from(await face.arrayBuffer()));
    await fs.writeFile(audioPath, Buffer.from(await audio.arrayBuffer()));
    const isVideo = face.type === 'video/mp4';
    const meta = isVideo ? (await probe(facePath)).video! : await sharp(facePath).metadata();
    const audioSec = (await probe(audioPath)).durationSec;
    const fps = Number(form.get('fps'));
    received.push({
      faceType: face.type,
      faceWidth: meta.width ?? 0,
      faceHeight: meta.height ?? 0,
      audioSec,
      fps,
      authorization: request.headers.authorization,
    });
    const job: Job = { polls: 0 };
    jobs.set(id, job);
    if (options.failWith) {
      job.error = options.failWith;
      return id;
    }
    const video = path.join(dir, `${id}.mp4`);
    ffmpeg([
      ...(isVideo
        ? ['-stream_loop', '-1', '-i', facePath, '-r', String(fps)]
        : ['-loop', '1', '-framerate', String(fps), '-i', facePath]),
      ...['-vf', 'drawbox=x=0:y=ih*3/4:w=iw/4:h=ih/4:color=0xff00ff:t=fill,format=yuv420p'],
      ...['-t', audioSec.toFixed(3), '-c:v', 'libx264', '-preset', 'ultrafast', '-y', video],
    ]).then(
      () => {
        job.video = video;
      },
      (error: Error) => {
        job.error = error.message;
      },
    );
    return id;
  }

  const server = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://server');
    const [, version, resource, id, part] = url.pathname.split('/');
    if (version !== 'v1' || resource !== 'lipsync') return reply(404, { error: 'not found' });
    if (request.method === 'POST' && !id) {
      submit(request).then(
        (jobId) => reply(202, { id: jobId }),
        (error: Error) => reply(400, { error: error.message }),
      );
      return;
    }
    const job = id ? jobs.get(id) : undefined;
    if (!job) return reply(404, { error: 'no such job' });
    if (part === 'video') {
      if (!job.video) return reply(409, { error: 'not ready' });
      response.writeHead(200, { 'content-type': 'video/mp4' });
      fs.readFile(job.video).then((bytes) => response.end(bytes));
      return;
    }
    job.polls++;
    if (job.polls === 1) return reply(200, { status: 'queued' });
    if (job.error) return reply(200, { status: 'failed', error: job.error });
    if (!job.video) return reply(200, { status: 'running', progress: 0.5 });
    return reply(200, { status: 'succeeded', progress: 1 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
