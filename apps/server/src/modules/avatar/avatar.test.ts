import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AvatarTag,
  DigitalHumanApi,
  FileSource,
  ResultCode,
  translate,
  type TDigitalHuman,
  type TPage,
  type TPhotoAvatar,
  type TPhotoUploadNumber,
} from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { encodePng } from '../../../test/png';
import { activeUser, uploadFile } from '../../../test/users';
import { analyzePhoto } from './analyze-photo.job';
import { PHOTO_AVATAR_LIMIT } from './avatar.service';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await activeUser(t)).token;
});
afterAll(() => t.close());

const list = (payload: object) =>
  t.call<TPage<TDigitalHuman>>({ method: 'POST', url: api(DigitalHumanApi.list), token, payload });

describe('stock presenters', () => {
  it('lists over 700, filtered by gender, region and framing', async () => {
    expect((await list({})).data.total).toBeGreaterThanOrEqual(700);
    const women = await list({ tagIds: [AvatarTag.Female], areaTypeIds: [146], framing: 'half', size: 100 });
    expect(women.data.total).toBeGreaterThan(0);
    expect(women.data.records.every((a) => a.gender === 'female' && a.areaTypeId === 146 && a.framing === 'half')).toBe(
      true,
    );
    expect(women.data.records[0]).toMatchObject({ supportTypeId: 101, uploadTypeId: 110, humanSource: 1 });
  });

  it('serves each avatar sprite with every pose side by side', async () => {
    const [avatar] = (await list({ size: 1 })).data.records;
    const sprite = await t.app.inject({ method: 'GET', url: avatar!.spriteUrl });
    const meta = await sharp(sprite.rawPayload).metadata();
    expect(avatar!.spriteColumns).toHaveLength(21);
    expect(meta.width).toBe(avatar!.spriteFrameWidth * 21);
    expect(meta.height).toBe(avatar!.spriteFrameHeight);
  });
});

describe('talking photo uploads', () => {
  it('accepts only images, counts uploads and deletes them', async () => {
    const user = await activeUser(t);
    const pdf = await uploadFile(t, user.token, { fileName: 'cv.pdf', body: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const refused = await t.call({
      method: 'POST',
      url: api(DigitalHumanApi.photoUploadNew),
      token: user.token,
      payload: { fileId: pdf.id },
    });
    expect(refused.message).toBe(translate('photoUnsupportedFormat', 'en'));

    const png = await uploadFile(t, user.token, { fileName: 'me.png', body: encodePng(400, 400) }, FileSource.Portrait);
    const photo = await t.call<TPhotoAvatar>({
      method: 'POST',
      url: api(DigitalHumanApi.photoUploadNew),
      token: user.token,
      payload: { fileId: png.id },
    });
    expect(photo.data).toMatchObject({ status: 'processing', name: 'me', digitalHumanId: `photo-${photo.data.id}` });
    const count = await t.call<TPhotoUploadNumber>({
      method: 'GET',
      url: api(DigitalHumanApi.photoUploadNumber),
      token: user.token,
    });
    expect(count.data).toEqual({ used: 1, limit: PHOTO_AVATAR_LIMIT.free });

    // Another user cannot see or use it.
    const other = await t.call({
      method: 'GET',
      url: `${api(DigitalHumanApi.photoUploadProgress)}?id=${photo.data.id}`,
      token,
    });
    expect(other.code).toBe(ResultCode.NotFound);

    await t.call({
      method: 'POST',
      url: api(DigitalHumanApi.photoDelete),
      token: user.token,
      payload: { ids: [photo.data.id] },
    });
    const after = await t.call<TPhotoAvatar[]>({
      method: 'POST',
      url: api(DigitalHumanApi.photoList),
      token: user.token,
    });
    expect(after.data).toEqual([]);
  });

  const photoUpload = (userToken: string, fileId: number) =>
    t.call<TPhotoAvatar>({
      method: 'POST',
      url: api(DigitalHumanApi.photoUploadNew),
      token: userToken,
      payload: { fileId },
    });
  const photoCount = async (userToken: string) =>
    (await t.call<TPhotoUploadNumber>({ method: 'GET', url: api(DigitalHumanApi.photoUploadNumber), token: userToken }))
      .data;
  const portraitFile = (userToken: string, body: Buffer, index: number) =>
    uploadFile(t, userToken, { fileName: `photo-${index}.png`, body }, FileSource.Portrait);

  it('keeps refused photos with their reason without counting them toward the limit', async () => {
    const { samplePhoto } = await import('@orator/media/testing');
    const user = await activeUser(t);
    const refusable = [
      await samplePhoto(4),
      ...Array.from({ length: PHOTO_AVATAR_LIMIT.free }, () => encodePng(400, 400)),
    ];
    for (const [index, body] of refusable.entries()) {
      const started = await photoUpload(user.token, (await portraitFile(user.token, body, index)).id);
      expect(started.code, started.message).toBe(ResultCode.Success);
      await analyzePhoto({ photoId: started.data.id }, t.ctx);
    }

    const listed = await t.call<TPhotoAvatar[]>({
      method: 'POST',
      url: api(DigitalHumanApi.photoList),
      token: user.token,
    });
    expect(listed.data).toHaveLength(refusable.length);
    expect(listed.data.every((photo) => photo.status === 'failed')).toBe(true);
    expect(new Set(listed.data.map((photo) => photo.failReason))).toEqual(
      new Set(['photoNoFace', 'photoMultipleFaces']),
    );
    expect(await photoCount(user.token)).toEqual({ used: 0, limit: PHOTO_AVATAR_LIMIT.free });
    const next = await photoUpload(user.token, (await portraitFile(user.token, encodePng(400, 400), 99)).id);
    expect(next.code, next.message).toBe(ResultCode.Success);
    expect(await photoCount(user.token)).toEqual({ used: 1, limit: PHOTO_AVATAR_LIMIT.free });
  });

  it('accepts exactly the limit from uploads sent at the same moment and refuses the rest', async () => {
    const user = await activeUser(t);
    const attempts = PHOTO_AVATAR_LIMIT.free * 3;
    const files = [];
    for (let index = 0; index < attempts; index++)
      files.push(await portraitFile(user.token, encodePng(400, 400), index));

    const answers = await Promise.all(files.map((file) => photoUpload(user.token, file.id)));
    const accepted = answers.filter((answer) => answer.code === ResultCode.Success);
    const refused = answers.filter((answer) => answer.code !== ResultCode.Success);
    expect(accepted).toHaveLength(PHOTO_AVATAR_LIMIT.free);
    for (const answer of refused) {
      expect(answer.code).toBe(ResultCode.BadRequest);
      expect(answer.message).toBe(translate('photoLimitReached', 'en', { max: PHOTO_AVATAR_LIMIT.free }));
    }
    expect(await photoCount(user.token)).toEqual({ used: PHOTO_AVATAR_LIMIT.free, limit: PHOTO_AVATAR_LIMIT.free });
  });
});
