import type { FastifyPluginAsync } from 'fastify';
import { PaymentApi } from '@orator/contracts';
import type { Services } from '../services';

/** Stripe signs the exact bytes it sends, so this route reads the body raw instead of parsing JSON. */
export function stripeRoutes({ stripeWebhook }: Services): FastifyPluginAsync {
  return async (app) => {
    if (!stripeWebhook) return;
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    app.post(
      PaymentApi.stripeWebhook,
      { config: { access: 'public' }, schema: { tags: ['money'], hide: true } },
      (req) => stripeWebhook(req.body as Buffer, req.headers['stripe-signature'] as string | undefined),
    );
  };
}
