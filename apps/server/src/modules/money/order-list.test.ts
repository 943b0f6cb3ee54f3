import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentApi, ResultCode, type TOrder, type TPage } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import {
  backdateOrder,
  buyKcoins,
  buyPlan,
  confirmSandbox,
  expectLedgersBalanced,
  kcoinBalance,
  orderKcoins,
  orderPlan,
  setOrderExpiry,
} from '../../../test/money';
import { activeUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ListBody = { current?: number; size?: number; range?: string };

const orderList = (token: string, payload: ListBody = {}) =>
  t.call<TPage<TOrder>>({ method: 'POST', url: api(PaymentApi.orderList), token, payload });

const rechargeList = (token: string, payload: ListBody = {}) =>
  t.call<TPage<TOrder>>({ method: 'POST', url: api(PaymentApi.rechargeOrderList), token, payload });

describe('orderList', () => {
  it('pages through the orders, newest first', async () => {
    const { token } = await activeUser(t);
    const orderNos: string[] = [];
    for (let i = 0; i < 5; i += 1) orderNos.push((await orderKcoins(t, token, 'kc500')).orderNo);
    const first = await orderList(token, { current: 1, size: 2 });
    expect(first.code).toBe(ResultCode.Success);
    expect(first.data).toMatchObject({ total: 5, current: 1, size: 2 });
    expect(first.data.records.map((o) => o.orderNo)).toEqual([orderNos[4], orderNos[3]]);
    const third = await orderList(token, { current: 3, size: 2 });
    expect(third.data.records.map((o) => o.orderNo)).toEqual([orderNos[0]]);
    const beyond = await orderList(token, { current: 4, size: 2 });
    expect(beyond.data).toMatchObject({ total: 5, records: [] });
  });

  it('lists K-coin and plan orders with their state, and no one else’s', async () => {
    const { token } = await activeUser(t);
    const other = await activeUser(t);
    await orderKcoins(t, other.token, 'kc500');
    const kcoins = await buyKcoins(t, token, 'kc1200');
    const plan = await buyPlan(t, token, 'standard', 'monthly');
    const pending = await orderKcoins(t, token, 'kc500');
    const { data } = await orderList(token);
    expect(data.total).toBe(3);
    expect(data.records.map((o) => [o.orderNo, o.kind, o.status])).toEqual([
      [pending.orderNo, 'kcoin', 'pending'],
      [plan.orderNo, 'plan', 'paid'],
      [kcoins.orderNo, 'kcoin', 'paid'],
    ]);
    expect(data.records[1]).toMatchObject({ amountType: 20, channel: 'sandbox', deductionTime: expect.any(String) });
  });

  it('says what each order bought as data, so every screen can name it in its own language', async () => {
    const { token } = await activeUser(t);
    await orderKcoins(t, token, 'kc3000');
    await orderPlan(t, token, 'pro', 'yearly');
    const { data } = await orderList(token);
    expect(data.records.map((o) => [o.item, o.introduction])).toEqual([
      [{ kind: 'plan', plan: 'pro', period: 'yearly' }, 'Pro plan, billed yearly'],
      [{ kind: 'kcoin', kcoins: 3000 }, '3,000 K-coins'],
    ]);
  });

  it('filters by range: all, today, last 7 days, last 30 days', async () => {
    const { token } = await activeUser(t);
    const today = await orderKcoins(t, token, 'kc500');
    const threeDays = await orderKcoins(t, token, 'kc500');
    const tenDays = await orderKcoins(t, token, 'kc500');
    const fortyDays = await orderKcoins(t, token, 'kc500');
    await backdateOrder(t, threeDays.orderNo, 3);
    await backdateOrder(t, tenDays.orderNo, 10);
    await backdateOrder(t, fortyDays.orderNo, 40);
    const inRange = async (range: string) =>
      (await orderList(token, { range })).data.records.map((o) => o.orderNo).sort();
    expect(await inRange('all')).toEqual([today.orderNo, threeDays.orderNo, tenDays.orderNo, fortyDays.orderNo].sort());
    expect(await inRange('today')).toEqual([today.orderNo]);
    expect(await inRange('last7')).toEqual([today.orderNo, threeDays.orderNo].sort());
    expect(await inRange('last30')).toEqual([today.orderNo, threeDays.orderNo, tenDays.orderNo].sort());
    expect((await orderList(token, { range: 'last7' })).data.total).toBe(2);
  });

  it('shows a pending order past its 30-minute expiry as expired, and it can no longer be paid', async () => {
    const { token } = await activeUser(t);
    const stale = await orderKcoins(t, token, 'kc500');
    const fresh = await orderKcoins(t, token, 'kc500');
    await setOrderExpiry(t, stale.orderNo, new Date(Date.now() - 1000));
    const { data } = await orderList(token);
    const status = Object.fromEntries(data.records.map((o) => [o.orderNo, o.status]));
    expect(status).toEqual({ [stale.orderNo]: 'expired', [fresh.orderNo]: 'pending' });
    const res = await confirmSandbox(t, token, stale.orderNo);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('This order can no longer be paid');
    expect(await kcoinBalance(t, token)).toBe(0);
  });

  it('keeps a paid order paid after its expiry time', async () => {
    const { token } = await activeUser(t);
    const paid = await buyKcoins(t, token, 'kc500');
    await setOrderExpiry(t, paid.orderNo, new Date(Date.now() - 1000));
    expect((await orderList(token)).data.records[0]).toMatchObject({ orderNo: paid.orderNo, status: 'paid' });
  });

  it.each([{ current: 0 }, { size: 101 }, { range: 'yesterday' }, { current: 'one' }])(
    'refuses %j with code 400',
    async (payload) => {
      const { token } = await activeUser(t);
      expect((await orderList(token, payload as ListBody)).code).toBe(ResultCode.BadRequest);
    },
  );

  it('needs a session', async () => {
    expect((await orderList('')).code).toBe(ResultCode.SessionExpired);
  });
});

describe('rechargeOrderList', () => {
  it('lists only K-coin orders', async () => {
    const { token } = await activeUser(t);
    const kcoins = await buyKcoins(t, token, 'kc500');
    await buyPlan(t, token, 'pro', 'monthly');
    await orderPlan(t, token, 'standard', 'yearly');
    const { data } = await rechargeList(token);
    expect(data.total).toBe(1);
    expect(data.records.map((o) => o.orderNo)).toEqual([kcoins.orderNo]);
    expect((await orderList(token)).data.total).toBe(3);
  });

  it('pages and filters by range like the order list', async () => {
    const { token } = await activeUser(t);
    const recent = await orderKcoins(t, token, 'kc500');
    const old = await orderKcoins(t, token, 'kc1200');
    await orderPlan(t, token, 'pro', 'monthly');
    await backdateOrder(t, old.orderNo, 8);
    expect((await rechargeList(token, { range: 'last7' })).data.records.map((o) => o.orderNo)).toEqual([
      recent.orderNo,
    ]);
    const page = await rechargeList(token, { current: 2, size: 1 });
    expect(page.data).toMatchObject({ total: 2, current: 2, size: 1 });
    expect(page.data.records.map((o) => o.orderNo)).toEqual([recent.orderNo]);
  });
});

describe('the ledger after these orders', () => {
  it('equals the sum of its entries for every user', async () => {
    await expectLedgersBalanced(t);
  });
});
