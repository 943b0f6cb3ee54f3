import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Pcm } from '../../audio/pcm';
import { encodeWav } from '../../audio/wav';
import { ffmpeg, probe } from '../../ffmpeg';
import { reduceVoice } from '../reduce-voice';

export interface ReceivedSeparation {
  audioType: string;
  audioSec: number;
  authorization: string | undefined;
}

interface Job {
  polls: number;
  background?: Buffer;
  voice?: Buffer;
  error?: string;
}

export interface SeparationTestServerOptions {
  /** Every job fails with this reason. */
  failWith?: string;
  /** Every upload is answered with this status (and a short reason) instead of a job. */
  refuseWith?: number;
  /** Requests without `Authorization: Bearer <requireKey>` get a 401. */
  requireKey?: string;
  /** Jobs stay `running` for ever. */
  isStuck?: boolean;
}

export interface SeparationTestServer {
  url: string;
  received: ReceivedSeparation[];
  close(): Promise<void>;
}

/**
 * A small server speaking the separation protocol (docs/engines.md). It is no neural model: its background is the
 * offline engine's voice-band cut over the whole upload and its voice stem what that cut took away, so both stems
 * are real audio computed from what was sent. Jobs answer `queued`, then `running`, then `succeeded`.
 */
export async function startSeparationServer(options: SeparationTestServerOptions = {}): Promise<SeparationTestServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-separation-server-'));
  const received: ReceivedSeparation[] = [];
  const jobs = new Map<string, Job>();

  async function submit(request: http.IncomingMessage): Promise<string> {
    const form = await new Request('http://server/', {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: Readable.toWeb(request) as ReadableStream,
      duplex: 'half',
    } as RequestInit).formData();
    const audio = form.get('audio');
    if (!(audio instanceof File)) throw new Error('no audio part');
    const id = randomUUID();
    const audioPath = path.join(dir, `${id}-${audio.name}`);
    await fs.writeFile(audioPath, Buffer.from(await audio.arrayBuffer()));
    const info = await probe(audioPath);
    received.push({ audioType: audio.type, audioSec: info.durationSec, authorization: request.headers.authorization });
    const job: Job = { polls: 0 };
    jobs.set(id, job);
    if (options.failWith) job.error = options.failWith;
    else if (!options.isStuck) {
      separate(audioPath, info.audio?.sampleRate ?? 0).then(
        (stems) => Object.assign(job, stems),
        (error: Error) => {
          job.error = error.message;
        },
      );
    }
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
    const [, version, resource, id, stem] = url.pathname.split('/');
    if (version !== 'v1' || resource !== 'separations') return reply(404, { error: 'not found' });
    if (request.method === 'POST' && !id) {
      if (options.refuseWith) {
        request.resume();
        return reply(options.refuseWith, { error: 'refused by the test server' });
      }
      submit(request).then(
        (jobId) => reply(202, { id: jobId }),
        (error: Error) => reply(400, { error: error.message }),
      );
      return;
    }
    const job = id ? jobs.get(id) : undefined;
    if (!job) return reply(404, { error: 'no such job' });
    if (stem === 'background' || stem === 'voice') {
      const bytes = job[stem];
      if (!bytes) return reply(409, { error: 'not ready' });
      response.writeHead(200, { 'content-type': 'audio/wav' });
      return response.end(bytes);
    }
    job.polls++;
    if (job.polls === 1) return reply(200, { status: 'queued' });
    if (job.error) return reply(200, { status: 'failed', error: job.error });
    if (!job.background) return reply(200, { status: 'running', progress: 0.5 });
    return reply(200, { status: 'succeeded', stems: ['background', 'voice'] });
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

async function separate(audioPath: string, sampleRate: number): Promise<{ background: Buffer; voice: Buffer }> {
  const { stdout } = await ffmpeg([
    '-v',
    'error',
    '-i',
    audioPath,
    '-f',
    'f32le',
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    'pipe:1',
  ]);
  const input: Pcm = {
    sampleRate,
    samples: new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length)),
  };
  const background = reduceVoice(input, [{ start: 0, end: input.samples.length / sampleRate }]);
  const voice = input.samples.map((sample, i) => sample - (background.samples[i] ?? 0));
  return { background: encodeWav(background), voice: encodeWav({ sampleRate, samples: voice }) };
}
