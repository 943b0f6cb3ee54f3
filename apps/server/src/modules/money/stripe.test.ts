import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import {
  PaymentApi,
  ResultCode,
  SystemApi,
  type TCatalogueSummary,
  type TCheckout,
  type TOrder,
} from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { orderKcoins } from '../../../test/money';
import { activeUser, userInfo } from '../../../test/users';

const WEBHOOK_SECRET = 'whsec_orator_test';
let t: TestApp;
let stripeApi: http.Server;
/** Requests our server made to the Stripe API, to check what it asked Stripe for. */
const stripeRequests: { path: string; body: URLSearchParams }[] = [];
const signer = new Stripe('sk_test_orator');

beforeAll(async () => {
  let session = 0;
  stripeApi = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      stripeRequests.push({ path: req.url ?? '', body: new URLSearchParams(raw) });
      session += 1;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: `cs_test_${session}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/cs_test_${session}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  t = await createTestApp({
    publicUrl: 'https://video.example.com',
    stripe: { secretKey: 'sk_test_orator', webhookSecret: WEBHOOK_SECRET, apiBase: `http://127.0.0.1:${port}` },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});

function signedEvent(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}

const completed = (eventId: string, sessionId: string, orderNo: string) => ({
  id: eventId,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', metadata: { orderNo } } },
});

const postWebhook = (event: ReturnType<typeof signedEvent>) =>
  t.call<{ applied: boolean }>({
    method: 'POST',
    url: api(PaymentApi.stripeWebhook),
    headers: event.headers,
    payload: event.payload,
  });

describe('Stripe payments', () => {
  it('tells the web app that payments are real', async () => {
    const summary = await t.call<TCatalogueSummary>({ method: 'GET', url: api(SystemApi.catalogueSummary) });
    expect(summary.data.payments).toBe('stripe');
  });

  it('sends the buyer to Stripe Checkout for the order amount', async () => {
    const { token } = await activeUser(t);
    const res = await t.call<TCheckout>({
      method: 'POST',
      url: api(PaymentApi.buyMoney),
      token,
      payload: { packageId: 'kc1200' },
    });
    expect(res.data.payUrl).toBe(`https://checkout.stripe.com/c/pay/cs_test_${stripeRequests.length}`);
    const request = stripeRequests.at(-1)!;
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.body.get('mode')).toBe('payment');
    expect(request.body.get('line_items[0][price_data][unit_amount]')).toBe('1999');
    expect(request.body.get('metadata[orderNo]')).toBe(res.data.orderNo);
    expect(request.body.get('success_url')).toBe(`https://video.example.com/ai/user/trade?orderNo=${res.data.orderNo}`);
  });

  it('makes a monthly plan a Stripe subscription', async () => {
    const { token } = await activeUser(t);
    await t.call({
      method: 'POST',
      url: api(PaymentApi.buyUserGradeV2),
      token,
      payload: { plan: 'pro', period: 'monthly' },
    });
    const request = stripeRequests.at(-1)!;
    expect(request.body.get('mode')).toBe('subscription');
    expect(request.body.get('line_items[0][price_data][recurring][interval]')).toBe('month');
  });

  it('credits the K-coins once, however often the signed webhook arrives', async () => {
    const { token } = await activeUser(t);
    const checkout = await orderKcoins(t, token, 'kc500');
    const event = signedEvent(completed('evt_paid_1', 'cs_x', checkout.orderNo));
    const first = await postWebhook(event);
    expect(first.data.applied).toBe(true);
    const replays = await Promise.all([postWebhook(event), postWebhook(event), postWebhook(event)]);
    expect(replays.map((r) => r.data.applied)).toEqual([false, false, false]);
    expect((await userInfo(t, token)).data.kCoinBalance).toBe(500);
    const order = await t.call<TOrder>({
      method: 'GET',
      url: `${api(PaymentApi.paymentDetail)}?orderNo=${checkout.orderNo}`,
      token,
    });
    expect(order.data).toMatchObject({ status: 'paid', paymentMethod: 'stripe', providerOrderNo: 'cs_x' });
  });

  it('refuses a webhook with a wrong signature and changes nothing', async () => {
    const { token } = await activeUser(t);
    const checkout = await orderKcoins(t, token, 'kc500');
    const res = await postWebhook(signedEvent(completed('evt_forged', 'cs_y', checkout.orderNo), 'whsec_someone_else'));
    expect(res.code).toBe(ResultCode.BadRequest);
    expect((await userInfo(t, token)).data.kCoinBalance).toBe(0);
  });

  it('marks an expired checkout failed', async () => {
    const { token } = await activeUser(t);
    const checkout = await orderKcoins(t, token, 'kc500');
    await postWebhook(
      signedEvent({
        id: 'evt_expired',
        object: 'event',
        type: 'checkout.session.expired',
        data: {
          object: {
            id: 'cs_z',
            object: 'checkout.session',
            payment_status: 'unpaid',
            metadata: { orderNo: checkout.orderNo },
          },
        },
      }),
    );
    const order = await t.call<TOrder>({
      method: 'GET',
      url: `${api(PaymentApi.paymentDetail)}?orderNo=${checkout.orderNo}`,
      token,
    });
    expect(order.data.status).toBe('failed');
  });
});
