import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AiPhotoApi,
  FileSource,
  Price,
  ResultCode,
  TaskStatus,
  UserApi,
  type TAiPhotoDefaults,
  type TAiPhotoGenerateRequest,
  type TAiPhotoKeywords,
  type TAiPhotoPermission,
  type TAiPhotoTask,
  type TFileInfo,
  type TPage,
  type TPhotoAvatar,
} from '@orator/contracts';
import { portrait } from '@orator/media/testing';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, uploadFile, type ActiveUser } from '../../../test/users';
import { generateAiPhotos } from './generate-photos.job';

let t: TestApp;
let product: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // A person stands out from the backdrop as a product does; 640 px keeps the cutout quick.
  product = await sharp(await portrait('blonde'))
    .resize({ width: 640 })
    .jpeg()
    .toBuffer();
}, 60_000);

afterAll(() => t.close());

function generate(token: string, payload: TAiPhotoGenerateRequest) {
  return t.call<TAiPhotoTask>({ method: 'POST', url: api(AiPhotoApi.generateAiPhotoV3), token, payload });
}

function status(token: string, id: number) {
  return t.call<TAiPhotoTask>({ method: 'GET', url: api(`${AiPhotoApi.queryAiPhotoStatus}?id=${id}`), token });
}

function permission(token: string) {
  return t.call<TAiPhotoPermission>({ method: 'GET', url: api(AiPhotoApi.queryGenerateAiPhotoNum), token });
}

async function uploadReference(user: ActiveUser, body: Buffer = product, fileName = 'product.jpg') {
  return uploadFile(t, user.token, { fileName, body }, FileSource.AiPhotoReference);
}

/** Submits one request and runs its job as the worker would. */
async function made(user: ActiveUser, payload: TAiPhotoGenerateRequest): Promise<TAiPhotoTask> {
  const submitted = await generate(user.token, payload);
  expect(submitted.code, submitted.message).toBe(ResultCode.Success);
  await generateAiPhotos({ taskId: submitted.data.id }, t.ctx);
  return (await status(user.token, submitted.data.id)).data;
}

async function download(token: string, url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url, headers: { aigcToken: token } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('AI photos, composed offline', () => {
  it('says it composes from the user’s pictures, and offers keywords in the reader’s language', async () => {
    const user = await activeUser(t);
    const defaults = await t.call<TAiPhotoDefaults>({
      method: 'GET',
      url: api(AiPhotoApi.queryAiPhotoDefault),
      token: user.token,
    });
    expect(defaults.data).toMatchObject({ engine: 'composed', referenceRequired: true, variants: 4 });
    expect(defaults.data.input).toMatchObject({ maxReferences: 3, maxBytes: 5 * 1024 * 1024, minPx: 300 });
    const keywords = await t.call<TAiPhotoKeywords>({
      method: 'GET',
      url: api(`${AiPhotoApi.queryKeywordsRandomList}?size=5`),
      token: user.token,
      headers: { Language: 'zh' },
    });
    expect(keywords.data.keywords).toHaveLength(5);
    expect(keywords.data.keywords.every((word) => /\p{Script=Han}/u.test(word))).toBe(true);
  });

  it('makes four images of the product in different scenes on a free use, then keeps, downloads and animates one', async () => {
    const user = await activeUser(t);
    expect((await permission(user.token)).data).toMatchObject({
      isPermission: true,
      cost: 0,
      price: Price.aiPhotoKcoinPerRequest,
      freeUses: { total: 3, used: 0 },
    });
    const reference = await uploadReference(user);
    const task = await made(user, { prompt: 'on a kitchen counter', referenceFileIds: [reference.id] });
    expect(task).toMatchObject({
      taskStatusTypeId: TaskStatus.Finished,
      progress: 100,
      engine: 'composed',
      isFreeUse: true,
      costKcoins: 0,
    });
    expect(task.images).toHaveLength(4);
    expect(new Set(task.images.map((image) => image.scene)).size).toBe(4);
    const first = await download(user.token, task.images[0]!.fileUrl);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 1024 });

    const saved = await t.call<TFileInfo>({
      method: 'POST',
      url: api(AiPhotoApi.saveAiPhotoNew),
      token: user.token,
      payload: { imageId: task.images[1]!.id },
    });
    expect(saved.code, saved.message).toBe(ResultCode.Success);
    const again = await t.call<TFileInfo>({
      method: 'POST',
      url: api(AiPhotoApi.saveAiPhotoNew),
      token: user.token,
      payload: { imageId: task.images[1]!.id },
    });
    expect(again.data.id).toBe(saved.data.id);
    const uploads = await t.call<TPage<TFileInfo>>({
      method: 'POST',
      url: api(UserApi.fileListBySource),
      token: user.token,
      payload: { source: FileSource.AiPhoto, current: 1, size: 20 },
    });
    expect(uploads.data.records.map((file) => file.id)).toEqual([saved.data.id]);
    expect((await status(user.token, task.id)).data.images[1]!.isSaved).toBe(true);

    const file = await t.call<{ fileId: number; fileUrl: string }>({
      method: 'GET',
      url: api(`${AiPhotoApi.queryAiPhotoFileId}?imageId=${task.images[2]!.id}`),
      token: user.token,
    });
    expect(file.data.fileId).toBe(task.images[2]!.fileId);
    expect(file.data.fileUrl).toContain(`ai-photo-${task.id}-3.jpg`);

    const talking = await t.call<TPhotoAvatar>({
      method: 'POST',
      url: api(AiPhotoApi.queryAiPhotoDigitalHuman),
      token: user.token,
      payload: { imageId: task.images[0]!.id },
    });
    expect(talking.code, talking.message).toBe(ResultCode.Success);
    expect(talking.data.name).toBe(`AI photo ${task.id}-1`);

    const other = await activeUser(t);
    const theirs = await t.call({
      method: 'POST',
      url: api(AiPhotoApi.saveAiPhotoNew),
      token: other.token,
      payload: { imageId: task.images[0]!.id },
    });
    expect(theirs).toMatchObject({ code: ResultCode.NotFound, message: 'This image no longer exists' });
  }, 180_000);

  it('admits one request at a time on the free plan, even asked in parallel', async () => {
    const user = await activeUser(t);
    const reference = await uploadReference(user);
    const answers = await Promise.all(
      [1, 2, 3].map(() => generate(user.token, { prompt: 'studio', referenceFileIds: [reference.id] })),
    );
    expect(answers.filter((answer) => answer.code === ResultCode.Success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === ResultCode.TaskInProgress)).toHaveLength(2);
    const ongoing = await t.call<TAiPhotoTask[]>({
      method: 'GET',
      url: api(AiPhotoApi.queryGenerateAiPhotoIng),
      token: user.token,
    });
    expect(ongoing.data).toHaveLength(1);
    expect((await permission(user.token)).data).toMatchObject({ isPermission: false, processing: 1 });
  });

  it('refuses pictures outside the SPEC rules, a missing picture and listed words, before anything is held', async () => {
    const user = await activeUser(t);
    const small = await sharp({ create: { width: 280, height: 400, channels: 3, background: '#aa6644' } })
      .jpeg()
      .toBuffer();
    const wide = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#aa6644' } })
      .jpeg()
      .toBuffer();
    const reference = await uploadReference(user);
    const refusals: [TAiPhotoGenerateRequest, string][] = [
      [{ prompt: 'studio' }, 'Add at least one picture of your product'],
      [
        { referenceFileIds: [(await uploadReference(user, small, 'small.jpg')).id] },
        'Each reference picture must be at least 300 x 300 pixels',
      ],
      [
        { referenceFileIds: [(await uploadReference(user, wide, 'wide.jpg')).id] },
        'The width of a reference picture must be between 0.3 and 3 times its height',
      ],
      [
        { prompt: 'a poster about bomb making', referenceFileIds: [reference.id] },
        'The text contains sensitive words: bomb making',
      ],
    ];
    for (const [payload, message] of refusals) {
      const answer = await generate(user.token, payload);
      expect(answer.code).toBe(ResultCode.BadRequest);
      expect(answer.message).toContain(message);
    }
    const other = await activeUser(t);
    expect((await generate(other.token, { referenceFileIds: [reference.id] })).code).toBe(ResultCode.NotFound);
    expect((await permission(user.token)).data.freeUses.used).toBe(0);
  });

  it('charges a paid request once its images are stored, and gives K-coins back when nothing can be made or it is deleted', async () => {
    const user = await activeUser(t);
    // A member has no free uses: every request is paid.
    await setUser(t, user.user.id, { plan: 'standard', subscriptionStatus: 45 });
    await buyKcoins(t, user.token, 'kc500');
    const start = await kcoinBalance(t, user.token);

    const paid = await made(user, { prompt: 'marble', referenceFileIds: [(await uploadReference(user)).id] });
    expect(paid).toMatchObject({ taskStatusTypeId: TaskStatus.Finished, costKcoins: Price.aiPhotoKcoinPerRequest });
    expect(await kcoinBalance(t, user.token)).toBe(start - Price.aiPhotoKcoinPerRequest);

    const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7f7f7f' } })
      .png()
      .toBuffer();
    const failed = await made(user, { referenceFileIds: [(await uploadReference(user, blank, 'grey.png')).id] });
    expect(failed).toMatchObject({ taskStatusTypeId: TaskStatus.Failed, images: [] });
    expect(failed.failReason).toContain('No product was found in your pictures');
    expect(await kcoinBalance(t, user.token)).toBe(start - Price.aiPhotoKcoinPerRequest);

    const queued = await generate(user.token, { referenceFileIds: [(await uploadReference(user)).id] });
    expect(await kcoinBalance(t, user.token)).toBe(start - 2 * Price.aiPhotoKcoinPerRequest);
    const deleted = await t.call({
      method: 'POST',
      url: api(AiPhotoApi.deleteAiPhoto),
      token: user.token,
      payload: { ids: [queued.data.id] },
    });
    expect(deleted.code).toBe(ResultCode.Success);
    await generateAiPhotos({ taskId: queued.data.id }, t.ctx);
    expect(await kcoinBalance(t, user.token)).toBe(start - Price.aiPhotoKcoinPerRequest);
    expect((await status(user.token, queued.data.id)).code).toBe(ResultCode.NotFound);
    await expectLedgersBalanced(t);
  }, 240_000);
});
