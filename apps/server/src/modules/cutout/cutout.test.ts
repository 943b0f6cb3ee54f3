import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  CutoutApi,
  FileSource,
  Price,
  ResultCode,
  UserApi,
  type TCutout,
  type TCutoutComposeRequest,
  type TCutoutComposition,
  type TCutoutDefaults,
  type TCutoutPermission,
  type TFileInfo,
  type TPage,
} from '@orator/contracts';
import { portrait } from '@orator/media/testing';
import { intersectionOverUnion } from '../../../../../packages/media/src/cutout/test/mask-scores';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, uploadFile } from '../../../test/users';
import { CUTOUT_SAMPLE_IDS, drawSamplePhoto, type TCutoutSampleId } from './sample-photos';

let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  photo = await portrait('blonde');
}, 60_000);

afterAll(() => t.close());

function cutOut(token: string, fileId: number) {
  return t.call<TCutout>({ method: 'POST', url: api(CutoutApi.pixianV2), token, payload: { fileId } });
}

function permission(token: string) {
  return t.call<TCutoutPermission>({ method: 'GET', url: api(CutoutApi.isPermissionSubmit), token });
}

function compose(token: string, payload: TCutoutComposeRequest) {
  return t.call<TCutoutComposition>({ method: 'POST', url: api(CutoutApi.compose), token, payload });
}

async function uploadPhoto(token: string, body: Buffer = photo, fileName = 'portrait.jpg') {
  return uploadFile(t, token, { fileName, body }, FileSource.CutoutImage);
}

async function download(token: string, url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url, headers: { aigcToken: token } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('smart cutout', () => {
  it('gives a free user 3 free cutouts even when asked in parallel, then charges K-coins', async () => {
    const user = await activeUser(t);
    expect((await permission(user.token)).data).toMatchObject({
      isPermission: true,
      isUnlimited: false,
      cost: 0,
      freeUses: { total: 3, used: 0 },
    });
    const files = await Promise.all([1, 2, 3, 4].map(() => uploadPhoto(user.token)));
    const answers = await Promise.all(files.map((file) => cutOut(user.token, file.id)));
    const done = answers.filter((answer) => answer.code === ResultCode.Success);
    expect(done).toHaveLength(3);
    expect(answers.filter((answer) => answer.code === ResultCode.InsufficientBalance)).toHaveLength(1);
    for (const answer of done) expect(answer.data).toMatchObject({ costKcoins: 0, isTrial: true });

    const png = await download(user.token, done[0]!.data.resultFileUrl);
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, channels: meta.channels }).toEqual({ format: 'png', channels: 4 });
    expect({ width: meta.width, height: meta.height }).toEqual(
      await sharp(photo)
        .metadata()
        .then(({ width, height }) => ({ width, height })),
    );
    const alpha = await sharp(png).extractChannel(3).raw().toBuffer();
    const opaque = alpha.filter((value) => value >= 250).length / alpha.length;
    const clear = alpha.filter((value) => value <= 5).length / alpha.length;
    // A head-and-shoulders portrait: the person fills much of the frame and the backdrop the rest.
    expect(opaque).toBeGreaterThan(0.25);
    expect(clear).toBeGreaterThan(0.1);

    expect((await permission(user.token)).data).toMatchObject({ isPermission: false, cost: Price.cutoutKcoinPerImage });
    await buyKcoins(t, user.token, 'kc500');
    const before = await kcoinBalance(t, user.token);
    const paid = await cutOut(user.token, files[3]!.id);
    expect(paid.code, paid.message).toBe(ResultCode.Success);
    expect(paid.data).toMatchObject({ costKcoins: Price.cutoutKcoinPerImage, isTrial: false });
    expect(await kcoinBalance(t, user.token)).toBe(before - Price.cutoutKcoinPerImage);
    await expectLedgersBalanced(t);
  }, 180_000);

  it('lets members cut out without limit or charge', async () => {
    const member = await activeUser(t);
    await setUser(t, member.user.id, { plan: 'standard', subscriptionStatus: 45 });
    expect((await permission(member.token)).data).toMatchObject({ isPermission: true, isUnlimited: true, cost: 0 });
    const answer = await cutOut(member.token, (await uploadPhoto(member.token)).id);
    expect(answer.code, answer.message).toBe(ResultCode.Success);
    expect(answer.data).toMatchObject({ costKcoins: 0, isTrial: false });
  });

  it('refuses photos beyond the SPEC limits, audio and other people’s files, without using a free use', async () => {
    const user = await activeUser(t);
    const large = await sharp({ create: { width: 4100, height: 300, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer();
    const tooLarge = await cutOut(user.token, (await uploadPhoto(user.token, large, 'wide.jpg')).id);
    expect(tooLarge).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'The picture can be at most 4000 x 4000 pixels',
    });

    const other = await activeUser(t);
    const theirs = await uploadPhoto(other.token);
    expect((await cutOut(user.token, theirs.id)).code).toBe(ResultCode.NotFound);
    const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7f7f7f' } })
      .png()
      .toBuffer();
    const empty = await cutOut(user.token, (await uploadPhoto(user.token, blank, 'grey.png')).id);
    expect(empty).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'No subject was found in this photo: try one where the subject stands out from the background',
    });
    expect((await permission(user.token)).data).toMatchObject({ freeUses: { used: 0 } });
  });

  it('places a cutout on a colour, a scene or an uploaded photo', async () => {
    const user = await activeUser(t);
    const cutout = (await cutOut(user.token, (await uploadPhoto(user.token)).id)).data;
    const defaults = await t.call<TCutoutDefaults>({
      method: 'GET',
      url: api(CutoutApi.queryDefault),
      token: user.token,
    });
    expect(defaults.data.scenes).toContain('podium');
    expect(defaults.data.input).toMatchObject({ maxPx: 4000, maxBytes: 20 * 1024 * 1024, batchMax: 20 });

    const backdrop = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#20a040' } })
      .jpeg()
      .toBuffer();
    const backdropFile = await uploadPhoto(user.token, backdrop, 'lawn.jpg');
    for (const background of [
      { type: 'colour', colour: '#ff0000' },
      { type: 'scene', scene: 'podium' },
      { type: 'image', fileId: backdropFile.id },
    ] as const) {
      const answer = await compose(user.token, { cutoutId: cutout.id, background, shadow: false });
      expect(answer.code, answer.message).toBe(ResultCode.Success);
      const image = await download(user.token, answer.data.fileUrl);
      const meta = await sharp(image).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'jpeg',
        width: cutout.width,
        height: cutout.height,
      });
    }
    // Wherever the cutout is clear, the picture is the red backdrop.
    const red = await compose(user.token, {
      cutoutId: cutout.id,
      background: { type: 'colour', colour: '#ff0000' },
      shadow: false,
    });
    const pixels = await sharp(await download(user.token, red.data.fileUrl))
      .raw()
      .toBuffer();
    const alpha = await sharp(await download(user.token, cutout.resultFileUrl))
      .extractChannel(3)
      .raw()
      .toBuffer();
    const sums = [0, 0, 0];
    let clear = 0;
    alpha.forEach((value, i) => {
      if (value > 2) return;
      clear++;
      for (let c = 0; c < 3; c++) sums[c]! += pixels[i * 3 + c]!;
    });
    expect(clear).toBeGreaterThan(alpha.length * 0.1);
    expect(sums.map((sum) => Math.round(sum / clear))).toEqual([
      expect.toSatisfy((r: number) => r > 235),
      expect.toSatisfy((g: number) => g < 20),
      expect.toSatisfy((b: number) => b < 20),
    ]);

    const transparent = await compose(user.token, {
      cutoutId: cutout.id,
      background: { type: 'transparent' },
      shadow: false,
    });
    expect((await sharp(await download(user.token, transparent.data.fileUrl)).metadata()).format).toBe('png');
    // The cutout and the five pictures composed from it are kept among the user's files, under cutouts.
    const kept = await t.call<TPage<TFileInfo>>({
      method: 'POST',
      url: api(UserApi.fileListBySource),
      token: user.token,
      payload: { source: FileSource.Cutout, current: 1, size: 20 },
    });
    expect(kept.data.total).toBe(6);
    expect(kept.data.records.map((file) => file.id)).toContain(transparent.data.fileId);
    const stranger = await activeUser(t);
    expect(
      (await compose(stranger.token, { cutoutId: cutout.id, background: { type: 'transparent' }, shadow: false })).code,
    ).toBe(ResultCode.NotFound);
  });

  it('offers drawn sample photos that fetch without a session and cut out close to their true masks', async () => {
    const member = await activeUser(t);
    await setUser(t, member.user.id, { plan: 'standard', subscriptionStatus: 45 });
    const defaults = await t.call<TCutoutDefaults>({
      method: 'GET',
      url: api(CutoutApi.queryDefault),
      token: member.token,
    });
    expect(defaults.data.samples.map((sample) => sample.id)).toEqual([...CUTOUT_SAMPLE_IDS]);
    for (const sample of defaults.data.samples) {
      // As an <img> asks for it: no session header.
      const res = await t.app.inject({ method: 'GET', url: sample.fileUrl });
      expect(res.statusCode, sample.id).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'jpeg',
        width: sample.width,
        height: sample.height,
      });
      // The web page uploads the sample as the user's own photo and cuts it out like any other.
      const file = await uploadPhoto(member.token, res.rawPayload, `${sample.id}.jpg`);
      const answer = await cutOut(member.token, file.id);
      expect(answer.code, answer.message).toBe(ResultCode.Success);
      const alpha = await sharp(await download(member.token, answer.data.resultFileUrl))
        .extractChannel(3)
        .raw()
        .toBuffer();
      const { mask } = await drawSamplePhoto(sample.id as TCutoutSampleId);
      expect(intersectionOverUnion(alpha, mask), sample.id).toBeGreaterThanOrEqual(0.9);
    }
    const unknown = await t.app.inject({ method: 'GET', url: api(`${CutoutApi.sampleImage}?id=teapot`) });
    expect(unknown.json()).toMatchObject({ code: ResultCode.NotFound });
  }, 240_000);
});
