import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PaymentApi,
  SignInApi,
  ZBuyGradeRequest,
  ZBuyMoneyRequest,
  ZExpireListQuery,
  ZOrderListRequest,
  ZOrderNoQuery,
  ZPayCloneRequest,
  ZPermissionQuery,
  ZSandboxConfirmRequest,
  ZSignInRequest,
  toLocale,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toOrder } from './payment.service';
import { SANDBOX_CHECKOUT_SCRIPT, SANDBOX_SCRIPT_PATH, sandboxCheckoutPage } from './sandbox-page';

const tags = ['money'];
/** Where the browser returns after paying: the orders page. */
const RETURN_URLS = { successUrl: '/ai/user/trade', cancelUrl: '/ai/user/recharge' };
/** A clone order goes back to the page of the clone it paid for. */
const returnUrlOf = (order: { item: Record<string, unknown> }) =>
  typeof order.item.returnPath === 'string' ? order.item.returnPath : RETURN_URLS.successUrl;

export function moneyRoutes({ payments, signIn, records, permissions }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(PaymentApi.userMoneyPrice, { config: { access: 'optional' }, schema: { tags } }, (req) =>
      payments.moneyPrices(req.auth?.userId ?? null),
    );
    app.get(PaymentApi.userGradePrice, { config: { access: 'public' }, schema: { tags } }, () =>
      payments.gradePrices(),
    );
    app.get(PaymentApi.servicePriceList, { config: { access: 'public' }, schema: { tags } }, () =>
      payments.servicePrices(),
    );
    app.get(PaymentApi.userDigitalhumanClonePrice, { config: { access: 'public' }, schema: { tags } }, () =>
      payments.clonePrices(),
    );

    app.post(PaymentApi.buyMoney, { schema: { tags, body: ZBuyMoneyRequest } }, (req) =>
      payments.buyMoney(requireAuth(req).userId, req.body.packageId, RETURN_URLS),
    );
    app.post(PaymentApi.buyUserGradeV2, { schema: { tags, body: ZBuyGradeRequest } }, (req) =>
      payments.buyGrade(requireAuth(req).userId, req.body.plan, req.body.period, RETURN_URLS),
    );
    app.post(PaymentApi.payUserDigitalhumanClone, { schema: { tags, body: ZPayCloneRequest } }, (req) =>
      payments.payClone(requireAuth(req).userId, req.body.cloneType, req.body.cloneId),
    );
    app.post(PaymentApi.cancelSubscription, { schema: { tags } }, (req) =>
      payments.cancelSubscription(requireAuth(req).userId),
    );

    app.post(PaymentApi.orderList, { schema: { tags, body: ZOrderListRequest } }, (req) =>
      payments.list(requireAuth(req).userId, req.body),
    );
    app.post(PaymentApi.rechargeOrderList, { schema: { tags, body: ZOrderListRequest } }, (req) =>
      payments.list(requireAuth(req).userId, { ...req.body, kinds: ['kcoin'] }),
    );
    app.get(PaymentApi.paymentDetail, { schema: { tags, querystring: ZOrderNoQuery } }, async (req) =>
      toOrder(await payments.ownOrder(requireAuth(req).userId, req.query.orderNo)),
    );

    app.get(PaymentApi.expireList, { schema: { tags, querystring: ZExpireListQuery } }, (req) =>
      payments.expireList(requireAuth(req).userId, req.query.moneyType),
    );
    app.post(PaymentApi.kcoinRecords, { schema: { tags, body: ZOrderListRequest } }, (req) =>
      records.list(requireAuth(req).userId, req.body),
    );
    app.get(PaymentApi.isPermissionSubmit, { schema: { tags, querystring: ZPermissionQuery } }, (req) =>
      permissions.check(requireAuth(req).userId, req.query.feature),
    );

    app.post(SignInApi.getUserSignIn, { schema: { tags, body: ZSignInRequest.nullish() } }, (req) =>
      signIn.status(requireAuth(req).userId, req.body?.timeZone ?? 'UTC'),
    );
    app.post(SignInApi.signInToday, { schema: { tags, body: ZSignInRequest.nullish() } }, (req) =>
      signIn.signInToday(requireAuth(req).userId, req.body?.timeZone ?? 'UTC'),
    );
    app.post(SignInApi.getGrandTotalData, { config: { access: 'public' }, schema: { tags } }, () =>
      signIn.grandTotal(),
    );

    app.get(
      '/user/v1/payment/sandbox/checkout',
      {
        config: { access: 'optional', rawReply: true },
        schema: { tags, hide: true, querystring: ZOrderNoQuery.extend({ lang: z.string().optional() }) },
      },
      async (req, reply) => {
        const order = await payments.payableSandboxOrder(requireAuth(req).userId, req.query.orderNo);
        return reply
          .type('text/html')
          .send(sandboxCheckoutPage(toOrder(order), toLocale(req.query.lang ?? req.locale), returnUrlOf(order)));
      },
    );
    app.get(
      SANDBOX_SCRIPT_PATH,
      { config: { access: 'public', rawReply: true }, schema: { hide: true } },
      (_req, reply) => reply.type('text/javascript').send(SANDBOX_CHECKOUT_SCRIPT),
    );
    app.post(PaymentApi.sandboxConfirm, { schema: { tags, body: ZSandboxConfirmRequest } }, (req) =>
      payments.confirmSandbox(requireAuth(req).userId, req.body.orderNo, req.body.outcome),
    );
  };
}
