import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AiModelApi,
  Price,
  ResultCode,
  TaskStatus,
  type TAiModelDefaults,
  type TAiModelGenerateRequest,
  type TAiModelPermission,
  type TAiModelTask,
} from '@orator/contracts';
import { glassesPhoto, portrait, tShirtPhoto } from '@orator/media/testing';
import { api } from '../../../test/api';
import { readEml } from '../../../test/eml';
import { createTestApp, type TestApp } from '../../../test/helper';
import { testStockModelsDir } from '../../../test/stock-models';
import { expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, uploadFile, type ActiveUser } from '../../../test/users';
import { servicesFor } from '../services';
import { generateAiModel } from './generate-ai-model.job';

let t: TestApp;
/** SPEC 5 wants more than 500 x 500: the glasses' studio shot gets a taller white backdrop. */
let glasses: Buffer;
let person: Buffer;

beforeAll(async () => {
  t = await createTestApp({ stockModelsDir: await testStockModelsDir() });
  glasses = await sharp(await glassesPhoto())
    .extend({ top: 150, bottom: 150, background: '#ffffff' })
    .jpeg()
    .toBuffer();
  person = await portrait('blonde');
}, 60_000);

afterAll(() => t.close());

function generate(token: string, payload: TAiModelGenerateRequest) {
  return t.call<TAiModelTask>({ method: 'POST', url: api(AiModelApi.generateAiModel), token, payload });
}

function status(token: string, id: number) {
  return t.call<TAiModelTask>({ method: 'GET', url: api(`${AiModelApi.queryAiModelStatus}?id=${id}`), token });
}

function permission(token: string) {
  return t.call<TAiModelPermission>({ method: 'GET', url: api(AiModelApi.queryGenerateAiModelNum), token });
}

async function upload(user: ActiveUser, body: Buffer, fileName = 'photo.jpg'): Promise<number> {
  return (await uploadFile(t, user.token, { fileName, body })).id;
}

async function productIds(user: ActiveUser, count: number): Promise<number[]> {
  const ids = [];
  for (let i = 0; i < count; i++) ids.push(await upload(user, glasses, `glasses-${i + 1}.jpg`));
  return ids;
}

/** The subjects of the e-mails sent to an address, oldest first. */
async function mailSubjects(email: string): Promise<string[]> {
  const subjects = [];
  for (const file of await t.outbox()) {
    const { headers } = await readEml(file);
    if (!headers.includes(email)) continue;
    subjects.push(/^Subject: (.*)$/m.exec(headers)?.[1] ?? '');
  }
  return subjects;
}

/** A member with exactly `amount` spendable K-coins and room for several generations at once. */
async function memberWith(amount: number): Promise<ActiveUser> {
  const user = await activeUser(t);
  await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  const { ledger } = servicesFor(t.ctx);
  const start = await kcoinBalance(t, user.token);
  const movement = { userId: user.user.id, amount: Math.abs(amount - start), idempotencyKey: `test:${user.user.id}` };
  if (start < amount) await ledger.credit({ ...movement, reason: 'recharge' });
  if (start > amount) await ledger.debit({ ...movement, reason: 'aiModel' });
  expect(await kcoinBalance(t, user.token)).toBe(amount);
  return user;
}

describe('AI model, composed offline', () => {
  it('says it composes, which kinds it shows, the SPEC 5 rules and the stock models, whose photos it serves', async () => {
    const user = await activeUser(t);
    const defaults = await t.call<TAiModelDefaults>({
      method: 'GET',
      url: api(AiModelApi.queryAiModelDefault),
      token: user.token,
    });
    expect(defaults.data).toMatchObject({ engine: 'composed', kinds: ['glasses', 'wig', 'beauty', 'clothing'] });
    expect(defaults.data.input).toMatchObject({ minImages: 4, maxImages: 10, minPxExclusive: 500, maxPx: 6000 });
    expect(defaults.data.stockModels.length).toBeGreaterThanOrEqual(3);
    const photo = await t.app.inject({ method: 'GET', url: defaults.data.stockModels[0]!.photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo.rawPayload).metadata()).width).toBeGreaterThan(500);
  });

  it('offers only the user’s own photo on an installation without a stock model pack', async () => {
    const bare = await createTestApp();
    try {
      const user = await activeUser(bare);
      const defaults = await bare.call<TAiModelDefaults>({
        method: 'GET',
        url: api(AiModelApi.queryAiModelDefault),
        token: user.token,
      });
      expect(defaults.data.stockModels).toEqual([]);
      const photo = await bare.app.inject({ method: 'GET', url: api(`${AiModelApi.queryStockModelPhoto}?id=model-1`) });
      expect(photo.json()).toMatchObject({ code: ResultCode.NotFound });
    } finally {
      await bare.close();
    }
  });

  it('shows the glasses of four photos worn by the user’s portrait, charges 30 K-coins and e-mails when done', async () => {
    const user = await memberWith(Price.aiModelKcoinPerGeneration + 5);
    const submitted = await generate(user.token, {
      kind: 'glasses',
      productFileIds: await productIds(user, 4),
      personFileId: await upload(user, person, 'me.jpg'),
    });
    expect(submitted.code, submitted.message).toBe(ResultCode.Success);
    expect(submitted.data).toMatchObject({ taskStatusTypeId: TaskStatus.Queued, engine: 'composed' });
    expect(await kcoinBalance(t, user.token)).toBe(5);

    await generateAiModel({ taskId: submitted.data.id }, t.ctx);
    const done = (await status(user.token, submitted.data.id)).data;
    expect(done).toMatchObject({ taskStatusTypeId: TaskStatus.Finished, progress: 100, costKcoins: 30 });
    expect(done.images).toHaveLength(4);
    const picture = await t.app.inject({
      method: 'GET',
      url: done.images[0]!.fileUrl,
      headers: { aigcToken: user.token },
    });
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 680, height: 850 });
    expect(await kcoinBalance(t, user.token)).toBe(5);
    expect(await mailSubjects(user.email)).toContain('Your AI model pictures are ready');

    const list = await t.call<{ records: TAiModelTask[]; total: number }>({
      method: 'POST',
      url: api(AiModelApi.queryAiModel),
      token: user.token,
      payload: { current: 1, size: 10 },
    });
    expect(list.data.records.map((task) => task.id)).toEqual([submitted.data.id]);
    await expectLedgersBalanced(t);
  }, 240_000);

  it('refuses input outside the SPEC 5 rules before anything is held', async () => {
    const user = await memberWith(100);
    const four = await productIds(user, 4);
    const small = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#aa6644' } })
      .jpeg()
      .toBuffer();
    const me = await upload(user, person, 'me.jpg');
    const refusals: [TAiModelGenerateRequest, string][] = [
      [
        { kind: 'glasses', productFileIds: four.slice(0, 3), personFileId: me },
        'Upload 4 to 10 pictures of the product',
      ],
      [
        {
          kind: 'glasses',
          productFileIds: [...four.slice(0, 3), await upload(user, small, 'small.jpg')],
          personFileId: me,
        },
        'Each picture must be larger than 500 x 500 pixels',
      ],
      [{ kind: 'glasses', productFileIds: four }, 'Pick a stock model or upload your own photo'],
      [{ kind: 'glasses', productFileIds: four, personFileId: me, stockModelId: 'model-1' }, 'Pick a stock model'],
      [{ kind: 'glasses', productFileIds: four, stockModelId: 'model-99' }, 'This stock model is not available'],
    ];
    for (const [payload, message] of refusals) {
      const answer = await generate(user.token, payload);
      expect(answer.code, message).toBe(ResultCode.BadRequest);
      expect(answer.message).toContain(message);
    }
    const other = await activeUser(t);
    expect((await generate(other.token, { kind: 'wig', productFileIds: four, stockModelId: 'model-1' })).code).toBe(
      ResultCode.NotFound,
    );
    expect(await kcoinBalance(t, user.token)).toBe(100);
  });

  it('lets a balance of 30 pay for exactly one of parallel generations', async () => {
    const user = await memberWith(Price.aiModelKcoinPerGeneration);
    const four = await productIds(user, 4);
    const answers = await Promise.all(
      [1, 2, 3].map(() => generate(user.token, { kind: 'glasses', productFileIds: four, stockModelId: 'model-1' })),
    );
    expect(answers.filter((answer) => answer.code === ResultCode.Success)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.code === ResultCode.InsufficientBalance);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.message).toBe('Oops, the K-coin balance is insufficient!');
    expect(await kcoinBalance(t, user.token)).toBe(0);
    expect((await permission(user.token)).data).toMatchObject({ isPermission: false, cost: 30, balance: 0 });
    await expectLedgersBalanced(t);
  });

  it('gives the K-coins back and says why, on the page and by e-mail, when the photo shows no face', async () => {
    const user = await memberWith(Price.aiModelKcoinPerGeneration);
    const blank = await sharp({ create: { width: 700, height: 900, channels: 3, background: '#7f9faf' } })
      .jpeg()
      .toBuffer();
    const submitted = await generate(user.token, {
      kind: 'glasses',
      productFileIds: await productIds(user, 4),
      personFileId: await upload(user, blank, 'wall.jpg'),
    });
    expect(submitted.code, submitted.message).toBe(ResultCode.Success);
    expect(await kcoinBalance(t, user.token)).toBe(0);
    await generateAiModel({ taskId: submitted.data.id }, t.ctx);
    const failed = await t.call<TAiModelTask>({
      method: 'GET',
      url: api(`${AiModelApi.queryAiModelStatus}?id=${submitted.data.id}`),
      token: user.token,
      headers: { Language: 'pt' },
    });
    expect(failed.data).toMatchObject({ taskStatusTypeId: TaskStatus.Failed, images: [] });
    expect(failed.data.failReason).toContain('Nenhum rosto foi encontrado');
    expect(await kcoinBalance(t, user.token)).toBe(Price.aiModelKcoinPerGeneration);
    expect(await mailSubjects(user.email)).toContain('Your AI model pictures could not be made');
    // The job running again (a retry) neither charges nor mails a second time.
    await generateAiModel({ taskId: submitted.data.id }, t.ctx);
    expect((await mailSubjects(user.email)).filter((s) => s.includes('could not be made'))).toHaveLength(1);
    await expectLedgersBalanced(t);
  });

  it('dresses nobody and charges nothing when the photo shows no body, saying so in the user’s language', async () => {
    const user = await memberWith(Price.aiModelKcoinPerGeneration);
    const shirt = await tShirtPhoto();
    const shirts = [];
    for (let i = 0; i < 4; i++) shirts.push(await upload(user, shirt, `shirt-${i + 1}.jpg`));
    const blank = await sharp({ create: { width: 700, height: 900, channels: 3, background: '#7f9faf' } })
      .jpeg()
      .toBuffer();
    const submitted = await generate(user.token, {
      kind: 'clothing',
      productFileIds: shirts,
      personFileId: await upload(user, blank, 'wall.jpg'),
    });
    expect(submitted.code, submitted.message).toBe(ResultCode.Success);
    expect(await kcoinBalance(t, user.token)).toBe(0);
    await generateAiModel({ taskId: submitted.data.id }, t.ctx);
    const failed = await t.call<TAiModelTask>({
      method: 'GET',
      url: api(`${AiModelApi.queryAiModelStatus}?id=${submitted.data.id}`),
      token: user.token,
      headers: { Language: 'zh' },
    });
    expect(failed.data).toMatchObject({ taskStatusTypeId: TaskStatus.Failed, images: [] });
    expect(failed.data.failReason).toContain('未找到人体');
    expect(await kcoinBalance(t, user.token)).toBe(Price.aiModelKcoinPerGeneration);
    await expectLedgersBalanced(t);
  });
});
