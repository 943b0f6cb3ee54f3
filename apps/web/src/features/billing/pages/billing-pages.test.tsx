import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentApi, RewardsApi, UserApi, type TKcoinRecord, type TOrder } from '@orator/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import type * as browser from '../../../shared/lib/browser';
import { redirectBrowser } from '../../../shared/lib/browser';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aFreeUser, signIn } from '../../../test/session';

vi.mock('../../../shared/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof browser>()),
  redirectBrowser: vi.fn(),
}));

const PRICES = [
  { id: 'kc500', kcoins: 500, priceCents: 999, currency: 'USD', memberPriceCents: 699, payPriceCents: 999 },
  { id: 'kc1200', kcoins: 1200, priceCents: 1999, currency: 'USD', memberPriceCents: 1399, payPriceCents: 1999 },
];

const ORDER: TOrder = {
  orderNo: 'OR1',
  kind: 'kcoin',
  item: { kind: 'kcoin', kcoins: 500 },
  introduction: '500 K-coins',
  amount: 9.99,
  currency: 'USD',
  amountType: 21,
  status: 'paid',
  paymentMethod: 'sandbox',
  channel: 'sandbox',
  providerOrderNo: null,
  remark: null,
  createTime: '2031-01-02T10:00:00.000Z',
  deductionTime: '2031-01-02T10:01:00.000Z',
  expireTime: '2031-01-02T10:30:00.000Z',
};

beforeEach(() => {
  vi.mocked(redirectBrowser).mockClear();
  mockApi.on('GET', PaymentApi.userMoneyPrice, { code: 200, data: PRICES });
});

describe('recharge', () => {
  it('asks for a package before buying, then goes to pay for the chosen one', async () => {
    signIn(aFreeUser());
    mockApi.on('POST', PaymentApi.buyMoney, {
      code: 200,
      data: { orderNo: 'OR1', payUrl: '/api/user/v1/payment/sandbox/checkout?orderNo=OR1' },
    });
    const { user } = renderApp('/ai/user/recharge');
    await screen.findByTestId('kcoin-package-kc500');
    expect(screen.getByTestId('kcoin-package-kc500').textContent).toContain('Members pay $6.99');
    expect(screen.getByTestId('recharge-note').textContent).toContain('K-coins never expire');

    await user.click(screen.getByTestId('recharge-buy'));
    expect(await screen.findByText('Please select K-coin first')).toBeTruthy();
    expect(mockApi.requestsTo(PaymentApi.buyMoney)).toHaveLength(0);

    await user.click(screen.getByTestId('kcoin-package-kc1200'));
    await user.click(screen.getByTestId('recharge-buy'));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledOnce());
    expect(vi.mocked(redirectBrowser).mock.calls[0]?.[0]).toMatch(/sandbox\/checkout\?orderNo=OR1&lang=en$/);
    expect(mockApi.requestsTo(PaymentApi.buyMoney)[0]?.body).toEqual({ packageId: 'kc1200' });
  });

  it('shows a member the member price as the price to pay', async () => {
    signIn(aUser());
    mockApi.on('GET', PaymentApi.userMoneyPrice, {
      code: 200,
      data: PRICES.map((price) => ({ ...price, payPriceCents: price.memberPriceCents })),
    });
    renderApp('/ai/user/recharge');
    expect((await screen.findByTestId('kcoin-package-kc500-price')).textContent).toBe('$6.99$9.99');
    expect(screen.getByTestId('kcoin-package-kc500').textContent).toContain('Member price applied');
  });

  it('requires a redemption code, and refreshes the balance after redeeming one', async () => {
    signIn(aFreeUser());
    mockApi.on('POST', RewardsApi.redeem, { code: 200, data: { kcoins: 100 } });
    const { user } = renderApp('/ai/user/recharge');
    await screen.findByTestId('redeem-code');
    await user.click(screen.getByTestId('redeem-submit'));
    expect(await screen.findByText('Redemption code is required')).toBeTruthy();

    const userFetches = mockApi.requestsTo(UserApi.userInfoDetail).length;
    await user.type(screen.getByTestId('redeem-code'), 'spring-2031');
    await user.click(screen.getByTestId('redeem-submit'));
    expect(await screen.findByText('100 K-coins added to your balance')).toBeTruthy();
    expect(mockApi.requestsTo(RewardsApi.redeem)[0]?.body).toEqual({ code: 'spring-2031' });
    await waitFor(() => expect(mockApi.requestsTo(UserApi.userInfoDetail).length).toBeGreaterThan(userFetches));
  });
});

describe('my orders', () => {
  it('reports the order the browser came back with and refreshes the balance', async () => {
    signIn(aFreeUser());
    mockApi.on('POST', PaymentApi.orderList, { code: 200, data: { records: [ORDER], total: 1, current: 1, size: 10 } });
    mockApi.on('GET', PaymentApi.paymentDetail, { code: 200, data: ORDER });
    renderApp('/ai/user/trade?orderNo=OR1');
    expect((await screen.findByTestId('returned-order-title')).textContent).toBe('Payment successful');
    await waitFor(() => expect(mockApi.requestsTo(UserApi.userInfoDetail).length).toBeGreaterThan(0));
    const row = await screen.findByTestId('order-row-OR1');
    expect(within(row).getByText('Sandbox (test payment)')).toBeTruthy();
    expect(within(row).getByText('Invoice (PDF)').closest('a')?.getAttribute('href')).toBe(
      '/api/user/v1/payment/invoice?orderNo=OR1',
    );
  });

  it('names every order in the interface language: a clone purchase is not a membership', async () => {
    await i18n.changeLanguage('zh');
    signIn(aFreeUser());
    const PLAN: TOrder = {
      ...ORDER,
      orderNo: 'OR2',
      kind: 'plan',
      item: { kind: 'plan', plan: 'pro', period: 'monthly' },
      introduction: 'Pro plan, billed monthly',
      amountType: 20,
      channel: 'stripe',
      paymentMethod: 'stripe',
    };
    const CLONE: TOrder = {
      ...ORDER,
      orderNo: 'OR3',
      kind: 'clone',
      item: { kind: 'clone', cloneType: 'voice', cloneKind: 'instant', name: '旁白', isRenewal: true },
      introduction: 'Instant voice clone “旁白”, renewed for a year',
      amountType: 20,
    };
    mockApi.on('POST', PaymentApi.orderList, {
      code: 200,
      data: { records: [ORDER, PLAN, CLONE], total: 3, current: 1, size: 10 },
    });
    renderApp('/ai/user/trade');
    const cells = async (orderNo: string) =>
      [...(await screen.findByTestId(`order-row-${orderNo}`)).querySelectorAll('td')].map((cell) => cell.textContent);

    expect(await cells('OR1')).toEqual(expect.arrayContaining(['K币', '500 K币', '沙盒（测试支付）']));
    expect(await cells('OR2')).toEqual(expect.arrayContaining(['会员', '专业版套餐（按月订阅）', 'Stripe']));
    expect(await cells('OR3')).toEqual(expect.arrayContaining(['声音克隆', '极速声音克隆“旁白”，续期一年']));
    expect(screen.getByTestId('order-table').textContent).not.toMatch(/K-coins|plan|clone|sandbox/);
  });

  it('filters by period from the first page', async () => {
    signIn(aFreeUser());
    mockApi.on('POST', PaymentApi.orderList, { code: 200, data: { records: [], total: 0, current: 1, size: 10 } });
    const { user } = renderApp('/ai/user/trade');
    await screen.findByText('No orders in this period');
    await user.click(screen.getByText('Last 7 days'));
    await waitFor(() =>
      expect(mockApi.requestsTo(PaymentApi.orderList).at(-1)?.body).toEqual({ current: 1, size: 10, range: 'last7' }),
    );
  });
});

describe('my benefits', () => {
  it('cancels a renewing subscription after asking', async () => {
    signIn(aUser({ plan: 'pro', subscriptionStatus: 45, vipExpireTime: '2031-06-01T00:00:00.000Z' }));
    mockApi.on('POST', PaymentApi.kcoinRecords, {
      code: 200,
      data: {
        records: [
          { id: 3, number: -60, type: 'expense', reason: 'task', remark: null, order: null, time: ORDER.createTime },
        ],
        total: 1,
        current: 1,
        size: 10,
      },
    });
    mockApi.on('POST', PaymentApi.cancelSubscription, { code: 200, data: null });
    const { user } = renderApp('/ai/user/interests');
    expect((await screen.findByTestId('interests-status')).textContent).toBe('Active, renews automatically');
    expect((await screen.findByTestId('kcoin-record-3-amount')).textContent).toBe('-60');
    await user.click(screen.getByTestId('interests-cancel'));
    await waitFor(() => expect(document.getElementById('interests-cancel-confirm')).not.toBeNull());
    await user.click(document.getElementById('interests-cancel-confirm')!);
    await waitFor(() => expect(mockApi.requestsTo(PaymentApi.cancelSubscription)).toHaveLength(1));
  });

  it('names what each K-coin record came from in the interface language', async () => {
    await i18n.changeLanguage('pt');
    signIn(aUser({ plan: 'pro', subscriptionStatus: 45, vipExpireTime: '2031-06-01T00:00:00.000Z' }));
    const record = (id: number, reason: string, remark: string | null, order: TKcoinRecord['order'] = null) => ({
      id,
      number: 5,
      type: 'income',
      reason,
      remark,
      order,
      time: ORDER.createTime,
    });
    mockApi.on('POST', PaymentApi.kcoinRecords, {
      code: 200,
      data: {
        records: [
          record(1, 'membership', 'Pro plan, billed monthly', { kind: 'plan', plan: 'pro', period: 'monthly' }),
          record(2, 'recharge', '1,200 K-coins', { kind: 'kcoin', kcoins: 1200 }),
          record(3, 'signin', '2031-01-02'),
          record(4, 'redeem', 'SPRING-2031'),
        ],
        total: 4,
        current: 1,
        size: 10,
      },
    });
    renderApp('/ai/user/interests');
    const remark = async (id: number) =>
      [...(await screen.findByTestId(`kcoin-record-${id}`)).querySelectorAll('td')].at(-1)?.textContent;

    expect(await remark(1)).toBe('K-coins da assinatura · Plano Pro, cobrança mensal');
    expect(await remark(2)).toBe('Recarga · 1.200 K-coins');
    expect(await remark(3)).toBe('Check-in diário');
    expect(await remark(4)).toBe('Código de resgate · SPRING-2031');
  });

  it('offers no cancelling for a plan that does not renew', async () => {
    signIn(aUser({ plan: 'standard', subscriptionStatus: 48, vipExpireTime: '2099-06-01T00:00:00.000Z' }));
    mockApi.on('POST', PaymentApi.kcoinRecords, { code: 200, data: { records: [], total: 0, current: 1, size: 10 } });
    renderApp('/ai/user/interests');
    expect((await screen.findByTestId('interests-status')).textContent).toMatch(
      /^One-off term until .*, does not renew$/,
    );
    expect(screen.queryByTestId('interests-cancel')).toBeNull();
  });
});
