import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPlanBenefitOffered,
  KCOIN_PACKAGES,
  PaymentApi,
  PLAN_BENEFIT_TOOLS,
  ResultCode,
  type TKcoinRecord,
  type TOrder,
  type TPage,
} from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import {
  buyKcoins,
  confirmSandbox,
  expectLedgersBalanced,
  kcoinBalance,
  orderKcoins,
  orderPlan,
  paymentDetail,
  setOrderExpiry,
} from '../../../test/money';
import { activeUser, setUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface MoneyPrice {
  id: string;
  kcoins: number;
  priceCents: number;
  memberPriceCents: number;
  payPriceCents: number;
  currency: string;
}

const moneyPrices = (token?: string) =>
  t.call<MoneyPrice[]>({ method: 'GET', url: api(PaymentApi.userMoneyPrice), token });

const records = (token: string) =>
  t.call<TPage<TKcoinRecord>>({ method: 'POST', url: api(PaymentApi.kcoinRecords), token, payload: {} });

const checkoutPage = (token: string, orderNo: string, lang?: string) =>
  t.call({
    method: 'GET',
    url: api('/user/v1/payment/sandbox/checkout'),
    token,
    query: lang ? { orderNo, lang } : { orderNo },
  });

const kc1200 = KCOIN_PACKAGES.find((p) => p.id === 'kc1200')!;

describe('userMoneyPrice', () => {
  it('offers every package with a member price at least 30% below the normal price', async () => {
    const { token } = await activeUser(t);
    const res = await moneyPrices(token);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.map((p) => p.id)).toEqual(KCOIN_PACKAGES.map((p) => p.id));
    for (const price of res.data) {
      expect(price.currency).toBe('USD');
      expect(price.memberPriceCents).toBeLessThanOrEqual(price.priceCents * 0.7);
      expect(price.memberPriceCents).toBeGreaterThan(0);
    }
  });

  it('charges a free user the normal price', async () => {
    const { token } = await activeUser(t);
    for (const price of (await moneyPrices(token)).data) expect(price.payPriceCents).toBe(price.priceCents);
  });

  it('charges a member the member price', async () => {
    const member = await activeUser(t);
    await setUser(t, member.user.id, { plan: 'standard', subscriptionStatus: 45 });
    for (const price of (await moneyPrices(member.token)).data)
      expect(price.payPriceCents).toBe(price.memberPriceCents);
  });

  it('answers a guest with the normal prices', async () => {
    const res = await moneyPrices();
    expect(res.code).toBe(ResultCode.Success);
    for (const price of res.data) expect(price.payPriceCents).toBe(price.priceCents);
  });
});

describe('userGradePrice', () => {
  it('lists the three paid plans, yearly being twelve months less 20%', async () => {
    const res = await t.call<{ plan: string; prices: Record<'oneoff' | 'monthly' | 'yearly', number> }[]>({
      method: 'GET',
      url: api(PaymentApi.userGradePrice),
    });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.map((p) => p.plan)).toEqual(['standard', 'pro', 'enterprise']);
    for (const { prices } of res.data) {
      expect(prices.monthly).toBeGreaterThan(0);
      expect(prices.yearly).toBe(Math.round(prices.monthly * 12 * 0.8));
    }
  });

  it('sells plans with the rules of the tools this version has, and no others', async () => {
    const res = await t.call<{ benefits: Record<string, unknown> }[]>({
      method: 'GET',
      url: api(PaymentApi.userGradePrice),
    });
    const rules = Object.keys(PLAN_BENEFIT_TOOLS) as (keyof typeof PLAN_BENEFIT_TOOLS)[];
    for (const { benefits } of res.data) {
      expect(benefits).toHaveProperty('concurrentVideoTasks');
      for (const rule of rules) expect(Object.hasOwn(benefits, rule), rule).toBe(isPlanBenefitOffered(rule));
    }
  });
});

describe('servicePriceList', () => {
  it('names the K-coin cost of each service', async () => {
    const res = await t.call<{ item: string; kcoins: number }[]>({
      method: 'GET',
      url: api(PaymentApi.servicePriceList),
    });
    expect(res.code).toBe(ResultCode.Success);
    const price = Object.fromEntries(res.data.map((p) => [p.item, p.kcoins]));
    expect(price).toMatchObject({
      dubbingKcoinPerMinute: 18,
      aiModelKcoinPerGeneration: 30,
      faceSwapKcoinPerSecond: 1,
      videoKcoinPerSecond: 1,
    });
  });
});

describe('userDigitalhumanClonePrice', () => {
  it('prices the instant voice clone at $9.9', async () => {
    const res = await t.call<{ currency: string; voiceInstant: number }>({
      method: 'GET',
      url: api(PaymentApi.userDigitalhumanClonePrice),
    });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toMatchObject({ currency: 'USD', voiceInstant: 990 });
  });
});

describe('buyMoney', () => {
  it.each([{ packageId: 'kc999' }, {}, { packageId: 500 }])('refuses the body %j with code 400', async (payload) => {
    const { token } = await activeUser(t);
    const res = await t.call({ method: 'POST', url: api(PaymentApi.buyMoney), token, payload });
    expect(res.code).toBe(ResultCode.BadRequest);
  });

  it('needs a session', async () => {
    const res = await t.call({ method: 'POST', url: api(PaymentApi.buyMoney), payload: { packageId: 'kc500' } });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });

  it('creates a pending order with every Order field and a sandbox pay URL', async () => {
    const { token } = await activeUser(t);
    const before = Date.now();
    const checkout = await orderKcoins(t, token, 'kc1200');
    expect(checkout.payUrl).toBe(`/api/user/v1/payment/sandbox/checkout?orderNo=${checkout.orderNo}`);
    const res = await paymentDetail(t, token, checkout.orderNo);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual({
      orderNo: checkout.orderNo,
      kind: 'kcoin',
      item: { kind: 'kcoin', kcoins: 1200 },
      introduction: '1,200 K-coins',
      amount: kc1200.priceCents / 100,
      currency: 'USD',
      amountType: 21,
      status: 'pending',
      paymentMethod: 'sandbox',
      channel: null,
      providerOrderNo: null,
      remark: null,
      createTime: expect.any(String),
      deductionTime: null,
      expireTime: expect.any(String),
    });
    const created = Date.parse(res.data.createTime);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(res.data.expireTime) - created).toBeGreaterThanOrEqual(29 * 60_000);
    expect(Date.parse(res.data.expireTime) - created).toBeLessThanOrEqual(31 * 60_000);
  });

  it('charges a member the member price', async () => {
    const member = await activeUser(t);
    await setUser(t, member.user.id, { plan: 'pro', subscriptionStatus: 45 });
    const { orderNo } = await orderKcoins(t, member.token, 'kc1200');
    const { data } = await paymentDetail(t, member.token, orderNo);
    expect(Math.round(data.amount * 100)).toBe(Math.floor(kc1200.priceCents * 0.7));
  });
});

describe('paymentDetail', () => {
  it("answers 404 for another user's order", async () => {
    const owner = await activeUser(t);
    const other = await activeUser(t);
    const { orderNo } = await orderKcoins(t, owner.token, 'kc500');
    expect((await paymentDetail(t, other.token, orderNo)).code).toBe(ResultCode.NotFound);
  });
});

describe('the sandbox checkout page', () => {
  it.each([
    ['en', 'Sandbox payment', 'Complete payment', 'Pro plan, billed yearly', 'Test payments:'],
    ['zh', '沙盒支付', '完成支付', '专业版套餐（按年订阅）', '测试支付：'],
    ['pt', 'Pagamento sandbox', 'Concluir pagamento', 'Plano Pro, cobrança anual', 'Pagamentos de teste:'],
  ])('renders in %s, labelled as test payments, naming what is bought', async (lang, title, button, item, notice) => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderPlan(t, token, 'pro', 'yearly');
    const { res } = await checkoutPage(token, orderNo, lang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(button);
    expect(res.body).toContain(orderNo);
    expect(res.body).toContain(`<dd class="introduction">${item}</dd>`);
    expect(res.body).toContain(`<p class="banner" data-testid="sandbox-banner">${notice}`);
  });

  it('follows the Language header when no lang is given', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderKcoins(t, token, 'kc500');
    const { res } = await t.call({
      method: 'GET',
      url: api('/user/v1/payment/sandbox/checkout'),
      token,
      headers: { Language: 'pt' },
      query: { orderNo },
    });
    expect(res.body).toContain('<title>Pagamento sandbox</title>');
  });

  it("refuses another user's order", async () => {
    const owner = await activeUser(t);
    const other = await activeUser(t);
    const { orderNo } = await orderKcoins(t, owner.token, 'kc500');
    const res = await checkoutPage(other.token, orderNo);
    expect(res.code).toBe(ResultCode.NotFound);
    expect(res.res.body).not.toContain(orderNo);
  });

  it('needs a session', async () => {
    const owner = await activeUser(t);
    const { orderNo } = await orderKcoins(t, owner.token, 'kc500');
    expect((await checkoutPage('', orderNo)).code).toBe(ResultCode.SessionExpired);
  });

  it('refuses an order that was paid already', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await buyKcoins(t, token, 'kc500');
    const res = await checkoutPage(token, orderNo);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('This order can no longer be paid');
  });

  it('refuses an order past its 30-minute expiry', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderKcoins(t, token, 'kc500');
    await setOrderExpiry(t, orderNo, new Date(Date.now() - 1000));
    const res = await checkoutPage(token, orderNo);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('This order can no longer be paid');
  });
});

describe('sandbox/confirm', () => {
  it("credits exactly the package's K-coins and shows them in the records", async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderKcoins(t, token, 'kc1200');
    const res = await confirmSandbox(t, token, orderNo, 'paid');
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toMatchObject({ orderNo, status: 'paid', channel: 'sandbox', deductionTime: expect.any(String) });
    expect(await kcoinBalance(t, token)).toBe(1200);
    const list = (await records(token)).data;
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ number: 1200, type: 'income', reason: 'recharge' });
    expect((await paymentDetail(t, token, orderNo)).data.status).toBe('paid');
  });

  it('refuses a repeated confirmation and never credits twice', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await buyKcoins(t, token, 'kc500');
    const again = await confirmSandbox(t, token, orderNo, 'paid');
    expect(again.code).toBe(ResultCode.BadRequest);
    expect(again.message).toBe('This order can no longer be paid');
    expect(await kcoinBalance(t, token)).toBe(500);
    expect((await records(token)).data.total).toBe(1);
  });

  it('says so in Chinese and Portuguese', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await buyKcoins(t, token, 'kc500');
    const zh = await t.call({
      method: 'POST',
      url: api(PaymentApi.sandboxConfirm),
      token,
      headers: { Language: 'zh' },
      payload: { orderNo, outcome: 'paid' },
    });
    expect(zh.message).toBe('该订单已无法支付');
    const pt = await t.call({
      method: 'POST',
      url: api(PaymentApi.sandboxConfirm),
      token,
      headers: { Language: 'pt' },
      payload: { orderNo, outcome: 'paid' },
    });
    expect(pt.message).toBe('Este pedido não pode mais ser pago');
  });

  it('accepts exactly one of 20 parallel confirmations and credits once', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderKcoins(t, token, 'kc3000');
    const results = await Promise.all(Array.from({ length: 20 }, () => confirmSandbox(t, token, orderNo, 'paid')));
    expect(results.filter((r) => r.code === ResultCode.Success)).toHaveLength(1);
    const refused = results.filter((r) => r.code !== ResultCode.Success);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.message).toBe('This order can no longer be paid');
    expect(await kcoinBalance(t, token)).toBe(3000);
    expect((await records(token)).data.total).toBe(1);
  });

  it('marks the order failed and credits nothing when the payment fails', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderKcoins(t, token, 'kc500');
    const res = await confirmSandbox(t, token, orderNo, 'failed');
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toMatchObject({ status: 'failed', deductionTime: null });
    expect((await confirmSandbox(t, token, orderNo, 'paid')).code).toBe(ResultCode.BadRequest);
    expect(await kcoinBalance(t, token)).toBe(0);
    expect((await records(token)).data.total).toBe(0);
  });

  it('settles an order once when paid and failed race', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderKcoins(t, token, 'kc500');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => confirmSandbox(t, token, orderNo, i % 2 ? 'paid' : 'failed')),
    );
    const accepted = results.filter((r) => r.code === ResultCode.Success);
    expect(accepted).toHaveLength(1);
    const status = (await paymentDetail(t, token, orderNo)).data.status;
    expect(accepted[0]!.data.status).toBe(status);
    expect(await kcoinBalance(t, token)).toBe(status === 'paid' ? 500 : 0);
  });

  it("refuses to confirm another user's order", async () => {
    const owner = await activeUser(t);
    const other = await activeUser(t);
    const { orderNo } = await orderKcoins(t, owner.token, 'kc500');
    expect((await confirmSandbox(t, other.token, orderNo, 'paid')).code).toBe(ResultCode.NotFound);
    expect(await kcoinBalance(t, other.token)).toBe(0);
    expect(await kcoinBalance(t, owner.token)).toBe(0);
    expect((await paymentDetail(t, owner.token, orderNo)).data.status).toBe('pending');
  });

  it('refuses an order past its 30-minute expiry and credits nothing', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderKcoins(t, token, 'kc500');
    await setOrderExpiry(t, orderNo, new Date(Date.now() - 1000));
    const res = await confirmSandbox(t, token, orderNo, 'paid');
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('This order can no longer be paid');
    expect(await kcoinBalance(t, token)).toBe(0);
  });

  it('refuses an unknown outcome', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderKcoins(t, token, 'kc500');
    expect((await confirmSandbox(t, token, orderNo, 'refunded' as 'paid')).code).toBe(ResultCode.BadRequest);
  });

  it('credits once under 200 parallel confirmations of one order', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderKcoins(t, token, 'kc7000');
    const results = await Promise.all(Array.from({ length: 200 }, () => confirmSandbox(t, token, orderNo, 'paid')));
    expect(results.filter((r) => r.code === ResultCode.Success)).toHaveLength(1);
    expect(results.filter((r) => r.code === ResultCode.BadRequest)).toHaveLength(199);
    expect(await kcoinBalance(t, token)).toBe(7000);
    const paid: TOrder = (await paymentDetail(t, token, orderNo)).data;
    expect(paid.status).toBe('paid');
  });

  it('credits every order once when many orders are paid in parallel', async () => {
    const { token } = await activeUser(t);
    const checkouts = await Promise.all(Array.from({ length: 20 }, () => orderKcoins(t, token, 'kc500')));
    const results = await Promise.all(
      checkouts.flatMap(({ orderNo }) => Array.from({ length: 3 }, () => confirmSandbox(t, token, orderNo, 'paid'))),
    );
    expect(results.filter((r) => r.code === ResultCode.Success)).toHaveLength(20);
    expect(await kcoinBalance(t, token)).toBe(20 * 500);
    expect((await records(token)).data.total).toBe(20);
  });
});

describe('the ledger after these payments', () => {
  it('equals the sum of its entries for every user', async () => {
    await expectLedgersBalanced(t);
  });
});
