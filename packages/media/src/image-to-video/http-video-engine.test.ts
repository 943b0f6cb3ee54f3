import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../ffmpeg';
import { createHttpVideoEngine } from './http-video-engine';
import { startVideoServer } from './test/video-server';
import { VideoServerError } from './video-engine';

let dir: string;
let picture: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'http-video-'));
  picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('HTTP video engine against a real job server', () => {
  it('submits the prompt and pictures, polls the job and fetches the MP4', async () => {
    const server = await startVideoServer({ requireKey: 'secret' });
    try {
      const engine = createHttpVideoEngine({ baseUrl: `${server.url}/v1`, apiKey: 'secret', pollMs: 10 });
      expect(engine.kind).toBe('generated');
      const shares: number[] = [];
      const path = join(dir, 'made.mp4');
      const video = await engine.make(
        {
          prompt: 'a paper boat drifts',
          images: [picture, picture],
          ratio: '9:16',
          durationSec: 5,
          seed: 7,
          onProgress: (s) => shares.push(s),
        },
        path,
      );
      expect(server.received).toEqual([
        {
          authorization: 'Bearer secret',
          prompt: 'a paper boat drifts',
          width: 720,
          height: 1280,
          durationSec: 5,
          seed: '7',
          imageTypes: ['image/png', 'image/png'],
        },
      ]);
      expect(video).toMatchObject({ path, width: 720, height: 1280 });
      expect(video.durationSec).toBeCloseTo(5, 1);
      expect((await probe(path)).video?.codec).toBe('h264');
      expect(shares).toContain(0.5);
      expect(shares.at(-1)).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('reports a failed job with the server reason', async () => {
    const server = await startVideoServer({ failWith: 'out of GPU memory' });
    try {
      const engine = createHttpVideoEngine({ baseUrl: server.url, pollMs: 10 });
      const made = engine.make(
        { prompt: 'x', images: [picture], ratio: '1:1', durationSec: 5 },
        join(dir, 'failed.mp4'),
      );
      await expect(made).rejects.toThrow(VideoServerError);
      await expect(made).rejects.toThrow('out of GPU memory');
    } finally {
      await server.close();
    }
  });

  it('refuses a wrong key with the HTTP status', async () => {
    const server = await startVideoServer({ requireKey: 'secret' });
    try {
      const engine = createHttpVideoEngine({ baseUrl: server.url, apiKey: 'wrong', pollMs: 10 });
      await expect(
        engine.make({ prompt: 'x', images: [], ratio: '16:9', durationSec: 5 }, join(dir, 'refused.mp4')),
      ).rejects.toMatchObject({
        name: 'VideoServerError',
        status: 401,
      });
    } finally {
      await server.close();
    }
  });

  it('gives up on a stalled job at its timeout and stops when cancelled', async () => {
    const server = await startVideoServer({ isStalled: true });
    try {
      const slow = createHttpVideoEngine({ baseUrl: server.url, pollMs: 10, timeoutMs: 300 });
      await expect(
        slow.make({ prompt: 'x', images: [], ratio: '16:9', durationSec: 5 }, join(dir, 'stalled.mp4')),
      ).rejects.toThrow();
      const controller = new AbortController();
      const engine = createHttpVideoEngine({ baseUrl: server.url, pollMs: 10 });
      const made = engine.make(
        { prompt: 'x', images: [], ratio: '16:9', durationSec: 5, signal: controller.signal },
        join(dir, 'cancelled.mp4'),
      );
      setTimeout(() => controller.abort(new Error('cancelled by the user')), 100);
      await expect(made).rejects.toThrow('cancelled by the user');
    } finally {
      await server.close();
    }
  });

  it('says a server that cannot be reached is unreachable', async () => {
    const engine = createHttpVideoEngine({ baseUrl: 'http://127.0.0.1:9', pollMs: 10 });
    await expect(
      engine.make({ prompt: 'x', images: [], ratio: '16:9', durationSec: 5 }, join(dir, 'nowhere.mp4')),
    ).rejects.toThrow('video server unreachable');
  });
});
