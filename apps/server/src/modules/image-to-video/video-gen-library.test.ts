import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AssetApi,
  FileSource,
  ImageToVideoApi,
  ResultCode,
  type TFileInfo,
  type TPage,
  type TUploadedBackground,
  type TVideoArtImage,
  type TVideoArtImageRequest,
  type TVideoGenTask,
  type TVideoGenTemplateImage,
} from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { kcoinBalance } from '../../../test/money';
import { activeUser, setUser, type ActiveUser } from '../../../test/users';
import { servicesFor } from '../services';
import { renderVideoGen } from './render-video-gen.job';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t.close();
});

function submitText(token: string, text: string) {
  return t.call<TVideoGenTask>({
    method: 'POST',
    url: api(ImageToVideoApi.submitImageToVideoNew),
    token,
    payload: { text, ratio: '1:1', durationSec: 5 },
  });
}

function submitImages(token: string, imageFileIds: number[]) {
  return t.call<TVideoGenTask>({
    method: 'POST',
    url: api(ImageToVideoApi.submitImageToVideo),
    token,
    payload: { imageFileIds, prompt: 'slow zoom in', ratio: '16:9' },
  });
}

function page<T>(url: string, token: string, payload: object = {}) {
  return t.call<TPage<T>>({ method: 'POST', url: api(url), token, payload: { current: 1, size: 20, ...payload } });
}

function save(token: string, payload: { id: number; name?: string }) {
  return t.call<TFileInfo>({ method: 'POST', url: api(ImageToVideoApi.saveAiCharacterVideo), token, payload });
}

function aiImage(token: string, payload: TVideoArtImageRequest, language = 'en') {
  return t.call<TVideoArtImage>({
    method: 'POST',
    url: api(ImageToVideoApi.aiImageSubmit),
    token,
    payload,
    headers: { Language: language },
  });
}

function download(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { aigcToken: token } : {} });
}

/** A Standard member: three clips at once, no free uses, so tests can queue several without the free plan's limit. */
async function member(): Promise<ActiveUser> {
  const user = await activeUser(t);
  await setUser(t, user.user.id, { plan: 'standard', subscriptionStatus: 45 });
  await servicesFor(t.ctx).ledger.credit({
    userId: user.user.id,
    amount: 100,
    idempotencyKey: `grant-${user.user.id}`,
    reason: 'redeem',
  });
  return user;
}

describe('the video generation library: lists by kind, saving clips, templates and video art pictures', () => {
  it('lists text clips alone with listImageToVideoNew, and by kind with listImageToVideo', async () => {
    const user = await member();
    const copied = await t.call<TFileInfo>({
      method: 'POST',
      url: api(ImageToVideoApi.getCopyFile),
      token: user.token,
      payload: { templateId: 'podium-16x9' },
    });
    const image = await submitImages(user.token, [copied.data.id]);
    const first = await submitText(user.token, 'First scene.');
    const second = await submitText(user.token, 'Second scene.');
    for (const answer of [image, first, second]) expect(answer.code, answer.message).toBe(ResultCode.Success);

    const texts = await page<TVideoGenTask>(ImageToVideoApi.listImageToVideoNew, user.token);
    expect(texts.data.records.map((task) => task.id)).toEqual([second.data.id, first.data.id]);
    expect(texts.data.total).toBe(2);
    const images = await page<TVideoGenTask>(ImageToVideoApi.listImageToVideo, user.token, { kind: 'image' });
    expect(images.data.records.map((task) => task.id)).toEqual([image.data.id]);
    const all = await page<TVideoGenTask>(ImageToVideoApi.listImageToVideo, user.token);
    expect(all.data.total).toBe(3);
    const other = await activeUser(t);
    expect((await page(ImageToVideoApi.listImageToVideoNew, other.token)).data.total).toBe(0);
  });

  it('saves a finished clip once among the uploaded video backgrounds, and refuses one unfinished or not the user’s', async () => {
    const user = await activeUser(t);
    const submitted = await submitText(user.token, 'Fresh bread every morning.');
    expect(submitted.code, submitted.message).toBe(ResultCode.Success);
    expect(await save(user.token, { id: submitted.data.id })).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'This video is not finished yet: save it once it is made',
    });
    const refusedInPortuguese = await t.call({
      method: 'POST',
      url: api(ImageToVideoApi.saveAiCharacterVideo),
      token: user.token,
      payload: { id: submitted.data.id },
      headers: { Language: 'pt' },
    });
    expect(refusedInPortuguese.message).toBe('Este vídeo ainda não está pronto: salve-o quando terminar');

    await renderVideoGen({ taskId: submitted.data.id }, t.ctx);
    const saved = await save(user.token, { id: submitted.data.id, name: 'Bread' });
    expect(saved.code, saved.message).toBe(ResultCode.Success);
    expect(saved.data).toMatchObject({ fileName: 'Bread.mp4', mimeType: 'video/mp4', source: FileSource.Background });
    expect((await save(user.token, { id: submitted.data.id })).data.id).toBe(saved.data.id);

    const library = await t.call<TPage<TUploadedBackground>>({
      method: 'POST',
      url: api(AssetApi.queryUploadFileList),
      token: user.token,
      payload: { current: 1, size: 20 },
    });
    expect(library.data.records).toMatchObject([{ fileId: saved.data.id, kind: 'video' }]);
    // The kept copy is a file of its own: the same bytes, and deleting the clip leaves it.
    const clip = await t.call<TVideoGenTask>({
      method: 'GET',
      url: api(`${ImageToVideoApi.getImageToVideoDetail}?id=${submitted.data.id}`),
      token: user.token,
    });
    const original = await download(clip.data.targetFileUrl!, user.token);
    await t.call({
      method: 'POST',
      url: api(ImageToVideoApi.deleteImageToVideo),
      token: user.token,
      payload: { ids: [submitted.data.id] },
    });
    const copy = await download(saved.data.url, user.token);
    expect(copy.headers['content-type']).toBe('video/mp4');
    expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);

    const other = await activeUser(t);
    expect(await save(other.token, { id: submitted.data.id })).toMatchObject({
      code: ResultCode.NotFound,
      message: 'This video no longer exists',
    });
    const theirs = await submitText(other.token, 'Their scene.');
    await renderVideoGen({ taskId: theirs.data.id }, t.ctx);
    expect(await save(user.token, { id: theirs.data.id })).toMatchObject({
      code: ResultCode.NotFound,
      message: 'This video no longer exists',
    });
  }, 240_000);

  it('offers painted template pictures with prompts in the reader’s language, copied free into the user’s files', async () => {
    const user = await member();
    const templates = await t.call<TVideoGenTemplateImage[]>({
      method: 'GET',
      url: api(`${ImageToVideoApi.getTemplateImage}?ratio=9:16`),
      token: user.token,
      headers: { Language: 'zh' },
    });
    expect(templates.code, templates.message).toBe(ResultCode.Success);
    expect(templates.data.length).toBeGreaterThanOrEqual(6);
    for (const template of templates.data) {
      expect(template).toMatchObject({ ratio: '9:16', width: 720, height: 1280 });
      expect(template.prompt).toMatch(/\p{Script=Han}/u);
    }
    // The picture is public like the built-in backgrounds; it is a real scene, not a flat fill.
    const picture = await download(templates.data[0]!.url);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const drawn = sharp(picture.rawPayload);
    expect(await drawn.metadata()).toMatchObject({ format: 'jpeg', width: 720, height: 1280 });
    const { channels } = await drawn.stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(8);

    const copied = await t.call<TFileInfo>({
      method: 'POST',
      url: api(ImageToVideoApi.getCopyFile),
      token: user.token,
      payload: { templateId: templates.data[0]!.id },
    });
    expect(copied.code, copied.message).toBe(ResultCode.Success);
    expect(copied.data).toMatchObject({ mimeType: 'image/jpeg', width: 720, height: 1280 });
    const mine = await download(copied.data.url, user.token);
    expect(mine.rawPayload.equals(picture.rawPayload)).toBe(true);
    expect(await kcoinBalance(t, user.token)).toBe(100);
    const filmed = await submitImages(user.token, [copied.data.id]);
    expect(filmed.code, filmed.message).toBe(ResultCode.Success);
    // Someone else cannot film the copy.
    const other = await activeUser(t);
    expect((await submitImages(other.token, [copied.data.id])).code).toBe(ResultCode.NotFound);

    const unknown = await t.call({
      method: 'POST',
      url: api(ImageToVideoApi.getCopyFile),
      token: user.token,
      payload: { templateId: 'nowhere-16x9' },
    });
    expect(unknown).toMatchObject({ code: ResultCode.NotFound, message: 'This template picture does not exist' });
    const notATemplate = await download(api(`${ImageToVideoApi.templateImage}?id=studioWhite-16x9`));
    expect(notATemplate.headers['content-type']).not.toBe('image/jpeg');
    expect(notATemplate.json()).toMatchObject({ code: ResultCode.NotFound });
  });

  it('paints a video art picture from the scene the prompt names, free, usable as a clip’s picture', async () => {
    const user = await activeUser(t);
    const kitchen = await aiImage(user.token, { prompt: 'A teapot on the kitchen counter', ratio: '1:1' });
    expect(kitchen.code, kitchen.message).toBe(ResultCode.Success);
    expect(kitchen.data).toMatchObject({
      engine: 'composed',
      scene: 'kitchenCounter',
      ratio: '1:1',
      width: 1024,
      height: 1024,
      costKcoins: 0,
      isFreeUse: false,
    });
    const neon = await aiImage(user.token, { prompt: '霓虹夜景', ratio: '16:9' }, 'zh');
    expect(neon.data).toMatchObject({ scene: 'neonNight', width: 1280, height: 720 });
    const picture = await download(neon.data.fileUrl, user.token);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 1280, height: 720 });

    const listed = await page<TVideoArtImage>(ImageToVideoApi.aiImageList, user.token);
    expect(listed.data.records.map((image) => image.id)).toEqual([neon.data.id, kitchen.data.id]);
    const filmed = await submitImages(user.token, [kitchen.data.fileId]);
    expect(filmed.code, filmed.message).toBe(ResultCode.Success);
    // Drawing a scene costs nothing: the free plan's free clip was the one above, and no free use of AI photos went.
    expect(filmed.data).toMatchObject({ isFreeUse: true });

    const other = await activeUser(t);
    expect((await page(ImageToVideoApi.aiImageList, other.token)).data.total).toBe(0);
    expect((await submitImages(other.token, [kitchen.data.fileId])).code).toBe(ResultCode.NotFound);
  });

  it('refuses a video art prompt naming a public figure or a listed word, in the reader’s language', async () => {
    const user = await activeUser(t);
    expect(await aiImage(user.token, { prompt: 'Taylor Swift on a podium' })).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'The entered text contains violations',
    });
    expect(await aiImage(user.token, { prompt: 'bomb making in the kitchen' }, 'zh')).toMatchObject({
      code: ResultCode.BadRequest,
      message: '输入的文本包含违规内容',
    });
    expect((await aiImage(user.token, { prompt: '   ' })).code).toBe(ResultCode.BadRequest);
    expect((await page(ImageToVideoApi.aiImageList, user.token)).data.total).toBe(0);
  });
});
