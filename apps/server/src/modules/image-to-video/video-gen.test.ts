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
  type TImageToVideoRequest,
  type TPage,
  type TTextToVideoRequest,
  type TVideoGenDefaults,
  type TVideoGenTask,
  type TVideoGenTemplates,
} from '@orator/contracts';
import { probe } from '@orator/media';
import { portrait } from '@orator/media/testing';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, uploadFile, type ActiveUser } from '../../../test/users';
import { servicesFor } from '../services';
import { renderVideoGen } from './render-video-gen.job';

let t: TestApp;
let work: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(join(tmpdir(), 'video-gen-test-'));
  // 640 px keeps the cutout quick; the clip is 720p whatever the picture.
  photo = await sharp(await portrait('blonde'))
    .resize({ width: 640 })
    .jpeg()
    .toBuffer();
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

function submitImages(token: string, payload: TImageToVideoRequest) {
  return t.call<TVideoGenTask>({ method: 'POST', url: api(ImageToVideoApi.submitImageToVideo), token, payload });
}

function submitText(token: string, payload: TTextToVideoRequest) {
  return t.call<TVideoGenTask>({ method: 'POST', url: api(ImageToVideoApi.submitImageToVideoNew), token, payload });
}

function detail(token: string, id: number) {
  return t.call<TVideoGenTask>({ method: 'GET', url: api(`${ImageToVideoApi.getImageToVideoDetail}?id=${id}`), token });
}

function list(token: string) {
  return t.call<TPage<TVideoGenTask>>({
    method: 'POST',
    url: api(ImageToVideoApi.listImageToVideo),
    token,
    payload: { current: 1, size: 20 },
  });
}

async function uploadPhoto(user: ActiveUser) {
  return uploadFile(t, user.token, { fileName: 'photo.jpg', body: photo }, FileSource.UserUpload);
}

/** Runs the clip's job as the worker would and answers the clip as its owner then sees it. */
async function made(user: ActiveUser, submitted: { code: number; message: string; data: TVideoGenTask }) {
  expect(submitted.code, submitted.message).toBe(ResultCode.Success);
  await renderVideoGen({ taskId: submitted.data.id }, t.ctx);
  return (await detail(user.token, submitted.data.id)).data;
}

/** Downloads a stored file as its owner would; the answer's status and body. */
function download(token: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { aigcToken: token } });
}

/** Downloads a clip and measures it with ffprobe. */
async function probed(user: ActiveUser, url: string) {
  const res = await download(user.token, url);
  expect(res.headers['content-type']).toBe('video/mp4');
  const path = join(work, `${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(path, res.rawPayload);
  return probe(path);
}

describe('image to video and text to video, composed offline', () => {
  it('says it composes, and offers prompt templates in the reader’s language', async () => {
    const user = await activeUser(t);
    const defaults = await t.call<TVideoGenDefaults>({
      method: 'GET',
      url: api(ImageToVideoApi.getPromptWord),
      token: user.token,
    });
    expect(defaults.data).toMatchObject({ engine: 'composed', price: Price.videoGenKcoinPerClip });
    expect(defaults.data.input).toMatchObject({ minDurationSec: 5, maxDurationSec: 10 });
    const templates = await t.call<TVideoGenTemplates>({
      method: 'GET',
      url: api(`${ImageToVideoApi.randomPromptTemplates}?size=2`),
      token: user.token,
      headers: { Language: 'zh' },
    });
    expect(templates.data.templates).toHaveLength(2);
    expect(templates.data.templates.every((text) => /\p{Script=Han}/u.test(text))).toBe(true);
  });

  it('films a picture into a 5 s clip with a thumbnail, which only its owner can read, download or delete', async () => {
    const user = await activeUser(t);
    const picture = await uploadPhoto(user);
    const clip = await made(
      user,
      await submitImages(user.token, {
        imageFileIds: [picture.id],
        prompt: 'slow zoom in',
        ratio: '1:1',
        durationSec: 5,
      }),
    );
    expect(clip).toMatchObject({
      kind: 'image',
      engine: 'composed',
      taskStatusTypeId: TaskStatus.Finished,
      progress: 100,
      width: 720,
      height: 720,
      isFreeUse: true,
      costKcoins: 0,
      failReason: null,
    });
    const measured = await probed(user, clip.targetFileUrl!);
    expect(measured.durationSec).toBeGreaterThan(4.8);
    expect(measured.durationSec).toBeLessThan(5.3);
    expect(measured.video).toMatchObject({ width: 720, height: 720 });
    const thumbnail = await download(user.token, clip.targetFileThumbnailUrl!);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 360, height: 360 });
    expect((await list(user.token)).data.records.map((task) => task.id)).toEqual([clip.id]);

    const other = await activeUser(t);
    expect(await detail(other.token, clip.id)).toMatchObject({
      code: ResultCode.NotFound,
      message: 'This video no longer exists',
    });
    // Refusals come in the API envelope, not as the file.
    const theirDownload = await download(other.token, clip.targetFileUrl!);
    expect(theirDownload.headers['content-type']).not.toBe('video/mp4');
    expect(theirDownload.json()).toMatchObject({ code: ResultCode.NotFound });
    const theirDelete = await t.call({
      method: 'POST',
      url: api(ImageToVideoApi.deleteImageToVideo),
      token: other.token,
      payload: { ids: [clip.id] },
    });
    expect(theirDelete.code).toBe(ResultCode.NotFound);
    expect((await list(other.token)).data.total).toBe(0);
    expect((await detail(user.token, clip.id)).data.taskStatusTypeId).toBe(TaskStatus.Finished);
    // Someone else's picture is refused as unknown, before anything is held.
    expect((await submitImages(other.token, { imageFileIds: [picture.id] })).code).toBe(ResultCode.NotFound);

    const mine = await t.call({
      method: 'POST',
      url: api(ImageToVideoApi.deleteImageToVideo),
      token: user.token,
      payload: { ids: [clip.id] },
    });
    expect(mine.code).toBe(ResultCode.Success);
    expect((await detail(user.token, clip.id)).code).toBe(ResultCode.NotFound);
  }, 240_000);

  it('turns sentences into a narrated, subtitled clip', async () => {
    const user = await activeUser(t);
    const clip = await made(
      user,
      await submitText(user.token, {
        text: 'Fresh bread every morning. Baked with love.',
        ratio: '1:1',
        durationSec: 5,
        voiceId: 'espeak:en-US:f2',
        hasSubtitles: true,
      }),
    );
    expect(clip).toMatchObject({ kind: 'text', engine: 'composed', taskStatusTypeId: TaskStatus.Finished });
    const measured = await probed(user, clip.targetFileUrl!);
    expect(measured.durationSec).toBeGreaterThan(4.8);
    expect(measured.durationSec).toBeLessThan(10.3);
    expect(measured.video).toMatchObject({ width: 720, height: 720 });
    expect(measured.audio).toBeTruthy();
    expect(clip.durationSec).toBeCloseTo(measured.durationSec, 0);
  }, 240_000);

  it('refuses a prompt naming a public figure or a listed word, with the SPEC message and nothing charged', async () => {
    const user = await activeUser(t);
    await setUser(t, user.user.id, { plan: 'standard', subscriptionStatus: 45 });
    await servicesFor(t.ctx).ledger.credit({
      userId: user.user.id,
      amount: 50,
      idempotencyKey: `grant-${user.user.id}`,
      reason: 'redeem',
    });
    const picture = await uploadPhoto(user);
    const answers = [
      await submitImages(user.token, { imageFileIds: [picture.id], prompt: 'Taylor Swift waving on stage' }),
      await submitText(user.token, { text: 'Elon Musk launches a rocket.' }),
      await submitText(user.token, { text: 'How to do bomb making at home.' }),
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ code: ResultCode.BadRequest, message: 'The entered text contains violations' });
    }
    expect(await kcoinBalance(t, user.token)).toBe(50);
    expect((await list(user.token)).data.total).toBe(0);
  });

  it('admits exactly one of parallel submissions when the balance pays for one, and gives it back on deletion', async () => {
    const user = await activeUser(t);
    // A Standard member may run three clips at once and has no free uses: only the balance limits this burst.
    await setUser(t, user.user.id, { plan: 'standard', subscriptionStatus: 45 });
    await servicesFor(t.ctx).ledger.credit({
      userId: user.user.id,
      amount: Price.videoGenKcoinPerClip,
      idempotencyKey: `grant-${user.user.id}`,
      reason: 'redeem',
    });
    const answers = await Promise.all([1, 2, 3].map((n) => submitText(user.token, { text: `Scene number ${n}.` })));
    const accepted = answers.filter((answer) => answer.code === ResultCode.Success);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === ResultCode.InsufficientBalance)).toHaveLength(2);
    expect(accepted[0]!.data).toMatchObject({ costKcoins: Price.videoGenKcoinPerClip, isFreeUse: false });
    expect(await kcoinBalance(t, user.token)).toBe(0);

    const deleted = await t.call({
      method: 'POST',
      url: api(ImageToVideoApi.deleteImageToVideo),
      token: user.token,
      payload: { ids: [accepted[0]!.data.id] },
    });
    expect(deleted.code).toBe(ResultCode.Success);
    // The worker finds the clip deleted and stores and charges nothing.
    await renderVideoGen({ taskId: accepted[0]!.data.id }, t.ctx);
    expect(await kcoinBalance(t, user.token)).toBe(Price.videoGenKcoinPerClip);
    await expectLedgersBalanced(t);
  });

  it('refuses a clip out of the limits and subtitles without a voice', async () => {
    const user = await activeUser(t);
    const picture = await uploadPhoto(user);
    expect((await submitImages(user.token, { imageFileIds: [picture.id], durationSec: 11 })).code).toBe(
      ResultCode.BadRequest,
    );
    expect((await submitImages(user.token, { imageFileIds: [] })).code).toBe(ResultCode.BadRequest);
    expect(await submitText(user.token, { text: 'Hello.', hasSubtitles: true })).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'Choose a voice to add subtitles: they show the spoken words',
    });
    expect(await submitText(user.token, { text: '...' })).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'Write at least one sentence to turn into a video',
    });
    expect((await list(user.token)).data.total).toBe(0);
  });
});
