import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsApi, ZPageViewEvent } from '@orator/contracts';
import type { Services } from '../services';

export function analyticsRoutes({ analytics }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      AnalyticsApi.pageView,
      {
        config: { access: 'optional', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags: ['analytics'], body: ZPageViewEvent },
      },
      (req) =>
        analytics.recordPageView(req.body, {
          userId: req.auth?.userId ?? null,
          userAgent: req.headers['user-agent'] ?? null,
        }),
    );
  };
}
