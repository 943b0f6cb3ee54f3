import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DigitalHumanApi,
  FileSource,
  TaskApi,
  TaskStageStart,
  TaskStatus,
  translate,
  type TPhotoAvatar,
  type TVideoTask,
} from '@orator/contracts';
import { probe } from '@orator/media';
import { portrait, startLipSyncServer } from '@orator/media/testing';
import { api } from '../../../test/api';
import { runWhileDeleted } from '../../../test/delete-while-running';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, uploadFile } from '../../../test/users';
import { savedTask, taskDetail, videoTask } from '../../../test/video';
import { analyzePhoto } from '../avatar/analyze-photo.job';
import { servicesFor } from '../services';
import { MAX_RENDER_ATTEMPTS, renderVideo } from './render-video.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member with K-coins: no free uses, so every render is paid. */
async function userWithKcoins(app = t) {
  const user = await activeUser(app);
  await buyKcoins(app, user.token, 'kc500');
  await setUser(app, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  return user;
}

/** Uploads a portrait as a talking photo and runs its analysis: the photo as the progress poll then shows it. */
async function analysedPhoto(token: string, app = t) {
  const file = await uploadFile(
    app,
    token,
    { fileName: 'me.jpg', body: await portrait('blonde') },
    FileSource.Portrait,
  );
  const started = await app.call<TPhotoAvatar>({
    method: 'POST',
    url: api(DigitalHumanApi.photoUploadNew),
    token,
    payload: { fileId: file.id, name: 'Me' },
  });
  expect(started.data.status).toBe('processing');
  await analyzePhoto({ photoId: started.data.id }, app.ctx);
  const ready = await app.call<TPhotoAvatar>({
    method: 'GET',
    url: `${api(DigitalHumanApi.photoUploadProgress)}?id=${started.data.id}`,
    token,
  });
  return ready.data;
}

/** Probes the stored MP4 of a finished task. */
async function renderedVideo(task: TVideoTask) {
  const row = await servicesFor(t.ctx).fileRepo.byId(task.targetFileId!);
  const file = path.join(os.tmpdir(), `orator-render-${task.id}.mp4`);
  const { stream } = await t.ctx.storage.get(row!.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await writeFile(file, Buffer.concat(chunks));
  return probe(file);
}

describe('rendering a video task', () => {
  it('turns a script into a 9:16 MP4 with equal audio and video, and charges at most the quoted K-coins', async () => {
    const { token } = await userWithKcoins();
    const before = await kcoinBalance(t, token);
    const task = await savedTask(
      t,
      token,
      videoTask({ ratio: '9:16', subtitles: { enabled: true, fontId: 'noto-sans', color: '#ffffff' } }),
    );
    await renderVideo({ taskId: task.id }, t.ctx);

    const done = await taskDetail(t, token, task.id);
    expect(done.taskStatusTypeId).toBe(TaskStatus.Finished);
    expect(done.progress).toBe(100);
    expect(done.targetFileUrl).toMatch(/downloadFileById/);
    expect(done.targetFileThumbnailUrl).toMatch(/downloadFileById/);
    const info = await renderedVideo(done);
    expect(info.video).toMatchObject({ width: 720, height: 1280 });
    expect(Math.abs(info.video!.fps - 25)).toBeLessThan(0.01);
    expect(Math.abs(info.durationSec - done.voicePackageDurationSecond!)).toBeLessThan(0.2);
    expect(Math.abs((info.audio?.durationSec ?? 0) - info.durationSec)).toBeLessThan(0.1);
    expect(done.costKcoins).toBeLessThanOrEqual(task.costKcoins);
    expect(await kcoinBalance(t, token)).toBe(before - done.costKcoins);
    await expectLedgersBalanced(t);

    // Rendering the same job again (a retried delivery) neither renders nor charges twice.
    await renderVideo({ taskId: task.id }, t.ctx);
    expect((await taskDetail(t, token, task.id)).targetFileId).toBe(done.targetFileId);
    expect(await kcoinBalance(t, token)).toBe(before - done.costKcoins);
  });

  it('renders Chinese and Portuguese scripts', async () => {
    const { token } = await userWithKcoins();
    for (const [voiceId, copyContent] of [
      [
        'espeak:zh-CN:f2',
        '欢迎来到我们的产品介绍。今天我将向您展示如何用数字人轻松制作一段视频，整个过程只需要几分钟。',
      ],
      [
        'espeak:pt-BR:m3',
        'Bem-vindo à nossa apresentação. Hoje vou mostrar como é fácil criar um vídeo com um apresentador digital.',
      ],
    ] as const) {
      const task = await savedTask(
        t,
        token,
        videoTask({
          copyContent,
          speech: { voiceId, speakRate: 1, speakPitch: 1, volume: 1 },
          ratio: '1:1',
          subtitles: { enabled: true, fontId: 'noto-sans', color: '#ffff00' },
        }),
      );
      await renderVideo({ taskId: task.id }, t.ctx);
      const done = await taskDetail(t, token, task.id);
      expect(done.taskStatusTypeId, copyContent).toBe(TaskStatus.Finished);
      expect((await renderedVideo(done)).video).toMatchObject({ width: 720, height: 720 });
    }
    // Two renders one after the other: on a loaded 2-core machine they took 30 s together.
  });

  it('gives the K-coins back when a render fails for good', async () => {
    const { token, user } = await userWithKcoins();
    const before = await kcoinBalance(t, token);
    const background = await uploadFile(
      t,
      token,
      { fileName: 'studio.png', body: await portrait('blonde') },
      FileSource.Background,
    );
    const task = await savedTask(t, token, videoTask({ background: { type: 'upload', fileId: background.id } }));
    // The background's bytes vanish from storage: every run fails.
    const row = await servicesFor(t.ctx).fileRepo.byId(background.id);
    await t.ctx.storage.delete(row!.storageKey);
    for (let run = 1; run < MAX_RENDER_ATTEMPTS; run++) {
      await expect(renderVideo({ taskId: task.id }, t.ctx)).rejects.toThrow();
      expect((await taskDetail(t, token, task.id)).taskStatusTypeId).toBe(TaskStatus.Processing);
    }
    await renderVideo({ taskId: task.id }, t.ctx);
    const failed = await taskDetail(t, token, task.id);
    expect(failed.taskStatusTypeId).toBe(TaskStatus.Failed);
    expect(failed.failMessage).toBe(translate('videoFailedSystem', 'en'));
    expect(await kcoinBalance(t, token)).toBe(before);
    await expectLedgersBalanced(t);
    expect(user.id).toBeGreaterThan(0);

    // Retrying reserves the price again; a good background lets it finish.
    await t.ctx.storage.put(row!.storageKey, await portrait('blonde'), 'image/jpeg');
    const retried = await t.call<TVideoTask>({
      method: 'POST',
      url: api(TaskApi.retry),
      token,
      payload: { id: task.id },
    });
    expect(retried.data.taskStatusTypeId).toBe(TaskStatus.Queued);
    expect(await kcoinBalance(t, token)).toBe(before - task.costKcoins);
    await renderVideo({ taskId: task.id }, t.ctx);
    expect((await taskDetail(t, token, task.id)).taskStatusTypeId).toBe(TaskStatus.Finished);
  });

  it('stops a task deleted while it renders: no video is stored and nothing is charged', async () => {
    const { token, user } = await userWithKcoins();
    const before = await kcoinBalance(t, token);
    const task = await savedTask(t, token, videoTask());
    // The user deletes it once the speech is made, as the page shows it moving on to drawing.
    await runWhileDeleted(
      t,
      { ownerId: user.id, kind: 'video', id: task.id, fromProgress: TaskStageStart.video.drawing },
      () => renderVideo({ taskId: task.id }, t.ctx),
      () => t.call({ method: 'POST', url: api(TaskApi.delete), token, payload: { id: task.id } }),
    );

    const row = await servicesFor(t.ctx).taskRepo.byId(task.id);
    expect(row?.deletedAt).toBeTruthy();
    expect(row?.targetFileId).toBeNull();
    expect(row?.status).not.toBe(TaskStatus.Finished);
    expect(await kcoinBalance(t, token)).toBe(before);
    await expectLedgersBalanced(t);
  });
});

describe('talking photos', () => {
  it('turns a portrait into an avatar that renders a video', async () => {
    const { token } = await userWithKcoins();
    const ready = await analysedPhoto(token);
    expect(ready.status).toBe('ready');
    const sprite = await t.app.inject({ method: 'GET', url: ready.thumbnailUrl!.replace('/poster', '/sprite') });
    expect(sprite.headers['content-type']).toBe('image/png');

    const task = await savedTask(t, token, videoTask({ digitalHumanId: ready.digitalHumanId, ratio: '16:9' }));
    expect(task.supportTypeId).toBe(100);
    await renderVideo({ taskId: task.id }, t.ctx);
    const done = await taskDetail(t, token, task.id);
    expect(done.taskStatusTypeId).toBe(TaskStatus.Finished);
    expect((await renderedVideo(done)).video).toMatchObject({ width: 1280, height: 720 });
  });

  it('are drawn by a configured lip-sync server, and stock presenters are not', async () => {
    const server = await startLipSyncServer();
    const app = await createTestApp({ lipSyncEngine: { baseUrl: server.url } });
    try {
      const { token } = await userWithKcoins(app);
      const ready = await analysedPhoto(token, app);
      const talking = await savedTask(app, token, videoTask({ digitalHumanId: ready.digitalHumanId, ratio: '1:1' }));
      await renderVideo({ taskId: talking.id }, app.ctx);
      expect((await taskDetail(app, token, talking.id)).taskStatusTypeId).toBe(TaskStatus.Finished);
      expect(server.received).toHaveLength(1);
      // The still is the photo as the square canvas shows it.
      const [job] = server.received;
      expect(job!.faceType).toBe('image/png');
      expect(job!.faceWidth).toBe(job!.faceHeight);
      expect(job!.faceWidth).toBeGreaterThanOrEqual(720);

      const stock = await savedTask(app, token, videoTask({ ratio: '1:1' }));
      await renderVideo({ taskId: stock.id }, app.ctx);
      expect((await taskDetail(app, token, stock.id)).taskStatusTypeId).toBe(TaskStatus.Finished);
      expect(server.received).toHaveLength(1);
    } finally {
      await app.close();
      await server.close();
    }
  }, 180_000);

  it('refuses a group photo with the reason, in the reader language', async () => {
    const { samplePhoto } = await import('@orator/media/testing');
    const { token } = await activeUser(t);
    const file = await uploadFile(t, token, { fileName: 'team.jpg', body: await samplePhoto(4) }, FileSource.Portrait);
    const started = await t.call<TPhotoAvatar>({
      method: 'POST',
      url: api(DigitalHumanApi.photoUploadNew),
      token,
      payload: { fileId: file.id },
    });
    await analyzePhoto({ photoId: started.data.id }, t.ctx);
    const refused = await t.call<TPhotoAvatar>({
      method: 'GET',
      url: `${api(DigitalHumanApi.photoUploadProgress)}?id=${started.data.id}`,
      token,
      headers: { Language: 'zh' },
    });
    expect(refused.data.status).toBe('failed');
    expect(refused.data.failMessage).toBe(translate('photoMultipleFaces', 'zh'));
  });
});
