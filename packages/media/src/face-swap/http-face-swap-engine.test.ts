import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg, probe } from '../ffmpeg';
import { frameAt } from './analyse-thumbnail';
import { FaceSwapServerError, type SwapRequest, type VideoAnalysis } from './face-swap-engine';
import { createHttpFaceSwapEngine } from './http-face-swap-engine';
import { startFaceSwapServer } from './http-face-swap-engine.test-server';

const RED = { r: 208, g: 64, b: 32 };
const GREY = { r: 128, g: 128, b: 128 };

let dir: string;
let video: string;
let redFace: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'http-face-swap-'));
  video = join(dir, 'clip.mp4');
  await ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=0x808080:s=320x240:r=25:d=2', '-f', 'lavfi', '-i', 'sine=frequency=440:d=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video],
  ]);
  redFace = await sharp({ create: { width: 64, height: 64, channels: 3, background: RED } })
    .png()
    .toBuffer();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function pixel(picture: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data } = await sharp(picture)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { r: data[0]!, g: data[1]!, b: data[2]! };
}

function expectColour(actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }) {
  // H.264 and JPEG in 4:2:0 move a flat colour by a few levels.
  expect(Math.abs(actual.r - expected.r)).toBeLessThan(16);
  expect(Math.abs(actual.g - expected.g)).toBeLessThan(16);
  expect(Math.abs(actual.b - expected.b)).toBeLessThan(16);
}

/** The analysis with a second person the user left unmapped. */
function withBystander(analysis: VideoAnalysis): VideoAnalysis {
  return {
    ...analysis,
    tracks: {
      ...analysis.tracks,
      sightings: { ...analysis.tracks.sightings, 'person-2': [{ sec: 0, box: [0, 0, 40, 40] }] },
    },
  };
}

describe('HTTP face swap engine against a real server', () => {
  it('analyses, swaps and previews through the job protocol', async () => {
    const server = await startFaceSwapServer({ requireKey: 'secret' });
    try {
      const engine = createHttpFaceSwapEngine({ url: `${server.url}/v1`, apiKey: 'secret', pollMs: 10 });
      const shares: number[] = [];
      const analysis = await engine.analyse({ inputPath: video, onProgress: (share) => shares.push(share) });
      expect(analysis).toMatchObject({
        width: 320,
        height: 240,
        fps: 25,
        people: [{ id: 'person-1', firstSeenSec: 0 }],
      });
      expect(analysis.durationSec).toBeCloseTo(2, 1);
      expect((await sharp(analysis.people[0]!.thumbnail).metadata()).format).toBe('jpeg');
      expect(analysis.tracks.sampleFps).toBe(2);
      expect(analysis.tracks.sightings['person-1']).toContainEqual({ sec: 1, box: [100, 60, 120, 120] });
      expect(shares).toContain(0.5);
      expect(shares.at(-1)).toBe(1);

      const request: SwapRequest = {
        inputPath: video,
        analysis: withBystander(analysis),
        faces: { 'person-1': redFace },
      };
      const output = join(dir, 'swapped.mp4');
      const swapped = await engine.swap(request, output);
      expect(swapped).toMatchObject({ path: output, width: 320, height: 240 });
      expect(swapped.durationSec).toBeCloseTo(2, 1);
      const probed = await probe(output);
      expect(probed.video?.codec).toBe('h264');
      expect(probed.audio?.codec).toBe('aac');
      const frame = await frameAt(output, 1.1);
      expectColour(await pixel(frame, 160, 120), RED);
      expectColour(await pixel(frame, 20, 20), GREY);

      const previews = await engine.preview({ ...request, previewAtSec: [0.5, 1.6] });
      expect(previews).toHaveLength(2);
      for (const preview of previews) {
        expect((await sharp(preview).metadata()).format).toBe('jpeg');
        expectColour(await pixel(preview, 160, 120), RED);
        expectColour(await pixel(preview, 20, 20), GREY);
      }

      expect(server.received.map(({ path, authorization, parts }) => ({ path, authorization, parts }))).toEqual([
        { path: '/v1/analyses', authorization: 'Bearer secret', parts: ['video'] },
        { path: '/v1/swaps', authorization: 'Bearer secret', parts: ['video', 'tracks', 'face:person-1'] },
        { path: '/v1/previews', authorization: 'Bearer secret', parts: ['frame', 'frame', 'boxes', 'face:person-1'] },
      ]);
      // The unmapped person is not sent: the server swaps only whom the user mapped.
      expect(Object.keys(server.received[1]!.tracks!.sightings)).toEqual(['person-1']);
      expect(server.received[2]!.boxes).toEqual([
        { 'person-1': [100, 60, 120, 120] },
        { 'person-1': [100, 60, 120, 120] },
      ]);
    } finally {
      await server.close();
    }
  });

  it('reports a failed job with the server reason', async () => {
    const server = await startFaceSwapServer({ failWith: 'out of GPU memory' });
    try {
      const engine = createHttpFaceSwapEngine({ url: server.url, pollMs: 10 });
      const analysed = engine.analyse({ inputPath: video });
      await expect(analysed).rejects.toThrow(FaceSwapServerError);
      await expect(analysed).rejects.toThrow('out of GPU memory');
    } finally {
      await server.close();
    }
  });

  it('refuses a wrong key with the HTTP status', async () => {
    const server = await startFaceSwapServer({ requireKey: 'secret' });
    try {
      const engine = createHttpFaceSwapEngine({ url: server.url, apiKey: 'wrong', pollMs: 10 });
      await expect(engine.analyse({ inputPath: video })).rejects.toMatchObject({
        name: 'FaceSwapServerError',
        status: 401,
      });
    } finally {
      await server.close();
    }
  });

  it('refuses an analysis that does not fit the protocol', async () => {
    const server = await startFaceSwapServer({ isAnalysisBroken: true });
    try {
      const engine = createHttpFaceSwapEngine({ url: server.url, pollMs: 10 });
      await expect(engine.analyse({ inputPath: video })).rejects.toThrow('result.people is not a list');
    } finally {
      await server.close();
    }
  });

  it('refuses a swapped video that is not a video and a preview with frames missing', async () => {
    const server = await startFaceSwapServer({ isOutputBroken: true });
    try {
      const engine = createHttpFaceSwapEngine({ url: server.url, pollMs: 10 });
      const analysis = await engine.analyse({ inputPath: video });
      const request: SwapRequest = { inputPath: video, analysis, faces: { 'person-1': redFace } };
      await expect(engine.swap(request, join(dir, 'broken.mp4'))).rejects.toThrow(
        'face swap server sent something that is not a video',
      );
      await expect(engine.preview({ ...request, previewAtSec: [0.5, 1.5] })).rejects.toThrow(
        'face swap server sent 1 preview frames for 2 asked',
      );
    } finally {
      await server.close();
    }
  });

  it('gives up on a stalled job at its timeout and stops when cancelled', async () => {
    const server = await startFaceSwapServer({ isStalled: true });
    try {
      const slow = createHttpFaceSwapEngine({ url: server.url, pollMs: 10, analyseTimeoutMs: 300 });
      await expect(slow.analyse({ inputPath: video })).rejects.toThrow(
        new FaceSwapServerError('face swap server did not finish within 0 s'),
      );
      const controller = new AbortController();
      const engine = createHttpFaceSwapEngine({ url: server.url, pollMs: 10 });
      const analysed = engine.analyse({ inputPath: video, signal: controller.signal });
      setTimeout(() => controller.abort(new Error('cancelled by the user')), 100);
      await expect(analysed).rejects.toThrow('cancelled by the user');
    } finally {
      await server.close();
    }
  });

  it('says a server that cannot be reached is unreachable', async () => {
    const engine = createHttpFaceSwapEngine({ url: 'http://127.0.0.1:9', pollMs: 10 });
    await expect(engine.analyse({ inputPath: video })).rejects.toThrow('face swap server unreachable');
  });
});
