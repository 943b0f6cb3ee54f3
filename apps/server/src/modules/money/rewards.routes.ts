import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RewardsApi,
  ZAddCommentRequest,
  ZClaimRequest,
  ZCreateRedemptionCodesRequest,
  ZOrderNoQuery,
  ZRedeemRequest,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';
import { renderInvoicePdf } from './invoice-pdf';
import { toOrder } from './payment.service';

const tags = ['rewards'];

export function rewardsRoutes({ rewards, account, payments }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      RewardsApi.tasks,
      { schema: { tags, querystring: z.object({ timeZone: z.string().max(64).default('UTC') }) } },
      (req) => rewards.tasks(requireAuth(req).userId, req.query.timeZone),
    );
    app.post(RewardsApi.claim, { schema: { tags, body: ZClaimRequest } }, (req) =>
      rewards.claim(requireAuth(req).userId, req.body.task),
    );
    app.get(RewardsApi.invitations, { schema: { tags } }, (req) => rewards.invitations(requireAuth(req).userId));
    app.post(
      RewardsApi.redeem,
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { tags, body: ZRedeemRequest } },
      (req) => rewards.redeem(requireAuth(req).userId, req.body.code),
    );
    app.post(
      RewardsApi.createRedemptionCodes,
      { schema: { tags, body: ZCreateRedemptionCodesRequest } },
      async (req) => {
        const { userId } = requireAuth(req);
        await account.requireAdmin(userId);
        return rewards.createCodes(userId, req.body);
      },
    );
    app.post(RewardsApi.getUserComment, { schema: { tags } }, (req) => rewards.comments(requireAuth(req).userId));
    app.post(RewardsApi.addUserComment, { schema: { tags, body: ZAddCommentRequest } }, (req) =>
      rewards.addComment(requireAuth(req).userId, req.body),
    );

    app.get(
      RewardsApi.invoice,
      { config: { rawReply: true }, schema: { tags, querystring: ZOrderNoQuery } },
      async (req, reply) => {
        const { userId } = requireAuth(req);
        const order = await payments.ownOrder(userId, req.query.orderNo);
        if (order.status !== 'paid') throw AppError.badRequest('invoiceNotReady');
        const buyer = await account.userInfo(userId);
        const pdf = await renderInvoicePdf(toOrder(order), { name: buyer.nickname, email: buyer.email }, req.locale);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="invoice-${order.orderNo}.pdf"`)
          .send(pdf);
      },
    );
  };
}
