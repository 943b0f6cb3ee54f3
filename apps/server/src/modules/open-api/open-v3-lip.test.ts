import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIP_SYNC_JOB_BASE,
  OpenApiV3,
  OpenJobStatus,
  TaskStatus,
  downloadUrl,
  translate,
  type TOpenJob,
  type TOpenLipResultV3,
  type TOpenTextToSpeechV3,
} from '@orator/contracts';
import { ffmpeg, probe } from '@orator/media';
import { makeCloneVideo, startLipSyncServer } from '@orator/media/testing';
import { ffmpegFile } from '../../../test/audio-subtitle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { creditKcoins, expectLedgersBalanced, kcoinPosition } from '../../../test/money';
import { keptLipSyncsAndFiles, openCall, openCaller, type OpenCaller } from '../../../test/open-api';
import { uploadFile } from '../../../test/users';
import { files, lipSyncTasks } from '../../db/schema/index';
import { failStalledLipSyncs, MAX_LIP_SYNC_ATTEMPTS, renderLipSync } from '../lip-sync/render-lip-sync.job';

const FPS = 25;
const SCRIPT = 'Hello there. This is my new voice, and my lips move with it.';

let t: TestApp;
/** Two seconds of a real portrait, 384 x 480, no sound: shorter than the speech, so it is played again. */
let portraitClip: Buffer;
let emptyRoom: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [portraitClip, emptyRoom] = await Promise.all([
    makeCloneVideo('onePerson', { seconds: 2, height: 480 }),
    makeCloneVideo('nobody', { seconds: 2, height: 480 }),
  ]);
}, 120_000);
afterAll(() => t.close());

const position = (userId: number, app = t) => kcoinPosition(app, userId);
const credit = (userId: number, amount: number, app = t) => creditKcoins(app, userId, amount);

const lipResult = (who: OpenCaller, jobId: string | number, language = 'en', app = t) =>
  openCall<TOpenLipResultV3>(app, who, OpenApiV3.lipVideoResult, { jobId }, { Language: language });

const keptOf = (userId: number, app = t) => keptLipSyncsAndFiles(app, userId);

/** Speech spoken by the open API itself, as a client makes it before a lip sync. */
async function speech(who: OpenCaller, app = t) {
  const res = await openCall<TOpenTextToSpeechV3>(app, who, OpenApiV3.textToSpeech, {
    content: SCRIPT,
    voiceId: 'espeak:en-US:f2',
  });
  expect(res.code, res.message).toBe('200');
  return res.data.textToSpeech;
}

/** A stored file's bytes written to `dir`, fetched at the address the open API handed out, with no token. */
async function download(address: string, dir: string, name: string, app = t): Promise<string> {
  const res = await app.app.inject({ method: 'GET', url: address.replace(/^https?:\/\/[^/]+/, '') });
  expect(res.statusCode).toBe(200);
  const filePath = path.join(dir, name);
  await writeFile(filePath, res.rawPayload);
  return filePath;
}

/** Loudness every 40 ms (one frame), from a mono 8 kHz decode of the file's first audio stream. */
async function envelope(filePath: string): Promise<number[]> {
  const { stdout } = await ffmpeg([
    '-v',
    'error',
    '-i',
    filePath,
    '-map',
    '0:a:0',
    '-ac',
    '1',
    '-ar',
    '8000',
    '-f',
    'f32le',
    'pipe:1',
  ]);
  const samples = new Float32Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 4));
  const frame = 8000 / FPS;
  const levels: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame) {
    let sum = 0;
    for (let i = start; i < start + frame; i += 1) sum += samples[i]! ** 2;
    levels.push(Math.sqrt(sum / frame));
  }
  return levels;
}

function correlation(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  const mean = (v: number[]) => v.slice(0, n).reduce((s, x) => s + x, 0) / n;
  const [ma, mb] = [mean(a), mean(b)];
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i += 1) {
    ab += (a[i]! - ma) * (b[i]! - mb);
    aa += (a[i]! - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  }
  return ab / Math.sqrt(aa * bb);
}

/** Frame `n` of a video as RGB. */
function frameAt(filePath: string, n: number, width: number, height: number) {
  return ffmpegFile(
    [
      ...['-i', filePath, '-vf', `select=eq(n\\,${n}),scale=${width}:${height}`, '-frames:v', '1'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24'],
    ],
    'rgb',
  );
}

/**
 * Where two frames differ strongly: how many pixels, and the box holding the middle 90% of them in each direction
 * (a few pixels of encoding noise elsewhere do not widen it).
 */
function changedRegion(a: Buffer, b: Buffer, width: number) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < a.length; i += 3) {
    const diff = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    if (diff < 120) continue;
    xs.push((i / 3) % width);
    ys.push(Math.floor(i / 3 / width));
  }
  const share = (values: number[], p: number) =>
    [...values].sort((m, n) => m - n)[Math.floor(p * (values.length - 1))]!;
  if (xs.length === 0) return { pixels: 0, x0: 0, x1: 0, y0: 0, y1: 0 };
  return { pixels: xs.length, x0: share(xs, 0.05), x1: share(xs, 0.95), y0: share(ys, 0.05), y1: share(ys, 0.95) };
}

describe('V3 lip sync of a video', () => {
  it('makes the speaker say textToSpeech’s audio, polled by getLipVideoResult, and charges it once', async () => {
    const me = await openCaller(t);
    await credit(me.user.id, 100);
    const spoken = await speech(me);
    const video = await uploadFile(t, me.token, { fileName: 'me.mp4', body: portraitClip });
    const before = await position(me.user.id);

    const submitted = await openCall<TOpenJob>(t, me, OpenApiV3.submitLipTask, {
      taskName: 'New words',
      videoUrl: `http://elsewhere.example${downloadUrl(video.id)}`,
      audioUrl: spoken.audioUrl,
    });
    expect(submitted.code, submitted.message).toBe('200');
    const jobId = Number(submitted.data.jobId);
    expect(jobId).toBeGreaterThan(LIP_SYNC_JOB_BASE);
    const held = (await position(me.user.id)).held - before.held;
    // 1 K-coin a started second of the audio.
    expect(held).toBeGreaterThanOrEqual(Math.floor(spoken.durationMs / 1000));
    expect(held).toBeLessThanOrEqual(Math.ceil(spoken.durationMs / 1000));
    expect((await lipResult(me, submitted.data.jobId)).data).toMatchObject({
      jobId: submitted.data.jobId,
      status: OpenJobStatus.Waiting,
      videoTask: null,
      failMessage: null,
    });
    const stranger = await openCaller(t);
    expect((await lipResult(stranger, submitted.data.jobId)).code).toBe('404');

    await renderLipSync({ taskId: jobId - LIP_SYNC_JOB_BASE }, t.ctx);
    const done = await lipResult(me, jobId);
    expect(done.data).toMatchObject({ status: OpenJobStatus.Success, progress: 100, failMessage: null });
    expect(done.data.videoTask).toMatchObject({ taskId: jobId, taskName: 'New words', costMoney: held });
    const after = await position(me.user.id);
    expect(after).toEqual({ balance: before.balance - held, held: before.held, available: before.available - held });

    const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-lip-sync-test-'));
    try {
      const outPath = await download(done.data.videoTask!.videoUrl, dir, 'out.mp4');
      const speechPath = await download(spoken.audioUrl, dir, 'speech.mp3');
      const sourcePath = path.join(dir, 'source.mp4');
      await writeFile(sourcePath, portraitClip);
      const out = await probe(outPath);
      const speechSec = (await probe(speechPath)).durationSec;
      // As long as the audio, not the 2 s video; the picture and the sound both.
      expect(out.durationSec).toBeCloseTo(speechSec, 1);
      expect(out.audio?.durationSec).toBeCloseTo(speechSec, 1);
      expect(out.video).toMatchObject({ width: 384, height: 480 });
      expect(done.data.videoTask!.duration).toBeCloseTo(speechSec, 0);
      // The sound is the new speech: its loudness rises and falls with it.
      expect(correlation(await envelope(outPath), await envelope(speechPath))).toBeGreaterThan(0.9);

      // Where the speech is loudest the mouth is redrawn: the frame differs from the video's own frame in a small box
      // where the speaker's mouth is (her face is a little right of the middle, at half height), and nowhere else.
      const loudness = await envelope(speechPath);
      const loudest = loudness
        .map((level, n) => ({ level, n }))
        .sort((a, b) => b.level - a.level)
        .slice(0, 3);
      for (const { n } of loudest) {
        const drawn = await frameAt(outPath, n, 384, 480);
        const original = await frameAt(sourcePath, n % (2 * FPS), 384, 480);
        const region = changedRegion(drawn, original, 384);
        expect(region.pixels, `frame ${n}`).toBeGreaterThan(100);
        expect((region.x0 + region.x1) / 2 / 384, `frame ${n}`).toBeGreaterThan(0.45);
        expect((region.x0 + region.x1) / 2 / 384, `frame ${n}`).toBeLessThan(0.7);
        expect((region.y0 + region.y1) / 2 / 480, `frame ${n}`).toBeGreaterThan(0.4);
        expect((region.y0 + region.y1) / 2 / 480, `frame ${n}`).toBeLessThan(0.65);
        expect(((region.x1 - region.x0) * (region.y1 - region.y0)) / (384 * 480), `frame ${n}`).toBeLessThan(0.04);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    // Run again (a retried job): nothing more is made or charged.
    const kept = await keptOf(me.user.id);
    await renderLipSync({ taskId: jobId - LIP_SYNC_JOB_BASE }, t.ctx);
    expect(await position(me.user.id)).toEqual(after);
    expect(await keptOf(me.user.id)).toEqual(kept);
    await expectLedgersBalanced(t);
  }, 240_000);

  it('refuses a video without a face in the caller’s language, keeping and charging nothing', async () => {
    const me = await openCaller(t);
    await credit(me.user.id, 100);
    const spoken = await speech(me);
    const room = await uploadFile(t, me.token, { fileName: 'room.mp4', body: emptyRoom });
    const before = { kept: await keptOf(me.user.id), money: await position(me.user.id) };
    for (const language of ['en', 'zh', 'pt'] as const) {
      const res = await openCall(
        t,
        me,
        OpenApiV3.submitLipTask,
        { taskName: 'Nobody', videoFileId: room.id, audioFileId: spoken.fileId },
        { Language: language },
      );
      expect([res.code, res.message]).toEqual(['400', translate('lipSyncNoFace', language)]);
    }
    expect(await keptOf(me.user.id)).toEqual(before.kept);
    expect(await position(me.user.id)).toEqual(before.money);
  }, 60_000);

  it('refuses files from elsewhere, another user’s, a missing video, a video as audio, a long audio and a short balance', async () => {
    // No K-coins, and a WAV of the caller's own for the audio.
    const me = await openCaller(t);
    const tone = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=220:d=3', '-ac', '1', '-ar', '16000'], 'wav');
    const audio = await uploadFile(t, me.token, { fileName: 'tone.wav', body: tone });
    const video = await uploadFile(t, me.token, { fileName: 'me.mp4', body: portraitClip });
    const lecture = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=220:d=602', '-ac', '1', '-ar', '8000'], 'wav');
    const tooLong = await uploadFile(t, me.token, { fileName: 'lecture.wav', body: lecture });
    const stranger = await openCaller(t);
    const theirs = await uploadFile(t, stranger.token, { fileName: 'them.mp4', body: portraitClip });
    const before = { kept: await keptOf(me.user.id), money: await position(me.user.id) };
    const submit = (body: object) =>
      openCall(t, me, OpenApiV3.submitLipTask, { taskName: 'Refused', audioFileId: audio.id, ...body });

    const elsewhere = await submit({ videoUrl: 'https://cdn.example.com/me.mp4' });
    expect([elsewhere.code, elsewhere.message]).toEqual(['400', translate('openApiAddressNotOwn', 'en')]);
    expect((await submit({})).message).toBe(translate('lipSyncVideoRequired', 'en'));
    expect((await submit({ videoFileId: theirs.id })).code).toBe('404');
    expect((await submit({ videoUrl: downloadUrl(theirs.id) })).code).toBe('404');
    const videoAsAudio = await submit({ videoFileId: video.id, audioFileId: video.id });
    expect([videoAsAudio.code, videoAsAudio.message]).toEqual(['400', translate('lipSyncAudioWrongFormat', 'en')]);
    // Over the 10 minutes an audio may last.
    const long = await submit({ videoFileId: video.id, audioFileId: tooLong.id });
    expect([long.code, long.message]).toEqual(['400', translate('audioTooLong', 'en', { max: 10 })]);
    // Everything else is right: 3 K-coins are more than the balance.
    const poor = await submit({ videoFileId: video.id });
    expect(poor.code).toBe('507');

    expect(await keptOf(me.user.id)).toEqual(before.kept);
    expect(await position(me.user.id)).toEqual(before.money);
    // A number past every lip-sync job's is refused by name; one no task has is not found.
    expect((await lipResult(me, '99999999999')).message).toContain('jobId');
    expect((await lipResult(me, LIP_SYNC_JOB_BASE + 999_999)).code).toBe('404');
  }, 60_000);

  it('gives the K-coins back when the last attempt fails, and when a worker was lost', async () => {
    const me = await openCaller(t);
    await credit(me.user.id, 100);
    const spoken = await speech(me);
    const video = await uploadFile(t, me.token, { fileName: 'me.mp4', body: portraitClip });
    const before = await position(me.user.id);
    const submitted = await openCall<TOpenJob>(t, me, OpenApiV3.submitLipTask, {
      taskName: 'Lost video',
      videoFileId: video.id,
      audioUrl: spoken.audioUrl,
    });
    expect(submitted.code, submitted.message).toBe('200');
    const taskId = Number(submitted.data.jobId) - LIP_SYNC_JOB_BASE;
    expect((await position(me.user.id)).held).toBeGreaterThan(0);

    // The video's bytes are gone from storage: every attempt fails, and the last one gives up.
    const [row] = await t.ctx.database.db.select().from(files).where(eq(files.id, video.id));
    await t.ctx.storage.delete(row!.storageKey);
    const keptBefore = await keptOf(me.user.id);
    for (let attempt = 1; attempt < MAX_LIP_SYNC_ATTEMPTS; attempt += 1) {
      await expect(renderLipSync({ taskId }, t.ctx)).rejects.toThrow();
    }
    await renderLipSync({ taskId }, t.ctx);
    const failed = await lipResult(me, submitted.data.jobId, 'pt');
    expect(failed.data).toMatchObject({
      status: OpenJobStatus.Failed,
      videoTask: null,
      failMessage: translate('lipSyncFailed', 'pt'),
    });
    expect(await position(me.user.id)).toEqual(before);
    expect(await keptOf(me.user.id)).toEqual(keptBefore);

    // A worker killed mid-render leaves the task processing: after an hour without progress it is failed and refunded.
    const other = await uploadFile(t, me.token, { fileName: 'me again.mp4', body: portraitClip });
    const again = await openCall<TOpenJob>(t, me, OpenApiV3.submitLipTask, {
      taskName: 'Lost worker',
      videoFileId: other.id,
      audioFileId: spoken.fileId,
    });
    expect(again.code, again.message).toBe('200');
    const lostId = Number(again.data.jobId) - LIP_SYNC_JOB_BASE;
    await t.ctx.database.db
      .update(lipSyncTasks)
      .set({ status: TaskStatus.Processing, updatedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(lipSyncTasks.id, lostId));
    await failStalledLipSyncs({}, t.ctx);
    expect((await lipResult(me, again.data.jobId)).data.status).toBe(OpenJobStatus.Failed);
    expect(await position(me.user.id)).toEqual(before);
    await expectLedgersBalanced(t);
  }, 60_000);
});

describe('with a lip-sync server configured', () => {
  it('sends it a video longer than the speech with the speech, and keeps the face it returns for the speech’s length', async () => {
    const server = await startLipSyncServer();
    const app = await createTestApp({ lipSyncEngine: { baseUrl: server.url } });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-lip-sync-plug-'));
    try {
      const me = await openCaller(app);
      await credit(me.user.id, 100, app);
      const spoken = await speech(me, app);
      // Longer than the speech: cut, not looped.
      const longClip = await makeCloneVideo('onePerson', { seconds: 6, height: 480 });
      const video = await uploadFile(app, me.token, { fileName: 'long.mp4', body: longClip });
      const submitted = await openCall<TOpenJob>(app, me, OpenApiV3.submitLipTask, {
        taskName: 'Plugged',
        videoFileId: video.id,
        audioFileId: spoken.fileId,
      });
      expect(submitted.code, submitted.message).toBe('200');
      await renderLipSync({ taskId: Number(submitted.data.jobId) - LIP_SYNC_JOB_BASE }, app.ctx);
      const done = await lipResult(me, submitted.data.jobId, 'en', app);
      expect(done.data.status, done.data.failMessage ?? '').toBe(OpenJobStatus.Success);
      expect(server.received).toHaveLength(1);
      expect(server.received[0]).toMatchObject({ faceType: 'video/mp4', fps: FPS });
      const speechPath = await download(spoken.audioUrl, dir, 'speech.mp3', app);
      const speechSec = (await probe(speechPath)).durationSec;
      expect(server.received[0]!.audioSec).toBeCloseTo(speechSec, 1);

      const outPath = await download(done.data.videoTask!.videoUrl, dir, 'out.mp4', app);
      expect((await probe(outPath)).durationSec).toBeCloseTo(speechSec, 1);
      // The server's mark fills the bottom-left quarter of every frame it returns.
      const [r, g, b] = await ffmpegFile(
        [
          ...['-ss', '1', '-i', outPath, '-frames:v', '1'],
          ...['-vf', `format=rgb24,crop=1:1:${Math.round(384 / 10)}:${Math.round(480 * 0.8)}`],
          ...['-f', 'rawvideo', '-pix_fmt', 'rgb24'],
        ],
        'rgb',
      );
      expect({ r: r! > 200, g: g! < 60, b: b! > 200 }).toEqual({ r: true, g: true, b: true });
      expect((await position(me.user.id, app)).held).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await app.close();
      await server.close();
    }
  }, 240_000);
});
