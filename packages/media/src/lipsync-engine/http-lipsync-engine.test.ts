import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationOf, type Pcm } from '../audio/pcm';
import { encodeWav } from '../audio/wav';
import { canvasSize } from '../compose/layout';
import { renderAvatarVideo } from '../compose/render-avatar-video';
import { rgbFrameAt, videoStreamDuration } from '../compose/test/decode';
import { svgFillRig } from '../compose/test/svg-rig';
import { probe } from '../ffmpeg';
import { blinkTrack } from '../lipsync/blinks';
import { mouthTrackFromAudio } from '../lipsync/mouth-track';
import { espeakSpeech } from '../lipsync/test/espeak-speech';
import { createHttpLipSyncEngine } from './http-lipsync-engine';
import { LipSyncServerError } from './lipsync-engine';
import { SERVER_MARK, startLipSyncServer, type LipSyncTestServer } from './test/lipsync-server';

const SLOW = 120_000;
const FPS = 25;

let dir: string;
let speech: Pcm;
let speechPath: string;
let speechSec: number;
let server: LipSyncTestServer;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-lipsync-test-'));
  speech = await espeakSpeech('A talking face, drawn by the server.');
  speechSec = durationOf(speech);
  speechPath = path.join(dir, 'speech.wav');
  await fs.writeFile(speechPath, encodeWav(speech));
  server = await startLipSyncServer();
}, SLOW);

afterAll(async () => {
  await server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Whether the pixel at (x, y) of an RGB frame is the server's mark, within encoding noise. */
function isMark(frame: Buffer, width: number, x: number, y: number): boolean {
  const at = (y * width + x) * 3;
  return (
    Math.abs(frame[at]! - SERVER_MARK.r) < 40 &&
    Math.abs(frame[at + 1]! - SERVER_MARK.g) < 40 &&
    Math.abs(frame[at + 2]! - SERVER_MARK.b) < 40
  );
}

describe('createHttpLipSyncEngine', () => {
  it(
    'submits the face and speech, follows the job and writes the video',
    async () => {
      const keyed = await startLipSyncServer();
      try {
        const facePath = path.join(dir, 'face.png');
        await fs.writeFile(facePath, await svgFillRig().render({ viseme: 'closed', eyes: 'open' }));
        const outPath = path.join(dir, 'direct.mp4');
        const progress: number[] = [];
        const engine = createHttpLipSyncEngine({ baseUrl: `${keyed.url}/v1`, apiKey: 'secret', pollMs: 50 });
        await engine.lipSync({
          facePath,
          audioPath: speechPath,
          fps: FPS,
          outPath,
          onProgress: (f) => progress.push(f),
        });
        expect(keyed.received).toHaveLength(1);
        expect(keyed.received[0]).toMatchObject({ faceType: 'image/png', fps: FPS, authorization: 'Bearer secret' });
        expect(keyed.received[0]!.audioSec).toBeCloseTo(speechSec, 1);
        expect((await probe(outPath)).durationSec).toBeCloseTo(speechSec, 0);
        expect(progress).toContain(0.5);
      } finally {
        await keyed.close();
      }
    },
    SLOW,
  );

  it(
    'draws the presenter of a fill rig from the server, at the size and length of the video',
    async () => {
      const outDir = path.join(dir, 'remote');
      const result = await renderAvatarVideo({
        audioPath: speechPath,
        rig: svgFillRig(),
        mouth: mouthTrackFromAudio(speech, { fps: FPS }),
        eyes: blinkTrack(speechSec, 3, { fps: FPS }),
        fps: FPS,
        canvas: { ratio: '16:9', resolution: 720 },
        background: { type: 'color', color: '#000000' },
        idleMotion: false,
        outDir,
        lipSync: createHttpLipSyncEngine({ baseUrl: server.url, pollMs: 50 }),
      });
      const canvas = canvasSize({ ratio: '16:9', resolution: 720 });
      const job = server.received.at(-1)!;
      expect([job.faceWidth, job.faceHeight]).toEqual([canvas.width, canvas.height]);
      expect(await videoStreamDuration(result.videoPath)).toBeCloseTo(speechSec, 1);
      const frame = await rgbFrameAt(result.videoPath, speechSec / 2);
      // The server's mark fills the bottom-left quarter of its frames; the rig never draws magenta.
      expect(isMark(frame, canvas.width, canvas.width / 8, (canvas.height * 7) / 8)).toBe(true);
      expect(isMark(frame, canvas.width, (canvas.width * 3) / 4, canvas.height / 4)).toBe(false);
    },
    SLOW,
  );

  it(
    'fails the render with the reason the server gives, leaving nothing behind',
    async () => {
      const failing = await startLipSyncServer({ failWith: 'no face found in the image' });
      try {
        const outDir = path.join(dir, 'failed');
        const rendering = renderAvatarVideo({
          audioPath: speechPath,
          rig: svgFillRig(),
          mouth: [],
          eyes: [],
          fps: FPS,
          canvas: { ratio: '1:1', resolution: 720 },
          background: { type: 'color', color: '#000000' },
          idleMotion: false,
          outDir,
          lipSync: createHttpLipSyncEngine({ baseUrl: failing.url, pollMs: 50 }),
        });
        await expect(rendering).rejects.toThrow(LipSyncServerError);
        await expect(rendering).rejects.toThrow(/no face found in the image/);
        await expect(fs.readdir(outDir)).rejects.toThrow();
      } finally {
        await failing.close();
      }
    },
    SLOW,
  );

  it('says when the server cannot be reached', async () => {
    const engine = createHttpLipSyncEngine({ baseUrl: 'http://127.0.0.1:9', pollMs: 50 });
    const facePath = path.join(dir, 'face.png');
    await fs.writeFile(facePath, await svgFillRig().render({ viseme: 'closed', eyes: 'open' }));
    await expect(
      engine.lipSync({ facePath, audioPath: speechPath, fps: FPS, outPath: path.join(dir, 'never.mp4') }),
    ).rejects.toThrow(/unreachable/);
  });
});
