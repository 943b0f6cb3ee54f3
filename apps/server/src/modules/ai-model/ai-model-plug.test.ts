import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AiModelApi,
  ResultCode,
  TaskStatus,
  type TAiModelDefaults,
  type TAiModelPermission,
  type TAiModelTask,
} from '@orator/contracts';
import { glassesPhoto, startTryOnServer, type TryOnTestServer } from '@orator/media/testing';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { testStockModelsDir } from '../../../test/stock-models';
import { kcoinBalance } from '../../../test/money';
import { activeUser, uploadFile, type ActiveUser } from '../../../test/users';
import { generateAiModel } from './generate-ai-model.job';

let t: TestApp;
let server: TryOnTestServer;

beforeAll(async () => {
  server = await startTryOnServer({ requireKey: 'tryon-key' });
  t = await createTestApp({
    tryOnEngine: { baseUrl: server.url, apiKey: 'tryon-key' },
    stockModelsDir: await testStockModelsDir(),
  });
}, 60_000);

afterAll(async () => {
  await t.close();
  await server.close();
});

async function upload(user: ActiveUser, body: Buffer, fileName: string): Promise<number> {
  return (await uploadFile(t, user.token, { fileName, body })).id;
}

describe('AI model with a try-on server (TRYON_ENGINE_URL)', () => {
  it('says it generates and offers clothing, then sends each product photo with the stock model to the server', async () => {
    const user = await activeUser(t);
    const defaults = await t.call<TAiModelDefaults>({
      method: 'GET',
      url: api(AiModelApi.queryAiModelDefault),
      token: user.token,
    });
    expect(defaults.data).toMatchObject({ engine: 'generated', kinds: ['glasses', 'wig', 'beauty', 'clothing'] });

    const shirt = await sharp({ create: { width: 640, height: 720, channels: 3, background: '#2050c0' } })
      .jpeg()
      .toBuffer();
    const productFileIds = [];
    for (let i = 0; i < 4; i++) productFileIds.push(await upload(user, shirt, `shirt-${i + 1}.jpg`));
    const submitted = await t.call<TAiModelTask>({
      method: 'POST',
      url: api(AiModelApi.generateAiModel),
      token: user.token,
      payload: { kind: 'clothing', productFileIds, stockModelId: 'model-2' },
    });
    expect(submitted.code, submitted.message).toBe(ResultCode.Success);
    const before = server.received.length;
    await generateAiModel({ taskId: submitted.data.id }, t.ctx);
    const done = await t.call<TAiModelTask>({
      method: 'GET',
      url: api(`${AiModelApi.queryAiModelStatus}?id=${submitted.data.id}`),
      token: user.token,
    });
    expect(done.data).toMatchObject({ taskStatusTypeId: TaskStatus.Finished, engine: 'generated' });
    expect(done.data.images).toHaveLength(4);
    const sent = server.received.slice(before);
    expect(sent).toHaveLength(4);
    expect(sent.every((request) => request.kind === 'clothing' && request.authorization === 'Bearer tryon-key')).toBe(
      true,
    );
    // The server's answer is stored as it came: the stock portrait with the blue product pasted at its centre.
    const picture = await t.app.inject({
      method: 'GET',
      url: done.data.images[0]!.fileUrl,
      headers: { aigcToken: user.token },
    });
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta.format).toBe('png');
    const { data } = await sharp(picture.rawPayload)
      .extract({ left: Math.round(meta.width / 2), top: Math.round(meta.height / 2), width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]! - data[0]!).toBeGreaterThan(100);
  });

  it('fails and refunds when the server refuses, with the reason kept general', async () => {
    const refusing = await startTryOnServer({ failWith: { status: 500, message: 'out of memory' } });
    const other = await createTestApp({
      tryOnEngine: { baseUrl: refusing.url },
      stockModelsDir: await testStockModelsDir(),
    });
    try {
      const user = await activeUser(other);
      const ids = [];
      for (let i = 0; i < 4; i++) {
        ids.push((await uploadFile(other, user.token, { fileName: `g${i}.jpg`, body: await glassesTall() })).id);
      }
      const start = await kcoinBalance(other, user.token);
      const submitted = await other.call<TAiModelTask>({
        method: 'POST',
        url: api(AiModelApi.generateAiModel),
        token: user.token,
        payload: { kind: 'glasses', productFileIds: ids, stockModelId: 'model-1' },
      });
      expect(submitted.code, submitted.message).toBe(ResultCode.Success);
      // Three runs, as the queue retries, then the generation is given up.
      for (let run = 0; run < 3; run++)
        await generateAiModel({ taskId: submitted.data.id }, other.ctx).catch(() => undefined);
      const failed = await other.call<TAiModelTask>({
        method: 'GET',
        url: api(`${AiModelApi.queryAiModelStatus}?id=${submitted.data.id}`),
        token: user.token,
      });
      expect(failed.data.taskStatusTypeId).toBe(TaskStatus.Failed);
      expect(await kcoinBalance(other, user.token)).toBe(start);
      const permission = await other.call<TAiModelPermission>({
        method: 'GET',
        url: api(AiModelApi.queryGenerateAiModelNum),
        token: user.token,
      });
      expect(permission.data.freeUses.used).toBe(0);
      expect(failed.data.failReason).toBe('The pictures could not be made; nothing was charged');
    } finally {
      await other.close();
      await refusing.close();
    }
  });
});

async function glassesTall(): Promise<Buffer> {
  return sharp(await glassesPhoto())
    .extend({ top: 150, bottom: 150, background: '#ffffff' })
    .jpeg()
    .toBuffer();
}
