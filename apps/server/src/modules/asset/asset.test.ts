import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AssetApi,
  FileSource,
  ResultCode,
  translate,
  type TBackgroundList,
  type TFont,
  type TMusicCategory,
  type TMusicTrack,
  type TPage,
  type TUploadedBackground,
} from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { encodePng } from '../../../test/png';
import { activeUser, uploadFile } from '../../../test/users';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await activeUser(t)).token;
});
afterAll(() => t.close());

describe('create-page assets', () => {
  it('offers colours and built-in images drawn at 1920x1080', async () => {
    const list = await t.call<TBackgroundList>({
      method: 'GET',
      url: api(AssetApi.queryBackgroundList),
      headers: { Language: 'zh' },
    });
    expect(list.data.colors.length).toBeGreaterThanOrEqual(6);
    expect(list.data.images.length).toBeGreaterThanOrEqual(6);
    expect(list.data.images[0]!.name).toBe('明亮演播室');
    const image = await t.app.inject({ method: 'GET', url: list.data.images[0]!.url });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1920, height: 1080, format: 'png' });
  });

  it('lists subtitle fonts, one of them for Chinese', async () => {
    const fonts = await t.call<TFont[]>({ method: 'GET', url: api(AssetApi.queryFontList) });
    expect(fonts.data.some((font) => font.cjk)).toBe(true);
    expect(fonts.data.some((font) => !font.cjk)).toBe(true);
  });

  it('lists music by category and serves a track as MP3', async () => {
    const categories = await t.call<TMusicCategory[]>({
      method: 'GET',
      url: api(AssetApi.musicCategoryList),
      headers: { Language: 'pt' },
    });
    expect(categories.data.find((c) => c.id === 'calm')?.name).toBe('Calmo');
    const tracks = await t.call<TMusicTrack[]>({
      method: 'POST',
      url: api(AssetApi.musicList),
      payload: { categoryId: 'calm' },
    });
    expect(tracks.data.length).toBeGreaterThanOrEqual(3);
    expect(tracks.data.every((track) => track.categoryId === 'calm')).toBe(true);
    const mp3 = await t.app.inject({ method: 'GET', url: tracks.data[0]!.url });
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.rawPayload.length).toBeGreaterThan(100_000);
  }, 60_000);

  it('keeps the user background uploads, refusing files that are not pictures or videos', async () => {
    const image = await uploadFile(
      t,
      token,
      { fileName: 'office.png', body: encodePng(640, 360) },
      FileSource.Background,
    );
    const registered = await t.call<TUploadedBackground>({
      method: 'POST',
      url: api(AssetApi.handleUploadBackGroundFile),
      token,
      payload: { fileId: image.id },
    });
    expect(registered.data.kind).toBe('image');
    const list = () =>
      t.call<TPage<TUploadedBackground>>({
        method: 'POST',
        url: api(AssetApi.queryUploadFileList),
        token,
        payload: {},
      });
    expect((await list()).data.records.map((r) => r.fileId)).toEqual([image.id]);

    const pdf = await uploadFile(t, token, { fileName: 'deck.pdf', body: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const refused = await t.call({
      method: 'POST',
      url: api(AssetApi.handleUploadBackGroundFile),
      token,
      payload: { fileId: pdf.id },
    });
    expect(refused.code).toBe(ResultCode.BadRequest);
    expect(refused.message).toBe(translate('backgroundUnsupported', 'en'));

    await t.call({ method: 'POST', url: api(AssetApi.deleteById), token, payload: { id: image.id } });
    expect((await list()).data.total).toBe(0);
  });
});
