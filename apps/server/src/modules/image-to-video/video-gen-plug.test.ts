import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  FileSource,
  ImageToVideoApi,
  Price,
  ResultCode,
  TaskStatus,
  type TVideoGenDefaults,
  type TVideoGenTask,
} from '@orator/contracts';
import { probe } from '@orator/media';
import { startVideoServer, type VideoTestServer } from '@orator/media/testing';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, uploadFile, type ActiveUser } from '../../../test/users';
import { servicesFor } from '../services';
import { MAX_VIDEO_GEN_ATTEMPTS, renderVideoGen } from './render-video-gen.job';

let server: VideoTestServer;
let failing: VideoTestServer;
let t: TestApp;
let broken: TestApp;
let work: string;

beforeAll(async () => {
  server = await startVideoServer({ requireKey: 'video-key' });
  failing = await startVideoServer({ failWith: 'out of GPU memory' });
  t = await createTestApp({ videoEngine: { baseUrl: server.url, apiKey: 'video-key' } });
  broken = await createTestApp({ videoEngine: { baseUrl: failing.url } });
  work = await mkdtemp(join(tmpdir(), 'video-gen-plug-'));
}, 60_000);

afterAll(async () => {
  await t.close();
  await broken.close();
  await server.close();
  await failing.close();
  await rm(work, { recursive: true, force: true });
});

async function submit(app: TestApp, user: ActiveUser, url: string, payload: object) {
  const submitted = await app.call<TVideoGenTask>({ method: 'POST', url: api(url), token: user.token, payload });
  expect(submitted.code, submitted.message).toBe(ResultCode.Success);
  return submitted.data;
}

function detail(app: TestApp, user: ActiveUser, id: number) {
  return app.call<TVideoGenTask>({
    method: 'GET',
    url: api(`${ImageToVideoApi.getImageToVideoDetail}?id=${id}`),
    token: user.token,
  });
}

async function probed(user: ActiveUser, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { aigcToken: user.token } });
  expect(res.headers['content-type']).toBe('video/mp4');
  const path = join(work, `${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(path, res.rawPayload);
  return probe(path);
}

describe('image and text to video with a video generation server (VIDEO_ENGINE_URL)', () => {
  it('says it generates, and sends the pictures and prompt to the server', async () => {
    const user = await activeUser(t);
    const defaults = await t.call<TVideoGenDefaults>({
      method: 'GET',
      url: api(ImageToVideoApi.getPromptWord),
      token: user.token,
    });
    expect(defaults.data.engine).toBe('generated');
    const picture = await uploadFile(
      t,
      user.token,
      {
        fileName: 'grey.jpg',
        body: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080' } })
          .jpeg()
          .toBuffer(),
      },
      FileSource.UserUpload,
    );
    const task = await submit(t, user, ImageToVideoApi.submitImageToVideo, {
      imageFileIds: [picture.id],
      prompt: 'the waves roll in',
      ratio: '9:16',
      durationSec: 5,
    });
    expect(task.engine).toBe('generated');
    await renderVideoGen({ taskId: task.id }, t.ctx);
    const done = (await detail(t, user, task.id)).data;
    expect(done).toMatchObject({
      taskStatusTypeId: TaskStatus.Finished,
      engine: 'generated',
      width: 720,
      height: 1280,
    });
    expect(server.received.at(-1)).toMatchObject({
      authorization: 'Bearer video-key',
      prompt: 'the waves roll in',
      width: 720,
      height: 1280,
      durationSec: 5,
      imageTypes: ['image/png'],
    });
    const measured = await probed(user, done.targetFileUrl!);
    expect(measured.video).toMatchObject({ width: 720, height: 1280 });
    expect(Math.abs(measured.durationSec - 5)).toBeLessThan(0.2);
  });

  it('films a text alone on the server, and keeps narrated text on composed cards', async () => {
    const user = await activeUser(t);
    const task = await submit(t, user, ImageToVideoApi.submitImageToVideoNew, {
      text: 'A lighthouse at dusk.',
      ratio: '1:1',
    });
    await renderVideoGen({ taskId: task.id }, t.ctx);
    expect((await detail(t, user, task.id)).data).toMatchObject({
      taskStatusTypeId: TaskStatus.Finished,
      engine: 'generated',
    });
    expect(server.received.at(-1)).toMatchObject({ prompt: 'A lighthouse at dusk.', imageTypes: [], width: 720 });

    const other = await activeUser(t);
    const narrated = await submit(t, other, ImageToVideoApi.submitImageToVideoNew, {
      text: 'A lighthouse at dusk.',
      voiceId: 'espeak:en-US:f2',
    });
    expect(narrated.engine).toBe('composed');
  });

  it('gives the K-coins back and shows the SPEC failure when the server fails every attempt', async () => {
    const user = await activeUser(broken);
    await setUser(broken, user.user.id, { plan: 'standard', subscriptionStatus: 45 });
    await servicesFor(broken.ctx).ledger.credit({
      userId: user.user.id,
      amount: 30,
      idempotencyKey: `grant-${user.user.id}`,
      reason: 'redeem',
    });
    const task = await submit(broken, user, ImageToVideoApi.submitImageToVideoNew, { text: 'A quiet harbour.' });
    expect(await kcoinBalance(broken, user.token)).toBe(30 - Price.videoGenKcoinPerClip);
    // The queue runs a failed job again; every run before the last hands the error back to it.
    for (let attempt = 1; attempt < MAX_VIDEO_GEN_ATTEMPTS; attempt++) {
      await expect(renderVideoGen({ taskId: task.id }, broken.ctx)).rejects.toThrow('out of GPU memory');
      expect(await kcoinBalance(broken, user.token)).toBe(30 - Price.videoGenKcoinPerClip);
    }
    await renderVideoGen({ taskId: task.id }, broken.ctx);
    expect((await detail(broken, user, task.id)).data).toMatchObject({
      taskStatusTypeId: TaskStatus.Failed,
      targetFileUrl: null,
      failReason: 'Sorry, your video generation failed due to system reasons',
    });
    expect(await kcoinBalance(broken, user.token)).toBe(30);
    await expectLedgersBalanced(broken);
  });
});
