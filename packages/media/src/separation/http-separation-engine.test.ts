import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../audio/wav';
import { probe } from '../ffmpeg';
import { createHttpSeparationEngine } from './http-separation-engine';
import { startSeparationServer, type SeparationTestServerOptions } from './test/separation-server';
import { makeTestSoundtrack, type TestSoundtrack } from './test/soundtrack';
import { SeparationServerError } from './voice-separation-engine';

const SLOW = 60_000;
const POLL_MS = 20;

let dir: string;
let soundtrack: TestSoundtrack;
let outCount = 0;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-separation-http-test-'));
  soundtrack = await makeTestSoundtrack(dir);
}, SLOW);

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function freshOutDir(): Promise<string> {
  const outDir = path.join(dir, `out-${++outCount}`);
  await fs.mkdir(outDir);
  return outDir;
}

/** Runs one separation against a server started with `options`, closing the server whatever happens. */
async function separateWith(
  options: SeparationTestServerOptions,
  config: { apiKey?: string; timeoutMs?: number } = {},
): Promise<Awaited<ReturnType<ReturnType<typeof createHttpSeparationEngine>['separate']>>> {
  const server = await startSeparationServer(options);
  try {
    const engine = createHttpSeparationEngine({ baseUrl: server.url, pollMs: POLL_MS, ...config });
    return await engine.separate({ inputPath: soundtrack.mixPath, outDir: await freshOutDir(), speechSpans: [] });
  } finally {
    await server.close();
  }
}

function rms(samples: Float32Array): number {
  return Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / Math.max(1, samples.length));
}

describe('createHttpSeparationEngine', () => {
  it(
    'uploads the soundtrack with the key, follows the job and writes both stems',
    async () => {
      const server = await startSeparationServer({ requireKey: 'secret' });
      try {
        const engine = createHttpSeparationEngine({ baseUrl: `${server.url}/v1/`, apiKey: 'secret', pollMs: POLL_MS });
        const outDir = await freshOutDir();
        const result = await engine.separate({ inputPath: soundtrack.mixPath, outDir, speechSpans: [soundtrack.span] });
        expect(server.received).toEqual([
          { audioType: 'audio/wav', audioSec: expect.closeTo(6, 2) as number, authorization: 'Bearer secret' },
        ]);
        expect(result.backgroundPath).toBe(path.join(outDir, 'background.wav'));
        expect(result.voicePath).toBe(path.join(outDir, 'voice.wav'));
        expect((await probe(result.backgroundPath)).durationSec).toBeCloseTo(6, 2);
        const background = decodeWav(await fs.readFile(result.backgroundPath));
        const voice = decodeWav(await fs.readFile(result.voicePath ?? ''));
        // The stems are the server's work on this upload: they add up to it, and neither is silent.
        expect(rms(background.samples)).toBeGreaterThan(0.01);
        expect(rms(voice.samples)).toBeGreaterThan(0.01);
        const sum = background.samples.map((sample, i) => sample + (voice.samples[i] ?? 0));
        const residual = sum.map((sample, i) => sample - (soundtrack.mix.samples[i] ?? 0));
        expect(rms(residual)).toBeLessThan(rms(soundtrack.mix.samples) / 100);
      } finally {
        await server.close();
      }
    },
    SLOW,
  );

  it('is refused without the key the server asks for', async () => {
    const refusal = separateWith({ requireKey: 'secret' });
    await expect(refusal).rejects.toMatchObject({ name: 'SeparationServerError', code: 'rejected', status: 401 });
  });

  it.each([
    [413, 'rejected'],
    [429, 'failed'],
    [503, 'failed'],
  ] as const)('reports an upload answered %i as %s', async (status, code) => {
    await expect(separateWith({ refuseWith: status })).rejects.toMatchObject({ code, status });
  });

  it('fails with the reason the server gives for a failed job', async () => {
    const failed = separateWith({ failWith: 'the upload has no audio' });
    await expect(failed).rejects.toThrow(SeparationServerError);
    await expect(failed).rejects.toMatchObject({
      code: 'failed',
      message: expect.stringContaining('the upload has no audio') as string,
    });
  });

  it('gives up on a job that never finishes', async () => {
    await expect(separateWith({ isStuck: true }, { timeoutMs: 300 })).rejects.toMatchObject({ code: 'timeout' });
  });

  it("stops with the caller's reason when its task is cancelled", async () => {
    const server = await startSeparationServer({ isStuck: true });
    try {
      const engine = createHttpSeparationEngine({ baseUrl: server.url, pollMs: POLL_MS });
      const controller = new AbortController();
      const separating = engine.separate({
        inputPath: soundtrack.mixPath,
        outDir: await freshOutDir(),
        speechSpans: [],
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(new Error('task deleted')), 100);
      await expect(separating).rejects.toThrow('task deleted');
    } finally {
      await server.close();
    }
  });

  it('says when the server cannot be reached', async () => {
    const engine = createHttpSeparationEngine({ baseUrl: 'http://127.0.0.1:9', pollMs: POLL_MS });
    const request = { inputPath: soundtrack.mixPath, outDir: dir, speechSpans: [] };
    await expect(engine.separate(request)).rejects.toMatchObject({ code: 'unreachable' });
  });
});
