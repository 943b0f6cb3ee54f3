import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FaceSwapApi,
  ResultCode,
  SubscriptionStatus,
  TaskStatus,
  translate,
  type TFaceSwapFace,
  type TFaceSwapPreview,
  type TFaceSwapTask,
} from '@orator/contracts';
import { probe } from '@orator/media';
import { makeCloneVideo, portrait } from '@orator/media/testing';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, type ActiveUser } from '../../../test/users';
import { analyseFaceSwapVideo } from './analyse-face-video.job';
import { faceSwapClient } from './face-swap-test-kit';
import { renderFaceSwap } from './render-face-swap.job';

let t: TestApp;
let work: string;
let user: ActiveUser;

beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(join(tmpdir(), 'face-swap-test-'));
  user = await activeUser(t);
  await setUser(t, user.user.id, {
    plan: 'standard',
    subscriptionStatus: SubscriptionStatus.Subscribed,
    vipExpireTime: new Date(Date.now() + 30 * 86_400_000),
  });
  await buyKcoins(t, user.token, 'kc500');
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

/** Downloads a stored file as its owner would. */
async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { aigcToken: user.token } });
  return { status: res.statusCode, body: res.rawPayload };
}

describe('face library (avatarCheckFace, avatarList, avatarDel)', () => {
  it('admits a clear portrait and refuses a picture without a face or with two, each with its message', async () => {
    const client = faceSwapClient(t, user.token);
    const ready = await client.libraryFace(await portrait('painted'), 'Painted');
    expect(ready).toMatchObject({ state: 'ready', progress: 100, problem: null, message: null });

    const blank = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7aa0c8' } })
      .jpeg()
      .toBuffer();
    const noFace = await client.libraryFace(blank, 'Blank');
    expect(noFace).toMatchObject({ state: 'refused', problem: 'noFace', message: translate('faceCheckNoFace', 'en') });

    const [left, right] = await Promise.all(
      [portrait('blonde'), portrait('smiling')].map(async (p) =>
        sharp(await p)
          .resize({ height: 700 })
          .toBuffer(),
      ),
    );
    const pair = await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#000' } })
      .composite([
        { input: left!, left: 0, top: 0 },
        { input: right!, left: 700, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const two = await client.libraryFace(pair, 'Two');
    expect(two).toMatchObject({ state: 'refused', problem: 'manyFaces' });

    const zh = await client.get<TFaceSwapFace>(`${FaceSwapApi.avatarCheckFaceProgress}?id=${noFace.id}`, 'zh');
    expect(zh.data.message).toBe(translate('faceCheckNoFace', 'zh'));

    const del = await client.post(FaceSwapApi.avatarDel, { ids: [two.id] });
    expect(del.code, del.message).toBe(ResultCode.Success);
    const list = await client.get<TFaceSwapFace[]>(FaceSwapApi.avatarList);
    expect(list.data.map((face) => face.id).sort()).toEqual([ready.id, noFace.id].sort());
  });
});

describe('a two-person swap from upload to download', () => {
  it('transcodes, finds both people, previews, charges per second and delivers the swapped video', async () => {
    const client = faceSwapClient(t, user.token);
    const face = await client.libraryFace(await portrait('painted'), 'Painted');
    expect(face.state).toBe('ready');
    const clip = await makeCloneVideo('twoPeople', { seconds: 3, height: 360 });
    await writeFile(join(work, 'two.mp4'), clip);

    const uploaded = await client.uploadVideo(clip, { mode: 'multi', taskName: 'Two friends' });
    expect(uploaded.code, uploaded.message).toBe(ResultCode.Success);
    expect(uploaded.data).toMatchObject({ stage: 'transcoding', mode: 'multi', taskName: 'Two friends' });

    await analyseFaceSwapVideo({ taskId: uploaded.data.id }, t.ctx);
    const ready = (await client.info(uploaded.data.id)).data;
    expect(ready.stage).toBe('ready');
    expect(ready.people.map((person) => person.id)).toEqual(['person-1', 'person-2']);
    const thumbnail = await download(ready.people[0]!.thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    expect((await sharp(thumbnail.body).metadata()).format).toBe('jpeg');

    const mapping = { 'person-1': face.id, 'person-2': face.id };
    const preview = await client.post<TFaceSwapPreview>(FaceSwapApi.preview, { id: ready.id, mapping });
    expect(preview.code, preview.message).toBe(ResultCode.Success);
    expect(preview.data.frames.length).toBeGreaterThan(0);
    for (const frame of preview.data.frames) {
      const jpeg = Buffer.from(frame.image.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
      expect((await sharp(jpeg).metadata()).width).toBe(ready.width);
    }

    const before = await kcoinBalance(t, user.token);
    const price = Math.ceil(ready.durationSec! - 1e-6);
    const saved = await client.save({ id: ready.id, mode: 'multi', mapping });
    expect(saved.code, saved.message).toBe(ResultCode.Success);
    expect(await kcoinBalance(t, user.token)).toBe(before - price);

    await renderFaceSwap({ taskId: ready.id }, t.ctx);
    const done = (await client.info(ready.id)).data;
    expect(done).toMatchObject({ taskStatusTypeId: TaskStatus.Finished, progress: 100, costKcoins: price });
    const video = await download(done.targetFileUrl!);
    expect(video.status).toBe(200);
    await writeFile(join(work, 'out.mp4'), video.body);
    const probed = await probe(join(work, 'out.mp4'));
    expect(probed.video).toMatchObject({ codec: 'h264', width: ready.width, height: ready.height });
    expect(probed.durationSec).toBeCloseTo(ready.durationSec!, 0);
    expect((await download(done.targetFileThumbnailUrl!)).status).toBe(200);
    expect(await kcoinBalance(t, user.token)).toBe(before - price);

    const list = await client.post<{ records: TFaceSwapTask[] }>(FaceSwapApi.list, { ids: [ready.id] });
    expect(list.data.records[0]!.targetFileId).toBe(done.targetFileId);
    await expectLedgersBalanced(t);
  }, 600_000);

  it('fails a video without faces with its own message, and nothing is charged', async () => {
    const client = faceSwapClient(t, user.token);
    const before = await kcoinBalance(t, user.token);
    const uploaded = await client.uploadVideo(await makeCloneVideo('nobody', { seconds: 2, height: 240 }));
    expect(uploaded.code, uploaded.message).toBe(ResultCode.Success);
    await analyseFaceSwapVideo({ taskId: uploaded.data.id }, t.ctx);
    const failed = (await client.info(uploaded.data.id)).data;
    expect(failed).toMatchObject({ stage: 'failed', failReason: translate('faceSwapNoPeople', 'en') });
    expect(await kcoinBalance(t, user.token)).toBe(before);
  });
});
