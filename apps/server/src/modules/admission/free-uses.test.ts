import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DubbingApi,
  ResultCode,
  TaskApi,
  TaskStatus,
  type TDubbingQuote,
  type TFreeUses,
  type TPage,
  type TTaskQuote,
} from '@orator/contracts';
import { api } from '../../../test/api';
import { dubbingDetail, dubbingRequest, quoteDubbing, submitDubbing } from '../../../test/dubbing';
import { createTestApp, type TestApp } from '../../../test/helper';
import { kcoinBalance } from '../../../test/money';
import { activeUser } from '../../../test/users';
import { saveTask, taskDetail, videoTask } from '../../../test/video';
import { synthesizeDubbing } from '../dubbing/synthesize-dubbing.job';
import { servicesFor } from '../services';
import { failTask, renderVideo } from '../video-task/render-video.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The shortest script the rules accept, for renders that only have to finish. */
const SHORT_SCRIPT = 'Hello and welcome. This short video is made for free.';

const freeUse = (thisUse: number | null, used: number): TFreeUses => ({ total: 3, used, thisUse });

describe('the free plan: the first 3 videos are free, the 4th asks for K-coins', () => {
  it('makes three videos for an account with 0 K-coins, gives a failed one back, and answers 507 to the fourth', async () => {
    const { token } = await activeUser(t);
    const request = videoTask({ copyContent: SHORT_SCRIPT });
    const quote = async () =>
      (await t.call<TTaskQuote>({ method: 'POST', url: api(TaskApi.quote), token, payload: request })).data;
    const submit = async () => {
      const res = await saveTask(t, token, request);
      expect(res.code, res.message).toBe(ResultCode.Success);
      return res.data;
    };
    const render = async (id: number) => {
      await renderVideo({ taskId: id }, t.ctx);
      const done = await taskDetail(t, token, id);
      expect(done).toMatchObject({ taskStatusTypeId: TaskStatus.Finished, costKcoins: 0, isFreeUse: true });
    };

    expect(await quote()).toMatchObject({ cost: 0, isTrial: true, freeUses: freeUse(1, 0), balance: 0 });
    await render((await submit()).id);

    expect(await quote()).toMatchObject({ cost: 0, isTrial: true, freeUses: freeUse(2, 1) });
    const second = await submit();
    expect(second).toMatchObject({ costKcoins: 0, isFreeUse: true });
    // Given up by the worker: the free use comes back, and the retry takes it again.
    const services = servicesFor(t.ctx);
    await failTask((await services.taskRepo.byId(second.id))!, services);
    expect(await quote()).toMatchObject({ freeUses: freeUse(2, 1) });
    const retried = await t.call({ method: 'POST', url: api(TaskApi.retry), token, payload: { id: second.id } });
    expect(retried.code, retried.message).toBe(ResultCode.Success);
    await render(second.id);

    expect(await quote()).toMatchObject({ cost: 0, isTrial: true, freeUses: freeUse(3, 2) });
    await render((await submit()).id);

    const fourth = await quote();
    expect(fourth).toMatchObject({ cost: fourth.price, isTrial: false, freeUses: freeUse(null, 3) });
    expect(fourth.price).toBeGreaterThan(0);
    const refused = await saveTask(t, token, request);
    expect(refused.code).toBe(ResultCode.InsufficientBalance);
    expect(refused.message).toBe('Oops, the K-coin balance is insufficient!');
    const list = await t.call<TPage<unknown>>({ method: 'POST', url: api(TaskApi.list), token, payload: {} });
    expect(list.data.total).toBe(3);
    expect(await kcoinBalance(t, token)).toBe(0);
  });
});

describe('the free plan: the first 3 dubbings are free, the 4th asks for K-coins', () => {
  it('speaks three dubbings for an account with 0 K-coins, gives a deleted one back, and answers 507 to the fourth', async () => {
    const { token } = await activeUser(t);
    const request = dubbingRequest();
    const quote = async () => (await quoteDubbing(t, token, request)).data as TDubbingQuote;
    const speak = async () => {
      const res = await submitDubbing(t, token, request);
      expect(res.code, res.message).toBe(ResultCode.Success);
      expect(res.data).toMatchObject({ costKcoins: 0, isFreeUse: true });
      await synthesizeDubbing({ taskId: res.data.id }, t.ctx);
      const done = (await dubbingDetail(t, token, res.data.id)).data;
      expect(done).toMatchObject({ taskStatusTypeId: TaskStatus.Finished, costKcoins: 0, isFreeUse: true });
    };

    expect(await quote()).toMatchObject({
      canSave: true,
      blockedBy: null,
      cost: 0,
      isTrial: true,
      freeUses: freeUse(1, 0),
      balance: 0,
    });
    await speak();
    // Deleted while still queued: the free use comes back.
    const deleted = await submitDubbing(t, token, request);
    expect(await quote()).toMatchObject({ blockedBy: 'busy', freeUses: freeUse(3, 2) });
    await t.call({ method: 'POST', url: api(DubbingApi.delete), token, payload: { ids: [deleted.data.id] } });
    expect(await quote()).toMatchObject({ freeUses: freeUse(2, 1) });
    await speak();
    await speak();

    const fourth = await quote();
    expect(fourth).toMatchObject({
      canSave: false,
      blockedBy: 'balance',
      cost: fourth.price,
      isTrial: false,
      freeUses: freeUse(null, 3),
    });
    const refused = await submitDubbing(t, token, request);
    expect(refused.code).toBe(ResultCode.InsufficientBalance);
    expect(refused.message).toBe('Oops, the K-coin balance is insufficient!');
    expect(await kcoinBalance(t, token)).toBe(0);
  });
});
