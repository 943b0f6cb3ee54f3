import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg, probe } from '../ffmpeg';
import { createHttpSubtitleRemover } from './http-subtitle-remover';
import { SubtitleRemoverServerError, type EraseBox } from './subtitle-remover-engine';
import { startSubtitleRemovalServer } from './test/subtitle-removal-server';
import { decodeYuvFrames, readSourceVideo } from './yuv-video';

let dir: string;
let clip: string;
const boxes: EraseBox[] = [
  { kind: 'subtitle', ltX: 20, ltY: 180, rbX: 300, rbY: 230 },
  { kind: 'watermark', ltX: 250, ltY: 8, rbX: 310, rbY: 40 },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'http-subtitle-remover-'));
  clip = join(dir, 'clip.mp4');
  await ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Mean absolute luma difference between two videos' first frames inside and outside a box. */
async function firstFrameDifference(a: string, b: string, box: EraseBox): Promise<{ inside: number; outside: number }> {
  const frames = await Promise.all(
    [a, b].map(async (path) => {
      const source = await readSourceVideo(path);
      for await (const frame of decodeYuvFrames(source)) return { frame, width: source.width, height: source.height };
      throw new Error(`no frame in ${path}`);
    }),
  );
  const [first, second] = frames as [(typeof frames)[0], (typeof frames)[0]];
  const sums = { inside: [0, 0], outside: [0, 0] };
  for (let y = 0; y < first.height; y++) {
    for (let x = 0; x < first.width; x++) {
      const i = y * first.width + x;
      const where = x >= box.ltX && x < box.rbX && y >= box.ltY && y < box.rbY ? sums.inside : sums.outside;
      where[0]! += Math.abs(first.frame[i]! - second.frame[i]!);
      where[1]! += 1;
    }
  }
  return { inside: sums.inside[0]! / sums.inside[1]!, outside: sums.outside[0]! / sums.outside[1]! };
}

describe('HTTP subtitle remover against a real job server', () => {
  it('sends the video and boxes, polls the job and fetches the MP4 the server made', async () => {
    const server = await startSubtitleRemovalServer({ requireKey: 'secret' });
    try {
      const engine = createHttpSubtitleRemover({ url: `${server.url}/v1`, apiKey: 'secret', pollMs: 10 });
      const shares: number[] = [];
      const out = join(dir, 'erased.mp4');
      const video = await engine.erase({ inputPath: clip, boxes, onProgress: (s) => shares.push(s) }, out);
      expect(server.received).toHaveLength(1);
      expect(server.received[0]).toMatchObject({ authorization: 'Bearer secret', boxes, videoType: 'video/mp4' });
      expect(video).toMatchObject({ path: out, width: 320, height: 240 });
      expect(video.durationSec).toBeCloseTo(2, 0);
      expect(shares.at(-1)).toBe(1);
      expect((await probe(out)).audio?.codec).toBe('aac');
      // The server blurred the subtitle box: the picture changed there and hardly elsewhere.
      const difference = await firstFrameDifference(clip, out, boxes[0]!);
      expect(difference.inside).toBeGreaterThan(4 * difference.outside);
    } finally {
      await server.close();
    }
  });

  it('reports a failed job with the reason the server gave', async () => {
    const server = await startSubtitleRemovalServer({ failWith: 'out of GPU memory' });
    try {
      const engine = createHttpSubtitleRemover({ url: server.url, pollMs: 10 });
      const erasing = engine.erase({ inputPath: clip, boxes }, join(dir, 'failed.mp4'));
      await expect(erasing).rejects.toThrow(SubtitleRemoverServerError);
      await expect(erasing).rejects.toThrow(/out of GPU memory/);
    } finally {
      await server.close();
    }
  });

  it('reports a refused key with the HTTP status', async () => {
    const server = await startSubtitleRemovalServer({ requireKey: 'right' });
    try {
      const engine = createHttpSubtitleRemover({ url: server.url, apiKey: 'wrong', pollMs: 10 });
      await expect(engine.erase({ inputPath: clip, boxes }, join(dir, 'refused.mp4'))).rejects.toMatchObject({
        name: 'SubtitleRemoverServerError',
        status: 401,
      });
    } finally {
      await server.close();
    }
  });

  it('cancels the job on the server when the caller aborts', async () => {
    const server = await startSubtitleRemovalServer({ isStalled: true });
    try {
      const engine = createHttpSubtitleRemover({ url: server.url, pollMs: 10 });
      const controller = new AbortController();
      const erasing = engine.erase(
        {
          inputPath: clip,
          boxes,
          signal: controller.signal,
          onProgress: () => controller.abort(new Error('task deleted')),
        },
        join(dir, 'aborted.mp4'),
      );
      await expect(erasing).rejects.toThrow('task deleted');
      expect(server.cancelled).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('says the server is unreachable when nothing listens', async () => {
    const engine = createHttpSubtitleRemover({ url: 'http://127.0.0.1:9', pollMs: 10 });
    await expect(engine.erase({ inputPath: clip, boxes }, join(dir, 'nowhere.mp4'))).rejects.toThrow(/unreachable/);
  });
});
