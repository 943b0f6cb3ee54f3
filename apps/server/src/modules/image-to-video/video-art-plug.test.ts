import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ImageToVideoApi,
  Price,
  ResultCode,
  TaskStatus,
  type TPage,
  type TVideoArtImage,
  type TVideoArtImageRequest,
  type TVideoGenTask,
} from '@orator/contracts';
import { promptColour, startImagesServer, type ImagesTestServer } from '@orator/media/testing';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, type ActiveUser } from '../../../test/users';
import { createAdmissionService } from '../admission/admission.service';
import { servicesFor } from '../services';
import { createVideoArtRepo } from './video-art.repo';

let t: TestApp;
let server: ImagesTestServer;
let broken: TestApp;
let brokenServer: ImagesTestServer;

beforeAll(async () => {
  server = await startImagesServer({ requireKey: 'images-key' });
  t = await createTestApp({ imageEngine: { baseUrl: server.url, apiKey: 'images-key', model: 'sd-test' } });
  brokenServer = await startImagesServer({ failWith: { status: 500, message: 'CUDA out of memory' } });
  broken = await createTestApp({ imageEngine: { baseUrl: brokenServer.url } });
}, 60_000);

afterAll(async () => {
  await Promise.all([t.close(), broken.close()]);
  await Promise.all([server.close(), brokenServer.close()]);
});

function aiImage(app: TestApp, token: string, payload: TVideoArtImageRequest) {
  return app.call<TVideoArtImage>({ method: 'POST', url: api(ImageToVideoApi.aiImageSubmit), token, payload });
}

function list(app: TestApp, token: string) {
  return app.call<TPage<TVideoArtImage>>({
    method: 'POST',
    url: api(ImageToVideoApi.aiImageList),
    token,
    payload: { current: 1, size: 20 },
  });
}

/** A Standard member (no free uses, three at once) holding `amount` K-coins. */
async function payingMember(app: TestApp, amount: number): Promise<ActiveUser> {
  const user = await activeUser(app);
  await setUser(app, user.user.id, { plan: 'standard', subscriptionStatus: 45 });
  await servicesFor(app.ctx).ledger.credit({
    userId: user.user.id,
    amount,
    idempotencyKey: `grant-${user.user.id}`,
    reason: 'redeem',
  });
  return user;
}

describe('video art pictures with an image generation server (IMAGE_ENGINE_URL)', () => {
  it('draws the picture from the prompt alone, says it generated it, and it can be filmed', async () => {
    const user = await activeUser(t);
    const made = await aiImage(t, user.token, { prompt: 'a lighthouse at dusk', ratio: '16:9' });
    expect(made.code, made.message).toBe(ResultCode.Success);
    // The free plan's first uses of AI photos pay for it.
    expect(made.data).toMatchObject({
      engine: 'generated',
      scene: null,
      width: 1280,
      height: 720,
      costKcoins: 0,
      isFreeUse: true,
    });
    expect(server.received.at(-1)).toMatchObject({
      endpoint: 'generations',
      prompt: 'a lighthouse at dusk',
      n: 1,
      size: '1280x720',
      model: 'sd-test',
      authorization: 'Bearer images-key',
    });
    const res = await t.app.inject({ method: 'GET', url: made.data.fileUrl, headers: { aigcToken: user.token } });
    const corner = await sharp(res.rawPayload).extract({ left: 0, top: 0, width: 4, height: 4 }).stats();
    expect(Math.abs(corner.channels[0]!.mean - promptColour('a lighthouse at dusk', 0).r)).toBeLessThan(12);
    expect((await list(t, user.token)).data.records.map((image) => image.id)).toEqual([made.data.id]);

    const filmed = await t.call<TVideoGenTask>({
      method: 'POST',
      url: api(ImageToVideoApi.submitImageToVideo),
      token: user.token,
      payload: { imageFileIds: [made.data.fileId], prompt: 'slow zoom in' },
    });
    expect(filmed.code, filmed.message).toBe(ResultCode.Success);
  });

  it('charges the AI photo price once, and admits exactly one of parallel submits when the balance pays for one', async () => {
    const user = await payingMember(t, Price.aiPhotoKcoinPerRequest);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => aiImage(t, user.token, { prompt: `a red bicycle number ${n}`, ratio: '1:1' })),
    );
    const accepted = answers.filter((answer) => answer.code === ResultCode.Success);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === ResultCode.InsufficientBalance)).toHaveLength(2);
    expect(accepted[0]!.data).toMatchObject({ costKcoins: Price.aiPhotoKcoinPerRequest, isFreeUse: false });
    expect(await kcoinBalance(t, user.token)).toBe(0);
    expect((await list(t, user.token)).data.total).toBe(1);
    await expectLedgersBalanced(t);
  });

  it('gives back the K-coins of a picture whose request died, at the owner’s next request', async () => {
    const user = await payingMember(t, Price.aiPhotoKcoinPerRequest);
    const { db } = t.ctx.database;
    const repo = createVideoArtRepo(db);
    const admission = createAdmissionService({ db, charges: servicesFor(t.ctx).charges });
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    // As a killed server leaves it: admitted and held an hour ago, never finished.
    await admission.admit({
      userId: user.user.id,
      feature: 'aiPhoto',
      price: Price.aiPhotoKcoinPerRequest,
      chargeRef: `videoArt:stalled-${user.user.id}`,
      limits: [],
      write: (tx, charge) =>
        repo.insert(
          {
            ownerId: user.user.id,
            prompt: 'lost',
            ratio: '16:9',
            engine: 'generated',
            status: TaskStatus.Processing,
            costKcoins: charge.cost,
            holdId: charge.holdId,
            chargeRef: `videoArt:stalled-${user.user.id}`,
            createdAt: longAgo,
            updatedAt: longAgo,
          },
          tx,
        ),
    });
    expect(await kcoinBalance(t, user.token)).toBe(0);
    const made = await aiImage(t, user.token, { prompt: 'a lighthouse at dawn' });
    expect(made.code, made.message).toBe(ResultCode.Success);
    expect(await kcoinBalance(t, user.token)).toBe(0);
    expect((await list(t, user.token)).data.records.map((image) => image.id)).toEqual([made.data.id]);
    await expectLedgersBalanced(t);
  });

  it('refuses a prompt breaking the rules before anything is held or sent', async () => {
    const user = await payingMember(t, 20);
    const sent = server.received.length;
    expect(await aiImage(t, user.token, { prompt: 'Elon Musk on Mars' })).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'The entered text contains violations',
    });
    expect(server.received.length).toBe(sent);
    expect(await kcoinBalance(t, user.token)).toBe(20);
  });

  it('gives the K-coins back and lists nothing when the server fails', async () => {
    const user = await payingMember(broken, 20);
    const failed = await broken.call<TVideoArtImage>({
      method: 'POST',
      url: api(ImageToVideoApi.aiImageSubmit),
      token: user.token,
      payload: { prompt: 'a lighthouse at dusk' },
      headers: { Language: 'pt' },
    });
    expect(failed).toMatchObject({
      code: ResultCode.ServerError,
      message: 'Não foi possível criar a imagem e nada foi cobrado. Tente novamente',
    });
    expect(await kcoinBalance(broken, user.token)).toBe(20);
    expect((await list(broken, user.token)).data.total).toBe(0);
    await expectLedgersBalanced(broken);
  });
});
