import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_BENEFITS, PaymentApi, ResultCode, UserApi, type TExpireItem, type TOrder } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyPlan, expectLedgersBalanced, orderPlan, paymentDetail } from '../../../test/money';
import { activeUser, setUser, userInfo } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

function addMonths(date: Date, months: number) {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const cancel = (token: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: api(PaymentApi.cancelSubscription), token, headers });

const expireList = (token: string, moneyType?: number) =>
  t.call<TExpireItem[]>({
    method: 'GET',
    url: api(PaymentApi.expireList),
    token,
    query: moneyType === undefined ? {} : { moneyType: String(moneyType) },
  });

const apiPermission = (token: string) =>
  t.call<{ hasPermission: boolean; plan: string }>({ method: 'GET', url: api(UserApi.checkApiPermission), token });

const payPrice = async (token: string) => {
  const res = await t.call<{ priceCents: number; payPriceCents: number }[]>({
    method: 'GET',
    url: api(PaymentApi.userMoneyPrice),
    token,
  });
  const first = res.data[0]!;
  return first.payPriceCents === first.priceCents ? 'normal' : 'member';
};

describe('buyUserGradeV2', () => {
  it.each([
    { plan: 'free', period: 'monthly' },
    { plan: 'gold', period: 'monthly' },
    { plan: 'pro', period: 'weekly' },
    { plan: 'pro' },
    { period: 'yearly' },
  ])('refuses %j with code 400', async (payload) => {
    const { token } = await activeUser(t);
    const res = await t.call({ method: 'POST', url: api(PaymentApi.buyUserGradeV2), token, payload });
    expect(res.code).toBe(ResultCode.BadRequest);
  });

  it('creates a pending membership order at the plan price', async () => {
    const { token } = await activeUser(t);
    const checkout = await orderPlan(t, token, 'pro', 'yearly');
    expect(checkout.payUrl).toContain('/sandbox/checkout?orderNo=');
    const { data } = await paymentDetail(t, token, checkout.orderNo);
    expect(data).toMatchObject({ kind: 'plan', amountType: 20, status: 'pending', currency: 'USD' });
    const grades = await t.call<{ plan: string; prices: { yearly: number } }[]>({
      method: 'GET',
      url: api(PaymentApi.userGradePrice),
    });
    const pro = grades.data.find((g) => g.plan === 'pro')!;
    expect(Math.round(data.amount * 100)).toBe(pro.prices.yearly);
  });

  it('activates a monthly plan for one month and grants its K-coins', async () => {
    const { token } = await activeUser(t);
    const before = new Date();
    await buyPlan(t, token, 'standard', 'monthly');
    const after = new Date();
    const { data } = await userInfo(t, token);
    expect(data).toMatchObject({ plan: 'standard', subscriptionStatus: 45 });
    const expiry = new Date(data.vipExpireTime!);
    expect(expiry.getTime()).toBeGreaterThanOrEqual(addMonths(before, 1).getTime() - 1000);
    expect(expiry.getTime()).toBeLessThanOrEqual(addMonths(after, 1).getTime());
    expect(data.kCoinBalance).toBe(PLAN_BENEFITS.standard.monthlyKcoins);
  });

  it('activates a yearly plan for twelve months', async () => {
    const { token } = await activeUser(t);
    const before = new Date();
    await buyPlan(t, token, 'pro', 'yearly');
    const after = new Date();
    const { data } = await userInfo(t, token);
    expect(data).toMatchObject({ plan: 'pro', subscriptionStatus: 45 });
    const expiry = new Date(data.vipExpireTime!).getTime();
    expect(expiry).toBeGreaterThanOrEqual(addMonths(before, 12).getTime() - 1000);
    expect(expiry).toBeLessThanOrEqual(addMonths(after, 12).getTime());
    expect(data.kCoinBalance).toBe(PLAN_BENEFITS.pro.monthlyKcoins * 12);
    expect((await apiPermission(token)).data).toEqual({ hasPermission: true, plan: 'pro' });
  });

  it('activates a one-off term that does not renew (48)', async () => {
    const { token } = await activeUser(t);
    const before = new Date();
    await buyPlan(t, token, 'enterprise', 'oneoff');
    const { data } = await userInfo(t, token);
    expect(data).toMatchObject({ plan: 'enterprise', subscriptionStatus: 48 });
    expect(new Date(data.vipExpireTime!).getTime()).toBeGreaterThanOrEqual(addMonths(before, 1).getTime() - 1000);
    expect(data.kCoinBalance).toBe(PLAN_BENEFITS.enterprise.monthlyKcoins);
  });

  it('extends the same plan from its current expiry', async () => {
    const { token } = await activeUser(t);
    await buyPlan(t, token, 'standard', 'monthly');
    const firstExpiry = new Date((await userInfo(t, token)).data.vipExpireTime!);
    await buyPlan(t, token, 'standard', 'monthly');
    const { data } = await userInfo(t, token);
    expect(new Date(data.vipExpireTime!).toISOString()).toBe(addMonths(firstExpiry, 1).toISOString());
    expect(data.kCoinBalance).toBe(2 * PLAN_BENEFITS.standard.monthlyKcoins);
  });

  it('starts another plan from now', async () => {
    const { token } = await activeUser(t);
    await buyPlan(t, token, 'standard', 'yearly');
    const before = new Date();
    await buyPlan(t, token, 'pro', 'monthly');
    const { data } = await userInfo(t, token);
    expect(data.plan).toBe('pro');
    const expiry = new Date(data.vipExpireTime!).getTime();
    expect(expiry).toBeGreaterThanOrEqual(addMonths(before, 1).getTime() - 1000);
    expect(expiry).toBeLessThan(addMonths(before, 2).getTime());
  });

  it('grants nothing when the payment fails', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderPlan(t, token, 'pro', 'monthly');
    const res = await t.call<TOrder>({
      method: 'POST',
      url: api(PaymentApi.sandboxConfirm),
      token,
      payload: { orderNo, outcome: 'failed' },
    });
    expect(res.data.status).toBe('failed');
    const { data } = await userInfo(t, token);
    expect(data).toMatchObject({ plan: 'free', subscriptionStatus: null, vipExpireTime: null, kCoinBalance: 0 });
  });

  it('activates the plan once under parallel confirmations', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderPlan(t, token, 'standard', 'monthly');
    const before = new Date();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call({ method: 'POST', url: api(PaymentApi.sandboxConfirm), token, payload: { orderNo, outcome: 'paid' } }),
      ),
    );
    expect(results.filter((r) => r.code === ResultCode.Success)).toHaveLength(1);
    const { data } = await userInfo(t, token);
    expect(data.kCoinBalance).toBe(PLAN_BENEFITS.standard.monthlyKcoins);
    expect(new Date(data.vipExpireTime!).getTime()).toBeLessThan(addMonths(before, 1).getTime() + 60_000);
  });
});

describe('cancelSubscription', () => {
  it('stops renewal (45 -> 47) and keeps the plan until its expiry', async () => {
    const { token } = await activeUser(t);
    await buyPlan(t, token, 'pro', 'monthly');
    const expiry = (await userInfo(t, token)).data.vipExpireTime;
    const res = await cancel(token);
    expect(res.code).toBe(ResultCode.Success);
    const { data } = await userInfo(t, token);
    expect(data).toMatchObject({ plan: 'pro', subscriptionStatus: 47, vipExpireTime: expiry });
    expect((await apiPermission(token)).data.hasPermission).toBe(true);
    expect(await payPrice(token)).toBe('member');
  });

  it('refuses a user without a renewing subscription', async () => {
    const { token } = await activeUser(t);
    const res = await cancel(token);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('You have no renewing subscription to cancel');
    expect((await cancel(token, { Language: 'zh' })).message).toBe('您没有可取消的自动续费订阅');
    expect((await cancel(token, { Language: 'pt' })).message).toBe(
      'Você não tem assinatura com renovação para cancelar',
    );
  });

  it('refuses a one-off term and a subscription cancelled before', async () => {
    const oneOff = await activeUser(t);
    await buyPlan(t, oneOff.token, 'standard', 'oneoff');
    expect((await cancel(oneOff.token)).message).toBe('You have no renewing subscription to cancel');
    const renewing = await activeUser(t);
    await buyPlan(t, renewing.token, 'standard', 'monthly');
    expect((await cancel(renewing.token)).code).toBe(ResultCode.Success);
    expect((await cancel(renewing.token)).code).toBe(ResultCode.BadRequest);
    expect((await userInfo(t, renewing.token)).data.subscriptionStatus).toBe(47);
  });

  it('needs a session', async () => {
    expect((await cancel('')).code).toBe(ResultCode.SessionExpired);
  });
});

describe('a subscription running out', () => {
  it.each([47, 48])('treats a %i user past the expiry time as free', async (status) => {
    const user = await activeUser(t);
    await setUser(t, user.user.id, {
      plan: 'pro',
      subscriptionStatus: status,
      vipExpireTime: new Date(Date.now() - 1000),
    });
    expect((await userInfo(t, user.token)).data.plan).toBe('free');
    expect((await apiPermission(user.token)).data).toEqual({ hasPermission: false, plan: 'free' });
    expect(await payPrice(user.token)).toBe('normal');
  });

  it.each([47, 48])('keeps a %i user on the plan before the expiry time', async (status) => {
    const user = await activeUser(t);
    await setUser(t, user.user.id, {
      plan: 'pro',
      subscriptionStatus: status,
      vipExpireTime: new Date(Date.now() + DAY_MS),
    });
    expect((await userInfo(t, user.token)).data.plan).toBe('pro');
    expect((await apiPermission(user.token)).data.hasPermission).toBe(true);
    expect(await payPrice(user.token)).toBe('member');
  });

  it('never lets a 46 user enjoy the plan, whatever the expiry', async () => {
    const user = await activeUser(t);
    await setUser(t, user.user.id, {
      plan: 'pro',
      subscriptionStatus: 46,
      vipExpireTime: new Date(Date.now() + 30 * DAY_MS),
    });
    expect((await userInfo(t, user.token)).data.plan).toBe('free');
    expect((await apiPermission(user.token)).data.hasPermission).toBe(false);
    expect(await payPrice(user.token)).toBe('normal');
  });

  it('treats a user without a status as free', async () => {
    const user = await activeUser(t);
    await setUser(t, user.user.id, {
      plan: 'enterprise',
      subscriptionStatus: null,
      vipExpireTime: new Date(Date.now() + 30 * DAY_MS),
    });
    expect((await userInfo(t, user.token)).data.plan).toBe('free');
    expect((await apiPermission(user.token)).data.hasPermission).toBe(false);
    expect(await payPrice(user.token)).toBe('normal');
  });

  it('starts a fresh term from now when the lapsed plan is bought again', async () => {
    const user = await activeUser(t);
    await setUser(t, user.user.id, {
      plan: 'standard',
      subscriptionStatus: 47,
      vipExpireTime: new Date(Date.now() - 10 * DAY_MS),
    });
    const before = new Date();
    await buyPlan(t, user.token, 'standard', 'monthly');
    const { data } = await userInfo(t, user.token);
    expect(data).toMatchObject({ plan: 'standard', subscriptionStatus: 45 });
    expect(new Date(data.vipExpireTime!).getTime()).toBeGreaterThanOrEqual(addMonths(before, 1).getTime() - 1000);
  });
});

describe('expireList', () => {
  it('is always empty for K-coins, which never expire', async () => {
    const { token } = await activeUser(t);
    await buyPlan(t, token, 'standard', 'oneoff');
    const res = await expireList(token, 21);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual([]);
  });

  it.each([47, 48])('names the end of a %i plan within 7 days, with the days left', async (status) => {
    const user = await activeUser(t);
    const expiry = new Date(Date.now() + 3 * DAY_MS - 60 * 60 * 1000);
    await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: status, vipExpireTime: expiry });
    const res = await expireList(user.token, 20);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual([{ moneySurplusExpire: 3, moneyType: 20, expireTime: expiry.toISOString() }]);
  });

  it('is empty for a renewing (45) plan ending soon', async () => {
    const user = await activeUser(t);
    await setUser(t, user.user.id, {
      plan: 'pro',
      subscriptionStatus: 45,
      vipExpireTime: new Date(Date.now() + 2 * DAY_MS),
    });
    expect((await expireList(user.token, 20)).data).toEqual([]);
  });

  it('is empty when the plan ends more than 7 days from now', async () => {
    const user = await activeUser(t);
    await setUser(t, user.user.id, {
      plan: 'pro',
      subscriptionStatus: 47,
      vipExpireTime: new Date(Date.now() + 8 * DAY_MS),
    });
    expect((await expireList(user.token, 20)).data).toEqual([]);
  });

  it('is empty for a free user and for a plan that has ended', async () => {
    const free = await activeUser(t);
    expect((await expireList(free.token, 20)).data).toEqual([]);
    const lapsed = await activeUser(t);
    await setUser(t, lapsed.user.id, {
      plan: 'pro',
      subscriptionStatus: 48,
      vipExpireTime: new Date(Date.now() - DAY_MS),
    });
    expect((await expireList(lapsed.token, 20)).data).toEqual([]);
  });

  it('refuses a request without moneyType', async () => {
    const { token } = await activeUser(t);
    expect((await expireList(token)).code).toBe(ResultCode.BadRequest);
  });

  it('needs a session', async () => {
    expect((await expireList('', 20)).code).toBe(ResultCode.SessionExpired);
  });
});

describe('the ledger after these plans', () => {
  it('equals the sum of its entries for every user', async () => {
    await expectLedgersBalanced(t);
  });
});
